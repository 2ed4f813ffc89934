//! `ninebridge bench scene`: writes a D3D9 call trace of a game-like,
//! frame-heavy scene at a chosen back-buffer size, for measuring what the
//! enhancements of issue 17 cost (`scripts/enhance-costs`).
//!
//! Design notes:
//! - Every frame renders what a racing game of the D3D9 era does: a 256x256
//!   mirror target and a 128-pixel cube map (six faces, each with depth),
//!   the main scene into the back buffer with its depth buffer (4608
//!   terrain triangles in four grids with four DXT1 textures of nine mip
//!   levels, 48 boxes, the mirror and a cube-mapped box), a bloom chain of
//!   targets that follow the back buffer (a `StretchRect` to 1/2 size, a
//!   horizontal then a vertical blur into 1/4-size targets whose pixel
//!   shader offsets its taps by constants of 1/width and 1/height of its
//!   source), an additive composite, pretransformed UI quads, `Present`.
//! - What changes per frame is small: the camera's matrices (constants).
//!   Geometry and textures are uploaded once, so the trace stays a few MB
//!   for 120 frames at any output size.
//! - Render-target sizes follow the rules resolution scaling applies:
//!   the mirror (256x256) and cube (128) targets keep their size, the bloom
//!   targets are power-of-two fractions of the back buffer (same aspect).
//! - The trace has no probes: it is for timing, not for checking.

mod geometry;
mod textures;

use std::f32::consts::PI;
use std::path::Path;

use anyhow::{Context, Result, bail};
use serde_json::{Value, json};

use geometry::{BOXES, CUBE_CENTRE, GRID, STRIDE};

/// The largest back-buffer edge accepted (D3D9 surfaces of 8192 are the
/// limit of most adapters of its time; wgpu's default limit too).
pub const MAX_EDGE: u32 = 8192;

/// The scene's settings.
#[derive(Clone, Copy, Debug)]
pub struct SceneOptions {
    /// Back-buffer width.
    pub width: u32,
    /// Back-buffer height.
    pub height: u32,
    /// Frames (each ends with `Present`).
    pub frames: u32,
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

fn shader(call: &str, id: &str, asm: &str) -> Result<Value> {
    let tokens: Vec<String> = ninebridge_d3dbc::assemble(asm)
        .with_context(|| format!("assembling the scene's shader {id}"))?
        .iter()
        .map(|t| format!("{t:#010x}"))
        .collect();
    let version = asm.lines().next().unwrap_or_default();
    Ok(json!({"call": call, "id": id, "version": version, "tokens": tokens}))
}

fn rs(state: &str, value: u32) -> Value {
    json!({"call": "SetRenderState", "state": state, "value": value})
}

fn samp(state: &str, value: u32) -> Value {
    json!({"call": "SetSamplerState", "sampler": 0, "state": state, "value": value})
}

fn texture(id: Option<&str>) -> Value {
    json!({"call": "SetTexture", "stage": 0, "texture": id})
}

fn target(surface: &str) -> Value {
    json!({"call": "SetRenderTarget", "index": 0, "surface": surface})
}

fn depth(surface: Option<&str>) -> Value {
    json!({"call": "SetDepthStencilSurface", "surface": surface})
}

fn clear(color: u32, z: bool) -> Value {
    let flags = if z {
        vec!["D3DCLEAR_TARGET", "D3DCLEAR_ZBUFFER"]
    } else {
        vec!["D3DCLEAR_TARGET"]
    };
    json!({"call": "Clear", "rects": null, "flags": flags, "color": format!("{color:#010x}"),
           "z": 1, "stencil": 0})
}

fn vs_constants(start: u32, rows: &[[f32; 4]]) -> Value {
    let values: Vec<f32> = rows.iter().flatten().copied().collect();
    json!({"call": "SetVertexShaderConstantF", "start": start, "count": rows.len(), "values": values})
}

fn ps_constants(start: u32, rows: &[[f32; 4]]) -> Value {
    let values: Vec<f32> = rows.iter().flatten().copied().collect();
    json!({"call": "SetPixelShaderConstantF", "start": start, "count": rows.len(), "values": values})
}

fn fvf(names: &str, value: u32) -> Value {
    json!({"call": "SetFVF", "fvf": names, "fvf_value": format!("{value:#x}")})
}

fn stream(buffer: &str, stride: u32) -> Value {
    json!({"call": "SetStreamSource", "stream": 0, "buffer": buffer, "offset": 0, "stride": stride})
}

fn draw(kind: &str, start: u32, count: u32) -> Value {
    json!({"call": "DrawPrimitive", "type": kind, "start_vertex": start, "count": count})
}

fn vertex_buffer(id: &str, bytes: &[u8], fvf: &str) -> [Value; 2] {
    [
        json!({"call": "CreateVertexBuffer", "id": id, "size": bytes.len(), "usage": [],
               "fvf": fvf, "pool": "D3DPOOL_MANAGED"}),
        json!({"call": "BufferData", "buffer": id, "offset": 0, "size": bytes.len(),
               "data_hex": hex(bytes)}),
    ]
}

fn render_texture(id: &str, width: u32, height: u32) -> Value {
    json!({"call": "CreateTexture", "id": id, "width": width, "height": height, "levels": 1,
           "format": "A8R8G8B8", "usage": ["D3DUSAGE_RENDERTARGET"], "pool": "D3DPOOL_DEFAULT"})
}

fn depth_surface(id: &str, edge: u32) -> Value {
    json!({"call": "CreateDepthStencilSurface", "id": id, "width": edge, "height": edge,
           "format": "D24S8", "multisample": "D3DMULTISAMPLE_NONE", "pool": "D3DPOOL_DEFAULT",
           "discard": false})
}

const XYZ_TEX1: u32 = 0x102;
const XYZRHW_TEX1: u32 = 0x104;
const XYZRHW_DIFFUSE_TEX1: u32 = 0x144;
const SKY: u32 = 0xff40_6080;
/// UI quads (triangle-list pairs) in the UI buffer.
const UI_QUADS: u32 = 8;
/// The mirror's plane (z) and the mirror quad's extent.
const MIRROR_Z: f32 = 34.0;

/// A pretransformed quad (`XYZRHW | TEX1`, a 4-vertex strip) covering
/// `w` x `h` pixels, with D3D9's half-pixel offset so that texel centres
/// land on pixel centres.
fn screen_quad(w: u32, h: u32) -> Vec<u8> {
    let (w, h) = (w as f32 - 0.5, h as f32 - 0.5);
    let mut out = Vec::new();
    for (x, y, u, v) in [
        (-0.5, -0.5, 0.0, 0.0),
        (w, -0.5, 1.0, 0.0),
        (-0.5, h, 0.0, 1.0),
        (w, h, 1.0, 1.0),
    ] {
        for f in [x, y, 0.0f32, 1.0, u, v] {
            out.extend_from_slice(&f.to_le_bytes());
        }
    }
    out
}

/// `UI_QUADS` panels along the bottom and the top-left corner
/// (`XYZRHW | DIFFUSE | TEX1`, triangle list).
fn ui_quads(width: u32, height: u32) -> Vec<u8> {
    let (w, h) = (width as f32, height as f32);
    let mut out = Vec::new();
    for i in 0..UI_QUADS {
        let (x0, y0, x1, y1) = if i < 6 {
            let cell = w / 6.0;
            let x = i as f32 * cell;
            (x + cell * 0.1, h * 0.86, x + cell * 0.9, h * 0.97)
        } else {
            let k = (i - 6) as f32;
            (
                w * 0.02,
                h * (0.03 + k * 0.08),
                w * 0.25,
                h * (0.09 + k * 0.08),
            )
        };
        let colour = 0xc0ff_ffffu32 - i * 0x0010_1000;
        let corners = [
            (x0, y0, 0.0f32, 0.0f32),
            (x1, y0, 1.0, 0.0),
            (x0, y1, 0.0, 1.0),
            (x1, y1, 1.0, 1.0),
        ];
        for k in [0, 1, 2, 2, 1, 3] {
            let (x, y, u, v) = corners[k];
            for f in [x - 0.5, y - 0.5, 0.0f32, 1.0] {
                out.extend_from_slice(&f.to_le_bytes());
            }
            out.extend_from_slice(&colour.to_le_bytes());
            for f in [u, v] {
                out.extend_from_slice(&f.to_le_bytes());
            }
        }
    }
    out
}

/// A 32x32 A8R8G8B8 UI panel texture: white, alpha falling towards the
/// border (bytes B, G, R, A).
fn ui_texture() -> Vec<u8> {
    let mut out = Vec::with_capacity(32 * 32 * 4);
    for y in 0..32i32 {
        for x in 0..32i32 {
            let edge = x.min(y).min(31 - x).min(31 - y);
            let alpha = (edge * 40).clamp(0, 200) as u8;
            out.extend_from_slice(&[0xff, 0xf0, 0xe0, alpha]);
        }
    }
    out
}

/// The steps made once: device, textures, targets, buffers, shaders.
fn setup(o: SceneOptions) -> Result<Vec<Value>> {
    let (w, h) = (o.width, o.height);
    let mut s = vec![
        json!({"call": "CreateDevice", "width": w, "height": h, "format": "A8R8G8B8",
        "depth_stencil_format": "D24S8", "behavior_flags": ["D3DCREATE_HARDWARE_VERTEXPROCESSING"],
        "windowed": true, "multisample": "D3DMULTISAMPLE_NONE"}),
    ];
    let patterns = [
        textures::Pattern::Bricks,
        textures::Pattern::Stripes,
        textures::Pattern::Checker,
        textures::Pattern::Tiles,
    ];
    for (i, pattern) in patterns.into_iter().enumerate() {
        let id = format!("t{i}");
        s.push(
            json!({"call": "CreateTexture", "id": id, "width": textures::SIZE,
            "height": textures::SIZE, "levels": textures::levels(), "format": "DXT1", "usage": [],
            "pool": "D3DPOOL_MANAGED"}),
        );
        for (level, bytes) in textures::mip_chain(pattern).iter().enumerate() {
            let edge = (textures::SIZE >> level).max(1);
            s.push(
                json!({"call": "TextureData", "texture": id, "level": level, "face": 0,
                "width": edge, "height": edge, "format": "DXT1",
                "row_pitch": edge.div_ceil(4) * 8, "data_hex": hex(bytes)}),
            );
        }
    }
    s.push(
        json!({"call": "CreateTexture", "id": "t4", "width": 32, "height": 32, "levels": 1,
        "format": "A8R8G8B8", "usage": [], "pool": "D3DPOOL_MANAGED"}),
    );
    s.push(
        json!({"call": "TextureData", "texture": "t4", "level": 0, "face": 0, "width": 32,
        "height": 32, "format": "A8R8G8B8", "row_pitch": 128, "data_hex": hex(&ui_texture())}),
    );
    // Targets: the mirror and the cube keep their size under scaling; the
    // bloom chain follows the back buffer (1/2, 1/4).
    s.push(render_texture("t5", 256, 256));
    s.push(depth_surface("s0", 256));
    s.push(
        json!({"call": "CreateCubeTexture", "id": "cube0", "edge_length": 128, "levels": 1,
        "format": "A8R8G8B8", "usage": ["D3DUSAGE_RENDERTARGET"], "pool": "D3DPOOL_DEFAULT"}),
    );
    s.push(depth_surface("s1", 128));
    s.push(render_texture("t6", (w / 2).max(1), (h / 2).max(1)));
    s.push(render_texture("t7", (w / 4).max(1), (h / 4).max(1)));
    s.push(render_texture("t8", (w / 4).max(1), (h / 4).max(1)));
    // Buffers.
    s.extend(vertex_buffer(
        "vb0",
        &geometry::vertex_bytes(&geometry::terrain_vertices()),
        "D3DFVF_XYZ|D3DFVF_TEX1",
    ));
    let indices: Vec<u8> = geometry::grid_indices()
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    s.push(
        json!({"call": "CreateIndexBuffer", "id": "ib0", "size": indices.len(), "usage": [],
        "format": "INDEX16", "pool": "D3DPOOL_MANAGED"}),
    );
    s.push(
        json!({"call": "BufferData", "buffer": "ib0", "offset": 0, "size": indices.len(),
        "data_hex": hex(&indices)}),
    );
    let mut boxes = geometry::boxes();
    // The mirror: a quad on the plane z = MIRROR_Z, facing the field.
    let m = [
        ([-14.0, 0.0, MIRROR_Z], [1.0, 1.0]),
        ([-14.0, 10.0, MIRROR_Z], [1.0, 0.0]),
        ([14.0, 10.0, MIRROR_Z], [0.0, 0.0]),
        ([14.0, 0.0, MIRROR_Z], [0.0, 1.0]),
    ];
    for k in [0, 1, 2, 0, 2, 3] {
        boxes.push(m[k]);
    }
    s.extend(vertex_buffer(
        "vb1",
        &geometry::vertex_bytes(&boxes),
        "D3DFVF_XYZ|D3DFVF_TEX1",
    ));
    let mut quads = screen_quad((w / 4).max(1), (h / 4).max(1));
    quads.extend(screen_quad(w, h));
    s.extend(vertex_buffer("vb2", &quads, "D3DFVF_XYZRHW|D3DFVF_TEX1"));
    s.extend(vertex_buffer(
        "vb3",
        &ui_quads(w, h),
        "D3DFVF_XYZRHW|D3DFVF_DIFFUSE|D3DFVF_TEX1",
    ));
    // Shaders.
    s.push(shader(
        "CreateVertexShader",
        "vs0",
        "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nm4x4 oPos, v0, c0\nmov oT0, v1\n",
    )?);
    s.push(shader(
        "CreateVertexShader",
        "vs1",
        "vs_2_0\ndcl_position v0\nm4x4 oPos, v0, c0\nadd oT0, v0, c4\n",
    )?);
    s.push(shader(
        "CreatePixelShader",
        "ps0",
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
    )?);
    s.push(shader(
        "CreatePixelShader",
        "ps1",
        "ps_2_0\ndcl t0.xyz\ndcl_cube s0\ntexld r0, t0, s0\nmov oC0, r0\n",
    )?);
    // Five taps at -2..2 source texels along c0 (1/width or 1/height of
    // the source), averaged, plus c2 (a negative threshold: bright pass).
    s.push(shader(
        "CreatePixelShader",
        "ps2",
        concat!(
            "ps_2_0\ndef c1, 2, -1, -2, 0.2\ndcl t0.xy\ndcl_2d s0\n",
            "mov r0, t0\nadd r1, t0, c0\nmad r2, c0, c1.x, t0\nmad r3, c0, c1.y, t0\n",
            "mad r4, c0, c1.z, t0\ntexld r0, r0, s0\ntexld r1, r1, s0\ntexld r2, r2, s0\n",
            "texld r3, r3, s0\ntexld r4, r4, s0\nadd r0, r0, r1\nadd r0, r0, r2\n",
            "add r0, r0, r3\nadd r0, r0, r4\nmul r0, r0, c1.w\nadd_sat r0, r0, c2\nmov oC0, r0\n"
        ),
    )?);
    s.push(shader(
        "CreatePixelShader",
        "ps3",
        "ps_2_0\ndcl v0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmul r0, r0, v0\nmov oC0, r0\n",
    )?);
    s.push(rs("D3DRS_CULLMODE", 1));
    s.push(samp("D3DSAMP_MINFILTER", 2));
    s.push(samp("D3DSAMP_MAGFILTER", 2));
    s.push(samp("D3DSAMP_MIPFILTER", 2));
    Ok(s)
}

/// The textured world (terrain in four grids, then the box field) drawn
/// with the view-projection constants already set.
fn world(s: &mut Vec<Value>) {
    let per_grid = (GRID + 1) * (GRID + 1);
    s.push(json!({"call": "SetVertexShader", "shader": "vs0"}));
    s.push(json!({"call": "SetPixelShader", "shader": "ps0"}));
    s.push(fvf("D3DFVF_XYZ|D3DFVF_TEX1", XYZ_TEX1));
    s.push(stream("vb0", STRIDE));
    s.push(json!({"call": "SetIndices", "buffer": "ib0"}));
    for q in 0..4u32 {
        s.push(texture(Some(&format!("t{q}"))));
        s.push(
            json!({"call": "DrawIndexedPrimitive", "type": "D3DPT_TRIANGLELIST",
            "base_vertex": q * per_grid, "min_index": 0, "num_vertices": per_grid,
            "start_index": 0, "count": GRID * GRID * 2}),
        );
    }
    s.push(stream("vb1", STRIDE));
    s.push(texture(Some("t0")));
    s.push(draw("D3DPT_TRIANGLELIST", 0, BOXES * 12));
}

/// One frame's steps.
fn frame(s: &mut Vec<Value>, o: SceneOptions, f: u32) {
    let (w, h) = (o.width, o.height);
    let angle = f as f32 / o.frames.max(1) as f32 * PI;
    let eye = [30.0 * angle.cos(), 8.0, 30.0 * angle.sin() - 6.0];
    let at = [0.0, 2.0, 0.0];
    let up = [0.0, 1.0, 0.0];
    s.push(json!({"call": "BeginScene"}));
    s.push(rs("D3DRS_ZENABLE", 1));
    // The mirror: the field seen from the eye reflected in its plane.
    let mirrored = |p: [f32; 3]| [p[0], p[1], 2.0 * MIRROR_Z - p[2]];
    s.push(target("t5.l0"));
    s.push(depth(Some("s0")));
    s.push(clear(SKY, true));
    s.push(vs_constants(
        0,
        &geometry::view_projection(mirrored(eye), mirrored(at), up, 60.0, 1.0),
    ));
    world(s);
    // The cube map: six faces around the reflective box.
    s.push(depth(Some("s1")));
    for (face, m) in geometry::cube_faces().iter().enumerate() {
        s.push(target(&format!("cube0.f{face}.l0")));
        s.push(clear(SKY, true));
        s.push(vs_constants(0, m));
        world(s);
    }
    // The main scene.
    s.push(target("backbuffer"));
    s.push(depth(Some("depthstencil")));
    s.push(clear(SKY, true));
    let aspect = w as f32 / h.max(1) as f32;
    let vp = geometry::view_projection(eye, at, up, 60.0, aspect);
    s.push(vs_constants(0, &vp));
    world(s);
    s.push(texture(Some("t5")));
    s.push(draw("D3DPT_TRIANGLELIST", (BOXES + 1) * 36, 2));
    s.push(json!({"call": "SetVertexShader", "shader": "vs1"}));
    s.push(json!({"call": "SetPixelShader", "shader": "ps1"}));
    let c = CUBE_CENTRE;
    s.push(vs_constants(4, &[[-c[0], -c[1], -c[2], 0.0]]));
    s.push(texture(Some("cube0")));
    s.push(draw("D3DPT_TRIANGLELIST", BOXES * 36, 12));
    // Bloom: half size by StretchRect, then a horizontal blur with a bright
    // pass and a vertical blur at a quarter.
    s.push(
        json!({"call": "StretchRect", "src": "backbuffer", "src_rect": null, "dst": "t6.l0",
        "dst_rect": null, "filter": "D3DTEXF_LINEAR"}),
    );
    s.push(depth(None));
    s.push(rs("D3DRS_ZENABLE", 0));
    s.push(json!({"call": "SetVertexShader", "shader": null}));
    s.push(json!({"call": "SetPixelShader", "shader": "ps2"}));
    s.push(fvf("D3DFVF_XYZRHW|D3DFVF_TEX1", XYZRHW_TEX1));
    s.push(stream("vb2", 24));
    s.push(samp("D3DSAMP_ADDRESSU", 3));
    s.push(samp("D3DSAMP_ADDRESSV", 3));
    let (hw, qh) = ((w / 2).max(1) as f32, (h / 4).max(1) as f32);
    s.push(target("t7.l0"));
    s.push(texture(Some("t6")));
    s.push(ps_constants(0, &[[1.0 / hw, 0.0, 0.0, 0.0]]));
    s.push(ps_constants(2, &[[-0.6, -0.6, -0.6, 0.0]]));
    s.push(draw("D3DPT_TRIANGLESTRIP", 0, 2));
    s.push(target("t8.l0"));
    s.push(texture(Some("t7")));
    s.push(ps_constants(0, &[[0.0, 1.0 / qh, 0.0, 0.0]]));
    s.push(ps_constants(2, &[[0.0, 0.0, 0.0, 0.0]]));
    s.push(draw("D3DPT_TRIANGLESTRIP", 0, 2));
    // Composite: the bloom added over the back buffer.
    s.push(target("backbuffer"));
    s.push(json!({"call": "SetPixelShader", "shader": "ps0"}));
    s.push(rs("D3DRS_ALPHABLENDENABLE", 1));
    s.push(rs("D3DRS_SRCBLEND", 2));
    s.push(rs("D3DRS_DESTBLEND", 2));
    s.push(texture(Some("t8")));
    s.push(draw("D3DPT_TRIANGLESTRIP", 4, 2));
    // UI.
    s.push(json!({"call": "SetPixelShader", "shader": "ps3"}));
    s.push(fvf(
        "D3DFVF_XYZRHW|D3DFVF_DIFFUSE|D3DFVF_TEX1",
        XYZRHW_DIFFUSE_TEX1,
    ));
    s.push(stream("vb3", 28));
    s.push(rs("D3DRS_SRCBLEND", 5));
    s.push(rs("D3DRS_DESTBLEND", 6));
    s.push(texture(Some("t4")));
    s.push(draw("D3DPT_TRIANGLELIST", 0, UI_QUADS * 2));
    s.push(rs("D3DRS_ALPHABLENDENABLE", 0));
    s.push(samp("D3DSAMP_ADDRESSU", 1));
    s.push(samp("D3DSAMP_ADDRESSV", 1));
    s.push(json!({"call": "EndScene"}));
    s.push(json!({"call": "Present"}));
}

/// The scene's whole trace.
pub fn scene(o: SceneOptions) -> Result<Value> {
    if o.width < 4 || o.height < 4 || o.width > MAX_EDGE || o.height > MAX_EDGE {
        bail!(
            "the back buffer must be 4 to {MAX_EDGE} pixels on each edge, got {}x{}",
            o.width,
            o.height
        );
    }
    if o.frames == 0 || o.frames > 100_000 {
        bail!("--frames must be 1 to 100000, got {}", o.frames);
    }
    let mut steps = setup(o)?;
    for f in 0..o.frames {
        frame(&mut steps, o, f);
    }
    Ok(json!({
        "format": "ninebridge-trace",
        "version": 1,
        "function": format!("bench_scene_{}x{}", o.width, o.height),
        "source": "ninebridge bench scene (generated)",
        "render_target": {"width": o.width, "height": o.height, "format": "A8R8G8B8"},
        "depth_stencil": "D24S8",
        "steps": steps,
    }))
}

/// Writes the scene's trace to `path` (compact JSON).
pub fn write(o: SceneOptions, path: &Path) -> Result<()> {
    let trace = scene(o)?;
    let file =
        std::fs::File::create(path).with_context(|| format!("creating {}", path.display()))?;
    let mut out = std::io::BufWriter::new(file);
    serde_json::to_writer(&mut out, &trace)
        .with_context(|| format!("writing {}", path.display()))?;
    std::io::Write::flush(&mut out).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scene_reads_as_a_trace_with_one_present_per_frame() {
        let o = SceneOptions {
            width: 64,
            height: 48,
            frames: 3,
        };
        let v = scene(o).unwrap();
        let text = serde_json::to_string(&v).unwrap();
        let trace = ninebridge_trace::Trace::from_slice(text.as_bytes()).expect("a valid trace");
        let presents = trace
            .steps
            .iter()
            .filter(|s| matches!(s.call, ninebridge_trace::Call::Present(_)))
            .count();
        assert_eq!(presents, 3);
        assert!(
            scene(SceneOptions {
                width: 2,
                height: 48,
                frames: 1
            })
            .is_err()
        );
        assert!(
            scene(SceneOptions {
                width: 64,
                height: 48,
                frames: 0
            })
            .is_err()
        );
    }
}
