vs_2_0
def c13, 7.0, 1785.0, 1e-30, -1.44269504
def c14, 0.0, 1.0, 0.5, 2.0
def c15, 0.0, 0.0, 1.0, 0.0
dcl_position v0
dcl_normal v1
dcl_blendweight v2
dcl_blendindices v3
dcl_texcoord0 v4
mov r0, v0
mov r1.xyz, v1
mov r7.x, c14.y
mul r8, v3, c13.x
mova a0.x, r8.x
dp4 r4.x, r0, c[a0.x + 104]
dp4 r4.y, r0, c[a0.x + 105]
dp4 r4.z, r0, c[a0.x + 106]
dp4 r4.w, r0, c[a0.x + 107]
dp3 r5.x, r1, c[a0.x + 108]
dp3 r5.y, r1, c[a0.x + 109]
dp3 r5.z, r1, c[a0.x + 110]
add r7.x, r7.x, -v2.x
mul r2, r4, v2.x
mul r3.xyz, r5, v2.x
mova a0.x, r8.y
dp4 r4.x, r0, c[a0.x + 104]
dp4 r4.y, r0, c[a0.x + 105]
dp4 r4.z, r0, c[a0.x + 106]
dp4 r4.w, r0, c[a0.x + 107]
dp3 r5.x, r1, c[a0.x + 108]
dp3 r5.y, r1, c[a0.x + 109]
dp3 r5.z, r1, c[a0.x + 110]
add r7.x, r7.x, -v2.y
mad r2, r4, v2.y, r2
mad r3.xyz, r5, v2.y, r3
mova a0.x, r8.z
dp4 r4.x, r0, c[a0.x + 104]
dp4 r4.y, r0, c[a0.x + 105]
dp4 r4.z, r0, c[a0.x + 106]
dp4 r4.w, r0, c[a0.x + 107]
dp3 r5.x, r1, c[a0.x + 108]
dp3 r5.y, r1, c[a0.x + 109]
dp3 r5.z, r1, c[a0.x + 110]
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
; light 0: Point
add r16.xyz, c51, -r2
dp3 r17.x, r16, r16
rsq r17.y, r17.x
mul r16.xyz, r16, r17.y
mul r17.z, r17.x, r17.y
mad r18.x, c53.z, r17.x, c53.x
mad r18.x, c53.y, r17.z, r18.x
rcp r18.x, r18.x
sge r18.y, c51.w, r17.z
mul r18.x, r18.x, r18.y
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
