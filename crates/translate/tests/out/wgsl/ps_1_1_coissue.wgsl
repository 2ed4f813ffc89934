diagnostic(off, derivative_uniformity);

struct FragmentOutput {
    @location(0) color0_: vec4<f32>,
}

var<private> r0_: vec4<f32> = vec4<f32>();

@fragment 
fn main() -> FragmentOutput {
    let _e14 = clamp(clamp(vec4<f32>(0.1f, 0.2f, 0.3f, 0.4f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f));
    r0_ = _e14;
    r0_ = select(_e14, clamp(clamp(vec4<f32>(0.5f, 0.6f, 0.7f, 0.8f), vec4<f32>(-1f, -1f, -1f, -1f), vec4<f32>(1f, 1f, 1f, 1f)), vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)), vec4<bool>(true, true, true, false));
    r0_.w = clamp(_e14.zzzz, vec4<f32>(-8f, -8f, -8f, -8f), vec4<f32>(8f, 8f, 8f, 8f)).w;
    let _e35 = r0_;
    return FragmentOutput(saturate(_e35));
}
