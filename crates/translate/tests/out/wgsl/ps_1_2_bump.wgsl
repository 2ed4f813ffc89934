diagnostic(off, derivative_uniformity);

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
var<private> texcoord0_1: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> texcoord1_1: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;
var<private> t1_: vec4<f32> = vec4<f32>();
var<private> texcoord2_1: vec4<f32> = vec4<f32>();
var<private> t2_: vec4<f32> = vec4<f32>();
var<private> t3_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(1) texcoord1_: vec4<f32>, @location(2) texcoord2_: vec4<f32>, @location(3) texcoord3_: vec4<f32>) -> FragmentOutput {
    t0_ = texcoord0_;
    texcoord0_1 = texcoord0_;
    t1_ = texcoord1_;
    texcoord1_1 = texcoord1_;
    t2_ = texcoord2_;
    texcoord2_1 = texcoord2_;
    t3_ = texcoord3_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    t0_ = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e12 = t0_;
    let _e14 = texcoord1_1;
    let _e18 = d3d_renderer.bumpenv_mat[1];
    let _e41 = textureSample(t_s1_, s_s1_, vec4<f32>(((_e14.x + (_e18.x * _e12.x)) + (_e18.z * _e12.y)), ((_e14.y + (_e18.y * _e12.x)) + (_e18.w * _e12.y)), 0f, 1f).xy);
    t1_ = clamp(_e41, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e46 = t0_;
    let _e48 = texcoord2_1;
    let _e51 = d3d_renderer.bumpenv_mat[2];
    let _e72 = textureSample(t_s2_, s_s2_, vec4<f32>(((_e48.x + (_e51.x * _e46.x)) + (_e51.z * _e46.y)), ((_e48.y + (_e51.y * _e46.x)) + (_e51.w * _e46.y)), 0f, 1f).xy);
    let _e75 = d3d_renderer.bumpenv_lum[2];
    let _e81 = saturate(((_e46.z * _e75.x) + _e75.y));
    t2_ = clamp((_e72 * vec4<f32>(_e81, _e81, _e81, 1f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e88 = t0_;
    let _e93 = textureSample(t_s3_, s_s3_, _e88.yzzw.xy);
    t3_ = clamp(_e93, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e98 = t1_;
    let _e99 = t2_;
    r0_ = clamp((_e98 + _e99), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e105 = r0_;
    let _e106 = t3_;
    r0_ = clamp((_e105 * _e106), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e115 = r0_;
    return FragmentOutput(saturate(_e115));
}
