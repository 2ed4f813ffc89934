//! The objects a device makes: surfaces, textures, vertex and index
//! buffers, vertex declarations and shaders. Each holds a reference on its
//! device (COM's rule: `GetDevice` works as long as the object lives) and
//! the device's id of the resource, released with the object.
//!
//! A texture's levels (`GetSurfaceLevel`, `GetCubeMapSurface`,
//! `GetVolumeLevel`) are objects of their own, made on first request and
//! kept by the texture (its "children"): the same pointer every time, and
//! their `AddRef`/`Release` are the texture's, as D3D9 counts a texture
//! and its levels together (a level keeps its texture alive, and lives
//! exactly as long as it). Binding a level (a render target) holds the
//! texture. The textures' vtables are in `textures.rs`, the volume's in
//! `volume.rs`, `GetContainer` in `container.rs`.

use std::ffi::c_void;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU32, Ordering};

use ninebridge_d3d9::{
    IndexBufferId, PixelShaderId, QueryId, StateBlockId, SurfaceId, TextureId, VertexBufferId,
    VertexDeclId, VertexShaderId,
};

use crate::com::{Guid, Object, guard, guard_u32};
use crate::device::{DeviceData, This};
use crate::hr::{self, HRESULT, S_OK};

/// What a resource object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// `IDirect3DSurface9`; `owned`: a surface of its own (not a level of
    /// a texture or the back buffer), released with the object.
    Surface {
        /// The device's surface.
        id: SurfaceId,
        /// Whether releasing the object releases the surface.
        owned: bool,
    },
    /// `IDirect3DTexture9`.
    Texture(TextureId),
    /// `IDirect3DCubeTexture9`.
    CubeTexture(TextureId),
    /// `IDirect3DVolumeTexture9`.
    VolumeTexture(TextureId),
    /// `IDirect3DVolume9`: a level of a volume texture.
    Volume {
        /// The volume texture.
        texture: TextureId,
        /// The level.
        level: u32,
    },
    /// `IDirect3DVertexBuffer9`.
    VertexBuffer(VertexBufferId),
    /// `IDirect3DIndexBuffer9`.
    IndexBuffer(IndexBufferId),
    /// `IDirect3DVertexDeclaration9`.
    Declaration(VertexDeclId),
    /// `IDirect3DVertexShader9`.
    VertexShader(VertexShaderId),
    /// `IDirect3DPixelShader9`.
    PixelShader(PixelShaderId),
    /// `IDirect3DStateBlock9`.
    StateBlock(StateBlockId),
    /// `IDirect3DQuery9`.
    Query(QueryId),
}

/// The data of every resource object.
pub struct Resource {
    /// The device object, as an address. The object holds a reference on
    /// it while the application holds the object (a public count above 0;
    /// the object's flag, see [`Object`]), as D3D9 and DXVK do, so that a
    /// resource only the device keeps bound does not keep the device alive
    /// in turn. Texture levels hold none: their texture does.
    device: usize,
    /// This object's own address (what the device's identity map holds).
    this: usize,
    /// What it is.
    pub kind: Kind,
    /// `SetPrivateData`'s entries.
    pub(crate) private: crate::private_data::PrivateData,
    /// Declarations and shaders: what they were made from
    /// (`GetDeclaration`, `GetFunction`).
    pub(crate) contents: Option<Vec<u8>>,
    /// A texture level's texture object (its container), as an address:
    /// the level's counts are the container's.
    pub(crate) container: Option<usize>,
    /// A texture's level objects by (face, level), freed with it.
    /// (A few at most: a list, smaller than a map in every object.)
    children: Mutex<Vec<((u32, u32), usize)>>,
    /// `SetPriority`'s value (managed resources only).
    pub(crate) priority: AtomicU32,
}

impl Resource {
    /// This object's address.
    pub(crate) fn this_ptr(&self) -> *mut c_void {
        self.this as *mut c_void
    }

    /// The device object's address, as stored.
    pub(crate) fn device_address(&self) -> usize {
        self.device
    }

    /// The device object's address (what `GetDevice` hands out).
    pub(crate) fn device_ptr(&self) -> *mut c_void {
        self.device as *mut c_void
    }

    /// The device object.
    pub(crate) fn device(&self) -> Option<&Object<DeviceData>> {
        // SAFETY: the resource holds a reference on its device, so the
        // device object is live; `this` checks it anyway.
        unsafe { crate::device::this(self.device as *mut c_void) }
    }
}

impl Resource {
    /// The container object of a texture level (`None` for others).
    pub(crate) fn container(&self) -> Option<&Object<Resource>> {
        // SAFETY: a level lives only while its container does (the
        // container frees its levels when it is freed); `any` checks it.
        self.container
            .and_then(|c| unsafe { any(c as *mut c_void) })
    }
}

impl Drop for Resource {
    fn drop(&mut self) {
        // The levels go first: each releases its own surface on the device
        // (locking it), and none outlives its texture.
        let children = std::mem::take(self.children.get_mut().unwrap_or_else(|p| p.into_inner()));
        for (_, p) in children {
            // SAFETY: the reference the texture held on its level since
            // `child` made it; nothing else counts on the level itself.
            unsafe { Object::<Resource>::release(p as *mut c_void) };
        }
        let Some(device) = self.device() else {
            return;
        };
        device.data.unregister(self.kind, self.this as *mut c_void);
        {
            let mut d = device.data.lock();
            let released = match self.kind {
                Kind::Surface { id, owned: true } => d.release_surface(id),
                Kind::Texture(id) | Kind::CubeTexture(id) | Kind::VolumeTexture(id) => {
                    d.release_texture(id)
                }
                Kind::VertexBuffer(id) => d.release_vertex_buffer(id),
                Kind::IndexBuffer(id) => d.release_index_buffer(id),
                Kind::StateBlock(id) => d.release_state_block(id),
                Kind::Query(id) => d.release_query(id),
                _ => Ok(()),
            };
            if let Err(e) = released {
                tracing::debug!("[capi] releasing {:?}: {e}", self.kind);
            }
        }
    }
}

/// Gives back the device reference a resource held (its flag was
/// cleared by a release).
///
/// # Safety
/// `device` is the address of the resource's device, read before the
/// release; nothing of the device is borrowed.
pub(crate) unsafe fn release_device(device: usize) {
    let device = device as *mut c_void;
    // SAFETY: the reference taken when the public count left 0 (or at
    // creation); `this` makes a device already freed harmless (the device
    // frees what it kept bound while it is being freed itself).
    unsafe {
        if crate::device::this(device).is_some() {
            Object::<DeviceData>::release(device);
        }
    }
}

/// `AddRef` of a resource: a count leaving 0 takes the device again; a
/// texture level's is its container's.
pub(crate) fn add_public_ref(o: &Object<Resource>) -> u32 {
    add_ref_of(o, false).unwrap_or(0)
}

/// [`add_public_ref`] of an object the caller does not hold (found in the
/// device's maps): `None` when another thread is freeing it.
pub(crate) fn upgrade(o: &Object<Resource>) -> Option<u32> {
    add_ref_of(o, true)
}

fn add_ref_of(o: &Object<Resource>, upgrade: bool) -> Option<u32> {
    if let Some(container) = o.data.container() {
        return add_ref_of(container, upgrade);
    }
    let (n, took) = o.add_ref_flagging(upgrade)?;
    if took && let Some(device) = o.data.device() {
        device.add_ref();
    }
    Some(n)
}

/// The object whose counts `p`'s are: its container for a texture level,
/// `p` itself otherwise (null stays null).
pub(crate) fn owner(p: This) -> This {
    // Only surfaces and volumes can be levels: two vtable compares (binds
    // of textures and buffers, the common case, stop there).
    let levels: [*const c_void; 2] = [
        (&SURFACE as *const SurfaceVtbl).cast(),
        (&crate::volume::VOLUME as *const crate::volume::VolumeVtbl).cast(),
    ];
    // SAFETY: checked by `get_any`; the caller holds `p` during the call.
    match unsafe { Object::<Resource>::get_any(p, &levels) }.and_then(|o| o.data.container) {
        Some(c) => c as *mut c_void,
        None => p,
    }
}

/// `Release` of the resource at `p`: a count reaching 0 while the device
/// keeps the object bound gives the device's reference back.
///
/// # Safety
/// `p` is a live resource (checked with [`any`]), not a texture level; no
/// reference to it is held across the call.
unsafe fn release_resource(p: This) -> u32 {
    // SAFETY: the caller checked `p`; the device's address is read while
    // the caller's reference keeps the object, and nothing is borrowed
    // across the release.
    unsafe {
        let Some(device) = any(p).map(|o| o.data.device) else {
            return 0;
        };
        let released = Object::<Resource>::release_flagged(p);
        if released.flag_cleared {
            release_device(device);
        }
        released.left
    }
}

/// The object of `kind` on the device at `device_ptr`, as the pointer C
/// receives: the existing one with a reference added, or a new one (which
/// takes a reference on the device).
pub(crate) fn create(device: &Object<DeviceData>, device_ptr: This, kind: Kind) -> *mut c_void {
    create_with(device, device_ptr, kind, None)
}

/// [`create`] of a declaration or shader that keeps `contents`.
pub(crate) fn create_with(
    device: &Object<DeviceData>,
    device_ptr: This,
    kind: Kind,
    contents: Option<Vec<u8>>,
) -> *mut c_void {
    if let Some(p) = device.data.existing(kind) {
        return p;
    }
    device.add_ref();
    let data = Resource {
        device: device_ptr as usize,
        this: 0,
        kind,
        private: Default::default(),
        contents,
        container: None,
        children: Default::default(),
        priority: AtomicU32::new(0),
    };
    // Flagged: it holds the reference on the device just taken.
    let p = make_object(kind, data, true);
    device.data.register(kind, p);
    p
}

/// A new object of `kind` over `data` (with its own address recorded),
/// holding a reference on its device or not (`holds_device`).
fn make_object(kind: Kind, data: Resource, holds_device: bool) -> *mut c_void {
    use crate::textures::{CUBE_TEXTURE, TEXTURE, VOLUME_TEXTURE};
    let p: *mut c_void = match kind {
        Kind::Surface { .. } => Object::create_with(&SURFACE, data, holds_device).cast(),
        Kind::Texture(_) => Object::create_with(&TEXTURE, data, holds_device).cast(),
        Kind::CubeTexture(_) => Object::create_with(&CUBE_TEXTURE, data, holds_device).cast(),
        Kind::VolumeTexture(_) => Object::create_with(&VOLUME_TEXTURE, data, holds_device).cast(),
        Kind::Volume { .. } => {
            Object::create_with(&crate::volume::VOLUME, data, holds_device).cast()
        }
        Kind::VertexBuffer(_) => Object::create_with(&VERTEX_BUFFER, data, holds_device).cast(),
        Kind::IndexBuffer(_) => Object::create_with(&INDEX_BUFFER, data, holds_device).cast(),
        Kind::Declaration(_) => Object::create_with(&DECLARATION, data, holds_device).cast(),
        Kind::VertexShader(_) => Object::create_with(&VERTEX_SHADER, data, holds_device).cast(),
        Kind::PixelShader(_) => Object::create_with(&PIXEL_SHADER, data, holds_device).cast(),
        Kind::StateBlock(_) => Object::create_with(&STATE_BLOCK, data, holds_device).cast(),
        Kind::Query(_) => Object::create_with(&QUERY, data, holds_device).cast(),
    };
    // SAFETY: just made; nothing else has the pointer yet.
    unsafe { (&mut *p.cast::<Object<Resource>>()).data.this = p as usize };
    p
}

/// Level `(face, level)` of the texture `container` as the pointer C
/// receives: the object made before, or a new one of the kind `make`
/// creates on the device. Either way the container gains the reference
/// (a level's counts are its texture's).
pub(crate) fn child(
    device: &Object<DeviceData>,
    container: &Object<Resource>,
    at: (u32, u32),
    make: impl FnOnce(&mut ninebridge_d3d9::Device) -> Result<Kind, ninebridge_d3d9::D3dError>,
) -> Result<*mut c_void, ninebridge_d3d9::D3dError> {
    // Held while the level is made, so that two threads asking for the
    // same level get one object (lock order: children, then the device).
    let mut children = container
        .data
        .children
        .lock()
        .unwrap_or_else(|p| p.into_inner());
    if let Some(&(_, p)) = children.iter().find(|(key, _)| *key == at) {
        add_public_ref(container);
        return Ok(p as *mut c_void);
    }
    let kind = make(&mut device.data.lock())?;
    let data = Resource {
        device: container.data.device,
        this: 0,
        kind,
        private: Default::default(),
        contents: None,
        container: Some(container.data.this),
        children: Default::default(),
        priority: AtomicU32::new(0),
    };
    // Its one count is the container's hold on it, dropped when the
    // container is freed.
    // The container holds the device for its levels.
    let p = make_object(kind, data, false);
    device.data.register(kind, p);
    children.push((at, p as usize));
    add_public_ref(container);
    Ok(p)
}

/// The resource object at `p`, whatever its interface.
///
/// # Safety
/// As [`Object::get`].
pub(crate) unsafe fn any<'a>(p: This) -> Option<&'a Object<Resource>> {
    use crate::textures::{CUBE_TEXTURE, CubeTextureVtbl, TEXTURE, TextureVtbl};
    use crate::textures::{VOLUME_TEXTURE, VolumeTextureVtbl};
    use crate::volume::{VOLUME, VolumeVtbl};
    let vtbls: [*const c_void; 12] = [
        (&SURFACE as *const SurfaceVtbl).cast(),
        (&TEXTURE as *const TextureVtbl).cast(),
        (&CUBE_TEXTURE as *const CubeTextureVtbl).cast(),
        (&VOLUME_TEXTURE as *const VolumeTextureVtbl).cast(),
        (&VOLUME as *const VolumeVtbl).cast(),
        (&VERTEX_BUFFER as *const BufferVtbl).cast(),
        (&INDEX_BUFFER as *const BufferVtbl).cast(),
        (&DECLARATION as *const ObjectVtbl).cast(),
        (&VERTEX_SHADER as *const ObjectVtbl).cast(),
        (&PIXEL_SHADER as *const ObjectVtbl).cast(),
        (&STATE_BLOCK as *const StateBlockVtbl).cast(),
        (&QUERY as *const QueryVtbl).cast(),
    ];
    // SAFETY: forwarded to the caller; `get_any` checks liveness and the
    // vtable.
    unsafe { Object::get_any(p, &vtbls) }
}

/// The id of the resource at `p` that `pick` accepts; `Ok(None)` for a
/// null pointer (unbinding), `Err` for anything else.
pub(crate) fn id_of<T>(p: This, pick: impl Fn(Kind) -> Option<T>) -> Result<Option<T>, HRESULT> {
    if p.is_null() {
        return Ok(None);
    }
    // SAFETY: checked by `any`; the caller holds the object during the
    // call.
    match unsafe { any(p) }.and_then(|o| pick(o.data.kind)) {
        Some(id) => Ok(Some(id)),
        None => Err(hr::invalid()),
    }
}

/// [`id_of`] of a resource that `device` made: another device's resource
/// is `D3DERR_INVALIDCALL` (its id names nothing on this device; Wine's
/// `test_render_target_device_mismatch`).
pub(crate) fn id_on<T>(
    device: This,
    p: This,
    pick: impl Fn(Kind) -> Option<T>,
) -> Result<Option<T>, HRESULT> {
    if p.is_null() {
        return Ok(None);
    }
    // SAFETY: checked by `any`; the caller holds the object during the
    // call.
    match unsafe { any(p) } {
        Some(o) if o.data.device_address() == device as usize => id_of(p, pick),
        _ => Err(hr::invalid()),
    }
}

/// Runs `f` on the resource at `p` and its device.
pub(crate) fn with(
    p: This,
    f: impl FnOnce(&Object<Resource>, &Object<DeviceData>) -> HRESULT,
) -> HRESULT {
    guard(|| {
        // SAFETY: checked by `any`.
        match unsafe { any(p) } {
            Some(o) => match o.data.device() {
                Some(d) => f(o, d),
                None => hr::invalid(),
            },
            None => hr::invalid(),
        }
    })
}

type Ptr = *mut c_void;
type Stub = unsafe extern "system" fn(This) -> HRESULT;

macro_rules! not_implemented {
    ($iface:literal, $name:literal) => {{
        unsafe extern "system" fn stub(_this: This) -> HRESULT {
            tracing::warn!(concat!(
                "[capi] ",
                $iface,
                "::",
                $name,
                " is not implemented"
            ));
            crate::hr::E_NOTIMPL
        }
        stub
    }};
}

/// `IUnknown` and `IDirect3DResource9`'s methods, the start of every
/// resource vtable but the declaration's and the shaders'.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct ResourceMethods {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub get_device: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub set_private_data:
        unsafe extern "system" fn(This, *const Guid, *const c_void, u32, u32) -> HRESULT,
    pub get_private_data:
        unsafe extern "system" fn(This, *const Guid, *mut c_void, *mut u32) -> HRESULT,
    pub free_private_data: unsafe extern "system" fn(This, *const Guid) -> HRESULT,
    pub set_priority: unsafe extern "system" fn(This, u32) -> u32,
    pub get_priority: unsafe extern "system" fn(This) -> u32,
    pub pre_load: unsafe extern "system" fn(This),
    pub get_type: unsafe extern "system" fn(This) -> u32,
}

pub(crate) const RESOURCE: ResourceMethods = ResourceMethods {
    query_interface,
    add_ref,
    release,
    get_device,
    set_private_data: crate::private_data::set_private_data,
    get_private_data: crate::private_data::get_private_data,
    free_private_data: crate::private_data::free_private_data,
    set_priority,
    get_priority,
    pre_load,
    get_type,
};

/// `IDirect3DSurface9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct SurfaceVtbl {
    pub resource: ResourceMethods,
    pub get_container: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub get_desc: unsafe extern "system" fn(This, *mut SurfaceDescC) -> HRESULT,
    pub lock_rect:
        unsafe extern "system" fn(This, *mut LockedRectC, *const [i32; 4], u32) -> HRESULT,
    pub unlock_rect: unsafe extern "system" fn(This) -> HRESULT,
    pub get_dc: Stub,
    pub release_dc: Stub,
}

/// `IDirect3DVertexBuffer9Vtbl` and `IDirect3DIndexBuffer9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct BufferVtbl {
    pub resource: ResourceMethods,
    pub lock: unsafe extern "system" fn(This, u32, u32, *mut Ptr, u32) -> HRESULT,
    pub unlock: unsafe extern "system" fn(This) -> HRESULT,
    pub get_desc: unsafe extern "system" fn(This, *mut BufferDescC) -> HRESULT,
}

/// `D3DVERTEXBUFFER_DESC` / `D3DINDEXBUFFER_DESC` as C lays them out (the
/// index buffer's has no `FVF`; writing it into one is not done).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)] // the SDK's fields, in its order
pub struct BufferDescC {
    pub format: u32,
    pub ty: u32,
    pub usage: u32,
    pub pool: u32,
    pub size: u32,
    pub fvf: u32,
}

/// `IDirect3DVertexDeclaration9Vtbl`, `IDirect3DVertexShader9Vtbl` and
/// `IDirect3DPixelShader9Vtbl`: `IUnknown`, `GetDevice`, then
/// `GetDeclaration` or `GetFunction`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct ObjectVtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub get_device: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub get_contents: unsafe extern "system" fn(This, *mut c_void, *mut u32) -> HRESULT,
}

/// The surface vtable.
pub static SURFACE: SurfaceVtbl = SurfaceVtbl {
    resource: RESOURCE,
    get_container: crate::container::get_container,
    get_desc: surface_get_desc,
    lock_rect: surface_lock_rect,
    unlock_rect: surface_unlock_rect,
    get_dc: not_implemented!("IDirect3DSurface9", "GetDC"),
    release_dc: not_implemented!("IDirect3DSurface9", "ReleaseDC"),
};

/// The vertex buffer vtable.
pub static VERTEX_BUFFER: BufferVtbl = BufferVtbl {
    resource: RESOURCE,
    lock: buffer_lock,
    unlock: buffer_unlock,
    get_desc: buffer_get_desc,
};

/// The index buffer vtable.
pub static INDEX_BUFFER: BufferVtbl = BufferVtbl {
    resource: RESOURCE,
    lock: buffer_lock,
    unlock: buffer_unlock,
    get_desc: buffer_get_desc,
};

/// The vertex declaration vtable.
pub static DECLARATION: ObjectVtbl = ObjectVtbl {
    query_interface,
    add_ref,
    release,
    get_device,
    get_contents: get_declaration,
};

/// The vertex shader vtable.
pub static VERTEX_SHADER: ObjectVtbl = ObjectVtbl {
    query_interface,
    add_ref,
    release,
    get_device,
    get_contents: get_function,
};

/// The pixel shader vtable.
pub static PIXEL_SHADER: ObjectVtbl = ObjectVtbl {
    query_interface,
    add_ref,
    release,
    get_device,
    get_contents: get_function,
};

/// `IDirect3DStateBlock9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct StateBlockVtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub get_device: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub capture: unsafe extern "system" fn(This) -> HRESULT,
    pub apply: unsafe extern "system" fn(This) -> HRESULT,
}

/// `IDirect3DQuery9Vtbl`.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct QueryVtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub get_device: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub get_type: unsafe extern "system" fn(This) -> u32,
    pub get_data_size: unsafe extern "system" fn(This) -> u32,
    pub issue: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub get_data: unsafe extern "system" fn(This, *mut c_void, u32, u32) -> HRESULT,
}

/// The state block vtable.
pub static STATE_BLOCK: StateBlockVtbl = StateBlockVtbl {
    query_interface,
    add_ref,
    release,
    get_device,
    capture: crate::blocks::capture,
    apply: crate::blocks::apply,
};

/// The query vtable.
pub static QUERY: QueryVtbl = QueryVtbl {
    query_interface,
    add_ref,
    release,
    get_device,
    get_type: crate::blocks::query_type,
    get_data_size: crate::blocks::query_data_size,
    issue: crate::blocks::issue,
    get_data: crate::blocks::get_data,
};

/// The interface ids each kind answers (its own and its bases').
fn iids(kind: Kind) -> Vec<Guid> {
    use crate::iid::*;
    match kind {
        Kind::Surface { .. } => vec![IID_IDirect3DSurface9, IID_IDirect3DResource9],
        Kind::Texture(_) => vec![
            IID_IDirect3DTexture9,
            IID_IDirect3DBaseTexture9,
            IID_IDirect3DResource9,
        ],
        Kind::CubeTexture(_) => vec![
            IID_IDirect3DCubeTexture9,
            IID_IDirect3DBaseTexture9,
            IID_IDirect3DResource9,
        ],
        Kind::VolumeTexture(_) => vec![
            IID_IDirect3DVolumeTexture9,
            IID_IDirect3DBaseTexture9,
            IID_IDirect3DResource9,
        ],
        Kind::Volume { .. } => vec![IID_IDirect3DVolume9],
        Kind::VertexBuffer(_) => vec![IID_IDirect3DVertexBuffer9, IID_IDirect3DResource9],
        Kind::IndexBuffer(_) => vec![IID_IDirect3DIndexBuffer9, IID_IDirect3DResource9],
        Kind::Declaration(_) => vec![IID_IDirect3DVertexDeclaration9],
        Kind::VertexShader(_) => vec![IID_IDirect3DVertexShader9],
        Kind::PixelShader(_) => vec![IID_IDirect3DPixelShader9],
        Kind::StateBlock(_) => vec![IID_IDirect3DStateBlock9],
        Kind::Query(_) => vec![IID_IDirect3DQuery9],
    }
}

/// `QueryInterface` of the resource `o` at `p`: its interfaces add a
/// public reference (its container's for a texture level).
///
/// # Safety
/// `riid` and `out` are null or C's pointers.
pub(crate) unsafe fn query(
    o: &Object<Resource>,
    p: This,
    riid: *const Guid,
    out: *mut Ptr,
) -> HRESULT {
    if out.is_null() || riid.is_null() {
        return crate::hr::E_POINTER;
    }
    // SAFETY: both checked for null; C passes a GUID and a pointer slot.
    unsafe {
        let iid = *riid;
        if iid == crate::iid::IID_IUnknown || iids(o.data.kind).contains(&iid) {
            add_public_ref(o);
            *out = p;
            S_OK
        } else {
            *out = std::ptr::null_mut();
            crate::hr::E_NOINTERFACE
        }
    }
}

pub(crate) unsafe extern "system" fn query_interface(
    p: This,
    riid: *const Guid,
    out: *mut Ptr,
) -> HRESULT {
    // SAFETY: `with` checked the object; `query` checks the pointers.
    with(p, |o, _| unsafe { query(o, p, riid, out) })
}

pub(crate) unsafe extern "system" fn add_ref(p: This) -> u32 {
    // SAFETY: checked by `any`.
    guard_u32(|| unsafe { any(p) }.map_or(0, add_public_ref))
}

pub(crate) unsafe extern "system" fn release(p: This) -> u32 {
    guard_u32(|| {
        // SAFETY: checked by `any` (a level's container is live while the
        // level is); no reference is kept across release.
        unsafe {
            if any(p).is_none() {
                return 0;
            }
            release_resource(owner(p))
        }
    })
}

pub(crate) unsafe extern "system" fn get_device(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o, d| {
        if out.is_null() {
            return hr::invalid();
        }
        d.add_ref();
        // SAFETY: not null; C passes a pointer slot.
        unsafe { *out = o.data.device as *mut c_void };
        S_OK
    })
}

/// Whether the resource `o` lives in `D3DPOOL_MANAGED` (the only pool
/// whose priority means anything: it orders evictions).
fn managed(o: &Object<Resource>, d: &Object<DeviceData>) -> bool {
    use ninebridge_types::Pool;
    let dev = d.data.lock();
    let pool = match o.data.kind {
        Kind::Texture(id) | Kind::CubeTexture(id) | Kind::VolumeTexture(id) => {
            dev.texture_desc(id).map(|t| t.pool)
        }
        Kind::Volume { texture, .. } => dev.texture_desc(texture).map(|t| t.pool),
        Kind::Surface { id, .. } => dev.surface_desc(id).map(|s| s.pool),
        Kind::VertexBuffer(id) => dev.vertex_buffer_desc(id).map(|b| b.pool),
        Kind::IndexBuffer(id) => dev.index_buffer_desc(id).map(|b| b.pool),
        _ => return false,
    };
    pool.is_ok_and(|p| p == Pool::Managed)
}

/// `SetPriority`: the previous priority; only managed resources keep one
/// (D3D9 ignores the call on the others and answers 0).
unsafe extern "system" fn set_priority(p: This, priority: u32) -> u32 {
    let mut old = 0;
    with(p, |o, d| {
        if managed(o, d) {
            old = o.data.priority.swap(priority, Ordering::Relaxed);
        }
        S_OK
    });
    old
}

unsafe extern "system" fn get_priority(p: This) -> u32 {
    // SAFETY: checked by `any`.
    guard_u32(|| unsafe { any(p) }.map_or(0, |o| o.data.priority.load(Ordering::Relaxed)))
}

/// `PreLoad`: nothing to do (managed resources are always on the GPU).
unsafe extern "system" fn pre_load(_p: This) {}

/// `D3DRESOURCETYPE` of each kind.
unsafe extern "system" fn get_type(p: This) -> u32 {
    guard_u32(|| {
        // SAFETY: checked by `any`.
        match unsafe { any(p) }.map(|o| o.data.kind) {
            Some(Kind::Surface { .. }) => 1,
            Some(Kind::Volume { .. }) => 2,
            Some(Kind::Texture(_)) => 3,
            Some(Kind::VolumeTexture(_)) => 4,
            Some(Kind::CubeTexture(_)) => 5,
            Some(Kind::VertexBuffer(_)) => 6,
            Some(Kind::IndexBuffer(_)) => 7,
            _ => 0,
        }
    })
}

/// `D3DSURFACE_DESC` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)] // the SDK's fields, in its order
pub struct SurfaceDescC {
    pub format: u32,
    pub ty: u32,
    pub usage: u32,
    pub pool: u32,
    pub multisample_type: u32,
    pub multisample_quality: u32,
    pub width: u32,
    pub height: u32,
}

/// `D3DLOCKED_RECT` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct LockedRectC {
    /// `Pitch`.
    pub pitch: i32,
    /// `pBits`.
    pub bits: *mut c_void,
}

/// `RECT` (left, top, right, bottom) to the device's rectangle.
fn rect(r: [i32; 4]) -> ninebridge_types::Rect {
    ninebridge_types::Rect {
        left: r[0],
        top: r[1],
        right: r[2],
        bottom: r[3],
    }
}

/// Reads an optional `RECT`.
///
/// # Safety
/// `r` is null or points at a RECT.
pub(crate) unsafe fn optional_rect(r: *const [i32; 4]) -> Option<ninebridge_types::Rect> {
    // SAFETY: forwarded to the caller.
    (!r.is_null()).then(|| rect(unsafe { r.read_unaligned() }))
}

/// The device surface a resource object is, if it is a surface.
pub(crate) fn surface_id(kind: Kind) -> Option<SurfaceId> {
    match kind {
        Kind::Surface { id, .. } => Some(id),
        _ => None,
    }
}

unsafe extern "system" fn surface_get_desc(p: This, out: *mut SurfaceDescC) -> HRESULT {
    with(p, |o, d| {
        let (Some(id), false) = (surface_id(o.data.kind), out.is_null()) else {
            return hr::invalid();
        };
        let desc = d.data.lock().surface_desc(id);
        match desc {
            Ok(desc) => {
                // SAFETY: not null; C passes a D3DSURFACE_DESC.
                unsafe { out.write_unaligned(SurfaceDescC::from(desc)) };
                S_OK
            }
            Err(e) => hr::result("IDirect3DSurface9::GetDesc", Err(e)),
        }
    })
}

impl From<ninebridge_d3d9::SurfaceDesc> for SurfaceDescC {
    fn from(d: ninebridge_d3d9::SurfaceDesc) -> Self {
        SurfaceDescC {
            format: d.format.to_d3d(),
            // D3DRTYPE_SURFACE; the multisampling the game asked for.
            ty: 1,
            usage: d.usage.to_d3d(),
            pool: d.pool.to_d3d(),
            multisample_type: d.multisample.to_d3d(),
            multisample_quality: d.multisample_quality,
            width: d.width,
            height: d.height,
        }
    }
}

unsafe extern "system" fn surface_lock_rect(
    p: This,
    out: *mut LockedRectC,
    r: *const [i32; 4],
    flags: u32,
) -> HRESULT {
    with(p, |o, d| {
        let (Some(id), false) = (surface_id(o.data.kind), out.is_null()) else {
            return hr::invalid();
        };
        // SAFETY: null or C's RECT.
        let r = unsafe { optional_rect(r) };
        let mut d = d.data.lock();
        let flags = ninebridge_d3d9::LockFlags::from_d3d(flags);
        match d.lock_surface_rect(id, r, flags) {
            Ok(locked) => {
                let rect = LockedRectC {
                    pitch: locked.pitch as i32,
                    bits: locked.bits.as_mut_ptr().cast(),
                };
                // SAFETY: not null; the bits stay where they are until
                // UnlockRect (the device keeps the locked copy).
                unsafe { out.write_unaligned(rect) };
                S_OK
            }
            Err(e) => hr::result("IDirect3DSurface9::LockRect", Err(e)),
        }
    })
}

unsafe extern "system" fn surface_unlock_rect(p: This) -> HRESULT {
    with(p, |o, d| match surface_id(o.data.kind) {
        Some(id) => hr::result(
            "IDirect3DSurface9::UnlockRect",
            d.data.lock().unlock_surface_rect(id),
        ),
        None => hr::invalid(),
    })
}

unsafe extern "system" fn buffer_lock(
    p: This,
    offset: u32,
    size: u32,
    out: *mut Ptr,
    flags: u32,
) -> HRESULT {
    with(p, |o, d| {
        if out.is_null() {
            return hr::invalid();
        }
        let flags = ninebridge_d3d9::LockFlags::from_d3d(flags);
        let mut d = d.data.lock();
        let locked = match o.data.kind {
            Kind::VertexBuffer(id) => d.lock_vertex_buffer(id, offset, size, flags),
            Kind::IndexBuffer(id) => d.lock_index_buffer(id, offset, size, flags),
            _ => return hr::invalid(),
        };
        match locked {
            Ok(bytes) => {
                // SAFETY: not null; the bytes stay until Unlock.
                unsafe { *out = bytes.as_mut_ptr().cast() };
                S_OK
            }
            Err(e) => hr::result("Lock", Err(e)),
        }
    })
}

unsafe extern "system" fn buffer_unlock(p: This) -> HRESULT {
    with(p, |o, d| {
        let mut d = d.data.lock();
        let result = match o.data.kind {
            Kind::VertexBuffer(id) => d.unlock_vertex_buffer(id),
            Kind::IndexBuffer(id) => d.unlock_index_buffer(id),
            _ => return hr::invalid(),
        };
        hr::result("Unlock", result)
    })
}

/// `GetDeclaration`: the elements with `D3DDECL_END()`, 8 bytes each.
unsafe extern "system" fn get_declaration(p: This, data: *mut c_void, count: *mut u32) -> HRESULT {
    crate::private_data::contents(p, data, count, 8)
}

/// `GetFunction`: the tokens, `*size` in bytes.
unsafe extern "system" fn get_function(p: This, data: *mut c_void, size: *mut u32) -> HRESULT {
    crate::private_data::contents(p, data, size, 1)
}

/// `GetDesc` of a vertex buffer (`D3DVERTEXBUFFER_DESC`, 24 bytes) or an
/// index buffer (`D3DINDEXBUFFER_DESC`, 20 bytes: no `FVF`).
unsafe extern "system" fn buffer_get_desc(p: This, out: *mut BufferDescC) -> HRESULT {
    with(p, |o, d| {
        if out.is_null() {
            return hr::invalid();
        }
        let dev = d.data.lock();
        let (desc, ty) = match o.data.kind {
            Kind::VertexBuffer(id) => (dev.vertex_buffer_desc(id), 6),
            Kind::IndexBuffer(id) => (dev.index_buffer_desc(id), 7),
            _ => return hr::invalid(),
        };
        let desc = match desc {
            Ok(desc) => desc,
            Err(e) => return hr::result("GetDesc", Err(e)),
        };
        let c = BufferDescC {
            format: desc.format.to_d3d(),
            ty,
            usage: desc.usage.to_d3d(),
            pool: desc.pool.to_d3d(),
            size: desc.size,
            fvf: desc.fvf,
        };
        let words = [c.format, c.ty, c.usage, c.pool, c.size, c.fvf];
        let n = if ty == 6 { 6 } else { 5 };
        // SAFETY: not null; C passes a D3DVERTEXBUFFER_DESC (6 DWORDs) or
        // a D3DINDEXBUFFER_DESC (5).
        unsafe { std::ptr::copy_nonoverlapping(words.as_ptr(), out.cast::<u32>(), n) };
        S_OK
    })
}
