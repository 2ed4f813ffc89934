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

fn d3d_main() {
    let _e1 = t0_;
    let _e5 = textureSample(t_s0_, s_s0_, _e1.xy);
    r0_ = _e5;
    let _e7 = r0_;
    let _e9 = v0_;
    r0_ = (_e7 * _e9);
    let _e11 = r0_;
    oC0_ = _e11;
}

@fragment 
fn main(@location(8) color0_: vec4<f32>, @location(0) texcoord0_: vec4<f32>, @builtin(position) frag_coord: vec4<f32>, @location(10) fog0_: f32) -> FragmentOutput {
    v0_ = color0_;
    t0_ = texcoord0_;
    d3d_main();
    let _e7 = oC0_;
    let _e10 = d3d_renderer.fog_color;
    let _e12 = d3d_renderer.fog_params;
    let _e14 = d3d_renderer.fog_mode;
    let _e16 = d3d_renderer.fog_use_w;
    let _e23 = select(frag_coord.z, (1f / frag_coord.w), (_e16 != 0u));
    let _e30 = (_e12.z * _e23);
    let _e49 = mix(_e10.xyz, _e7.xyz, vec3(saturate(select(select(select(fog0_, exp(-(_e30)), (_e14 == 1u)), exp(-((_e30 * _e30))), (_e14 == 2u)), ((_e12.y - _e23) / (_e12.y - _e12.x)), (_e14 == 3u)))));
    let _e54 = vec4<f32>(_e49.x, _e49.y, _e49.z, _e7.w);
    let _e57 = d3d_renderer.alpha_ref;
    if !((_e54.w >= _e57)) {
        discard;
    }
    return FragmentOutput(_e54);
}
