//! What a port adds at the graphics layer, as device settings: render
//! target resolution scaling (`scale.rs`) and multisampling (`msaa.rs`:
//! settings; `msaa_surface.rs`: twins and lazy resolve; `msaa_passes.rs`:
//! the passes that move contents between them). Both
//! apply to the back buffer and the targets that *follow* it
//! ([`follows_back_buffer`]), so that the passes a game chains onto its
//! screen (bloom, blur, depth) keep matching sizes and sample counts,
//! while shadow maps, reflections and cube maps keep what the game asked
//! for (their sizes carry meaning the game relies on: dgVoodoo2's and
//! DXVK's forced settings broke exactly those).
//!
//! # Resolution scaling: the rules
//!
//! - A scaled surface has a *logical* size (what the game asked for, what
//!   every D3D9 call sees) and a GPU size (logical x F, rounded). Every
//!   rectangle the game gives (viewport, scissor, clear rectangles,
//!   `StretchRect`, `ColorFill`) is logical and scaled edge by edge.
//! - The picture is the game's picture with more pixels: the pass viewport
//!   is D3D9's scaled, pre-transformed vertices and point sizes are placed
//!   with D3D9's viewport, and the half-pixel offset between D3D9 and wgpu
//!   is half a *D3D9* pixel (F / 2 GPU pixels, `draw/viewport.rs`).
//! - Reads to the host (`LockRect`, `GetRenderTargetData`,
//!   `GetFrontBufferData`) return the logical size, downsampled with a
//!   linear filter (a 2x2 average at F = 2); host writes are drawn up with
//!   a point filter (`device/scaling.rs`).
//! - Texel offsets: pixel-shader constants equal to k/W of a scaled
//!   texture the draw samples are divided by F (`draw/texel_offsets.rs`).
//!
//! # Limits (measured on Wine's visual tests at scale 2)
//!
//! - Edges. A primitive edge that crosses logical pixels is drawn at the
//!   GPU's resolution: read back at the logical size, such pixels are
//!   averages (that is the point of scaling). A quad in clip space that
//!   does not take D3D9's half-pixel offset into account has its left and
//!   top edges on pixel centres; scaled exactly, the first F/2 GPU columns
//!   and rows stay uncovered. `NINEBRIDGE_RENDER_SCALE_QUADS=uncorrected`
//!   places D3D9's coordinate X at GPU coordinate F X instead, which covers
//!   them (and moves corrected geometry by half a D3D9 pixel): no single
//!   mapping is exact for both conventions, so the port picks its game's.
//! - Mip selection and derivatives are per GPU pixel: a scaled draw picks
//!   a sharper mip level (log2 F levels finer) and `dsx`/`dsy` are F times
//!   smaller; `vPos` counts GPU pixels (combined with the rescaled 1/W
//!   constants of a scaled texture it still addresses it correctly).
//! - A target that does not follow drawn with the depth-stencil surface of
//!   one that does (or the reverse) does not share depth with it: the
//!   smaller one is drawn through a twin or a stand-in of its own scale.
//!   (Drawing such a target through a stand-in at the surface's scale
//!   shares depth, but was measured to do harm: games and Wine's tests
//!   leave the main depth buffer bound while drawing small targets, which
//!   then pay a draw up and down per pass and get their edges averaged.)
//! - `D3DRS_SLOPESCALEDEPTHBIAS` is multiplied by the targets' scale (the
//!   depth slope per GPU pixel is 1/F of D3D9's).
//! - Lines stay one GPU pixel wide.
//! - Additional swap chains' back buffers of the implicit one's size are
//!   scaled too (they follow it).

mod follow;
pub mod msaa;
mod msaa_passes;
mod msaa_prepare;
pub(crate) mod msaa_surface;
pub mod scale;
pub(crate) mod scaling;

pub use follow::follows_back_buffer;
pub use msaa::{MSAA_RESOLVE_VARIABLE, MSAA_VARIABLE, MsaaValueError, ResolveMode};
pub(crate) use msaa_surface::{DeviceMsaa, PassTwin, SurfaceMsaa, check_present_multisample};
pub use msaa_surface::{MsaaStats, Newer};
pub use scale::{ScaleSettings, SizeRule};
