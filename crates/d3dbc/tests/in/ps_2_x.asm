ps_2_x
dcl t0
dcl_2d s0
defb b1, false
defi i2, 2, 0, 1, 0
def c0, 0, 1, 0, 0
texld r0, t0, s0
dsx r1, t0
dsy r2, t0
texldd r3, t0, s0, r1, r2
if b1
  mov r0, c0
endif
rep i2
  add r0, r0, r3
endrep
setp_ne p0, r0, c0
(p0.w) mov r0.w, c0.y
mov oC0, r0
