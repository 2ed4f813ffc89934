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
    r0_.w = vec4(((_e1.wwww.x == 0.0) ? uintBitsToFloat(2139095040u) : (1.0 / _e1.wwww.x))).w;
}

void d3d_label1_() {
    vec4 _e1 = r0_;
    float _e4 = abs(_e1.zzzz.x);
    r0_.z = vec4(((_e4 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e4))).z;
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
            int _e28 = loop_counter;
            loop_counter = (_e28 + 1);
        }
        loop_init = false;
        int _e17 = loop_counter;
        if ((_e17 >= min(max(ivec4(3, 0, 0, 0).x, 0), 255))) {
            break;
        }
        vec4 _e20 = r0_;
        vec4 _e24 = _group_0_binding_0_vs.c[1];
        r0_ = (_e20 + _e24);
    }
    ivec4 _e35 = ivec4(4, 20, 2, 0);
    loop_counter_1 = 0;
    int _e44 = aL;
    saved_aL = _e44;
    aL = _e35.y;
    bool loop_init_1 = true;
    while(true) {
        if (!loop_init_1) {
            int _e91 = loop_counter_1;
            loop_counter_1 = (_e91 + 1);
            int _e95 = aL;
            aL = (_e95 + _e35.z);
        }
        loop_init_1 = false;
        int _e49 = loop_counter_1;
        if ((_e49 >= min(max(_e35.x, 0), 255))) {
            break;
        }
        vec4 _e52 = r0_;
        int _e54 = aL;
        uint _e57 = uint((_e54 + 0));
        vec4 _e65 = _group_0_binding_0_vs.c[min(_e57, 255u)];
        r0_ = (_e52 + ((_e57 < 256u) ? _e65 : vec4(0.0, 0.0, 0.0, 0.0)));
        vec4 _e72 = r0_;
        int _e74 = aL;
        uint _e77 = uint((_e74 + 1));
        vec4 _e85 = _group_0_binding_0_vs.c[min(_e77, 255u)];
        r0_ = (_e72 + ((_e77 < 256u) ? _e85 : vec4(0.0, 0.0, 0.0, 0.0)));
    }
    int _e98 = saved_aL;
    aL = _e98;
    uint _e104 = _group_0_binding_0_vs.b[0].x;
    if ((_e104 != 0u)) {
        vec4 _e108 = r0_;
        vec4 _e112 = _group_0_binding_0_vs.c[2];
        r0_ = (_e108 * _e112);
    } else {
        vec4 _e116 = r0_;
        vec4 _e120 = _group_0_binding_0_vs.c[3];
        vec4 _e124 = _group_0_binding_0_vs.c[4];
        r0_ = ((_e116 * _e120) + _e124);
    }
    d3d_label0_();
    if (true) {
        d3d_label1_();
    }
    uint _e133 = _group_0_binding_0_vs.b[0].x;
    if (!((_e133 != 0u))) {
        d3d_label1_();
    }
    vec4 _e138 = v1_1;
    ivec4 _e146 = ivec4((floor((abs(_e138) + vec4(0.5))) * sign(_e138)));
    a0_.x = _e146.x;
    a0_.y = _e146.y;
    ivec4 _e153 = a0_;
    uint _e157 = uint((_e153.y + 40));
    vec4 _e165 = _group_0_binding_0_vs.c[min(_e157, 255u)];
    r1_ = ((_e157 < 256u) ? _e165 : vec4(0.0, 0.0, 0.0, 0.0));
    vec4 _e170 = v1_1;
    r2_ = sign(_e170);
    vec4 _e174 = v1_1;
    float _e178 = abs(dot(_e174.xyz, _e174.xyz));
    r3_ = (_e174 * vec4(((_e178 == 0.0) ? uintBitsToFloat(2139095040u) : inversesqrt(_e178))));
    vec4 _e188 = v1_1;
    vec4 _e190 = r3_;
    vec3 _e193 = cross(_e188.xyz, _e190.xyz);
    vec4 _e197 = vec4(_e193.x, _e193.y, _e193.z, 0.0);
    r4_.x = _e197.x;
    r4_.y = _e197.y;
    r4_.z = _e197.z;
    vec4 _e206 = v1_1;
    vec4 _e211 = vec4(cos(_e206.xxxx.x), sin(_e206.xxxx.x), 0.0, 0.0);
    r5_.x = _e211.x;
    r5_.y = _e211.y;
    vec4 _e218 = v1_1;
    vec4 _e222 = v1_1;
    r6_.x = vec4(pow(abs(_e218.xxxx.x), _e222.yyyy.x)).x;
    vec4 _e232 = v1_1;
    r6_.y = vec4(exp2(_e232.zzzz.x)).y;
    vec4 _e241 = v1_1;
    float _e244 = abs(_e241.wwww.x);
    r6_.z = vec4(((_e244 == 0.0) ? uintBitsToFloat(4286578688u) : log2(_e244))).z;
    vec4 _e255 = v1_1;
    r6_.w = fract(_e255.xxxx).w;
    vec4 _e262 = v1_1;
    r7_ = abs(_e262);
    vec4 _e266 = v1_1;
    vec4 _e268 = r7_;
    r8_ = mix(vec4(0.0), vec4(1.0), lessThan(_e266, _e268));
    vec4 _e276 = v1_1;
    vec4 _e278 = r7_;
    r9_ = mix(vec4(0.0), vec4(1.0), greaterThanEqual(_e276, _e278));
    vec4 _e285 = r8_;
    vec4 _e287 = r9_;
    r10_ = min(_e285, _e287);
    vec4 _e291 = r8_;
    vec4 _e293 = r9_;
    r11_ = max(_e291, _e293);
    vec4 _e297 = r10_;
    vec4 _e299 = r11_;
    vec4 _e301 = r1_;
    r1_ = ((_e297 * (_e299 - _e301)) + _e301);
    vec4 _e307 = v0_1;
    vec4 _e311 = _group_0_binding_0_vs.c[10];
    vec4 _e316 = _group_0_binding_0_vs.c[11];
    vec4 _e321 = _group_0_binding_0_vs.c[12];
    vec4 _e323 = vec4(dot(_e307, _e311), dot(_e307, _e316), dot(_e307, _e321), 0.0);
    r2_.x = _e323.x;
    r2_.y = _e323.y;
    r2_.z = _e323.z;
    vec4 _e332 = v0_1;
    vec4 _e336 = _group_0_binding_0_vs.c[14];
    vec4 _e343 = _group_0_binding_0_vs.c[15];
    vec4 _e350 = _group_0_binding_0_vs.c[16];
    vec4 _e357 = _group_0_binding_0_vs.c[17];
    r3_ = vec4(dot(_e332.xyz, _e336.xyz), dot(_e332.xyz, _e343.xyz), dot(_e332.xyz, _e350.xyz), dot(_e332.xyz, _e357.xyz));
    vec4 _e364 = v0_1;
    vec4 _e368 = _group_0_binding_0_vs.c[18];
    vec4 _e375 = _group_0_binding_0_vs.c[19];
    vec4 _e379 = vec4(dot(_e364.xyz, _e368.xyz), dot(_e364.xyz, _e375.xyz), 0.0, 0.0);
    r4_.x = _e379.x;
    r4_.y = _e379.y;
    vec4 _e386 = r0_;
    vec4 _e388 = r1_;
    r0_ = (_e386 + _e388);
    vec4 _e392 = r0_;
    vec4 _e394 = r2_;
    r0_ = (_e392 + _e394);
    vec4 _e398 = r0_;
    vec4 _e400 = r3_;
    r0_ = (_e398 + _e400);
    vec4 _e404 = r0_;
    vec4 _e406 = r4_;
    r0_ = (_e404 + _e406);
    vec4 _e410 = r0_;
    vec4 _e412 = r5_;
    r0_ = (_e410 + _e412);
    vec4 _e416 = r0_;
    vec4 _e418 = r6_;
    r0_ = (_e416 + _e418);
    vec4 _e422 = r0_;
    oD0_ = _e422;
    vec4 _e425 = v0_1;
    oPos = _e425;
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

