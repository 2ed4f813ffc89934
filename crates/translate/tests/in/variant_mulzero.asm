// D3D9's "0 times anything is 0" multiply in mul, mad, dp3, dp4, m4x4.
// options: mulzero
vs_2_0
dcl_position v0
mul r0, v0, c4
mad r0, r0, c5, c6
dp3 r1.x, r0, c7
dp4 r1.y, r0, c8
m4x4 oPos, r0, c0
mov oD0, r1
