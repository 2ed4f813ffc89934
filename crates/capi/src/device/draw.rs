//! Scenes, `Clear`, `Present`, the draws and what they read: streams,
//! indices, declarations, the FVF, shaders and their constants.

use std::ffi::c_void;

use ninebridge_types::{
    ClearFlags, DeclMethod, DeclType, DeclUsage, Fvf, PrimitiveType, Rect, VertexElement,
};

use super::{Binding, Ptr, This, with};
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind};

pub(super) type Clear =
    unsafe extern "system" fn(This, u32, *const [i32; 4], u32, u32, f32, u32) -> HRESULT;
pub(super) type DrawIndexed =
    unsafe extern "system" fn(This, u32, i32, u32, u32, u32, u32) -> HRESULT;
pub(super) type DrawIndexedUp = unsafe extern "system" fn(
    This,
    u32,
    u32,
    u32,
    u32,
    *const c_void,
    u32,
    *const c_void,
    u32,
) -> HRESULT;

pub(super) unsafe extern "system" fn begin_scene(p: This) -> HRESULT {
    with(p, |o| hr::result("BeginScene", o.data.lock().begin_scene()))
}

pub(super) unsafe extern "system" fn end_scene(p: This) -> HRESULT {
    with(p, |o| hr::result("EndScene", o.data.lock().end_scene()))
}

pub(super) unsafe extern "system" fn present(
    p: This,
    src: Ptr,
    dst: Ptr,
    window: Ptr,
    dirty: Ptr,
) -> HRESULT {
    with(p, |o| present_swap_chain(o, src, dst, window, dirty, 0))
}

/// `Present` of the implicit swap chain (the device's, and
/// `IDirect3DSwapChain9::Present` with its `dwFlags`).
///
/// The rectangles, the dirty region and `D3DPRESENT_DONOTWAIT` change
/// nothing here: a headless back buffer is shown nowhere, and `Present`
/// never waits for the GPU, so `D3DERR_WASSTILLDRAWING` never happens.
/// A destination window other than the device's is logged once and
/// ignored.
pub(crate) fn present_swap_chain(
    o: &crate::com::Object<super::DeviceData>,
    _src: Ptr,
    _dst: Ptr,
    window: Ptr,
    _dirty: Ptr,
    _flags: u32,
) -> HRESULT {
    if !window.is_null() && window != o.data.creation.focus_window {
        static ONCE: std::sync::Once = std::sync::Once::new();
        ONCE.call_once(|| {
            tracing::warn!(
                "[capi] Present: hDestWindowOverride is ignored (the device's window is used)"
            )
        });
    }
    let r = hr::result("Present", o.data.lock().present());
    if r == S_OK {
        o.data.count_present();
    }
    r
}

pub(super) unsafe extern "system" fn clear(
    p: This,
    count: u32,
    rects: *const [i32; 4],
    flags: u32,
    color: u32,
    z: f32,
    stencil: u32,
) -> HRESULT {
    with(p, |o| {
        // D3D9: a count with no rectangles (or rectangles with a count of
        // 0) is D3DERR_INVALIDCALL.
        if (count == 0) != rects.is_null() {
            return hr::invalid();
        }
        let rects: Vec<Rect> = if rects.is_null() {
            Vec::new()
        } else {
            // SAFETY: C passes `count` D3DRECTs.
            unsafe { std::slice::from_raw_parts(rects, count as usize) }
                .iter()
                .map(|r| Rect {
                    left: r[0],
                    top: r[1],
                    right: r[2],
                    bottom: r[3],
                })
                .collect()
        };
        let flags = ClearFlags::from_d3d(flags);
        hr::result(
            "Clear",
            o.data.lock().clear(&rects, flags, color, z, stencil),
        )
    })
}

fn primitive(pt: u32) -> Option<PrimitiveType> {
    PrimitiveType::from_d3d(pt)
}

pub(super) unsafe extern "system" fn draw_primitive(
    p: This,
    pt: u32,
    start: u32,
    count: u32,
) -> HRESULT {
    with(p, |o| match primitive(pt) {
        Some(pt) => hr::result(
            "DrawPrimitive",
            o.data.lock().draw_primitive(pt, start, count),
        ),
        None => hr::invalid(),
    })
}

pub(super) unsafe extern "system" fn draw_indexed_primitive(
    p: This,
    pt: u32,
    base_vertex: i32,
    min_index: u32,
    num_vertices: u32,
    start_index: u32,
    count: u32,
) -> HRESULT {
    with(p, |o| match primitive(pt) {
        Some(pt) => hr::result(
            "DrawIndexedPrimitive",
            o.data.lock().draw_indexed_primitive(
                pt,
                base_vertex,
                min_index,
                num_vertices,
                start_index,
                count,
            ),
        ),
        None => hr::invalid(),
    })
}

/// Vertices a draw of `count` primitives of `pt` reads.
fn vertex_count(pt: PrimitiveType, count: u32) -> Option<u32> {
    let n = u64::from(count);
    let v = match pt {
        PrimitiveType::PointList => n,
        PrimitiveType::LineList => n * 2,
        PrimitiveType::LineStrip => n + 1,
        PrimitiveType::TriangleList => n * 3,
        PrimitiveType::TriangleStrip | PrimitiveType::TriangleFan => n + 2,
    };
    u32::try_from(v).ok()
}

pub(super) unsafe extern "system" fn draw_primitive_up(
    p: This,
    pt: u32,
    count: u32,
    data: *const c_void,
    stride: u32,
) -> HRESULT {
    with(p, |o| {
        let Some(pt) = primitive(pt) else {
            return hr::invalid();
        };
        let Some(vertices) = vertex_count(pt, count) else {
            return hr::invalid();
        };
        if data.is_null() || stride == 0 {
            return hr::invalid();
        }
        let len = vertices as usize * stride as usize;
        // SAFETY: C passes the vertices of `count` primitives, `stride`
        // bytes apart.
        let bytes = unsafe { std::slice::from_raw_parts(data.cast::<u8>(), len) };
        hr::result(
            "DrawPrimitiveUP",
            o.data.lock().draw_primitive_up(pt, count, bytes, stride),
        )
    })
}

/// `ProcessVertices(SrcStartIndex, DestIndex, VertexCount, pDestBuffer,
/// pVertexDecl, Flags)`: the device's vertex processing on the CPU
/// (`ninebridge_d3d9::Device::process_vertices`); a null or foreign
/// destination, or a declaration pointer of another kind, is
/// `D3DERR_INVALIDCALL`.
pub(super) unsafe extern "system" fn process_vertices(
    p: This,
    src_start: u32,
    dest_index: u32,
    count: u32,
    dest: Ptr,
    decl: Ptr,
    flags: u32,
) -> HRESULT {
    with(p, |o| {
        let dest = match resource::id_of(dest, |k| match k {
            Kind::VertexBuffer(id) => Some(id),
            _ => None,
        }) {
            Ok(Some(dest)) => dest,
            Ok(None) => return hr::invalid(),
            Err(e) => return e,
        };
        let decl = match resource::id_of(decl, |k| match k {
            Kind::Declaration(id) => Some(id),
            _ => None,
        }) {
            Ok(decl) => decl,
            Err(e) => return e,
        };
        let r = o
            .data
            .lock()
            .process_vertices(src_start, dest_index, count, dest, decl, flags);
        hr::result("ProcessVertices", r.map_err(Into::into))
    })
}

pub(super) unsafe extern "system" fn draw_indexed_primitive_up(
    p: This,
    pt: u32,
    min_index: u32,
    num_vertices: u32,
    count: u32,
    indices: *const c_void,
    index_format: u32,
    vertices: *const c_void,
    stride: u32,
) -> HRESULT {
    with(p, |o| {
        let (Some(pt), false, false) = (primitive(pt), indices.is_null(), vertices.is_null())
        else {
            return hr::invalid();
        };
        // D3DFMT_INDEX16 (101) or D3DFMT_INDEX32 (102).
        let index32 = match index_format {
            101 => false,
            102 => true,
            _ => return hr::invalid(),
        };
        let Some(n) = vertex_count(pt, count) else {
            return hr::invalid();
        };
        let index_bytes = n as usize * if index32 { 4 } else { 2 };
        let vertex_bytes = (min_index as usize + num_vertices as usize) * stride as usize;
        // SAFETY: C passes the indices of `count` primitives and the
        // vertices up to `min_index + num_vertices`.
        let (ib, vb) = unsafe {
            (
                std::slice::from_raw_parts(indices.cast::<u8>(), index_bytes),
                std::slice::from_raw_parts(vertices.cast::<u8>(), vertex_bytes),
            )
        };
        hr::result(
            "DrawIndexedPrimitiveUP",
            o.data.lock().draw_indexed_primitive_up(
                pt,
                min_index,
                num_vertices,
                count,
                ib,
                index32,
                vb,
                stride,
            ),
        )
    })
}

pub(super) unsafe extern "system" fn set_stream_source(
    p: This,
    stream: u32,
    vb: Ptr,
    offset: u32,
    stride: u32,
) -> HRESULT {
    let vb_ptr = vb;
    with(p, |o| {
        let vb = match resource::id_of(vb, |k| match k {
            Kind::VertexBuffer(id) => Some(id),
            _ => None,
        }) {
            Ok(vb) => vb,
            Err(e) => return e,
        };
        let mut d = o.data.lock();
        let r = d.set_stream_source(stream, vb, offset, stride);
        bound(d, Binding::Stream(stream), vb_ptr, "SetStreamSource", r)
    })
}

pub(super) unsafe extern "system" fn set_stream_source_freq(
    p: This,
    stream: u32,
    setting: u32,
) -> HRESULT {
    with(p, |o| {
        hr::result(
            "SetStreamSourceFreq",
            o.data.lock().set_stream_source_freq(stream, setting),
        )
    })
}

pub(super) unsafe extern "system" fn set_indices(p: This, ib: Ptr) -> HRESULT {
    let ib_ptr = ib;
    with(p, |o| {
        let ib = match resource::id_of(ib, |k| match k {
            Kind::IndexBuffer(id) => Some(id),
            _ => None,
        }) {
            Ok(ib) => ib,
            Err(e) => return e,
        };
        let mut d = o.data.lock();
        let r = d.set_indices(ib);
        bound(d, Binding::Indices, ib_ptr, "SetIndices", r)
    })
}

/// The elements of a `D3DVERTEXELEMENT9` array up to `D3DDECL_END()`
/// (at most 65, MAXD3DDECLLENGTH + 1); `None` for an undefined value.
///
/// # Safety
/// `p` points at a `D3DDECL_END()`-terminated array.
unsafe fn elements(p: *const [u8; 8]) -> Option<Vec<VertexElement>> {
    let mut out = Vec::new();
    for i in 0..65 {
        // SAFETY: the array goes on until its end marker.
        let e = unsafe { p.add(i).read_unaligned() };
        let stream = u16::from_le_bytes([e[0], e[1]]);
        if stream == 0xff {
            return Some(out);
        }
        out.push(VertexElement {
            stream,
            offset: u16::from_le_bytes([e[2], e[3]]),
            ty: DeclType::from_d3d(u32::from(e[4]))?,
            method: DeclMethod::from_d3d(u32::from(e[5]))?,
            usage: DeclUsage::from_d3d(u32::from(e[6]))?,
            usage_index: e[7],
        });
    }
    None
}

pub(super) unsafe extern "system" fn create_vertex_declaration(
    p: This,
    decl: *const [u8; 8],
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o| {
        if decl.is_null() || out.is_null() {
            return hr::invalid();
        }
        // SAFETY: C passes a terminated D3DVERTEXELEMENT9 array.
        let Some(elements) = (unsafe { elements(decl) }) else {
            return hr::invalid();
        };
        let created = o.data.lock().create_vertex_declaration(&elements);
        match created {
            // SAFETY: `out` is not null.
            Ok(id) => unsafe {
                let mut contents: Vec<u8> = std::slice::from_raw_parts(decl, elements.len() + 1)
                    .iter()
                    .flatten()
                    .copied()
                    .collect();
                contents.shrink_to_fit();
                *out = resource::create_with(o, p, Kind::Declaration(id), Some(contents));
                S_OK
            },
            Err(e) => hr::result("CreateVertexDeclaration", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn set_vertex_declaration(p: This, decl: Ptr) -> HRESULT {
    let decl_ptr = decl;
    with(p, |o| {
        let decl = match resource::id_of(decl, |k| match k {
            Kind::Declaration(id) => Some(id),
            _ => None,
        }) {
            Ok(decl) => decl,
            Err(e) => return e,
        };
        let mut d = o.data.lock();
        let r = d.set_vertex_declaration(decl);
        bound(d, Binding::Declaration, decl_ptr, "SetVertexDeclaration", r)
    })
}

pub(super) unsafe extern "system" fn set_fvf(p: This, fvf: u32) -> HRESULT {
    with(p, |o| {
        // The FVF's declaration is the device's own: the application's
        // declaration is no longer bound.
        let mut d = o.data.lock();
        let r = d.set_fvf(Fvf::from_d3d(fvf));
        bound(d, Binding::Declaration, std::ptr::null_mut(), "SetFVF", r)
    })
}

/// After a setter's result `r`, with the device still locked (`d`): on
/// success `object` (null: nothing) is what `slot` keeps alive. The
/// binding changes under the setter's lock (one lock per call); what the
/// slot held is released after it, as its release may take the lock.
pub(super) fn bound(
    mut d: std::sync::MutexGuard<'_, super::Locked>,
    slot: Binding,
    object: Ptr,
    what: &str,
    r: Result<(), ninebridge_d3d9::D3dError>,
) -> HRESULT {
    let old = if r.is_ok() {
        d.bound.bind(slot, object)
    } else {
        None
    };
    drop(d);
    super::objects::release_bound(old.into_iter());
    hr::result(what, r)
}

pub(super) unsafe extern "system" fn get_fvf(p: This, out: *mut u32) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a DWORD slot.
        unsafe { *out = o.data.lock().fvf().to_d3d() };
        S_OK
    })
}

/// The tokens of a shader up to and including its end token (at most
/// 65536 words, as spec 001's scan), as bytes.
///
/// # Safety
/// `tokens` points at a shader's tokens ending with `0x0000FFFF`.
unsafe fn shader_bytes(tokens: *const u32) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for i in 0..65_536 {
        // SAFETY: the shader goes on until its end token.
        let t = unsafe { tokens.add(i).read_unaligned() };
        out.extend_from_slice(&t.to_le_bytes());
        if t == 0x0000_ffff {
            return Some(out);
        }
    }
    None
}

pub(super) unsafe extern "system" fn create_vertex_shader(
    p: This,
    tokens: *const u32,
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o| {
        if tokens.is_null() || out.is_null() {
            return hr::invalid();
        }
        // SAFETY: C passes a terminated token stream.
        let Some(bytes) = (unsafe { shader_bytes(tokens) }) else {
            return hr::invalid();
        };
        let created = o.data.lock().create_vertex_shader(&bytes);
        match created {
            // SAFETY: `out` is not null.
            Ok(id) => unsafe {
                *out = resource::create_with(o, p, Kind::VertexShader(id), Some(bytes));
                S_OK
            },
            Err(e) => hr::result("CreateVertexShader", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn create_pixel_shader(
    p: This,
    tokens: *const u32,
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o| {
        if tokens.is_null() || out.is_null() {
            return hr::invalid();
        }
        // SAFETY: C passes a terminated token stream.
        let Some(bytes) = (unsafe { shader_bytes(tokens) }) else {
            return hr::invalid();
        };
        let created = o.data.lock().create_pixel_shader(&bytes);
        match created {
            // SAFETY: `out` is not null.
            Ok(id) => unsafe {
                *out = resource::create_with(o, p, Kind::PixelShader(id), Some(bytes));
                S_OK
            },
            Err(e) => hr::result("CreatePixelShader", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn set_vertex_shader(p: This, shader: Ptr) -> HRESULT {
    let shader_ptr = shader;
    with(p, |o| {
        let shader = match resource::id_of(shader, |k| match k {
            Kind::VertexShader(id) => Some(id),
            _ => None,
        }) {
            Ok(s) => s,
            Err(e) => return e,
        };
        let mut d = o.data.lock();
        let r = d.set_vertex_shader(shader);
        bound(d, Binding::VertexShader, shader_ptr, "SetVertexShader", r)
    })
}

pub(super) unsafe extern "system" fn set_pixel_shader(p: This, shader: Ptr) -> HRESULT {
    let shader_ptr = shader;
    with(p, |o| {
        let shader = match resource::id_of(shader, |k| match k {
            Kind::PixelShader(id) => Some(id),
            _ => None,
        }) {
            Ok(s) => s,
            Err(e) => return e,
        };
        let mut d = o.data.lock();
        let r = d.set_pixel_shader(shader);
        bound(d, Binding::PixelShader, shader_ptr, "SetPixelShader", r)
    })
}

/// `count` 4-vectors at `data`, read in place (the constants of every
/// draw: no copy); null with a count is `None`.
///
/// # Safety
/// `data` points at `count * 4` values of `T` (C's `float`/`int` arrays,
/// aligned as `T`, which `[T; 4]` shares), valid for the returned
/// lifetime.
unsafe fn vectors<'a, T: Copy>(data: *const T, count: u32) -> Option<&'a [[T; 4]]> {
    if data.is_null() {
        return (count == 0).then_some(&[][..]);
    }
    if data.align_offset(std::mem::align_of::<T>()) != 0 {
        return None;
    }
    // SAFETY: forwarded to the caller; `[T; 4]` has `T`'s alignment and
    // four of them are `[T; 4]`'s size.
    Some(unsafe { std::slice::from_raw_parts(data.cast::<[T; 4]>(), count as usize) })
}

macro_rules! constants {
    ($name:ident, $ty:ty, $call:literal, |$d:ident, $start:ident, $values:ident| $body:expr) => {
        pub(super) unsafe extern "system" fn $name(
            p: This,
            $start: u32,
            data: *const $ty,
            count: u32,
        ) -> HRESULT {
            with(p, |o| {
                // SAFETY: C passes `count` 4-vectors.
                let Some($values) = (unsafe { vectors(data, count) }) else {
                    return hr::invalid();
                };
                let mut $d = o.data.lock();
                hr::result($call, $body)
            })
        }
    };
}

constants!(
    set_vertex_shader_constant_f,
    f32,
    "SetVertexShaderConstantF",
    |d, start, v| d.set_vertex_shader_constant_f(start, v)
);
constants!(
    set_vertex_shader_constant_i,
    i32,
    "SetVertexShaderConstantI",
    |d, start, v| d.set_vertex_shader_constant_i(start, v)
);
constants!(
    set_pixel_shader_constant_f,
    f32,
    "SetPixelShaderConstantF",
    |d, start, v| d.set_pixel_shader_constant_f(start, v)
);
constants!(
    set_pixel_shader_constant_i,
    i32,
    "SetPixelShaderConstantI",
    |d, start, v| d.set_pixel_shader_constant_i(start, v)
);

/// `count` BOOLs from `data`.
///
/// # Safety
/// `data` points at `count` BOOLs.
unsafe fn bools(data: *const i32, count: u32) -> Option<Vec<bool>> {
    if data.is_null() {
        return (count == 0).then(Vec::new);
    }
    // SAFETY: forwarded to the caller.
    let flat = unsafe { std::slice::from_raw_parts(data, count as usize) };
    Some(flat.iter().map(|b| *b != 0).collect())
}

pub(super) unsafe extern "system" fn set_vertex_shader_constant_b(
    p: This,
    start: u32,
    data: *const i32,
    count: u32,
) -> HRESULT {
    with(p, |o| {
        // SAFETY: C passes `count` BOOLs.
        let Some(v) = (unsafe { bools(data, count) }) else {
            return hr::invalid();
        };
        hr::result(
            "SetVertexShaderConstantB",
            o.data.lock().set_vertex_shader_constant_b(start, &v),
        )
    })
}

pub(super) unsafe extern "system" fn set_pixel_shader_constant_b(
    p: This,
    start: u32,
    data: *const i32,
    count: u32,
) -> HRESULT {
    with(p, |o| {
        // SAFETY: C passes `count` BOOLs.
        let Some(v) = (unsafe { bools(data, count) }) else {
            return hr::invalid();
        };
        hr::result(
            "SetPixelShaderConstantB",
            o.data.lock().set_pixel_shader_constant_b(start, &v),
        )
    })
}
