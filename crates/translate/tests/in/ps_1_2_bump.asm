// ps_1_2 bump mapping: texbem, texbeml, texreg2gb, texdp3.
ps_1_2
tex t0
texbem t1, t0
texbeml t2, t0
texreg2gb t3, t0
add r0, t1, t2
mul r0, r0, t3
