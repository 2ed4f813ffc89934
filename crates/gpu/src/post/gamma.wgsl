// Gamma / colour mapping: every colour channel raised to 1/G (G > 1
// brightens the mid-tones, G < 1 darkens them, 0 and 1 stay put), as a
// display gamma of G applied to the image. Alpha is kept.

@fragment
fn fs(@builtin(position) pos: vec4<f32>) -> @location(0) vec4<f32> {
    let c = texel(vec2<i32>(pos.xy));
    let rgb = pow(max(c.rgb, vec3<f32>(0.0)), vec3<f32>(1.0 / params.v.x));
    return vec4<f32>(rgb, c.a);
}
