vs_2_0
def c13, 7.0, 1785.0, 1e-30, -1.44269504
def c14, 0.0, 1.0, 0.5, 2.0
def c15, 0.0, 0.0, 1.0, 0.0
dcl_position v0
dcl_color0 v1
dcl_psize v2
mov r0, v0
mov r1, c14.x
m4x4 r2, r0, c104
m3x3 r3.xyz, r1, c108
m4x4 oPos, r2, c0
mov r21, v1
mov r22, c14.x
mov_sat oD0, r21
mov_sat oD1, r22
dp3 r4.x, r2, r2
rsq r4.x, r4.x
rcp r4.x, r4.x
mul r4.y, r4.x, c10.z
mul r4.y, r4.y, r4.y
mul r4.y, r4.y, c13.w
exp oFog, r4.y
dp3 r5.x, r2, r2
rsq r5.y, r5.x
rcp r5.y, r5.y
mad r5.z, c11.w, r5.x, c11.y
mad r5.z, c11.z, r5.y, r5.z
rsq r5.z, r5.z
mul r5.w, v2.x, r5.z
mul oPts, r5.w, c12.x
