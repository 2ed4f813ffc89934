vs_2_0
def c13, 7.0, 1785.0, 1e-30, -1.44269504
def c14, 0.0, 1.0, 0.5, 2.0
def c15, 0.0, 0.0, 1.0, 0.0
dcl_position v0
dcl_color0 v1
dcl_texcoord0 v2
mov r0, v0
mov r1, c14.x
m4x4 r2, r0, c104
m3x3 r3.xyz, r1, c108
m4x4 oPos, r2, c0
mov r21, v1
mov r22, c14.x
mov_sat oD0, r21
mov_sat oD1, r22
mov r24, v2
mov r27, r24
mov oT0, r27
