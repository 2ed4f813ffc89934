// ps_1_2 texdp3tex, texdp3, texreg2rgb.
ps_1_2
tex t0
texdp3tex t1, t0
texdp3 t2, t0
texreg2rgb t3, t0
mad r0, t1, t2, t3
