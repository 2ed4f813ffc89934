struct D3DConstants {
    c: array<vec4<f32>, 224>,
    i: array<vec4<i32>, 16>,
    b: array<vec4<u32>, 16>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
    @location(1) color1_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
var<private> aL: i32 = i32();
var<private> v1_: vec4<f32> = vec4<f32>();
var<private> v2_: vec4<f32> = vec4<f32>();
var<private> v3_: vec4<f32> = vec4<f32>();
var<private> vFace: vec4<f32> = vec4<f32>();
var<private> vPos: vec4<f32> = vec4<f32>();
@group(1) @binding(0) 
var<uniform> d3d_constants: D3DConstants;
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();
var<private> oC1_: vec4<f32> = vec4<f32>();

fn d3d_main() {
    var loop_counter: i32;
    var saved_aL: i32;

    let _e1 = v0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    r0_ = _e5;
    let _e8 = v0_;
    let _e9 = _e8.zwzw;
    let _e14 = textureSampleLevel(t_s0_, s_s0_, _e9.xy, _e9.w);
    r1_ = _e14;
    r2_ = vec4<f32>(0f, 1f, 0.5f, 0f).xxxx;
    let _e26 = vec4<i32>(2i, 2i, 1i, 0i);
    loop_counter = 0i;
    let _e35 = aL;
    saved_aL = _e35;
    aL = _e26.y;
    loop {
        let _e40 = loop_counter;
        if (_e40 >= clamp(_e26.x, 0i, 255i)) {
            break;
        }
        let _e43 = r2_;
        let _e45 = aL;
        let _e47 = (_e45 + 0i);
        let _e52 = v0_;
        let _e57 = v1_;
        let _e62 = v2_;
        let _e67 = v3_;
        r2_ = (_e43 + select(select(select(select(vec4<f32>(0f, 0f, 0f, 0f), _e52, (_e47 == 0i)), _e57, (_e47 == 1i)), _e62, (_e47 == 2i)), _e67, (_e47 == 3i)));
        continuing {
            let _e72 = loop_counter;
            loop_counter = (_e72 + 1i);
            let _e76 = aL;
            aL = (_e76 + _e26.z);
        }
    }
    let _e79 = saved_aL;
    aL = _e79;
    let _e82 = vFace;
    if (_e82.x < vec4<f32>(0f, 1f, 0.5f, 0f).xxxx.x) {
        let _e89 = r0_;
        r0_ = (_e89 * vec4<f32>(0f, 1f, 0.5f, 0f).zzzz);
    }
    let _e95 = vPos;
    let _e100 = d3d_constants.c[1];
    r3_ = (_e95.xyxy * _e100);
    let _e104 = r0_;
    let _e106 = r2_;
    oC0_ = (_e104 + _e106);
    let _e110 = r1_;
    let _e112 = r3_;
    oC1_ = (_e110 + _e112);
    let _e116 = v1_;
    oC1_.w = _e116.wwww.w;
}

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(8) @interpolate(perspective, centroid) color0_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>, @builtin(position) frag_coord: vec4<f32>, @builtin(front_facing) front_facing: bool) -> FragmentOutput {
    v0_.x = texcoord0_.x;
    v0_.y = texcoord0_.y;
    v0_.z = texcoord1_.x;
    v0_.w = texcoord1_.y;
    v1_ = color0_;
    v2_ = texcoord2_;
    v3_ = texcoord3_;
    vPos = (frag_coord - vec4<f32>(0.5f, 0.5f, 0f, 0f));
    vFace = vec4(select(-1f, 1f, front_facing));
    d3d_main();
    let _e31 = oC0_;
    let _e33 = oC1_;
    return FragmentOutput(_e31, _e33);
}
