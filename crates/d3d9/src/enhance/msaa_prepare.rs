//! The multisampled twins' side of a render pass, on the renderer: what
//! must move between a surface's single-sample copy and its samples before
//! a pass that uses them begins (`msaa_prepare`), the transfer pipelines
//! that move them, and the counters. Recorded into the encoder the pass
//! is recorded in; nothing here reads the front's State.

use ninebridge_gpu::wgpu;

use super::msaa_passes::{self, Transfer, TransferKey};
use super::msaa_surface::depth_aspect;
use super::{MsaaStats, Newer, PassTwin};
use crate::error::D3dResult;
use crate::renderer::Renderer;

impl Renderer {
    pub(crate) fn count_msaa(&self, f: impl FnOnce(&mut MsaaStats)) {
        let mut s = self.msaa.stats.get();
        f(&mut s);
        self.msaa.stats.set(s);
    }

    /// The transfer pipeline of `key`, created on first use.
    pub(crate) fn transfer_pipeline(&self, key: TransferKey) -> D3dResult<wgpu::RenderPipeline> {
        if let Some(p) = self.msaa.pipelines.borrow().get(&key) {
            return Ok(p.clone());
        }
        let p = msaa_passes::create(&self.gpu, key)?;
        self.msaa.pipelines.borrow_mut().insert(key, p.clone());
        Ok(p)
    }

    /// Records what must happen before a pass that uses `twins` begins,
    /// and marks what it will write: a target drawn into samples whose
    /// single copy is newer gets it drawn in; a target drawn into its
    /// single copy whose samples are newer is resolved. `cleared` says the
    /// pass clears all of colour (`.0`) or depth (`.1`), which needs no
    /// contents moved first.
    pub(crate) fn msaa_prepare(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        twins: &[PassTwin],
        cleared: (bool, bool),
    ) -> D3dResult<()> {
        let mut multisampled = false;
        for t in twins {
            let whole = if t.depth { cleared.1 } else { cleared.0 };
            let newer = t.newer.get();
            if t.into_samples {
                multisampled = true;
                if newer == Newer::Single && !whole {
                    self.msaa_move(encoder, t, true)?;
                }
                if t.resolve_target.is_some() {
                    // The pass resolves when it ends.
                    self.count_msaa(|s| s.resolves += 1);
                    t.newer.set(Newer::Same);
                } else {
                    t.newer.set(Newer::Samples);
                }
            } else {
                if newer == Newer::Samples && !whole {
                    self.msaa_move(encoder, t, false)?;
                }
                t.newer.set(Newer::Single);
            }
        }
        if multisampled {
            self.count_msaa(|s| s.passes_multisampled += 1);
        }
        Ok(())
    }

    /// Records the move of `t`'s contents into the samples (`up`) or into
    /// the single copy, and counts it.
    pub(crate) fn msaa_move(
        &self,
        encoder: &mut wgpu::CommandEncoder,
        t: &PassTwin,
        up: bool,
    ) -> D3dResult<()> {
        match (t.depth, up) {
            (false, false) => {
                msaa_passes::resolve_color(encoder, &t.samples_view, &t.single);
                self.count_msaa(|s| s.resolves += 1);
            }
            (false, true) => {
                let p = self.transfer_pipeline((Transfer::ColorUp, t.format, t.samples))?;
                let key = (Transfer::ColorUp, t.format);
                msaa_passes::record(&self.gpu, encoder, &p, key, &t.single, &t.samples_view);
                self.count_msaa(|s| s.uploads += 1);
            }
            (true, _) => {
                let (transfer, count) = if up {
                    (Transfer::DepthUp, t.samples)
                } else {
                    (Transfer::DepthDown, 1)
                };
                let p = self.transfer_pipeline((transfer, t.format, count))?;
                let (src, dst) = if up {
                    (&t.textures.0, &t.samples_view)
                } else {
                    (&t.textures.1, &t.single)
                };
                let src = depth_aspect(src);
                msaa_passes::record(&self.gpu, encoder, &p, (transfer, t.format), &src, dst);
                let stencil = t.format.has_stencil_aspect();
                self.count_msaa(|s| {
                    if up {
                        s.depth_uploads += 1;
                    } else {
                        s.depth_resolves += 1;
                    }
                    s.stencil_lost += u64::from(stencil);
                });
            }
        }
        Ok(())
    }
}
