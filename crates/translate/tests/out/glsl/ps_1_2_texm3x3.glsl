#version 310 es

precision highp float;
precision highp int;

struct FragmentOutput {
    vec4 color0_;
};
layout(binding = 0) uniform highp sampler2D _group_1_binding_2_fs;

layout(binding = 3) uniform highp samplerCube _group_1_binding_8_fs;

vec4 texcoord0_1 = vec4(0.0);

vec4 texcoord1_1 = vec4(0.0);

vec4 texcoord2_1 = vec4(0.0);

vec4 texcoord3_1 = vec4(0.0);

layout(location = 0) smooth in vec4 _vs2fs_location0;
layout(location = 1) smooth in vec4 _vs2fs_location1;
layout(location = 2) smooth in vec4 _vs2fs_location2;
layout(location = 3) smooth in vec4 _vs2fs_location3;
layout(location = 0) out vec4 _fs2p_location0;

void main() {
    vec4 texcoord0_ = _vs2fs_location0;
    vec4 texcoord1_ = _vs2fs_location1;
    vec4 texcoord2_ = _vs2fs_location2;
    vec4 texcoord3_ = _vs2fs_location3;
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    texcoord2_1 = texcoord2_;
    texcoord3_1 = texcoord3_;
    vec4 _e1 = texcoord0_1;
    vec4 _e5 = texture(_group_1_binding_2_fs, vec2(_e1.xy));
    vec4 _e10 = clamp(_e5, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0));
    vec4 _e19 = texcoord1_1;
    vec4 _e33 = texcoord2_1;
    vec4 _e49 = texcoord3_1;
    vec4 _e57 = texture(_group_1_binding_8_fs, vec3(vec4(clamp(vec4(dot(_e19.xyz, ((_e10 * vec4(2.0)) - vec4(1.0)).xyz)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).x, clamp(vec4(dot(_e33.xyz, ((_e10 * vec4(2.0)) - vec4(1.0)).xyz)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)).x, dot(_e49.xyz, ((_e10 * vec4(2.0)) - vec4(1.0)).xyz), 1.0).xyz));
    FragmentOutput _tmp_return = FragmentOutput(clamp(clamp(clamp(_e57, vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(-8.0, -8.0, -8.0, -8.0), vec4(8.0, 8.0, 8.0, 8.0)), vec4(0.0), vec4(1.0)));
    _fs2p_location0 = _tmp_return.color0_;
    return;
}

