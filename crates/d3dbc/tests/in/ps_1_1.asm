; ps_1_1: texture stages, modifiers, co-issue.
ps.1.1
def c0, 1, 0.5, 0.25, 0
tex t0
texcoord t1
texbem t2, t0
texkill t1
mul_x2 r0, t0, v0
add_sat r1.rgb, t2_bx2, -c0
+mov r1.a, 1-v1.a
mad_d2 r0.rgb, r0, r1_bias, c0
+lrp r0.a, v0.a, r0.a, t0.a
dp3_x4 r1, t0_bx2, v1_bx2
cnd r0, r0.a, r1, r0
