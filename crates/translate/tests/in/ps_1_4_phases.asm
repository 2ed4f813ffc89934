// ps_1_4: texld/texcrd with _dw projection, phase, bem, cmp, cnd, texdepth.
ps_1_4
def c0, 0.5, 0.5, 0.5, 1.0
texld r0, t0
texcrd r1.rgb, t1_dw.xyw
texcrd r2.rgb, t2
bem r3.rg, r1, r0
phase
texld r3, r3
texld r4, t3
cmp r0, r0, r3, r4
cnd r1, r0, c0, r4
mov r5.rg, r2
texdepth r5
mul r0, r0, r1
