//! The mapping layer: one match arm per trace call, each turning the step
//! into `ninebridge_d3d9::Device` calls. A call the device has no API for
//! yet is [`Failure::Unsupported`] naming the API; adding that API to the
//! device means replacing its arm here, nothing else.

use ninebridge_d3d9::{
    CubeFace, D3dError, Device, Format, LockFlags, Rect, SurfaceId, TextureKind, VertexElement,
    Viewport,
};
use ninebridge_trace::{Call, Data, Enum, Id, SurfaceRef};
use ninebridge_types::{HResult, MultiSampleType, PresentParameters, Usage};

use crate::objects::{Objects, TextureEntry};
use crate::taint::Taint;

/// Why a step did not do what the trace says.
#[derive(Debug)]
pub enum Failure {
    /// The device refused the call.
    Device {
        /// The API that failed (`CreateTexture(P8)`, `DrawPrimitiveUP`).
        api: String,
        /// The device's error.
        error: D3dError,
    },
    /// The device has no API for this yet.
    Unsupported {
        /// The missing API.
        api: String,
        /// What exactly the step needs.
        detail: String,
    },
    /// An object the step names was not created (that failure, inherited).
    Missing(Taint),
    /// The trace does not hold what the step needs (data the recording
    /// left out).
    Incomplete {
        /// The step's API.
        api: String,
        /// What is missing.
        detail: String,
    },
    /// The step is invalid before reaching the device (an id that names
    /// nothing, NULL where D3D9 needs an object): `D3DERR_INVALIDCALL`.
    Invalid(String),
}

impl Failure {
    /// The HRESULT the call gave, when known (a missing API gives none).
    pub fn hresult(&self) -> Option<HResult> {
        match self {
            Failure::Device { error, .. } => Some(error.hresult()),
            Failure::Invalid(_) => Some(HResult::D3DERR_INVALIDCALL),
            Failure::Unsupported { .. } | Failure::Missing(_) | Failure::Incomplete { .. } => None,
        }
    }

    /// The API to blame.
    pub fn api(&self) -> String {
        match self {
            Failure::Device { api, .. }
            | Failure::Unsupported { api, .. }
            | Failure::Incomplete { api, .. } => api.clone(),
            Failure::Missing(t) => t.api.clone(),
            Failure::Invalid(_) => "invalid call".into(),
        }
    }

    /// The reason as text.
    pub fn reason(&self) -> String {
        match self {
            Failure::Device { error, .. } => error.to_string(),
            Failure::Unsupported { api, detail } => {
                format!("the device has no {api} yet ({detail})")
            }
            Failure::Missing(t) => format!("uses an object that was not created: {t}"),
            Failure::Incomplete { api, detail } => {
                format!("the trace does not hold what {api} needs: {detail}")
            }
            Failure::Invalid(m) => format!("D3DERR_INVALIDCALL: {m}"),
        }
    }
}

fn dev(api: impl Into<String>) -> impl FnOnce(D3dError) -> Failure {
    let api = api.into();
    move |error| Failure::Device { api, error }
}

fn unsupported(api: &str, detail: impl Into<String>) -> Failure {
    Failure::Unsupported {
        api: api.to_string(),
        detail: detail.into(),
    }
}

fn need<T: Clone>(v: &Option<T>, what: &str) -> Result<T, Failure> {
    v.clone()
        .ok_or_else(|| Failure::Invalid(format!("{what} is NULL")))
}

use ninebridge_trace::api::rect;

fn vec4s<T: Copy + Default>(values: &[T]) -> Vec<[T; 4]> {
    values
        .chunks(4)
        .map(|c| {
            let mut r = [T::default(); 4];
            r[..c.len()].copy_from_slice(c);
            r
        })
        .collect()
}

/// The named value of a trace's enum field, or D3D9's answer to a number it
/// has no name for: `D3DERR_INVALIDCALL` before the device is reached, as
/// the C ABI answers (`Failure::Invalid`).
fn named<T: ninebridge_trace::names::HeaderName>(v: Enum<T>) -> Result<T, Failure> {
    v.named().map_err(Failure::Invalid)
}

/// Whether `DrawIndexedPrimitiveUP`'s index format is `INDEX32`; anything
/// but `INDEX16` and `INDEX32` is D3D9's `D3DERR_INVALIDCALL`.
fn index32(format: Enum<Format>) -> Result<bool, Failure> {
    match named(format)? {
        Format::Index16 => Ok(false),
        Format::Index32 => Ok(true),
        f => Err(Failure::Invalid(format!(
            "index format {f:?} is not INDEX16 or INDEX32"
        ))),
    }
}

fn no_multisample(api: &str, m: MultiSampleType) -> Result<(), Failure> {
    if m == MultiSampleType::None {
        Ok(())
    } else {
        Err(unsupported(api, format!("multisampling {m:?}")))
    }
}

/// The device surface of a reference (texture levels via `GetSurfaceLevel`,
/// cube faces via `GetCubeMapSurface`).
pub fn surface(
    device: &mut Device,
    objects: &mut Objects,
    r: &SurfaceRef,
) -> Result<SurfaceId, Failure> {
    objects.surface(r, |entry: TextureEntry, face, level| match entry.kind {
        TextureKind::TwoD => device
            .get_surface_level(entry.id, level)
            .map_err(dev("GetSurfaceLevel")),
        TextureKind::Cube => match CubeFace::from_d3d(face) {
            Some(face) => device
                .get_cube_map_surface(entry.id, face, level)
                .map_err(dev("GetCubeMapSurface")),
            None => Err(Failure::Invalid(format!("cube face {face}"))),
        },
        TextureKind::Volume => Err(Failure::Invalid("a volume level is not a surface".into())),
    })
}

fn copy_data(dst: &mut [u8], data: &Data, what: &str) -> Result<(), Failure> {
    let bytes = data.bytes();
    if dst.len() != bytes.len() {
        return Err(Failure::Invalid(format!(
            "{what}: {} bytes given, the device's copy holds {}",
            bytes.len(),
            dst.len()
        )));
    }
    dst.copy_from_slice(&bytes);
    Ok(())
}

fn create_texture(
    device: &mut Device,
    objects: &mut Objects,
    id: &Id,
    kind: TextureKind,
    format: Format,
    render_target: bool,
    make: impl FnOnce(&mut Device) -> Result<ninebridge_d3d9::TextureId, D3dError>,
) -> Result<(), Failure> {
    let what = match kind {
        TextureKind::TwoD => "Texture",
        TextureKind::Cube => "CubeTexture",
        TextureKind::Volume => "VolumeTexture",
    };
    let rt = if render_target { ", RENDERTARGET" } else { "" };
    let t = make(device).map_err(dev(format!("Create{what}({format:?}{rt})")))?;
    objects
        .textures
        .insert(id.clone(), TextureEntry { id: t, kind });
    Ok(())
}

/// Copies `height` rows of `src` (`src_pitch` bytes apart) into locked
/// bits whose rows are `pitch` bytes apart. The trace holds `row_pitch` x
/// `height` bytes: for planar YUV surfaces only the Y plane, so their
/// chroma planes cannot be replayed (an error naming it).
fn copy_rows(
    dst: &mut [u8],
    pitch: u32,
    src: &[u8],
    src_pitch: u32,
    height: u32,
) -> Result<(), String> {
    let (pitch, src_pitch) = (pitch as usize, src_pitch as usize);
    let row = pitch.min(src_pitch);
    for y in 0..height as usize {
        let from = src
            .get(y * src_pitch..y * src_pitch + row)
            .ok_or_else(|| format!("row {y} missing from the surface data"))?;
        dst.get_mut(y * pitch..y * pitch + row)
            .ok_or_else(|| format!("row {y} outside the surface"))?
            .copy_from_slice(from);
    }
    let plane = pitch * height as usize;
    if dst.len() > plane {
        return Err(format!(
            "the trace holds {height} rows of {src_pitch} bytes; the planes after them ({} bytes, chroma of a planar YUV surface) were not recorded",
            dst.len() - plane
        ));
    }
    Ok(())
}

/// Runs one call on the device.
pub fn apply(device: &mut Device, objects: &mut Objects, call: &Call) -> Result<(), Failure> {
    match call {
        Call::CreateDevice(c) => {
            // Multisampled back buffers are made (traces record no quality:
            // 0, the one level of a sample count).
            let format = named(c.format)?;
            let depth = c.depth_stencil_format.map(named).transpose()?;
            let mut params = PresentParameters::windowed(c.width, c.height, format, depth);
            params.windowed = c.windowed;
            params.multisample = named(c.multisample)?;
            device
                .make_implicit_surfaces(&params, c.behavior_flags)
                .map_err(dev(format!(
                    "CreateDevice ({format:?} back buffer, {depth:?} depth-stencil)"
                )))?;
            objects.backbuffer = device.back_buffer();
            objects.depth_stencil = device.auto_depth_stencil();
            Ok(())
        }
        Call::CreateTexture(c) => {
            let rt = c.usage.contains(Usage::RENDERTARGET);
            let (format, pool) = (named(c.format)?, named(c.pool)?);
            create_texture(device, objects, &c.id, TextureKind::TwoD, format, rt, |d| {
                d.create_texture(c.width, c.height, c.levels, c.usage, format, pool)
            })
        }
        Call::CreateCubeTexture(c) => {
            let (format, pool) = (named(c.format)?, named(c.pool)?);
            create_texture(
                device,
                objects,
                &c.id,
                TextureKind::Cube,
                format,
                false,
                |d| d.create_cube_texture(c.edge_length, c.levels, c.usage, format, pool),
            )
        }
        Call::CreateVolumeTexture(c) => {
            let (format, pool) = (named(c.format)?, named(c.pool)?);
            create_texture(
                device,
                objects,
                &c.id,
                TextureKind::Volume,
                format,
                false,
                |d| {
                    d.create_volume_texture(
                        c.width, c.height, c.depth, c.levels, c.usage, format, pool,
                    )
                },
            )
        }
        Call::CreateRenderTarget(c) => {
            let (format, multisample) = (named(c.format)?, named(c.multisample)?);
            let s = device
                .create_render_target(c.width, c.height, format, multisample, 0, c.lockable)
                .map_err(dev(format!("CreateRenderTarget({format:?})")))?;
            objects.surfaces.insert(c.id.clone(), s);
            Ok(())
        }
        Call::CreateDepthStencilSurface(c) => {
            let (format, multisample) = (named(c.format)?, named(c.multisample)?);
            let s = device
                .create_depth_stencil_surface(c.width, c.height, format, multisample, 0, false)
                .map_err(dev(format!("CreateDepthStencilSurface({format:?})")))?;
            objects.surfaces.insert(c.id.clone(), s);
            Ok(())
        }
        Call::CreateOffscreenPlainSurface(c) => {
            let (format, pool) = (named(c.format)?, named(c.pool)?);
            no_multisample("CreateOffscreenPlainSurface", named(c.multisample)?)?;
            let s = device
                .create_offscreen_plain_surface(c.width, c.height, format, pool)
                .map_err(dev(format!(
                    "CreateOffscreenPlainSurface({format:?}, {pool:?})"
                )))?;
            objects.surfaces.insert(c.id.clone(), s);
            Ok(())
        }
        Call::TextureData(t) => {
            let entry = objects.texture(&t.texture)?;
            match entry.kind {
                TextureKind::TwoD => {
                    let dst = device
                        .lock_rect(entry.id, t.level, None, LockFlags::empty())
                        .map_err(dev("LockRect"))?;
                    copy_data(dst.bits, &t.data, "TextureData")?;
                    device
                        .unlock_rect(entry.id, t.level)
                        .map_err(dev("UnlockRect"))
                }
                TextureKind::Cube => {
                    let face = CubeFace::from_d3d(t.face)
                        .ok_or_else(|| Failure::Invalid(format!("cube face {}", t.face)))?;
                    let dst = device
                        .lock_cube_rect(entry.id, face, t.level, None, LockFlags::empty())
                        .map_err(dev("LockRect (cube)"))?;
                    copy_data(dst.bits, &t.data, "TextureData")?;
                    device
                        .unlock_cube_rect(entry.id, face, t.level)
                        .map_err(dev("UnlockRect (cube)"))
                }
                TextureKind::Volume => Err(Failure::Invalid("TextureData of a volume".into())),
            }
        }
        Call::VolumeData(v) => {
            let entry = objects.texture(&v.texture)?;
            let dst = device
                .lock_box(entry.id, v.level, LockFlags::empty())
                .map_err(dev("LockBox"))?;
            copy_data(dst.bits, &v.data, "VolumeData")?;
            device
                .unlock_box(entry.id, v.level)
                .map_err(dev("UnlockBox"))
        }
        Call::SurfaceData(s) => {
            let target = surface(device, objects, &s.surface)?;
            let bytes = s.data.bytes();
            let dst = device
                .lock_surface_rect(target, None, LockFlags::empty())
                .map_err(dev("IDirect3DSurface9::LockRect"))?;
            let filled = copy_rows(dst.bits, dst.pitch, &bytes, s.row_pitch, s.height);
            device
                .unlock_surface_rect(target)
                .map_err(dev("IDirect3DSurface9::UnlockRect"))?;
            filled.map_err(|detail| Failure::Incomplete {
                api: "SurfaceData (planar YUV)".into(),
                detail,
            })
        }
        Call::CreateVertexBuffer(c) => {
            let vb = device
                .create_vertex_buffer(
                    c.size,
                    c.usage,
                    c.fvf.map_or(0, |f| f.to_d3d()),
                    named(c.pool)?,
                )
                .map_err(dev("CreateVertexBuffer"))?;
            objects.vertex_buffers.insert(c.id.clone(), vb);
            Ok(())
        }
        Call::CreateIndexBuffer(c) => {
            // The device checks the format (INDEX16 or INDEX32).
            let (format, pool) = (named(c.format)?, named(c.pool)?);
            let ib = device
                .create_index_buffer(c.size, c.usage, format, pool)
                .map_err(dev(format!("CreateIndexBuffer({format:?})")))?;
            objects.index_buffers.insert(c.id.clone(), ib);
            Ok(())
        }
        Call::BufferData(b) => {
            if let Ok(vb) = objects.vertex_buffer(&b.buffer) {
                let dst = device
                    .lock_vertex_buffer(vb, b.offset, b.size, LockFlags::empty())
                    .map_err(dev("IDirect3DVertexBuffer9::Lock"))?;
                copy_data(dst, &b.data, "BufferData")?;
                device
                    .unlock_vertex_buffer(vb)
                    .map_err(dev("IDirect3DVertexBuffer9::Unlock"))
            } else {
                let ib = objects.index_buffer(&b.buffer)?;
                let dst = device
                    .lock_index_buffer(ib, b.offset, b.size, LockFlags::empty())
                    .map_err(dev("IDirect3DIndexBuffer9::Lock"))?;
                copy_data(dst, &b.data, "BufferData")?;
                device
                    .unlock_index_buffer(ib)
                    .map_err(dev("IDirect3DIndexBuffer9::Unlock"))
            }
        }
        Call::CreateVertexDeclaration(c) => {
            let elements = c
                .elements
                .iter()
                .map(|&e| VertexElement::try_from(e).map_err(Failure::Invalid))
                .collect::<Result<Vec<_>, _>>()?;
            let d = device
                .create_vertex_declaration(&elements)
                .map_err(dev("CreateVertexDeclaration"))?;
            objects.declarations.insert(c.id.clone(), d);
            Ok(())
        }
        Call::SetVertexDeclaration(s) => {
            let decl = s
                .decl
                .as_ref()
                .map(|d| objects.declaration(d))
                .transpose()?;
            device
                .set_vertex_declaration(decl)
                .map_err(dev("SetVertexDeclaration"))
        }
        Call::SetFvf(f) => device.set_fvf(f.fvf).map_err(dev("SetFVF")),
        Call::CreatePixelShader(c) => {
            let s = device
                .create_pixel_shader(&c.bytecode())
                .map_err(dev(format!("CreatePixelShader({})", c.version)))?;
            let major = (c.tokens[0].0 >> 8) & 0xff;
            objects.pixel_shaders.insert(c.id.clone(), (s, major));
            Ok(())
        }
        Call::CreateVertexShader(c) => {
            let s = device
                .create_vertex_shader(&c.bytecode())
                .map_err(dev(format!("CreateVertexShader({})", c.version)))?;
            objects.vertex_shaders.insert(c.id.clone(), s);
            Ok(())
        }
        Call::SetPixelShader(s) => {
            let ps = s
                .shader
                .as_ref()
                .map(|id| objects.pixel_shader(id))
                .transpose()?;
            device
                .set_pixel_shader(ps.map(|p| p.0))
                .map_err(dev("SetPixelShader"))
        }
        Call::SetVertexShader(s) => {
            let vs = s
                .shader
                .as_ref()
                .map(|id| objects.vertex_shader(id))
                .transpose()?;
            device.set_vertex_shader(vs).map_err(dev("SetVertexShader"))
        }
        Call::SetPixelShaderConstantF(c) => {
            let v: Vec<f32> = c.values.iter().map(|f| f.0).collect();
            device
                .set_pixel_shader_constant_f(c.start, &vec4s(&v))
                .map_err(dev("SetPixelShaderConstantF"))
        }
        Call::SetVertexShaderConstantF(c) => {
            let v: Vec<f32> = c.values.iter().map(|f| f.0).collect();
            device
                .set_vertex_shader_constant_f(c.start, &vec4s(&v))
                .map_err(dev("SetVertexShaderConstantF"))
        }
        Call::SetPixelShaderConstantI(c) => device
            .set_pixel_shader_constant_i(c.start, &vec4s(&c.values))
            .map_err(dev("SetPixelShaderConstantI")),
        Call::SetVertexShaderConstantI(c) => device
            .set_vertex_shader_constant_i(c.start, &vec4s(&c.values))
            .map_err(dev("SetVertexShaderConstantI")),
        Call::SetPixelShaderConstantB(c) => {
            let v: Vec<bool> = c.values.iter().map(|b| b.0).collect();
            device
                .set_pixel_shader_constant_b(c.start, &v)
                .map_err(dev("SetPixelShaderConstantB"))
        }
        Call::SetVertexShaderConstantB(c) => {
            let v: Vec<bool> = c.values.iter().map(|b| b.0).collect();
            device
                .set_vertex_shader_constant_b(c.start, &v)
                .map_err(dev("SetVertexShaderConstantB"))
        }
        Call::SetRenderState(s) => {
            device.set_render_state(named(s.state)?, s.value);
            Ok(())
        }
        Call::SetTextureStageState(s) => device
            .set_texture_stage_state(s.stage, named(s.state)?, s.value)
            .map_err(dev("SetTextureStageState")),
        Call::SetSamplerState(s) => device
            .set_sampler_state(s.sampler, named(s.state)?, s.value)
            .map_err(dev("SetSamplerState")),
        Call::SetTexture(s) => {
            let t = s
                .texture
                .as_ref()
                .map(|id| objects.texture(id))
                .transpose()?;
            device
                .set_texture(s.stage, t.map(|t| t.id))
                .map_err(dev("SetTexture"))
        }
        Call::SetStreamSource(s) => {
            let vb = s
                .buffer
                .as_ref()
                .map(|id| objects.vertex_buffer(id))
                .transpose()?;
            device
                .set_stream_source(s.stream, vb, s.offset, s.stride)
                .map_err(dev("SetStreamSource"))
        }
        Call::SetStreamSourceFreq(s) => device
            .set_stream_source_freq(s.stream, s.setting)
            .map_err(dev("SetStreamSourceFreq")),
        Call::SetIndices(s) => {
            let ib = s
                .buffer
                .as_ref()
                .map(|id| objects.index_buffer(id))
                .transpose()?;
            device.set_indices(ib).map_err(dev("SetIndices"))
        }
        Call::SetRenderTarget(s) => {
            let target = match &s.surface {
                Some(r) => Some(surface(device, objects, r)?),
                None => None,
            };
            device
                .set_render_target(s.index, target)
                .map_err(dev("SetRenderTarget"))
        }
        Call::SetDepthStencilSurface(s) => {
            let ds = match &s.surface {
                Some(r) => Some(surface(device, objects, r)?),
                None => None,
            };
            device
                .set_depth_stencil_surface(ds)
                .map_err(dev("SetDepthStencilSurface"))
        }
        Call::SetViewport(v) => device
            .set_viewport(Viewport {
                x: v.x,
                y: v.y,
                width: v.width,
                height: v.height,
                min_z: v.min_z.0,
                max_z: v.max_z.0,
            })
            .map_err(dev("SetViewport")),
        Call::SetScissorRect(s) => {
            let r: Vec<u32> = s
                .rect
                .iter()
                .map(|&v| u32::try_from(v))
                .collect::<Result<_, _>>()
                .map_err(|_| unsupported("SetScissorRect", "negative coordinates"))?;
            device
                .set_scissor_rect([r[0], r[1], r[2], r[3]])
                .map_err(dev("SetScissorRect"))
        }
        Call::SetTransform(t) => {
            device.set_transform(t.state, t.rows());
            Ok(())
        }
        Call::MultiplyTransform(t) => {
            device.multiply_transform(t.state, t.rows());
            Ok(())
        }
        Call::SetMaterial(m) => {
            device.set_material(m.material());
            Ok(())
        }
        Call::SetLight(l) => device
            .set_light(l.index, l.light())
            .map_err(dev("SetLight")),
        Call::LightEnable(l) => {
            device.light_enable(l.index, l.enable);
            Ok(())
        }
        Call::SetClipPlane(c) => device
            .set_clip_plane(c.index, c.plane.map(|f| f.0))
            .map_err(dev("SetClipPlane")),
        Call::SetSoftwareVertexProcessing(s) => {
            device.set_software_vertex_processing(s.software);
            Ok(())
        }
        Call::SetPaletteEntries(p) => {
            // 1024 bytes (`check.rs`).
            let mut entries = [[0u8; 4]; 256];
            for (e, b) in entries.iter_mut().zip(p.entries_hex.0.chunks_exact(4)) {
                e.copy_from_slice(b);
            }
            device
                .set_palette_entries(p.number, &entries)
                .map_err(dev("SetPaletteEntries"))
        }
        Call::SetCurrentTexturePalette(p) => device
            .set_current_texture_palette(p.number)
            .map_err(dev("SetCurrentTexturePalette")),
        Call::SetClipStatus(c) => {
            device.set_clip_status([c.clip_union, c.clip_intersection]);
            Ok(())
        }
        Call::SetGammaRamp(g) => {
            // 768 words (`check.rs`).
            let mut ramp = [0u16; 768];
            ramp.iter_mut().zip(&g.ramp).for_each(|(r, v)| *r = *v);
            device.set_gamma_ramp(g.swap_chain, &ramp);
            Ok(())
        }
        Call::SetCursorProperties(c) => {
            let bitmap = surface(device, objects, &c.bitmap)?;
            // No display here: the recording's display mode passed the
            // size check (a failure is recorded with its HRESULT).
            device
                .set_cursor_properties((c.x_hot_spot, c.y_hot_spot), bitmap, (u32::MAX, u32::MAX))
                .map_err(dev("SetCursorProperties"))
        }
        Call::SetCursorPosition(c) => {
            device.set_cursor_position(c.x, c.y);
            Ok(())
        }
        Call::ShowCursor(c) => {
            device.show_cursor(c.show);
            Ok(())
        }
        Call::Clear(c) => {
            let rects: Vec<Rect> = c.rects.iter().flatten().map(|&r| rect(r)).collect();
            if c.rects.as_ref().is_some_and(Vec::is_empty) {
                // D3D9: a count of 0 with a non-NULL pointer is invalid;
                // the recorder writes NULL as null, so [] is such a call.
                return Err(Failure::Invalid(
                    "Clear with an empty rectangle list".into(),
                ));
            }
            device
                .clear(&rects, c.flags, c.color.0, c.z.0, c.stencil)
                .map_err(dev("Clear"))
        }
        Call::BeginScene(_) => device.begin_scene().map_err(dev("BeginScene")),
        Call::EndScene(_) => device.end_scene().map_err(dev("EndScene")),
        Call::Present(_) => device.present().map_err(dev("Present")),
        Call::DrawPrimitive(d) => device
            .draw_primitive(named(d.primitive_type)?, d.start_vertex, d.count)
            .map_err(dev("DrawPrimitive")),
        Call::DrawIndexedPrimitive(d) => device
            .draw_indexed_primitive(
                named(d.primitive_type)?,
                d.base_vertex,
                d.min_index,
                d.num_vertices,
                d.start_index,
                d.count,
            )
            .map_err(dev("DrawIndexedPrimitive")),
        Call::DrawPrimitiveUp(d) => device
            .draw_primitive_up(named(d.primitive_type)?, d.count, &d.data_hex.0, d.stride)
            .map_err(dev("DrawPrimitiveUP")),
        Call::DrawIndexedPrimitiveUp(d) => device
            .draw_indexed_primitive_up(
                named(d.primitive_type)?,
                d.min_index,
                d.num_vertices,
                d.primitive_count,
                &d.indices_hex.0,
                index32(d.index_format)?,
                &d.data_hex.0,
                d.stride,
            )
            .map_err(dev("DrawIndexedPrimitiveUP")),
        Call::StretchRect(s) => {
            let src = surface(device, objects, &need(&s.src, "StretchRect source")?)?;
            let dst = surface(device, objects, &need(&s.dst, "StretchRect destination")?)?;
            device
                .stretch_rect(
                    src,
                    s.src_rect.map(rect),
                    dst,
                    s.dst_rect.map(rect),
                    named(s.filter)?,
                )
                .map_err(dev("StretchRect"))
        }
        Call::ColorFill(c) => {
            let target = surface(device, objects, &need(&c.surface, "ColorFill surface")?)?;
            device
                .color_fill_rect(target, c.rect.map(rect), c.color.0)
                .map_err(dev("ColorFill"))
        }
        Call::UpdateSurface(u) => {
            let src = surface(device, objects, &need(&u.src, "UpdateSurface source")?)?;
            let dst = surface(device, objects, &need(&u.dst, "UpdateSurface destination")?)?;
            device
                .update_surface(
                    src,
                    u.src_rect.map(rect),
                    dst,
                    u.dst_point.map(|[x, y]| (x, y)),
                )
                .map_err(dev("UpdateSurface"))
        }
        Call::UpdateTexture(u) => {
            let src = objects.texture(&need(&u.src, "UpdateTexture source")?)?;
            let dst = objects.texture(&need(&u.dst, "UpdateTexture destination")?)?;
            device
                .update_texture(src.id, dst.id)
                .map_err(dev("UpdateTexture"))
        }
        Call::GetRenderTargetData(g) => {
            let src = surface(
                device,
                objects,
                &need(&g.src, "GetRenderTargetData source")?,
            )?;
            let dst = surface(
                device,
                objects,
                &need(&g.dst, "GetRenderTargetData destination")?,
            )?;
            device
                .get_render_target_data_into(src, dst)
                .map_err(dev("GetRenderTargetData"))
        }
        Call::SetLod(s) => {
            let t = objects.texture(&s.texture)?;
            device
                .set_lod(t.id, s.lod)
                .map(|_| ())
                .map_err(dev("SetLOD"))
        }
        Call::SetAutoGenFilterType(s) => {
            let t = objects.texture(&s.texture)?;
            device
                .set_auto_gen_filter_type(t.id, named(s.filter)?)
                .map_err(dev("SetAutoGenFilterType"))
        }
        Call::GenerateMipSubLevels(g) => {
            let t = objects.texture(&g.texture)?;
            device
                .generate_mip_sub_levels(t.id)
                .map_err(dev("GenerateMipSubLevels"))
        }
        // Probes are read by the replayer, not sent to the device.
        Call::Probe(_) => Ok(()),
    }
}
