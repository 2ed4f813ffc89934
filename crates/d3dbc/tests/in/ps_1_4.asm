; Two phases, texcrd/texld with divide modifiers, bem, texdepth.
ps_1_4
def c0, 0.5, 0.5, 0.5, 1
texld r0, t0
texcrd r1.rgb, t1_dz
texld r2, t2_dw.xyw
bem r3.xy, r0, r1
phase
texld r3, r3
texdepth r5
mul r0, r0, r3
add_sat r0.rgb, r0, c0
+mov r0.a, c0.a
