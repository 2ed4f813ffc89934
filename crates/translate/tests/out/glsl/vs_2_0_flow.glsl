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
    float _e145 = abs(dot(_e98.xyz, _e98.xyz));
    vec4 _e152 = (_e98 * vec4(((_e145 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e145))));
    r3_ = _e152;
    vec3 _e156 = cross(_e98.xyz, _e152.xyz);
    vec4 _e163 = r4_;
    vec4 _e164 = mix(_e163, vec4(_e156.x, _e156.y, _e156.z, 0.0), bvec4(true, true, true, false));
    r4_ = _e164;
    vec4 _e171 = r5_;
    vec4 _e172 = mix(_e171, vec4(cos(_e98.x), sin(_e98.x), 0.0, 0.0), bvec4(true, true, false, false));
    r5_ = _e172;
    float _e177 = abs(_e98.x);
    float _e186 = (((_e177 == 0.0) && (_e98.y < 0.0)) ? (1.0 / _e177) : ((_e98.y == 0.0) ? 1.0 : pow(_e177, _e98.y)));
    r6_.x = _e186;
    float _e192 = exp2(_e98.z);
    r6_.y = _e192;
    float _e197 = abs(_e98.w);
    float _e202 = ((_e197 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e197));
    r6_.z = _e202;
    r6_.w = fract(_e98.xxxx).w;
    vec4 _e209 = abs(_e98);
    r7_ = _e209;
    vec4 _e214 = mix(vec4(0.0), vec4(1.0), lessThan(_e98, _e209));
    r8_ = _e214;
    vec4 _e219 = mix(vec4(0.0), vec4(1.0), greaterThanEqual(_e98, _e209));
    r9_ = _e219;
    vec4 _e221 = min(_e214, _e219);
    r10_ = _e221;
    vec4 _e223 = max(_e214, _e219);
    r11_ = _e223;
    vec4 _e227 = ((_e221 * (_e223 - _e138)) + _e138);
    r1_ = _e227;
    vec4 _e229 = v0_1;
    vec4 _e232 = _group_0_binding_0_vs.c[10];
    vec4 _e236 = _group_0_binding_0_vs.c[11];
    vec4 _e240 = _group_0_binding_0_vs.c[12];
    vec4 _e243 = mix(_e140, vec4(dot(_e229, _e232), dot(_e229, _e236), dot(_e229, _e240), 0.0), bvec4(true, true, true, false));
    r2_ = _e243;
    vec4 _e246 = _group_0_binding_0_vs.c[14];
    vec4 _e252 = _group_0_binding_0_vs.c[15];
    vec4 _e258 = _group_0_binding_0_vs.c[16];
    vec4 _e264 = _group_0_binding_0_vs.c[17];
    vec4 _e268 = vec4(dot(_e229.xyz, _e246.xyz), dot(_e229.xyz, _e252.xyz), dot(_e229.xyz, _e258.xyz), dot(_e229.xyz, _e264.xyz));
    r3_ = _e268;
    vec4 _e271 = _group_0_binding_0_vs.c[18];
    vec4 _e277 = _group_0_binding_0_vs.c[19];
    vec4 _e282 = mix(_e164, vec4(dot(_e229.xyz, _e271.xyz), dot(_e229.xyz, _e277.xyz), 0.0, 0.0), bvec4(true, true, false, false));
    r4_ = _e282;
    vec4 _e283 = r0_;
    vec4 _e284 = (_e283 + _e227);
    r0_ = _e284;
    vec4 _e285 = (_e284 + _e243);
    r0_ = _e285;
    vec4 _e286 = (_e285 + _e268);
    r0_ = _e286;
    vec4 _e287 = (_e286 + _e282);
    r0_ = _e287;
    vec4 _e288 = (_e287 + _e172);
    r0_ = _e288;
    vec4 _e289 = r6_;
    vec4 _e290 = (_e288 + _e289);
    r0_ = _e290;
    oD0_ = _e290;
    oPos = _e229;
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

