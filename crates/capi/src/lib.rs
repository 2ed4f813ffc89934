//! The `d3d9.h` ABI over the ninebridge device: what a C or C++ port links
//! instead of `d3d9.dll` (`libninebridge_d3d9.so`, `.dylib` or `.a`), with
//! the header in `include/d3d9.h`.
//!
//! Design notes:
//! - Every interface is a COM object ([`com::Object`]): a pointer to a
//!   static vtable of `extern "system"` functions in the SDK's order,
//!   then a reference count and the object's data. The vtable pointer
//!   also says what the object is: an entry point checks it before using
//!   the object, so a pointer of the wrong interface is
//!   `D3DERR_INVALIDCALL`, not undefined behaviour; a freed object keeps
//!   its header with a null vtable pointer, so a released one is refused
//!   the same way.
//! - No Rust panic crosses the ABI: every entry point runs inside
//!   [`com::guard`], which turns an unwinding panic into `E_FAIL`.
//! - The D3D9 device is the Rust [`ninebridge_d3d9::Device`] behind a
//!   mutex: calls are serialised (what `D3DCREATE_MULTITHREADED` asks;
//!   without it D3D9 leaves threads to the caller, and the mutex keeps
//!   Rust's memory safe anyway).
//! - Methods the device does not offer return `E_NOTIMPL` (or
//!   `D3DERR_NOTAVAILABLE`) with one log line naming them.
//!
//! Modules: `com` (objects and their checks, the guard), `hr` (HRESULTs),
//! `iid` (interface ids), `direct3d9` (`Direct3DCreate9`, `IDirect3D9`),
//! `device` (`IDirect3DDevice9`), `resource` (the objects a device makes:
//! surfaces, buffers, declarations, shaders, and the levels textures
//! keep), `textures` (2D, cube and volume textures), `volume`
//! (`IDirect3DVolume9`), `container` (`GetContainer`), `swapchain`
//! (`IDirect3DSwapChain9`), `window` (the `ninebridge_window_*` functions
//! that make a port's native window an `HWND`).

pub mod adapter;
mod blocks;
pub mod caps;
pub mod com;
mod container;
pub mod device;
pub mod direct3d9;
pub mod direct3d9ex;
pub mod ext;
mod hr;
pub mod iid;
mod private_data;
pub mod resource;
pub mod swapchain;
pub mod textures;
pub mod volume;
pub mod window;

#[cfg(test)]
mod abi_tests;
#[cfg(test)]
mod depth_texture_tests;
#[cfg(test)]
mod ex_tests;
#[cfg(test)]
mod process_vertices_tests;
#[cfg(test)]
mod state_tests;
#[cfg(test)]
mod swapchain_tests;
#[cfg(test)]
mod texture_tests;
#[cfg(test)]
mod thread_tests;
#[cfg(test)]
mod wine_rules_tests;
