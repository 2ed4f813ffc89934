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
            int _e65 = loop_counter_1;
            loop_counter_1 = (_e65 + 1);
            int _e67 = aL;
            aL = (_e67 + 2);
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
        r0_ = (_e35 + ((_e38 < 256u) ? _e45 : vec4(0.0, 0.0, 0.0, 0.0)));
        vec4 _e50 = r0_;
        int _e51 = aL;
        uint _e53 = uint((_e51 + 1));
        vec4 _e60 = _group_0_binding_0_vs.c[min(_e53, 255u)];
        r0_ = (_e50 + ((_e53 < 256u) ? _e60 : vec4(0.0, 0.0, 0.0, 0.0)));
    }
    int _e70 = saved_aL;
    aL = _e70;
    uint _e74 = _group_0_binding_0_vs.b[0].x;
    if ((_e74 != 0u)) {
        vec4 _e77 = r0_;
        vec4 _e80 = _group_0_binding_0_vs.c[2];
        r0_ = (_e77 * _e80);
    } else {
        vec4 _e82 = r0_;
        vec4 _e85 = _group_0_binding_0_vs.c[3];
        vec4 _e88 = _group_0_binding_0_vs.c[4];
        r0_ = ((_e82 * _e85) + _e88);
    }
    d3d_label0_();
    if (true) {
        d3d_label1_();
    }
    uint _e95 = _group_0_binding_0_vs.b[0].x;
    if (!((_e95 != 0u))) {
        d3d_label1_();
    }
    vec4 _e100 = v1_1;
    ivec4 _e111 = a0_;
    a0_ = mix(_e111, ivec4((floor((abs(_e100) + vec4(0.5))) * sign(_e100))), bvec4(true, true, false, false));
    ivec4 _e113 = a0_;
    uint _e117 = uint((_e113.y + 40));
    vec4 _e124 = _group_0_binding_0_vs.c[min(_e117, 255u)];
    r1_ = ((_e117 < 256u) ? _e124 : vec4(0.0, 0.0, 0.0, 0.0));
    vec4 _e128 = v1_1;
    r2_ = sign(_e128);
    vec4 _e131 = v1_1;
    float _e135 = abs(dot(_e131.xyz, _e131.xyz));
    r3_ = (_e131 * vec4(((_e135 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e135))));
    vec4 _e144 = v1_1;
    vec4 _e145 = r3_;
    vec3 _e148 = cross(_e144.xyz, _e145.xyz);
    vec4 _e155 = r4_;
    r4_ = mix(_e155, vec4(_e148.x, _e148.y, _e148.z, 0.0), bvec4(true, true, true, false));
    vec4 _e157 = v1_1;
    vec4 _e164 = r5_;
    r5_ = mix(_e164, vec4(cos(_e157.x), sin(_e157.x), 0.0, 0.0), bvec4(true, true, false, false));
    vec4 _e166 = v1_1;
    vec4 _e169 = v1_1;
    float _e173 = pow(abs(_e166.x), _e169.y);
    r6_.x = _e173;
    vec4 _e177 = v1_1;
    float _e180 = exp2(_e177.z);
    r6_.y = _e180;
    vec4 _e183 = v1_1;
    float _e186 = abs(_e183.w);
    float _e191 = ((_e186 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e186));
    r6_.z = _e191;
    vec4 _e194 = v1_1;
    r6_.w = fract(_e194.xxxx).w;
    vec4 _e199 = v1_1;
    r7_ = abs(_e199);
    vec4 _e202 = v1_1;
    vec4 _e203 = r7_;
    r8_ = mix(vec4(0.0), vec4(1.0), lessThan(_e202, _e203));
    vec4 _e210 = v1_1;
    vec4 _e211 = r7_;
    r9_ = mix(vec4(0.0), vec4(1.0), greaterThanEqual(_e210, _e211));
    vec4 _e217 = r8_;
    vec4 _e218 = r9_;
    r10_ = min(_e217, _e218);
    vec4 _e221 = r8_;
    vec4 _e222 = r9_;
    r11_ = max(_e221, _e222);
    vec4 _e225 = r10_;
    vec4 _e226 = r11_;
    vec4 _e227 = r1_;
    r1_ = ((_e225 * (_e226 - _e227)) + _e227);
    vec4 _e232 = v0_1;
    vec4 _e235 = _group_0_binding_0_vs.c[10];
    vec4 _e239 = _group_0_binding_0_vs.c[11];
    vec4 _e243 = _group_0_binding_0_vs.c[12];
    vec4 _e246 = r2_;
    r2_ = mix(_e246, vec4(dot(_e232, _e235), dot(_e232, _e239), dot(_e232, _e243), 0.0), bvec4(true, true, true, false));
    vec4 _e248 = v0_1;
    vec4 _e251 = _group_0_binding_0_vs.c[14];
    vec4 _e257 = _group_0_binding_0_vs.c[15];
    vec4 _e263 = _group_0_binding_0_vs.c[16];
    vec4 _e269 = _group_0_binding_0_vs.c[17];
    r3_ = vec4(dot(_e248.xyz, _e251.xyz), dot(_e248.xyz, _e257.xyz), dot(_e248.xyz, _e263.xyz), dot(_e248.xyz, _e269.xyz));
    vec4 _e274 = v0_1;
    vec4 _e277 = _group_0_binding_0_vs.c[18];
    vec4 _e283 = _group_0_binding_0_vs.c[19];
    vec4 _e288 = r4_;
    r4_ = mix(_e288, vec4(dot(_e274.xyz, _e277.xyz), dot(_e274.xyz, _e283.xyz), 0.0, 0.0), bvec4(true, true, false, false));
    vec4 _e290 = r0_;
    vec4 _e291 = r1_;
    r0_ = (_e290 + _e291);
    vec4 _e293 = r0_;
    vec4 _e294 = r2_;
    r0_ = (_e293 + _e294);
    vec4 _e296 = r0_;
    vec4 _e297 = r3_;
    r0_ = (_e296 + _e297);
    vec4 _e299 = r0_;
    vec4 _e300 = r4_;
    r0_ = (_e299 + _e300);
    vec4 _e302 = r0_;
    vec4 _e303 = r5_;
    r0_ = (_e302 + _e303);
    vec4 _e305 = r0_;
    vec4 _e306 = r6_;
    r0_ = (_e305 + _e306);
    vec4 _e308 = r0_;
    oD0_ = _e308;
    vec4 _e310 = v0_1;
    oPos = _e310;
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

