// ps_3_0: semantic inputs (packed texcoords, centroid colour), vPos, vFace,
// loop with v[aL] relative inputs, texldl, two colour outputs.
ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v0.zw
dcl_color0_centroid v1
dcl_texcoord2 v2
dcl_texcoord3 v3
dcl vPos.xy
dcl vFace
dcl_2d s0
defi i0, 2, 2, 1, 0
def c0, 0.0, 1.0, 0.5, 0.0
texld r0, v0, s0
texldl r1, v0.zwzw, s0
mov r2, c0.x
loop aL, i0
  add r2, r2, v[aL]
endloop
if_lt vFace, c0.x
  mul r0, r0, c0.z
endif
mul r3, vPos.xyxy, c1
add oC0, r0, r2
add oC1, r1, r3
mov oC1.w, v1.w
