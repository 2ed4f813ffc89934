//! The device's state: everything `Set*` changes, as plain data testable
//! without a GPU.
//!
//! Design notes:
//! - [`State`] holds what a D3D9 state block captures (render, sampler and
//!   texture-stage states, textures, transforms, lights, material, clip
//!   planes, streams, indices, declaration, shaders, constants, viewport,
//!   scissor; DXVK's `D3D9CapturableState` is the model) plus the bound
//!   render targets and depth-stencil surface, which state blocks leave
//!   alone.
//! - States are raw `DWORD`s (`tables.rs`), interpreted at draw time as
//!   D3D9 does; values D3D9 checks at the call are checked by the setters.
//! - Every setter goes through a method here that compares the new value
//!   with the held one and raises [`Dirty`] flags only on a change; the
//!   draw path rebuilds what the flags name (`dirty.rs`).

mod dirty;
mod tables;

pub(crate) use dirty::Dirty;
pub(crate) use tables::flat_index;
pub use tables::{RenderStates, SamplerStates, TextureStageStates};

use ninebridge_types::{Light, Material, Matrix, TEXTURE_STAGES, TransformState, Viewport};

use crate::FastMap;
use crate::error::{D3dResult, invalid};
use crate::resource::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, VertexBufferId, VertexDeclId,
    VertexShaderId,
};

/// Vertex shader float constants (`c0..c255`).
pub const VS_FLOAT_CONSTANTS: usize = 256;
/// Pixel shader float constants (`c0..c223`).
pub const PS_FLOAT_CONSTANTS: usize = 224;
/// Render targets bound at once.
pub const MAX_RENDER_TARGETS: usize = 4;
/// Vertex streams.
pub const MAX_STREAMS: usize = 16;
/// User clip planes (the linker's count: one definition).
pub const MAX_CLIP_PLANES: usize = ninebridge_translate::link::MAX_CLIP_PLANES;

/// The clip plane a `SetClipPlane`/`GetClipPlane` index names: Windows
/// clamps an index past `MaxUserClipPlanes - 1` to the last plane rather
/// than refusing it (Wine's `test_clip_planes_limits` records it).
pub fn clip_plane_slot(index: u32) -> usize {
    (index as usize).min(MAX_CLIP_PLANES - 1)
}
/// Sampler stages: 16 pixel, then 4 vertex.
pub(crate) const SAMPLER_STAGES: usize = 20;

/// The constant registers of one stage: `count` of each file are visible
/// (the hardware files, or with software vertex processing the `vs_3_sw`
/// ones: 8192 float, 2048 integer, 2048 boolean registers); storage grows
/// to the largest count used and keeps its values across a change.
#[derive(Clone, Debug)]
pub(crate) struct Constants {
    pub(crate) f: Vec<[f32; 4]>,
    pub(crate) i: Vec<[i32; 4]>,
    pub(crate) b: Vec<bool>,
    /// Registers the setters reach: (float, integer, boolean).
    pub(crate) count: (usize, usize, usize),
    /// Registers the shaders see, the block's layout: the hardware files,
    /// or `vs_3_sw`'s with software vertex processing.
    pub(crate) layout: (usize, usize, usize),
}

/// Vertex constants with software vertex processing (`vs_3_sw`).
pub(crate) const SOFTWARE_VS_CONSTANTS: (usize, usize, usize) = (8192, 2048, 2048);

/// Copies `data` into `regs` from `start`; `Ok(true)` when a value changed.
fn set_registers<T: Copy + PartialEq>(
    regs: &mut [T],
    start: u32,
    data: &[T],
    what: &str,
) -> D3dResult<bool> {
    let start = start as usize;
    let end = start
        .checked_add(data.len())
        .filter(|&e| e <= regs.len())
        .ok_or_else(|| {
            invalid!(
                "{what} constants {start}..+{} past the last register {}",
                data.len(),
                regs.len() - 1
            )
        })?;
    let target = &mut regs[start..end];
    // Element by element: the few registers most calls set compare
    // faster inline than through `memcmp`.
    if target.iter().zip(data).all(|(t, d)| t == d) {
        return Ok(false);
    }
    target.copy_from_slice(data);
    Ok(true)
}

impl Constants {
    fn new(floats: usize) -> Self {
        let mut c = Constants {
            f: Vec::new(),
            i: Vec::new(),
            b: Vec::new(),
            count: (0, 0, 0),
            layout: (floats, 16, 16),
        };
        c.resize((floats, 16, 16));
        c
    }

    /// Lets the setters reach `count` registers of each file (new ones
    /// read 0).
    pub(crate) fn resize(&mut self, count: (usize, usize, usize)) {
        let grow = (
            count.0.max(self.layout.0),
            count.1.max(self.layout.1),
            count.2.max(self.layout.2),
        );
        if self.f.len() < grow.0 {
            self.f.resize(grow.0, [0.0; 4]);
        }
        if self.i.len() < grow.1 {
            self.i.resize(grow.1, [0; 4]);
        }
        if self.b.len() < grow.2 {
            self.b.resize(grow.2, false);
        }
        self.count = count;
    }

    /// The registers of each file the setters reach (float, integer,
    /// boolean).
    pub(crate) fn count(&self) -> (usize, usize, usize) {
        self.count
    }

    /// Makes the block hold `layout` registers of each file.
    pub(crate) fn set_layout(&mut self, layout: (usize, usize, usize)) {
        self.layout = layout;
        self.resize(self.count);
    }

    /// Bytes of the whole std140 block: `c`, then `i`, then `b` (uint4 each).
    pub(crate) fn block_size(&self) -> u64 {
        ((self.layout.0 + self.layout.1 + self.layout.2) * 16) as u64
    }

    /// Bytes of the leading part of the block a shader that reads `read`
    /// needs ([`Constants::write_read`] writes them).
    pub(crate) fn read_len(&self, read: crate::pipeline::ConstantsRead) -> usize {
        match read {
            crate::pipeline::ConstantsRead::Floats(n) => (n as usize).min(self.layout.0) * 16,
            crate::pipeline::ConstantsRead::All => self.block_size() as usize,
            // Not shader constants: the draw writes the fixed-function
            // registers instead.
            crate::pipeline::ConstantsRead::FixedFunction { .. } => 0,
        }
    }

    /// Bytes of float registers among [`Constants::read_len`]'s (the
    /// block starts with them).
    pub(crate) fn float_bytes(&self, read: crate::pipeline::ConstantsRead) -> usize {
        self.read_len(read).min(self.layout.0 * 16)
    }

    /// Writes the leading bytes of the block a shader that reads `read`
    /// needs to `out`, which holds [`Constants::read_len`] bytes.
    pub(crate) fn write_read(&self, read: crate::pipeline::ConstantsRead, out: &mut [u8]) {
        match read {
            crate::pipeline::ConstantsRead::Floats(n) => {
                let n = (n as usize).min(self.layout.0);
                out.copy_from_slice(bytemuck::cast_slice(&self.f[..n]));
            }
            crate::pipeline::ConstantsRead::All => self.write_all(out),
            crate::pipeline::ConstantsRead::FixedFunction { .. } => {}
        }
    }

    /// Writes the std140 bytes of the whole block (`c`, then `i`, then `b`
    /// as uint4) to `out`, which holds [`Constants::block_size`] bytes.
    pub(crate) fn write_all(&self, out: &mut [u8]) {
        let (f, rest) = out.split_at_mut(self.layout.0 * 16);
        let (i, b) = rest.split_at_mut(self.layout.1 * 16);
        f.copy_from_slice(bytemuck::cast_slice(&self.f[..self.layout.0]));
        i.copy_from_slice(bytemuck::cast_slice(&self.i[..self.layout.1]));
        for (&value, out) in self.b[..self.layout.2].iter().zip(b.chunks_exact_mut(16)) {
            out.copy_from_slice(bytemuck::cast_slice(&[u32::from(value), 0, 0, 0]));
        }
    }
}

/// `D3DSTREAMSOURCE_INDEXEDDATA`: the stream holds the geometry, drawn
/// (count) times.
pub const STREAMSOURCE_INDEXEDDATA: u32 = 1 << 30;
/// `D3DSTREAMSOURCE_INSTANCEDATA`: the stream advances once per (count)
/// instances.
pub const STREAMSOURCE_INSTANCEDATA: u32 = 2 << 30;

/// A vertex stream binding.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stream {
    pub(crate) buffer: VertexBufferId,
    pub(crate) offset: u32,
    pub(crate) stride: u32,
}

/// A light slot: `SetLight`'s parameters and `LightEnable`'s switch.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct LightSlot {
    pub(crate) light: Light,
    pub(crate) enabled: bool,
}

/// Everything `Set*` changes, and what changed since the last draw.
#[derive(Clone, Debug)]
pub(crate) struct State {
    pub(crate) render: RenderStates,
    pub(crate) samplers: [SamplerStates; SAMPLER_STAGES],
    pub(crate) stages: [TextureStageStates; TEXTURE_STAGES as usize],
    pub(crate) textures: [Option<TextureId>; SAMPLER_STAGES],
    /// World 0..255, view, projection, texture 0..7 (`TransformState::index`).
    pub(crate) transforms: Box<[Matrix; TransformState::COUNT]>,
    /// Lights by the application's index (D3D9 allows any `u32`).
    pub(crate) lights: FastMap<u32, LightSlot>,
    pub(crate) material: Material,
    pub(crate) clip_planes: [[f32; 4]; MAX_CLIP_PLANES],
    pub(crate) streams: [Option<Stream>; MAX_STREAMS],
    /// The stride each stream was last bound with (what the vertex layout
    /// was built from, even while the stream is unbound).
    pub(crate) stream_strides: [Option<u32>; MAX_STREAMS],
    /// `SetStreamSourceFreq` settings (1 by default).
    pub(crate) stream_freq: [u32; MAX_STREAMS],
    pub(crate) indices: Option<IndexBufferId>,
    pub(crate) declaration: Option<VertexDeclId>,
    /// The FVF `SetFVF` set (`declaration` is then its declaration); 0
    /// after `SetVertexDeclaration`, as `GetFVF` reports.
    pub(crate) fvf: u32,
    pub(crate) vertex_shader: Option<VertexShaderId>,
    pub(crate) pixel_shader: Option<PixelShaderId>,
    pub(crate) vs_constants: Constants,
    pub(crate) ps_constants: Constants,
    pub(crate) viewport: Option<Viewport>,
    pub(crate) scissor: Option<[u32; 4]>,
    /// Not captured by state blocks.
    pub(crate) render_targets: [Option<SurfaceId>; MAX_RENDER_TARGETS],
    /// Not captured by state blocks.
    pub(crate) depth_stencil: Option<SurfaceId>,
    /// Software vertex processing (`SetSoftwareVertexProcessing`): vertex
    /// shaders see the `vs_3_sw` constant files.
    pub(crate) software_vp: bool,
    /// What changed since the last draw.
    pub(crate) dirty: Dirty,
}

impl Default for State {
    fn default() -> Self {
        State {
            render: RenderStates::default(),
            samplers: [SamplerStates::default(); SAMPLER_STAGES],
            stages: std::array::from_fn(|stage| TextureStageStates::new(stage as u32)),
            textures: [None; SAMPLER_STAGES],
            transforms: Box::new([Matrix::IDENTITY; TransformState::COUNT]),
            lights: FastMap::default(),
            material: Material::default(),
            clip_planes: [[0.0; 4]; MAX_CLIP_PLANES],
            streams: [None; MAX_STREAMS],
            stream_strides: [None; MAX_STREAMS],
            stream_freq: [1; MAX_STREAMS],
            indices: None,
            declaration: None,
            fvf: 0,
            vertex_shader: None,
            pixel_shader: None,
            vs_constants: Constants::new(VS_FLOAT_CONSTANTS),
            ps_constants: Constants::new(PS_FLOAT_CONSTANTS),
            viewport: None,
            scissor: None,
            render_targets: [None; MAX_RENDER_TARGETS],
            depth_stencil: None,
            software_vp: false,
            dirty: Dirty::all(),
        }
    }
}

/// Stores `value` in `slot` and raises `flags` when it differs.
pub(crate) fn update<T: PartialEq>(slot: &mut T, value: T, dirty: &mut Dirty, flags: Dirty) {
    if *slot != value {
        *slot = value;
        *dirty |= flags;
    }
}

impl State {
    /// Raises `flags` (a change the setter cannot compare, such as a
    /// resource's contents or GPU memory being replaced).
    pub(crate) fn mark(&mut self, flags: Dirty) {
        self.dirty |= flags;
    }

    /// Float constants of the vertex (`vertex`) or pixel stage.
    pub(crate) fn set_constants_f(
        &mut self,
        vertex: bool,
        start: u32,
        data: &[[f32; 4]],
    ) -> D3dResult<()> {
        let (regs, flag) = self.constants_mut(vertex);
        // Compared bit for bit: -0.0 and NaN payloads are values too.
        let (regs, data): (&mut [[u32; 4]], &[[u32; 4]]) = (
            bytemuck::cast_slice_mut(&mut regs.f[..regs.count.0]),
            bytemuck::cast_slice(data),
        );
        if set_registers(regs, start, data, "float")? {
            self.dirty |= flag;
        }
        Ok(())
    }

    /// Integer constants of the vertex or pixel stage.
    pub(crate) fn set_constants_i(
        &mut self,
        vertex: bool,
        start: u32,
        data: &[[i32; 4]],
    ) -> D3dResult<()> {
        let (regs, flag) = self.constants_mut(vertex);
        if set_registers(&mut regs.i[..regs.count.1], start, data, "int")? {
            self.dirty |= flag;
        }
        Ok(())
    }

    /// Boolean constants of the vertex or pixel stage.
    pub(crate) fn set_constants_b(
        &mut self,
        vertex: bool,
        start: u32,
        data: &[bool],
    ) -> D3dResult<()> {
        let (regs, flag) = self.constants_mut(vertex);
        if set_registers(&mut regs.b[..regs.count.2], start, data, "bool")? {
            // Booleans select branches some translators specialise on.
            self.dirty |= flag | Dirty::SHADERS;
        }
        Ok(())
    }

    fn constants_mut(&mut self, vertex: bool) -> (&mut Constants, Dirty) {
        if vertex {
            (&mut self.vs_constants, Dirty::VS_CONSTANTS)
        } else {
            (&mut self.ps_constants, Dirty::PS_CONSTANTS)
        }
    }

    /// Whether the projection is orthographic (`_14 = _24 = _34 = 0`,
    /// `_44 = 1`): table fog then uses depth `z`, otherwise `w`.
    pub(crate) fn projection_is_ortho(&self) -> bool {
        let m = &self.transforms[TransformState::PROJECTION.index()].m;
        m[0][3] == 0.0 && m[1][3] == 0.0 && m[2][3] == 0.0 && m[3][3] == 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn setting_the_same_constants_raises_nothing() {
        let mut s = State {
            dirty: Dirty::empty(),
            ..State::default()
        };
        s.set_constants_f(true, 4, &[[1.0, 2.0, 3.0, 4.0]]).unwrap();
        assert_eq!(s.dirty, Dirty::VS_CONSTANTS);
        s.dirty = Dirty::empty();
        s.set_constants_f(true, 4, &[[1.0, 2.0, 3.0, 4.0]]).unwrap();
        assert_eq!(s.dirty, Dirty::empty());
        s.set_constants_f(false, 0, &[[-0.0, 0.0, 0.0, 0.0]])
            .unwrap();
        assert_eq!(s.dirty, Dirty::PS_CONSTANTS, "-0.0 differs from 0.0");
    }

    #[test]
    fn constants_past_the_last_register_fail_and_change_nothing() {
        let mut s = State {
            dirty: Dirty::empty(),
            ..State::default()
        };
        let err = s.set_constants_f(false, 223, &[[1.0; 4]; 2]).unwrap_err();
        assert!(err.to_string().contains("223"), "{err}");
        assert_eq!(s.ps_constants.f[223], [0.0; 4]);
        assert!(s.set_constants_i(true, 16, &[[1; 4]]).is_err());
        assert!(s.set_constants_b(true, 15, &[true, true]).is_err());
        assert_eq!(s.dirty, Dirty::empty());
    }

    #[test]
    fn update_raises_only_on_change() {
        let mut dirty = Dirty::empty();
        let mut v = 3u32;
        update(&mut v, 3, &mut dirty, Dirty::PIPELINE);
        assert!(dirty.is_empty());
        update(&mut v, 4, &mut dirty, Dirty::PIPELINE);
        assert_eq!((v, dirty), (4, Dirty::PIPELINE));
    }

    #[test]
    fn identity_projection_is_orthographic() {
        let mut s = State::default();
        assert!(s.projection_is_ortho());
        s.transforms[TransformState::PROJECTION.index()].m[2][3] = 1.0;
        assert!(!s.projection_is_ortho());
    }
}
