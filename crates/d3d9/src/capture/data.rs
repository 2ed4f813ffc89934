//! Resource contents at unlock: the `TextureData`, `VolumeData`,
//! `SurfaceData` and `BufferData` steps, built from the host copy before
//! the unlock runs and written only when it succeeded.

use ninebridge_trace::step::{BufferData, SurfaceData, TextureData, VolumeData};
use ninebridge_trace::{Call, Data, Step};
use ninebridge_types::LockFlags;

use super::names::{index_buffer_id, texture_id, vertex_buffer_id};
use crate::device::Device;
use crate::resource::{
    IndexBufferId, SurfaceId, SurfaceKind, TextureId, TextureKind, VertexBufferId,
};

/// Whether a lock held with `flags` wrote (and so has contents to record).
fn writes(flags: Option<LockFlags>) -> bool {
    flags.is_some_and(|f| !f.contains(LockFlags::READONLY))
}

impl Device {
    /// The `BufferData` of the pending unlock of a vertex (`vertex`) or
    /// index buffer: the locked range, after a lock that could write.
    pub(crate) fn buffer_data_step(&self, vertex: bool, key: u64) -> Option<Call> {
        self.capture.as_ref()?;
        let (table, id) = if vertex {
            (
                &self.resources.vertex_buffers,
                vertex_buffer_id(VertexBufferId(key)),
            )
        } else {
            (
                &self.resources.index_buffers,
                index_buffer_id(IndexBufferId(key)),
            )
        };
        let buffer = table.get(key).ok()?;
        let (start, end, flags) = buffer.locked?;
        if !writes(Some(flags)) {
            return None;
        }
        Some(Call::BufferData(BufferData {
            buffer: id,
            offset: start as u32,
            size: (end - start) as u32,
            data: Data::Zlib(buffer.shadow[start..end].to_vec()),
        }))
    }

    /// The `TextureData` (2D and cube levels) or `VolumeData` of the pending
    /// unlock of (face, level) of `texture`: the whole level.
    pub(crate) fn texture_data_step(
        &self,
        texture: TextureId,
        face: u32,
        level: u32,
    ) -> Option<Call> {
        self.capture.as_ref()?;
        let tex = self.resources.textures.get(texture.0).ok()?;
        let index = tex.shadow_index(face, level).ok()?;
        if !writes(*tex.locked.get(index)?) {
            return None;
        }
        let (width, height, depth) = tex.level_extent(level);
        let (row_pitch, _) = crate::device::locks::pitch_of(tex, level).ok()?;
        let bytes = tex.shadow.get(index)?.clone();
        Some(match tex.kind {
            TextureKind::Volume => Call::VolumeData(VolumeData {
                texture: texture_id(texture),
                level,
                width,
                height,
                depth,
                format: tex.format.into(),
                row_pitch,
                slice_pitch: (bytes.len() / depth.max(1) as usize) as u32,
                data: Data::Zlib(bytes),
            }),
            TextureKind::TwoD | TextureKind::Cube => Call::TextureData(TextureData {
                texture: texture_id(texture),
                level,
                face,
                width,
                height,
                format: tex.format.into(),
                row_pitch,
                data: Data::Zlib(bytes),
            }),
        })
    }

    /// The `SurfaceData` of the pending unlock of a standalone surface
    /// (texture levels are their texture's `TextureData`). Planar YUV
    /// surfaces record their luma plane only: the format's data is rows
    /// of the surface's height.
    pub(crate) fn surface_data_step(&self, surface: SurfaceId) -> Option<Call> {
        self.capture.as_ref()?;
        let s = self.resources.surfaces.get(surface.0).ok()?;
        if let SurfaceKind::Level { texture, .. } = s.kind {
            return self.texture_data_step(texture, s.layer, s.level);
        }
        if !writes(s.locked) {
            return None;
        }
        let (pitch, _) = crate::copy::host_pitch(s.format, s.width, s.height).ok()?;
        let len = pitch * ninebridge_trace::data_rows(s.format, s.height) as usize;
        Some(Call::SurfaceData(SurfaceData {
            surface: self.surface_ref(surface),
            width: s.width,
            height: s.height,
            format: s.format.into(),
            row_pitch: pitch as u32,
            data: Data::Zlib(s.shadow.get(..len)?.to_vec()),
        }))
    }

    /// The contents step of an unlock about to run (`data` reads it from
    /// the host copy): none when not capturing, or inside another device
    /// call, whose own step stands for the unlock. The unlock's
    /// [`Device::captured`] writes it when the unlock succeeds.
    pub(crate) fn unlock_data(&self, data: impl FnOnce(&Device) -> Option<Call>) -> Option<Call> {
        self.capture
            .as_ref()
            .filter(|c| c.depth.load(std::sync::atomic::Ordering::Relaxed) == 0)?;
        data(self)
    }

    /// Writes a contents step now, inside the call that needs it (a draw
    /// reading a buffer still locked: its bytes go before the draw's step).
    pub(crate) fn push_data(&mut self, call: Option<Call>) {
        if let (Some(call), Some(c)) = (call, &mut self.capture) {
            c.push(Step::new(call));
        }
    }
}
