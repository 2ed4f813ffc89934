//! The demo scene `scripts/demo` replays: a trace this project writes
//! itself (`assets/demo/scene.json`), checked in. A brick floor in
//! perspective (a DXT1 texture encoded here), a "screen" on the back wall
//! showing a render-to-texture pass (two triangles with depth), two
//! translucent panels crossing in depth, and glowing sprites (a DXT5
//! texture with alpha, pre-transformed vertices, additive blending).
//! Shaders come from the project's assembler.
//!
//! The test regenerates the trace and compares it with the checked-in file
//! (`NINEBRIDGE_BLESS=1` rewrites it), then replays it and checks pixels
//! whose values follow from the scene's construction.

use ninebridge_d3d9::Gpu;
use ninebridge_replay::{Frame, Replayer};
use ninebridge_trace::Trace;
use serde_json::{Value, json};

const WIDTH: u32 = 320;
const HEIGHT: u32 = 240;
const SKY: u32 = 0xff20_3050;
const SCREEN_CLEAR: u32 = 0xff10_4020;
/// The brick floor, the screen, the panels (x, y, z).
const SCREEN: [[f32; 3]; 2] = [[-2.0, 0.6, 6.0], [2.0, 3.4, 6.0]];
const EYE: [f32; 3] = [0.0, 1.8, -4.0];
const AT: [f32; 3] = [0.0, 1.2, 4.0];
/// Sprite centres and radii in pixels.
const SPRITES: [(f32, f32, f32); 3] =
    [(52.0, 44.0, 26.0), (268.0, 40.0, 22.0), (160.0, 22.0, 14.0)];

fn path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/demo/scene.json")
}

// ---- textures ----

fn rgb565(c: u32) -> u16 {
    let (r, g, b) = ((c >> 16) & 0xff, (c >> 8) & 0xff, c & 0xff);
    (((r >> 3) << 11) | ((g >> 2) << 5) | (b >> 3)) as u16
}

/// A DXT1 block of the two colours `c0`, `c1` (0xRRGGBB) and per-texel
/// palette indices (0 = c0, 1 = c1, 2 = 2/3 c0 + 1/3 c1, 3 = 1/3 c0 +
/// 2/3 c1), in the four-colour mode (the larger endpoint first).
fn dxt1_block(c0: u32, c1: u32, indices: [u8; 16]) -> [u8; 8] {
    let (mut e0, mut e1) = (rgb565(c0), rgb565(c1));
    let mut idx = indices;
    if e0 < e1 {
        std::mem::swap(&mut e0, &mut e1);
        for i in &mut idx {
            *i = [1, 0, 3, 2][*i as usize];
        }
    }
    if e0 == e1 {
        // Three-colour mode would make index 3 black: all c0 instead.
        idx = [0; 16];
    }
    let bits = idx
        .iter()
        .enumerate()
        .fold(0u32, |acc, (i, &v)| acc | (u32::from(v) << (2 * i)));
    let mut out = [0u8; 8];
    out[..2].copy_from_slice(&e0.to_le_bytes());
    out[2..4].copy_from_slice(&e1.to_le_bytes());
    out[4..].copy_from_slice(&bits.to_le_bytes());
    out
}

/// 64x64 bricks (16 x 8 texels, rows offset by half a brick), DXT1.
fn bricks() -> Vec<u8> {
    let mut out = Vec::new();
    for by in 0..16u32 {
        for bx in 0..16u32 {
            let (x0, y0) = (bx * 4, by * 4);
            let row = y0 / 8;
            let shift = if row % 2 == 1 { 8 } else { 0 };
            let brick = ((x0 + shift) / 16) + row * 5;
            let shade = (brick * 37 + row * 11) % 48;
            let c0 = ((0x90 + shade) << 16) | ((0x38 + shade / 2) << 8) | 0x28;
            let mortar = 0x00c0_b8a8;
            let mut idx = [0u8; 16];
            for ty in 0..4 {
                for tx in 0..4 {
                    let (x, y) = (x0 + tx, y0 + ty);
                    let edge_y = y % 8;
                    let edge_x = (x + shift) % 16;
                    idx[(ty * 4 + tx) as usize] = if edge_y == 0 || edge_x == 0 {
                        1
                    } else if edge_y == 1 || edge_x == 1 {
                        2
                    } else {
                        0
                    };
                }
            }
            out.extend_from_slice(&dxt1_block(c0, mortar, idx));
        }
    }
    out
}

/// 32x32 round glow, DXT5: warm white, alpha falling off from the centre.
fn glow() -> Vec<u8> {
    let mut out = Vec::new();
    for by in 0..8u32 {
        for bx in 0..8u32 {
            let mut alpha = [0u8; 16];
            for t in 0..16u32 {
                let (x, y) = ((bx * 4 + t % 4) as f32 + 0.5, (by * 4 + t / 4) as f32 + 0.5);
                let r = ((x - 16.0).powi(2) + (y - 16.0).powi(2)).sqrt() / 16.0;
                alpha[t as usize] = ((1.0 - r).clamp(0.0, 1.0).powi(2) * 255.0).round() as u8;
            }
            let (a0, a1) = (
                *alpha.iter().max().unwrap_or(&0),
                *alpha.iter().min().unwrap_or(&0),
            );
            // Eight-value mode (a0 > a1): codes 0, 1 are a0, a1; 2..7 step
            // from a0 to a1.
            let palette: Vec<f32> = (0..8u32)
                .map(|c| match c {
                    0 => f32::from(a0),
                    1 => f32::from(a1),
                    c => (f32::from(a0) * (8 - c) as f32 + f32::from(a1) * (c - 1) as f32) / 7.0,
                })
                .collect();
            let mut bits = 0u64;
            for (i, &a) in alpha.iter().enumerate() {
                let code = if a0 == a1 {
                    0
                } else {
                    (0..8)
                        .min_by(|&p, &q| {
                            (palette[p] - f32::from(a))
                                .abs()
                                .total_cmp(&(palette[q] - f32::from(a)).abs())
                        })
                        .unwrap_or(0) as u64
                };
                bits |= code << (3 * i);
            }
            out.push(a0);
            out.push(a1);
            out.extend_from_slice(&bits.to_le_bytes()[..6]);
            out.extend_from_slice(&dxt1_block(0x00ff_e8b0, 0x00ff_e8b0, [0; 16]));
        }
    }
    out
}

// ---- geometry ----

fn sub(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

fn normalize(a: [f32; 3]) -> [f32; 3] {
    let l = dot(a, a).sqrt();
    [a[0] / l, a[1] / l, a[2] / l]
}

/// The rows of the view-projection matrix (D3D9's left-handed look-at and
/// perspective, 60 degrees vertically, depth 0..1): `c0..c3` for `m4x4`.
fn view_projection() -> [[f32; 4]; 4] {
    let z = normalize(sub(AT, EYE));
    let x = normalize(cross([0.0, 1.0, 0.0], z));
    let y = cross(z, x);
    let (near, far) = (0.5f32, 40.0f32);
    let ys = 1.0 / (30f32.to_radians()).tan();
    let xs = ys * HEIGHT as f32 / WIDTH as f32;
    let a = far / (far - near);
    let b = -near * a;
    let row = |v: [f32; 3], s: f32| [v[0] * s, v[1] * s, v[2] * s, -dot(v, EYE) * s];
    let mut r2 = row(z, a);
    r2[3] += b;
    [row(x, xs), row(y, ys), r2, row(z, 1.0)]
}

/// Where `p` lands on the back buffer, in pixels.
fn project(p: [f32; 3]) -> (f32, f32) {
    let m = view_projection();
    let c: Vec<f32> = m
        .iter()
        .map(|r| r[0] * p[0] + r[1] * p[1] + r[2] * p[2] + r[3])
        .collect();
    let (nx, ny) = (c[0] / c[3], c[1] / c[3]);
    (
        (nx + 1.0) * 0.5 * WIDTH as f32,
        (1.0 - ny) * 0.5 * HEIGHT as f32,
    )
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Vertices of `f32` fields with an optional D3DCOLOR after the first
/// `color_at` floats.
fn vertices(rows: &[(Vec<f32>, Option<u32>, Vec<f32>)]) -> (String, u32) {
    let mut bytes = Vec::new();
    let mut stride = 0;
    for (head, color, tail) in rows {
        let start = bytes.len();
        for f in head {
            bytes.extend_from_slice(&f.to_le_bytes());
        }
        if let Some(c) = color {
            bytes.extend_from_slice(&c.to_le_bytes());
        }
        for f in tail {
            bytes.extend_from_slice(&f.to_le_bytes());
        }
        stride = (bytes.len() - start) as u32;
    }
    (hex(&bytes), stride)
}

fn strip(rows: &[(Vec<f32>, Option<u32>, Vec<f32>)]) -> Value {
    let (data, stride) = vertices(rows);
    json!({"call": "DrawPrimitiveUP", "type": "D3DPT_TRIANGLESTRIP", "count": rows.len() - 2,
           "stride": stride, "vertex_count": rows.len(), "data_hex": data})
}

fn list(rows: &[(Vec<f32>, Option<u32>, Vec<f32>)]) -> Value {
    let (data, stride) = vertices(rows);
    json!({"call": "DrawPrimitiveUP", "type": "D3DPT_TRIANGLELIST", "count": rows.len() / 3,
           "stride": stride, "vertex_count": rows.len(), "data_hex": data})
}

fn shader(call: &str, id: &str, asm: &str) -> Value {
    let tokens: Vec<String> = ninebridge_d3dbc::assemble(asm)
        .expect("demo shader assembles")
        .iter()
        .map(|t| format!("{t:#010x}"))
        .collect();
    let version = asm.lines().next().unwrap_or_default();
    json!({"call": call, "id": id, "version": version, "tokens": tokens})
}

fn rs(state: &str, value: u32) -> Value {
    json!({"call": "SetRenderState", "state": state, "value": value})
}

fn fvf(names: &str, value: u32) -> Value {
    json!({"call": "SetFVF", "fvf": names, "fvf_value": format!("{value:#x}")})
}

fn color(c: u32) -> String {
    format!("{c:#010x}")
}

fn matrix_constants(m: [[f32; 4]; 4]) -> Value {
    let values: Vec<f32> = m.iter().flatten().copied().collect();
    json!({"call": "SetVertexShaderConstantF", "start": 0, "count": 4, "values": values})
}

/// The scene's trace.
fn scene() -> Value {
    const XYZ_TEX1: u32 = 0x102;
    const XYZ_DIFFUSE: u32 = 0x42;
    const XYZRHW_DIFFUSE_TEX1: u32 = 0x144;
    let identity = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    let v = |p: [f32; 3]| p.to_vec();
    let mut s = vec![
        json!({"call": "CreateDevice", "width": WIDTH, "height": HEIGHT, "format": "A8R8G8B8",
               "depth_stencil_format": "D24S8", "behavior_flags": ["D3DCREATE_HARDWARE_VERTEXPROCESSING"],
               "windowed": true, "multisample": "D3DMULTISAMPLE_NONE"}),
        json!({"call": "CreateTexture", "id": "t0", "width": 64, "height": 64, "levels": 1,
               "format": "DXT1", "usage": [], "pool": "D3DPOOL_MANAGED"}),
        json!({"call": "TextureData", "texture": "t0", "level": 0, "face": 0, "width": 64, "height": 64,
               "format": "DXT1", "row_pitch": 128, "data_hex": hex(&bricks())}),
        json!({"call": "CreateTexture", "id": "t1", "width": 32, "height": 32, "levels": 1,
               "format": "DXT5", "usage": [], "pool": "D3DPOOL_MANAGED"}),
        json!({"call": "TextureData", "texture": "t1", "level": 0, "face": 0, "width": 32, "height": 32,
               "format": "DXT5", "row_pitch": 128, "data_hex": hex(&glow())}),
        json!({"call": "CreateTexture", "id": "t2", "width": 128, "height": 128, "levels": 1,
               "format": "A8R8G8B8", "usage": ["D3DUSAGE_RENDERTARGET"], "pool": "D3DPOOL_DEFAULT"}),
        json!({"call": "CreateDepthStencilSurface", "id": "s0", "width": 128, "height": 128,
               "format": "D24S8", "multisample": "D3DMULTISAMPLE_NONE", "pool": "D3DPOOL_DEFAULT",
               "discard": false}),
        shader(
            "CreateVertexShader",
            "vs0",
            "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nm4x4 oPos, v0, c0\nmov oT0, v1\n",
        ),
        shader(
            "CreateVertexShader",
            "vs1",
            "vs_2_0\ndcl_position v0\ndcl_color v1\nm4x4 oPos, v0, c0\nmov oD0, v1\n",
        ),
        shader(
            "CreatePixelShader",
            "ps0",
            "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        ),
        shader("CreatePixelShader", "ps1", "ps_2_0\ndcl v0\nmov oC0, v0\n"),
        shader(
            "CreatePixelShader",
            "ps2",
            "ps_2_0\ndcl v0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmul r0, r0, v0\nmov oC0, r0\n",
        ),
        rs("D3DRS_CULLMODE", 1),
        json!({"call": "BeginScene"}),
        // Pass 1: two triangles crossing in depth, into the texture t2.
        json!({"call": "SetRenderTarget", "index": 0, "surface": "t2.l0"}),
        json!({"call": "SetDepthStencilSurface", "surface": "s0"}),
        json!({"call": "Clear", "rects": null, "flags": ["D3DCLEAR_TARGET", "D3DCLEAR_ZBUFFER"],
               "color": color(SCREEN_CLEAR), "z": 1, "stencil": 0}),
        json!({"call": "SetVertexShader", "shader": "vs1"}),
        json!({"call": "SetPixelShader", "shader": "ps1"}),
        matrix_constants(identity),
        fvf("D3DFVF_XYZ|D3DFVF_DIFFUSE", XYZ_DIFFUSE),
        list(&[
            (v([-0.8, -0.7, 0.2]), Some(0xffff_3030), vec![]),
            (v([0.0, 0.8, 0.2]), Some(0xff30_ff30), vec![]),
            (v([0.8, -0.7, 0.8]), Some(0xff30_60ff), vec![]),
            (v([-0.8, 0.3, 0.7]), Some(0xffff_ff40), vec![]),
            (v([0.8, 0.3, 0.7]), Some(0xffff_ff40), vec![]),
            (v([0.0, -0.9, 0.4]), Some(0xffff_a020), vec![]),
        ]),
        // Pass 2: the room, on the back buffer.
        json!({"call": "SetRenderTarget", "index": 0, "surface": "backbuffer"}),
        json!({"call": "SetDepthStencilSurface", "surface": "depthstencil"}),
        json!({"call": "Clear", "rects": null, "flags": ["D3DCLEAR_TARGET", "D3DCLEAR_ZBUFFER"],
               "color": color(SKY), "z": 1, "stencil": 0}),
        matrix_constants(view_projection()),
        json!({"call": "SetVertexShader", "shader": "vs0"}),
        json!({"call": "SetPixelShader", "shader": "ps0"}),
        json!({"call": "SetSamplerState", "sampler": 0, "state": "D3DSAMP_MINFILTER", "value": 2}),
        json!({"call": "SetSamplerState", "sampler": 0, "state": "D3DSAMP_MAGFILTER", "value": 2}),
        json!({"call": "SetTexture", "stage": 0, "texture": "t0"}),
        fvf("D3DFVF_XYZ|D3DFVF_TEX1", XYZ_TEX1),
        strip(&[
            (v([-5.0, 0.0, -3.0]), None, vec![0.0, 6.0]),
            (v([5.0, 0.0, -3.0]), None, vec![4.0, 6.0]),
            (v([-5.0, 0.0, 9.0]), None, vec![0.0, 0.0]),
            (v([5.0, 0.0, 9.0]), None, vec![4.0, 0.0]),
        ]),
        json!({"call": "SetTexture", "stage": 0, "texture": "t2"}),
        strip(&[
            (
                v([SCREEN[0][0], SCREEN[0][1], SCREEN[0][2]]),
                None,
                vec![0.0, 1.0],
            ),
            (
                v([SCREEN[1][0], SCREEN[0][1], SCREEN[0][2]]),
                None,
                vec![1.0, 1.0],
            ),
            (
                v([SCREEN[0][0], SCREEN[1][1], SCREEN[0][2]]),
                None,
                vec![0.0, 0.0],
            ),
            (
                v([SCREEN[1][0], SCREEN[1][1], SCREEN[0][2]]),
                None,
                vec![1.0, 0.0],
            ),
        ]),
        // Two translucent panels crossing in depth.
        json!({"call": "SetVertexShader", "shader": "vs1"}),
        json!({"call": "SetPixelShader", "shader": "ps1"}),
        fvf("D3DFVF_XYZ|D3DFVF_DIFFUSE", XYZ_DIFFUSE),
        rs("D3DRS_ALPHABLENDENABLE", 1),
        rs("D3DRS_SRCBLEND", 5),
        rs("D3DRS_DESTBLEND", 6),
        strip(&[
            (v([-3.6, 0.0, 1.0]), Some(0xc0e0_4040), vec![]),
            (v([-1.0, 0.0, 3.5]), Some(0xc0e0_4040), vec![]),
            (v([-3.6, 1.6, 1.0]), Some(0xc0ff_8080), vec![]),
            (v([-1.0, 1.6, 3.5]), Some(0xc0ff_8080), vec![]),
        ]),
        strip(&[
            (v([-3.6, 0.0, 3.5]), Some(0xc040_c0e0), vec![]),
            (v([-1.0, 0.0, 1.0]), Some(0xc040_c0e0), vec![]),
            (v([-3.6, 1.2, 3.5]), Some(0xc080_e0ff), vec![]),
            (v([-1.0, 1.2, 1.0]), Some(0xc080_e0ff), vec![]),
        ]),
        // Glowing sprites: pre-transformed vertices, no vertex shader,
        // added to what is there.
        json!({"call": "SetVertexShader", "shader": null}),
        json!({"call": "SetPixelShader", "shader": "ps2"}),
        json!({"call": "SetTexture", "stage": 0, "texture": "t1"}),
        fvf(
            "D3DFVF_XYZRHW|D3DFVF_DIFFUSE|D3DFVF_TEX1",
            XYZRHW_DIFFUSE_TEX1,
        ),
        rs("D3DRS_ZENABLE", 0),
        rs("D3DRS_DESTBLEND", 2),
    ];
    for (x, y, r) in SPRITES {
        s.push(strip(&[
            (
                vec![x - r, y - r, 0.0, 1.0],
                Some(0xffff_ffff),
                vec![0.0, 0.0],
            ),
            (
                vec![x + r, y - r, 0.0, 1.0],
                Some(0xffff_ffff),
                vec![1.0, 0.0],
            ),
            (
                vec![x - r, y + r, 0.0, 1.0],
                Some(0xffff_ffff),
                vec![0.0, 1.0],
            ),
            (
                vec![x + r, y + r, 0.0, 1.0],
                Some(0xffff_ffff),
                vec![1.0, 1.0],
            ),
        ]));
    }
    s.push(json!({"call": "EndScene"}));
    s.push(json!({"call": "Present"}));
    json!({
        "format": "ninebridge-trace",
        "version": 1,
        "function": "demo_scene",
        "source": "crates/replay/tests/integration/demo_scene.rs (generated; NINEBRIDGE_BLESS=1 rewrites it)",
        "render_target": {"width": WIDTH, "height": HEIGHT, "format": "A8R8G8B8"},
        "depth_stencil": "D24S8",
        "steps": s,
    })
}

fn text() -> String {
    let mut t = serde_json::to_string_pretty(&scene()).expect("scene serialises");
    t.push('\n');
    t
}

#[test]
fn checked_in_scene_is_what_the_generator_writes() {
    let want = text();
    if ninebridge_testutil::bless() {
        std::fs::create_dir_all(path().parent().unwrap()).unwrap();
        std::fs::write(path(), &want).unwrap();
    }
    let have = std::fs::read_to_string(path())
        .expect("assets/demo/scene.json (NINEBRIDGE_BLESS=1 writes it)");
    assert!(
        have == want,
        "assets/demo/scene.json is stale: rerun with NINEBRIDGE_BLESS=1"
    );
}

fn pixel(f: &Frame, x: f32, y: f32) -> [u8; 4] {
    let i = ((y as u32 * f.width + x as u32) * 4) as usize;
    [f.rgba[i], f.rgba[i + 1], f.rgba[i + 2], f.rgba[i + 3]]
}

fn rgb(c: u32) -> [u8; 3] {
    [(c >> 16) as u8, (c >> 8) as u8, c as u8]
}

#[test]
fn scene_replays_every_step_and_draws_what_it_describes() {
    let trace = Trace::from_slice(text().as_bytes()).expect("the scene is a valid trace");
    let gpu = Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)");
    let mut frames = Vec::new();
    let report = Replayer::new(gpu).run("demo_scene", &trace, &mut |f| frames.push(f));
    assert!(report.failed_steps.is_empty(), "{:?}", report.failed_steps);
    let f = frames
        .iter()
        .find(|f| f.label == "present")
        .expect("a presented frame");
    assert_eq!((f.width, f.height), (WIDTH, HEIGHT));
    // Nothing covers the top-right corner: the clear colour.
    assert_eq!(pixel(f, WIDTH as f32 - 3.0, 3.0)[..3], rgb(SKY));
    // The screen's top-left corner shows the texture pass's clear colour.
    let (sx, sy) = project([SCREEN[0][0] + 0.15, SCREEN[1][1] - 0.15, SCREEN[0][2]]);
    let got = pixel(f, sx, sy);
    for (g, w) in got[..3].iter().zip(rgb(SCREEN_CLEAR)) {
        assert!(g.abs_diff(w) <= 2, "screen corner {got:?} at ({sx}, {sy})");
    }
    // Its centre shows the triangles (not the clear colour).
    let (cx, cy) = project([0.0, (SCREEN[0][1] + SCREEN[1][1]) / 2.0, SCREEN[0][2]]);
    assert_ne!(pixel(f, cx, cy)[..3], rgb(SCREEN_CLEAR));
    // A sprite's centre is the sky plus nearly the whole warm glow.
    let (x, y, _) = SPRITES[0];
    let p = pixel(f, x, y);
    assert!(p[0] > 0xf0 && p[1] > 0xe0, "sprite centre {p:?}");
    // The floor under the camera is brick or mortar, not sky.
    assert_ne!(
        pixel(f, WIDTH as f32 / 2.0, HEIGHT as f32 - 2.0)[..3],
        rgb(SKY)
    );
}
