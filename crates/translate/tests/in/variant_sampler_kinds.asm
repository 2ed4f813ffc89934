// ps_1_1 `tex` follows the bound texture kinds: stage 0 cube, 1 volume.
// options: samplers=cube,volume
ps_1_1
tex t0
tex t1
add r0, t0, t1
