// ps_2_x: derivatives, texldd, predication, dynamic branches and loops.
ps_2_x
dcl t0
dcl_2d s0
defi i0, 4, 0, 1, 0
def c0, 0.0, 0.5, 1.0, 0.25
dsx r0, t0
dsy r1, t0
texldd r2, t0, s0, r0, r1
setp_lt p0, r2, c0.y
(p0) mov r2, c0.z
(!p0.w) add r2.w, r2.w, c0.w
if_gt r2.x, c0.y
  mul r2, r2, c0.y
else
  add r2, r2, c0.w
endif
rep i0
  add r2, r2, c1
  break_gt r2.y, c0.z
endrep
mov oC0, r2
