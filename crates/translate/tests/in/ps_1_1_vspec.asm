// ps_1_1 texm3x3vspec (eye vector from the texcoord w components) and
// texbem/texbeml with the renderer's bump-environment matrices.
ps_1_1
tex t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3vspec t3, t0
mov r0, t3
