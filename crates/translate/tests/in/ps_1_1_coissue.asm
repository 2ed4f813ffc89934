// Co-issue: `+mov r0.a, r0.b` reads r0.b before the paired rgb write.
ps_1_1
def c0, 0.1, 0.2, 0.3, 0.4
def c1, 0.5, 0.6, 0.7, 0.8
mov r0, c0
mov r0.rgb, c1
+mov r0.a, r0.b
