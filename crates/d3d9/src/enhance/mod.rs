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

mod follow;
pub mod msaa;
mod msaa_passes;
mod msaa_surface;

pub use follow::follows_back_buffer;
pub use msaa::{MSAA_RESOLVE_VARIABLE, MSAA_VARIABLE, MsaaValueError, ResolveMode};
pub(crate) use msaa_surface::{DeviceMsaa, PassTwin, SurfaceMsaa, check_present_multisample};
pub use msaa_surface::{MsaaStats, Newer};
