// FXAA, after Timothy Lottes' description of FXAA 3.11 (quality variant):
// a pixel whose local luma contrast (the cross of four neighbours and the
// centre) is below max(0.0833, 0.166 * the brightest luma) is left alone.
// Otherwise the edge's orientation comes from the 3x3 second differences,
// the side with the steeper gradient is chosen, and the edge is followed
// both ways (steps of 1, 1, 1.5, 2, 2, 2, 2, 4, 8 texels) until the luma
// along it leaves the edge's average by a quarter of the gradient. The
// pixel is then re-read bilinearly, moved across the edge by the larger of
// the span offset (0.5 - distance to the nearer end / span length, used
// only when that end's luma lies on the other side of the edge from the
// centre) and the sub-pixel term (smoothstep of the 3x3 low-pass contrast,
// squared, times 0.75). All reads are bilinear in texel space on clamped
// texels; luma is Rec. 601 of the colour.

const EDGE_THRESHOLD: f32 = 0.166;
const EDGE_THRESHOLD_MIN: f32 = 0.0833;
const SUBPIX: f32 = 0.75;

fn step_size(k: i32) -> f32 {
    switch k {
        case 0, 1: { return 1.0; }
        case 2: { return 1.5; }
        case 3, 4, 5, 6: { return 2.0; }
        case 7: { return 4.0; }
        default: { return 8.0; }
    }
}

@fragment
fn fs(@builtin(position) frag: vec4<f32>) -> @location(0) vec4<f32> {
    let p = vec2<i32>(frag.xy);
    let centre = texel(p);
    let m = luma(centre);
    var n = luma(texel(p + vec2<i32>(0, -1)));
    var s = luma(texel(p + vec2<i32>(0, 1)));
    let w = luma(texel(p + vec2<i32>(-1, 0)));
    let e = luma(texel(p + vec2<i32>(1, 0)));
    let hi = max(max(max(n, s), max(w, e)), m);
    let lo = min(min(min(n, s), min(w, e)), m);
    let range = hi - lo;
    if range < max(EDGE_THRESHOLD_MIN, hi * EDGE_THRESHOLD) {
        return centre;
    }
    let nw = luma(texel(p + vec2<i32>(-1, -1)));
    let ne = luma(texel(p + vec2<i32>(1, -1)));
    let sw = luma(texel(p + vec2<i32>(-1, 1)));
    let se = luma(texel(p + vec2<i32>(1, 1)));

    // Sub-pixel aliasing: the low-pass luma against the centre.
    let low = (2.0 * (n + s + w + e) + (nw + ne + sw + se)) / 12.0;
    let sa = clamp(abs(low - m) / range, 0.0, 1.0);
    let sb = (-2.0 * sa + 3.0) * sa * sa;
    let subpix = sb * sb * SUBPIX;

    // Orientation: a horizontal edge has large vertical second differences.
    let horz = abs(nw - 2.0 * w + sw) + 2.0 * abs(n - 2.0 * m + s) + abs(ne - 2.0 * e + se);
    let vert = abs(nw - 2.0 * n + ne) + 2.0 * abs(w - 2.0 * m + e) + abs(sw - 2.0 * s + se);
    let horizontal = horz >= vert;
    if !horizontal {
        n = w;
        s = e;
    }
    // `across`: unit step across the edge; `along`: unit step along it.
    var across = select(vec2<f32>(1.0, 0.0), vec2<f32>(0.0, 1.0), horizontal);
    let along = select(vec2<f32>(0.0, 1.0), vec2<f32>(1.0, 0.0), horizontal);
    let grad_n = abs(n - m);
    let grad_s = abs(s - m);
    let pair_n = grad_n >= grad_s;
    if pair_n {
        across = -across;
    }
    let gradient = max(grad_n, grad_s);
    let pair = select(s, n, pair_n);
    let edge_luma = (pair + m) * 0.5;
    let quarter = gradient * 0.25;
    let centre_below = m < edge_luma;

    let pos = vec2<f32>(p);
    let on_edge = pos + across * 0.5;
    var pos_n = on_edge - along;
    var pos_p = on_edge + along;
    var end_n = luma(bilinear(pos_n)) - edge_luma;
    var end_p = luma(bilinear(pos_p)) - edge_luma;
    var done_n = abs(end_n) >= quarter;
    var done_p = abs(end_p) >= quarter;
    for (var k = 1; k < 9; k++) {
        if done_n && done_p {
            break;
        }
        let st = step_size(k);
        if !done_n {
            pos_n -= along * st;
            end_n = luma(bilinear(pos_n)) - edge_luma;
            done_n = abs(end_n) >= quarter;
        }
        if !done_p {
            pos_p += along * st;
            end_p = luma(bilinear(pos_p)) - edge_luma;
            done_p = abs(end_p) >= quarter;
        }
    }
    let dst_n = dot(pos - pos_n, along);
    let dst_p = dot(pos_p - pos, along);
    let nearer_n = dst_n < dst_p;
    let dist = min(dst_n, dst_p);
    let end = select(end_p, end_n, nearer_n);
    let good = (end < 0.0) != centre_below;
    let span_offset = select(0.0, 0.5 - dist / (dst_n + dst_p), good);
    let offset = max(span_offset, subpix);
    return bilinear(pos + across * offset);
}
