// ps_1_3 texture-matrix family: texm3x3pad/texm3x3spec, texm3x2pad/
// texm3x2tex, texbem, texreg2ar/gb, texdp3tex. Stage 3 bound as a volume.
// options: samplers=2d,2d,2d,volume
ps_1_3
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
texreg2ar t3, t2
mul r0, t2, t3
