//! `IDirect3DDevice9`: the vtable in the SDK's order (119 entries) over a
//! [`ninebridge_d3d9::Device`] behind a mutex.
//!
//! - here: the object, `IUnknown`, the vtable and the methods of no
//!   particular area;
//! - `state.rs`: render, texture-stage and sampler states, transforms,
//!   viewport, material, lights, clip planes, scissor;
//! - `draw.rs`: scenes, `Clear`, `Present`, the draws, streams, indices,
//!   declarations, shaders and their constants;
//! - `create.rs`: resource creation and the methods that take resources
//!   (render targets, textures, `GetRenderTargetData`);
//! - `getters.rs`, `copies.rs` (`ColorFill`, `StretchRect`, `Update*`),
//!   `objects.rs` (one object per resource, bindings), `palette.rs`
//!   (texture palettes), `cursor.rs` (cursor, dialog-box mode), over the
//!   device's state,
//!   `patches.rs` (high-order patches, refused as the caps say).

mod copies;
mod create;
mod cursor;
mod draw;
pub(crate) mod ex;
mod getters;
mod objects;
mod palette;
mod patches;
mod reset;
mod state;

pub(crate) use objects::Binding;

use std::ffi::c_void;
use std::sync::{Mutex, MutexGuard};

use ninebridge_d3d9::Device;

use crate::com::{self, Guid, Object, guard, guard_u32};
use crate::hr::{self, HRESULT, S_OK};

pub(crate) type This = *mut c_void;
type Ptr = *mut c_void;

/// The data of an `IDirect3DDevice9`.
pub struct DeviceData {
    device: Mutex<Locked>,
    /// The `IDirect3D9` that made it (a reference held until the device
    /// is freed), as an address.
    parent: usize,
    /// The object of each resource, so that getters hand out the same
    /// pointer every time (`objects.rs`).
    objects: Mutex<objects::Objects>,
    /// What `CreateDevice` was given (`GetCreationParameters`).
    creation: CreationParameters,
    /// The implicit swap chain's object, once `GetSwapChain` made it (the
    /// device holds a private reference on it).
    pub(crate) swap_chain: std::sync::OnceLock<usize>,
    /// The objects of the additional swap chains.
    chains: Mutex<std::collections::HashMap<ninebridge_d3d9::SwapChainId, usize>>,
    /// The swap chain's parameters with D3D9's defaults resolved
    /// (`GetPresentParameters`).
    present: Mutex<crate::direct3d9::PresentParametersC>,
    /// `SetDialogBoxMode`'s state (`cursor.rs`).
    dialog_boxes: Mutex<bool>,
    /// While the device is full screen: the display's mode before it
    /// went full screen, given back when it goes windowed or is released.
    saved_display: Mutex<Option<Option<crate::adapter::DisplayMode>>>,
    /// Back buffer objects their swap chain keeps alive (a private
    /// reference each), by swap chain (`None`: the implicit one).
    held_back_buffers: Mutex<Vec<(Option<ninebridge_d3d9::SwapChainId>, usize)>>,
    /// Made by `IDirect3D9Ex::CreateDeviceEx`: the Ex vtable and rules
    /// (`ex.rs`).
    pub(crate) ex: bool,
    /// What the Ex methods keep (`ex.rs`).
    ex_state: Mutex<ex::ExState>,
}

/// What the device's mutex guards: the device, and what each binding slot
/// keeps alive (so that a setter takes one lock, not two). Dereferences to
/// the device.
pub(crate) struct Locked {
    device: Device,
    /// The objects the bindings keep alive (`objects.rs`).
    pub(crate) bound: objects::Bound,
}

impl std::ops::Deref for Locked {
    type Target = Device;
    fn deref(&self) -> &Device {
        &self.device
    }
}

impl std::ops::DerefMut for Locked {
    fn deref_mut(&mut self) -> &mut Device {
        &mut self.device
    }
}

/// `D3DDEVICE_CREATION_PARAMETERS` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct CreationParameters {
    /// `AdapterOrdinal`.
    pub adapter: u32,
    /// `DeviceType`.
    pub device_type: u32,
    /// `hFocusWindow`.
    pub focus_window: *mut c_void,
    /// `BehaviorFlags`.
    pub behavior_flags: u32,
}

// SAFETY: the window handle is an opaque value handed back to the
// application, never dereferenced here.
unsafe impl Send for CreationParameters {}
// SAFETY: as for `CreationParameters`: `hDeviceWindow` is never
// dereferenced here.
unsafe impl Send for crate::direct3d9::PresentParametersC {}
// SAFETY: as above.
unsafe impl Sync for crate::direct3d9::PresentParametersC {}
// SAFETY: as above.
unsafe impl Sync for CreationParameters {}

impl DeviceData {
    /// The device, locked for one call.
    pub(crate) fn lock(&self) -> MutexGuard<'_, Locked> {
        self.device
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn chains(
        &self,
    ) -> MutexGuard<'_, std::collections::HashMap<ninebridge_d3d9::SwapChainId, usize>> {
        self.chains
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Makes swap chain `chain`'s back buffer object `p` live with its
    /// swap chain: D3D9 keeps a swap chain's back buffers until the swap
    /// chain goes, so an application may release one to 0 and AddRef it
    /// again (Wine's `test_refcount`). Once per object.
    pub(crate) fn hold_back_buffer(&self, chain: Option<ninebridge_d3d9::SwapChainId>, p: usize) {
        let mut held = self
            .held_back_buffers
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        if held.iter().any(|&(_, q)| q == p) {
            return;
        }
        // SAFETY: `p` is a live resource object the caller just made or
        // found.
        if let Some(object) = unsafe { crate::resource::any(p as *mut c_void) }
            && object.add_private()
        {
            held.push((chain, p));
        }
    }

    /// Lets go of the back buffers swap chain `chain` kept (the swap chain
    /// is gone, or `Reset` replaced the implicit one's).
    pub(crate) fn release_back_buffers(&self, chain: Option<ninebridge_d3d9::SwapChainId>) {
        let gone: Vec<usize> = {
            let mut held = self
                .held_back_buffers
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            let (gone, kept) = held.drain(..).partition(|&(c, _)| c == chain);
            *held = kept;
            gone.into_iter().map(|(_, p)| p).collect()
        };
        objects::release_bound(gone.into_iter());
    }

    /// Records `p` as the object of the additional swap chain `chain`.
    pub(crate) fn register_swap_chain(&self, chain: ninebridge_d3d9::SwapChainId, p: usize) {
        self.chains().insert(chain, p);
    }

    /// Forgets the object of `chain` (it is being freed).
    pub(crate) fn forget_swap_chain(&self, chain: ninebridge_d3d9::SwapChainId) {
        self.chains().remove(&chain);
        self.release_back_buffers(Some(chain));
    }

    /// The object of the additional swap chain `chain`.
    pub(crate) fn swap_chain_object(&self, chain: ninebridge_d3d9::SwapChainId) -> Option<usize> {
        self.chains().get(&chain).copied()
    }

    /// Replaces the swap chain's parameters (after `Reset`).
    pub(crate) fn set_present_parameters(&self, params: crate::direct3d9::PresentParametersC) {
        *self
            .present
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner()) = params;
    }

    /// Puts the display in `full_screen`'s mode (a full-screen device's),
    /// saving the mode it had when the device was windowed; `None` gives
    /// the saved mode back if the device was full screen (Windows restores
    /// the mode from before the device went full screen: Wine's
    /// `test_reset`, `test_mode_change`).
    pub(crate) fn follow_display(&self, full_screen: Option<crate::adapter::DisplayMode>) {
        let mut saved = self
            .saved_display
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        match full_screen {
            Some(mode) => {
                if saved.is_none() {
                    *saved = Some(crate::adapter::current_display_override());
                }
                crate::adapter::set_display_mode(Some(mode));
            }
            None => {
                if let Some(before) = saved.take() {
                    crate::adapter::set_display_mode(before);
                }
            }
        }
    }

    /// The swap chain's parameters (`GetPresentParameters`).
    pub(crate) fn present_parameters(&self) -> crate::direct3d9::PresentParametersC {
        *self
            .present
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

impl Drop for DeviceData {
    fn drop(&mut self) {
        // A full-screen device gives the display back its mode before.
        self.follow_display(None);
        // The swap chains' back buffers go with the device.
        let held = std::mem::take(
            self.held_back_buffers
                .get_mut()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        );
        objects::release_bound(held.into_iter().map(|(_, p)| p));
        // What the device kept bound is no longer kept alive by it.
        let bound = self
            .device
            .get_mut()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .bound
            .take_all();
        objects::release_bound(bound);
        if let Some(&swap_chain) = self.swap_chain.get() {
            crate::swapchain::release_device_reference(swap_chain);
        }
        let parent = self.parent as *mut c_void;
        // SAFETY: the device held one reference on its `IDirect3D9`
        // since `create`; the check makes a foreign pointer harmless.
        unsafe {
            if crate::direct3d9::this(parent).is_some() {
                Object::<crate::direct3d9::Direct3D9>::release(parent);
            }
        }
    }
}

/// A new device object for `device`, made by the `IDirect3D9` at
/// `parent` (whose reference the caller took).
pub(crate) fn create(
    device: Device,
    parent: *mut c_void,
    creation: CreationParameters,
    present: crate::direct3d9::PresentParametersC,
    ex: bool,
) -> *mut Object<DeviceData> {
    let vtbl: *const c_void = if ex {
        (&ex::VTBL_EX as *const ex::DeviceExVtbl).cast()
    } else {
        (&VTBL as *const DeviceVtbl).cast()
    };
    // SAFETY: both vtables are statics that live for the program.
    let vtbl: &'static c_void = unsafe { &*vtbl };
    Object::create(
        vtbl,
        DeviceData {
            device: Mutex::new(Locked {
                device,
                bound: Default::default(),
            }),
            parent: parent as usize,
            objects: Default::default(),
            creation,
            swap_chain: Default::default(),
            chains: Default::default(),
            present: Mutex::new(present),
            dialog_boxes: Default::default(),
            saved_display: Mutex::new(None),
            held_back_buffers: Mutex::new(Vec::new()),
            ex,
            ex_state: Default::default(),
        },
    )
}

/// The device object at `this`.
///
/// # Safety
/// As [`Object::get`].
pub(crate) unsafe fn this<'a>(this: This) -> Option<&'a Object<DeviceData>> {
    let vtbls: [*const c_void; 2] = [
        (&VTBL as *const DeviceVtbl).cast(),
        (&ex::VTBL_EX as *const ex::DeviceExVtbl).cast(),
    ];
    // SAFETY: forwarded to the caller.
    unsafe { Object::get_any(this, &vtbls) }
}

/// Runs `f` on the device at `p`: `D3DERR_INVALIDCALL` when `p` is not a
/// live device, `E_FAIL` when `f` panics.
pub(crate) fn with(p: This, f: impl FnOnce(&Object<DeviceData>) -> HRESULT) -> HRESULT {
    guard(|| {
        // SAFETY: `this` checks the pointer; the object lives while the
        // caller holds its reference, which it does during the call.
        match unsafe { this(p) } {
            Some(object) => f(object),
            None => hr::invalid(),
        }
    })
}

/// `IDirect3DDevice9Vtbl`: the SDK's order.
#[repr(C)]
#[allow(missing_docs)] // each field is the method of its name
pub struct DeviceVtbl {
    pub query_interface: unsafe extern "system" fn(This, *const Guid, *mut Ptr) -> HRESULT,
    pub add_ref: unsafe extern "system" fn(This) -> u32,
    pub release: unsafe extern "system" fn(This) -> u32,
    pub test_cooperative_level: unsafe extern "system" fn(This) -> HRESULT,
    pub get_available_texture_mem: unsafe extern "system" fn(This) -> u32,
    pub evict_managed_resources: unsafe extern "system" fn(This) -> HRESULT,
    pub get_direct3d: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub get_device_caps: unsafe extern "system" fn(This, *mut crate::caps::Caps9) -> HRESULT,
    pub get_display_mode:
        unsafe extern "system" fn(This, u32, *mut crate::adapter::DisplayMode) -> HRESULT,
    pub get_creation_parameters:
        unsafe extern "system" fn(This, *mut CreationParameters) -> HRESULT,
    pub set_cursor_properties: unsafe extern "system" fn(This, u32, u32, Ptr) -> HRESULT,
    pub set_cursor_position: unsafe extern "system" fn(This, i32, i32, u32),
    pub show_cursor: unsafe extern "system" fn(This, i32) -> i32,
    pub create_additional_swap_chain: unsafe extern "system" fn(
        This,
        *mut crate::direct3d9::PresentParametersC,
        *mut Ptr,
    ) -> HRESULT,
    pub get_swap_chain: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
    pub get_number_of_swap_chains: unsafe extern "system" fn(This) -> u32,
    pub reset:
        unsafe extern "system" fn(This, *mut crate::direct3d9::PresentParametersC) -> HRESULT,
    pub present: unsafe extern "system" fn(This, Ptr, Ptr, Ptr, Ptr) -> HRESULT,
    pub get_back_buffer: unsafe extern "system" fn(This, u32, u32, u32, *mut Ptr) -> HRESULT,
    pub get_raster_status: unsafe extern "system" fn(This, u32, *mut [u32; 2]) -> HRESULT,
    pub set_dialog_box_mode: unsafe extern "system" fn(This, i32) -> HRESULT,
    pub set_gamma_ramp: unsafe extern "system" fn(This, u32, u32, Ptr),
    pub get_gamma_ramp: unsafe extern "system" fn(This, u32, Ptr),
    pub create_texture: create::CreateTexture,
    pub create_volume_texture: create::CreateVolumeTexture,
    pub create_cube_texture: create::CreateCubeTexture,
    pub create_vertex_buffer: create::CreateVertexBuffer,
    pub create_index_buffer: create::CreateIndexBuffer,
    pub create_render_target: create::CreateSurface,
    pub create_depth_stencil_surface: create::CreateSurface,
    pub update_surface:
        unsafe extern "system" fn(This, Ptr, *const [i32; 4], Ptr, *const [i32; 2]) -> HRESULT,
    pub update_texture: unsafe extern "system" fn(This, Ptr, Ptr) -> HRESULT,
    pub get_render_target_data: unsafe extern "system" fn(This, Ptr, Ptr) -> HRESULT,
    pub get_front_buffer_data: unsafe extern "system" fn(This, u32, Ptr) -> HRESULT,
    pub stretch_rect:
        unsafe extern "system" fn(This, Ptr, *const [i32; 4], Ptr, *const [i32; 4], u32) -> HRESULT,
    pub color_fill: unsafe extern "system" fn(This, Ptr, *const [i32; 4], u32) -> HRESULT,
    pub create_offscreen_plain_surface: create::CreateOffscreen,
    pub set_render_target: unsafe extern "system" fn(This, u32, Ptr) -> HRESULT,
    pub get_render_target: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
    pub set_depth_stencil_surface: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub get_depth_stencil_surface: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub begin_scene: unsafe extern "system" fn(This) -> HRESULT,
    pub end_scene: unsafe extern "system" fn(This) -> HRESULT,
    pub clear: draw::Clear,
    pub set_transform: unsafe extern "system" fn(This, u32, *const [f32; 16]) -> HRESULT,
    pub get_transform: unsafe extern "system" fn(This, u32, *mut [f32; 16]) -> HRESULT,
    pub multiply_transform: unsafe extern "system" fn(This, u32, *const [f32; 16]) -> HRESULT,
    pub set_viewport: unsafe extern "system" fn(This, *const state::ViewportC) -> HRESULT,
    pub get_viewport: unsafe extern "system" fn(This, *mut state::ViewportC) -> HRESULT,
    pub set_material: unsafe extern "system" fn(This, *const [f32; 17]) -> HRESULT,
    pub get_material: unsafe extern "system" fn(This, *mut [f32; 17]) -> HRESULT,
    pub set_light: unsafe extern "system" fn(This, u32, *const state::LightC) -> HRESULT,
    pub get_light: unsafe extern "system" fn(This, u32, *mut state::LightC) -> HRESULT,
    pub light_enable: unsafe extern "system" fn(This, u32, i32) -> HRESULT,
    pub get_light_enable: unsafe extern "system" fn(This, u32, *mut i32) -> HRESULT,
    pub set_clip_plane: unsafe extern "system" fn(This, u32, *const [f32; 4]) -> HRESULT,
    pub get_clip_plane: unsafe extern "system" fn(This, u32, *mut [f32; 4]) -> HRESULT,
    pub set_render_state: unsafe extern "system" fn(This, u32, u32) -> HRESULT,
    pub get_render_state: unsafe extern "system" fn(This, u32, *mut u32) -> HRESULT,
    pub create_state_block: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
    pub begin_state_block: unsafe extern "system" fn(This) -> HRESULT,
    pub end_state_block: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub set_clip_status: unsafe extern "system" fn(This, *const [u32; 2]) -> HRESULT,
    pub get_clip_status: unsafe extern "system" fn(This, *mut [u32; 2]) -> HRESULT,
    pub get_texture: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
    pub set_texture: unsafe extern "system" fn(This, u32, Ptr) -> HRESULT,
    pub get_texture_stage_state: unsafe extern "system" fn(This, u32, u32, *mut u32) -> HRESULT,
    pub set_texture_stage_state: unsafe extern "system" fn(This, u32, u32, u32) -> HRESULT,
    pub get_sampler_state: unsafe extern "system" fn(This, u32, u32, *mut u32) -> HRESULT,
    pub set_sampler_state: unsafe extern "system" fn(This, u32, u32, u32) -> HRESULT,
    pub validate_device: unsafe extern "system" fn(This, *mut u32) -> HRESULT,
    pub set_palette_entries: unsafe extern "system" fn(This, u32, *const [u8; 4]) -> HRESULT,
    pub get_palette_entries: unsafe extern "system" fn(This, u32, *mut [u8; 4]) -> HRESULT,
    pub set_current_texture_palette: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub get_current_texture_palette: unsafe extern "system" fn(This, *mut u32) -> HRESULT,
    pub set_scissor_rect: unsafe extern "system" fn(This, *const [i32; 4]) -> HRESULT,
    pub get_scissor_rect: unsafe extern "system" fn(This, *mut [i32; 4]) -> HRESULT,
    pub set_software_vertex_processing: unsafe extern "system" fn(This, i32) -> HRESULT,
    pub get_software_vertex_processing: unsafe extern "system" fn(This) -> i32,
    pub set_npatch_mode: unsafe extern "system" fn(This, f32) -> HRESULT,
    pub get_npatch_mode: unsafe extern "system" fn(This) -> f32,
    pub draw_primitive: unsafe extern "system" fn(This, u32, u32, u32) -> HRESULT,
    pub draw_indexed_primitive: draw::DrawIndexed,
    pub draw_primitive_up: unsafe extern "system" fn(This, u32, u32, *const c_void, u32) -> HRESULT,
    pub draw_indexed_primitive_up: draw::DrawIndexedUp,
    pub process_vertices: unsafe extern "system" fn(This, u32, u32, u32, Ptr, Ptr, u32) -> HRESULT,
    pub create_vertex_declaration:
        unsafe extern "system" fn(This, *const [u8; 8], *mut Ptr) -> HRESULT,
    pub set_vertex_declaration: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub get_vertex_declaration: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub set_fvf: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub get_fvf: unsafe extern "system" fn(This, *mut u32) -> HRESULT,
    pub create_vertex_shader: unsafe extern "system" fn(This, *const u32, *mut Ptr) -> HRESULT,
    pub set_vertex_shader: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub get_vertex_shader: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub set_vertex_shader_constant_f:
        unsafe extern "system" fn(This, u32, *const f32, u32) -> HRESULT,
    pub get_vertex_shader_constant_f:
        unsafe extern "system" fn(This, u32, *mut f32, u32) -> HRESULT,
    pub set_vertex_shader_constant_i:
        unsafe extern "system" fn(This, u32, *const i32, u32) -> HRESULT,
    pub get_vertex_shader_constant_i:
        unsafe extern "system" fn(This, u32, *mut i32, u32) -> HRESULT,
    pub set_vertex_shader_constant_b:
        unsafe extern "system" fn(This, u32, *const i32, u32) -> HRESULT,
    pub get_vertex_shader_constant_b:
        unsafe extern "system" fn(This, u32, *mut i32, u32) -> HRESULT,
    pub set_stream_source: unsafe extern "system" fn(This, u32, Ptr, u32, u32) -> HRESULT,
    pub get_stream_source:
        unsafe extern "system" fn(This, u32, *mut Ptr, *mut u32, *mut u32) -> HRESULT,
    pub set_stream_source_freq: unsafe extern "system" fn(This, u32, u32) -> HRESULT,
    pub get_stream_source_freq: unsafe extern "system" fn(This, u32, *mut u32) -> HRESULT,
    pub set_indices: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub get_indices: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub create_pixel_shader: unsafe extern "system" fn(This, *const u32, *mut Ptr) -> HRESULT,
    pub set_pixel_shader: unsafe extern "system" fn(This, Ptr) -> HRESULT,
    pub get_pixel_shader: unsafe extern "system" fn(This, *mut Ptr) -> HRESULT,
    pub set_pixel_shader_constant_f:
        unsafe extern "system" fn(This, u32, *const f32, u32) -> HRESULT,
    pub get_pixel_shader_constant_f: unsafe extern "system" fn(This, u32, *mut f32, u32) -> HRESULT,
    pub set_pixel_shader_constant_i:
        unsafe extern "system" fn(This, u32, *const i32, u32) -> HRESULT,
    pub get_pixel_shader_constant_i: unsafe extern "system" fn(This, u32, *mut i32, u32) -> HRESULT,
    pub set_pixel_shader_constant_b:
        unsafe extern "system" fn(This, u32, *const i32, u32) -> HRESULT,
    pub get_pixel_shader_constant_b: unsafe extern "system" fn(This, u32, *mut i32, u32) -> HRESULT,
    pub draw_rect_patch: unsafe extern "system" fn(This, u32, *const f32, *const c_void) -> HRESULT,
    pub draw_tri_patch: unsafe extern "system" fn(This, u32, *const f32, *const c_void) -> HRESULT,
    pub delete_patch: unsafe extern "system" fn(This, u32) -> HRESULT,
    pub create_query: unsafe extern "system" fn(This, u32, *mut Ptr) -> HRESULT,
}

/// The vtable of every `IDirect3DDevice9`.
pub static VTBL: DeviceVtbl = vtbl();

/// `IDirect3DDevice9`'s entry points, shared by the plain and the Ex
/// vtable ([`ex::VTBL_EX`]).
pub(crate) const fn vtbl() -> DeviceVtbl {
    DeviceVtbl {
        query_interface,
        add_ref,
        release,
        test_cooperative_level: reset::test_cooperative_level,
        get_available_texture_mem,
        evict_managed_resources,
        get_direct3d,
        get_device_caps,
        get_display_mode,
        get_creation_parameters,
        set_cursor_properties: cursor::set_cursor_properties,
        set_cursor_position: cursor::set_cursor_position,
        show_cursor: cursor::show_cursor,
        create_additional_swap_chain,
        get_swap_chain,
        get_number_of_swap_chains,
        reset: reset::reset,
        present: draw::present,
        get_back_buffer,
        get_raster_status,
        set_dialog_box_mode: cursor::set_dialog_box_mode,
        set_gamma_ramp,
        get_gamma_ramp,
        create_texture: create::create_texture,
        create_volume_texture: create::create_volume_texture,
        create_cube_texture: create::create_cube_texture,
        create_vertex_buffer: create::create_vertex_buffer,
        create_index_buffer: create::create_index_buffer,
        create_render_target: create::create_render_target,
        create_depth_stencil_surface: create::create_depth_stencil_surface,
        update_surface: copies::update_surface,
        update_texture: copies::update_texture,
        get_render_target_data: create::get_render_target_data,
        get_front_buffer_data,
        stretch_rect: copies::stretch_rect,
        color_fill: copies::color_fill,
        create_offscreen_plain_surface: create::create_offscreen_plain_surface,
        set_render_target: create::set_render_target,
        get_render_target: getters::get_render_target,
        set_depth_stencil_surface: create::set_depth_stencil_surface,
        get_depth_stencil_surface: getters::get_depth_stencil_surface,
        begin_scene: draw::begin_scene,
        end_scene: draw::end_scene,
        clear: draw::clear,
        set_transform: state::set_transform,
        get_transform: state::get_transform,
        multiply_transform: state::multiply_transform,
        set_viewport: state::set_viewport,
        get_viewport: getters::get_viewport,
        set_material: state::set_material,
        get_material: getters::get_material,
        set_light: state::set_light,
        get_light: getters::get_light,
        light_enable: state::light_enable,
        get_light_enable: getters::get_light_enable,
        set_clip_plane: state::set_clip_plane,
        get_clip_plane: getters::get_clip_plane,
        set_render_state: state::set_render_state,
        get_render_state: state::get_render_state,
        create_state_block: crate::blocks::create_state_block,
        begin_state_block: crate::blocks::begin_state_block,
        end_state_block: crate::blocks::end_state_block,
        set_clip_status,
        get_clip_status,
        get_texture: getters::get_texture,
        set_texture: create::set_texture,
        get_texture_stage_state: getters::get_texture_stage_state,
        set_texture_stage_state: state::set_texture_stage_state,
        get_sampler_state: getters::get_sampler_state,
        set_sampler_state: state::set_sampler_state,
        validate_device,
        set_palette_entries: palette::set_palette_entries,
        get_palette_entries: palette::get_palette_entries,
        set_current_texture_palette: palette::set_current_texture_palette,
        get_current_texture_palette: palette::get_current_texture_palette,
        set_scissor_rect: state::set_scissor_rect,
        get_scissor_rect: getters::get_scissor_rect,
        set_software_vertex_processing: state::set_software_vertex_processing,
        get_software_vertex_processing: state::get_software_vertex_processing,
        set_npatch_mode,
        get_npatch_mode,
        draw_primitive: draw::draw_primitive,
        draw_indexed_primitive: draw::draw_indexed_primitive,
        draw_primitive_up: draw::draw_primitive_up,
        draw_indexed_primitive_up: draw::draw_indexed_primitive_up,
        process_vertices: draw::process_vertices,
        create_vertex_declaration: draw::create_vertex_declaration,
        set_vertex_declaration: draw::set_vertex_declaration,
        get_vertex_declaration: getters::get_vertex_declaration,
        set_fvf: draw::set_fvf,
        get_fvf: draw::get_fvf,
        create_vertex_shader: draw::create_vertex_shader,
        set_vertex_shader: draw::set_vertex_shader,
        get_vertex_shader: getters::get_vertex_shader,
        set_vertex_shader_constant_f: draw::set_vertex_shader_constant_f,
        get_vertex_shader_constant_f: getters::get_vertex_shader_constant_f,
        set_vertex_shader_constant_i: draw::set_vertex_shader_constant_i,
        get_vertex_shader_constant_i: getters::get_vertex_shader_constant_i,
        set_vertex_shader_constant_b: draw::set_vertex_shader_constant_b,
        get_vertex_shader_constant_b: getters::get_vertex_shader_constant_b,
        set_stream_source: draw::set_stream_source,
        get_stream_source: getters::get_stream_source,
        set_stream_source_freq: draw::set_stream_source_freq,
        get_stream_source_freq,
        set_indices: draw::set_indices,
        get_indices: getters::get_indices,
        create_pixel_shader: draw::create_pixel_shader,
        set_pixel_shader: draw::set_pixel_shader,
        get_pixel_shader: getters::get_pixel_shader,
        set_pixel_shader_constant_f: draw::set_pixel_shader_constant_f,
        get_pixel_shader_constant_f: getters::get_pixel_shader_constant_f,
        set_pixel_shader_constant_i: draw::set_pixel_shader_constant_i,
        get_pixel_shader_constant_i: getters::get_pixel_shader_constant_i,
        set_pixel_shader_constant_b: draw::set_pixel_shader_constant_b,
        get_pixel_shader_constant_b: getters::get_pixel_shader_constant_b,
        draw_rect_patch: patches::draw_rect_patch,
        draw_tri_patch: patches::draw_tri_patch,
        delete_patch: patches::delete_patch,
        create_query: crate::blocks::create_query,
    }
}

unsafe extern "system" fn query_interface(p: This, riid: *const Guid, out: *mut Ptr) -> HRESULT {
    // SAFETY: `with` checked the object; `query_interface` checks the
    // pointers.
    with(p, |o| unsafe {
        // An Ex device answers both IIDs (one object); a plain one only
        // IDirect3DDevice9.
        let iids: &[Guid] = if o.data.ex {
            &[
                crate::iid::IID_IDirect3DDevice9,
                crate::iid::IID_IDirect3DDevice9Ex,
            ]
        } else {
            &[crate::iid::IID_IDirect3DDevice9]
        };
        com::query_interface(o, p, iids, riid, out)
    })
}

unsafe extern "system" fn add_ref(p: This) -> u32 {
    // SAFETY: checked by `this`.
    guard_u32(|| unsafe { this(p) }.map_or(0, |o| o.add_ref()))
}

unsafe extern "system" fn release(p: This) -> u32 {
    guard_u32(|| {
        // SAFETY: checked by `this`; no reference is kept across release.
        unsafe {
            if this(p).is_none() {
                return 0;
            }
            Object::<DeviceData>::release(p)
        }
    })
}

/// What `GetAvailableTextureMem` reports: D3D9 rounds to the nearest MB,
/// games only compare it with their needs.
const AVAILABLE_TEXTURE_MEM: u32 = 1 << 30;

unsafe extern "system" fn get_available_texture_mem(p: This) -> u32 {
    // SAFETY: checked by `this`.
    guard_u32(|| unsafe { this(p) }.map_or(0, |_| AVAILABLE_TEXTURE_MEM))
}

unsafe extern "system" fn evict_managed_resources(p: This) -> HRESULT {
    with(p, |_| S_OK)
}

unsafe extern "system" fn get_direct3d(p: This, out: *mut Ptr) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let parent = o.data.parent as *mut c_void;
        // SAFETY: the parent is checked by `this`; `out` is not null.
        unsafe {
            match crate::direct3d9::this(parent) {
                Some(d3d) => {
                    d3d.add_ref();
                    *out = parent;
                    S_OK
                }
                None => hr::invalid(),
            }
        }
    })
}

/// `GetSwapChain`: the implicit swap chain (`swapchain.rs`).
unsafe extern "system" fn get_swap_chain(p: This, index: u32, out: *mut Ptr) -> HRESULT {
    with(p, |o| crate::swapchain::get(o, p, index, out))
}

/// `GetFrontBufferData` of swap chain 0 into `dest`, an `A8R8G8B8`
/// system-memory surface the size of the display mode
/// (`ninebridge_d3d9::Device::get_front_buffer_data`).
pub(crate) unsafe extern "system" fn get_front_buffer_data(
    p: This,
    swap_chain: u32,
    dest: Ptr,
) -> HRESULT {
    with(p, |o| {
        let Ok(Some(dest)) = crate::resource::id_on(p, dest, crate::resource::surface_id) else {
            return hr::invalid();
        };
        let screen = {
            let mode = crate::adapter::display_mode();
            (mode.width, mode.height)
        };
        let r = if swap_chain == 0 {
            o.data.lock().get_front_buffer_data(dest, screen)
        } else {
            match crate::swapchain::chain_at(o, swap_chain) {
                Some(c) => o.data.lock().swap_chain_front_buffer_data(c, dest, screen),
                None => return hr::invalid(),
            }
        };
        hr::result("GetFrontBufferData", r)
    })
}

pub(crate) use create::get_back_buffer;
pub(crate) use draw::present_swap_chain;

unsafe extern "system" fn get_number_of_swap_chains(p: This) -> u32 {
    // SAFETY: checked by `this`.
    guard_u32(|| {
        unsafe { this(p) }.map_or(0, |o| {
            1 + o.data.lock().additional_swap_chains().len() as u32
        })
    })
}

/// `CreateAdditionalSwapChain`: a swap chain of its own back buffer,
/// presenting to `hDeviceWindow` (a `ninebridge_window_*` window; NULL:
/// headless), with D3D9's defaults written back into the parameters.
unsafe extern "system" fn create_additional_swap_chain(
    p: This,
    params: *mut crate::direct3d9::PresentParametersC,
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o| {
        if params.is_null() || out.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes its D3DPRESENT_PARAMETERS and a slot.
        let given = unsafe {
            *out = std::ptr::null_mut();
            params.read_unaligned()
        };
        let Some(present) = given.to_params() else {
            return hr::invalid();
        };
        // A swap chain without hDeviceWindow presents to the device's
        // window (D3D9 takes the focus window; Wine's stateblock.c makes
        // one with a NULL window and a 0x0 back buffer).
        let device_window = if given.device_window.is_null() {
            o.data.present_parameters().device_window
        } else {
            given.device_window
        };
        let mut d = o.data.lock();
        let window = match crate::window::lookup(device_window) {
            Some(Err(e)) => return e,
            // SAFETY: the port's window is live while registered (the
            // contract of `ninebridge_window_*`).
            Some(Ok(w)) => match unsafe { w.target(d.gpu()) } {
                Ok(t) => Some(t),
                Err(e) => return e,
            },
            None => None,
        };
        let chain = match d.create_additional_swap_chain(&present, window) {
            Ok(c) => c,
            Err(e) => return hr::result("CreateAdditionalSwapChain", Err(e)),
        };
        let mut resolved = given;
        if let Ok(r) = d.swap_chain_parameters(chain) {
            resolved.back_buffer_width = r.back_buffer_width;
            resolved.back_buffer_height = r.back_buffer_height;
            resolved.back_buffer_format = r.back_buffer_format.to_d3d();
            resolved.back_buffer_count = r.back_buffer_count;
        }
        drop(d);
        // SAFETY: checked for null above.
        unsafe {
            params.write_unaligned(resolved);
            *out = crate::swapchain::create_additional(o, p, chain, resolved);
        }
        S_OK
    })
}

/// `SetGammaRamp`: the device keeps it (`ninebridge_d3d9`'s
/// `device/cursor.rs` has D3D9's rules). A NULL ramp changes nothing.
unsafe extern "system" fn set_gamma_ramp(p: This, swap_chain: u32, _flags: u32, ramp: Ptr) {
    guard(|| {
        // SAFETY: checked by `this`; the caller holds the device.
        let Some(o) = (unsafe { this(p) }) else {
            return S_OK;
        };
        if ramp.is_null() {
            return S_OK;
        }
        // SAFETY: not null; C passes a D3DGAMMARAMP, 768 WORDs.
        let words = unsafe { ramp.cast::<ninebridge_d3d9::GammaRamp>().read_unaligned() };
        o.data.lock().set_gamma_ramp(swap_chain, &words);
        S_OK
    });
}

/// `GetGammaRamp`: the ramp `SetGammaRamp` kept for the swap chain, the
/// identity until then.
unsafe extern "system" fn get_gamma_ramp(p: This, swap_chain: u32, ramp: Ptr) {
    guard(|| {
        if ramp.is_null() {
            return S_OK;
        }
        // SAFETY: checked by `this`; the caller holds the device.
        let words = match unsafe { this(p) } {
            Some(o) => o.data.lock().gamma_ramp(swap_chain),
            None => std::array::from_fn(|i| (i % 256) as u16 * 257),
        };
        // SAFETY: C passes a D3DGAMMARAMP, 768 WORDs.
        unsafe {
            ramp.cast::<ninebridge_d3d9::GammaRamp>()
                .write_unaligned(words)
        };
        S_OK
    });
}

unsafe extern "system" fn set_npatch_mode(p: This, segments: f32) -> HRESULT {
    // N-patches are not supported (no D3DDEVCAPS_NPATCHES): 0 turns them
    // off, which is what there is.
    with(p, |_| {
        if segments == 0.0 {
            S_OK
        } else {
            hr::not_available()
        }
    })
}

unsafe extern "system" fn get_npatch_mode(_p: This) -> f32 {
    0.0
}

unsafe extern "system" fn get_stream_source_freq(p: This, stream: u32, out: *mut u32) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let freq = o.data.lock().stream_source_freq(stream);
        match freq {
            Ok(v) => {
                // SAFETY: not null; C passes a UINT slot.
                unsafe { *out = v };
                S_OK
            }
            Err(e) => hr::result("GetStreamSourceFreq", Err(e)),
        }
    })
}

/// `ValidateDevice`: the state draws in one pass (the GPU runs any state
/// the device accepts in one).
unsafe extern "system" fn validate_device(p: This, passes: *mut u32) -> HRESULT {
    with(p, |_| {
        if passes.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a DWORD slot.
        unsafe { *passes = 1 };
        S_OK
    })
}

/// `GetRasterStatus`: there is no scan-out to follow; the beam is always
/// reported out of the vertical blank at line 0 (`D3DRASTER_STATUS`:
/// `InVBlank`, `ScanLine`).
pub(crate) unsafe extern "system" fn get_raster_status(
    p: This,
    swap_chain: u32,
    out: *mut [u32; 2],
) -> HRESULT {
    with(p, |o| {
        if out.is_null() || (swap_chain != 0 && crate::swapchain::chain_at(o, swap_chain).is_none())
        {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a D3DRASTER_STATUS.
        unsafe { out.write_unaligned([0, 0]) };
        S_OK
    })
}

unsafe extern "system" fn get_device_caps(p: This, out: *mut crate::caps::Caps9) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let caps = crate::caps::device_caps(o.data.lock().gpu());
        // SAFETY: not null; C passes a D3DCAPS9.
        unsafe { out.write_unaligned(caps) };
        S_OK
    })
}

pub(crate) unsafe extern "system" fn get_display_mode(
    p: This,
    swap_chain: u32,
    out: *mut crate::adapter::DisplayMode,
) -> HRESULT {
    with(p, |o| {
        if out.is_null() || (swap_chain != 0 && crate::swapchain::chain_at(o, swap_chain).is_none())
        {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a D3DDISPLAYMODE.
        unsafe { out.write_unaligned(crate::adapter::display_mode()) };
        S_OK
    })
}

unsafe extern "system" fn get_creation_parameters(
    p: This,
    out: *mut CreationParameters,
) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a D3DDEVICE_CREATION_PARAMETERS.
        unsafe { out.write_unaligned(o.data.creation) };
        S_OK
    })
}

/// `SetClipStatus`: kept for `GetClipStatus` (the device computes no clip
/// status of its own: D3D9 does so only for software vertex processing's
/// `ProcessVertices`).
unsafe extern "system" fn set_clip_status(p: This, status: *const [u32; 2]) -> HRESULT {
    with(p, |o| {
        if status.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a D3DCLIPSTATUS9.
        let value = unsafe { status.read_unaligned() };
        o.data.lock().set_clip_status(value);
        S_OK
    })
}

unsafe extern "system" fn get_clip_status(p: This, out: *mut [u32; 2]) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let value = o.data.lock().clip_status();
        // SAFETY: not null; C passes a D3DCLIPSTATUS9.
        unsafe { out.write_unaligned(value) };
        S_OK
    })
}
