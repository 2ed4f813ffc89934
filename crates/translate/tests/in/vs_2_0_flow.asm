// Static flow control: rep, loop with aL-relative constants, if b#/else,
// call/callnz/label/ret, mova rounding, and the vs_2_0 ALU set.
vs_2_0
dcl_position v0
dcl_normal v1
defi i0, 3, 0, 0, 0
defi i1, 4, 20, 2, 0
defb b1, true
mov r0, c0
rep i0
  add r0, r0, c1
endrep
loop aL, i1
  add r0, r0, c[aL]
  add r0, r0, c[aL + 1]
endloop
if b0
  mul r0, r0, c2
else
  mad r0, r0, c3, c4
endif
call l0
callnz l1, b1
callnz l1, !b0
mova a0.xy, v1
mov r1, c[a0.y + 40]
sgn r2, v1, r3, r4
nrm r3, v1
crs r4.xyz, v1, r3
sincos r5.xy, v1.x, c60, c61
pow r6.x, v1.x, v1.y
exp r6.y, v1.z
log r6.z, v1.w
frc r6.w, v1.x
abs r7, v1
slt r8, v1, r7
sge r9, v1, r7
min r10, r8, r9
max r11, r8, r9
lrp r1, r10, r11, r1
m4x3 r2.xyz, v0, c10
m3x4 r3, v0, c14
m3x2 r4.xy, v0, c18
add r0, r0, r1
add r0, r0, r2
add r0, r0, r3
add r0, r0, r4
add r0, r0, r5
add r0, r0, r6
mov oD0, r0
mov oPos, v0
ret
label l0
  rcp r0.w, r0.w
  ret
label l1
  rsq r0.z, r0.z
  ret
