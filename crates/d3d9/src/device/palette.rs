//! Texture palettes: `SetPaletteEntries`, `GetPaletteEntries`,
//! `SetCurrentTexturePalette`, `GetCurrentTexturePalette`.
//!
//! Rules (D3D9's reference pages and "Texture Palettes"): there are at
//! most 65536 palettes (numbers 0..=0xFFFF; others are
//! `D3DERR_INVALIDCALL`); a palette is 256 `PALETTEENTRY`s, all set at
//! once; without `D3DPTEXTURECAPS_ALPHAPALETTE` (which this device does not
//! report) every entry's alpha (`peFlags`) must be 0xFF. Reading, or making
//! current, a palette never set is `D3DERR_INVALIDCALL`. Palette 0 is
//! current until `SetCurrentTexturePalette`. The current palette is state
//! ([`crate::state::State`]): `D3DSBT_ALL` state blocks capture it ("Saving
//! All Device States with a StateBlock"), and a `SetCurrentTexturePalette`
//! between `BeginStateBlock` and `EndStateBlock` is recorded, not applied.
//! The entries are the device's, in no state block.
//!
//! The device has no palettized formats (`CheckDeviceFormat` answers
//! `D3DERR_NOTAVAILABLE` for `P8` and `A8P8`, `CreateTexture` refuses them),
//! so palettes are state only: kept, read back and restored, never sampled.

use ninebridge_trace::{Call, HexBytes, step as ts};

use super::Device;
use crate::error::{D3dResult, invalid};

/// One `PALETTEENTRY`: red, green, blue, flags (alpha in D3D9).
pub type PaletteEntry = [u8; 4];

/// The highest palette number.
const MAX_PALETTE: u32 = 0xFFFF;

/// Whether the device reports `D3DPTEXTURECAPS_ALPHAPALETTE` (the C ABI's
/// caps do not).
const ALPHA_PALETTE: bool = false;

impl Device {
    /// `SetPaletteEntries`.
    pub fn set_palette_entries(
        &mut self,
        number: u32,
        entries: &[PaletteEntry; 256],
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                if number > MAX_PALETTE {
                    return Err(invalid!("palette {number} > {MAX_PALETTE}"));
                }
                if !ALPHA_PALETTE && entries.iter().any(|e| e[3] != 0xFF) {
                    return Err(invalid!(
                        "palette {number}: alpha other than 0xFF without \
                         D3DPTEXTURECAPS_ALPHAPALETTE"
                    ));
                }
                dev.palettes.insert(number, Box::new(*entries));
                Ok(())
            },
            |_, _| {
                Call::SetPaletteEntries(ts::SetPaletteEntries {
                    number,
                    entries_hex: HexBytes(entries.as_flattened().to_vec()),
                })
            },
        )
    }

    /// `GetPaletteEntries`: `D3DERR_INVALIDCALL` for a palette never set.
    pub fn palette_entries(&self, number: u32) -> D3dResult<[PaletteEntry; 256]> {
        self.palettes
            .get(&number)
            .map(|p| **p)
            .ok_or_else(|| invalid!("palette {number} was never set"))
    }

    /// `SetCurrentTexturePalette`: `D3DERR_INVALIDCALL` for a palette
    /// never set.
    pub fn set_current_texture_palette(&mut self, number: u32) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if number > MAX_PALETTE || !dev.palettes.contains_key(&number) {
                    return Err(invalid!("palette {number} was never set"));
                }
                dev.sink().set_palette(number);
                Ok(())
            },
            |_, _| Call::SetCurrentTexturePalette(ts::SetCurrentTexturePalette { number }),
        )
    }

    /// `GetCurrentTexturePalette`.
    pub fn current_texture_palette(&self) -> u32 {
        self.state.palette()
    }
}
