// D3DSHADE_FLAT: colour varyings are flat, texture coordinates still
// interpolate.
// options: flat
ps_2_0
dcl v0
dcl v1
dcl t0
mad oC0, v0, t0, v1
