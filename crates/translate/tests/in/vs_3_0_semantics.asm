// SM3 vertex shader: semantic outputs (packed texcoords), vertex texture
// fetch, predication, if_cmp/break_cmp/breakp, o[aL] relative output.
vs_3_0
dcl_position v0
dcl_texcoord0 v1
dcl_2d s0
dcl_position o0
dcl_texcoord0 o1.xy
dcl_texcoord1 o1.zw
dcl_color0 o2
dcl_fog o3.x
dcl_texcoord2 o4
dcl_texcoord3 o5
defi i0, 2, 0, 1, 0
def c200, 0.0, 0.0, 0.0, 0.0
texldl r0, v1, s0
setp_gt p0, r0, c200
(p0.x) add r1, r0, c1
(!p0.y) mov r1.y, c2.y
if_lt r0.x, c3.x
  mov r2, c4
else
  mov r2, c5
endif
rep i0
  add r2, r2, c6
  break_ge r2.x, c7.x
  breakp p0.z
endrep
loop aL, i0
  mov o[aL + 4], r2
endloop
mov o0, v0
mov o1.xy, v1
mov o1.zw, r1.xy
mov o2, r2
mov o3.x, r0.x
