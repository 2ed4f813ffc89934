// Pixel extras: alpha test (greater-equal) and fog on one ps_2_0.
// options: alpha=greater-equal fog
ps_2_0
dcl t0
dcl v0
dcl_2d s0
texld r0, t0, s0
mul r0, r0, v0
mov oC0, r0
