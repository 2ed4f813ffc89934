// Pixel extras: alpha test NEVER discards everything.
// options: alpha=never
ps_2_0
dcl v0
mov oC0, v0
