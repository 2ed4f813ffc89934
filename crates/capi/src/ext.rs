//! `ninebridge_*` functions: what a port needs that the Windows ABI has no
//! room for (declared in `include/d3d9.h`'s extension section).

use std::ffi::{CStr, c_char};

use ninebridge_types::Format;

use crate::com::guard;
use crate::device::This;
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind};

/// Writes the surface at `surface` (an 8-bit RGB render target or
/// offscreen surface: `A8R8G8B8` or `X8R8G8B8`) to `path` as a PNG
/// (`X8R8G8B8` opaque). `D3DERR_INVALIDCALL` for other formats, a null or
/// non-UTF-8 path, and anything that is not a surface; `E_FAIL` when the
/// file cannot be written.
///
/// # Safety
/// `path` is null or a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn ninebridge_surface_write_png(
    surface: This,
    path: *const c_char,
) -> HRESULT {
    guard(|| {
        if path.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes a NUL-terminated string.
        let Ok(path) = unsafe { CStr::from_ptr(path) }.to_str() else {
            return hr::invalid();
        };
        // SAFETY: checked by `any`; the caller holds the surface.
        let Some(object) = (unsafe { resource::any(surface) }) else {
            return hr::invalid();
        };
        let Kind::Surface { id, .. } = object.data.kind else {
            return hr::invalid();
        };
        let Some(device) = object.data.device() else {
            return hr::invalid();
        };
        let d = device.data.lock();
        let (Ok(format), Ok((width, height))) = (d.surface_format(id), d.surface_size(id)) else {
            return hr::invalid();
        };
        if !matches!(format, Format::A8R8G8B8 | Format::X8R8G8B8) {
            return hr::invalid();
        }
        let mut rgba = match d.get_render_target_data(id) {
            Ok(bytes) => bytes,
            Err(e) => return hr::result("ninebridge_surface_write_png", Err(e)),
        };
        drop(d);
        for px in rgba.chunks_exact_mut(4) {
            px.swap(0, 2);
            if format == Format::X8R8G8B8 {
                px[3] = 0xff;
            }
        }
        match write_png(path, width, height, &rgba) {
            Ok(()) => S_OK,
            Err(e) => {
                tracing::warn!("[capi] ninebridge_surface_write_png({path}): {e}");
                crate::hr::E_FAIL
            }
        }
    })
}

fn write_png(path: &str, width: u32, height: u32, rgba: &[u8]) -> Result<(), png::EncodingError> {
    let file = std::fs::File::create(path)?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgba)?;
    writer.finish()
}
