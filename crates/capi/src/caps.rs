//! `D3DCAPS9`: what `IDirect3D9::GetDeviceCaps` and
//! `IDirect3DDevice9::GetDeviceCaps` report, from the wgpu adapter and from
//! what the ninebridge device implements.
//!
//! Design notes:
//! - [`Caps9`] is laid out as the SDK's `D3DCAPS9` (304 bytes, every
//!   member 4 bytes wide, no padding); the size and the offsets of the
//!   members are asserted at compile time.
//! - [`device_caps`] is honest: a bit is set only when the device maps the
//!   state it stands for (the blend factors of `convert/pipeline.rs`, the
//!   filters and address modes of `convert/samplers.rs`, the texture
//!   operations of the fixed-function pixel stage, ...). Approximations
//!   are left out (`D3DPTADDRESSCAPS_MIRRORONCE`, the pyramidal and
//!   Gaussian quad filters, which the device samples as linear), and so is
//!   everything multisampled until the device has multisampling.
//! - Limits that depend on the adapter (texture sizes, user clip planes,
//!   `D3DTADDRESS_BORDER`, the stream stride) come from the wgpu limits
//!   and features of [`Gpu`].
//! - The bit names are `d3d9caps.h`'s ([`bits`]), so the code reads as the
//!   header.

use std::mem::{offset_of, size_of};

use ninebridge_d3d9::{Gpu, MAX_CLIP_PLANES, MAX_RENDER_TARGETS, MAX_STREAMS, VS_FLOAT_CONSTANTS};
use ninebridge_types::DevType;

/// The `d3d9caps.h` bit values this module uses, with the header's names.
#[allow(missing_docs)] // each constant is the d3d9caps.h value of its name
pub mod bits {
    // Caps2
    pub const D3DCAPS2_DYNAMICTEXTURES: u32 = 0x2000_0000;
    pub const D3DCAPS2_CANAUTOGENMIPMAP: u32 = 0x4000_0000;
    // Caps3
    pub const D3DCAPS3_ALPHA_FULLSCREEN_FLIP_OR_DISCARD: u32 = 0x0000_0020;
    pub const D3DCAPS3_COPY_TO_VIDMEM: u32 = 0x0000_0100;
    pub const D3DCAPS3_COPY_TO_SYSTEMMEM: u32 = 0x0000_0200;
    // PresentationIntervals
    pub const D3DPRESENT_INTERVAL_ONE: u32 = 0x0000_0001;
    pub const D3DPRESENT_INTERVAL_IMMEDIATE: u32 = 0x8000_0000;
    // DevCaps
    pub const D3DDEVCAPS_EXECUTESYSTEMMEMORY: u32 = 0x0000_0010;
    pub const D3DDEVCAPS_EXECUTEVIDEOMEMORY: u32 = 0x0000_0020;
    pub const D3DDEVCAPS_TLVERTEXSYSTEMMEMORY: u32 = 0x0000_0040;
    pub const D3DDEVCAPS_TLVERTEXVIDEOMEMORY: u32 = 0x0000_0080;
    pub const D3DDEVCAPS_TEXTUREVIDEOMEMORY: u32 = 0x0000_0200;
    pub const D3DDEVCAPS_DRAWPRIMTLVERTEX: u32 = 0x0000_0400;
    pub const D3DDEVCAPS_CANRENDERAFTERFLIP: u32 = 0x0000_0800;
    pub const D3DDEVCAPS_DRAWPRIMITIVES2: u32 = 0x0000_2000;
    pub const D3DDEVCAPS_DRAWPRIMITIVES2EX: u32 = 0x0000_8000;
    pub const D3DDEVCAPS_HWTRANSFORMANDLIGHT: u32 = 0x0001_0000;
    pub const D3DDEVCAPS_HWRASTERIZATION: u32 = 0x0008_0000;
    pub const D3DDEVCAPS_PUREDEVICE: u32 = 0x0010_0000;
    pub const D3DDEVCAPS_QUINTICRTPATCHES: u32 = 0x0020_0000;
    pub const D3DDEVCAPS_RTPATCHES: u32 = 0x0040_0000;
    pub const D3DDEVCAPS_NPATCHES: u32 = 0x0100_0000;
    // PrimitiveMiscCaps
    pub const D3DPMISCCAPS_MASKZ: u32 = 0x0000_0002;
    pub const D3DPMISCCAPS_CULLNONE: u32 = 0x0000_0010;
    pub const D3DPMISCCAPS_CULLCW: u32 = 0x0000_0020;
    pub const D3DPMISCCAPS_CULLCCW: u32 = 0x0000_0040;
    pub const D3DPMISCCAPS_COLORWRITEENABLE: u32 = 0x0000_0080;
    pub const D3DPMISCCAPS_CLIPTLVERTS: u32 = 0x0000_0200;
    pub const D3DPMISCCAPS_TSSARGTEMP: u32 = 0x0000_0400;
    pub const D3DPMISCCAPS_BLENDOP: u32 = 0x0000_0800;
    pub const D3DPMISCCAPS_INDEPENDENTWRITEMASKS: u32 = 0x0000_4000;
    pub const D3DPMISCCAPS_PERSTAGECONSTANT: u32 = 0x0000_8000;
    pub const D3DPMISCCAPS_SEPARATEALPHABLEND: u32 = 0x0002_0000;
    pub const D3DPMISCCAPS_MRTINDEPENDENTBITDEPTHS: u32 = 0x0004_0000;
    pub const D3DPMISCCAPS_MRTPOSTPIXELSHADERBLENDING: u32 = 0x0008_0000;
    // LineCaps
    pub const D3DLINECAPS_TEXTURE: u32 = 0x01;
    pub const D3DLINECAPS_ZTEST: u32 = 0x02;
    pub const D3DLINECAPS_BLEND: u32 = 0x04;
    pub const D3DLINECAPS_ALPHACMP: u32 = 0x08;
    pub const D3DLINECAPS_FOG: u32 = 0x10;
    pub const D3DLINECAPS_ANTIALIAS: u32 = 0x20;
    // RasterCaps
    pub const D3DPRASTERCAPS_ZTEST: u32 = 0x0000_0010;
    pub const D3DPRASTERCAPS_FOGVERTEX: u32 = 0x0000_0080;
    pub const D3DPRASTERCAPS_FOGTABLE: u32 = 0x0000_0100;
    pub const D3DPRASTERCAPS_MIPMAPLODBIAS: u32 = 0x0000_2000;
    pub const D3DPRASTERCAPS_FOGRANGE: u32 = 0x0001_0000;
    pub const D3DPRASTERCAPS_ANISOTROPY: u32 = 0x0002_0000;
    pub const D3DPRASTERCAPS_WBUFFER: u32 = 0x0004_0000;
    pub const D3DPRASTERCAPS_WFOG: u32 = 0x0010_0000;
    pub const D3DPRASTERCAPS_ZFOG: u32 = 0x0020_0000;
    pub const D3DPRASTERCAPS_COLORPERSPECTIVE: u32 = 0x0040_0000;
    pub const D3DPRASTERCAPS_SCISSORTEST: u32 = 0x0100_0000;
    pub const D3DPRASTERCAPS_SLOPESCALEDEPTHBIAS: u32 = 0x0200_0000;
    pub const D3DPRASTERCAPS_DEPTHBIAS: u32 = 0x0400_0000;
    pub const D3DPRASTERCAPS_MULTISAMPLE_TOGGLE: u32 = 0x0800_0000;
    // ZCmpCaps, AlphaCmpCaps
    pub const D3DPCMPCAPS_NEVER: u32 = 0x01;
    pub const D3DPCMPCAPS_LESS: u32 = 0x02;
    pub const D3DPCMPCAPS_EQUAL: u32 = 0x04;
    pub const D3DPCMPCAPS_LESSEQUAL: u32 = 0x08;
    pub const D3DPCMPCAPS_GREATER: u32 = 0x10;
    pub const D3DPCMPCAPS_NOTEQUAL: u32 = 0x20;
    pub const D3DPCMPCAPS_GREATEREQUAL: u32 = 0x40;
    pub const D3DPCMPCAPS_ALWAYS: u32 = 0x80;
    // SrcBlendCaps, DestBlendCaps
    pub const D3DPBLENDCAPS_ZERO: u32 = 0x0000_0001;
    pub const D3DPBLENDCAPS_ONE: u32 = 0x0000_0002;
    pub const D3DPBLENDCAPS_SRCCOLOR: u32 = 0x0000_0004;
    pub const D3DPBLENDCAPS_INVSRCCOLOR: u32 = 0x0000_0008;
    pub const D3DPBLENDCAPS_SRCALPHA: u32 = 0x0000_0010;
    pub const D3DPBLENDCAPS_INVSRCALPHA: u32 = 0x0000_0020;
    pub const D3DPBLENDCAPS_DESTALPHA: u32 = 0x0000_0040;
    pub const D3DPBLENDCAPS_INVDESTALPHA: u32 = 0x0000_0080;
    pub const D3DPBLENDCAPS_DESTCOLOR: u32 = 0x0000_0100;
    pub const D3DPBLENDCAPS_INVDESTCOLOR: u32 = 0x0000_0200;
    pub const D3DPBLENDCAPS_SRCALPHASAT: u32 = 0x0000_0400;
    pub const D3DPBLENDCAPS_BOTHSRCALPHA: u32 = 0x0000_0800;
    pub const D3DPBLENDCAPS_BOTHINVSRCALPHA: u32 = 0x0000_1000;
    pub const D3DPBLENDCAPS_BLENDFACTOR: u32 = 0x0000_2000;
    // ShadeCaps
    pub const D3DPSHADECAPS_COLORGOURAUDRGB: u32 = 0x0000_0008;
    pub const D3DPSHADECAPS_SPECULARGOURAUDRGB: u32 = 0x0000_0200;
    pub const D3DPSHADECAPS_ALPHAGOURAUDBLEND: u32 = 0x0000_4000;
    pub const D3DPSHADECAPS_FOGGOURAUD: u32 = 0x0008_0000;
    // TextureCaps
    pub const D3DPTEXTURECAPS_PERSPECTIVE: u32 = 0x0000_0001;
    pub const D3DPTEXTURECAPS_POW2: u32 = 0x0000_0002;
    pub const D3DPTEXTURECAPS_ALPHA: u32 = 0x0000_0004;
    pub const D3DPTEXTURECAPS_SQUAREONLY: u32 = 0x0000_0020;
    pub const D3DPTEXTURECAPS_NONPOW2CONDITIONAL: u32 = 0x0000_0100;
    pub const D3DPTEXTURECAPS_PROJECTED: u32 = 0x0000_0400;
    pub const D3DPTEXTURECAPS_CUBEMAP: u32 = 0x0000_0800;
    pub const D3DPTEXTURECAPS_VOLUMEMAP: u32 = 0x0000_2000;
    pub const D3DPTEXTURECAPS_MIPMAP: u32 = 0x0000_4000;
    pub const D3DPTEXTURECAPS_MIPVOLUMEMAP: u32 = 0x0000_8000;
    pub const D3DPTEXTURECAPS_MIPCUBEMAP: u32 = 0x0001_0000;
    pub const D3DPTEXTURECAPS_CUBEMAP_POW2: u32 = 0x0002_0000;
    pub const D3DPTEXTURECAPS_VOLUMEMAP_POW2: u32 = 0x0004_0000;
    // TextureFilterCaps, StretchRectFilterCaps, VertexTextureFilterCaps
    pub const D3DPTFILTERCAPS_MINFPOINT: u32 = 0x0000_0100;
    pub const D3DPTFILTERCAPS_MINFLINEAR: u32 = 0x0000_0200;
    pub const D3DPTFILTERCAPS_MINFANISOTROPIC: u32 = 0x0000_0400;
    pub const D3DPTFILTERCAPS_MINFPYRAMIDALQUAD: u32 = 0x0000_0800;
    pub const D3DPTFILTERCAPS_MINFGAUSSIANQUAD: u32 = 0x0000_1000;
    pub const D3DPTFILTERCAPS_MIPFPOINT: u32 = 0x0001_0000;
    pub const D3DPTFILTERCAPS_MIPFLINEAR: u32 = 0x0002_0000;
    pub const D3DPTFILTERCAPS_MAGFPOINT: u32 = 0x0100_0000;
    pub const D3DPTFILTERCAPS_MAGFLINEAR: u32 = 0x0200_0000;
    pub const D3DPTFILTERCAPS_MAGFANISOTROPIC: u32 = 0x0400_0000;
    pub const D3DPTFILTERCAPS_MAGFPYRAMIDALQUAD: u32 = 0x0800_0000;
    pub const D3DPTFILTERCAPS_MAGFGAUSSIANQUAD: u32 = 0x1000_0000;
    // TextureAddressCaps
    pub const D3DPTADDRESSCAPS_WRAP: u32 = 0x01;
    pub const D3DPTADDRESSCAPS_MIRROR: u32 = 0x02;
    pub const D3DPTADDRESSCAPS_CLAMP: u32 = 0x04;
    pub const D3DPTADDRESSCAPS_BORDER: u32 = 0x08;
    pub const D3DPTADDRESSCAPS_INDEPENDENTUV: u32 = 0x10;
    pub const D3DPTADDRESSCAPS_MIRRORONCE: u32 = 0x20;
    // StencilCaps
    pub const D3DSTENCILCAPS_KEEP: u32 = 0x001;
    pub const D3DSTENCILCAPS_ZERO: u32 = 0x002;
    pub const D3DSTENCILCAPS_REPLACE: u32 = 0x004;
    pub const D3DSTENCILCAPS_INCRSAT: u32 = 0x008;
    pub const D3DSTENCILCAPS_DECRSAT: u32 = 0x010;
    pub const D3DSTENCILCAPS_INVERT: u32 = 0x020;
    pub const D3DSTENCILCAPS_INCR: u32 = 0x040;
    pub const D3DSTENCILCAPS_DECR: u32 = 0x080;
    pub const D3DSTENCILCAPS_TWOSIDED: u32 = 0x100;
    // TextureOpCaps: D3DTEXOPCAPS_DISABLE (bit 0) .. D3DTEXOPCAPS_LERP (bit 25)
    pub const D3DTEXOPCAPS_DISABLE: u32 = 0x0000_0001;
    pub const D3DTEXOPCAPS_BUMPENVMAP: u32 = 0x0020_0000;
    pub const D3DTEXOPCAPS_LERP: u32 = 0x0200_0000;
    // FVFCaps
    pub const D3DFVFCAPS_TEXCOORDCOUNTMASK: u32 = 0x0000_ffff;
    pub const D3DFVFCAPS_PSIZE: u32 = 0x0010_0000;
    // VertexProcessingCaps
    pub const D3DVTXPCAPS_TEXGEN: u32 = 0x0001;
    pub const D3DVTXPCAPS_MATERIALSOURCE7: u32 = 0x0002;
    pub const D3DVTXPCAPS_DIRECTIONALLIGHTS: u32 = 0x0008;
    pub const D3DVTXPCAPS_POSITIONALLIGHTS: u32 = 0x0010;
    pub const D3DVTXPCAPS_LOCALVIEWER: u32 = 0x0020;
    pub const D3DVTXPCAPS_TWEENING: u32 = 0x0040;
    pub const D3DVTXPCAPS_TEXGEN_SPHEREMAP: u32 = 0x0100;
    // DevCaps2
    pub const D3DDEVCAPS2_STREAMOFFSET: u32 = 0x01;
    pub const D3DDEVCAPS2_DMAPNPATCH: u32 = 0x02;
    pub const D3DDEVCAPS2_ADAPTIVETESSRTPATCH: u32 = 0x04;
    pub const D3DDEVCAPS2_ADAPTIVETESSNPATCH: u32 = 0x08;
    pub const D3DDEVCAPS2_CAN_STRETCHRECT_FROM_TEXTURES: u32 = 0x10;
    pub const D3DDEVCAPS2_PRESAMPLEDDMAPNPATCH: u32 = 0x20;
    pub const D3DDEVCAPS2_VERTEXELEMENTSCANSHARESTREAMOFFSET: u32 = 0x40;
    // DeclTypes
    pub const D3DDTCAPS_UBYTE4: u32 = 0x001;
    pub const D3DDTCAPS_UBYTE4N: u32 = 0x002;
    pub const D3DDTCAPS_SHORT2N: u32 = 0x004;
    pub const D3DDTCAPS_SHORT4N: u32 = 0x008;
    pub const D3DDTCAPS_USHORT2N: u32 = 0x010;
    pub const D3DDTCAPS_USHORT4N: u32 = 0x020;
    pub const D3DDTCAPS_UDEC3: u32 = 0x040;
    pub const D3DDTCAPS_DEC3N: u32 = 0x080;
    pub const D3DDTCAPS_FLOAT16_2: u32 = 0x100;
    pub const D3DDTCAPS_FLOAT16_4: u32 = 0x200;
    // VS20Caps.Caps, PS20Caps.Caps
    pub const D3DVS20CAPS_PREDICATION: u32 = 1 << 0;
    pub const D3DPS20CAPS_ARBITRARYSWIZZLE: u32 = 1 << 0;
    pub const D3DPS20CAPS_GRADIENTINSTRUCTIONS: u32 = 1 << 1;
    pub const D3DPS20CAPS_PREDICATION: u32 = 1 << 2;
    pub const D3DPS20CAPS_NODEPENDENTREADLIMIT: u32 = 1 << 3;
    pub const D3DPS20CAPS_NOTEXINSTRUCTIONLIMIT: u32 = 1 << 4;
    // Shader model limits
    pub const D3DVS20_MAX_DYNAMICFLOWCONTROLDEPTH: i32 = 24;
    pub const D3DVS20_MAX_NUMTEMPS: i32 = 32;
    pub const D3DVS20_MAX_STATICFLOWCONTROLDEPTH: i32 = 4;
    pub const D3DPS20_MAX_DYNAMICFLOWCONTROLDEPTH: i32 = 24;
    pub const D3DPS20_MAX_NUMTEMPS: i32 = 32;
    pub const D3DPS20_MAX_STATICFLOWCONTROLDEPTH: i32 = 4;
    pub const D3DPS20_MAX_NUMINSTRUCTIONSLOTS: i32 = 512;
    pub const D3DMAX30SHADERINSTRUCTIONS: u32 = 32768;
}

use bits::*;

/// `D3DVSHADERCAPS2_0`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)] // each field is the SDK member of its name
pub struct VertexShaderCaps20 {
    pub caps: u32,
    pub dynamic_flow_control_depth: i32,
    pub num_temps: i32,
    pub static_flow_control_depth: i32,
}

/// `D3DPSHADERCAPS2_0`.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[allow(missing_docs)] // each field is the SDK member of its name
pub struct PixelShaderCaps20 {
    pub caps: u32,
    pub dynamic_flow_control_depth: i32,
    pub num_temps: i32,
    pub static_flow_control_depth: i32,
    pub num_instruction_slots: i32,
}

/// `D3DCAPS9`, member for member in the SDK's order.
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq)]
#[allow(missing_docs)] // each field is the D3DCAPS9 member of its name
pub struct Caps9 {
    pub device_type: u32,
    pub adapter_ordinal: u32,
    pub caps: u32,
    pub caps2: u32,
    pub caps3: u32,
    pub presentation_intervals: u32,
    pub cursor_caps: u32,
    pub dev_caps: u32,
    pub primitive_misc_caps: u32,
    pub raster_caps: u32,
    pub z_cmp_caps: u32,
    pub src_blend_caps: u32,
    pub dest_blend_caps: u32,
    pub alpha_cmp_caps: u32,
    pub shade_caps: u32,
    pub texture_caps: u32,
    pub texture_filter_caps: u32,
    pub cube_texture_filter_caps: u32,
    pub volume_texture_filter_caps: u32,
    pub texture_address_caps: u32,
    pub volume_texture_address_caps: u32,
    pub line_caps: u32,
    pub max_texture_width: u32,
    pub max_texture_height: u32,
    pub max_volume_extent: u32,
    pub max_texture_repeat: u32,
    pub max_texture_aspect_ratio: u32,
    pub max_anisotropy: u32,
    pub max_vertex_w: f32,
    pub guard_band_left: f32,
    pub guard_band_top: f32,
    pub guard_band_right: f32,
    pub guard_band_bottom: f32,
    pub extents_adjust: f32,
    pub stencil_caps: u32,
    pub fvf_caps: u32,
    pub texture_op_caps: u32,
    pub max_texture_blend_stages: u32,
    pub max_simultaneous_textures: u32,
    pub vertex_processing_caps: u32,
    pub max_active_lights: u32,
    pub max_user_clip_planes: u32,
    pub max_vertex_blend_matrices: u32,
    pub max_vertex_blend_matrix_index: u32,
    pub max_point_size: f32,
    pub max_primitive_count: u32,
    pub max_vertex_index: u32,
    pub max_streams: u32,
    pub max_stream_stride: u32,
    pub vertex_shader_version: u32,
    pub max_vertex_shader_const: u32,
    pub pixel_shader_version: u32,
    pub pixel_shader_1x_max_value: f32,
    pub dev_caps2: u32,
    pub max_npatch_tessellation_level: f32,
    pub reserved5: u32,
    pub master_adapter_ordinal: u32,
    pub adapter_ordinal_in_group: u32,
    pub number_of_adapters_in_group: u32,
    pub decl_types: u32,
    pub num_simultaneous_rts: u32,
    pub stretch_rect_filter_caps: u32,
    pub vs20_caps: VertexShaderCaps20,
    pub ps20_caps: PixelShaderCaps20,
    pub vertex_texture_filter_caps: u32,
    pub max_vshader_instructions_executed: u32,
    pub max_pshader_instructions_executed: u32,
    pub max_vertex_shader30_instruction_slots: u32,
    pub max_pixel_shader30_instruction_slots: u32,
}

// The SDK's layout: 76 four-byte members and the two shader-caps structs.
const _: () = assert!(size_of::<Caps9>() == 304);
const _: () = assert!(size_of::<VertexShaderCaps20>() == 16);
const _: () = assert!(size_of::<PixelShaderCaps20>() == 20);
const _: () = assert!(offset_of!(Caps9, line_caps) == 84);
const _: () = assert!(offset_of!(Caps9, max_texture_width) == 88);
const _: () = assert!(offset_of!(Caps9, max_vertex_w) == 112);
const _: () = assert!(offset_of!(Caps9, stencil_caps) == 136);
const _: () = assert!(offset_of!(Caps9, max_point_size) == 176);
const _: () = assert!(offset_of!(Caps9, vertex_shader_version) == 196);
const _: () = assert!(offset_of!(Caps9, pixel_shader_version) == 204);
const _: () = assert!(offset_of!(Caps9, dev_caps2) == 212);
const _: () = assert!(offset_of!(Caps9, decl_types) == 236);
const _: () = assert!(offset_of!(Caps9, stretch_rect_filter_caps) == 244);
const _: () = assert!(offset_of!(Caps9, vs20_caps) == 248);
const _: () = assert!(offset_of!(Caps9, ps20_caps) == 264);
const _: () = assert!(offset_of!(Caps9, vertex_texture_filter_caps) == 284);
const _: () = assert!(offset_of!(Caps9, max_pixel_shader30_instruction_slots) == 300);

/// The largest texture edge the device accepts (`ninebridge_d3d9`'s
/// `MAX_TEXTURE_EDGE`, whatever the adapter allows beyond it).
const DEVICE_MAX_EDGE: u32 = ninebridge_d3d9::MAX_TEXTURE_EDGE;

/// Whether the wgpu device has the optional feature named `name` (wgpu's
/// `SCREAMING_SNAKE_CASE` name, e.g. `"CLIP_DISTANCES"`). By name because
/// this crate reaches wgpu only through the values `Gpu` returns.
pub fn has_feature(gpu: &Gpu, name: &str) -> bool {
    gpu.features().iter_names().any(|(n, _)| n == name)
}

/// The filters the samplers implement (`convert/samplers.rs`): point and
/// linear minification and magnification, anisotropic ones (wgpu's
/// anisotropy clamp, up to 16), point and linear mip filtering.
const TEXTURE_FILTERS: u32 = D3DPTFILTERCAPS_MINFPOINT
    | D3DPTFILTERCAPS_MINFLINEAR
    | D3DPTFILTERCAPS_MINFANISOTROPIC
    | D3DPTFILTERCAPS_MIPFPOINT
    | D3DPTFILTERCAPS_MIPFLINEAR
    | D3DPTFILTERCAPS_MAGFPOINT
    | D3DPTFILTERCAPS_MAGFLINEAR
    | D3DPTFILTERCAPS_MAGFANISOTROPIC;

/// Every `D3DCMPFUNC` (the depth, stencil and alpha tests map all eight).
const ALL_COMPARISONS: u32 = D3DPCMPCAPS_NEVER
    | D3DPCMPCAPS_LESS
    | D3DPCMPCAPS_EQUAL
    | D3DPCMPCAPS_LESSEQUAL
    | D3DPCMPCAPS_GREATER
    | D3DPCMPCAPS_NOTEQUAL
    | D3DPCMPCAPS_GREATEREQUAL
    | D3DPCMPCAPS_ALWAYS;

/// The blend factors `convert/pipeline.rs` maps to wgpu factors (all but
/// `BOTHSRCALPHA` and `BOTHINVSRCALPHA`, which it refuses).
const BLEND_FACTORS: u32 = D3DPBLENDCAPS_ZERO
    | D3DPBLENDCAPS_ONE
    | D3DPBLENDCAPS_SRCCOLOR
    | D3DPBLENDCAPS_INVSRCCOLOR
    | D3DPBLENDCAPS_SRCALPHA
    | D3DPBLENDCAPS_INVSRCALPHA
    | D3DPBLENDCAPS_DESTALPHA
    | D3DPBLENDCAPS_INVDESTALPHA
    | D3DPBLENDCAPS_DESTCOLOR
    | D3DPBLENDCAPS_INVDESTCOLOR
    | D3DPBLENDCAPS_SRCALPHASAT
    | D3DPBLENDCAPS_BLENDFACTOR;

/// `D3DTEXOPCAPS_DISABLE` .. `D3DTEXOPCAPS_LERP`: the fixed-function pixel
/// stage (`ninebridge_translate::ff::pixel`) generates every `D3DTOP` 1..26.
const ALL_TEXTURE_OPS: u32 = (D3DTEXOPCAPS_LERP << 1) - D3DTEXOPCAPS_DISABLE;

/// What a HAL device of this project supports on `gpu`, as `D3DCAPS9`.
pub fn device_caps(gpu: &Gpu) -> Caps9 {
    let limits = gpu.limits();
    // Address modes the samplers map; BORDER needs the wgpu feature
    // (`convert/samplers.rs` refuses it without).
    let mut address = D3DPTADDRESSCAPS_WRAP
        | D3DPTADDRESSCAPS_MIRROR
        | D3DPTADDRESSCAPS_CLAMP
        | D3DPTADDRESSCAPS_INDEPENDENTUV;
    if has_feature(gpu, "ADDRESS_MODE_CLAMP_TO_BORDER") {
        address |= D3DPTADDRESSCAPS_BORDER;
    }
    let max_2d = limits.max_texture_dimension_2d.min(DEVICE_MAX_EDGE);
    Caps9 {
        // The only device type CreateDevice accepts.
        device_type: DevType::Hal.to_d3d(),
        // The only adapter (IDirect3D9::GetAdapterCount is 1).
        adapter_ordinal: 0,
        // No overlays, no GetRasterStatus scanline.
        caps: 0,
        // D3DUSAGE_DYNAMIC textures and D3DUSAGE_AUTOGENMIPMAP are created
        // (device/textures.rs); no gamma ramps, no driver-managed pool.
        caps2: D3DCAPS2_DYNAMICTEXTURES | D3DCAPS2_CANAUTOGENMIPMAP,
        // Blending works with every swap effect (the back buffer is an
        // ordinary target); UpdateSurface/GetRenderTargetData are GPU copies.
        caps3: D3DCAPS3_ALPHA_FULLSCREEN_FLIP_OR_DISCARD
            | D3DCAPS3_COPY_TO_VIDMEM
            | D3DCAPS3_COPY_TO_SYSTEMMEM,
        // Presenting without waiting and once per refresh (headless presents
        // never wait; TWO..FOUR are not offered).
        presentation_intervals: D3DPRESENT_INTERVAL_IMMEDIATE | D3DPRESENT_INTERVAL_ONE,
        // No hardware cursor: SetCursorProperties checks the bitmap and
        // keeps it as device state, but nothing draws it (device/cursor.rs).
        cursor_caps: 0,
        // A hardware (wgpu) device with transform and lighting in shaders;
        // no patches: DrawRectPatch/DrawTriPatch answer D3DERR_INVALIDCALL,
        // as D3D9 does without these caps (device/patches.rs).
        dev_caps: D3DDEVCAPS_EXECUTESYSTEMMEMORY
            | D3DDEVCAPS_EXECUTEVIDEOMEMORY
            | D3DDEVCAPS_TLVERTEXSYSTEMMEMORY
            | D3DDEVCAPS_TLVERTEXVIDEOMEMORY
            | D3DDEVCAPS_TEXTUREVIDEOMEMORY
            | D3DDEVCAPS_DRAWPRIMTLVERTEX
            | D3DDEVCAPS_CANRENDERAFTERFLIP
            | D3DDEVCAPS_DRAWPRIMITIVES2
            | D3DDEVCAPS_DRAWPRIMITIVES2EX
            | D3DDEVCAPS_HWTRANSFORMANDLIGHT
            | D3DDEVCAPS_HWRASTERIZATION
            | D3DDEVCAPS_PUREDEVICE,
        // Z write mask, the three cull modes, per-target colour write masks,
        // D3DTA_TEMP, per-stage constants, blend ops, separate alpha
        // blending, render targets of different formats blended alike
        // (convert/pipeline.rs, draw/pipeline_state.rs); pre-transformed
        // vertices are clipped by the GPU.
        primitive_misc_caps: D3DPMISCCAPS_MASKZ
            | D3DPMISCCAPS_CULLNONE
            | D3DPMISCCAPS_CULLCW
            | D3DPMISCCAPS_CULLCCW
            | D3DPMISCCAPS_COLORWRITEENABLE
            | D3DPMISCCAPS_CLIPTLVERTS
            | D3DPMISCCAPS_TSSARGTEMP
            | D3DPMISCCAPS_BLENDOP
            | D3DPMISCCAPS_INDEPENDENTWRITEMASKS
            | D3DPMISCCAPS_PERSTAGECONSTANT
            | D3DPMISCCAPS_SEPARATEALPHABLEND
            | D3DPMISCCAPS_MRTINDEPENDENTBITDEPTHS
            | D3DPMISCCAPS_MRTPOSTPIXELSHADERBLENDING,
        // Depth test, vertex and table fog (z or w based, range fog), LOD
        // bias (added in the pixel shader), anisotropy, scissor, depth bias;
        // no w-buffer, no dithering, no multisampling.
        raster_caps: D3DPRASTERCAPS_ZTEST
            | D3DPRASTERCAPS_FOGVERTEX
            | D3DPRASTERCAPS_FOGTABLE
            | D3DPRASTERCAPS_MIPMAPLODBIAS
            | D3DPRASTERCAPS_FOGRANGE
            | D3DPRASTERCAPS_ANISOTROPY
            | D3DPRASTERCAPS_WFOG
            | D3DPRASTERCAPS_ZFOG
            | D3DPRASTERCAPS_COLORPERSPECTIVE
            | D3DPRASTERCAPS_SCISSORTEST
            | D3DPRASTERCAPS_SLOPESCALEDEPTHBIAS
            | D3DPRASTERCAPS_DEPTHBIAS,
        // convert::compare maps every D3DCMPFUNC.
        z_cmp_caps: ALL_COMPARISONS,
        // convert/pipeline.rs blend_factor.
        src_blend_caps: BLEND_FACTORS,
        // The same factors are accepted as destination factors.
        dest_blend_caps: BLEND_FACTORS,
        // The alpha test compiles every D3DCMPFUNC (translate lower/entry.rs).
        alpha_cmp_caps: ALL_COMPARISONS,
        // Gouraud colour, specular, alpha and fog (flat shading too).
        shade_caps: D3DPSHADECAPS_COLORGOURAUDRGB
            | D3DPSHADECAPS_SPECULARGOURAUDRGB
            | D3DPSHADECAPS_ALPHAGOURAUDBLEND
            | D3DPSHADECAPS_FOGGOURAUD,
        // Perspective-correct, alpha, projected, cube and volume textures
        // with mipmaps, any size (no POW2, NONPOW2CONDITIONAL, SQUAREONLY).
        texture_caps: D3DPTEXTURECAPS_PERSPECTIVE
            | D3DPTEXTURECAPS_ALPHA
            | D3DPTEXTURECAPS_PROJECTED
            | D3DPTEXTURECAPS_CUBEMAP
            | D3DPTEXTURECAPS_VOLUMEMAP
            | D3DPTEXTURECAPS_MIPMAP
            | D3DPTEXTURECAPS_MIPVOLUMEMAP
            | D3DPTEXTURECAPS_MIPCUBEMAP,
        // convert/samplers.rs (one sampler path for every texture kind).
        texture_filter_caps: TEXTURE_FILTERS,
        // As 2D textures.
        cube_texture_filter_caps: TEXTURE_FILTERS,
        // As 2D textures.
        volume_texture_filter_caps: TEXTURE_FILTERS,
        // Wrap, mirror, clamp, per-axis modes, border with the wgpu feature
        // (MIRRORONCE is approximated by mirror-repeat: not claimed).
        texture_address_caps: address,
        // As 2D textures.
        volume_texture_address_caps: address,
        // Lines are drawn through the same pipeline as triangles; no
        // antialiased lines.
        line_caps: D3DLINECAPS_TEXTURE
            | D3DLINECAPS_ZTEST
            | D3DLINECAPS_BLEND
            | D3DLINECAPS_ALPHACMP
            | D3DLINECAPS_FOG,
        // wgpu max_texture_dimension_2d, at most the device's edge limit.
        max_texture_width: max_2d,
        // wgpu max_texture_dimension_2d, at most the device's edge limit.
        max_texture_height: max_2d,
        // wgpu max_texture_dimension_3d, at most the device's edge limit.
        max_volume_extent: limits.max_texture_dimension_3d.min(DEVICE_MAX_EDGE),
        // Float texture coordinates have no repeat limit; D3D9's common value.
        max_texture_repeat: 8192,
        // Any aspect ratio up to the largest edge.
        max_texture_aspect_ratio: max_2d,
        // The sampler's anisotropy clamp (1..16).
        max_anisotropy: 16,
        // Depth is a 32-bit float; D3D9's common value.
        max_vertex_w: 1e10,
        // The GPU clips every primitive: pre-transformed vertices this far
        // outside the viewport rasterise correctly (D3D9's common value).
        guard_band_left: -32768.0,
        // As GuardBandLeft.
        guard_band_top: -32768.0,
        // As GuardBandLeft.
        guard_band_right: 32768.0,
        // As GuardBandLeft.
        guard_band_bottom: 32768.0,
        // No extra pixels to account for in clipped extents.
        extents_adjust: 0.0,
        // convert/pipeline.rs stencil_op maps every D3DSTENCILOP, and
        // TWOSIDEDSTENCILMODE sets the back faces' state.
        stencil_caps: D3DSTENCILCAPS_KEEP
            | D3DSTENCILCAPS_ZERO
            | D3DSTENCILCAPS_REPLACE
            | D3DSTENCILCAPS_INCRSAT
            | D3DSTENCILCAPS_DECRSAT
            | D3DSTENCILCAPS_INVERT
            | D3DSTENCILCAPS_INCR
            | D3DSTENCILCAPS_DECR
            | D3DSTENCILCAPS_TWOSIDED,
        // Eight texture coordinate sets (fvf.rs) and the point size.
        fvf_caps: 8 | D3DFVFCAPS_PSIZE,
        // Every D3DTOP of the fixed-function pixel stage.
        texture_op_caps: ALL_TEXTURE_OPS,
        // The fixed-function cascade has 8 stages (translate FF_STAGES).
        max_texture_blend_stages: 8,
        // Each of the 8 stages samples its own texture.
        max_simultaneous_textures: 8,
        // The fixed-function vertex stage (translate ff/vertex.rs): texgen
        // (sphere map too), material sources, directional and positional
        // lights, local viewer, tweening.
        vertex_processing_caps: D3DVTXPCAPS_TEXGEN
            | D3DVTXPCAPS_MATERIALSOURCE7
            | D3DVTXPCAPS_DIRECTIONALLIGHTS
            | D3DVTXPCAPS_POSITIONALLIGHTS
            | D3DVTXPCAPS_LOCALVIEWER
            | D3DVTXPCAPS_TWEENING
            | D3DVTXPCAPS_TEXGEN_SPHEREMAP,
        // The fixed-function vertex key holds 8 enabled lights.
        max_active_lights: 8,
        // Six planes through clip distances, which need the wgpu feature.
        max_user_clip_planes: if has_feature(gpu, "CLIP_DISTANCES") {
            MAX_CLIP_PLANES as u32
        } else {
            0
        },
        // Up to 3 weights blend 4 matrices (D3DVBF_3WEIGHTS).
        max_vertex_blend_matrices: 4,
        // Indexed blending names world matrices 0..7 (FF_WORLD_MATRICES).
        max_vertex_blend_matrix_index: 7,
        max_point_size: ninebridge_types::MAX_POINT_SIZE,
        // A triangle list of MaxVertexIndex + 1 vertices.
        max_primitive_count: 0x0055_5555,
        // 32-bit indices (D3DFMT_INDEX32) up to 2^24 - 1.
        max_vertex_index: 0x00ff_ffff,
        // The device's stream count.
        max_streams: MAX_STREAMS as u32,
        // wgpu max_vertex_buffer_array_stride.
        max_stream_stride: limits.max_vertex_buffer_array_stride,
        // vs_3_0 (the translator takes every vs_1_1..vs_3_0 program).
        vertex_shader_version: 0xFFFE_0300,
        // The vertex float constant file (c0..c255).
        max_vertex_shader_const: VS_FLOAT_CONSTANTS as u32,
        // ps_3_0 (and every ps_1_x and ps_2_x program).
        pixel_shader_version: 0xFFFF_0300,
        // ps_1_x registers range over [-8, 8] (translate PS1X_MAX).
        pixel_shader_1x_max_value: 8.0,
        // Stream offsets, StretchRect from texture levels (copy/stretch.rs),
        // elements sharing an offset (wgpu attributes may overlap).
        dev_caps2: D3DDEVCAPS2_STREAMOFFSET
            | D3DDEVCAPS2_CAN_STRETCHRECT_FROM_TEXTURES
            | D3DDEVCAPS2_VERTEXELEMENTSCANSHARESTREAMOFFSET,
        // No N-patches.
        max_npatch_tessellation_level: 0.0,
        // Reserved: 0.
        reserved5: 0,
        // One adapter, alone in its group.
        master_adapter_ordinal: 0,
        // One adapter, alone in its group.
        adapter_ordinal_in_group: 0,
        // One adapter, alone in its group.
        number_of_adapters_in_group: 1,
        // convert::vertex_format fetches every D3DDECLTYPE.
        decl_types: D3DDTCAPS_UBYTE4
            | D3DDTCAPS_UBYTE4N
            | D3DDTCAPS_SHORT2N
            | D3DDTCAPS_SHORT4N
            | D3DDTCAPS_USHORT2N
            | D3DDTCAPS_USHORT4N
            | D3DDTCAPS_UDEC3
            | D3DDTCAPS_DEC3N
            | D3DDTCAPS_FLOAT16_2
            | D3DDTCAPS_FLOAT16_4,
        // The device binds 4 render targets (wgpu allows at least 8).
        num_simultaneous_rts: (MAX_RENDER_TARGETS as u32).min(limits.max_color_attachments),
        // StretchRect filters: NONE/POINT and LINEAR.
        stretch_rect_filter_caps: D3DPTFILTERCAPS_MINFPOINT
            | D3DPTFILTERCAPS_MAGFPOINT
            | D3DPTFILTERCAPS_MINFLINEAR
            | D3DPTFILTERCAPS_MAGFLINEAR,
        // vs_3_0's limits: predication, 24 levels of dynamic and 4 of static
        // flow control, 32 temporaries (the translator has no lower limits).
        vs20_caps: VertexShaderCaps20 {
            caps: D3DVS20CAPS_PREDICATION,
            dynamic_flow_control_depth: D3DVS20_MAX_DYNAMICFLOWCONTROLDEPTH,
            num_temps: D3DVS20_MAX_NUMTEMPS,
            static_flow_control_depth: D3DVS20_MAX_STATICFLOWCONTROLDEPTH,
        },
        // ps_3_0's limits: arbitrary swizzles, gradients (dsx/dsy, texldd),
        // predication, no dependent-read or texture-instruction limits.
        ps20_caps: PixelShaderCaps20 {
            caps: D3DPS20CAPS_ARBITRARYSWIZZLE
                | D3DPS20CAPS_GRADIENTINSTRUCTIONS
                | D3DPS20CAPS_PREDICATION
                | D3DPS20CAPS_NODEPENDENTREADLIMIT
                | D3DPS20CAPS_NOTEXINSTRUCTIONLIMIT,
            dynamic_flow_control_depth: D3DPS20_MAX_DYNAMICFLOWCONTROLDEPTH,
            num_temps: D3DPS20_MAX_NUMTEMPS,
            static_flow_control_depth: D3DPS20_MAX_STATICFLOWCONTROLDEPTH,
            num_instruction_slots: D3DPS20_MAX_NUMINSTRUCTIONSLOTS,
        },
        // Vertex samplers use the pixel samplers' path: point and linear
        // (anisotropy means nothing with texldl's explicit level).
        vertex_texture_filter_caps: D3DPTFILTERCAPS_MINFPOINT
            | D3DPTFILTERCAPS_MINFLINEAR
            | D3DPTFILTERCAPS_MIPFPOINT
            | D3DPTFILTERCAPS_MIPFLINEAR
            | D3DPTFILTERCAPS_MAGFPOINT
            | D3DPTFILTERCAPS_MAGFLINEAR,
        // Translated shaders run without an instruction budget.
        max_vshader_instructions_executed: u32::MAX,
        // Translated shaders run without an instruction budget.
        max_pshader_instructions_executed: u32::MAX,
        // No slot limit below D3D9's maximum.
        max_vertex_shader30_instruction_slots: D3DMAX30SHADERINSTRUCTIONS,
        // No slot limit below D3D9's maximum.
        max_pixel_shader30_instruction_slots: D3DMAX30SHADERINSTRUCTIONS,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The GPU of the tests (`NINEBRIDGE_BACKEND`; lavapipe in CI), `None`
    /// with a visible note where there is no adapter.
    fn test_gpu() -> Option<&'static Gpu> {
        static GPU: std::sync::OnceLock<Option<Gpu>> = std::sync::OnceLock::new();
        GPU.get_or_init(|| match Gpu::from_env() {
            Ok(gpu) => Some(gpu),
            Err(e) => {
                ninebridge_testutil::skip_or_fail(
                    "the caps tests",
                    &format!("no GPU adapter ({e})"),
                );
                None
            }
        })
        .as_ref()
    }

    #[test]
    fn the_layout_is_d3dcaps9s() {
        // Offsets counted from d3d9caps.h's member list (all 4 bytes).
        assert_eq!(size_of::<Caps9>(), 304);
        assert_eq!(offset_of!(Caps9, device_type), 0);
        assert_eq!(offset_of!(Caps9, caps), 8);
        assert_eq!(offset_of!(Caps9, max_texture_width), 88);
        assert_eq!(offset_of!(Caps9, max_anisotropy), 108);
        assert_eq!(offset_of!(Caps9, guard_band_bottom), 128);
        assert_eq!(offset_of!(Caps9, max_user_clip_planes), 164);
        assert_eq!(offset_of!(Caps9, max_stream_stride), 192);
        assert_eq!(offset_of!(Caps9, vertex_shader_version), 196);
        assert_eq!(offset_of!(Caps9, max_vertex_shader_const), 200);
        assert_eq!(offset_of!(Caps9, pixel_shader_version), 204);
        assert_eq!(offset_of!(Caps9, num_simultaneous_rts), 240);
        assert_eq!(offset_of!(Caps9, vs20_caps), 248);
        assert_eq!(offset_of!(Caps9, ps20_caps), 264);
        assert_eq!(
            offset_of!(Caps9, ps20_caps) + offset_of!(PixelShaderCaps20, num_instruction_slots),
            280
        );
        assert_eq!(offset_of!(Caps9, max_vshader_instructions_executed), 288);
        assert_eq!(offset_of!(Caps9, max_pixel_shader30_instruction_slots), 300);
    }

    #[test]
    fn all_texture_ops_are_the_26_d3dtop_bits() {
        assert_eq!(ALL_TEXTURE_OPS, 0x03ff_ffff);
        assert_eq!(ALL_TEXTURE_OPS.count_ones(), 26);
        assert_ne!(ALL_TEXTURE_OPS & D3DTEXOPCAPS_BUMPENVMAP, 0);
    }

    #[test]
    fn feature_names_are_wgpu_s() {
        let Some(gpu) = test_gpu() else { return };
        // Every name `has_feature` is asked about is one wgpu knows, so a
        // renamed feature fails here rather than reading as absent.
        let all = gpu.features() | gpu.features().complement();
        for name in [
            "CLIP_DISTANCES",
            "ADDRESS_MODE_CLAMP_TO_BORDER",
            "FLOAT32_FILTERABLE",
            "FLOAT32_BLENDABLE",
        ] {
            assert!(
                all.iter_names().any(|(n, _)| n == name),
                "{name} is not a wgpu feature"
            );
        }
    }

    #[test]
    fn caps_of_the_test_gpu_are_shader_model_3_without_multisampling() {
        let Some(gpu) = test_gpu() else { return };
        let caps = device_caps(gpu);
        assert_eq!(caps.device_type, 1, "D3DDEVTYPE_HAL");
        assert_eq!(caps.vertex_shader_version, 0xFFFE_0300, "vs_3_0");
        assert_eq!(caps.pixel_shader_version, 0xFFFF_0300, "ps_3_0");
        assert_eq!(caps.max_vertex_shader_const, 256);
        // SM3 drivers report at least 512 slots (D3DMIN30SHADERINSTRUCTIONS).
        assert!(caps.max_vertex_shader30_instruction_slots >= 512);
        assert!(caps.max_pixel_shader30_instruction_slots >= 512);
        assert_eq!(caps.ps20_caps.num_temps, 32);
        assert!(caps.max_texture_width >= 2048 && caps.max_texture_height >= 2048);
        assert!(caps.max_volume_extent >= 256);
        assert!(caps.max_texture_width <= ninebridge_d3d9::MAX_TEXTURE_EDGE);
        assert_eq!(
            caps.max_texture_width,
            gpu.limits().max_texture_dimension_2d.min(DEVICE_MAX_EDGE)
        );
        assert_eq!(caps.num_simultaneous_rts, 4);
        assert_eq!(caps.max_streams, 16);
        assert_eq!(caps.max_simultaneous_textures, 8);
        let clip = if has_feature(gpu, "CLIP_DISTANCES") {
            6
        } else {
            0
        };
        assert_eq!(caps.max_user_clip_planes, clip);
        // Nothing multisampled until the device has multisampling.
        assert_eq!(caps.raster_caps & D3DPRASTERCAPS_MULTISAMPLE_TOGGLE, 0);
        assert_eq!(caps.line_caps & D3DLINECAPS_ANTIALIAS, 0);
    }

    #[test]
    fn caps_claim_only_what_the_device_maps() {
        let Some(gpu) = test_gpu() else { return };
        let caps = device_caps(gpu);
        // convert/pipeline.rs refuses D3DBLEND_BOTHSRCALPHA/BOTHINVSRCALPHA.
        let both = D3DPBLENDCAPS_BOTHSRCALPHA | D3DPBLENDCAPS_BOTHINVSRCALPHA;
        assert_eq!(caps.src_blend_caps & both, 0);
        assert_eq!(caps.dest_blend_caps & both, 0);
        assert_ne!(caps.src_blend_caps & D3DPBLENDCAPS_BLENDFACTOR, 0);
        // Pyramidal/Gaussian quad filters and MIRRORONCE are approximations.
        let quads = D3DPTFILTERCAPS_MINFPYRAMIDALQUAD
            | D3DPTFILTERCAPS_MINFGAUSSIANQUAD
            | D3DPTFILTERCAPS_MAGFPYRAMIDALQUAD
            | D3DPTFILTERCAPS_MAGFGAUSSIANQUAD;
        assert_eq!(caps.texture_filter_caps & quads, 0);
        assert_eq!(caps.texture_address_caps & D3DPTADDRESSCAPS_MIRRORONCE, 0);
        let border = has_feature(gpu, "ADDRESS_MODE_CLAMP_TO_BORDER");
        assert_eq!(
            caps.texture_address_caps & D3DPTADDRESSCAPS_BORDER != 0,
            border
        );
        // No w-buffer, no patches, no power-of-two restrictions.
        assert_eq!(caps.raster_caps & D3DPRASTERCAPS_WBUFFER, 0);
        let patches = D3DDEVCAPS_RTPATCHES | D3DDEVCAPS_NPATCHES | D3DDEVCAPS_QUINTICRTPATCHES;
        assert_eq!(caps.dev_caps & patches, 0);
        let npatch = D3DDEVCAPS2_DMAPNPATCH
            | D3DDEVCAPS2_ADAPTIVETESSRTPATCH
            | D3DDEVCAPS2_ADAPTIVETESSNPATCH
            | D3DDEVCAPS2_PRESAMPLEDDMAPNPATCH;
        assert_eq!(caps.dev_caps2 & npatch, 0);
        let pow2 = D3DPTEXTURECAPS_POW2
            | D3DPTEXTURECAPS_NONPOW2CONDITIONAL
            | D3DPTEXTURECAPS_SQUAREONLY
            | D3DPTEXTURECAPS_CUBEMAP_POW2
            | D3DPTEXTURECAPS_VOLUMEMAP_POW2;
        assert_eq!(caps.texture_caps & pow2, 0);
        // Every declaration type is fetched.
        assert_eq!(caps.decl_types, 0x3ff);
        assert_eq!(caps.fvf_caps & D3DFVFCAPS_TEXCOORDCOUNTMASK, 8);
    }
}
