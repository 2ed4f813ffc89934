#version 310 es

precision highp float;
precision highp int;

struct D3DConstants {
    vec4 c[256];
    ivec4 i[16];
    uvec4 b[16];
};
struct VertexRenderer {
    vec4 half_pixel;
};
struct VertexOutput {
    vec4 position;
    vec4 color0_;
};
vec4 r0_ = vec4(0.0);

layout(std140, binding = 0) uniform D3DConstants_block_0Vertex { D3DConstants _group_0_binding_0_vs; };

int aL = 0;

vec4 v1_1 = vec4(0.0);

ivec4 a0_ = ivec4(0);

vec4 r1_ = vec4(0.0);

vec4 r2_ = vec4(0.0);

vec4 r3_ = vec4(0.0);

vec4 r4_ = vec4(0.0);

vec4 r5_ = vec4(0.0);

vec4 r6_ = vec4(0.0);

vec4 r7_ = vec4(0.0);

vec4 r8_ = vec4(0.0);

vec4 r9_ = vec4(0.0);

vec4 r10_ = vec4(0.0);

vec4 r11_ = vec4(0.0);

vec4 v0_1 = vec4(0.0);

vec4 oD0_ = vec4(0.0);

vec4 oPos = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 8) smooth out vec4 _vs2fs_location8;

void d3d_label0_() {
    vec4 _e1 = r0_;
    float _e14 = ((_e1.w == 0.0) ? uintBitsToFloat(((floatBitsToUint(_e1.w) & 2147483648u) | 2139095040u)) : (1.0 / _e1.w));
    r0_.w = _e14;
}

void d3d_label1_() {
    vec4 _e1 = r0_;
    float _e4 = abs(_e1.z);
    float _e10 = ((_e4 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e4));
    r0_.z = _e10;
}

void d3d_main() {
    int loop_counter = 0;
    int loop_counter_1 = 0;
    int saved_aL = 0;
    vec4 _e3 = _group_0_binding_0_vs.c[0];
    r0_ = _e3;
    loop_counter = 0;
    bool loop_init = true;
    while(true) {
        if (!loop_init) {
            int _e20 = loop_counter;
            loop_counter = (_e20 + 1);
        }
        loop_init = false;
        int _e12 = loop_counter;
        if ((_e12 >= min(max(3, 0), 255))) {
            break;
        }
        vec4 _e14 = r0_;
        vec4 _e17 = _group_0_binding_0_vs.c[1];
        r0_ = (_e14 + _e17);
    }
    loop_counter_1 = 0;
    int _e31 = aL;
    saved_aL = _e31;
    aL = 20;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e63 = loop_counter_1;
            loop_counter_1 = (_e63 + 1);
            int _e65 = aL;
            aL = (_e65 + 2);
        }
        loop_init_1 = false;
        int _e33 = loop_counter_1;
        if ((_e33 >= min(max(4, 0), 255))) {
            break;
        }
        vec4 _e35 = r0_;
        int _e36 = aL;
        uint _e38 = uint((_e36 + 0));
        vec4 _e45 = _group_0_binding_0_vs.c[min(_e38, 255u)];
        vec4 _e49 = (_e35 + ((_e38 < 256u) ? _e45 : vec4(0.0, 0.0, 0.0, 0.0)));
        r0_ = _e49;
        uint _e51 = uint((_e36 + 1));
        vec4 _e58 = _group_0_binding_0_vs.c[min(_e51, 255u)];
        r0_ = (_e49 + ((_e51 < 256u) ? _e58 : vec4(0.0, 0.0, 0.0, 0.0)));
    }
    int _e68 = saved_aL;
    aL = _e68;
    uint _e72 = _group_0_binding_0_vs.b[0].x;
    if ((_e72 != 0u)) {
        vec4 _e75 = r0_;
        vec4 _e78 = _group_0_binding_0_vs.c[2];
        r0_ = (_e75 * _e78);
    } else {
        vec4 _e80 = r0_;
        vec4 _e83 = _group_0_binding_0_vs.c[3];
        vec4 _e86 = _group_0_binding_0_vs.c[4];
        r0_ = ((_e80 * _e83) + _e86);
    }
    d3d_label0_();
    if (true) {
        d3d_label1_();
    }
    uint _e93 = _group_0_binding_0_vs.b[0].x;
    if (!((_e93 != 0u))) {
        d3d_label1_();
    }
    vec4 _e98 = v1_1;
    ivec4 _e109 = a0_;
    ivec4 _e110 = mix(_e109, ivec4((floor((abs(_e98) + vec4(0.5))) * sign(_e98))), bvec4(true, true, false, false));
    a0_ = _e110;
    uint _e114 = uint((_e110.y + 40));
    vec4 _e121 = _group_0_binding_0_vs.c[min(_e114, 255u)];
    vec4 _e123 = ((_e114 < 256u) ? _e121 : vec4(0.0, 0.0, 0.0, 0.0));
    r1_ = _e123;
    vec4 _e125 = sign(_e98);
    r2_ = _e125;
    float _e130 = abs(dot(_e98.xyz, _e98.xyz));
    vec4 _e137 = (_e98 * vec4(((_e130 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e130))));
    r3_ = _e137;
    vec3 _e141 = cross(_e98.xyz, _e137.xyz);
    vec4 _e148 = r4_;
    vec4 _e149 = mix(_e148, vec4(_e141.x, _e141.y, _e141.z, 0.0), bvec4(true, true, true, false));
    r4_ = _e149;
    vec4 _e156 = r5_;
    vec4 _e157 = mix(_e156, vec4(cos(_e98.x), sin(_e98.x), 0.0, 0.0), bvec4(true, true, false, false));
    r5_ = _e157;
    float _e163 = pow(abs(_e98.x), _e98.y);
    r6_.x = _e163;
    float _e169 = exp2(_e98.z);
    r6_.y = _e169;
    float _e174 = abs(_e98.w);
    float _e179 = ((_e174 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e174));
    r6_.z = _e179;
    r6_.w = fract(_e98.xxxx).w;
    vec4 _e186 = abs(_e98);
    r7_ = _e186;
    vec4 _e192 = mix(vec4(0.0), vec4(1.0), lessThan(_e98, _e186));
    r8_ = _e192;
    vec4 _e197 = mix(vec4(0.0), vec4(1.0), greaterThanEqual(_e98, _e186));
    r9_ = _e197;
    vec4 _e199 = min(_e192, _e197);
    r10_ = _e199;
    vec4 _e201 = max(_e192, _e197);
    r11_ = _e201;
    vec4 _e205 = ((_e199 * (_e201 - _e123)) + _e123);
    r1_ = _e205;
    vec4 _e207 = v0_1;
    vec4 _e210 = _group_0_binding_0_vs.c[10];
    vec4 _e214 = _group_0_binding_0_vs.c[11];
    vec4 _e218 = _group_0_binding_0_vs.c[12];
    vec4 _e221 = mix(_e125, vec4(dot(_e207, _e210), dot(_e207, _e214), dot(_e207, _e218), 0.0), bvec4(true, true, true, false));
    r2_ = _e221;
    vec4 _e224 = _group_0_binding_0_vs.c[14];
    vec4 _e230 = _group_0_binding_0_vs.c[15];
    vec4 _e236 = _group_0_binding_0_vs.c[16];
    vec4 _e242 = _group_0_binding_0_vs.c[17];
    vec4 _e246 = vec4(dot(_e207.xyz, _e224.xyz), dot(_e207.xyz, _e230.xyz), dot(_e207.xyz, _e236.xyz), dot(_e207.xyz, _e242.xyz));
    r3_ = _e246;
    vec4 _e249 = _group_0_binding_0_vs.c[18];
    vec4 _e255 = _group_0_binding_0_vs.c[19];
    vec4 _e260 = mix(_e149, vec4(dot(_e207.xyz, _e249.xyz), dot(_e207.xyz, _e255.xyz), 0.0, 0.0), bvec4(true, true, false, false));
    r4_ = _e260;
    vec4 _e261 = r0_;
    vec4 _e262 = (_e261 + _e205);
    r0_ = _e262;
    vec4 _e263 = (_e262 + _e221);
    r0_ = _e263;
    vec4 _e264 = (_e263 + _e246);
    r0_ = _e264;
    vec4 _e265 = (_e264 + _e260);
    r0_ = _e265;
    vec4 _e266 = (_e265 + _e157);
    r0_ = _e266;
    vec4 _e267 = r6_;
    vec4 _e268 = (_e266 + _e267);
    r0_ = _e268;
    oD0_ = _e268;
    oPos = _e207;
}

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v1_ = _p2vs_location1;
    v0_1 = v0_;
    v1_1 = v1_;
    d3d_main();
    vec4 _e5 = oPos;
    vec4 _e8 = _group_0_binding_1_vs.half_pixel;
    vec4 _e18 = oD0_;
    VertexOutput _tmp_return = VertexOutput((_e5 + ((_e8 * vec4(_e5.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e18, vec4(0.0), vec4(1.0)));
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    return;
}

