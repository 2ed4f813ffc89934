//! Textures: creation (2D, cube, volume), locks, `SetTexture` and
//! `SetSamplerState`.

use crate::capture::texture_id;
use ninebridge_gpu::wgpu;
use ninebridge_trace::{Call, step as ts};

use super::Device;
use crate::error::{D3dResult, invalid, not_available};
use crate::resource::{Texture, TextureId, TextureKind};
use crate::state::stage_of;
use crate::state::{Dirty, StateSink, flat_index};
use ninebridge_translate::DepthSampling;
use ninebridge_types::{Format, Pool, SamplerSlot, SamplerState, TextureAddress, Usage};

/// D3D9's rules for a resource's usage and pool at creation: render
/// targets and depth-stencil surfaces live in the default pool, dynamic
/// resources cannot be managed.
pub(crate) fn check_usage_and_pool(usage: Usage, pool: Pool) -> D3dResult<()> {
    let gpu_only = Usage::RENDERTARGET | Usage::DEPTHSTENCIL;
    if usage.intersects(gpu_only) && pool != Pool::Default {
        return Err(invalid!(
            "usage {:#x} needs D3DPOOL_DEFAULT, not {pool:?}",
            usage.to_d3d()
        ));
    }
    if usage.contains(Usage::DYNAMIC) && pool == Pool::Managed {
        return Err(invalid!(
            "D3DUSAGE_DYNAMIC resources cannot be in D3DPOOL_MANAGED"
        ));
    }
    Ok(())
}

/// DXT1-DXT5 resources (textures of every kind, offscreen plain surfaces)
/// must have a top level whose width and height are multiples of the 4x4
/// block, in every pool: `D3DERR_INVALIDCALL` otherwise (Windows' runtime,
/// as Wine's `test_surface_blocks` and `test_volume_blocks` record; the
/// vendor formats ATI1 and ATI2 are not checked, nor YUV's 2x1 blocks).
pub(crate) fn check_dxt_block_size(format: Format, width: u32, height: u32) -> D3dResult<()> {
    let dxt = matches!(
        format,
        Format::Dxt1 | Format::Dxt2 | Format::Dxt3 | Format::Dxt4 | Format::Dxt5
    );
    if dxt && (width % 4 != 0 || height % 4 != 0) {
        return Err(invalid!(
            "a {width}x{height} {format:?} resource: DXT sizes are multiples of the 4x4 block"
        ));
    }
    Ok(())
}

/// D3D9's rules for depth textures (and `D3DUSAGE_DEPTHSTENCIL`): the
/// usage needs a depth format; a depth format is a texture only in the
/// default pool (Wine's `test_resource_access` on Windows: managed,
/// system-memory and scratch depth textures are invalid), neither dynamic
/// (this device does not lock depth) nor a render target nor
/// auto-generating mips. Returns how the texture is sampled.
fn check_depth_texture(usage: Usage, format: Format, pool: Pool) -> D3dResult<DepthSampling> {
    let depth = format.is_depth();
    if usage.contains(Usage::DEPTHSTENCIL) && !depth {
        return Err(invalid!(
            "D3DUSAGE_DEPTHSTENCIL needs a depth format, not {format:?}"
        ));
    }
    if !depth {
        return Ok(DepthSampling::None);
    }
    // AUTOGENMIPMAP is taken and does nothing: one level, never generated
    // (CheckDeviceFormat answers D3DOK_NOAUTOGEN; Wine's test_mipmap_gen
    // records Windows making such a D16 texture).
    let refused = Usage::DYNAMIC | Usage::RENDERTARGET;
    if pool != Pool::Default || usage.intersects(refused) {
        return Err(invalid!(
            "a {format:?} texture must be in D3DPOOL_DEFAULT without D3DUSAGE_DYNAMIC or RENDERTARGET (usage {:#x}, {pool:?})",
            usage.to_d3d()
        ));
    }
    crate::convert::depth_texture_sampling(format)
        .ok_or_else(|| invalid!("{format:?} cannot be a texture (a depth-stencil surface only)"))
}

impl Device {
    /// Checks what D3D9 checks at creation of a texture of `usage` in
    /// `pool`, then creates it.
    fn create_texture_any(
        &mut self,
        kind: TextureKind,
        extent: (u32, u32, u32),
        levels: u32,
        (usage, format, pool): (Usage, Format, Pool),
    ) -> D3dResult<TextureId> {
        check_usage_and_pool(usage, pool)?;
        check_dxt_block_size(format, extent.0, extent.1)?;
        // Windows (Wine's `test_lockrect_invalid`, `test_lockbox_invalid`,
        // `test_volume_locking`): WRITEONLY is a buffer usage, and scratch
        // textures are never dynamic.
        if usage.contains(Usage::WRITEONLY)
            || (usage.contains(Usage::DYNAMIC) && pool == Pool::Scratch)
        {
            return Err(invalid!(
                "texture usage {:#x} in {pool:?} (WRITEONLY, or DYNAMIC in D3DPOOL_SCRATCH)",
                usage.to_d3d()
            ));
        }
        let autogen = usage.contains(Usage::AUTOGENMIPMAP);
        if autogen {
            // D3D9: not for volumes nor system memory, and one level (0
            // or 1 asked for) seen by the application.
            if kind == TextureKind::Volume || pool == Pool::SystemMem || levels > 1 {
                return Err(invalid!(
                    "D3DUSAGE_AUTOGENMIPMAP on a {kind:?} texture in {pool:?} with {levels} levels"
                ));
            }
        }
        let render_target = usage.contains(Usage::RENDERTARGET);
        if render_target && kind == TextureKind::Volume {
            return Err(invalid!("a volume texture cannot be a render target"));
        }
        let depth_sampling = check_depth_texture(usage, format, pool)?;
        let (levels, mut desc) = crate::resource::texture_descriptor(
            kind,
            extent,
            if autogen { 0 } else { levels },
            format,
            render_target,
        )?;
        // Render-target textures that follow the back buffer or that a
        // rule names are drawn at a larger size (`crate::enhance::scale`).
        let mut scale = crate::enhance::scale::UNSCALED;
        // Depth textures are drawn into beside the render targets they
        // pair with: scaled as those are.
        if render_target || depth_sampling != DepthSampling::None {
            let logical = (extent.0, extent.1);
            let physical = self.scaled_size(logical)?;
            if physical != logical {
                (desc.size.width, desc.size.height) = physical;
                scale = crate::enhance::scale::axis_scale(physical, logical);
            }
        }
        let is_depth = depth_sampling != DepthSampling::None;
        let levels = if autogen && is_depth {
            desc.mip_level_count = 1;
            1
        } else if autogen {
            if !matches!(
                desc.format,
                wgpu::TextureFormat::Bgra8Unorm
                    | wgpu::TextureFormat::Rgba8Unorm
                    | wgpu::TextureFormat::Rgba16Float
                    | wgpu::TextureFormat::Rgba32Float
            ) {
                return Err(not_available!(
                    "D3DUSAGE_AUTOGENMIPMAP of {format:?} (its GPU format {:?} cannot be drawn into)",
                    desc.format
                ));
            }
            desc.usage |= wgpu::TextureUsages::RENDER_ATTACHMENT;
            1
        } else {
            levels
        };
        let gpu = self
            .gpu
            .scoped("create_texture", |d| d.create_texture(&desc))?;
        let view_desc = wgpu::TextureViewDescriptor {
            dimension: Some(match kind {
                TextureKind::TwoD => wgpu::TextureViewDimension::D2,
                TextureKind::Cube => wgpu::TextureViewDimension::Cube,
                TextureKind::Volume => wgpu::TextureViewDimension::D3,
            }),
            aspect: crate::resource::sampled_aspect(gpu.format()),
            ..Default::default()
        };
        let view = gpu.create_view(&view_desc);
        let srgb_view = crate::resource::srgb_variant(gpu.format()).map(|format| {
            gpu.create_view(&wgpu::TextureViewDescriptor {
                format: Some(format),
                ..view_desc.clone()
            })
        });
        let (width, height, depth) = extent;
        let mut tex = Texture {
            kind,
            format,
            usage,
            pool,
            width,
            height,
            depth,
            levels,
            gpu,
            view,
            swizzle: if depth_sampling != DepthSampling::None {
                crate::convert::depth_texture_swizzle(format)
            } else if render_target {
                crate::convert::render_target_swizzle(format)
            } else {
                Default::default()
            },
            srgb_view,
            depth_sampling,
            shadow: Vec::new(),
            locked: Vec::new(),
            cached: super::texcache::cache_routed(format, usage, pool)
                .then(crate::resource::CachedState::default),
            // A depth texture's AUTOGENMIPMAP generates nothing.
            autogen: autogen && !is_depth,
            autogen_filter: ninebridge_types::TextureFilterType::Linear,
            lod: 0,
            dirty: Vec::new(),
            scale,
        };
        let whole = crate::resource::whole_box(extent);
        tex.dirty = vec![vec![whole]; tex.faces() as usize];
        for _face in 0..tex.faces() {
            for level in 0..levels {
                let (w, h, d) = tex.level_extent(level);
                let bytes = crate::convert::level_bytes(format, w, h, d)?;
                tex.shadow.push(vec![0; bytes]);
                tex.locked.push(None);
                if let Some(cached) = &mut tex.cached {
                    cached.written.push(false);
                }
            }
        }
        Ok(TextureId(self.resources.textures.insert(tex)))
    }

    /// `CreateTexture`: a 2D texture of `levels` levels (0 = the full
    /// chain), `D3DUSAGE_*` `usage`, in memory pool `pool`.
    pub fn create_texture(
        &mut self,
        width: u32,
        height: u32,
        levels: u32,
        usage: Usage,
        format: Format,
        pool: Pool,
    ) -> D3dResult<TextureId> {
        self.captured(
            |dev| {
                dev.create_texture_any(
                    TextureKind::TwoD,
                    (width, height, 1),
                    levels,
                    (usage, format, pool),
                )
            },
            |d, out| {
                Call::CreateTexture(ts::CreateTexture {
                    id: out.map_or_else(|| d.failed_id(), |t| texture_id(*t)),
                    width,
                    height,
                    levels: d.created_levels(out.copied(), levels),
                    format: format.into(),
                    usage,
                    pool: pool.into(),
                })
            },
        )
    }

    /// `CreateCubeTexture`.
    pub fn create_cube_texture(
        &mut self,
        edge: u32,
        levels: u32,
        usage: Usage,
        format: Format,
        pool: Pool,
    ) -> D3dResult<TextureId> {
        self.captured(
            |dev| {
                dev.create_texture_any(
                    TextureKind::Cube,
                    (edge, edge, 1),
                    levels,
                    (usage, format, pool),
                )
            },
            |d, out| {
                Call::CreateCubeTexture(ts::CreateCubeTexture {
                    id: out.map_or_else(|| d.failed_id(), |t| texture_id(*t)),
                    edge_length: edge,
                    levels: d.created_levels(out.copied(), levels),
                    format: format.into(),
                    usage,
                    pool: pool.into(),
                })
            },
        )
    }

    /// `CreateVolumeTexture`.
    #[allow(clippy::too_many_arguments)] // D3D9's own parameter list
    pub fn create_volume_texture(
        &mut self,
        width: u32,
        height: u32,
        depth: u32,
        levels: u32,
        usage: Usage,
        format: Format,
        pool: Pool,
    ) -> D3dResult<TextureId> {
        self.captured(
            |dev| {
                dev.create_texture_any(
                    TextureKind::Volume,
                    (width, height, depth),
                    levels,
                    (usage, format, pool),
                )
            },
            |d, out| {
                Call::CreateVolumeTexture(ts::CreateVolumeTexture {
                    id: out.map_or_else(|| d.failed_id(), |t| texture_id(*t)),
                    width,
                    height,
                    depth,
                    levels: d.created_levels(out.copied(), levels),
                    format: format.into(),
                    usage,
                    pool: pool.into(),
                })
            },
        )
    }

    /// `IDirect3DBaseTexture9::GetLevelCount`: the texture's mip levels.
    pub fn texture_level_count(&self, texture: TextureId) -> D3dResult<u32> {
        Ok(self.resources.textures.get(texture.0)?.levels)
    }

    /// `Release` of a texture.
    pub fn release_texture(&mut self, texture: TextureId) -> D3dResult<()> {
        self.resources.textures.remove(texture.0)?;
        let stages = self.state.texture_released(texture);
        for stage in 0..crate::state::SAMPLER_STAGES {
            if stages & (1 << stage) != 0 {
                // The stage's sampler may depend on the texture's levels.
                self.renderer.samplers.stages[stage] = None;
            }
        }
        Ok(())
    }

    /// `SetTexture`: binds a texture to a sampler index (0..15, or
    /// 257..260 for vertex textures).
    pub fn set_texture(&mut self, sampler: u32, texture: Option<TextureId>) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                let slot = SamplerSlot::from_d3d(sampler)
                    .and_then(flat_index)
                    .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))?;
                // What a texture's binding decides, read once per texture:
                // its kind, swizzle and depth sampling, and whether it has
                // levels (the anisotropy rule looks at that).
                let info = |t: &Texture| {
                    (
                        (t.kind, t.swizzle, t.depth_sampling),
                        t.gpu.mip_level_count() > 1,
                    )
                };
                let new = match texture {
                    Some(t) => {
                        let tex = dev.resources.textures.get(t.0)?;
                        if matches!(tex.pool, Pool::SystemMem | Pool::Scratch) {
                            return Err(invalid!(
                                "texture {} is in {:?} memory, which the device cannot sample",
                                t.0,
                                tex.pool
                            ));
                        }
                        Some(info(tex))
                    }
                    None => None,
                };
                if let Some(block) = dev.recording() {
                    block.set_texture(slot, texture);
                    return Ok(());
                }
                let old = dev.state.textures()[slot];
                if old == texture {
                    return Ok(());
                }
                let old_info = old.and_then(|t| dev.resources.textures.get(t.0).ok().map(info));
                let Some(change) = dev.state.bind_texture(slot, texture) else {
                    return Ok(());
                };
                let (kind, old_kind) = (new.map(|i| i.0), old_info.map(|i| i.0));
                let mut flags = Dirty::empty();
                if new.is_some_and(|i| i.1) != old_info.is_some_and(|i| i.1) {
                    // The anisotropy rule looks at whether the texture has levels.
                    dev.renderer.samplers.stages[slot] = None;
                    flags |= Dirty::samplers(stage_of(slot));
                }
                if kind != old_kind {
                    // ps_1_x shaders are translated for the kinds bound, every
                    // pixel shader for the swizzles of the render targets bound
                    // and the depth textures bound.
                    flags |= Dirty::SHADERS;
                }
                if !matches!(
                    dev.renderer.border_mode(&dev.state, &dev.resources, slot),
                    crate::convert::BorderMode::None
                ) {
                    // The border value is in the texture format's channels, and
                    // whether the sampler or the shader gives it follows.
                    dev.renderer.samplers.stages[slot] = None;
                    flags |= Dirty::samplers(stage_of(slot)) | Dirty::SHADERS | Dirty::RENDERER;
                }
                let depth_of = |k: Option<(TextureKind, _, DepthSampling)>| k.map(|k| k.2);
                if depth_of(kind) != depth_of(old_kind) {
                    // A shadow map's sampler compares.
                    dev.renderer.samplers.stages[slot] = None;
                    flags |= Dirty::samplers(stage_of(slot));
                }
                let is_depth = |k: Option<(TextureKind, _, DepthSampling)>| {
                    k.is_some_and(|k| k.2 != DepthSampling::None)
                };
                if is_depth(kind) || is_depth(old_kind) {
                    // The pass binds the depth-stencil surface read-only while its
                    // texture is sampled (`draw/resolve.rs`): resolved afresh.
                    flags |= Dirty::TARGETS;
                }
                dev.state.also(change, flags);
                Ok(())
            },
            |_, _| {
                Call::SetTexture(ts::SetTexture {
                    stage: sampler,
                    texture: texture.map(texture_id),
                })
            },
        )
    }

    /// `SetSamplerState`.
    pub fn set_sampler_state(
        &mut self,
        sampler: u32,
        state: SamplerState,
        value: u32,
    ) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                let slot = SamplerSlot::from_d3d(sampler)
                    .and_then(flat_index)
                    .ok_or_else(|| invalid!("sampler index {sampler} does not exist"))?;
                if let Some(block) = dev.recording() {
                    block.set_sampler_state(slot, state, value);
                    return Ok(());
                }
                // The LOD bias is a uniform of the renderer block, and whether the
                // pixel shader's variant reads it: no sampler changes.
                if let Some((old, change)) = dev.state.set_sampler(slot, state, value) {
                    if state != SamplerState::MipMapLodBias {
                        dev.renderer.samplers.stages[slot] = None;
                        let mut flags = Dirty::empty();
                        let border = TextureAddress::Border.to_d3d();
                        let touches_border = match state {
                            SamplerState::AddressU
                            | SamplerState::AddressV
                            | SamplerState::AddressW => old == border || value == border,
                            SamplerState::BorderColor | SamplerState::MagFilter => !matches!(
                                dev.renderer.border_mode(&dev.state, &dev.resources, slot),
                                crate::convert::BorderMode::None
                            ),
                            _ => false,
                        };
                        if touches_border {
                            // An emulated border: its value and axes are renderer
                            // uniforms, and whether the shader emulates it is a
                            // variant (`convert/border.rs`).
                            flags |= Dirty::SHADERS | Dirty::RENDERER;
                        }
                        dev.state.also(change, flags);
                    }
                }
                Ok(())
            },
            |_, _| {
                Call::SetSamplerState(ts::SetSamplerState {
                    sampler,
                    state: state.into(),
                    value,
                    value_float: None,
                    value_hex: None,
                    value_name: None,
                })
            },
        )
    }
}
