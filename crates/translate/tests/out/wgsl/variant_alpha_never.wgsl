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

var<private> v0_: vec4<f32> = vec4<f32>();
var<private> oC0_: vec4<f32> = vec4<f32>();
@group(1) @binding(1) 
var<uniform> d3d_renderer: PixelRenderer;

@fragment 
fn main(@location(8) color0_: vec4<f32>) -> FragmentOutput {
    v0_ = color0_;
    let _e1 = v0_;
    let _e7 = d3d_renderer.alpha_ref;
    let _e9 = d3d_renderer.alpha_scale;
    let _e11 = (_e9 > 0f);
    if !(false) {
        discard;
    }
    return FragmentOutput(_e1);
}
