//! `GetFrontBufferData`: a copy of what the implicit swap chain shows.
//!
//! Rules (D3D9's reference page): the destination is a `D3DFMT_A8R8G8B8`
//! surface in system memory the size of the screen (the display mode,
//! also for a windowed device); the front buffer is converted to that
//! format. Anything else is `D3DERR_INVALIDCALL`.
//!
//! The device keeps no separate front buffer: `Present` leaves the back
//! buffer as it was shown (`D3DSWAPEFFECT_DISCARD` allows that, and the
//! device never rotates buffers), so the front buffer is the back buffer
//! until the next draw into it. A game taking a screenshot right after
//! `Present`, the usual use, gets exactly what was presented; one that
//! has drawn into the back buffer since gets that drawing too. There is
//! no window position either: the picture lands at the screen's top-left
//! corner, clipped to the screen, and the rest of the destination is left
//! as it was.

use ninebridge_types::{Format, LockFlags, Pool};

use super::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::resource::SurfaceId;

impl Device {
    /// `GetFrontBufferData` into `dest`, for a screen of `screen` (width,
    /// height) texels.
    pub fn get_front_buffer_data(&mut self, dest: SurfaceId, screen: (u32, u32)) -> D3dResult<()> {
        let Some(front) = self.implicit.back_buffer else {
            return Err(invalid!("the device has no swap chain"));
        };
        self.copy_front_buffer(front, dest, screen)
    }

    /// [`Device::get_front_buffer_data`] of an additional swap chain.
    pub fn swap_chain_front_buffer_data(
        &mut self,
        chain: crate::SwapChainId,
        dest: SurfaceId,
        screen: (u32, u32),
    ) -> D3dResult<()> {
        let front = self.swap_chain_back_buffer(chain)?;
        self.copy_front_buffer(front, dest, screen)
    }

    /// `dest` gets what the back buffer `front` shows.
    fn copy_front_buffer(
        &mut self,
        front: SurfaceId,
        dest: SurfaceId,
        screen: (u32, u32),
    ) -> D3dResult<()> {
        let desc = self.surface_desc(dest)?;
        if desc.format != Format::A8R8G8B8 || !matches!(desc.pool, Pool::SystemMem | Pool::Scratch)
        {
            return Err(invalid!(
                "GetFrontBufferData into a {:?} surface in {:?} (needs A8R8G8B8 in system memory)",
                desc.format,
                desc.pool
            ));
        }
        if (desc.width, desc.height) != screen {
            return Err(invalid!(
                "GetFrontBufferData into a {}x{} surface; the screen is {}x{}",
                desc.width,
                desc.height,
                screen.0,
                screen.1
            ));
        }
        let (w, h) = self.surface_size(front)?;
        let (w, h) = (w.min(screen.0), h.min(screen.1));
        let gpu_format = self.resources.surfaces.get(front.0)?.texture.format();
        let texels = self.read_surface_rect(front, (0, 0, w, h))?;
        let to_bgra: fn(&[u8]) -> [u8; 4] = match gpu_format {
            // A8R8G8B8's bytes in memory are B, G, R, A; the front buffer
            // shows no alpha.
            wgpu::TextureFormat::Bgra8Unorm => |t| [t[0], t[1], t[2], 0xff],
            wgpu::TextureFormat::Rgba8Unorm => |t| [t[2], t[1], t[0], 0xff],
            wgpu::TextureFormat::Rgb10a2Unorm => |t| {
                let v = u32::from_le_bytes([t[0], t[1], t[2], t[3]]);
                let eight = |shift: u32| ((v >> shift & 0x3ff) >> 2) as u8;
                [eight(20), eight(10), eight(0), 0xff]
            },
            other => {
                return Err(not_available!(
                    "GetFrontBufferData of a back buffer drawn as {other:?}"
                ));
            }
        };
        let locked = self.lock_surface_rect(dest, None, LockFlags::empty())?;
        let pitch = locked.pitch as usize;
        for (y, row) in texels.chunks_exact(w as usize * 4).enumerate() {
            let out = &mut locked.bits[y * pitch..y * pitch + w as usize * 4];
            for (o, t) in out.chunks_exact_mut(4).zip(row.chunks_exact(4)) {
                o.copy_from_slice(&to_bgra(t));
            }
        }
        self.unlock_surface_rect(dest)
    }
}
