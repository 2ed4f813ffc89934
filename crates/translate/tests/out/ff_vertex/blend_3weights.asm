vs_2_0
def c13, 7.0, 1785.0, 1e-30, -1.44269504
def c14, 0.0, 1.0, 0.5, 2.0
def c15, 0.0, 0.0, 1.0, 0.0
dcl_position v0
dcl_normal v1
dcl_blendweight v2
dcl_color0 v3
dcl_texcoord0 v4
mov r0, v0
mov r1.xyz, v1
mov r7.x, c14.y
m4x4 r4, r0, c104
m3x3 r5.xyz, r1, c108
add r7.x, r7.x, -v2.x
mul r2, r4, v2.x
mul r3.xyz, r5, v2.x
m4x4 r4, r0, c111
m3x3 r5.xyz, r1, c115
add r7.x, r7.x, -v2.y
mad r2, r4, v2.y, r2
mad r3.xyz, r5, v2.y, r3
m4x4 r4, r0, c118
m3x3 r5.xyz, r1, c122
add r7.x, r7.x, -v2.z
mad r2, r4, v2.z, r2
mad r3.xyz, r5, v2.z, r3
m4x4 r4, r0, c125
m3x3 r5.xyz, r1, c129
mad r2, r4, r7.x, r2
mad r3.xyz, r5, r7.x, r3
m4x4 oPos, r2, c0
mov r12, c5
mov r13, c7
mov r14, c6
mov r15, c8
mov r9, c14.x
mov r10, c14.x
mov r11, c14.x
; light 0: Directional
mov r16.xyz, -c52
mov r18.x, c14.y
mad r9.xyz, c50, r18.x, r9
dp3 r19.z, r3, r16
max r19.z, r19.z, c14.x
mul r19.w, r19.z, r18.x
mad r10.xyz, c48, r19.w, r10
mov r21, c4
add r21.xyz, r21, r9
mul r21.xyz, r21, r14
mad r21.xyz, r12, r10, r21
add r21.xyz, r21, r15
mov r21.w, r12.w
mov r22, c14.x
mov r22.w, r13.w
mov_sat oD0, r21
mov_sat oD1, r22
mov r24, v4
mov r27, r24
mov oT0, r27
