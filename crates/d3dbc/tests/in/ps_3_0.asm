ps_3_0
dcl_texcoord0_centroid v0.xy
dcl_texcoord1 v1
dcl_color v2
dcl vPos.xy
dcl vFace
dcl_2d s0
dcl_cube s15
defi i0, 2, 0, 1, 0
def c223, 0, 1, 0.5, 0
texld_pp r0, v0, s0
texldl r1, v1, s15
loop aL, i0
  add r0, r0, v[aL + 1]
endloop
if_gt vFace, c223.x
  mul r0, r0, c223.z
endif
add r2.xy, vPos, c223.z
mul r0.xy, r0, r2
mov oC0, r0
mov oC1, r1
mov oDepth, c223.z
