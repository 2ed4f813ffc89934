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
    r0_ = _e5;
    let _e7 = r0_;
    let _e9 = v0_;
    r0_ = (_e7 * _e9);
    let _e11 = r0_;
    oC0_ = _e11;
    let _e17 = oC0_;
    let _e20 = d3d_renderer.fog_color;
    let _e22 = d3d_renderer.fog_params;
    let _e24 = d3d_renderer.fog_mode;
    let _e26 = d3d_renderer.fog_use_w;
    let _e33 = select(frag_coord.z, (1f / frag_coord.w), (_e26 != 0u));
    let _e40 = (_e22.z * _e33);
    let _e59 = mix(_e20.xyz, _e17.xyz, vec3(saturate(select(select(select(fog0_, exp(-(_e40)), (_e24 == 1u)), exp(-((_e40 * _e40))), (_e24 == 2u)), ((_e22.y - _e33) / (_e22.y - _e22.x)), (_e24 == 3u)))));
    let _e66 = d3d_renderer.alpha_ref;
    if !((_e17.w >= _e66)) {
        discard;
    }
    return FragmentOutput(vec4<f32>(_e59.x, _e59.y, _e59.z, _e17.w));
}
