// A Direct3D 8 vertex shader (d3d8 visual.c style): no dcl; the D3D8
// declaration's D3DVSD_REG(n, type) binds v<n>, reported with the usage
// of D3DVSDE_* register n (v0 position, v5 diffuse, v7 texcoord0).
vs_1_1
dp4 oPos.x, v0, c0
dp4 oPos.y, v0, c1
dp4 oPos.z, v0, c2
dp4 oPos.w, v0, c3
mov oD0, v5
mov oT0, v7
