// Fixed-function style vertex shader: matrix macros, lighting, fog,
// vs_1_1 `mov a0` (floor) with relative constants, expp/logp vector forms.
vs_1_1
dcl_position v0
dcl_normal v1
dcl_texcoord0 v2
dcl_blendindices v3
def c90, 0.5, 2.0, 0.0, 1.0
m4x4 oPos, v0, c0
m3x3 r0.xyz, v1, c4
dp3 r1.x, r0, r0
rsq r1.x, r1.x
mul r0.xyz, r0, r1.x
dp3 r2.x, r0, c8
dp3 r2.y, r0, c9
mov r2.w, c10.w
lit r3, r2
dst r4, r3, c90
mov a0.x, v3.x
mad oD0, r3.y, c[a0.x + 11], c90.x
mov oD1, c[a0.x + 12]
expp r5, v2.x
logp r6, v2.y
add oT0, r5, r6
mov oT1.xy, v2
mov oFog, r4.y
