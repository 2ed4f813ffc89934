//! The Direct3D 9 vocabulary: every D3D9 enumeration, flag set and plain
//! structure, once, for every ninebridge crate.
//!
//! # Design notes
//!
//! - **One definition.** A D3D9 value that crosses a crate boundary (a
//!   comparison function from a conformance case, a declaration usage the
//!   translator links against, a format the texture core decodes) is typed
//!   here, so no crate keeps a copy or a conversion table between copies.
//! - **D3D9's numbers.** Enums are `#[repr(u32)]` with the values of
//!   `d3d9types.h`/`d3d9.h`; `from_d3d` is the checked way in (unknown values
//!   are `None`, never a panic) and `to_d3d` the way out. Names are the header
//!   names in Rust case (`D3DCMP_LESSEQUAL` is `CmpFunc::LessEqual`).
//! - **Bit sets are newtypes**, not enums (`Usage`, `LockFlags`,
//!   `ClearFlags`, `TextureArg`, ...): D3D9 or-s them together and passes
//!   unknown bits through. So are value spaces too large to enumerate
//!   (`TransformState`, with 256 world matrices) and `HResult`.
//! - **Plain structs** are `#[repr(C)]` in the header's field order with Rust
//!   field names; pointers are left out (`LockedRectInfo` keeps the pitch).
//! - **Defaults come from Microsoft's reference pages**, per state
//!   (`RenderState::default_value`, ...); where the reference is ambiguous
//!   the choice is documented on the item.
//! - **Leaf crate.** No dependencies except optional `serde` (feature
//!   `serde`), so anything can depend on it.
//!
//! One module per family; everything is re-exported at the root.

#![warn(missing_docs)]

mod macros;

pub mod color;
pub mod device;
pub mod format;
pub mod hresult;
pub mod light;
pub mod pipeline;
pub mod resource;
pub mod state;
pub mod texture;
pub mod transform;
pub mod vertex;

pub use color::{d3dcolor_argb, d3dcolor_rgba, d3dcolor_to_rgba, d3dcolor_xrgb, rgba_to_d3dcolor};
pub use device::{
    BackBufferType, CreateFlags, DebugMonitorTokens, DevType, IssueFlags, PresentParameters,
    QueryType, StateBlockType, SwapEffect,
};
pub use format::{Format, make_fourcc};
pub use hresult::HResult;
pub use light::{
    ColorValue, Light, LightType, Material, MaterialColorSource, Vector, VertexBlendFlags,
};
pub use pipeline::{
    Blend, BlendOp, ClearFlags, CmpFunc, ColorWriteEnable, Cull, FillMode, FogMode, ShadeMode,
    StencilOp, ZBufferType,
};
pub use resource::{
    CubeFace, D3dRect, LockFlags, LockedRectInfo, MultiSampleType, Pool, Rect, ResourceType,
    SurfaceDesc, Usage,
};
pub use state::{
    DMAP_SAMPLER, MAX_POINT_SIZE, PIXEL_SAMPLERS, RenderState, SamplerSlot, SamplerState,
    TEXTURE_STAGES, TextureStageState, VERTEX_TEXTURE_SAMPLER0, VERTEX_TEXTURE_SAMPLERS,
};
pub use texture::{
    TexCoordIndexFlags, TextureAddress, TextureArg, TextureArgSource, TextureFilterType, TextureOp,
    TextureTransformFlags,
};
pub use transform::{Matrix, TransformKind, TransformState, Viewport};
pub use vertex::{
    BasisType, DeclMethod, DeclType, DeclUsage, DegreeType, Fvf, PatchEdgeStyle, PrimitiveType,
    VertexElement,
};
