//! Multisampled surfaces: a surface keeps its single-sample texture (what
//! copies, locks, readbacks, `Present` and the post chain read) and gains a
//! multisampled twin that draws and clears render into.
//!
//! Design notes:
//! - Which copy is newer is one shared cell per surface ([`Newer`]). A
//!   render pass that draws into the samples marks them newer when it
//!   begins (`Renderer::msaa_prepare`, called where every pass begins);
//!   a read of the single-sample texture resolves first
//!   (`Renderer::msaa_read`, through the front's `Device::msaa_read`) and
//!   only then (lazy resolve: N draws and a `Present` are one resolve); a write to the single-sample texture (a
//!   copy, fill or lock) marks it newer (`Renderer::msaa_written`), and the
//!   next multisampled pass that loads the target first draws it into
//!   every sample.
//! - A pass is multisampled when every bound colour target has a twin of
//!   one count; otherwise (a G-buffer with a single-sample texture, a
//!   target smaller than the depth-stencil surface) it draws into the
//!   single-sample textures, resolving first where the samples are newer.
//! - Depth-stencil surfaces follow the colour: a pass pairing a
//!   multisampled colour target with a single-sample depth surface (or the
//!   reverse) uses the depth surface's twin of the pass's count, created
//!   when first needed; when the other copy was written last, depth is
//!   moved across with a fullscreen pass (`msaa_passes.rs`). Stencil cannot
//!   be written from a shader in wgpu, so such a move keeps the
//!   destination's stale stencil: counted as `stencil_lost`.
//! - Resolves keep the samples (`StoreOp::Store`): D3D9 keeps the back
//!   buffer after `Present` with `D3DSWAPEFFECT_DISCARD` in practice (Wine's
//!   tests read it after `Present`), and a later pass may load them, so the
//!   device never knows they are dead.
//! - `NINEBRIDGE_MSAA_RESOLVE=every-pass` resolves in every multisampled
//!   pass instead (its colour attachments carry a resolve target): the
//!   baseline that shows what the lazy resolve saves.
//! - Render-target textures stay single-sampled (they are sampled), and so
//!   do passes drawing into a depth texture (its level is the attachment).

use std::cell::{Cell, RefCell};
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

use ninebridge_gpu::wgpu;
use ninebridge_types::MultiSampleType;

use super::msaa::{self, ResolveMode};
use super::msaa_passes::{self, Transfer, TransferKey};
use crate::error::{D3dResult, invalid};
use crate::renderer::Renderer;
use crate::resource::SurfaceId;

/// Which copy of a multisampled surface holds its latest contents.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Newer {
    /// Both hold the same.
    #[default]
    Same,
    /// The samples were drawn into since the last resolve.
    Samples,
    /// The single-sample texture was written since.
    Single,
}

/// Which copy is newer, shared by a surface and the passes that use it
/// (atomic only so that the device stays `Send`; one thread uses it).
#[derive(Clone, Debug, Default)]
pub(crate) struct SharedNewer(Arc<AtomicU8>);

impl SharedNewer {
    pub(crate) fn get(&self) -> Newer {
        match self.0.load(Ordering::Relaxed) {
            1 => Newer::Samples,
            2 => Newer::Single,
            _ => Newer::Same,
        }
    }

    pub(crate) fn set(&self, newer: Newer) {
        let v = match newer {
            Newer::Same => 0,
            Newer::Samples => 1,
            Newer::Single => 2,
        };
        self.0.store(v, Ordering::Relaxed);
    }
}

/// A surface's multisampled twin.
#[derive(Debug)]
pub(crate) struct Twin {
    pub(crate) samples: u32,
    pub(crate) texture: wgpu::Texture,
    pub(crate) view: wgpu::TextureView,
    pub(crate) srgb_view: Option<wgpu::TextureView>,
}

/// A surface's multisampling: what the game asked for and the twin.
#[derive(Debug)]
pub(crate) struct SurfaceMsaa {
    /// `D3DMULTISAMPLE_TYPE` and quality as created (`GetDesc`).
    pub(crate) requested: (MultiSampleType, u32),
    /// The count the surface renders with (1: none yet; a depth surface
    /// gets its twin when a multisampled pass first pairs it).
    pub(crate) twin: Option<Twin>,
    /// Which copy is newer, shared with the passes that use the twin.
    pub(crate) newer: SharedNewer,
}

/// How one pass uses a surface that has (or gets) a twin.
#[derive(Clone, Debug)]
pub(crate) struct PassTwin {
    pub(crate) newer: SharedNewer,
    /// The single-sample view (linear format).
    pub(crate) single: wgpu::TextureView,
    /// The multisampled view (linear format).
    pub(crate) samples_view: wgpu::TextureView,
    /// The textures' (linear) format.
    pub(crate) format: wgpu::TextureFormat,
    pub(crate) samples: u32,
    /// Whether the pass renders into the samples (else the single copy).
    pub(crate) into_samples: bool,
    pub(crate) depth: bool,
    /// `every-pass`: the single-sample view of the pass's format that the
    /// colour attachment resolves into.
    pub(crate) resolve_target: Option<wgpu::TextureView>,
    /// The single-sample texture and the twin (depth moves bind them).
    pub(crate) textures: (wgpu::Texture, wgpu::Texture),
}

/// Multisampling counters (`--stats-json`'s `"msaa"`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
pub struct MsaaStats {
    /// The forced count in effect (1: off).
    pub samples: u32,
    /// Colour resolves (lazy reads, or every multisampled pass).
    pub resolves: u64,
    /// Depth moved from samples to the single-sample copy (sample 0).
    pub depth_resolves: u64,
    /// Depth moved from the single-sample copy into every sample.
    pub depth_uploads: u64,
    /// Colour drawn from the single-sample copy into every sample.
    pub uploads: u64,
    /// Depth moves of a format with stencil (its stencil is not moved).
    pub stencil_lost: u64,
    /// Render passes (draws and clears) that rendered into samples.
    pub passes_multisampled: u64,
}

/// A device's multisampling: the forced count, the resolve mode, the
/// back buffer size targets follow, the transfer pipelines and counters.
#[derive(Debug, Default)]
pub(crate) struct DeviceMsaa {
    /// The forced count (`NINEBRIDGE_MSAA`, `Device::set_msaa`).
    pub(crate) forced: Option<u32>,
    pub(crate) mode: ResolveMode,
    /// The implicit back buffer's size (targets that follow it are
    /// multisampled when forced).
    pub(crate) back_buffer: Option<(u32, u32)>,
    pub(crate) stats: Cell<MsaaStats>,
    pub(super) pipelines: RefCell<crate::FastMap<TransferKey, wgpu::RenderPipeline>>,
    /// Fallbacks already logged: (wanted, format).
    pub(crate) logged: RefCell<crate::FastSet<(u32, wgpu::TextureFormat)>>,
    /// Depth attachments of depth-writing pixel shaders drawn without a
    /// depth-stencil surface, per (size, count).
    scratch: RefCell<crate::FastMap<(u32, u32, u32), wgpu::TextureView>>,
}

impl Default for SurfaceMsaa {
    fn default() -> Self {
        SurfaceMsaa {
            requested: (MultiSampleType::None, 0),
            twin: None,
            newer: SharedNewer::default(),
        }
    }
}

impl DeviceMsaa {
    /// From the environment (`NINEBRIDGE_MSAA`, `NINEBRIDGE_MSAA_RESOLVE`).
    pub(crate) fn from_env() -> Self {
        DeviceMsaa {
            forced: msaa::msaa_from_env(),
            mode: msaa::resolve_mode_from_env(),
            ..Default::default()
        }
    }
}

impl Renderer {
    /// A multisampled twin of surface `id` with `samples`.
    pub(crate) fn make_twin(
        &self,
        resources: &crate::resource::Resources,
        id: SurfaceId,
        samples: u32,
    ) -> D3dResult<Twin> {
        let s = resources.surfaces.get(id.0)?;
        let format = s.texture.format();
        let mut usage = wgpu::TextureUsages::RENDER_ATTACHMENT;
        if s.depth {
            // Depth moves read the samples (`texture_depth_multisampled_2d`).
            usage |= wgpu::TextureUsages::TEXTURE_BINDING;
        }
        // The GPU size (larger than D3D9's with resolution scaling).
        let (width, height) = s.physical_size();
        let texture = self.gpu.scoped("create_texture (msaa)", |d| {
            d.create_texture(&wgpu::TextureDescriptor {
                label: Some("d3d9 multisampled surface"),
                size: wgpu::Extent3d {
                    width,
                    height,
                    depth_or_array_layers: 1,
                },
                mip_level_count: 1,
                sample_count: samples,
                dimension: wgpu::TextureDimension::D2,
                format,
                usage,
                view_formats: crate::resource::srgb_view_formats(format),
            })
        })?;
        let view = texture.create_view(&Default::default());
        let srgb_view = crate::resource::srgb_variant(format)
            .filter(|_| !s.depth)
            .map(|f| {
                texture.create_view(&wgpu::TextureViewDescriptor {
                    format: Some(f),
                    ..Default::default()
                })
            });
        Ok(Twin {
            samples,
            texture,
            view,
            srgb_view,
        })
    }

    /// The colour count of a pass with the bound render targets: the
    /// twins' count when every bound target has a twin of one count and no
    /// bound depth-stencil surface is larger than them, else 1.
    pub(crate) fn msaa_pass_samples(
        &self,
        state: &crate::state::State,
        resources: &crate::resource::Resources,
    ) -> u32 {
        let mut count = None;
        let mut size = (u32::MAX, u32::MAX);
        for id in state.render_targets().iter().flatten() {
            let Ok(s) = resources.surfaces.get(id.0) else {
                return 1;
            };
            let n = s.msaa.twin.as_ref().map_or(1, |t| t.samples);
            if *count.get_or_insert(n) != n {
                return 1;
            }
            let (w, h) = s.physical_size();
            size = (size.0.min(w), size.1.min(h));
        }
        let n = count.unwrap_or(1);
        if n > 1
            && let Some(ds) = state.depth_stencil()
            && let Ok(d) = resources.surfaces.get(ds.0)
            && (d.physical_size() != size
                || matches!(d.kind, crate::resource::SurfaceKind::Level { .. }))
        {
            // A stand-in of the depth surface's size (`crate::proxy`) is
            // copied texel by texel: single-sample only. A depth texture
            // is sampled later: drawn into directly, never through a twin.
            return 1;
        }
        n
    }

    /// How a pass of `samples` uses colour surface `id` drawn through
    /// `view_srgb` (the sRGB view of an 8-bit target): `None` for a surface
    /// without a twin. Also returns the view the pass renders into.
    pub(crate) fn msaa_color_use(
        &self,
        resources: &crate::resource::Resources,
        id: SurfaceId,
        samples: u32,
        srgb: bool,
    ) -> D3dResult<Option<(PassTwin, wgpu::TextureView)>> {
        let s = resources.surfaces.get(id.0)?;
        let Some(twin) = &s.msaa.twin else {
            return Ok(None);
        };
        let into_samples = samples > 1;
        let view = match (into_samples, srgb) {
            (true, true) => twin.srgb_view.clone().unwrap_or_else(|| twin.view.clone()),
            (true, false) => twin.view.clone(),
            (false, true) => s.srgb_view.clone().unwrap_or_else(|| s.view.clone()),
            (false, false) => s.view.clone(),
        };
        let every_pass = into_samples && self.msaa.mode == ResolveMode::EveryPass;
        let resolve_target = every_pass.then(|| match (srgb, &s.srgb_view) {
            (true, Some(v)) if twin.srgb_view.is_some() => v.clone(),
            _ => s.view.clone(),
        });
        Ok(Some((
            PassTwin {
                newer: s.msaa.newer.clone(),
                single: s.view.clone(),
                samples_view: twin.view.clone(),
                format: s.texture.format(),
                samples: twin.samples,
                into_samples,
                depth: false,
                resolve_target,
                textures: (s.texture.clone(), twin.texture.clone()),
            },
            view,
        )))
    }

    /// The depth attachment of depth-stencil surface `id` for a pass of
    /// `samples`, making its twin of that count when needed, and how the
    /// pass uses the twin (`None`: the surface has none and needs none).
    pub(crate) fn msaa_depth_use(
        &self,
        resources: &mut crate::resource::Resources,
        back_buffer: Option<SurfaceId>,
        id: SurfaceId,
        samples: u32,
    ) -> D3dResult<((wgpu::TextureView, wgpu::TextureFormat), Option<PassTwin>)> {
        let s = resources.surfaces.get(id.0)?;
        let format = s.texture.format();
        let stale = match &s.msaa.twin {
            Some(t) => samples > 1 && t.samples != samples,
            None => samples > 1,
        };
        if stale {
            // Bring the old twin's depth to the single copy before it goes.
            if s.msaa.twin.is_some() && s.msaa.newer.get() == Newer::Samples {
                self.msaa_read(resources, back_buffer, id)?;
            }
            let twin = self.make_twin(resources, id, samples)?;
            let s = resources.surfaces.get_mut(id.0)?;
            s.msaa.twin = Some(twin);
            if s.msaa.newer.get() == Newer::Same {
                // The new samples hold nothing yet.
                s.msaa.newer.set(Newer::Single);
            }
        }
        let s = resources.surfaces.get(id.0)?;
        let Some(twin) = &s.msaa.twin else {
            return Ok(((s.view.clone(), format), None));
        };
        let into_samples = samples > 1;
        let view = if into_samples {
            twin.view.clone()
        } else {
            s.view.clone()
        };
        Ok((
            (view, format),
            Some(PassTwin {
                newer: s.msaa.newer.clone(),
                single: s.view.clone(),
                samples_view: twin.view.clone(),
                format,
                samples: twin.samples,
                into_samples,
                depth: true,
                resolve_target: None,
                textures: (s.texture.clone(), twin.texture.clone()),
            }),
        ))
    }

    /// A depth attachment of `size` and `samples` for a depth-writing
    /// pixel shader drawn without a depth-stencil surface (`samples` > 1;
    /// single-sample ones are `draw/resolve.rs`'s).
    pub(crate) fn msaa_scratch_depth(
        &self,
        size: (u32, u32),
        samples: u32,
    ) -> D3dResult<(wgpu::TextureView, wgpu::TextureFormat)> {
        const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Depth32Float;
        let key = (size.0, size.1, samples);
        if let Some(v) = self.msaa.scratch.borrow().get(&key) {
            return Ok((v.clone(), FORMAT));
        }
        let texture = self
            .gpu
            .scoped("create_texture (msaa scratch depth)", |d| {
                d.create_texture(&wgpu::TextureDescriptor {
                    label: Some("d3d9 msaa scratch depth"),
                    size: wgpu::Extent3d {
                        width: size.0.max(1),
                        height: size.1.max(1),
                        depth_or_array_layers: 1,
                    },
                    mip_level_count: 1,
                    sample_count: samples,
                    dimension: wgpu::TextureDimension::D2,
                    format: FORMAT,
                    usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
                    view_formats: &[],
                })
            })?;
        let view = texture.create_view(&Default::default());
        self.msaa.scratch.borrow_mut().insert(key, view.clone());
        Ok((view, FORMAT))
    }

    /// Before surface `id`'s single-sample texture is read (a copy source,
    /// a lock, a readback, `Present`): resolves it when its samples are
    /// newer, recorded after the draws so far.
    pub(crate) fn msaa_read(
        &self,
        resources: &crate::resource::Resources,
        back_buffer: Option<SurfaceId>,
        id: SurfaceId,
    ) -> D3dResult<()> {
        let s = resources.surfaces.get(id.0)?;
        let Some(twin) = &s.msaa.twin else {
            return Ok(());
        };
        if s.msaa.newer.get() != Newer::Samples {
            return Ok(());
        }
        let t = PassTwin {
            newer: s.msaa.newer.clone(),
            single: s.view.clone(),
            samples_view: twin.view.clone(),
            format: s.texture.format(),
            samples: twin.samples,
            into_samples: false,
            depth: s.depth,
            resolve_target: None,
            textures: (s.texture.clone(), twin.texture.clone()),
        };
        // Timed as `resolve <target>` when profiling (`draw/profile.rs`),
        // which the frame totals count as resolves.
        let label = || {
            let name = crate::draw::surface_label(resources, back_buffer, id);
            ninebridge_gpu::resolve_label(&name).into()
        };
        self.with_encoder_timed(label, |encoder| self.msaa_move(encoder, &t, false))?;
        t.newer.set(Newer::Same);
        Ok(())
    }

    /// Draws the depth of depth-stencil surface `id` (sample 0 of its
    /// samples when they are newer: the resolve of `Renderer::msaa_read`)
    /// into `dst`, an attachment view of the same GPU size and format
    /// `dst_format` (RESZ, `device/resz.rs`). Stencil is not carried
    /// (wgpu shaders cannot write it).
    pub(crate) fn msaa_copy_depth(
        &self,
        resources: &crate::resource::Resources,
        back_buffer: Option<SurfaceId>,
        id: SurfaceId,
        dst: &wgpu::TextureView,
        dst_format: wgpu::TextureFormat,
    ) -> D3dResult<()> {
        self.msaa_read(resources, back_buffer, id)?;
        let s = resources.surfaces.get(id.0)?;
        let src = s.texture.create_view(&wgpu::TextureViewDescriptor {
            aspect: wgpu::TextureAspect::DepthOnly,
            dimension: Some(wgpu::TextureViewDimension::D2),
            base_mip_level: s.level,
            mip_level_count: Some(1),
            base_array_layer: s.layer,
            array_layer_count: Some(1),
            ..Default::default()
        });
        let key = (Transfer::DepthUp, dst_format, 1);
        let p = self.transfer_pipeline(key)?;
        self.with_encoder(|encoder| {
            msaa_passes::record(
                &self.gpu,
                encoder,
                &p,
                (Transfer::DepthUp, dst_format),
                &src,
                dst,
            );
        });
        Ok(())
    }

    /// Before surface `id`'s single-sample texture is written outside a
    /// render pass (a copy, fill or lock): resolves it when its samples are
    /// newer (the write may cover part of it).
    pub(crate) fn msaa_before_write(
        &self,
        resources: &crate::resource::Resources,
        back_buffer: Option<SurfaceId>,
        id: SurfaceId,
    ) -> D3dResult<()> {
        self.msaa_read(resources, back_buffer, id)
    }

    /// After surface `id`'s single-sample texture was written outside a
    /// render pass: the next multisampled pass draws it into the samples.
    pub(crate) fn msaa_written(
        &self,
        resources: &crate::resource::Resources,
        id: SurfaceId,
    ) -> D3dResult<()> {
        let s = resources.surfaces.get(id.0)?;
        if s.msaa.twin.is_some() {
            s.msaa.newer.set(Newer::Single);
        }
        Ok(())
    }
}

/// `D3DPRESENT_PARAMETERS`' multisampling rules (D3D9's reference page):
/// a `MultiSampleType` other than NONE needs `D3DSWAPEFFECT_DISCARD` and
/// cannot be combined with `D3DPRESENTFLAG_LOCKABLE_BACKBUFFER`.
pub(crate) fn check_present_multisample(
    params: &ninebridge_types::PresentParameters,
) -> D3dResult<()> {
    const LOCKABLE_BACKBUFFER: u32 = 0x1;
    if params.multisample == MultiSampleType::None {
        return Ok(());
    }
    if params.swap_effect != ninebridge_types::SwapEffect::Discard {
        return Err(invalid!(
            "{:?} back buffer with {:?} (multisampling needs D3DSWAPEFFECT_DISCARD)",
            params.multisample,
            params.swap_effect
        ));
    }
    if params.flags & LOCKABLE_BACKBUFFER != 0 {
        return Err(invalid!(
            "{:?} back buffer with D3DPRESENTFLAG_LOCKABLE_BACKBUFFER",
            params.multisample
        ));
    }
    Ok(())
}

/// D3D9's error for refused multisample arguments: a format the adapter
/// cannot multisample is `D3DERR_NOTAVAILABLE`, a quality past the levels
/// `D3DERR_INVALIDCALL`.
pub(crate) fn multisample_error(e: msaa::MultisampleError) -> crate::D3dError {
    match e {
        msaa::MultisampleError::None { .. } => crate::error::not_available!("{e}"),
        _ => invalid!("{e}"),
    }
}

/// A view of the depth aspect of `texture` (level 0, layer 0) for binding.
pub(super) fn depth_aspect(texture: &wgpu::Texture) -> wgpu::TextureView {
    texture.create_view(&wgpu::TextureViewDescriptor {
        aspect: wgpu::TextureAspect::DepthOnly,
        dimension: Some(wgpu::TextureViewDimension::D2),
        ..Default::default()
    })
}
