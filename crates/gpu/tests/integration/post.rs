//! The post passes (`NINEBRIDGE_POST`) on lavapipe against CPU references:
//! straightforward implementations of the same published algorithms (the
//! gamma curve, Lottes' FXAA 3.11 description, AMD's CAS description) on
//! 16x16 RGBA8 images.

use ninebridge_gpu::post::{POST_FORMAT, PostChain, PostPass};
use ninebridge_gpu::{Gpu, wgpu};

const W: usize = 16;
const H: usize = 16;

fn gpu() -> Gpu {
    Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

type Px = [f32; 4];

/// A W x H image of 0..1 values, row after row.
#[derive(Clone)]
struct Image(Vec<Px>);

impl Image {
    fn from_fn(mut f: impl FnMut(usize, usize) -> [u8; 4]) -> Image {
        let mut v = Vec::with_capacity(W * H);
        for y in 0..H {
            for x in 0..W {
                v.push(f(x, y).map(|c| f32::from(c) / 255.0));
            }
        }
        Image(v)
    }

    fn bytes(&self) -> Vec<u8> {
        self.0.iter().flat_map(|p| p.map(unorm8)).collect()
    }

    /// What an RGBA8 intermediate stores.
    fn quantised(&self) -> Image {
        Image(
            self.0
                .iter()
                .map(|p| p.map(|c| f32::from(unorm8(c)) / 255.0))
                .collect(),
        )
    }

    /// The texel at (x, y), clamped to the edges (`textureLoad` on clamped
    /// coordinates in the shaders).
    fn texel(&self, x: i32, y: i32) -> Px {
        let x = x.clamp(0, W as i32 - 1) as usize;
        let y = y.clamp(0, H as i32 - 1) as usize;
        self.0[y * W + x]
    }

    /// Bilinear read in texel space (texel centres at integers).
    fn bilinear(&self, x: f32, y: f32) -> Px {
        let (bx, by) = (x.floor(), y.floor());
        let (fx, fy) = (x - bx, y - by);
        let (ix, iy) = (bx as i32, by as i32);
        let mix = |a: Px, b: Px, t: f32| std::array::from_fn(|i| a[i] + (b[i] - a[i]) * t);
        let top = mix(self.texel(ix, iy), self.texel(ix + 1, iy), fx);
        let bottom = mix(self.texel(ix, iy + 1), self.texel(ix + 1, iy + 1), fx);
        mix(top, bottom, fy)
    }

    fn map(&self, f: impl Fn(i32, i32) -> Px) -> Image {
        let mut v = Vec::with_capacity(W * H);
        for y in 0..H as i32 {
            for x in 0..W as i32 {
                v.push(f(x, y));
            }
        }
        Image(v)
    }
}

fn unorm8(c: f32) -> u8 {
    (c.clamp(0.0, 1.0) * 255.0).round() as u8
}

fn luma(c: Px) -> f32 {
    c[0] * 0.299 + c[1] * 0.587 + c[2] * 0.114
}

/// Gamma: each colour channel to the power 1/g, alpha kept.
fn cpu_gamma(img: &Image, g: f32) -> Image {
    img.map(|x, y| {
        let c = img.texel(x, y);
        [
            c[0].powf(1.0 / g),
            c[1].powf(1.0 / g),
            c[2].powf(1.0 / g),
            c[3],
        ]
    })
}

/// CAS per AMD's description: soft min/max of the 3x3 neighbourhood, amount
/// sqrt(clamp(min(mn, 2 - mx) / mx)), cross weight amount * -1/mix(8, 5, s).
fn cpu_cas(img: &Image, sharpness: f32) -> Image {
    img.map(|x, y| {
        let t = |dx: i32, dy: i32| img.texel(x + dx, y + dy);
        let centre = t(0, 0);
        let mut out = [0.0; 4];
        for ch in 0..3 {
            let cross = [
                t(0, -1)[ch],
                t(-1, 0)[ch],
                centre[ch],
                t(1, 0)[ch],
                t(0, 1)[ch],
            ];
            let corners = [t(-1, -1)[ch], t(1, -1)[ch], t(-1, 1)[ch], t(1, 1)[ch]];
            let cmin = cross.iter().copied().fold(f32::INFINITY, f32::min);
            let cmax = cross.iter().copied().fold(f32::NEG_INFINITY, f32::max);
            let bmin = corners.iter().copied().fold(cmin, f32::min);
            let bmax = corners.iter().copied().fold(cmax, f32::max);
            let (mn, mx) = (cmin + bmin, cmax + bmax);
            let amount = (mn.min(2.0 - mx) / mx.max(1.0 / 65536.0))
                .clamp(0.0, 1.0)
                .sqrt();
            let w = amount * (-1.0 / (8.0 + (5.0 - 8.0) * sharpness));
            let sum = cross[0] + cross[1] + cross[3] + cross[4];
            out[ch] = ((centre[ch] + w * sum) / (1.0 + 4.0 * w)).clamp(0.0, 1.0);
        }
        out[3] = centre[3];
        out
    })
}

/// FXAA after Lottes' FXAA 3.11 description (quality variant, thresholds
/// 0.166 / 0.0833, sub-pixel 0.75, steps 1, 1, 1.5, 2, 2, 2, 2, 4, 8).
fn cpu_fxaa(img: &Image) -> Image {
    const STEPS: [f32; 9] = [1.0, 1.0, 1.5, 2.0, 2.0, 2.0, 2.0, 4.0, 8.0];
    img.map(|x, y| {
        let l = |dx: i32, dy: i32| luma(img.texel(x + dx, y + dy));
        let centre = img.texel(x, y);
        let m = luma(centre);
        let (mut n, mut s, w, e) = (l(0, -1), l(0, 1), l(-1, 0), l(1, 0));
        let hi = n.max(s).max(w).max(e).max(m);
        let lo = n.min(s).min(w).min(e).min(m);
        let range = hi - lo;
        if range < 0.0833f32.max(hi * 0.166) {
            return centre;
        }
        let (nw, ne, sw, se) = (l(-1, -1), l(1, -1), l(-1, 1), l(1, 1));
        let low = (2.0 * (n + s + w + e) + (nw + ne + sw + se)) / 12.0;
        let sa = ((low - m).abs() / range).clamp(0.0, 1.0);
        let sb = (-2.0 * sa + 3.0) * sa * sa;
        let subpix = sb * sb * 0.75;
        let horz =
            (nw - 2.0 * w + sw).abs() + 2.0 * (n - 2.0 * m + s).abs() + (ne - 2.0 * e + se).abs();
        let vert =
            (nw - 2.0 * n + ne).abs() + 2.0 * (w - 2.0 * m + e).abs() + (sw - 2.0 * s + se).abs();
        let horizontal = horz >= vert;
        if !horizontal {
            n = w;
            s = e;
        }
        let (mut across, along) = if horizontal {
            ([0.0, 1.0], [1.0, 0.0])
        } else {
            ([1.0, 0.0], [0.0, 1.0])
        };
        let (grad_n, grad_s) = ((n - m).abs(), (s - m).abs());
        let pair_n = grad_n >= grad_s;
        if pair_n {
            across = [-across[0], -across[1]];
        }
        let gradient = grad_n.max(grad_s);
        let edge_luma = (if pair_n { n } else { s } + m) * 0.5;
        let quarter = gradient * 0.25;
        let centre_below = m < edge_luma;
        let pos = [x as f32, y as f32];
        let on_edge = [pos[0] + across[0] * 0.5, pos[1] + across[1] * 0.5];
        let end_at = |p: [f32; 2]| luma(img.bilinear(p[0], p[1])) - edge_luma;
        let mut pos_n = [on_edge[0] - along[0], on_edge[1] - along[1]];
        let mut pos_p = [on_edge[0] + along[0], on_edge[1] + along[1]];
        let (mut end_n, mut end_p) = (end_at(pos_n), end_at(pos_p));
        let (mut done_n, mut done_p) = (end_n.abs() >= quarter, end_p.abs() >= quarter);
        for st in &STEPS[1..] {
            if done_n && done_p {
                break;
            }
            if !done_n {
                pos_n = [pos_n[0] - along[0] * st, pos_n[1] - along[1] * st];
                end_n = end_at(pos_n);
                done_n = end_n.abs() >= quarter;
            }
            if !done_p {
                pos_p = [pos_p[0] + along[0] * st, pos_p[1] + along[1] * st];
                end_p = end_at(pos_p);
                done_p = end_p.abs() >= quarter;
            }
        }
        let dot = |a: [f32; 2], b: [f32; 2]| a[0] * b[0] + a[1] * b[1];
        let dst_n = dot([pos[0] - pos_n[0], pos[1] - pos_n[1]], along);
        let dst_p = dot([pos_p[0] - pos[0], pos_p[1] - pos[1]], along);
        let nearer_n = dst_n < dst_p;
        let dist = dst_n.min(dst_p);
        let end = if nearer_n { end_n } else { end_p };
        let good = (end < 0.0) != centre_below;
        let span = if good {
            0.5 - dist / (dst_n + dst_p)
        } else {
            0.0
        };
        let offset = span.max(subpix);
        img.bilinear(pos[0] + across[0] * offset, pos[1] + across[1] * offset)
    })
}

/// Runs `passes` on the GPU over `img`; the result as 0..255 bytes.
fn run_gpu(passes: &[PostPass], img: &Image) -> Vec<u8> {
    let gpu = gpu();
    let source = PostChain::create_target(&gpu, W as u32, H as u32).unwrap();
    gpu.queue().write_texture(
        source.as_image_copy(),
        &img.bytes(),
        wgpu::TexelCopyBufferLayout {
            offset: 0,
            bytes_per_row: Some(W as u32 * 4),
            rows_per_image: Some(H as u32),
        },
        source.size(),
    );
    let dest = PostChain::create_target(&gpu, W as u32, H as u32).unwrap();
    assert_eq!(dest.format(), POST_FORMAT);
    let mut chain = PostChain::new(&gpu, passes).unwrap();
    assert_eq!(chain.passes(), passes);
    assert_eq!(
        chain.run(&gpu, &source, &dest).unwrap(),
        passes.len() as u32
    );
    gpu.read_texture(&dest, 0, (0, 0, W as u32, H as u32))
        .unwrap()
}

/// Largest difference, in 1/255 steps, between the GPU bytes and the CPU
/// reference (which the GPU rounds to 8 bits).
fn max_error(gpu: &[u8], cpu: &Image) -> f32 {
    gpu.iter()
        .zip(cpu.0.iter().flatten())
        .map(|(&g, &c)| (f32::from(g) - c * 255.0).abs())
        .fold(0.0, f32::max)
}

fn staircase() -> Image {
    // A hard diagonal edge (slope 1/3), a one-texel horizontal line and a
    // flat grey block: aliasing FXAA smooths and flat areas it leaves alone.
    Image::from_fn(|x, y| {
        if y == 13 && (3..13).contains(&x) {
            [255, 255, 255, 255]
        } else if y >= 11 {
            [128, 128, 128, 255]
        } else if 3 * y < x + 4 {
            [250, 240, 230, 255]
        } else {
            [10, 20, 40, 255]
        }
    })
}

fn noise() -> Image {
    let mut state = 0x1234_5678u32;
    let mut next = move || {
        state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
        (state >> 24) as u8
    };
    Image::from_fn(|x, _| {
        // Noise over a soft vertical edge.
        let base: u8 = if x < 8 { 60 } else { 180 };
        let jitter = [next() / 8, next() / 8, next() / 8];
        [base + jitter[0], base + jitter[1], base + jitter[2], 200]
    })
}

#[test]
fn gamma_matches_the_curve_within_one_step() {
    // All 256 values once per channel (rotated), alpha kept.
    let img = Image::from_fn(|x, y| {
        let v = (y * W + x) as u8;
        [v, v.wrapping_add(85), v.wrapping_add(170), v]
    });
    for g in [2.2, 0.5, 1.0] {
        let out = run_gpu(&[PostPass::Gamma(g)], &img);
        let err = max_error(&out, &cpu_gamma(&img, g));
        assert!(err <= 1.0, "gamma {g}: off by {err}/255");
    }
    // 1.0 is the identity, exactly.
    assert_eq!(run_gpu(&[PostPass::Gamma(1.0)], &img), img.bytes());
}

#[test]
fn fxaa_matches_the_cpu_reference() {
    let img = staircase();
    let out = run_gpu(&[PostPass::Fxaa], &img);
    let cpu = cpu_fxaa(&img);
    let err = max_error(&out, &cpu);
    assert!(err <= 2.0, "fxaa off by {err}/255");
    // It changed the edge and left the flat areas alone.
    assert_ne!(out, img.bytes());
    let at = |x: usize, y: usize| &out[(y * W + x) * 4..(y * W + x) * 4 + 4];
    assert_eq!(at(0, 5), [10, 20, 40, 255]);
    assert_eq!(at(14, 0), [250, 240, 230, 255]);
    assert_eq!(at(1, 12), [128, 128, 128, 255]);
}

#[test]
fn cas_matches_the_cpu_reference() {
    let img = noise();
    for s in [0.0, 0.6, 1.0] {
        let out = run_gpu(&[PostPass::Cas(s)], &img);
        let err = max_error(&out, &cpu_cas(&img, s));
        assert!(err <= 2.0, "cas {s}: off by {err}/255");
        // Alpha is kept.
        assert!(out.chunks(4).all(|p| p[3] == 200));
    }
    // A flat image stays flat (the weights sum to 1).
    let flat = Image::from_fn(|_, _| [90, 90, 90, 255]);
    let out = run_gpu(&[PostPass::Cas(1.0)], &flat);
    assert!(max_error(&out, &flat) <= 1.0);
}

#[test]
fn the_chain_runs_in_the_order_given() {
    let img = noise();
    let passes = [PostPass::Gamma(2.2), PostPass::Fxaa, PostPass::Cas(0.6)];
    let out = run_gpu(&passes, &img);
    // Each intermediate is RGBA8, as the chain's textures are.
    let a = cpu_gamma(&img, 2.2).quantised();
    let b = cpu_fxaa(&a).quantised();
    let cpu = cpu_cas(&b, 0.6);
    let err = max_error(&out, &cpu);
    assert!(err <= 2.0, "chain off by {err}/255");
    // The other order gives another image.
    let reversed = [PostPass::Cas(0.6), PostPass::Fxaa, PostPass::Gamma(2.2)];
    assert_ne!(run_gpu(&reversed, &img), out);
}

#[test]
fn a_mismatched_destination_is_an_error() {
    let gpu = gpu();
    let source = PostChain::create_target(&gpu, 8, 8).unwrap();
    let dest = PostChain::create_target(&gpu, 4, 4).unwrap();
    let mut chain = PostChain::new(&gpu, &[PostPass::Fxaa]).unwrap();
    assert!(chain.run(&gpu, &source, &dest).is_err());
    let mut empty = PostChain::new(&gpu, &[]).unwrap();
    assert_eq!(empty.run(&gpu, &source, &dest).unwrap(), 0);
}
