// ps_1_3 environment mapping: texm3x3pad x2 + texm3x3spec (cube), then
// texm3x3vspec variant in a second shader is covered by ps_1_1_vspec.
ps_1_3
def c0, 0.0, 0.0, 1.0, 0.0
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3spec t3, t0_bx2, c0
mul r0, t3, v0
