//! The three state tables D3D9 keeps as raw `DWORD`s: render states,
//! sampler states and texture-stage states, each with its documented
//! defaults. The device stores raw values and interprets them at draw time,
//! so the enums here name slots; the value types are in the other modules.

mod render;
mod sampler;
mod texture_stage;

pub use render::{MAX_POINT_SIZE, RenderState};
pub use sampler::{
    DMAP_SAMPLER, PIXEL_SAMPLERS, SamplerSlot, SamplerState, VERTEX_TEXTURE_SAMPLER0,
    VERTEX_TEXTURE_SAMPLERS,
};
pub use texture_stage::{TEXTURE_STAGES, TextureStageState};
