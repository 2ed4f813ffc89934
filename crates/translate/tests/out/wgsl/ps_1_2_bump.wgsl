diagnostic(off, derivative_uniformity);

struct PixelRenderer {
    fog_color: vec4<f32>,
    fog_params: vec4<f32>,
    bumpenv_mat: array<vec4<f32>, 4>,
    bumpenv_lum: array<vec4<f32>, 4>,
    alpha_ref: f32,
    fog_mode: u32,
    fog_use_w: u32,
    alpha_scale: f32,
    lod_bias: array<vec4<f32>, 4>,
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
    texcoord0_1 = texcoord0_;
    texcoord1_1 = texcoord1_;
    texcoord2_1 = texcoord2_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    let _e10 = clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    let _e13 = texcoord1_1;
    let _e17 = d3d_renderer.bumpenv_mat[1];
    let _e40 = textureSample(t_s1_, s_s1_, vec4<f32>(((_e13.x + (_e17.x * _e10.x)) + (_e17.z * _e10.y)), ((_e13.y + (_e17.y * _e10.x)) + (_e17.w * _e10.y)), 0f, 1f).xy);
    let _e46 = texcoord2_1;
    let _e49 = d3d_renderer.bumpenv_mat[2];
    let _e70 = textureSample(t_s2_, s_s2_, vec4<f32>(((_e46.x + (_e49.x * _e10.x)) + (_e49.z * _e10.y)), ((_e46.y + (_e49.y * _e10.x)) + (_e49.w * _e10.y)), 0f, 1f).xy);
    let _e73 = d3d_renderer.bumpenv_lum[2];
    let _e79 = saturate(((_e10.z * _e73.x) + _e73.y));
    let _e90 = textureSample(t_s3_, s_s3_, _e10.yzzw.xy);
    return FragmentOutput(saturate(clamp((clamp((clamp(_e40, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)) + clamp((_e70 * vec4<f32>(_e79, _e79, _e79, 1f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)) * clamp(_e90, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f))), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f))));
}
