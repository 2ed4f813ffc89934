#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
    float depth;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

vec4 texcoord2_1 = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 texcoord2_ = _vs2fs_location2;
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    texcoord2_1 = texcoord2_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e10 = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e19 = texcoord1_1;
    vec4 _e34 = texcoord2_1;
    float _e37 = dot(_e34.xyz, ((_e10 * vec4(2.0)) - vec4(1.0)).xyz);
    float _e41 = ((_e37 == 0.0) ? 1.0 : (clamp(vec4(dot(_e19.xyz, ((_e10 * vec4(2.0)) - vec4(1.0)).xyz)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).x / _e37));
    FragmentOutput _tmp_return = FragmentOutput(clamp(clamp(_e10, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(0.0), vec4(1.0)), _e41);
    _fs2p_location0 = _tmp_return.color0_;
    gl_FragDepth = _tmp_return.depth;
    return;
}

