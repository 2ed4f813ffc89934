; Output declarations, indexed outputs, vertex texture fetch.
vs_3_0
dcl_position v0
dcl_texcoord3 v1
dcl_position o0
dcl_texcoord o1.xy
dcl_color2 o2
dcl_fog o3.x
dcl_psize o4.x
dcl_2d s0
dcl_cube s2
dcl_volume s3
defi i0, 3, 0, 1, 0
def c250, 0, 1, 0.5, 0
texldl r0, v1, s0
texldl r1, v1, s2
mov r2, r0_abs
mov_sat r3, -r1_abs
loop aL, i0
  mov o[aL + 1], c[aL + 10]
endloop
mov o0, v0
mov o1.xy, v1
mov o2, r3
mov o3.x, c250.z
mov o4.x, c250.y
