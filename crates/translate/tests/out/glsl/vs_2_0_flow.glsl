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
    vec4 clip_planes[6];
    vec4 point;
    vec4 viewport;
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

vec4 oD0_ = vec4(1.0, 1.0, 1.0, 1.0);

vec4 oPos = vec4(0.0);

layout(std140, binding = 1) uniform VertexRenderer_block_1Vertex { VertexRenderer _group_0_binding_1_vs; };

layout(location = 0) in vec4 _p2vs_location0;
layout(location = 1) in vec4 _p2vs_location1;
layout(location = 8) smooth out vec4 _vs2fs_location8;

void d3d_label0_() {
    vec4 _e1 = r0_;
    float _e15 = ((abs(_e1.w) < 1.1754944e-38) ? uintBitsToFloat(((floatBitsToUint(_e1.w) & 2147483648u) | 2139095040u)) : (1.0 / _e1.w));
    r0_.w = _e15;
}

void d3d_label1_() {
    vec4 _e1 = r0_;
    float _e11 = ((abs(_e1.z) < 1.1754944e-38) ? uintBitsToFloat(2139095040u) : inversesqrt(abs(_e1.z)));
    r0_.z = _e11;
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
    uvec4 _e99 = floatBitsToUint(_e98);
    uvec4 _e101 = uvec4(2139095040u);
    uvec4 _e102 = (_e99 & _e101);
    uvec4 _e104 = uvec4(0u);
    ivec4 _e124 = a0_;
    ivec4 _e125 = mix(_e124, ivec4(roundEven(clamp(mix(_e98, vec4(0.0), bvec4(equal(_e102, _e104).x || bvec4(equal(_e102, _e101).x && notEqual((_e99 & uvec4(8388607u)), _e104).x, equal(_e102, _e101).y && notEqual((_e99 & uvec4(8388607u)), _e104).y, equal(_e102, _e101).z && notEqual((_e99 & uvec4(8388607u)), _e104).z, equal(_e102, _e101).w && notEqual((_e99 & uvec4(8388607u)), _e104).w).x, equal(_e102, _e104).y || bvec4(equal(_e102, _e101).x && notEqual((_e99 & uvec4(8388607u)), _e104).x, equal(_e102, _e101).y && notEqual((_e99 & uvec4(8388607u)), _e104).y, equal(_e102, _e101).z && notEqual((_e99 & uvec4(8388607u)), _e104).z, equal(_e102, _e101).w && notEqual((_e99 & uvec4(8388607u)), _e104).w).y, equal(_e102, _e104).z || bvec4(equal(_e102, _e101).x && notEqual((_e99 & uvec4(8388607u)), _e104).x, equal(_e102, _e101).y && notEqual((_e99 & uvec4(8388607u)), _e104).y, equal(_e102, _e101).z && notEqual((_e99 & uvec4(8388607u)), _e104).z, equal(_e102, _e101).w && notEqual((_e99 & uvec4(8388607u)), _e104).w).z, equal(_e102, _e104).w || bvec4(equal(_e102, _e101).x && notEqual((_e99 & uvec4(8388607u)), _e104).x, equal(_e102, _e101).y && notEqual((_e99 & uvec4(8388607u)), _e104).y, equal(_e102, _e101).z && notEqual((_e99 & uvec4(8388607u)), _e104).z, equal(_e102, _e101).w && notEqual((_e99 & uvec4(8388607u)), _e104).w).w)), vec4(-2147483600.0), vec4(2147483500.0)))), bvec4(true, true, false, false));
    a0_ = _e125;
    uint _e129 = uint((_e125.y + 40));
    vec4 _e136 = _group_0_binding_0_vs.c[min(_e129, 255u)];
    vec4 _e138 = ((_e129 < 256u) ? _e136 : vec4(0.0, 0.0, 0.0, 0.0));
    r1_ = _e138;
    vec4 _e140 = sign(_e98);
    r2_ = _e140;
    float _e144 = dot(_e98.xyz, _e98.xyz);
    vec4 _e154 = (_e98 * vec4(((abs(_e144) < 1.1754944e-38) ? uintBitsToFloat(2139095040u) : inversesqrt(abs(_e144)))));
    r3_ = _e154;
    vec3 _e158 = cross(_e98.xyz, _e154.xyz);
    vec4 _e165 = r4_;
    vec4 _e166 = mix(_e165, vec4(_e158.x, _e158.y, _e158.z, 0.0), bvec4(true, true, true, false));
    r4_ = _e166;
    vec4 _e173 = r5_;
    vec4 _e174 = mix(_e173, vec4(cos(_e98.x), sin(_e98.x), 0.0, 0.0), bvec4(true, true, false, false));
    r5_ = _e174;
    bool _e181 = (abs(_e98.x) < 1.1754944e-38);
    float _e182 = (_e181 ? 0.0 : abs(_e98.x));
    float _e193 = ((_e181 && (_e98.y < 0.0)) ? uintBitsToFloat(2139095040u) : (((_e98.y == 0.0) || (_e182 == 1.0)) ? 1.0 : pow(_e182, _e98.y)));
    r6_.x = _e193;
    float _e199 = exp2(_e98.z);
    r6_.y = _e199;
    float _e210 = ((abs(_e98.w) < 1.1754944e-38) ? uintBitsToFloat(4286578688u) : log2(abs(_e98.w)));
    r6_.z = _e210;
    r6_.w = fract(_e98.xxxx).w;
    vec4 _e217 = abs(_e98);
    r7_ = _e217;
    vec4 _e222 = mix(vec4(0.0), vec4(1.0), lessThan(_e98, _e217));
    r8_ = _e222;
    vec4 _e227 = mix(vec4(0.0), vec4(1.0), greaterThanEqual(_e98, _e217));
    r9_ = _e227;
    vec4 _e229 = min(_e222, _e227);
    r10_ = _e229;
    vec4 _e231 = max(_e222, _e227);
    r11_ = _e231;
    vec4 _e235 = ((_e229 * (_e231 - _e138)) + _e138);
    r1_ = _e235;
    vec4 _e237 = v0_1;
    vec4 _e240 = _group_0_binding_0_vs.c[10];
    vec4 _e244 = _group_0_binding_0_vs.c[11];
    vec4 _e248 = _group_0_binding_0_vs.c[12];
    vec4 _e251 = mix(_e140, vec4(dot(_e237, _e240), dot(_e237, _e244), dot(_e237, _e248), 0.0), bvec4(true, true, true, false));
    r2_ = _e251;
    vec4 _e254 = _group_0_binding_0_vs.c[14];
    vec4 _e260 = _group_0_binding_0_vs.c[15];
    vec4 _e266 = _group_0_binding_0_vs.c[16];
    vec4 _e272 = _group_0_binding_0_vs.c[17];
    vec4 _e276 = vec4(dot(_e237.xyz, _e254.xyz), dot(_e237.xyz, _e260.xyz), dot(_e237.xyz, _e266.xyz), dot(_e237.xyz, _e272.xyz));
    r3_ = _e276;
    vec4 _e279 = _group_0_binding_0_vs.c[18];
    vec4 _e285 = _group_0_binding_0_vs.c[19];
    vec4 _e290 = mix(_e166, vec4(dot(_e237.xyz, _e279.xyz), dot(_e237.xyz, _e285.xyz), 0.0, 0.0), bvec4(true, true, false, false));
    r4_ = _e290;
    vec4 _e291 = r0_;
    vec4 _e292 = (_e291 + _e235);
    r0_ = _e292;
    vec4 _e293 = (_e292 + _e251);
    r0_ = _e293;
    vec4 _e294 = (_e293 + _e276);
    r0_ = _e294;
    vec4 _e295 = (_e294 + _e290);
    r0_ = _e295;
    vec4 _e296 = (_e295 + _e174);
    r0_ = _e296;
    vec4 _e297 = r6_;
    vec4 _e298 = (_e296 + _e297);
    r0_ = _e298;
    oD0_ = _e298;
    oPos = _e237;
}

void main() {
    vec4 v0_ = _p2vs_location0;
    vec4 v1_ = _p2vs_location1;
    v0_1 = v0_;
    v1_1 = v1_;
    d3d_main();
    vec4 _e5 = oPos;
    vec4 _e8 = _group_0_binding_1_vs.half_pixel;
    vec4 _e24 = oD0_;
    VertexOutput _tmp_return = VertexOutput(((_e5 * vec4((1.0 + _e8.z), (1.0 + _e8.w), 1.0, 1.0)) + ((_e8 * vec4(_e5.w)) * vec4(1.0, 1.0, 0.0, 0.0))), clamp(_e24, vec4(0.0), vec4(1.0)));
    gl_Position = _tmp_return.position;
    _vs2fs_location8 = _tmp_return.color0_;
    return;
}

