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
    texture_factor: vec4<f32>,
    tss_constant: array<vec4<f32>, 8>,
    bumpenv_mat_high: array<vec4<f32>, 4>,
    bumpenv_lum_high: array<vec4<f32>, 4>,
}

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

@group(1) @binding(2) 
var t_s0_: texture_2d<f32>;
@group(1) @binding(3) 
var s_s0_: sampler;
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(0) texcoord0_: vec4<f32>, @location(8) @interpolate(flat) color0_: vec4<f32>, @location(9) @interpolate(flat) color1_: vec4<f32>, @location(10) fog0_: f32, @builtin(position) frag_coord: vec4<f32>) -> FragmentOutput {
    let _e10 = textureSample(t_s0_, s_s0_, texcoord0_.xy);
    let _e14 = fma(color0_, (vec4<f32>(1f, 1f, 1f, 1f) - _e10), _e10);
    let _e28 = saturate((saturate(vec4<f32>(_e14.x, _e14.y, _e14.z, fma(color0_, (vec4<f32>(1f, 1f, 1f, 1f) - _e10.wwww), _e10).w)) + (color1_ * vec4<f32>(1f, 1f, 1f, 0f))));
    let _e31 = d3d_renderer.fog_color;
    let _e33 = d3d_renderer.fog_params;
    let _e35 = d3d_renderer.fog_mode;
    let _e37 = d3d_renderer.fog_use_w;
    let _e43 = select(frag_coord.z, (1f / frag_coord.w), (_e37 != 0u));
    let _e50 = (_e33.z * _e43);
    let _e69 = mix(_e31.xyz, _e28.xyz, vec3(saturate(select(select(select(fog0_, exp(-(_e50)), (_e35 == 1u)), exp(-((_e50 * _e50))), (_e35 == 2u)), ((_e33.y - _e43) / (_e33.y - _e33.x)), (_e35 == 3u)))));
    let _e76 = d3d_renderer.alpha_ref;
    let _e78 = d3d_renderer.alpha_scale;
    let _e79 = (_e78 > 0f);
    if !((select(_e28.w, round((saturate(_e28.w) * _e78)), _e79) > select(_e76, round((_e76 * _e78)), _e79))) {
        discard;
    }
    return FragmentOutput(vec4<f32>(_e69.x, _e69.y, _e69.z, _e28.w));
}
