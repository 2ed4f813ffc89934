// Pixel extras: fog only, on ps_1_1 (r0 is the colour output).
// options: fog
ps_1_1
tex t0
mul r0, t0, v0
