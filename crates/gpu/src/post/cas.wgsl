// Contrast-adaptive sharpening, from AMD's published description of
// FidelityFX CAS (no upscaling): per channel, the 3x3 neighbourhood's
// "soft" minimum and maximum (cross minimum plus box minimum, and the same
// for the maximum, both doubled in range) give an amount
// sqrt(clamp(min(mn, 2 - mx) / mx, 0, 1)); the weight of the four cross
// neighbours is amount * (-1 / mix(8, 5, sharpness)), and the output is the
// normalised sum (centre + w * cross) / (1 + 4w). Flat and high-contrast
// areas are sharpened less, which keeps halos down. Alpha is kept.

@fragment
fn fs(@builtin(position) pos: vec4<f32>) -> @location(0) vec4<f32> {
    let p = vec2<i32>(pos.xy);
    let a = texel(p + vec2<i32>(-1, -1)).rgb;
    let b = texel(p + vec2<i32>(0, -1)).rgb;
    let c = texel(p + vec2<i32>(1, -1)).rgb;
    let d = texel(p + vec2<i32>(-1, 0)).rgb;
    let centre = texel(p);
    let e = centre.rgb;
    let f = texel(p + vec2<i32>(1, 0)).rgb;
    let g = texel(p + vec2<i32>(-1, 1)).rgb;
    let h = texel(p + vec2<i32>(0, 1)).rgb;
    let i = texel(p + vec2<i32>(1, 1)).rgb;
    let cross_min = min(min(min(b, d), min(e, f)), h);
    let cross_max = max(max(max(b, d), max(e, f)), h);
    let mn = cross_min + min(min(min(cross_min, a), min(c, g)), i);
    let mx = cross_max + max(max(max(cross_max, a), max(c, g)), i);
    let safe_mx = max(mx, vec3<f32>(1.0 / 65536.0));
    let amount = sqrt(clamp(min(mn, vec3<f32>(2.0) - mx) / safe_mx, vec3<f32>(0.0), vec3<f32>(1.0)));
    let peak = -1.0 / mix(8.0, 5.0, params.v.x);
    let w = amount * peak;
    let rgb = (e + w * (b + d + f + h)) / (vec3<f32>(1.0) + 4.0 * w);
    return vec4<f32>(clamp(rgb, vec3<f32>(0.0), vec3<f32>(1.0)), centre.a);
}
