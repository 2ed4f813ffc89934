// A single-channel float texture on stage 1 samples as (r, 1, 1, 1), as
// D3D9 fills R32F, where wgpu would give (r, 0, 0, 1).
// options: redone=1
ps_2_0
dcl t0
dcl_2d s0
dcl_2d s1
texld r0, t0, s0
texld r1, t0, s1
mul oC0, r0, r1
