// What D3D9 refuses and `shader translate --lenient` takes: c224 is past
// ps_3_0's 224 constants (reads 0), v1 has no dcl (reads 0: no semantic),
// and the call goes to a label the shader lacks (does nothing).
// options: lenient
ps_3_0
dcl_texcoord0 v0
add r0, v0, c224
add r0, r0, v1
call l7
mov oC0, r0
