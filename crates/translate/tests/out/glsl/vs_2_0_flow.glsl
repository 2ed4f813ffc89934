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
    float _e10 = ((_e1.wwww.x == 0.0) ? uintBitsToFloat(2139095040u) : (1.0 / _e1.wwww.x));
    r0_.w = _e10;
}

void d3d_label1_() {
    vec4 _e1 = r0_;
    float _e4 = abs(_e1.zzzz.x);
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
            int _e21 = loop_counter;
            loop_counter = (_e21 + 1);
        }
        loop_init = false;
        int _e13 = loop_counter;
        if ((_e13 >= min(max(ivec4(3, 0, 0, 0).x, 0), 255))) {
            break;
        }
        vec4 _e15 = r0_;
        vec4 _e18 = _group_0_binding_0_vs.c[1];
        r0_ = (_e15 + _e18);
    }
    ivec4 _e27 = ivec4(4, 20, 2, 0);
    loop_counter_1 = 0;
    int _e33 = aL;
    saved_aL = _e33;
    aL = _e27.y;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e69 = loop_counter_1;
            loop_counter_1 = (_e69 + 1);
            int _e71 = aL;
            aL = (_e71 + _e27.z);
        }
        loop_init_1 = false;
        int _e37 = loop_counter_1;
        if ((_e37 >= min(max(_e27.x, 0), 255))) {
            break;
        }
        vec4 _e39 = r0_;
        int _e40 = aL;
        uint _e42 = uint((_e40 + 0));
        vec4 _e49 = _group_0_binding_0_vs.c[min(_e42, 255u)];
        r0_ = (_e39 + ((_e42 < 256u) ? _e49 : vec4(0.0, 0.0, 0.0, 0.0)));
        vec4 _e54 = r0_;
        int _e55 = aL;
        uint _e57 = uint((_e55 + 1));
        vec4 _e64 = _group_0_binding_0_vs.c[min(_e57, 255u)];
        r0_ = (_e54 + ((_e57 < 256u) ? _e64 : vec4(0.0, 0.0, 0.0, 0.0)));
    }
    int _e74 = saved_aL;
    aL = _e74;
    uint _e78 = _group_0_binding_0_vs.b[0].x;
    if ((_e78 != 0u)) {
        vec4 _e81 = r0_;
        vec4 _e84 = _group_0_binding_0_vs.c[2];
        r0_ = (_e81 * _e84);
    } else {
        vec4 _e86 = r0_;
        vec4 _e89 = _group_0_binding_0_vs.c[3];
        vec4 _e92 = _group_0_binding_0_vs.c[4];
        r0_ = ((_e86 * _e89) + _e92);
    }
    d3d_label0_();
    if (true) {
        d3d_label1_();
    }
    uint _e99 = _group_0_binding_0_vs.b[0].x;
    if (!((_e99 != 0u))) {
        d3d_label1_();
    }
    vec4 _e104 = v1_1;
    ivec4 _e115 = a0_;
    a0_ = mix(_e115, ivec4((floor((abs(_e104) + vec4(0.5))) * sign(_e104))), bvec4(true, true, false, false));
    ivec4 _e117 = a0_;
    uint _e121 = uint((_e117.y + 40));
    vec4 _e128 = _group_0_binding_0_vs.c[min(_e121, 255u)];
    r1_ = ((_e121 < 256u) ? _e128 : vec4(0.0, 0.0, 0.0, 0.0));
    vec4 _e132 = v1_1;
    r2_ = sign(_e132);
    vec4 _e135 = v1_1;
    float _e139 = abs(dot(_e135.xyz, _e135.xyz));
    r3_ = (_e135 * vec4(((_e139 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e139))));
    vec4 _e148 = v1_1;
    vec4 _e149 = r3_;
    vec3 _e152 = cross(_e148.xyz, _e149.xyz);
    vec4 _e159 = r4_;
    r4_ = mix(_e159, vec4(_e152.x, _e152.y, _e152.z, 0.0), bvec4(true, true, true, false));
    vec4 _e161 = v1_1;
    vec4 _e168 = r5_;
    r5_ = mix(_e168, vec4(cos(_e161.xxxx.x), sin(_e161.xxxx.x), 0.0, 0.0), bvec4(true, true, false, false));
    vec4 _e170 = v1_1;
    vec4 _e173 = v1_1;
    float _e177 = pow(abs(_e170.xxxx.x), _e173.yyyy.x);
    r6_.x = _e177;
    vec4 _e181 = v1_1;
    float _e184 = exp2(_e181.zzzz.x);
    r6_.y = _e184;
    vec4 _e187 = v1_1;
    float _e190 = abs(_e187.wwww.x);
    float _e195 = ((_e190 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e190));
    r6_.z = _e195;
    vec4 _e198 = v1_1;
    r6_.w = fract(_e198.xxxx).w;
    vec4 _e203 = v1_1;
    r7_ = abs(_e203);
    vec4 _e206 = v1_1;
    vec4 _e207 = r7_;
    r8_ = mix(vec4(0.0), vec4(1.0), lessThan(_e206, _e207));
    vec4 _e214 = v1_1;
    vec4 _e215 = r7_;
    r9_ = mix(vec4(0.0), vec4(1.0), greaterThanEqual(_e214, _e215));
    vec4 _e221 = r8_;
    vec4 _e222 = r9_;
    r10_ = min(_e221, _e222);
    vec4 _e225 = r8_;
    vec4 _e226 = r9_;
    r11_ = max(_e225, _e226);
    vec4 _e229 = r10_;
    vec4 _e230 = r11_;
    vec4 _e231 = r1_;
    r1_ = ((_e229 * (_e230 - _e231)) + _e231);
    vec4 _e236 = v0_1;
    vec4 _e239 = _group_0_binding_0_vs.c[10];
    vec4 _e243 = _group_0_binding_0_vs.c[11];
    vec4 _e247 = _group_0_binding_0_vs.c[12];
    vec4 _e250 = r2_;
    r2_ = mix(_e250, vec4(dot(_e236, _e239), dot(_e236, _e243), dot(_e236, _e247), 0.0), bvec4(true, true, true, false));
    vec4 _e252 = v0_1;
    vec4 _e255 = _group_0_binding_0_vs.c[14];
    vec4 _e261 = _group_0_binding_0_vs.c[15];
    vec4 _e267 = _group_0_binding_0_vs.c[16];
    vec4 _e273 = _group_0_binding_0_vs.c[17];
    r3_ = vec4(dot(_e252.xyz, _e255.xyz), dot(_e252.xyz, _e261.xyz), dot(_e252.xyz, _e267.xyz), dot(_e252.xyz, _e273.xyz));
    vec4 _e278 = v0_1;
    vec4 _e281 = _group_0_binding_0_vs.c[18];
    vec4 _e287 = _group_0_binding_0_vs.c[19];
    vec4 _e292 = r4_;
    r4_ = mix(_e292, vec4(dot(_e278.xyz, _e281.xyz), dot(_e278.xyz, _e287.xyz), 0.0, 0.0), bvec4(true, true, false, false));
    vec4 _e294 = r0_;
    vec4 _e295 = r1_;
    r0_ = (_e294 + _e295);
    vec4 _e297 = r0_;
    vec4 _e298 = r2_;
    r0_ = (_e297 + _e298);
    vec4 _e300 = r0_;
    vec4 _e301 = r3_;
    r0_ = (_e300 + _e301);
    vec4 _e303 = r0_;
    vec4 _e304 = r4_;
    r0_ = (_e303 + _e304);
    vec4 _e306 = r0_;
    vec4 _e307 = r5_;
    r0_ = (_e306 + _e307);
    vec4 _e309 = r0_;
    vec4 _e310 = r6_;
    r0_ = (_e309 + _e310);
    vec4 _e312 = r0_;
    oD0_ = _e312;
    vec4 _e314 = v0_1;
    oPos = _e314;
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

