//! `IDirect3DSurface9::GetContainer` and `IDirect3DVolume9::GetContainer`.
//!
//! Rules (D3D9's reference page of `GetContainer`): a texture's level (a
//! 2D level, a cube face's level, a volume level) is contained by its
//! texture; a standalone surface (`CreateRenderTarget`,
//! `CreateDepthStencilSurface`, `CreateOffscreenPlainSurface`) by the
//! device that made it. The answer is the container's `QueryInterface` for
//! `riid`: a reference is added to what is handed out, and an interface the
//! container does not have is `E_NOINTERFACE` with `*ppContainer` null.
//! Null pointers are `D3DERR_INVALIDCALL`.
//!
//! A swap chain's back buffer (the implicit one's or an additional
//! one's) is contained by its swap chain (`IDirect3DSwapChain9`); the
//! implicit depth-stencil surface is the device's, as in D3D9.

use std::ffi::c_void;

use crate::com::{self, Guid};
use crate::device::This;
use crate::hr::{self, HRESULT};
use crate::resource::{self, surface_id, with};

type Ptr = *mut c_void;

pub(crate) unsafe extern "system" fn get_container(
    p: This,
    riid: *const Guid,
    out: *mut Ptr,
) -> HRESULT {
    with(p, |o, d| {
        if riid.is_null() || out.is_null() {
            return hr::invalid();
        }
        match o.data.container() {
            // SAFETY: the pointers were checked for null; C passes an IID
            // and a pointer slot.
            Some(texture) => unsafe {
                resource::query(texture, texture.data.this_ptr(), riid, out)
            },
            None if let Some(chain) = surface_id(o.data.kind)
                .and_then(|id| crate::swapchain::of_back_buffer(d, o.data.device_ptr(), id)) =>
            {
                // SAFETY: as above; `of_back_buffer` handed out a
                // reference on the swap chain, given back after the query.
                unsafe {
                    let hr = crate::swapchain::query(chain, riid, out);
                    crate::swapchain::release_reference(chain);
                    hr
                }
            }
            // SAFETY: as above; the device is the one `with` checked.
            None => unsafe {
                com::query_interface(
                    d,
                    o.data.device_ptr(),
                    &[crate::iid::IID_IDirect3DDevice9],
                    riid,
                    out,
                )
            },
        }
    })
}
