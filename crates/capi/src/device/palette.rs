//! Texture palettes: `SetPaletteEntries`, `GetPaletteEntries`,
//! `SetCurrentTexturePalette`, `GetCurrentTexturePalette`, and the current
//! palette in state blocks.
//!
//! Rules (D3D9's reference pages and "Texture Palettes"): there are at
//! most 65536 palettes (numbers 0..=0xFFFF; others are
//! `D3DERR_INVALIDCALL`); a palette is 256 `PALETTEENTRY`s, all set at
//! once; without `D3DPTEXTURECAPS_ALPHAPALETTE` (which this device does not
//! report) every entry's alpha (`peFlags`) must be 0xFF; a null entries or
//! out pointer is `D3DERR_INVALIDCALL`. Reading, or making current, a
//! palette never set is `D3DERR_INVALIDCALL`. Palette 0 is current until
//! `SetCurrentTexturePalette`. `D3DSBT_ALL` state blocks capture the
//! current palette ("Saving All Device States with a StateBlock"), and a
//! `SetCurrentTexturePalette` between `BeginStateBlock` and `EndStateBlock`
//! is recorded, not applied.
//!
//! The device has no palettized formats (`CheckDeviceFormat` answers
//! `D3DERR_NOTAVAILABLE` for `P8` and `A8P8`, `CreateTexture` refuses them),
//! so palettes are state only: kept, read back and restored, never sampled.

use std::collections::HashMap;

use ninebridge_d3d9::StateBlockId;

use super::{This, with};
use crate::hr::{self, HRESULT, S_OK};

/// One `PALETTEENTRY`: red, green, blue, flags (alpha in D3D9).
type Entry = [u8; 4];

/// The highest palette number.
const MAX_PALETTE: u32 = 0xFFFF;

/// `D3DPTEXTURECAPS_ALPHAPALETTE`.
const ALPHA_PALETTE: u32 = 0x80;

/// The device's palettes and what state blocks keep of them.
#[derive(Default)]
pub(crate) struct Palettes {
    /// Each palette set, by number.
    entries: HashMap<u32, Box<[Entry; 256]>>,
    /// `SetCurrentTexturePalette`'s number.
    current: u32,
    /// While a state block records: the palette made current so far.
    recording: Option<Option<u32>>,
    /// State blocks that hold a current palette, with the one they hold.
    blocks: HashMap<StateBlockId, u32>,
}

impl Palettes {
    /// `CreateStateBlock`: a `D3DSBT_ALL` block captures the palette.
    pub(crate) fn created(&mut self, block: StateBlockId, all: bool) {
        if all {
            self.blocks.insert(block, self.current);
        }
    }

    /// `BeginStateBlock` succeeded.
    pub(crate) fn begin_recording(&mut self) {
        self.recording = Some(None);
    }

    /// `EndStateBlock` made `block`: it holds the palette recorded, if any.
    pub(crate) fn end_recording(&mut self, block: StateBlockId) {
        if let Some(Some(n)) = self.recording.take() {
            self.blocks.insert(block, n);
        }
    }

    /// `Capture`: a block holding a palette takes the current one.
    pub(crate) fn capture(&mut self, block: StateBlockId) {
        let current = self.current;
        if let Some(n) = self.blocks.get_mut(&block) {
            *n = current;
        }
    }

    /// `Apply`: a block holding a palette makes it current.
    pub(crate) fn apply(&mut self, block: StateBlockId) {
        if let Some(&n) = self.blocks.get(&block) {
            self.current = n;
        }
    }

    /// The block was released.
    pub(crate) fn forget(&mut self, block: StateBlockId) {
        self.blocks.remove(&block);
    }
}

impl super::DeviceData {
    pub(crate) fn palettes(&self) -> std::sync::MutexGuard<'_, Palettes> {
        self.palettes
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

pub(super) unsafe extern "system" fn set_palette_entries(
    p: This,
    number: u32,
    entries: *const Entry,
) -> HRESULT {
    with(p, |o| {
        if number > MAX_PALETTE || entries.is_null() {
            return hr::invalid();
        }
        // SAFETY: not null; C passes 256 PALETTEENTRYs.
        let palette: [Entry; 256] = unsafe { entries.cast::<[Entry; 256]>().read_unaligned() };
        let alpha_palette =
            crate::caps::device_caps(o.data.lock().gpu()).texture_caps & ALPHA_PALETTE != 0;
        if !alpha_palette && palette.iter().any(|e| e[3] != 0xFF) {
            tracing::debug!(
                "[capi] SetPaletteEntries({number}): alpha other than 0xFF without D3DPTEXTURECAPS_ALPHAPALETTE"
            );
            return hr::invalid();
        }
        o.data.palettes().entries.insert(number, Box::new(palette));
        S_OK
    })
}

pub(super) unsafe extern "system" fn get_palette_entries(
    p: This,
    number: u32,
    out: *mut Entry,
) -> HRESULT {
    with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let palettes = o.data.palettes();
        match palettes.entries.get(&number) {
            Some(palette) => {
                // SAFETY: not null; C passes room for 256 PALETTEENTRYs.
                unsafe { out.cast::<[Entry; 256]>().write_unaligned(**palette) };
                S_OK
            }
            None => hr::invalid(),
        }
    })
}

pub(super) unsafe extern "system" fn set_current_texture_palette(p: This, number: u32) -> HRESULT {
    with(p, |o| {
        let mut palettes = o.data.palettes();
        if number > MAX_PALETTE || !palettes.entries.contains_key(&number) {
            return hr::invalid();
        }
        match &mut palettes.recording {
            Some(recorded) => *recorded = Some(number),
            None => palettes.current = number,
        }
        S_OK
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
        let current = o.data.palettes().current;
        // SAFETY: not null; C passes a UINT slot.
        unsafe { out.write_unaligned(current) };
        S_OK
    })
}
