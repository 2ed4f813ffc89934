//! The Direct3D 9 object and state model on wgpu.
//!
//! Design (after the split mtld3d uses): the state D3D9 applications set is
//! plain data, kept and checked on the host, and only turned into GPU
//! objects when a draw needs them; what a draw builds is reused until a
//! setter changes something it depends on (DXVK's dirty flags, Ruffle's
//! `CurrentPipeline`).
//!
//! - D3D9's enumerations and plain structs are `ninebridge-types`' (one
//!   vocabulary for every crate), re-exported here.
//! - `state/`: everything `Set*` changes (what a state block captures, plus
//!   the bound targets), raw `DWORD` tables with D3D9's defaults, and the
//!   dirty flags setters raise only when a value changes.
//! - `device/`: [`Device`] and its owned parts; `IDirect3DDevice9`'s
//!   methods grouped by concept (textures, locks, surfaces, buffers,
//!   shaders, states).
//! - `resource.rs`: textures (2D, cube, volume), surfaces and buffers with
//!   host shadow copies for locks, in generational handle tables
//!   (`table.rs`). Float formats upload directly (missing channels read 1,
//!   as in D3D9) on unlock; the BGRA8 formats the texture core decodes
//!   (A8R8G8B8, X8R8G8B8, DXT1-5, 16-bit, L8, A8, A8L8), render targets
//!   excepted, go through the content-keyed texture cache
//!   (`ninebridge-texcache`, `device/texcache.rs`) at the first draw that
//!   samples them: decoded or uploaded as BC1-3, replaced from packs,
//!   shared while unchanged ([`Device::texture_stats`]).
//! - `convert/`: pure mappings from state to wgpu descriptors (formats,
//!   blend, depth-stencil, samplers, vertex formats), unit-tested; the
//!   signed formats with D3D9's missing channels and YUV decoded to BGRA8.
//! - `copy/`: `StretchRect`, `UpdateSurface`, `UpdateTexture` (dirty
//!   regions), `GetRenderTargetData`, locks of offscreen plain surfaces,
//!   auto-generated mips and `SetLOD`.
//! - `shader/`: the translator seam ([`ShaderTranslator`]), compiled
//!   variants named by stable content keys, and the draw-time choice of
//!   variant, linking and point expansion.
//! - `pipeline.rs`: the pipeline cache keyed by every state a wgpu pipeline
//!   bakes in, bind group layouts shared by pipelines, the sampler cache.
//! - `draw/`: draws, clears and fills: the resolved draw, bind groups,
//!   the uniform ring and the render pass kept open across draws;
//!   `clear.rs`: clears of part of a target, drawn; `proxy.rs`: render
//!   targets smaller than the depth-stencil surface, drawn through a
//!   stand-in of its size.
//!
//! Bindings follow the translator's contract (`docs/binding-interface.md`):
//! group 0 vertex, group 1 pixel; binding 0 the D3D constants (a window of
//! the uniform ring at a dynamic offset), 1 the renderer block (an
//! immutable buffer per distinct content), 2+2k / 3+2k texture and sampler
//! of stage k.
//!
//! - `fvf.rs`: flexible vertex formats as declarations (`SetFVF`).
//! - `d3d8_decl.rs`: Direct3D 8 vertex declarations (`D3DVSD_*` tokens)
//!   converted to D3D9 elements whose usages match how D3D8 shaders'
//!   `v<n>` are translated.
//! - `frame_bench.rs`: the frame benchmark (`ninebridge bench frame`), the
//!   device beside bare wgpu on the same frame.
//! - linking a vertex shader to a pixel shader (inputs the VS does not
//!   write, fog from specular alpha, user clip planes, points as quads) is
//!   `ninebridge_translate::link`, with values in the renderer uniforms.
//!
//! - vertex input: `SetFVF` layouts become declarations (`fvf.rs`); draws
//!   without a vertex shader whose declaration has pre-transformed
//!   positions (`XYZRHW`) use `ninebridge_translate::rhw`'s vertex stage;
//!   `UBYTE4`, `SHORT2/4`, `UDEC3` and `DEC3N` are fetched as integers and
//!   unpacked by the translated vertex shader (a variant per declaration
//!   that has them); `SetStreamSourceFreq` instances indexed draws;
//!   software vertex processing gives vertex shaders the `vs_3_sw`
//!   constant files in a storage buffer.
//! - the fixed-function pipeline: draws without a vertex shader (and with
//!   untransformed positions) run `ninebridge_translate::ff`'s vertex
//!   stage, whose constants the device computes from the transforms,
//!   lights and material (`shader/fixed_vertex.rs`); draws without a pixel
//!   shader run its texture-stage cascade (`shader/fixed_pixel.rs`). Either
//!   mixes with a shader of the other stage.
//! - presentation: a device is headless ([`Device::create`]: `Present`
//!   submits) or presents to a window ([`Device::create_for_window`] with
//!   a [`WindowTarget`] on a [`WindowSurface`], made from a winit window or
//!   from raw-window-handle handles); [`Device::reset`] is `Reset`.
//!
//! Not implemented (each reported as [`D3dError::NotAvailable`] rather than
//! drawn wrongly): instance data advancing every n > 1 instances, indexed
//! point lists with sizes other than 1, locks of depth-stencil surfaces
//! (lockable render targets lock: `device/surface_locks.rs`), palette
//! formats. sRGB writes
//! use the sRGB view of 8-bit targets and are encoded by the pixel shader
//! on the others; sRGB reads apply to 8-bit formats (views of the sRGB
//! variant), as D3D9's format caps do. `MIPMAPLODBIAS`
//! (wgpu samplers have no bias) is added in the pixel shader: the stages
//! with a bias get a variant that reads it from the renderer block.
//! `D3DTADDRESS_BORDER` uses the sampler's border colour where wgpu has it
//! (transparent black, opaque black, opaque white) and is emulated in the
//! pixel shader otherwise, the colour a renderer uniform
//! (`convert/border.rs`), for pixel and vertex texture stages alike.
//! Multisampling (`D3DMULTISAMPLE_*` surfaces and `NINEBRIDGE_MSAA`) is
//! `enhance/`: a surface keeps its single-sample texture and draws into a
//! multisampled twin, resolved lazily when read; the sample count is in
//! the pipeline and clear keys.
//! Depth textures (`convert::depth_texture_sampling`): `D16`, `D24S8`,
//! `D24X8` textures are hardware shadow maps (a comparison sampler and
//! `textureSampleCompare` of the coordinate's z, `LESSEQUAL`, PCF under a
//! linear filter), `INTZ`, `DF16`, `DF24` return depth values; the bound
//! textures' depth sampling is part of the pixel shader variant and the
//! sampler key. Their levels are depth-stencil surfaces; a pass drawing
//! into one is single-sampled. `D3DFMT_NULL` render targets draw into a
//! one-byte stand-in with an empty write mask; RESZ (`D3DRS_POINTSIZE` set
//! to `RESZ_CODE`) resolves the depth-stencil surface into the depth
//! texture on sampler 0 (`device/resz.rs`).
//! Anisotropy (`D3DTEXF_ANISOTROPIC` and the `NINEBRIDGE_ANISOTROPY`
//! override) follows one rule (`convert/anisotropy.rs`): mipmapped textures
//! with linear minification only, every filter made linear as wgpu needs.

mod capture;
mod clear;
mod convert;
mod copy;
mod d3d8_decl;
mod device;
mod draw;
pub mod enhance;
mod error;
pub mod frame_bench;
mod fvf;
mod pipeline;
#[doc(hidden)]
pub use pipeline::bench_support as __bench_recipes;
pub use pipeline::{PipelineOptions, PipelineService, PipelineStats, SamplerStats};
mod proxy;
mod renderer;
mod resource;
mod shader;
mod state;
mod table;
pub mod vendor;

/// The hash map of the device's caches: keys are hashed on every draw, so a
/// fast non-cryptographic hasher (foldhash) instead of SipHash.
pub(crate) type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;
/// The set of [`FastMap`]'s hasher.
pub(crate) type FastSet<K> = std::collections::HashSet<K, foldhash::fast::RandomState>;

pub use capture::{CaptureStats, TRACE_VARIABLE};
pub use convert::{
    ANISOTROPY_VARIABLE, AnisotropyDecision, AnisotropyValueError, FormatInfo, SamplerKey, Upload,
    anisotropy_rule, depth_texture_sampling, format_info, level_bytes, parse_anisotropy,
};
pub use copy::CopyStats;
pub use d3d8_decl::{D3DVSD_END, D3d8DeclError, D3d8Declaration, parse_d3d8_declaration};
pub use device::{
    BufferDesc, Cursor, Device, GammaRamp, LockedBox, LockedRect, MAX_CLIP_PLANES,
    MAX_RENDER_TARGETS, MAX_STREAMS, PIXEL_RENDER_STATES, PIXEL_SAMPLER_STATES,
    PIXEL_TEXTURE_STAGE_STATES, PRESENT_INTERVAL_DEFAULT, PRESENT_INTERVAL_FOUR,
    PRESENT_INTERVAL_IMMEDIATE, PRESENT_INTERVAL_ONE, PRESENT_INTERVAL_THREE, PRESENT_INTERVAL_TWO,
    PS_FLOAT_CONSTANTS, PV_DONOTCOPYDATA, PaletteEntry, PresentationStats, ProcessVerticesError,
    QueryId, RESZ_CODE, ScaleStats, StateBlockId, SurfaceDesc, SwapChainId, TextureDesc,
    VERTEX_RENDER_STATES, VERTEX_SAMPLER_STATES, VERTEX_TEXTURE_STAGE_STATES, VS_FLOAT_CONSTANTS,
    WindowTarget, present_mode_for_interval, resolve_size,
};
pub use draw::BatchStats;
pub use error::{D3dError, D3dResult, ShaderError};
pub use fvf::{fvf_declaration, fvf_vertex_size};
pub use ninebridge_gpu::QueueStats as RenderThreadStats;
pub use ninebridge_gpu::{
    Gpu, GpuError, GpuOptions, PresentOutcome, PresentStats, SkipReason, WindowSurface,
    raw_window_handle, thread_cpu_time,
};
pub use ninebridge_gpu::{
    GpuFrameStat, GpuPassStat, ProfileOptions, RESOLVE_PREFIX, resolve_label,
};
pub use ninebridge_texcache::{
    Budget as TextureBudget, Config as TextureCacheConfig, Stats as TextureStats,
};
pub use ninebridge_translate::ErrorKind;
pub use ninebridge_types::{
    ClearFlags, CmpFunc, CreateFlags, CubeFace, DeclMethod, DeclType, DeclUsage, Format, Fvf,
    HResult, IssueFlags, LockFlags, MultiSampleType, Pool, PresentParameters, PrimitiveType,
    QueryType, Rect, RenderState, SamplerSlot, SamplerState, StateBlockType, TextureFilterType,
    TransformState, Usage, VERTEX_TEXTURE_SAMPLER0, VertexElement, Viewport, d3dcolor_to_rgba,
};
pub use renderer::{RENDER_THREAD_DEFAULT, RENDER_THREAD_VARIABLE, parse_render_thread};
pub use resource::{
    IndexBufferId, MAX_TEXTURE_EDGE, PixelShaderId, SurfaceId, TextureId, TextureKind,
    VertexBufferId, VertexDeclId, VertexShaderId,
};
pub use shader::{
    BytecodeTranslator, FloatEmulation, ProgramInput, ShaderCreation, ShaderProgram,
    ShaderTranslator, ShaderVariant,
};
pub use state::{RenderStates, SamplerStates, TextureStageStates};
