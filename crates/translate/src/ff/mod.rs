//! The fixed-function pipeline as generated naga modules: the vertex stage
//! (transform, blending, lighting, texture coordinates, fog, point size)
//! and the pixel stage (D3D9's texture-stage cascade).
//!
//! ## The vertex stage
//!
//! * [`FfVertexKey`] is built from [`FfVertexState`] (render states, the
//!   types of the enabled lights, the texture stages' coordinate states and
//!   what the vertex declaration holds) and keeps only what changes the
//!   code, normalised: lighting states vanish with lighting off, stages the
//!   pixel stage does not read and inputs nothing reads are zeroed.
//! * The generator writes the vertex processing as a `vs_2_0` program
//!   ([`ff_vertex_program`], assembly text) that [`ff_vertex_shader`]
//!   assembles and lowers through the translator. D3D9's fixed-function
//!   vertex pipeline is exactly what a `vs_2_0` shader can express, and
//!   going through the translator means its outputs (colour clamping,
//!   `oFog`, `oPts`, flat colours), the vertex fetch of integer types, and
//!   linking, point expansion and clip planes are the code vertex shaders
//!   run, not copies; the program text is also what a reviewer reads in
//!   the golden files.
//! * Values are constant registers ([`FfVertexRegisters`]): world-view and
//!   normal matrices, projection, lights in camera space, material,
//!   ambient, fog, point and tween parameters, texture matrices. The
//!   device computes them on the CPU when they change, so moving a light
//!   or a matrix compiles nothing.
//!
//! ## The pixel stage
//!
//! Design (facts after DXVK's `D3D9FFShaderKeyFS`, no code from it):
//!
//! * [`FfPixelKey`] is built from the raw `DWORD`s of the texture-stage
//!   states ([`FfPixelState`]) and holds only what changes the generated
//!   code: per stage the colour and alpha operations, their three
//!   arguments, `RESULTARG`, the kind of texture sampled, the projection
//!   count, the coordinate set read and whether the stage emulates its
//!   border colour (never the colour itself); plus fog, alpha test, specular add
//!   and flat shading. It is packed (a `u64` per stage, a `u32` for the
//!   rest), zeroed where a state has no effect (stages after the cascade
//!   ends, arguments an operation does not read, textures no stage reads),
//!   and hashable, so equal behaviour gives equal keys.
//! * Values are never key bits: `TEXTUREFACTOR`, `D3DTSS_CONSTANT`, the
//!   bump-environment matrices and luminance, fog colour and parameters,
//!   the alpha reference and emulated border colours are read from the
//!   pixel renderer block, which the
//!   fixed-function modules declare whole
//!   ([`crate::interface::ff_pixel_renderer_layout`]).
//! * [`ff_pixel_shader`] builds the module through the translator's own
//!   context (`lower::Ctx`) over an empty program, so sampling (texture
//!   swizzles, LOD bias, `D3DTTFF_PROJECTED`), the bump-environment
//!   coordinates, fog and the alpha test are the code the shader path
//!   runs, not copies. The result is a [`crate::Translation`], as from
//!   [`crate::translate`].
//!
//! The cascade is straight-line code: `CURRENT` starts as the diffuse
//! colour, `TEMP` as 0; each enabled stage computes its colour and alpha
//! operation, saturates the result to [0, 1] as D3D9's fixed-point stages
//! do, and writes `CURRENT` or `TEMP`; the first `D3DTOP_DISABLE` colour
//! operation ends it. Specular is added after the last stage when
//! `SPECULARENABLE` is set, then fog and the alpha test follow.
//!
//! Out-of-range states (see [`FfPixelKey::new`] for each): an unknown
//! `D3DTEXTUREOP` leaves the stage's result register as it was (the
//! cascade goes on), an unknown `D3DTA` selector reads (1, 1, 1, 1); a
//! coordinate set past 7 on a stage that samples is an error
//! ([`crate::TranslateError::FixedFunction`]) on which the device fails
//! the draw with `D3DERR_INVALIDCALL`.

mod key;
mod pixel;
mod vertex;
mod vertex_key;

pub use key::{FfArg, FfPixelKey, FfPixelState, FfStage, FfStageState};
pub use pixel::ff_pixel_shader;
pub use vertex::{FF_WORLD_MATRICES, FfVertexRegisters, ff_vertex_program, ff_vertex_shader};
pub use vertex_key::{
    Blend, BlendIndexType, FfVertexInputs, FfVertexKey, FfVertexStage, FfVertexStageState,
    FfVertexState, TexGen, VertexFog,
};
