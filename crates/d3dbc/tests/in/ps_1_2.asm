ps_1_2
tex t0
texm3x2pad t1, t0_bx2
texm3x2tex t2, t0_bx2
texdp3tex t3, t0
mov r0, t2
dp4 r1, t3, c1
cmp r0, r1, r0, c2
