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
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(4) 
var t_s1_: texture_2d<f32>;
@group(1) @binding(5) 
var s_s1_: sampler;
@group(1) @binding(6) 
var t_s2_: texture_2d<f32>;
@group(1) @binding(7) 
var s_s2_: sampler;
@group(1) @binding(8) 
var t_s3_: texture_2d<f32>;
@group(1) @binding(9) 
var s_s3_: sampler;
var<private> oT0_: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> oT1_: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> oT2_: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> oT3_: vec4<f32> = vec4<f32>();

fn d3d_main() {
    let _e1 = oT0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = t0_;
    let _e15 = oT1_;
    let _e19 = d3d_renderer.bumpenv_mat[1];
    let _e42 = textureSample(t_s1_, s_s1_, vec4<f32>(((_e15.x + (_e19.x * _e13.x)) + (_e19.z * _e13.y)), ((_e15.y + (_e19.y * _e13.x)) + (_e19.w * _e13.y)), 0f, 1f).xy);
    t1_ = clamp(_e42, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e48 = t0_;
    let _e50 = oT2_;
    let _e54 = d3d_renderer.bumpenv_mat[2];
    let _e75 = textureSample(t_s2_, s_s2_, vec4<f32>(((_e50.x + (_e54.x * _e48.x)) + (_e54.z * _e48.y)), ((_e50.y + (_e54.y * _e48.x)) + (_e54.w * _e48.y)), 0f, 1f).xy);
    let _e79 = d3d_renderer.bumpenv_lum[2];
    let _e85 = saturate(((_e48.z * _e79.x) + _e79.y));
    t2_ = clamp((_e75 * vec4<f32>(_e85, _e85, _e85, 1f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e93 = t0_;
    let _e98 = textureSample(t_s3_, s_s3_, _e93.yzzw.xy);
    t3_ = clamp(_e98, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e104 = t1_;
    let _e106 = t2_;
    r0_ = clamp((_e104 + _e106), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e113 = r0_;
    let _e115 = t3_;
    r0_ = clamp((_e113 * _e115), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
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
    return FragmentOutput(_e13);
}
