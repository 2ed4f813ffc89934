//! High-order patches: `DrawRectPatch`, `DrawTriPatch`, `DeletePatch`.
//!
//! The device reports no patch support (`D3DCAPS9::DevCaps` has none of
//! `D3DDEVCAPS_RTPATCHES`, `D3DDEVCAPS_NPATCHES`,
//! `D3DDEVCAPS_QUINTICRTPATCHES`; `DevCaps2` no adaptive tessellation or
//! displacement maps; `MaxNpatchTessellationLevel` is 0), and D3D9 answers
//! patch calls on such a device with `D3DERR_INVALIDCALL`: so do these, with
//! a log line. A patch handle is never made, so `DeletePatch` has none to
//! delete (`D3DERR_INVALIDCALL` as for an unknown handle).
//!
//! Why not tessellate: patches were an ATI TruForm / early-D3D9 feature few
//! games shipped with, always behind these caps; tessellating Bézier,
//! B-spline and Catmull-Rom patches on the CPU (with every vertex element
//! of the stream's declaration interpolated and normals generated) is a
//! renderer of its own, for calls a port that checks the caps never makes.

use std::ffi::c_void;

use super::{This, with};
use crate::hr::{self, HRESULT};

fn refuse(name: &str) -> HRESULT {
    tracing::debug!(
        "[capi] IDirect3DDevice9::{name}: no patch support (D3DDEVCAPS_RTPATCHES and NPATCHES are not reported)"
    );
    hr::invalid()
}

pub(super) unsafe extern "system" fn draw_rect_patch(
    p: This,
    _handle: u32,
    _segments: *const f32,
    _info: *const c_void,
) -> HRESULT {
    with(p, |_| refuse("DrawRectPatch"))
}

pub(super) unsafe extern "system" fn draw_tri_patch(
    p: This,
    _handle: u32,
    _segments: *const f32,
    _info: *const c_void,
) -> HRESULT {
    with(p, |_| refuse("DrawTriPatch"))
}

pub(super) unsafe extern "system" fn delete_patch(p: This, _handle: u32) -> HRESULT {
    with(p, |_| refuse("DeletePatch"))
}
