; Predication, dynamic branches and breaks.
vs_2_x
dcl_position v0
defi i0, 8, 0, 1, 0
def c0, 0, 1, 2, 0
setp_gt p0.x, v0.x, c0.x
(p0.x) mov r0, v0
(!p0.x) mov r0, c0.y
if_lt r0.x, c0.z
  add r0, r0, c0.y
endif
rep i0
  break_ge r0.x, c0.z
  setp_lt p0, r0, c0.zzzz
  breakp !p0.y
  add r0.x, r0.x, c0.y
endrep
callnz l2, !p0.z
mov oPos, r0
ret
label l2
ret
