; A Direct3D 8.0 pixel shader: ps.1.0 modulates a texture by the diffuse colour.
ps_1_0
tex t0
mul r0, t0, v0
