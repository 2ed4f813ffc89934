//! Trace ids of the device's handles, and surface references.

use ninebridge_trace::{Id, SurfaceRef};

use crate::device::Device;
use crate::resource::{
    IndexBufferId, PixelShaderId, SurfaceId, SurfaceKind, TextureId, VertexBufferId, VertexDeclId,
    VertexShaderId,
};

/// `<prefix><slot>`, and `g<generation>` after it once the slot was reused.
fn handle_id(prefix: &str, key: u64) -> Id {
    let (slot, generation) = (key as u32, (key >> 32) as u32);
    Id(if generation == 0 {
        format!("{prefix}{slot}")
    } else {
        format!("{prefix}{slot}g{generation}")
    })
}

/// A texture's id (`t0`).
pub(crate) fn texture_id(t: TextureId) -> Id {
    handle_id("t", t.0)
}

/// A vertex buffer's id (`vb0`).
pub(crate) fn vertex_buffer_id(b: VertexBufferId) -> Id {
    handle_id("vb", b.0)
}

/// An index buffer's id (`ib0`).
pub(crate) fn index_buffer_id(b: IndexBufferId) -> Id {
    handle_id("ib", b.0)
}

/// A vertex declaration's id (`decl0`).
pub(crate) fn declaration_id(d: VertexDeclId) -> Id {
    handle_id("decl", d.0)
}

/// A vertex shader's id (`vs0`).
pub(crate) fn vertex_shader_id(s: VertexShaderId) -> Id {
    handle_id("vs", s.0)
}

/// A pixel shader's id (`ps0`).
pub(crate) fn pixel_shader_id(s: PixelShaderId) -> Id {
    handle_id("ps", s.0)
}

/// The id of the `n`th creation that failed.
pub(crate) fn failed_id(n: u32) -> Id {
    Id(format!("failed{n}"))
}

impl Device {
    /// How a trace names `surface`: the implicit back buffer and
    /// depth-stencil surface by name, a texture level as `t<n>.l<level>`,
    /// any other surface by its handle (`s<n>`).
    pub(crate) fn surface_ref(&self, surface: SurfaceId) -> SurfaceRef {
        if Some(surface) == self.implicit.back_buffer {
            return SurfaceRef::BackBuffer;
        }
        if Some(surface) == self.implicit.depth_stencil {
            return SurfaceRef::DepthStencil;
        }
        match self.resources.surfaces.get(surface.0) {
            Ok(s) => match s.kind {
                SurfaceKind::Level { texture, .. } => SurfaceRef::Level {
                    texture: texture_id(texture),
                    // A cube face's level names its face.
                    face: self
                        .resources
                        .textures
                        .get(texture.0)
                        .is_ok_and(|t| t.kind == crate::resource::TextureKind::Cube)
                        .then_some(s.layer),
                    level: s.level,
                },
                _ => SurfaceRef::Surface(handle_id("s", surface.0)),
            },
            Err(_) => SurfaceRef::Surface(handle_id("s", surface.0)),
        }
    }

    /// [`surface_ref`](Self::surface_ref) of an optional surface.
    pub(crate) fn surface_ref_opt(&self, surface: Option<SurfaceId>) -> Option<SurfaceRef> {
        surface.map(|s| self.surface_ref(s))
    }
}
