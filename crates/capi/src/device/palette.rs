//! Texture palettes: `SetPaletteEntries`, `GetPaletteEntries`,
//! `SetCurrentTexturePalette`, `GetCurrentTexturePalette`, over the
//! device's (`ninebridge_d3d9`'s `device/palette.rs` has D3D9's rules; the
//! current palette is device state, so state blocks capture, record and
//! apply it). Here: a null entries or out pointer is `D3DERR_INVALIDCALL`.

use ninebridge_d3d9::PaletteEntry;

use super::{This, with};
use crate::hr::{self, HRESULT, S_OK};

pub(super) unsafe extern "system" fn set_palette_entries(
    p: This,
    number: u32,
    entries: *const PaletteEntry,
) -> HRESULT {
    with(p, |o| {
        if entries.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes 256 PALETTEENTRYs.
        let palette = unsafe { entries.cast::<[PaletteEntry; 256]>().read_unaligned() };
        let r = o.data.lock().set_palette_entries(number, &palette);
        hr::result("SetPaletteEntries", r)
    })
}

pub(super) unsafe extern "system" fn get_palette_entries(
    p: This,
    number: u32,
    out: *mut PaletteEntry,
) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        match o.data.lock().palette_entries(number) {
            Ok(palette) => {
                // SAFETY: not null; C passes room for 256 PALETTEENTRYs.
                unsafe { out.cast::<[PaletteEntry; 256]>().write_unaligned(palette) };
                S_OK
            }
            Err(e) => hr::result("GetPaletteEntries", Err(e)),
        }
    })
}

pub(super) unsafe extern "system" fn set_current_texture_palette(p: This, number: u32) -> HRESULT {
    with(p, |o| {
        let r = o.data.lock().set_current_texture_palette(number);
        hr::result("SetCurrentTexturePalette", r)
    })
}

pub(super) unsafe extern "system" fn get_current_texture_palette(
    p: This,
    out: *mut u32,
) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let current = o.data.lock().current_texture_palette();
        // SAFETY: not null; C passes a UINT slot.
        unsafe { out.write_unaligned(current) };
        S_OK
    })
}
