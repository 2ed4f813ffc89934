//! Copies between surfaces and textures: `StretchRect`, `UpdateSurface`,
//! `UpdateTexture`, `GetRenderTargetData`, and locks of standalone
//! surfaces.
//!
//! Design notes:
//! - The GPU texture of a surface holds its pixels; an offscreen plain
//!   surface also has a host copy in the application's layout for
//!   `LockRect`. A copy or fill into it marks the GPU side newer, and the
//!   next lock reads it back (formats whose GPU texels carry the host
//!   texels; decoded formats keep the host copy).
//! - `StretchRect` copies texels (`copy_texture_to_texture`) when nothing
//!   is stretched or converted, and otherwise draws the source rectangle
//!   into the destination rectangle (`blit.rs`) with a point or linear
//!   sampler.
//! - `UpdateSurface`/`UpdateTexture` copy host texels from the
//!   system-memory source to the destination's host copy and upload the
//!   rectangle; `GetRenderTargetData` reads the render target back into the
//!   system-memory surface.
//! - Each operation submits the recorded draws first, as clears do.
//! - `mips.rs`: auto-generated mip levels, drawn with the blit, and `SetLOD`.
//! - `depth_copy.rs`: depth-stencil `StretchRect` of the formats wgpu
//!   cannot copy (D24S8 and kin), drawn depth and stencil bit by bit.

mod blit;
mod depth_copy;
mod mips;
mod rules;
mod stretch;
mod surface_locks;
mod update;
mod update_texture;

pub(crate) use blit::BlitPipelines;
pub(crate) use stretch::Source;

/// Counters of copies and generated levels (the device's `copy`
/// statistics).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CopyStats {
    /// `StretchRect` calls done as texel copies (no stretching or format
    /// conversion).
    pub texel_copies: u64,
    /// `StretchRect` calls drawn (stretching or converting) and levels of
    /// generated mip chains.
    pub blits: u64,
    /// Mip chains generated (`D3DUSAGE_AUTOGENMIPMAP`).
    pub mip_generations: u64,
    /// Rectangles uploaded by `UpdateSurface`, `UpdateTexture`,
    /// `GetRenderTargetData` and host-side fills.
    pub uploads: u64,
    /// Stand-ins created for render targets smaller than the depth-stencil
    /// surface.
    pub stand_ins: u64,
}

impl crate::renderer::Renderer {
    /// Changes the copy counters with `f`.
    pub(crate) fn count_copy(&self, f: impl FnOnce(&mut CopyStats)) {
        let mut s = self.copy_stats.get();
        f(&mut s);
        self.copy_stats.set(s);
    }
}
pub(crate) use rules::{check_fill_rect, host_pitch, lock_rect_start, write_rect};
