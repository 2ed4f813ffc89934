vs_2_0
def c13, 7.0, 1785.0, 1e-30, -1.44269504
def c14, 0.0, 1.0, 0.5, 2.0
def c15, 0.0, 0.0, 1.0, 0.0
dcl_position v0
dcl_normal v1
mov r0, v0
mov r1.xyz, v1
m4x4 r2, r0, c104
m3x3 r3.xyz, r1, c108
m4x4 oPos, r2, c0
mov r21, c14.y
mov r22, c14.x
mov_sat oD0, r21
mov_sat oD1, r22
dp3 r25.w, r2, r2
rsq r25.w, r25.w
mul r25.xyz, r2, r25.w
dp3 r26.x, r3, r25
add r26.x, r26.x, r26.x
mad r25.xyz, r3, -r26.x, r25
mov r24, c14.xxxy
add r26.xyz, r25, c15
dp3 r26.w, r26, r26
rsq r26.w, r26.w
mul r26.w, r26.w, c14.z
mad r24.xy, r25, r26.w, c14.z
mov r27, r24
mov oT0, r27
dp3 r25.w, r2, r2
rsq r25.w, r25.w
mul r25.xyz, r2, r25.w
dp3 r26.x, r3, r25
add r26.x, r26.x, r26.x
mad r25.xyz, r3, -r26.x, r25
mov r24, c14.xxxy
mov r24.xyz, r25
m4x4 r27, r24, c20
mov r27.w, c14.x
mov r27.w, r27.z
mov oT1, r27
