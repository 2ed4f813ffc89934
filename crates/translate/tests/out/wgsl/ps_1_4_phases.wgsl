struct PixelRenderer {
    fog_color: vec4<f32>,
    fog_params: vec4<f32>,
    bumpenv_mat: array<vec4<f32>, 4>,
    bumpenv_lum: array<vec4<f32>, 4>,
    alpha_ref: f32,
    fog_mode: u32,
    fog_use_w: u32,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
    @builtin(frag_depth) depth: f32,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(8) 
var t_s3_: texture_2d<f32>;
@group(1) @binding(9) 
var s_s3_: sampler;
@group(1) @binding(10) 
var t_s4_: texture_2d<f32>;
@group(1) @binding(11) 
var s_s4_: sampler;
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> r1_: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> r2_: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;
var<private> r3_: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> r4_: vec4<f32> = vec4<f32>();
var<private> r5_: vec4<f32> = vec4<f32>();
var<private> oDepth: vec4<f32> = vec4<f32>();
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();
var<private> oT2_: vec4<f32> = vec4<f32>();
var<private> oT3_: vec4<f32> = vec4<f32>();

fn d3d_main() {
    let _e1 = t0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    r0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = t1_;
    let _e14 = _e13.xyww;
    let _e20 = clamp((_e14 / vec4(_e14.w)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r1_.x = _e20.x;
    r1_.y = _e20.y;
    r1_.z = _e20.z;
    let _e29 = t2_;
    let _e32 = clamp(_e29, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r2_.x = _e32.x;
    r2_.y = _e32.y;
    r2_.z = _e32.z;
    let _e41 = r1_;
    let _e43 = r0_;
    let _e47 = d3d_renderer.bumpenv_mat[3];
    let _e69 = clamp(vec4<f32>(((_e41.x + (_e47.x * _e43.x)) + (_e47.z * _e43.y)), ((_e41.y + (_e47.y * _e43.x)) + (_e47.w * _e43.y)), 0f, 1f), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r3_.x = _e69.x;
    r3_.y = _e69.y;
    let _e76 = r3_;
    let _e80 = textureSample(t_s3_, s_s3_, _e76.xy);
    r3_ = clamp(_e80, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e86 = t3_;
    let _e90 = textureSample(t_s4_, s_s4_, _e86.xy);
    r4_ = clamp(_e90, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e96 = r0_;
    let _e98 = r3_;
    let _e100 = r4_;
    r0_ = clamp(select(_e100, _e98, (_e96 >= vec4(0f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e109 = r0_;
    let _e117 = r4_;
    r1_ = clamp(select(_e117, clamp(vec4<f32>(0.5f, 0.5f, 0.5f, 1f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), (_e109 > vec4(0.5f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e126 = r2_;
    let _e129 = clamp(_e126, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r5_.x = _e129.x;
    r5_.y = _e129.y;
    let _e136 = r5_;
    oDepth = vec4(select((_e136.x / _e136.y), 1f, (_e136.y == 0f)));
    let _e145 = r0_;
    let _e147 = r1_;
    r0_ = clamp((_e145 * _e147), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
}

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>) -> FragmentOutput {
    t0_ = texcoord0_;
    oT0_ = texcoord0_;
    t1_ = texcoord1_;
    oT1_ = texcoord1_;
    t2_ = texcoord2_;
    oT2_ = texcoord2_;
    t3_ = texcoord3_;
    oT3_ = texcoord3_;
    d3d_main();
    let _e13 = r0_;
    let _e15 = oDepth;
    return FragmentOutput(_e13, _e15.x);
}
