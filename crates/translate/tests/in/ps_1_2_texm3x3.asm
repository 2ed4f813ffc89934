// ps_1_2 texm3x3tex (a cube lookup even with the stage bound as 2D) and
// ps_1_3-style texm3x3 output of the transformed vector.
ps_1_2
tex t0
texm3x3pad t1, t0_bx2
texm3x3pad t2, t0_bx2
texm3x3tex t3, t0_bx2
mov r0, t3
