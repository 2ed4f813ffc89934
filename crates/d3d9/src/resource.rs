//! Resources: textures (2D, cube, volume), surfaces, vertex and index
//! buffers with their host copies, and the device's tables of them
//! (handles and tables: `table.rs`).

use ninebridge_gpu::wgpu;

use crate::convert::{convert_level, format_info};
use crate::error::{D3dResult, invalid};
pub(crate) use crate::table::Table;
pub use crate::table::{
    IndexBufferId, PixelShaderId, SurfaceId, TextureId, VertexBufferId, VertexDeclId,
    VertexShaderId,
};
use ninebridge_types::{Format, LockFlags};

/// The shape of a texture.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum TextureKind {
    /// `IDirect3DTexture9`.
    #[default]
    TwoD,
    /// `IDirect3DCubeTexture9` (six faces).
    Cube,
    /// `IDirect3DVolumeTexture9`.
    Volume,
}

/// A texture with a host shadow copy of every (face, level) for locking.
#[derive(Debug)]
pub(crate) struct Texture {
    pub(crate) kind: TextureKind,
    pub(crate) format: Format,
    pub(crate) usage: ninebridge_types::Usage,
    pub(crate) pool: ninebridge_types::Pool,
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) depth: u32,
    pub(crate) levels: u32,
    pub(crate) gpu: wgpu::Texture,
    pub(crate) view: wgpu::TextureView,
    /// How its texels read when sampled (render targets of formats whose
    /// GPU format stores channels D3D9 reads as 1, or luminance).
    pub(crate) swizzle: ninebridge_translate::TextureSwizzle,
    /// The same texels read as sRGB (`D3DSAMP_SRGBTEXTURE`), 8-bit formats only.
    pub(crate) srgb_view: Option<wgpu::TextureView>,
    /// How a depth texture is sampled (`DepthSampling::None` for colour).
    pub(crate) depth_sampling: ninebridge_translate::DepthSampling,
    /// Host copies, index `face * levels + level`, tightly packed.
    pub(crate) shadow: Vec<Vec<u8>>,
    /// The flags of each (face, level) lock held, same index.
    pub(crate) locked: Vec<Option<ninebridge_types::LockFlags>>,
    /// Cache-routed textures' cache state (`device/texcache.rs`); `None`
    /// for textures uploaded to `gpu` on unlock.
    pub(crate) cached: Option<CachedState>,
    /// `D3DUSAGE_AUTOGENMIPMAP`: the application sees one level, the GPU
    /// texture holds the whole chain, generated from level 0.
    pub(crate) autogen: bool,
    /// `SetAutoGenFilterType` (D3D9's default: linear).
    pub(crate) autogen_filter: ninebridge_types::TextureFilterType,
    /// `SetLOD`: the most detailed level sampled (managed textures).
    pub(crate) lod: u32,
    /// Dirty boxes of each face in level-0 texels, `[left, top, front,
    /// right, bottom, back]`, which `UpdateTexture` copies (D3D9 records
    /// dirty regions on level 0 only; a sub-level's is the scaled box).
    pub(crate) dirty: Vec<Vec<[u32; 6]>>,
    /// Resolution scaling (`crate::enhance::scale`): the GPU texture's
    /// size over `width`/`height`, per axis (1 for unscaled textures).
    pub(crate) scale: crate::enhance::scale::AxisScale,
}

/// A dirty box covering all of a `(w, h, d)` level 0.
pub(crate) fn whole_box((w, h, d): (u32, u32, u32)) -> [u32; 6] {
    [0, 0, 0, w, h, d]
}

/// Largest texture edge accepted (D3D9 cards report 4096..16384).
pub const MAX_TEXTURE_EDGE: u32 = 16384;

/// Size of mip `level` of an edge of `size` texels.
pub(crate) fn mip_edge(size: u32, level: u32) -> u32 {
    (size.checked_shr(level).unwrap_or(0)).max(1)
}

impl Texture {
    /// Views of every level from `lod` on (and their sRGB variant).
    pub(crate) fn make_views(&mut self) {
        let desc = wgpu::TextureViewDescriptor {
            dimension: Some(match self.kind {
                TextureKind::TwoD => wgpu::TextureViewDimension::D2,
                TextureKind::Cube => wgpu::TextureViewDimension::Cube,
                TextureKind::Volume => wgpu::TextureViewDimension::D3,
            }),
            base_mip_level: self.lod.min(self.gpu.mip_level_count() - 1),
            aspect: sampled_aspect(self.gpu.format()),
            ..Default::default()
        };
        self.view = self.gpu.create_view(&desc);
        self.srgb_view = srgb_variant(self.gpu.format()).map(|format| {
            self.gpu.create_view(&wgpu::TextureViewDescriptor {
                format: Some(format),
                ..desc.clone()
            })
        });
    }

    /// Adds the level-0 box covering rectangle `rect` (all of it when
    /// `None`) of `level` to face `face`'s dirty boxes.
    pub(crate) fn add_dirty(&mut self, face: u32, level: u32, rect: Option<[u32; 6]>) {
        let whole = whole_box((self.width, self.height, self.depth));
        let b = match rect {
            None => whole,
            Some(r) => {
                let up = |v: u32, edge: u32| v.checked_shl(level).unwrap_or(edge).min(edge);
                [
                    up(r[0], whole[3]),
                    up(r[1], whole[4]),
                    up(r[2], whole[5]),
                    up(r[3], whole[3]),
                    up(r[4], whole[4]),
                    up(r[5], whole[5]),
                ]
            }
        };
        if let Some(list) = self.dirty.get_mut(face as usize) {
            list.push(b);
        }
    }

    pub(crate) fn faces(&self) -> u32 {
        if self.kind == TextureKind::Cube { 6 } else { 1 }
    }

    /// (width, height, depth) of `level`.
    pub(crate) fn level_extent(&self, level: u32) -> (u32, u32, u32) {
        let d = if self.kind == TextureKind::Volume {
            mip_edge(self.depth, level)
        } else {
            1
        };
        (mip_edge(self.width, level), mip_edge(self.height, level), d)
    }

    pub(crate) fn shadow_index(&self, face: u32, level: u32) -> D3dResult<usize> {
        if face >= self.faces() || level >= self.levels {
            return Err(invalid!(
                "face {face} level {level} outside a texture of {} faces and {} levels",
                self.faces(),
                self.levels
            ));
        }
        Ok((face * self.levels + level) as usize)
    }

    /// Uploads the shadow of (face, level) to the GPU.
    pub(crate) fn upload(
        &self,
        queue: &ninebridge_gpu::Queue,
        face: u32,
        level: u32,
    ) -> D3dResult<()> {
        let index = self.shadow_index(face, level)?;
        let (w, h, d) = self.level_extent(level);
        let host = self
            .shadow
            .get(index)
            .ok_or_else(|| invalid!("no shadow for level {level}"))?;
        let data = convert_level(self.format, w, h, d, host)?;
        let gpu_texel = data.len() as u64 / (u64::from(w) * u64::from(h) * u64::from(d)).max(1);
        queue.write_texture(
            wgpu::TexelCopyTextureInfo {
                texture: &self.gpu,
                mip_level: level,
                origin: wgpu::Origin3d {
                    x: 0,
                    y: 0,
                    z: face,
                },
                aspect: wgpu::TextureAspect::All,
            },
            &data,
            wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(w * gpu_texel as u32),
                rows_per_image: Some(h),
            },
            wgpu::Extent3d {
                width: w,
                height: h,
                depth_or_array_layers: d,
            },
        );
        Ok(())
    }
}

/// The aspect a texture of GPU `format` is sampled through: the depth of
/// a depth-stencil format (a depth texture binding takes one aspect).
pub(crate) fn sampled_aspect(format: wgpu::TextureFormat) -> wgpu::TextureAspect {
    if format.is_depth_stencil_format() {
        wgpu::TextureAspect::DepthOnly
    } else {
        wgpu::TextureAspect::All
    }
}

/// The sRGB view format of an 8-bit colour format, for `D3DRS_SRGBWRITEENABLE`
/// and `D3DSAMP_SRGBTEXTURE`.
pub(crate) fn srgb_variant(format: wgpu::TextureFormat) -> Option<wgpu::TextureFormat> {
    match format {
        wgpu::TextureFormat::Bgra8Unorm => Some(wgpu::TextureFormat::Bgra8UnormSrgb),
        wgpu::TextureFormat::Rgba8Unorm => Some(wgpu::TextureFormat::Rgba8UnormSrgb),
        _ => None,
    }
}

/// The extra view formats a texture of `format` is created with.
pub(crate) fn srgb_view_formats(format: wgpu::TextureFormat) -> &'static [wgpu::TextureFormat] {
    match format {
        wgpu::TextureFormat::Bgra8Unorm => &[wgpu::TextureFormat::Bgra8UnormSrgb],
        wgpu::TextureFormat::Rgba8Unorm => &[wgpu::TextureFormat::Rgba8UnormSrgb],
        _ => &[],
    }
}

/// Validates texture dimensions and returns the GPU description.
pub(crate) fn texture_descriptor(
    kind: TextureKind,
    (width, height, depth): (u32, u32, u32),
    levels: u32,
    format: Format,
    render_target: bool,
) -> D3dResult<(u32, wgpu::TextureDescriptor<'static>)> {
    if format == Format::Null {
        // `D3DFMT_NULL`: render-target textures only, never sampled.
        if !render_target || kind != TextureKind::TwoD {
            return Err(invalid!(
                "D3DFMT_NULL is a 2D render-target format ({kind:?}, render target {render_target})"
            ));
        }
    } else if format_info(format)?.depth {
        return depth_texture_descriptor(
            kind,
            (width, height, depth),
            levels,
            format,
            render_target,
        );
    }
    let target_format = crate::convert::render_target_format(format);
    if render_target && target_format.is_none() {
        return Err(crate::error::not_available!(
            "{format:?} cannot be a render target"
        ));
    }
    let levels = checked_levels(kind, (width, height, depth), levels)?;
    let (dimension, layers) = match kind {
        TextureKind::TwoD => (wgpu::TextureDimension::D2, 1),
        TextureKind::Cube => (wgpu::TextureDimension::D2, 6),
        TextureKind::Volume => (wgpu::TextureDimension::D3, depth),
    };
    let mut usage = wgpu::TextureUsages::TEXTURE_BINDING
        | wgpu::TextureUsages::COPY_DST
        | wgpu::TextureUsages::COPY_SRC;
    let gpu_format = if let (true, Some(target)) = (render_target, target_format) {
        usage |= wgpu::TextureUsages::RENDER_ATTACHMENT;
        target
    } else {
        format_info(format)?.texture
    };
    Ok((
        levels,
        wgpu::TextureDescriptor {
            label: Some("d3d9 texture"),
            size: wgpu::Extent3d {
                width,
                height,
                depth_or_array_layers: layers,
            },
            mip_level_count: levels,
            sample_count: 1,
            dimension,
            format: gpu_format,
            usage,
            view_formats: srgb_view_formats(gpu_format),
        },
    ))
}

/// Checks a texture's edges and returns its level count (0: the chain).
fn checked_levels(
    kind: TextureKind,
    (width, height, depth): (u32, u32, u32),
    levels: u32,
) -> D3dResult<u32> {
    for (edge, name) in [(width, "width"), (height, "height"), (depth, "depth")] {
        if edge == 0 || edge > MAX_TEXTURE_EDGE {
            return Err(invalid!(
                "texture {name} {edge} outside 1..={MAX_TEXTURE_EDGE}"
            ));
        }
    }
    if kind == TextureKind::Cube && width != height {
        return Err(invalid!(
            "cube texture faces must be square, got {width}x{height}"
        ));
    }
    let full = 32 - width.max(height).max(depth).leading_zeros();
    let levels = if levels == 0 { full } else { levels };
    if levels > full {
        return Err(invalid!(
            "{levels} levels requested, a {width}x{height}x{depth} texture has {full}"
        ));
    }
    Ok(levels)
}

/// The GPU description of a depth texture (`crate::convert::depth_texture_sampling`
/// says which formats are): 2D only (no driver of today makes depth cube
/// maps: DXVK found games that break when they exist), never a render
/// target; sampled and drawn into as a depth-stencil surface.
fn depth_texture_descriptor(
    kind: TextureKind,
    extent: (u32, u32, u32),
    levels: u32,
    format: Format,
    render_target: bool,
) -> D3dResult<(u32, wgpu::TextureDescriptor<'static>)> {
    if kind != TextureKind::TwoD
        || render_target
        || crate::convert::depth_texture_sampling(format).is_none()
    {
        return Err(invalid!(
            "depth format {format:?} cannot be a {kind:?} texture (render target {render_target}); \
             2D depth textures are D16, D24S8, D24X8, INTZ, DF16 and DF24"
        ));
    }
    let levels = checked_levels(kind, extent, levels)?;
    Ok((
        levels,
        wgpu::TextureDescriptor {
            label: Some("d3d9 depth texture"),
            size: wgpu::Extent3d {
                width: extent.0,
                height: extent.1,
                depth_or_array_layers: 1,
            },
            mip_level_count: levels,
            sample_count: 1,
            dimension: wgpu::TextureDimension::D2,
            format: format_info(format)?.target,
            usage: wgpu::TextureUsages::TEXTURE_BINDING
                | wgpu::TextureUsages::RENDER_ATTACHMENT
                | wgpu::TextureUsages::COPY_SRC
                | wgpu::TextureUsages::COPY_DST,
            view_formats: &[],
        },
    ))
}

/// What a surface is, which decides what D3D9 lets a call do with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum SurfaceKind {
    /// `CreateRenderTarget` or the implicit back buffer.
    RenderTarget,
    /// `CreateDepthStencilSurface` or the automatic depth-stencil surface.
    DepthStencil,
    /// `CreateOffscreenPlainSurface`: lockable, never a render target.
    OffscreenPlain,
    /// A level of a 2D texture (`GetSurfaceLevel`).
    Level {
        /// The texture.
        texture: TextureId,
        /// Whether the texture has `D3DUSAGE_RENDERTARGET`.
        render_target: bool,
    },
}

/// A surface: a render target, a depth-stencil surface, an offscreen plain
/// surface, or a level of a texture.
#[derive(Debug)]
pub(crate) struct Surface {
    pub(crate) kind: SurfaceKind,
    pub(crate) pool: ninebridge_types::Pool,
    /// Host copy of an offscreen plain surface (the application's layout,
    /// tightly packed); empty for other surfaces.
    pub(crate) shadow: Vec<u8>,
    /// The flags of the lock held on an offscreen plain surface.
    pub(crate) locked: Option<LockFlags>,
    /// The GPU copy was written (fill, copy) after the host copy: a lock
    /// reads it back first.
    pub(crate) gpu_newer: bool,
    /// A render target created lockable (`CreateRenderTarget`'s
    /// `Lockable`): `LockRect` reads it back.
    pub(crate) lockable: bool,
    /// A depth-stencil surface created with `Discard` (its contents may go
    /// after a present): never a `StretchRect` source or destination.
    pub(crate) discard: bool,
    pub(crate) format: Format,
    pub(crate) width: u32,
    pub(crate) height: u32,
    pub(crate) texture: wgpu::Texture,
    /// A view of exactly this surface's level and layer.
    pub(crate) view: wgpu::TextureView,
    /// The same view written as sRGB (`D3DRS_SRGBWRITEENABLE`), 8-bit formats only.
    pub(crate) srgb_view: Option<wgpu::TextureView>,
    pub(crate) depth: bool,
    /// The texture level and layer this surface is.
    pub(crate) level: u32,
    /// See `level`.
    pub(crate) layer: u32,
    /// Resolution scaling (`crate::enhance::scale`): the GPU level's size
    /// over `width`/`height` (the size D3D9 sees), per axis.
    pub(crate) scale: crate::enhance::scale::AxisScale,
    /// The multisampled twin and what the game asked for
    /// (`crate::enhance`).
    pub(crate) msaa: crate::enhance::SurfaceMsaa,
}

impl Surface {
    /// The size of the GPU level behind the surface (its logical size
    /// times its scale).
    pub(crate) fn physical_size(&self) -> (u32, u32) {
        (
            (self.texture.width() >> self.level).max(1),
            (self.texture.height() >> self.level).max(1),
        )
    }

    /// Whether the GPU level is larger than the surface D3D9 sees.
    pub(crate) fn is_scaled(&self) -> bool {
        self.scale != crate::enhance::scale::UNSCALED
    }

    /// Logical rectangle `rect` in the GPU level's pixels.
    pub(crate) fn physical_rect(&self, rect: (u32, u32, u32, u32)) -> (u32, u32, u32, u32) {
        crate::enhance::scale::physical_rect(self.scale, rect, self.physical_size())
    }
}

impl Surface {
    /// Whether the surface can be bound with `SetRenderTarget`.
    pub(crate) fn is_render_target(&self) -> bool {
        matches!(
            self.kind,
            SurfaceKind::RenderTarget
                | SurfaceKind::Level {
                    render_target: true,
                    ..
                }
        )
    }
}

/// A vertex or index buffer with its host shadow.
#[derive(Debug)]
pub(crate) struct Buffer {
    pub(crate) gpu: wgpu::Buffer,
    pub(crate) shadow: Vec<u8>,
    /// The size the application asked for (the shadow is padded to 4 bytes).
    pub(crate) len: usize,
    /// Index buffers: whether indices are 32-bit (`D3DFMT_INDEX32`).
    pub(crate) index32: bool,
    /// The byte range locked since the last unlock and the lock's flags
    /// (nested locks: the union of their ranges and the flags of the one
    /// that asks most of the unlock, [`UnlockKind`]).
    pub(crate) locked: Option<(usize, usize, LockFlags)>,
    /// Locks not yet unlocked (D3D9 counts them: a buffer may be locked
    /// again before it is unlocked, and each `Unlock` undoes one).
    pub(crate) lock_count: u32,
    /// What it was created with (`GetDesc`): usage, pool, and the FVF of
    /// a vertex buffer.
    pub(crate) usage: ninebridge_types::Usage,
    pub(crate) pool: ninebridge_types::Pool,
    pub(crate) fvf: u32,
}

/// How an unlock reaches the GPU copy of a buffer, from the lock's flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UnlockKind {
    /// `D3DLOCK_READONLY`: nothing was written, nothing to upload.
    ReadOnly,
    /// `D3DLOCK_DISCARD`: the old contents may go, so the buffer gets new GPU
    /// memory (draws recorded before keep the old) and no flush is needed.
    Discard,
    /// `D3DLOCK_NOOVERWRITE`: the caller promises not to touch data recorded
    /// draws use, so the range is written without a flush.
    NoOverwrite,
    /// No flag: recorded draws may read the range, so they are submitted
    /// before it changes.
    Ordered,
}

/// The flags a buffer lock takes effect with, as D3D9's runtime takes
/// them (Wine's `test_vb_lock_flags`: every combination succeeds):
/// `READONLY` drops `DISCARD` and `NOOVERWRITE`, and `NOOVERWRITE` wins
/// over `DISCARD` when both are given; other bits are ignored.
pub(crate) fn buffer_lock_flags(flags: LockFlags) -> LockFlags {
    if flags.contains(LockFlags::READONLY) {
        LockFlags::READONLY
    } else if flags.contains(LockFlags::NOOVERWRITE) {
        LockFlags::NOOVERWRITE
    } else {
        flags & LockFlags::DISCARD
    }
}

impl UnlockKind {
    /// The kind of a lock with (sanitised) `flags`.
    pub(crate) fn of(flags: LockFlags) -> Self {
        if flags.contains(LockFlags::READONLY) {
            UnlockKind::ReadOnly
        } else if flags.contains(LockFlags::DISCARD) {
            UnlockKind::Discard
        } else if flags.contains(LockFlags::NOOVERWRITE) {
            UnlockKind::NoOverwrite
        } else {
            UnlockKind::Ordered
        }
    }

    /// How much the unlock must do: a discard (new memory, everything
    /// uploaded) covers an ordered write, which covers a no-overwrite one,
    /// which covers a read.
    fn weight(self) -> u8 {
        match self {
            UnlockKind::ReadOnly => 0,
            UnlockKind::NoOverwrite => 1,
            UnlockKind::Ordered => 2,
            UnlockKind::Discard => 3,
        }
    }
}

impl Buffer {
    /// Locks the bytes `offset..offset+size` (size 0 means to the end) and
    /// returns their range in the shadow.
    /// A buffer already locked is locked again: the ranges are joined and
    /// the unlock does what the more demanding lock needs.
    pub(crate) fn lock(
        &mut self,
        offset: u32,
        size: u32,
        flags: LockFlags,
    ) -> D3dResult<std::ops::Range<usize>> {
        let flags = buffer_lock_flags(flags);
        let len = self.len;
        let start = offset as usize;
        let end = if size == 0 {
            len
        } else {
            start.saturating_add(size as usize)
        };
        if start > end || end > len {
            return Err(invalid!(
                "lock of {offset}+{size} bytes outside a {len}-byte buffer"
            ));
        }
        self.locked = Some(match self.locked {
            Some((s, e, held)) => {
                let keep = UnlockKind::of(held).weight() >= UnlockKind::of(flags).weight();
                (s.min(start), e.max(end), if keep { held } else { flags })
            }
            None => (start, end, flags),
        });
        self.lock_count += 1;
        Ok(start..end)
    }

    /// How the pending unlock reaches the GPU (`None` when not locked).
    pub(crate) fn unlock_kind(&self) -> Option<UnlockKind> {
        let (_, _, flags) = self.locked?;
        Some(UnlockKind::of(flags))
    }

    /// Undoes one lock; the last one uploads the locked range (all of the
    /// shadow after a discard, whose new GPU memory starts empty; nothing
    /// after a read-only lock). An unlock of a buffer that is not locked
    /// does nothing (D3D9 returns `D3D_OK`).
    pub(crate) fn unlock(&mut self, queue: &ninebridge_gpu::Queue) -> D3dResult<()> {
        if self.lock_count > 1 {
            self.lock_count -= 1;
            return Ok(());
        }
        self.lock_count = 0;
        let Some((start, end, flags)) = self.locked.take() else {
            return Ok(());
        };
        if flags.contains(LockFlags::READONLY) {
            return Ok(());
        }
        if flags.contains(LockFlags::DISCARD) {
            self.upload(queue, 0, self.shadow.len());
        } else {
            self.upload(queue, start, end);
        }
        Ok(())
    }

    /// Writes `start..end` of the shadow to the GPU buffer (widened to the
    /// 4-byte words wgpu writes).
    pub(crate) fn upload(&self, queue: &ninebridge_gpu::Queue, start: usize, end: usize) {
        let start = start & !3;
        let end = ((end + 3) & !3).min(self.shadow.len());
        if start < end {
            queue.write_buffer(&self.gpu, start as u64, &self.shadow[start..end]);
        }
    }
}

/// The device's handle tables, one per kind of object.
#[derive(Debug)]
pub(crate) struct Resources {
    pub(crate) textures: Table<Texture>,
    pub(crate) surfaces: Table<Surface>,
    pub(crate) vertex_buffers: Table<Buffer>,
    pub(crate) index_buffers: Table<Buffer>,
    pub(crate) declarations: Table<Vec<ninebridge_types::VertexElement>>,
}

impl Resources {
    /// The vertex (`vertex`) or index buffers.
    pub(crate) fn buffers(&self, vertex: bool) -> &Table<Buffer> {
        if vertex {
            &self.vertex_buffers
        } else {
            &self.index_buffers
        }
    }

    /// Mutable [`Resources::buffers`].
    pub(crate) fn buffers_mut(&mut self, vertex: bool) -> &mut Table<Buffer> {
        if vertex {
            &mut self.vertex_buffers
        } else {
            &mut self.index_buffers
        }
    }
}

impl Default for Resources {
    fn default() -> Self {
        Resources {
            textures: Table::new("texture"),
            surfaces: Table::new("surface"),
            vertex_buffers: Table::new("vertex buffer"),
            index_buffers: Table::new("index buffer"),
            declarations: Table::new("vertex declaration"),
        }
    }
}

/// The texture cache's state of one cache-routed texture (kept by the
/// front, `device/texcache.rs`; read by draws for bind-group keys).
#[derive(Debug, Default)]
pub(crate) struct CachedState {
    /// Content generation, key and CRC memory.
    pub(crate) content: ninebridge_texcache::ContentState,
    /// Levels written since creation, index `face * levels + level`.
    pub(crate) written: Vec<bool>,
    /// The entry the last draw resolved.
    pub(crate) entry: Option<ninebridge_texcache::CacheId>,
}
