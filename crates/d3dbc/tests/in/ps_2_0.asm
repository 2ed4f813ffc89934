ps_2_0
dcl t0.xy
dcl_centroid t1
dcl v0
dcl_2d s0
dcl_cube s1
dcl_volume s2
def c0, 0, 1, 2, -0.5
texld r0, t0, s0
texldp r1, t1, s1
texldb_pp r2, t1, s2
texkill t0
dp2add r3.x, r0, c0.yxzw, c0.w
cmp r4, r3.x, r0, r1
rsq r5.x, r3.x
mad_sat r6, r4, v0, -r2
mov oC0, r6
mov oDepth, r5.x
