// ps_1_1 arithmetic: source modifiers, shift scales, saturate, cnd on r0.a,
// co-issue, texcoord (clamped), constants clamped to [-1, 1].
ps_1_1
def c0, 0.5, 0.25, 2.0, -3.0
tex t0
texcoord t1
mul r0, t0, v0
mad_x2 r1, t0_bx2, v1, c0
dp3_sat r1.rgb, t1_bx2, c1
add_d2 r1.a, 1-r0, t0_bias
sub r0.rgb, r0, -r1
+mov r0.a, r1.a
lrp r0, c2, r0, r1
cnd r0, r0.a, r1, c3
