// ps_2_0 sampling: 2D, cube and volume samplers, texldp, texldb, texkill,
// dp2add, rcp/rsq/exp/log/pow specials, nrm, oDepth.
ps_2_0
dcl t0
dcl t1.xyz
dcl v0
dcl_2d s0
dcl_cube s1
dcl_volume s2
def c0, 0.5, 1.0, 0.0, 2.0
texld r0, t0, s0
texldp r1, t0, s0
texldb r2, t0, s0
texld r3, t1, s1
texld r4, t1, s2
texkill t0
dp2add r5.x, r0, r1, c0.x
rcp r5.y, r0.x
rsq r5.z, r0.y
exp r5.w, r0.z
log r6.x, r0.w
pow r6.y, r1.x, c0.w
nrm r7, r3
add r0, r0, r1
add r0, r0, r2
add r0, r0, r3
add r0, r0, r4
mad r0, r5, r6, r0
mul_sat r0, r0, v0
mov oC0, r0
mov oDepth, r7.x
