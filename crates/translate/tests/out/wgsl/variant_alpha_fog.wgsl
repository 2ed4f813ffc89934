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
var<private> t0_: vec4<f32> = vec4<f32>();
var<private> r0_: vec4<f32> = vec4<f32>();
var<private> v0_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @builtin(position) frag_coord: vec4<f32>, @location(10) fog0_: f32) -> FragmentOutput {
    v0_ = color0_;
    t0_ = texcoord0_;
    let _e1 = t0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    let _e8 = v0_;
    let _e9 = (_e5 * _e8);
    let _e17 = d3d_renderer.fog_color;
    let _e19 = d3d_renderer.fog_params;
    let _e21 = d3d_renderer.fog_mode;
    let _e23 = d3d_renderer.fog_use_w;
    let _e30 = select(frag_coord.z, (1f / frag_coord.w), (_e23 != 0u));
    let _e37 = (_e19.z * _e30);
    let _e56 = mix(_e17.xyz, _e9.xyz, vec3(saturate(select(select(select(fog0_, exp(-(_e37)), (_e21 == 1u)), exp(-((_e37 * _e37))), (_e21 == 2u)), ((_e19.y - _e30) / (_e19.y - _e19.x)), (_e21 == 3u)))));
    let _e63 = d3d_renderer.alpha_ref;
    let _e65 = d3d_renderer.alpha_scale;
    let _e67 = (_e65 > 0f);
    if !((select(_e9.w, round((saturate(_e9.w) * _e65)), _e67) >= select(_e63, round((_e63 * _e65)), _e67))) {
        discard;
    }
    return FragmentOutput(vec4<f32>(_e56.x, _e56.y, _e56.z, _e9.w));
}
