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
var<private> texcoord0_1: vec4<f32> = vec4<f32>();
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @builtin(position) frag_coord: vec4<f32>, @location(10) fog0_: f32) -> FragmentOutput {
    v0_ = color0_;
    texcoord0_1 = texcoord0_;
    let _e1 = texcoord0_1;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    let _e13 = v0_;
    let _e23 = saturate(clamp((clamp(_e5, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)) * _e13), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)));
    let _e26 = d3d_renderer.fog_color;
    let _e28 = d3d_renderer.fog_params;
    let _e30 = d3d_renderer.fog_mode;
    let _e32 = d3d_renderer.fog_use_w;
    let _e39 = select(frag_coord.z, (1f / frag_coord.w), (_e32 != 0u));
    let _e46 = (_e28.z * _e39);
    let _e65 = mix(_e26.xyz, _e23.xyz, vec3(saturate(select(select(select(fog0_, exp(-(_e46)), (_e30 == 1u)), exp(-((_e46 * _e46))), (_e30 == 2u)), ((_e28.y - _e39) / (_e28.y - _e28.x)), (_e30 == 3u)))));
    return FragmentOutput(vec4<f32>(_e65.x, _e65.y, _e65.z, _e23.w));
}
