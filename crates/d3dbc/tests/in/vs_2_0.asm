// Static and integer flow control, subroutines, mova.
vs_2_0
dcl_position v0
dcl_color1 v1
defb b0, true
defi i0, 4, 0, 1, 0
def c200, 0.25, -2, 1e-5, 65504
mova a0.xy, v1.zw
mov r0, c0
rep i0
  add r0, r0, c10[a0.y]
endrep
if b0
  call l1
else
  mul r0.xyz, r0, c200.x
endif
loop aL, i0
  add r0.x, r0.x, c20[aL].x
endloop
sincos r1.xy, r0.x, c200, c201
nrm r2.xyz, r0
pow r3.x, r0.x, r0.y
abs r3.y, -r0.z
sgn r3.z, r0.w, r4, r5
crs r4.xyz, r2, r1
lrp r5, c1, r0, r4
mov oPos, v0
mov oD0, r5
ret
label l1
  mul r0, r0, c2
ret
