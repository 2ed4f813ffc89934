//! The getters of `IDirect3DDevice9`: states read back, and bound
//! resources handed out as their (one) objects with a reference added.
//! A null out pointer is `D3DERR_INVALIDCALL`; an unset render target
//! (index above 0) or depth-stencil surface is `D3DERR_NOTFOUND`. The
//! objects handed out are the ones bound (only the implicit surfaces get
//! theirs made on first request), taken with a reference that a thread
//! freeing them at the same moment cannot race (`resource::upgrade`).

use ninebridge_types::{HResult, SamplerState, TextureStageState};

use super::state::{LightC, ViewportC};
use super::{Ptr, This, with};
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind};

/// Writes `value` to `out` (null: `D3DERR_INVALIDCALL`).
fn put<T>(out: *mut T, value: T) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    // SAFETY: not null; C passes a slot of the type.
    unsafe { out.write_unaligned(value) };
    S_OK
}

/// Writes the object of `kind` (or null) to `out`.
fn put_object(
    o: &crate::com::Object<super::DeviceData>,
    p: This,
    out: *mut Ptr,
    kind: Option<Kind>,
) -> HRESULT {
    if out.is_null() {
        return hr::invalid();
    }
    let object = match kind {
        None => std::ptr::null_mut(),
        Some(k) => match o.data.existing(k) {
            Some(object) => object,
            // The implicit surfaces get their object on first request.
            None if implicit(o, k) => implicit_object(o, p, k),
            // Whatever the application made and bound has its object
            // until it is unbound and released; another thread did both
            // since the device answered: as if that came first.
            None => std::ptr::null_mut(),
        },
    };
    put(out, object)
}

/// The object of an implicit surface, made now. While the device has it
/// bound (render target 0, the depth-stencil surface) the binding holds
/// it, as D3D9's device does: released by the application to 0, it lives
/// on with the device and may be taken again (Wine's `test_refcount`).
fn implicit_object(o: &crate::com::Object<super::DeviceData>, p: This, kind: Kind) -> Ptr {
    let object = resource::create(o, p, kind);
    let Kind::Surface { id, .. } = kind else {
        return object;
    };
    let (target0, depth) = {
        let d = o.data.lock();
        (
            d.get_render_target(0).ok().flatten(),
            d.get_depth_stencil_surface(),
        )
    };
    if target0 == Some(id) {
        o.data.bind(super::Binding::RenderTarget(0), object);
    }
    if depth == Some(id) {
        o.data.bind(super::Binding::DepthStencil, object);
    }
    object
}

/// Whether `kind` is the implicit back buffer or depth-stencil surface.
fn implicit(o: &crate::com::Object<super::DeviceData>, kind: Kind) -> bool {
    let Kind::Surface { id, .. } = kind else {
        return false;
    };
    let d = o.data.lock();
    d.back_buffer() == Some(id) || d.auto_depth_stencil() == Some(id)
}

/// `GetViewport`: the viewport set, or the whole of render target 0 with
/// depth 0..1, which `SetRenderTarget(0)` makes it.
fn viewport(
    d: &ninebridge_d3d9::Device,
) -> Result<ninebridge_types::Viewport, ninebridge_d3d9::D3dError> {
    if let Some(vp) = d.get_viewport() {
        return Ok(vp);
    }
    let (width, height) = target0_size(d)?;
    Ok(ninebridge_types::Viewport {
        x: 0,
        y: 0,
        width,
        height,
        min_z: 0.0,
        max_z: 1.0,
    })
}

/// `GetScissorRect`: the rectangle set, or the whole of render target 0.
fn scissor(d: &ninebridge_d3d9::Device) -> Result<[u32; 4], ninebridge_d3d9::D3dError> {
    if let Some(r) = d.get_scissor_rect() {
        return Ok(r);
    }
    let (width, height) = target0_size(d)?;
    Ok([0, 0, width, height])
}

fn target0_size(d: &ninebridge_d3d9::Device) -> Result<(u32, u32), ninebridge_d3d9::D3dError> {
    match d.get_render_target(0)? {
        Some(rt) => d.surface_size(rt),
        // No render target 0 cannot happen through the ABI (it refuses
        // to unbind it); report the device's own error for it.
        None => d.get_render_target(u32::MAX).map(|_| (0, 0)),
    }
}

/// The object kind of texture `id` of shape `kind`.
pub(crate) fn texture_kind(
    id: ninebridge_d3d9::TextureId,
    kind: ninebridge_d3d9::TextureKind,
) -> Kind {
    match kind {
        ninebridge_d3d9::TextureKind::TwoD => Kind::Texture(id),
        ninebridge_d3d9::TextureKind::Cube => Kind::CubeTexture(id),
        ninebridge_d3d9::TextureKind::Volume => Kind::VolumeTexture(id),
    }
}

fn surface(id: ninebridge_d3d9::SurfaceId) -> Kind {
    Kind::Surface { id, owned: false }
}

pub(super) unsafe extern "system" fn get_texture(p: This, stage: u32, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        let texture = {
            let d = o.data.lock();
            d.get_texture(stage).and_then(|t| match t {
                Some(id) => d.texture_desc(id).map(|t| Some(texture_kind(id, t.kind))),
                None => Ok(None),
            })
        };
        match texture {
            Ok(kind) => put_object(o, p, out, kind),
            Err(e) => hr::result("GetTexture", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_render_target(
    p: This,
    index: u32,
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o| {
        let rt = o.data.lock().get_render_target(index);
        match rt {
            Ok(Some(id)) => put_object(o, p, out, Some(surface(id))),
            Ok(None) => hr::of(HResult::D3DERR_NOTFOUND),
            Err(e) => hr::result("GetRenderTarget", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_depth_stencil_surface(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        let ds = o.data.lock().get_depth_stencil_surface();
        match ds {
            Some(id) => put_object(o, p, out, Some(surface(id))),
            None => hr::of(HResult::D3DERR_NOTFOUND),
        }
    })
}

pub(super) unsafe extern "system" fn get_stream_source(
    p: This,
    stream: u32,
    out: *mut Ptr,
    offset: *mut u32,
    stride: *mut u32,
) -> HRESULT {
    with(p, |o| {
        if out.is_null() || offset.is_null() || stride.is_null() {
            return hr::invalid();
        }
        let source = o.data.lock().get_stream_source(stream);
        match source {
            Ok(Some((vb, off, str))) => {
                put(offset, off);
                put(stride, str);
                put_object(o, p, out, Some(Kind::VertexBuffer(vb)))
            }
            Ok(None) => {
                put(offset, 0);
                put(stride, 0);
                put_object(o, p, out, None)
            }
            Err(e) => hr::result("GetStreamSource", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_indices(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        let ib = o.data.lock().get_indices();
        put_object(o, p, out, ib.map(Kind::IndexBuffer))
    })
}

pub(super) unsafe extern "system" fn get_vertex_declaration(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        let (decl, fvf) = {
            let d = o.data.lock();
            (d.get_vertex_declaration(), d.fvf())
        };
        if let Some(id) = decl
            && fvf.to_d3d() != 0
            && o.data.object_of(Kind::Declaration(id)).is_none()
        {
            fvf_declaration_object(o, p, id, fvf);
        }
        put_object(o, p, out, decl.map(Kind::Declaration))
    })
}

/// Gives the declaration `SetFVF` made its object, which the device keeps
/// bound: D3D9 converts an FVF into a declaration that
/// `GetVertexDeclaration` returns, the same object each time (Wine's
/// `test_fvf_decl_conversion` and `test_fvf_decl_management`), with its
/// elements for `GetDeclaration`.
fn fvf_declaration_object(
    o: &crate::com::Object<super::DeviceData>,
    p: This,
    id: ninebridge_d3d9::VertexDeclId,
    fvf: ninebridge_types::Fvf,
) {
    let Ok(elements) = ninebridge_d3d9::fvf_declaration(fvf) else {
        return;
    };
    let mut contents = Vec::with_capacity((elements.len() + 1) * 8);
    for e in &elements {
        contents.extend_from_slice(&e.stream.to_le_bytes());
        contents.extend_from_slice(&e.offset.to_le_bytes());
        contents.extend_from_slice(&[
            e.ty.to_d3d() as u8,
            e.method.to_d3d() as u8,
            e.usage.to_d3d() as u8,
            e.usage_index,
        ]);
    }
    // D3DDECL_END(): stream 0xFF, offset 0, type UNUSED (17).
    contents.extend_from_slice(&[0xff, 0, 0, 0, 17, 0, 0, 0]);
    let object = resource::create_with(o, p, Kind::Declaration(id), Some(contents));
    // The binding holds the device's private reference; the creation's
    // public one is dropped (the getter adds the caller's).
    o.data.bind(super::Binding::Declaration, object);
    // SAFETY: just made, and alive through the binding.
    unsafe { resource::release(object) };
}

pub(super) unsafe extern "system" fn get_vertex_shader(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        let vs = o.data.lock().get_vertex_shader();
        put_object(o, p, out, vs.map(Kind::VertexShader))
    })
}

pub(super) unsafe extern "system" fn get_pixel_shader(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        let ps = o.data.lock().get_pixel_shader();
        put_object(o, p, out, ps.map(Kind::PixelShader))
    })
}

pub(super) unsafe extern "system" fn get_viewport(p: This, out: *mut ViewportC) -> HRESULT {
    with(p, |o| {
        let vp = viewport(&o.data.lock());
        match vp {
            Ok(vp) => put(
                out,
                ViewportC {
                    rect: [vp.x, vp.y, vp.width, vp.height],
                    min_z: vp.min_z,
                    max_z: vp.max_z,
                },
            ),
            Err(e) => hr::result("GetViewport", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_scissor_rect(p: This, out: *mut [i32; 4]) -> HRESULT {
    with(p, |o| {
        let r = scissor(&o.data.lock());
        match r {
            Ok(r) => put(out, r.map(|v| v as i32)),
            Err(e) => hr::result("GetScissorRect", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_clip_plane(
    p: This,
    index: u32,
    out: *mut [f32; 4],
) -> HRESULT {
    with(p, |o| {
        let plane = o.data.lock().get_clip_plane(index);
        match plane {
            Ok(plane) => put(out, plane),
            Err(e) => hr::result("GetClipPlane", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_sampler_state(
    p: This,
    sampler: u32,
    state: u32,
    out: *mut u32,
) -> HRESULT {
    with(p, |o| {
        let Some(state) = SamplerState::from_d3d(state) else {
            return hr::invalid();
        };
        let value = o.data.lock().get_sampler_state(sampler, state);
        match value {
            Ok(v) => put(out, v),
            Err(e) => hr::result("GetSamplerState", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_texture_stage_state(
    p: This,
    stage: u32,
    state: u32,
    out: *mut u32,
) -> HRESULT {
    with(p, |o| {
        let Some(state) = TextureStageState::from_d3d(state) else {
            return hr::invalid();
        };
        let value = o.data.lock().get_texture_stage_state(stage, state);
        match value {
            Ok(v) => put(out, v),
            Err(e) => hr::result("GetTextureStageState", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_material(p: This, out: *mut [f32; 17]) -> HRESULT {
    with(p, |o| {
        let m = o.data.lock().get_material();
        let c = |c: ninebridge_types::ColorValue| [c.r, c.g, c.b, c.a];
        let mut flat = [0.0; 17];
        for (i, color) in [m.diffuse, m.ambient, m.specular, m.emissive]
            .into_iter()
            .enumerate()
        {
            flat[i * 4..i * 4 + 4].copy_from_slice(&c(color));
        }
        flat[16] = m.power;
        put(out, flat)
    })
}

pub(super) unsafe extern "system" fn get_light(p: This, index: u32, out: *mut LightC) -> HRESULT {
    with(p, |o| {
        let light = o.data.lock().get_light(index);
        match light {
            Ok(l) => put(out, LightC::from(&l)),
            Err(e) => hr::result("GetLight", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn get_light_enable(
    p: This,
    index: u32,
    out: *mut i32,
) -> HRESULT {
    with(p, |o| {
        let enabled = o.data.lock().get_light_enable(index);
        match enabled {
            // D3D9 reports an enabled light as 128, not 1 (Wine's tests).
            Ok(on) => put(out, if on { 128 } else { 0 }),
            Err(e) => hr::result("GetLightEnable", Err(e)),
        }
    })
}

macro_rules! get_constants {
    ($name:ident, $ty:ty, $getter:ident, $call:literal) => {
        pub(super) unsafe extern "system" fn $name(
            p: This,
            start: u32,
            out: *mut $ty,
            count: u32,
        ) -> HRESULT {
            with(p, |o| {
                if out.is_null() {
                    return hr::invalid();
                }
                let values = o.data.lock().$getter(start, count as usize);
                match values {
                    Ok(values) => {
                        let flat: Vec<$ty> = values.into_iter().flatten().collect();
                        // SAFETY: C passes room for `count` 4-vectors.
                        unsafe { std::ptr::copy_nonoverlapping(flat.as_ptr(), out, flat.len()) };
                        S_OK
                    }
                    Err(e) => hr::result($call, Err(e)),
                }
            })
        }
    };
}

get_constants!(
    get_vertex_shader_constant_f,
    f32,
    get_vertex_shader_constant_f,
    "GetVertexShaderConstantF"
);
get_constants!(
    get_vertex_shader_constant_i,
    i32,
    get_vertex_shader_constant_i,
    "GetVertexShaderConstantI"
);
get_constants!(
    get_pixel_shader_constant_f,
    f32,
    get_pixel_shader_constant_f,
    "GetPixelShaderConstantF"
);
get_constants!(
    get_pixel_shader_constant_i,
    i32,
    get_pixel_shader_constant_i,
    "GetPixelShaderConstantI"
);

macro_rules! get_bools {
    ($name:ident, $getter:ident, $call:literal) => {
        pub(super) unsafe extern "system" fn $name(
            p: This,
            start: u32,
            out: *mut i32,
            count: u32,
        ) -> HRESULT {
            with(p, |o| {
                if out.is_null() {
                    return hr::invalid();
                }
                let values = o.data.lock().$getter(start, count as usize);
                match values {
                    Ok(values) => {
                        for (i, b) in values.into_iter().enumerate() {
                            // SAFETY: C passes room for `count` BOOLs.
                            unsafe { *out.add(i) = i32::from(b) };
                        }
                        S_OK
                    }
                    Err(e) => hr::result($call, Err(e)),
                }
            })
        }
    };
}

get_bools!(
    get_vertex_shader_constant_b,
    get_vertex_shader_constant_b,
    "GetVertexShaderConstantB"
);
get_bools!(
    get_pixel_shader_constant_b,
    get_pixel_shader_constant_b,
    "GetPixelShaderConstantB"
);
