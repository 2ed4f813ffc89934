//! The trace's object ids (`t0`, `s1`, `vb0`, `t0.l1`, `backbuffer`, ...)
//! and the device handles they stand for. An id whose creation failed is
//! remembered with the failure, so every later use reports where it came
//! from.

use std::collections::HashMap;

use ninebridge_d3d9::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, TextureKind, VertexBufferId, VertexDeclId,
    VertexShaderId,
};
use ninebridge_trace::{Id, SurfaceRef};

use crate::map::Failure;
use crate::taint::Taint;

/// A texture and what the replayer needs to know of it.
#[derive(Clone, Copy, Debug)]
pub struct TextureEntry {
    /// The device's handle.
    pub id: TextureId,
    /// 2D, cube or volume.
    pub kind: TextureKind,
}

/// Every object of one trace.
#[derive(Default)]
pub struct Objects {
    /// Textures.
    pub textures: HashMap<Id, TextureEntry>,
    /// Standalone surfaces.
    pub surfaces: HashMap<Id, SurfaceId>,
    /// Surfaces of texture levels, made on first use: (texture, face, level).
    pub levels: HashMap<(Id, u32, u32), SurfaceId>,
    /// The implicit back buffer.
    pub backbuffer: Option<SurfaceId>,
    /// The automatic depth-stencil surface.
    pub depth_stencil: Option<SurfaceId>,
    /// Vertex buffers.
    pub vertex_buffers: HashMap<Id, VertexBufferId>,
    /// Index buffers.
    pub index_buffers: HashMap<Id, IndexBufferId>,
    /// Vertex declarations.
    pub declarations: HashMap<Id, VertexDeclId>,
    /// Vertex shaders.
    pub vertex_shaders: HashMap<Id, VertexShaderId>,
    /// Pixel shaders and their major version.
    pub pixel_shaders: HashMap<Id, (PixelShaderId, u32)>,
    /// Ids whose creation failed, with why.
    pub missing: HashMap<Id, Taint>,
}

impl Objects {
    fn lookup<T: Copy>(&self, map: &HashMap<Id, T>, id: &Id, kind: &str) -> Result<T, Failure> {
        if let Some(v) = map.get(id) {
            return Ok(*v);
        }
        match self.missing.get(id) {
            Some(t) => Err(Failure::Missing(t.clone())),
            None => Err(Failure::Invalid(format!("{id} is not a {kind}"))),
        }
    }

    /// A texture by id.
    pub fn texture(&self, id: &Id) -> Result<TextureEntry, Failure> {
        self.lookup(&self.textures, id, "texture")
    }

    /// A vertex buffer by id.
    pub fn vertex_buffer(&self, id: &Id) -> Result<VertexBufferId, Failure> {
        self.lookup(&self.vertex_buffers, id, "vertex buffer")
    }

    /// An index buffer by id.
    pub fn index_buffer(&self, id: &Id) -> Result<IndexBufferId, Failure> {
        self.lookup(&self.index_buffers, id, "index buffer")
    }

    /// A declaration by id.
    pub fn declaration(&self, id: &Id) -> Result<VertexDeclId, Failure> {
        self.lookup(&self.declarations, id, "vertex declaration")
    }

    /// A vertex shader by id.
    pub fn vertex_shader(&self, id: &Id) -> Result<VertexShaderId, Failure> {
        self.lookup(&self.vertex_shaders, id, "vertex shader")
    }

    /// A pixel shader by id, with its major version.
    pub fn pixel_shader(&self, id: &Id) -> Result<(PixelShaderId, u32), Failure> {
        self.lookup(&self.pixel_shaders, id, "pixel shader")
    }

    /// Records that `id` could not be created.
    pub fn mark_missing(&mut self, id: &Id, taint: Taint) {
        self.missing.insert(id.clone(), taint);
    }

    /// The device surface a reference names; texture levels are fetched
    /// with `get_level` on first use.
    pub fn surface(
        &mut self,
        r: &SurfaceRef,
        get_level: impl FnOnce(TextureEntry, u32, u32) -> Result<SurfaceId, Failure>,
    ) -> Result<SurfaceId, Failure> {
        match r {
            SurfaceRef::BackBuffer => self
                .backbuffer
                .ok_or_else(|| Failure::Invalid("no back buffer".into())),
            SurfaceRef::DepthStencil => self
                .depth_stencil
                .ok_or_else(|| Failure::Invalid("no automatic depth-stencil surface".into())),
            SurfaceRef::Surface(id) => self.lookup(&self.surfaces, id, "surface"),
            SurfaceRef::Level {
                texture,
                face,
                level,
            } => {
                let key = (texture.clone(), face.unwrap_or(0), *level);
                if let Some(s) = self.levels.get(&key) {
                    return Ok(*s);
                }
                let entry = self.texture(texture)?;
                let s = get_level(entry, face.unwrap_or(0), *level)?;
                self.levels.insert(key, s);
                Ok(s)
            }
        }
    }
}
