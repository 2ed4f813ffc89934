//! Resource creation (textures of the three kinds, buffers, surfaces), and
//! the methods that take resources: the back buffer, render targets,
//! depth-stencil surfaces, `SetTexture` and `GetRenderTargetData`.

use ninebridge_types::{Format, MultiSampleType, Pool, Usage};

use super::draw::bound;
use super::{Binding, Ptr, This, with};
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::surface_id as surface;
use crate::resource::{self, Kind};

pub(super) type CreateTexture =
    unsafe extern "system" fn(This, u32, u32, u32, u32, u32, u32, *mut Ptr, Ptr) -> HRESULT;
pub(super) type CreateVolumeTexture =
    unsafe extern "system" fn(This, u32, u32, u32, u32, u32, u32, u32, *mut Ptr, Ptr) -> HRESULT;
pub(super) type CreateCubeTexture =
    unsafe extern "system" fn(This, u32, u32, u32, u32, u32, *mut Ptr, Ptr) -> HRESULT;
pub(super) type CreateVertexBuffer =
    unsafe extern "system" fn(This, u32, u32, u32, u32, *mut Ptr, Ptr) -> HRESULT;
pub(super) type CreateIndexBuffer =
    unsafe extern "system" fn(This, u32, u32, u32, u32, *mut Ptr, Ptr) -> HRESULT;
pub(super) type CreateSurface =
    unsafe extern "system" fn(This, u32, u32, u32, u32, u32, i32, *mut Ptr, Ptr) -> HRESULT;
pub(super) type CreateOffscreen =
    unsafe extern "system" fn(This, u32, u32, u32, u32, *mut Ptr, Ptr) -> HRESULT;

/// The pool `pool` names, if the device takes it: an Ex device refuses
/// `D3DPOOL_MANAGED` (Microsoft's `IDirect3DDevice9Ex` notes; Wine's
/// `d3d9ex.c` `test_resource_access`).
fn pool_of(o: &crate::com::Object<super::DeviceData>, pool: u32) -> Option<Pool> {
    Pool::from_d3d(pool).filter(|p| !(o.data.ex && *p == Pool::Managed))
}

/// Stores a new resource object of `made` in `*out`; the device's error
/// otherwise.
fn hand_out<T>(
    o: &crate::com::Object<super::DeviceData>,
    p: This,
    what: &str,
    out: *mut Ptr,
    made: Result<T, ninebridge_d3d9::D3dError>,
    kind: impl FnOnce(T) -> Kind,
) -> HRESULT {
    match made {
        Ok(id) => {
            // SAFETY: callers checked `out` for null; C passes a slot.
            unsafe { *out = resource::create(o, p, kind(id)) };
            S_OK
        }
        // The creation methods return D3DERR_INVALIDCALL for a format or
        // use the device does not offer, never D3DERR_NOTAVAILABLE (their
        // reference pages; Wine's test_surface_blocks records it).
        Err(ninebridge_d3d9::D3dError::NotAvailable(why)) => {
            tracing::debug!("[capi] {what}: not available: {why}");
            hr::invalid()
        }
        Err(e) => hr::result(what, Err(e)),
    }
}

/// D3D9 leaves NULL in a creation's out-slot when the creation fails
/// (Wine's `test_surface_blocks`, `test_volume_blocks`): clear it first.
fn clear_out(out: *mut Ptr) {
    if !out.is_null() {
        // SAFETY: not null; C passes a slot for an interface pointer.
        unsafe { out.write_unaligned(std::ptr::null_mut()) };
    }
}

/// `pSharedHandle` must be null: shared resources are Direct3D 9Ex's.
fn unshared(out: *mut Ptr, shared: Ptr) -> bool {
    !out.is_null() && shared.is_null()
}

pub(super) unsafe extern "system" fn create_texture(
    p: This,
    width: u32,
    height: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(pool), true) = (
            Format::from_d3d(format),
            pool_of(o, pool),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made = o.data.lock().create_texture(
            width,
            height,
            levels,
            Usage::from_d3d(usage),
            format,
            pool,
        );
        hand_out(o, p, "CreateTexture", out, made, Kind::Texture)
    })
}

pub(super) unsafe extern "system" fn create_volume_texture(
    p: This,
    width: u32,
    height: u32,
    depth: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(pool), true) = (
            Format::from_d3d(format),
            pool_of(o, pool),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made = o.data.lock().create_volume_texture(
            width,
            height,
            depth,
            levels,
            Usage::from_d3d(usage),
            format,
            pool,
        );
        hand_out(o, p, "CreateVolumeTexture", out, made, Kind::VolumeTexture)
    })
}

pub(super) unsafe extern "system" fn create_cube_texture(
    p: This,
    edge: u32,
    levels: u32,
    usage: u32,
    format: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(pool), true) = (
            Format::from_d3d(format),
            pool_of(o, pool),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made =
            o.data
                .lock()
                .create_cube_texture(edge, levels, Usage::from_d3d(usage), format, pool);
        hand_out(o, p, "CreateCubeTexture", out, made, Kind::CubeTexture)
    })
}

pub(super) unsafe extern "system" fn create_vertex_buffer(
    p: This,
    length: u32,
    usage: u32,
    fvf: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(pool), true) = (pool_of(o, pool), unshared(out, shared)) else {
            return hr::invalid();
        };
        let made = o
            .data
            .lock()
            .create_vertex_buffer(length, Usage::from_d3d(usage), fvf, pool);
        hand_out(o, p, "CreateVertexBuffer", out, made, Kind::VertexBuffer)
    })
}

pub(super) unsafe extern "system" fn create_index_buffer(
    p: This,
    length: u32,
    usage: u32,
    format: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(pool), true) = (
            Format::from_d3d(format),
            pool_of(o, pool),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made = o
            .data
            .lock()
            .create_index_buffer(length, Usage::from_d3d(usage), format, pool);
        hand_out(o, p, "CreateIndexBuffer", out, made, Kind::IndexBuffer)
    })
}

fn owned_surface(id: ninebridge_d3d9::SurfaceId) -> Kind {
    Kind::Surface { id, owned: true }
}

pub(super) unsafe extern "system" fn create_render_target(
    p: This,
    width: u32,
    height: u32,
    format: u32,
    multisample: u32,
    quality: u32,
    lockable: i32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(ms), true) = (
            Format::from_d3d(format),
            MultiSampleType::from_d3d(multisample),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made =
            o.data
                .lock()
                .create_render_target(width, height, format, ms, quality, lockable != 0);
        hand_out(o, p, "CreateRenderTarget", out, made, owned_surface)
    })
}

pub(super) unsafe extern "system" fn create_depth_stencil_surface(
    p: This,
    width: u32,
    height: u32,
    format: u32,
    multisample: u32,
    quality: u32,
    discard: i32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(ms), true) = (
            Format::from_d3d(format),
            MultiSampleType::from_d3d(multisample),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made = o.data.lock().create_depth_stencil_surface(
            width,
            height,
            format,
            ms,
            quality,
            discard != 0,
        );
        hand_out(o, p, "CreateDepthStencilSurface", out, made, owned_surface)
    })
}

pub(super) unsafe extern "system" fn create_offscreen_plain_surface(
    p: This,
    width: u32,
    height: u32,
    format: u32,
    pool: u32,
    out: *mut Ptr,
    shared: Ptr,
) -> HRESULT {
    clear_out(out);
    with(p, |o| {
        let (Some(format), Some(pool), true) = (
            Format::from_d3d(format),
            pool_of(o, pool),
            unshared(out, shared),
        ) else {
            return hr::invalid();
        };
        let made = o
            .data
            .lock()
            .create_offscreen_plain_surface(width, height, format, pool);
        hand_out(
            o,
            p,
            "CreateOffscreenPlainSurface",
            out,
            made,
            owned_surface,
        )
    })
}

pub(crate) unsafe extern "system" fn get_back_buffer(
    p: This,
    swap_chain: u32,
    index: u32,
    ty: u32,
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o| {
        // The first back buffer (the device never rotates them). The
        // type is ignored: LEFT, RIGHT and any other value give the mono
        // back buffer (Wine's test_swapchain records Windows doing so).
        let _ = ty;
        if out.is_null() {
            return hr::invalid();
        }
        // A failed call leaves NULL (Wine's test_swapchain).
        // SAFETY: not null; C passes a pointer slot.
        unsafe { *out = std::ptr::null_mut() };
        if index != 0 {
            return hr::invalid();
        }
        let chain = if swap_chain == 0 {
            None
        } else {
            match crate::swapchain::chain_at(o, swap_chain) {
                Some(c) => Some(c),
                None => return hr::invalid(),
            }
        };
        let back = match chain {
            None => o.data.lock().back_buffer(),
            Some(c) => o.data.lock().swap_chain_back_buffer(c).ok(),
        };
        match back {
            Some(id) => {
                let object = resource::create(o, p, Kind::Surface { id, owned: false });
                // The swap chain keeps its back buffer alive.
                o.data.hold_back_buffer(chain, object as usize);
                // SAFETY: `out` is not null.
                unsafe { *out = object };
                S_OK
            }
            None => hr::invalid(),
        }
    })
}

pub(super) unsafe extern "system" fn get_render_target_data(p: This, rt: Ptr, dst: Ptr) -> HRESULT {
    with(p, |o| {
        match (
            resource::id_on(p, rt, surface),
            resource::id_on(p, dst, surface),
        ) {
            (Ok(Some(rt)), Ok(Some(dst))) => hr::result(
                "GetRenderTargetData",
                o.data.lock().get_render_target_data_into(rt, dst),
            ),
            _ => hr::invalid(),
        }
    })
}

pub(super) unsafe extern "system" fn set_render_target(p: This, index: u32, rt: Ptr) -> HRESULT {
    with(p, |o| match resource::id_on(p, rt, surface) {
        Ok(id) => {
            let mut d = o.data.lock();
            let r = d.set_render_target(index, id);
            bound(d, Binding::RenderTarget(index), rt, "SetRenderTarget", r)
        }
        Err(e) => e,
    })
}

pub(super) unsafe extern "system" fn set_depth_stencil_surface(p: This, ds: Ptr) -> HRESULT {
    with(p, |o| match resource::id_on(p, ds, surface) {
        Ok(id) => {
            let mut d = o.data.lock();
            let r = d.set_depth_stencil_surface(id);
            bound(d, Binding::DepthStencil, ds, "SetDepthStencilSurface", r)
        }
        Err(e) => e,
    })
}

pub(super) unsafe extern "system" fn set_texture(p: This, stage: u32, texture: Ptr) -> HRESULT {
    with(p, |o| {
        // Any IDirect3DBaseTexture9: 2D, cube or volume.
        let id = match resource::id_of(texture, crate::textures::any_texture) {
            Ok(t) => t,
            Err(e) => return e,
        };
        let mut d = o.data.lock();
        let r = d.set_texture(stage, id);
        bound(d, Binding::Texture(stage), texture, "SetTexture", r)
    })
}
