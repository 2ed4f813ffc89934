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

vec4 oC1_ = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 8) smooth in vec4 _vs2fs_location8;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;
layout(location = 1) out vec4 _fs2p_location1;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 color0_ = _vs2fs_location8;
    vec4 texcoord2_ = _vs2fs_location2;
    vec4 texcoord3_ = _vs2fs_location3;
    vec4 frag_coord = gl_FragCoord;
    bool front_facing = gl_FrontFacing;
    int loop_counter = 0;
    int saved_aL = 0;
    v0_.x = texcoord0_.x;
    v0_.y = texcoord0_.y;
    v0_.z = texcoord1_.z;
    v0_.w = texcoord1_.w;
    v1_ = color0_;
    v2_ = texcoord2_;
    v3_ = texcoord3_;
    vPos = (frag_coord - vec4(0.5, 0.5, 0.0, 0.0));
    vFace = vec4((front_facing ? 1.0 : -1.0));
    vec4 _e1 = v0_;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    r0_ = _e5;
    vec4 _e10 = textureLod(_group_1_binding_2_fs, vec2(_e1.zwzw.xy), _e1.w);
    r1_ = _e10;
    r2_ = vec4(0.0);
    loop_counter = 0;
    int _e24 = aL;
    saved_aL = _e24;
    aL = 2;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e50 = loop_counter;
            loop_counter = (_e50 + 1);
            int _e52 = aL;
            aL = (_e52 + 1);
        }
        loop_init = false;
        int _e26 = loop_counter;
        if ((_e26 >= min(max(2, 0), 255))) {
            break;
        }
        vec4 _e28 = r2_;
        int _e29 = aL;
        int _e30 = (_e29 + 0);
        vec4 _e33 = v0_;
        vec4 _e37 = v1_;
        vec4 _e41 = v2_;
        vec4 _e46 = v3_;
        r2_ = (_e28 + ((_e30 == 3) ? _e46 : ((_e30 == 2) ? _e41 : ((_e30 == 1) ? _e37 : ((_e30 == 0) ? _e33 : vec4(0.0, 0.0, 0.0, 0.0))))));
    }
    int _e55 = saved_aL;
    aL = _e55;
    vec4 _e57 = vFace;
    if ((_e57.x < 0.0)) {
        vec4 _e61 = r0_;
        r0_ = (_e61 * vec4(0.5));
    }
    vec4 _e66 = vPos;
    vec4 _e71 = _group_1_binding_0_fs.c[1];
    vec4 _e74 = r0_;
    vec4 _e75 = r2_;
    vec4 _e78 = r1_;
    oC1_ = (_e78 + (_e66.xyxy * _e71));
    vec4 _e81 = v1_;
    oC1_.w = _e81.w;
    vec4 _e106 = oC1_;
    FragmentOutput _tmp_return = FragmentOutput((_e74 + _e75), _e106);
    _fs2p_location0 = _tmp_return.color0_;
    _fs2p_location1 = _tmp_return.color1_;
    return;
}

