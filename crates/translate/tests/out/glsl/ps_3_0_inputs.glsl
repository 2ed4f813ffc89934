#version 310 es

precision highp float;
precision highp int;

struct D3DConstants {
    vec4 c[224];
    ivec4 i[16];
    uvec4 b[16];
};
struct FragmentOutput {
    vec4 color0_;
    vec4 color1_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

vec4 v0_ = vec4(0.0);

vec4 r0_ = vec4(0.0);

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

int aL = 0;

vec4 v1_ = vec4(0.0);

vec4 v2_ = vec4(0.0);

vec4 v3_ = vec4(0.0);

vec4 vFace = vec4(0.0);

vec4 vPos = vec4(0.0);

layout(std140, binding = 2) uniform D3DConstants_block_0Fragment { D3DConstants _group_1_binding_0_fs; };

vec4 r3_ = vec4(0.0);

vec4 oC0_ = vec4(0.0);

vec4 oC1_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 8) smooth centroid in vec4 _vs2fs_location8;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;
layout(location = 1) out vec4 _fs2p_location1;

void d3d_main() {
    int loop_counter = 0;
    int saved_aL = 0;
    vec4 _e1 = v0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    r0_ = _e5;
    vec4 _e8 = v0_;
    vec4 _e9 = _e8.zwzw;
    vec4 _e14 = textureLod(_group_1_binding_2_fs, vec2(_e9.xy), _e9.w);
    r1_ = _e14;
    r2_ = vec4(0.0, 1.0, 0.5, 0.0).xxxx;
    ivec4 _e26 = ivec4(2, 2, 1, 0);
    loop_counter = 0;
    int _e35 = aL;
    saved_aL = _e35;
    aL = _e26.y;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e72 = loop_counter;
            loop_counter = (_e72 + 1);
            int _e76 = aL;
            aL = (_e76 + _e26.z);
        }
        loop_init = false;
        int _e40 = loop_counter;
        if ((_e40 >= min(max(_e26.x, 0), 255))) {
            break;
        }
        vec4 _e43 = r2_;
        int _e45 = aL;
        int _e47 = (_e45 + 0);
        vec4 _e52 = v0_;
        vec4 _e57 = v1_;
        vec4 _e62 = v2_;
        vec4 _e67 = v3_;
        r2_ = (_e43 + ((_e47 == 3) ? _e67 : ((_e47 == 2) ? _e62 : ((_e47 == 1) ? _e57 : ((_e47 == 0) ? _e52 : vec4(0.0, 0.0, 0.0, 0.0))))));
    }
    int _e79 = saved_aL;
    aL = _e79;
    vec4 _e82 = vFace;
    if ((_e82.x < vec4(0.0, 1.0, 0.5, 0.0).xxxx.x)) {
        vec4 _e89 = r0_;
        r0_ = (_e89 * vec4(0.0, 1.0, 0.5, 0.0).zzzz);
    }
    vec4 _e95 = vPos;
    vec4 _e100 = _group_1_binding_0_fs.c[1];
    r3_ = (_e95.xyxy * _e100);
    vec4 _e104 = r0_;
    vec4 _e106 = r2_;
    oC0_ = (_e104 + _e106);
    vec4 _e110 = r1_;
    vec4 _e112 = r3_;
    oC1_ = (_e110 + _e112);
    vec4 _e116 = v1_;
    oC1_.w = _e116.wwww.w;
}

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 color0_ = _vs2fs_location8;
    vec4 texcoord2_ = _vs2fs_location2;
    vec4 texcoord3_ = _vs2fs_location3;
    vec4 frag_coord = gl_FragCoord;
    bool front_facing = gl_FrontFacing;
    v0_.x = texcoord0_.x;
    v0_.y = texcoord0_.y;
    v0_.z = texcoord1_.x;
    v0_.w = texcoord1_.y;
    v1_ = color0_;
    v2_ = texcoord2_;
    v3_ = texcoord3_;
    vPos = (frag_coord - vec4(0.5, 0.5, 0.0, 0.0));
    vFace = vec4((front_facing ? 1.0 : -1.0));
    d3d_main();
    vec4 _e31 = oC0_;
    vec4 _e33 = oC1_;
    FragmentOutput _tmp_return = FragmentOutput(_e31, _e33);
    _fs2p_location0 = _tmp_return.color0_;
    _fs2p_location1 = _tmp_return.color1_;
    return;
}

