// ps_1_3 texm3x2depth writes the depth output.
ps_1_3
tex t0
texm3x2pad t1, t0_bx2
texm3x2depth t2, t0_bx2
mov r0, t0
