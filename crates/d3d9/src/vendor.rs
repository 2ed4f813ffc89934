//! The driver hacks games query through `CheckDeviceFormat` with a FOURCC
//! that is no format, then switch on with a render state: which ones the
//! device has, answered honestly.
//!
//! Design: a hack is offered only where what it switches on works.
//!
//! * **`INST`** (ATI's instancing on shader model 2 hardware): a game that
//!   finds it sets `D3DRS_POINTSIZE` to the FOURCC, then instances with
//!   `SetStreamSourceFreq`. The device instances on every adapter (shader
//!   model 3 caps), so it is offered; the `D3DRS_POINTSIZE` value is a
//!   command to the driver, not a size: the point size stays what it was.
//! * **`ATOC`** (NVIDIA's transparency multisampling): offered. With
//!   `D3DRS_ADAPTIVETESS_Y` = `ATOC` and the alpha test on, draws into
//!   multisampled targets turn alpha into sample coverage (wgpu's
//!   alpha-to-coverage) besides the alpha test; any other value turns it
//!   off. Single-sample targets draw as before.
//! * **`SSAA`** (NVIDIA's supersampled alpha test, the same state): not
//!   offered: the device shades once per pixel, not per sample.
//! * **`A2M1`/`A2M0`** (AMD's alpha-to-coverage through `D3DRS_POINTSIZE`):
//!   not offered (the `ATOC` query is the one games make on either vendor's
//!   driver when they look for NVIDIA's).
//! * **`NVDB`** (depth bounds test, `D3DRS_ADAPTIVETESS_X`, bounds in
//!   `_Z`/`_W`): not offered; wgpu has no depth bounds test, and a pixel
//!   shader cannot read the depth already in the depth buffer to emulate it.
//! * **`ATI1`/`ATI2`** (BC4/BC5 textures) are formats, not hacks, and are
//!   not offered either ([`crate::format_info`] has none): Windows samples
//!   ATI1 as (x, 0, 0, 1) and ATI2 as (y, x, 1, 1) and locks them with a
//!   pitch of one byte per texel, which the device does not do yet.

use ninebridge_types::{ResourceType, Usage, make_fourcc};

/// ATI's instancing switch: `D3DRS_POINTSIZE` set to this value.
pub const INST: u32 = make_fourcc(*b"INST");
/// NVIDIA's alpha-to-coverage switch (`D3DRS_ADAPTIVETESS_Y`).
pub const ATOC: u32 = make_fourcc(*b"ATOC");
/// NVIDIA's supersampled alpha test switch (`D3DRS_ADAPTIVETESS_Y`).
pub const SSAA: u32 = make_fourcc(*b"SSAA");
/// NVIDIA's depth bounds test switch (`D3DRS_ADAPTIVETESS_X`).
pub const NVDB: u32 = make_fourcc(*b"NVDB");
/// AMD's alpha-to-coverage on (`D3DRS_POINTSIZE`).
pub const A2M1: u32 = make_fourcc(*b"A2M1");
/// AMD's alpha-to-coverage off (`D3DRS_POINTSIZE`).
pub const A2M0: u32 = make_fourcc(*b"A2M0");

/// `CheckDeviceFormat`'s answer for a driver hack's FOURCC: `Some(true)`
/// when the device has it (queried as a surface without usage, as the
/// vendors document), `Some(false)` when it does not, `None` when `fourcc`
/// is no hack this module knows (a format: the caller decides).
pub fn hack_supported(fourcc: u32, usage: Usage, resource_type: ResourceType) -> Option<bool> {
    match fourcc {
        INST | ATOC => Some(resource_type == ResourceType::Surface && usage.is_empty()),
        SSAA | NVDB | A2M1 | A2M0 => Some(false),
        _ => None,
    }
}

/// Whether `SetRenderState(D3DRS_POINTSIZE, value)` is a command to the
/// driver rather than a point size ([`INST`]).
pub fn is_point_size_command(value: u32) -> bool {
    value == INST
}
