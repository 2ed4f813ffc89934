vs_2_0
def c13, 7.0, 1785.0, 1e-30, -1.44269504
def c14, 0.0, 1.0, 0.5, 2.0
def c15, 0.0, 0.0, 1.0, 0.0
dcl_position v0
dcl_normal v1
dcl_color0 v2
dcl_color1 v3
dcl_texcoord0 v4
mov r0, v0
mov r1.xyz, v1
m4x4 r2, r0, c104
m3x3 r3.xyz, r1, c108
nrm r3.xyz, r3
m4x4 oPos, r2, c0
mov r12, v2
mov r13, c7
mov r14, c6
mov r15, c8
mov r9, c14.x
mov r10, c14.x
mov r11, c14.x
dp3 r23.w, r2, r2
rsq r23.w, r23.w
mul r23.xyz, r2, -r23.w
; light 0: Directional
mov r16.xyz, -c52
mov r18.x, c14.y
mad r9.xyz, c50, r18.x, r9
dp3 r19.z, r3, r16
max r19.z, r19.z, c14.x
mul r19.w, r19.z, r18.x
mad r10.xyz, c48, r19.w, r10
add r20.xyz, r16, r23
nrm r20.xyz, r20
dp3 r20.w, r3, r20
max r20.w, r20.w, c13.z
pow r20.w, r20.w, c9.x
slt r19.y, c14.x, r19.z
mul r20.w, r20.w, r19.y
mul r20.w, r20.w, r18.x
mad r11.xyz, c49, r20.w, r11
; light 1: Point
add r16.xyz, c58, -r2
dp3 r17.x, r16, r16
rsq r17.y, r17.x
mul r16.xyz, r16, r17.y
mul r17.z, r17.x, r17.y
mad r18.x, c60.z, r17.x, c60.x
mad r18.x, c60.y, r17.z, r18.x
rcp r18.x, r18.x
sge r18.y, c58.w, r17.z
mul r18.x, r18.x, r18.y
mad r9.xyz, c57, r18.x, r9
dp3 r19.z, r3, r16
max r19.z, r19.z, c14.x
mul r19.w, r19.z, r18.x
mad r10.xyz, c55, r19.w, r10
add r20.xyz, r16, r23
nrm r20.xyz, r20
dp3 r20.w, r3, r20
max r20.w, r20.w, c13.z
pow r20.w, r20.w, c9.x
slt r19.y, c14.x, r19.z
mul r20.w, r20.w, r19.y
mul r20.w, r20.w, r18.x
mad r11.xyz, c56, r20.w, r11
; light 2: Spot
add r16.xyz, c65, -r2
dp3 r17.x, r16, r16
rsq r17.y, r17.x
mul r16.xyz, r16, r17.y
mul r17.z, r17.x, r17.y
mad r18.x, c67.z, r17.x, c67.x
mad r18.x, c67.y, r17.z, r18.x
rcp r18.x, r18.x
sge r18.y, c65.w, r17.z
mul r18.x, r18.x, r18.y
dp3 r18.z, -r16, c66
add r19.x, r18.z, -c68.y
mul r19.x, r19.x, c68.z
max r19.x, r19.x, c13.z
min r19.x, r19.x, c14.y
pow r19.x, r19.x, c66.w
slt r19.y, c68.y, r18.z
mul r19.x, r19.x, r19.y
mul r18.x, r18.x, r19.x
mad r9.xyz, c64, r18.x, r9
dp3 r19.z, r3, r16
max r19.z, r19.z, c14.x
mul r19.w, r19.z, r18.x
mad r10.xyz, c62, r19.w, r10
add r20.xyz, r16, r23
nrm r20.xyz, r20
dp3 r20.w, r3, r20
max r20.w, r20.w, c13.z
pow r20.w, r20.w, c9.x
slt r19.y, c14.x, r19.z
mul r20.w, r20.w, r19.y
mul r20.w, r20.w, r18.x
mad r11.xyz, c63, r20.w, r11
mov r21, c4
add r21.xyz, r21, r9
mul r21.xyz, r21, r14
mad r21.xyz, r12, r10, r21
add r21.xyz, r21, r15
mov r21.w, r12.w
mov r22, c14.x
mul r22.xyz, r13, r11
mov r22.w, r13.w
mov_sat oD0, r21
mov_sat oD1, r22
mov r24, v4
mov r27, r24
mov oT0, r27
