// ps_3_0 reading semantics whose varying location is 16 or more
// (BLENDINDICES0 48, TEXCOORD8 104, DEPTH0 208, COLOR2 178): they are read
// at the lowest locations the shader's other inputs (TEXCOORD0 0, COLOR0
// 8, TEXCOORD1 1 packed into v0.zw) leave free, in order of semantic
// location: BLENDINDICES0 2, TEXCOORD8 3, COLOR2 4, DEPTH0 5.
ps_3_0
dcl_texcoord0 v0.xy
dcl_texcoord1 v0.zw
dcl_color0 v1
dcl_blendindices v2
dcl_depth v3
dcl_texcoord8 v4
dcl_color2 v5
add r0, v0, v1
add r0, r0, v2
add r0, r0, v3
add r0, r0, v4
add oC0, r0, v5
