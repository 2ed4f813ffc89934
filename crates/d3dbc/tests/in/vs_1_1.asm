; Skinned vertex with fog and point size: matrix macros, relative constants.
vs_1_1
dcl_position v0
dcl_normal v1
dcl_texcoord v2
dcl_blendindices v3
def c95, 1, 0.5, 0, 3
mul r0.x, v3.x, c95.w
mov a0.x, r0.x
m4x3 r1.xyz, v0, c[a0.x + 10]
mov r1.w, c95.x
m4x4 oPos, r1, c0
dp3 r2.x, v1, c4
max r2.x, r2.x, c95.z
lit r3, r2
mad oD0, r3.y, c5, c6
mov oD1.xyz, -r3.z
mov oT0.xy, v2
expp r4, r1.z
logp r4.y, r4.x
rcp r5.w, r4.y
sge r5.x, r1.z, c7.x
slt r5.y, r1.z, c7.y
dst r6, r5, r5
frc r7.xy, r1.xy
mov oFog, r1.z
mov oPts.x, c95.y
