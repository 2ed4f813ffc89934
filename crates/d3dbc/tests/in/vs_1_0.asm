; A Direct3D 8 vertex shader: vs.1.0, no dcl (the D3D8 declaration binds
; v0 position, v3 normal, v5 diffuse, v7 texcoord0 by register number).
vs_1_0
def c95, 0, 0, 0, 1
m4x4 oPos, v0, c0
dp3 r0.x, v3, c4
max r0.x, r0.x, c95.x
mul oD0, v5, r0.x
mov oT0.xy, v7
mov oFog, c95.w
