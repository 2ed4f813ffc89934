//! What a port adds at the graphics layer, as device settings: render
//! target resolution scaling (`scale.rs`) and forced multisampling. Both
//! apply to the back buffer and the targets that *follow* it
//! ([`follows_back_buffer`]), so that the passes a game chains onto its
//! screen (bloom, blur, depth) keep matching sizes and sample counts,
//! while shadow maps, reflections and cube maps keep what the game asked
//! for (their sizes carry meaning the game relies on: dgVoodoo2's and
//! DXVK's forced settings broke exactly those).

mod follow;
pub mod scale;

pub use follow::follows_back_buffer;
pub use scale::{ScaleSettings, SizeRule};
