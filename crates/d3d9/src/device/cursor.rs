//! The cursor (`SetCursorProperties`, `SetCursorPosition`, `ShowCursor`),
//! gamma ramps (`SetGammaRamp`, `GetGammaRamp`) and the clip status
//! (`SetClipStatus`, `GetClipStatus`): checked as D3D9 checks them and kept
//! as device state. None is in a state block.
//!
//! Rules (D3D9's reference pages):
//! - `SetCursorProperties`: the bitmap is a surface of format
//!   `D3DFMT_A8R8G8B8` whose width and height are powers of two no larger
//!   than the display mode; anything else is `D3DERR_INVALIDCALL`.
//! - `ShowCursor` answers whether the cursor was visible before (hidden at
//!   first).
//! - `SetGammaRamp` is kept for `GetGammaRamp` and not applied: D3D9
//!   applies ramps only where the caps say so (`D3DCAPS2_FULLSCREENGAMMA`,
//!   which the device does not claim) and returns no error otherwise; every
//!   device here presents windowed. A swap chain that does not exist
//!   changes nothing. `GetGammaRamp` of a chain never set is the identity.
//!
//! Nothing here draws: a headless device has no screen, and a windowed one
//! leaves the pointer to the window system (D3D9 itself uses the operating
//! system's cursor in windowed mode).

use ninebridge_types::Format;

use ninebridge_trace::{Call, step as ts};

use super::Device;
use crate::error::{D3dResult, invalid};
use crate::resource::SurfaceId;

/// The cursor of a device. Only `visible` is read back (`ShowCursor`);
/// the rest is what a full-screen presentation would draw with.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Cursor {
    /// `ShowCursor`'s state.
    pub visible: bool,
    /// `SetCursorPosition`'s point.
    pub position: (i32, i32),
    /// `SetCursorProperties`: hot spot.
    pub hot_spot: (u32, u32),
    /// `SetCursorProperties`: the bitmap's size.
    pub size: (u32, u32),
}

/// A `D3DGAMMARAMP`: 256 red, then green, then blue words.
pub type GammaRamp = [u16; 768];

impl Device {
    /// `SetCursorProperties` with `bitmap`, on a display of `display`
    /// (width, height) pixels.
    pub fn set_cursor_properties(
        &mut self,
        hot_spot: (u32, u32),
        bitmap: SurfaceId,
        display: (u32, u32),
    ) -> D3dResult<()> {
        self.captured(
            |dev| {
                let desc = dev.surface_desc(bitmap)?;
                let (w, h) = (desc.width, desc.height);
                if desc.format != Format::A8R8G8B8
                    || !w.is_power_of_two()
                    || !h.is_power_of_two()
                    || w > display.0
                    || h > display.1
                {
                    return Err(invalid!(
                        "cursor bitmap {w}x{h} {:?} (A8R8G8B8, powers of two within {}x{} only)",
                        desc.format,
                        display.0,
                        display.1
                    ));
                }
                dev.cursor.hot_spot = hot_spot;
                dev.cursor.size = (w, h);
                Ok(())
            },
            |d, _| {
                Call::SetCursorProperties(ts::SetCursorProperties {
                    x_hot_spot: hot_spot.0,
                    y_hot_spot: hot_spot.1,
                    bitmap: d.surface_ref(bitmap),
                })
            },
        )
    }

    /// `SetCursorPosition`.
    pub fn set_cursor_position(&mut self, x: i32, y: i32) {
        self.captured(
            |dev| dev.cursor.position = (x, y),
            |_, _| Call::SetCursorPosition(ts::SetCursorPosition { x, y }),
        )
    }

    /// `ShowCursor`: whether the cursor was visible before.
    pub fn show_cursor(&mut self, show: bool) -> bool {
        let was = self.cursor.visible;
        self.captured(
            |dev| dev.cursor.visible = show,
            |_, _| Call::ShowCursor(ts::ShowCursor { show }),
        );
        was
    }

    /// The cursor's state.
    pub fn cursor(&self) -> Cursor {
        self.cursor
    }

    /// `SetGammaRamp` of swap chain `swap_chain` (0: the implicit one).
    pub fn set_gamma_ramp(&mut self, swap_chain: u32, ramp: &GammaRamp) {
        if swap_chain != 0 && self.additional_swap_chains().len() < swap_chain as usize {
            return;
        }
        self.captured(
            |dev| {
                dev.gamma.insert(swap_chain, *ramp);
            },
            |_, _| {
                Call::SetGammaRamp(ts::SetGammaRamp {
                    swap_chain,
                    ramp: ramp.to_vec(),
                })
            },
        )
    }

    /// `GetGammaRamp`: what `SetGammaRamp` kept, the identity until then.
    pub fn gamma_ramp(&self, swap_chain: u32) -> GammaRamp {
        self.gamma
            .get(&swap_chain)
            .copied()
            .unwrap_or_else(|| std::array::from_fn(|i| (i % 256) as u16 * 257))
    }

    /// `SetClipStatus` (`ClipUnion`, `ClipIntersection`).
    pub fn set_clip_status(&mut self, status: [u32; 2]) {
        self.captured(
            |dev| dev.state.set_clip_status(status),
            |_, _| {
                Call::SetClipStatus(ts::SetClipStatus {
                    clip_union: status[0],
                    clip_intersection: status[1],
                })
            },
        )
    }

    /// `GetClipStatus`.
    pub fn clip_status(&self) -> [u32; 2] {
        self.state.clip_status()
    }
}
