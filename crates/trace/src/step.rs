//! The steps of a trace: one struct per D3D9 call, named and laid out as the
//! README's table, and [`Call`], the enum of them all.
//!
//! D3D9 values are `ninebridge_types` values (written by header name, see
//! `names`); `value_name`, `value_hex`, `layout` and `vertices` are the
//! recorder's readable annotations of a raw value beside them, kept so a
//! trace written back says the same.

use ninebridge_types::{
    ClearFlags, CreateFlags, DeclMethod, DeclType, DeclUsage, Format, Fvf, LightType,
    MultiSampleType, Pool, PrimitiveType, RenderState, SamplerState, TextureFilterType,
    TextureStageState, TransformState, Usage, VertexElement,
};
use serde::{Deserialize, Serialize};

use crate::names::{self, Enum};
use crate::value::{Bool, Color, Data, Dword, F32, HexBytes, Id, SurfaceRef, boolish};

/// A rectangle `[left, top, right, bottom]`.
pub type RectLtrb = [i32; 4];

/// `CreateDevice`: back buffer and automatic depth-stencil, D3D9's default
/// state; always step 0.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateDevice {
    /// Back buffer width.
    pub width: u32,
    /// Back buffer height.
    pub height: u32,
    /// Back buffer format.
    pub format: Enum<Format>,
    /// Automatic depth-stencil format, `None` for none.
    pub depth_stencil_format: Option<Enum<Format>>,
    /// `D3DCREATE_*`.
    #[serde(with = "names::flags")]
    pub behavior_flags: CreateFlags,
    /// Windowed.
    #[serde(with = "boolish")]
    pub windowed: bool,
    /// Multisampling of the back buffer.
    pub multisample: Enum<MultiSampleType>,
}

/// `CreateTexture`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateTexture {
    /// New id.
    pub id: Id,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Level count (0 already resolved by the recorder).
    pub levels: u32,
    /// Format.
    pub format: Enum<Format>,
    /// `D3DUSAGE_*`.
    #[serde(with = "names::flags")]
    pub usage: Usage,
    /// Pool.
    pub pool: Enum<Pool>,
}

/// `CreateCubeTexture`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateCubeTexture {
    /// New id.
    pub id: Id,
    /// Edge length.
    pub edge_length: u32,
    /// Level count.
    pub levels: u32,
    /// Format.
    pub format: Enum<Format>,
    /// `D3DUSAGE_*`.
    #[serde(with = "names::flags")]
    pub usage: Usage,
    /// Pool.
    pub pool: Enum<Pool>,
}

/// `CreateVolumeTexture`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateVolumeTexture {
    /// New id.
    pub id: Id,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Depth.
    pub depth: u32,
    /// Level count.
    pub levels: u32,
    /// Format.
    pub format: Enum<Format>,
    /// `D3DUSAGE_*`.
    #[serde(with = "names::flags")]
    pub usage: Usage,
    /// Pool.
    pub pool: Enum<Pool>,
}

/// `CreateRenderTarget`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateRenderTarget {
    /// New id.
    pub id: Id,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Format.
    pub format: Enum<Format>,
    /// Multisampling.
    pub multisample: Enum<MultiSampleType>,
    /// Pool.
    pub pool: Enum<Pool>,
    /// Lockable.
    #[serde(with = "boolish")]
    pub lockable: bool,
}

/// `CreateDepthStencilSurface`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateDepthStencilSurface {
    /// New id.
    pub id: Id,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Format.
    pub format: Enum<Format>,
    /// Multisampling.
    pub multisample: Enum<MultiSampleType>,
    /// Pool.
    pub pool: Enum<Pool>,
    /// Discard.
    #[serde(with = "boolish")]
    pub discard: bool,
}

/// `CreateOffscreenPlainSurface`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateOffscreenPlainSurface {
    /// New id.
    pub id: Id,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Format.
    pub format: Enum<Format>,
    /// Multisampling.
    pub multisample: Enum<MultiSampleType>,
    /// Pool.
    pub pool: Enum<Pool>,
}

/// `TextureData`: a whole level (or cube face level) after `UnlockRect`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TextureData {
    /// The texture.
    pub texture: Id,
    /// Level.
    pub level: u32,
    /// Cube face, 0 for 2D textures.
    pub face: u32,
    /// Level width.
    pub width: u32,
    /// Level height.
    pub height: u32,
    /// Format.
    pub format: Enum<Format>,
    /// Bytes a row (of blocks for DXTn), tight.
    pub row_pitch: u32,
    /// Rows top to bottom.
    #[serde(flatten)]
    pub data: Data,
}

/// `VolumeData`: a whole volume level after `UnlockBox`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VolumeData {
    /// The volume texture.
    pub texture: Id,
    /// Level.
    pub level: u32,
    /// Level width.
    pub width: u32,
    /// Level height.
    pub height: u32,
    /// Level depth.
    pub depth: u32,
    /// Format.
    pub format: Enum<Format>,
    /// Bytes a row.
    pub row_pitch: u32,
    /// Bytes a slice.
    pub slice_pitch: u32,
    /// Slices front to back.
    #[serde(flatten)]
    pub data: Data,
}

/// `SurfaceData`: a standalone surface written through `LockRect`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SurfaceData {
    /// The surface.
    pub surface: SurfaceRef,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Format.
    pub format: Enum<Format>,
    /// Bytes a row.
    pub row_pitch: u32,
    /// The contents.
    #[serde(flatten)]
    pub data: Data,
}

/// `CreateVertexBuffer`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateVertexBuffer {
    /// New id.
    pub id: Id,
    /// Bytes.
    pub size: u32,
    /// `D3DUSAGE_*`.
    #[serde(with = "names::flags")]
    pub usage: Usage,
    /// FVF of the buffer, `None` for none.
    #[serde(with = "names::opt_fvf")]
    pub fvf: Option<Fvf>,
    /// Pool.
    pub pool: Enum<Pool>,
}

/// `CreateIndexBuffer`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateIndexBuffer {
    /// New id.
    pub id: Id,
    /// Bytes.
    pub size: u32,
    /// `D3DUSAGE_*`.
    #[serde(with = "names::flags")]
    pub usage: Usage,
    /// `INDEX16` or `INDEX32`.
    pub format: Enum<Format>,
    /// Pool.
    pub pool: Enum<Pool>,
}

/// `BufferData`: a whole buffer after `Unlock`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BufferData {
    /// The vertex or index buffer.
    pub buffer: Id,
    /// Always 0 in the recorder's traces.
    pub offset: u32,
    /// Bytes.
    pub size: u32,
    /// Contents.
    #[serde(flatten)]
    pub data: Data,
}

/// One `D3DVERTEXELEMENT9`.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct DeclElement {
    /// Stream.
    pub stream: u16,
    /// Byte offset.
    pub offset: u16,
    /// Type.
    #[serde(rename = "type")]
    pub ty: Enum<DeclType>,
    /// Tessellator method.
    pub method: Enum<DeclMethod>,
    /// Usage.
    pub usage: Enum<DeclUsage>,
    /// Usage index.
    pub usage_index: u8,
}

impl TryFrom<DeclElement> for VertexElement {
    /// Why D3D9 refuses the element: a type, method or usage it has no
    /// name for.
    type Error = String;

    fn try_from(e: DeclElement) -> Result<Self, String> {
        Ok(VertexElement {
            stream: e.stream,
            offset: e.offset,
            ty: e.ty.named()?,
            method: e.method.named()?,
            usage: e.usage.named()?,
            usage_index: e.usage_index,
        })
    }
}

/// `CreateVertexDeclaration` (`D3DDECL_END` omitted).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateVertexDeclaration {
    /// New id.
    pub id: Id,
    /// Elements.
    pub elements: Vec<DeclElement>,
}

/// `SetVertexDeclaration`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetVertexDeclaration {
    /// Declaration, `None` = NULL.
    pub decl: Option<Id>,
}

/// `SetFVF`. `fvf_value` is authoritative; the text must name the same bits.
#[derive(Clone, Debug, PartialEq)]
pub struct SetFvf {
    /// The FVF.
    pub fvf: Fvf,
}

#[derive(Serialize, Deserialize)]
struct SetFvfFields {
    fvf: String,
    fvf_value: String,
}

impl Serialize for SetFvf {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        SetFvfFields {
            fvf: names::fvf_text(self.fvf),
            fvf_value: format!("{:#x}", self.fvf.to_d3d()),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for SetFvf {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let f = SetFvfFields::deserialize(d)?;
        let value = crate::value::parse_dword(&f.fvf_value)
            .ok_or_else(|| D::Error::custom(format!("fvf_value {:?} is not hex", f.fvf_value)))?;
        let text = names::parse_fvf(&f.fvf)
            .ok_or_else(|| D::Error::custom(format!("fvf {:?} is not an FVF", f.fvf)))?;
        if text.to_d3d() != value {
            return Err(D::Error::custom(format!(
                "fvf {:?} is {:#x}, fvf_value says {value:#x}",
                f.fvf,
                text.to_d3d()
            )));
        }
        Ok(SetFvf {
            fvf: Fvf::from_d3d(value),
        })
    }
}

/// `CreatePixelShader` / `CreateVertexShader`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CreateShader {
    /// New id.
    pub id: Id,
    /// `ps_1_4`, `vs_3_0`, ...
    pub version: String,
    /// The DWORD tokens up to and including `0x0000ffff`.
    pub tokens: Vec<Dword>,
    /// Instruction mnemonics (an annotation).
    #[serde(default)]
    pub opcodes: Vec<String>,
}

impl CreateShader {
    /// The bytecode (tokens little-endian).
    pub fn bytecode(&self) -> Vec<u8> {
        self.tokens.iter().flat_map(|t| t.0.to_le_bytes()).collect()
    }
}

/// `SetPixelShader` / `SetVertexShader`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetShader {
    /// Shader, `None` = fixed function.
    pub shader: Option<Id>,
}

/// `Set*ShaderConstantF`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConstantsF {
    /// First register.
    pub start: u32,
    /// Registers.
    pub count: u32,
    /// `count` x 4 floats.
    pub values: Vec<F32>,
}

/// `Set*ShaderConstantI`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConstantsI {
    /// First register.
    pub start: u32,
    /// Registers.
    pub count: u32,
    /// `count` x 4 integers.
    pub values: Vec<i32>,
}

/// `Set*ShaderConstantB`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ConstantsB {
    /// First register.
    pub start: u32,
    /// Registers.
    pub count: u32,
    /// `count` BOOLs.
    pub values: Vec<Bool>,
}

/// `SetRenderState`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetRenderState {
    /// State.
    pub state: Enum<RenderState>,
    /// The DWORD.
    pub value: u32,
    /// Annotation: the DWORD as a float.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_float: Option<F32>,
    /// Annotation: the DWORD as a colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_hex: Option<Color>,
    /// Annotation: the enum value's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_name: Option<String>,
}

/// `SetTextureStageState`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetTextureStageState {
    /// Stage 0-7.
    pub stage: u32,
    /// State.
    pub state: Enum<TextureStageState>,
    /// The DWORD.
    pub value: u32,
    /// Annotation: the DWORD as a float.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_float: Option<F32>,
    /// Annotation: the DWORD as a colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_hex: Option<Color>,
    /// Annotation: the value's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_name: Option<String>,
}

/// `SetSamplerState`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetSamplerState {
    /// Sampler 0-15 or 257-260.
    pub sampler: u32,
    /// State.
    pub state: Enum<SamplerState>,
    /// The DWORD.
    pub value: u32,
    /// Annotation: the DWORD as a float.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_float: Option<F32>,
    /// Annotation: the DWORD as a colour.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_hex: Option<Color>,
    /// Annotation: the value's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value_name: Option<String>,
}

/// `SetTexture`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetTexture {
    /// Sampler index (0-15, 257-260).
    pub stage: u32,
    /// Texture, `None` = NULL.
    pub texture: Option<Id>,
}

/// `SetStreamSource`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetStreamSource {
    /// Stream.
    pub stream: u32,
    /// Buffer, `None` = NULL.
    pub buffer: Option<Id>,
    /// Byte offset.
    pub offset: u32,
    /// Stride.
    pub stride: u32,
}

/// `SetStreamSourceFreq`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetStreamSourceFreq {
    /// Stream.
    pub stream: u32,
    /// `D3DSTREAMSOURCE_INDEXEDDATA`/`INSTANCEDATA` | count.
    pub setting: u32,
}

/// `SetIndices`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetIndices {
    /// Index buffer, `None` = NULL.
    pub buffer: Option<Id>,
}

/// `SetRenderTarget`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetRenderTarget {
    /// Target index.
    pub index: u32,
    /// Surface, `None` = NULL (index > 0).
    pub surface: Option<SurfaceRef>,
}

/// `SetDepthStencilSurface`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetDepthStencilSurface {
    /// Surface, `None` = NULL.
    pub surface: Option<SurfaceRef>,
}

/// `SetViewport`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetViewport {
    /// Left.
    pub x: u32,
    /// Top.
    pub y: u32,
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
    /// Near Z.
    pub min_z: F32,
    /// Far Z.
    pub max_z: F32,
}

/// `SetScissorRect`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetScissorRect {
    /// `[left, top, right, bottom]`.
    pub rect: RectLtrb,
}

/// `SetTransform` / `MultiplyTransform`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Transform {
    /// Slot.
    #[serde(with = "names::transform")]
    pub state: TransformState,
    /// 16 floats, row-major (`_11, _12, ..., _44`).
    pub matrix: [F32; 16],
}

/// `SetMaterial`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetMaterial {
    /// Diffuse RGBA.
    pub diffuse: [F32; 4],
    /// Ambient RGBA.
    pub ambient: [F32; 4],
    /// Specular RGBA.
    pub specular: [F32; 4],
    /// Emissive RGBA.
    pub emissive: [F32; 4],
    /// Specular power.
    pub power: F32,
}

/// `SetLight`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetLight {
    /// Light index.
    pub index: u32,
    /// Type.
    #[serde(rename = "type", with = "names::light_type")]
    pub light_type: LightType,
    /// Diffuse RGBA.
    pub diffuse: [F32; 4],
    /// Specular RGBA.
    pub specular: [F32; 4],
    /// Ambient RGBA.
    pub ambient: [F32; 4],
    /// Position.
    pub position: [F32; 3],
    /// Direction.
    pub direction: [F32; 3],
    /// Range.
    pub range: F32,
    /// Spot falloff.
    pub falloff: F32,
    /// Constant attenuation.
    pub attenuation0: F32,
    /// Linear attenuation.
    pub attenuation1: F32,
    /// Quadratic attenuation.
    pub attenuation2: F32,
    /// Spot inner angle.
    pub theta: F32,
    /// Spot outer angle.
    pub phi: F32,
}

/// `LightEnable`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LightEnable {
    /// Light index.
    pub index: u32,
    /// Enable.
    #[serde(with = "boolish")]
    pub enable: bool,
}

/// `SetClipPlane`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetClipPlane {
    /// Plane index.
    pub index: u32,
    /// Coefficients.
    pub plane: [F32; 4],
}

/// `SetSoftwareVertexProcessing`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetSoftwareVertexProcessing {
    /// Software processing on.
    #[serde(with = "boolish")]
    pub software: bool,
}

/// `SetPaletteEntries`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetPaletteEntries {
    /// Palette number.
    pub number: u32,
    /// The 256 `PALETTEENTRY`s: red, green, blue, flags (1024 bytes).
    pub entries_hex: HexBytes,
}

/// `SetCurrentTexturePalette`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetCurrentTexturePalette {
    /// Palette number.
    pub number: u32,
}

/// `SetClipStatus` (`D3DCLIPSTATUS9`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetClipStatus {
    /// `ClipUnion`.
    pub clip_union: u32,
    /// `ClipIntersection`.
    pub clip_intersection: u32,
}

/// `SetGammaRamp`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetGammaRamp {
    /// Swap chain index (0: the implicit one).
    pub swap_chain: u32,
    /// `D3DGAMMARAMP`: 256 red, 256 green, 256 blue words.
    pub ramp: Vec<u16>,
}

/// `SetCursorProperties`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetCursorProperties {
    /// Hot spot x.
    pub x_hot_spot: u32,
    /// Hot spot y.
    pub y_hot_spot: u32,
    /// The cursor's bitmap.
    pub bitmap: SurfaceRef,
}

/// `SetCursorPosition`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetCursorPosition {
    /// X.
    pub x: i32,
    /// Y.
    pub y: i32,
}

/// `ShowCursor`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ShowCursor {
    /// Shown.
    #[serde(with = "boolish")]
    pub show: bool,
}

/// `Clear`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Clear {
    /// Rectangles `[x1, y1, x2, y2]`, `None` = the whole viewport.
    pub rects: Option<Vec<RectLtrb>>,
    /// `D3DCLEAR_*`.
    #[serde(with = "names::flags")]
    pub flags: ClearFlags,
    /// Colour.
    pub color: Color,
    /// Depth.
    pub z: F32,
    /// Stencil.
    pub stencil: u32,
}

/// A step without fields (`BeginScene`, `EndScene`, `Present`,
/// `GenerateMipSubLevels` has its own).
#[derive(Clone, Debug, PartialEq, Default, Serialize, Deserialize)]
pub struct NoFields {}

/// `DrawPrimitive`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawPrimitive {
    /// Primitive type.
    #[serde(rename = "type")]
    pub primitive_type: Enum<PrimitiveType>,
    /// First vertex.
    pub start_vertex: u32,
    /// Primitives.
    pub count: u32,
}

/// `DrawIndexedPrimitive`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawIndexedPrimitive {
    /// Primitive type.
    #[serde(rename = "type")]
    pub primitive_type: Enum<PrimitiveType>,
    /// Added to every index.
    pub base_vertex: i32,
    /// Lowest index used (a hint).
    pub min_index: u32,
    /// Vertices used (a hint).
    pub num_vertices: u32,
    /// First index.
    pub start_index: u32,
    /// Primitives.
    pub count: u32,
}

/// `DrawPrimitiveUP`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawPrimitiveUp {
    /// Primitive type.
    #[serde(rename = "type")]
    pub primitive_type: Enum<PrimitiveType>,
    /// Primitives.
    pub count: u32,
    /// Vertex stride.
    pub stride: u32,
    /// Vertices in `data_hex`.
    pub vertex_count: u32,
    /// The vertices (authoritative).
    pub data_hex: HexBytes,
    /// Annotation: the decoded layout of stream 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Vec<String>>,
    /// Annotation: the decoded vertices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vertices: Option<Vec<serde_json::Value>>,
}

/// `DrawIndexedPrimitiveUP`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DrawIndexedPrimitiveUp {
    /// Primitive type.
    #[serde(rename = "type")]
    pub primitive_type: Enum<PrimitiveType>,
    /// Lowest index.
    pub min_index: u32,
    /// Vertices used from `min_index`.
    pub num_vertices: u32,
    /// Primitives.
    pub primitive_count: u32,
    /// `INDEX16` or `INDEX32`.
    pub index_format: Enum<Format>,
    /// The indices' bytes (authoritative).
    pub indices_hex: HexBytes,
    /// Annotation: the indices.
    #[serde(default)]
    pub indices: Vec<u32>,
    /// Vertex stride.
    pub stride: u32,
    /// Vertices in `data_hex`.
    pub vertex_count: u32,
    /// The vertices (authoritative).
    pub data_hex: HexBytes,
    /// Annotation: the decoded layout of stream 0.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub layout: Option<Vec<String>>,
    /// Annotation: the decoded vertices.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vertices: Option<Vec<serde_json::Value>>,
}

/// `StretchRect`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StretchRect {
    /// Source.
    pub src: Option<SurfaceRef>,
    /// Source rectangle, `None` = whole surface.
    pub src_rect: Option<RectLtrb>,
    /// Destination.
    pub dst: Option<SurfaceRef>,
    /// Destination rectangle, `None` = whole surface.
    pub dst_rect: Option<RectLtrb>,
    /// `D3DTEXF_*`.
    pub filter: Enum<TextureFilterType>,
}

/// `ColorFill`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ColorFill {
    /// Surface (NULL in calls that must fail).
    pub surface: Option<SurfaceRef>,
    /// Rectangle, `None` = whole surface.
    pub rect: Option<RectLtrb>,
    /// Colour.
    pub color: Color,
}

/// `UpdateSurface`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UpdateSurface {
    /// Source (system memory).
    pub src: Option<SurfaceRef>,
    /// Source rectangle, `None` = whole surface.
    pub src_rect: Option<RectLtrb>,
    /// Destination (default pool).
    pub dst: Option<SurfaceRef>,
    /// Destination point, `None` = (0, 0).
    pub dst_point: Option<[i32; 2]>,
}

/// `UpdateTexture`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct UpdateTexture {
    /// Source texture.
    pub src: Option<Id>,
    /// Destination texture.
    pub dst: Option<Id>,
}

/// `GetRenderTargetData`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GetRenderTargetData {
    /// Render target.
    pub src: Option<SurfaceRef>,
    /// System-memory surface.
    pub dst: Option<SurfaceRef>,
}

/// `SetLOD`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetLod {
    /// Managed texture.
    pub texture: Id,
    /// Most detailed level used.
    pub lod: u32,
}

/// `SetAutoGenFilterType`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SetAutoGenFilterType {
    /// Texture.
    pub texture: Id,
    /// Filter.
    pub filter: Enum<TextureFilterType>,
}

/// `GenerateMipSubLevels`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct GenerateMipSubLevels {
    /// Texture.
    pub texture: Id,
}

pub use crate::probe::Probe;

macro_rules! calls {
    ($($(#[$m:meta])* $variant:ident($ty:ty) = $name:literal,)+) => {
        /// One D3D9 call of a trace (the step's `"call"` and its fields).
        #[derive(Clone, Debug, PartialEq, Serialize)]
        #[serde(tag = "call")]
        pub enum Call {
            $($(#[$m])* #[serde(rename = $name)] $variant($ty),)+
        }

        impl Call {
            /// The call's name in the trace (`"CreateTexture"`).
            pub fn name(&self) -> &'static str {
                match self { $(Call::$variant(_) => $name,)+ }
            }

            /// Every call name the format knows.
            pub const NAMES: &'static [&'static str] = &[$($name),+];

            /// Reads the fields of call `name` from `value`; the error is
            /// the field path and the message.
            pub(crate) fn from_value(
                name: &str,
                value: serde_json::Value,
            ) -> Option<Result<Call, (String, String)>> {
                match name {
                    $($name => Some(
                        serde_path_to_error::deserialize::<_, $ty>(value)
                            .map(Call::$variant)
                            .map_err(|e| (e.path().to_string(), e.inner().to_string())),
                    ),)+
                    _ => None,
                }
            }
        }
    };
}

calls! {
    /// `CreateDevice`.
    CreateDevice(CreateDevice) = "CreateDevice",
    /// `CreateTexture`.
    CreateTexture(CreateTexture) = "CreateTexture",
    /// `CreateCubeTexture`.
    CreateCubeTexture(CreateCubeTexture) = "CreateCubeTexture",
    /// `CreateVolumeTexture`.
    CreateVolumeTexture(CreateVolumeTexture) = "CreateVolumeTexture",
    /// `CreateRenderTarget`.
    CreateRenderTarget(CreateRenderTarget) = "CreateRenderTarget",
    /// `CreateDepthStencilSurface`.
    CreateDepthStencilSurface(CreateDepthStencilSurface) = "CreateDepthStencilSurface",
    /// `CreateOffscreenPlainSurface`.
    CreateOffscreenPlainSurface(CreateOffscreenPlainSurface) = "CreateOffscreenPlainSurface",
    /// `TextureData`.
    TextureData(TextureData) = "TextureData",
    /// `VolumeData`.
    VolumeData(VolumeData) = "VolumeData",
    /// `SurfaceData`.
    SurfaceData(SurfaceData) = "SurfaceData",
    /// `CreateVertexBuffer`.
    CreateVertexBuffer(CreateVertexBuffer) = "CreateVertexBuffer",
    /// `CreateIndexBuffer`.
    CreateIndexBuffer(CreateIndexBuffer) = "CreateIndexBuffer",
    /// `BufferData`.
    BufferData(BufferData) = "BufferData",
    /// `CreateVertexDeclaration`.
    CreateVertexDeclaration(CreateVertexDeclaration) = "CreateVertexDeclaration",
    /// `SetVertexDeclaration`.
    SetVertexDeclaration(SetVertexDeclaration) = "SetVertexDeclaration",
    /// `SetFVF`.
    SetFvf(SetFvf) = "SetFVF",
    /// `CreatePixelShader`.
    CreatePixelShader(CreateShader) = "CreatePixelShader",
    /// `CreateVertexShader`.
    CreateVertexShader(CreateShader) = "CreateVertexShader",
    /// `SetPixelShader`.
    SetPixelShader(SetShader) = "SetPixelShader",
    /// `SetVertexShader`.
    SetVertexShader(SetShader) = "SetVertexShader",
    /// `SetPixelShaderConstantF`.
    SetPixelShaderConstantF(ConstantsF) = "SetPixelShaderConstantF",
    /// `SetPixelShaderConstantI`.
    SetPixelShaderConstantI(ConstantsI) = "SetPixelShaderConstantI",
    /// `SetPixelShaderConstantB`.
    SetPixelShaderConstantB(ConstantsB) = "SetPixelShaderConstantB",
    /// `SetVertexShaderConstantF`.
    SetVertexShaderConstantF(ConstantsF) = "SetVertexShaderConstantF",
    /// `SetVertexShaderConstantI`.
    SetVertexShaderConstantI(ConstantsI) = "SetVertexShaderConstantI",
    /// `SetVertexShaderConstantB`.
    SetVertexShaderConstantB(ConstantsB) = "SetVertexShaderConstantB",
    /// `SetRenderState`.
    SetRenderState(SetRenderState) = "SetRenderState",
    /// `SetTextureStageState`.
    SetTextureStageState(SetTextureStageState) = "SetTextureStageState",
    /// `SetSamplerState`.
    SetSamplerState(SetSamplerState) = "SetSamplerState",
    /// `SetTexture`.
    SetTexture(SetTexture) = "SetTexture",
    /// `SetStreamSource`.
    SetStreamSource(SetStreamSource) = "SetStreamSource",
    /// `SetStreamSourceFreq`.
    SetStreamSourceFreq(SetStreamSourceFreq) = "SetStreamSourceFreq",
    /// `SetIndices`.
    SetIndices(SetIndices) = "SetIndices",
    /// `SetRenderTarget`.
    SetRenderTarget(SetRenderTarget) = "SetRenderTarget",
    /// `SetDepthStencilSurface`.
    SetDepthStencilSurface(SetDepthStencilSurface) = "SetDepthStencilSurface",
    /// `SetViewport`.
    SetViewport(SetViewport) = "SetViewport",
    /// `SetScissorRect`.
    SetScissorRect(SetScissorRect) = "SetScissorRect",
    /// `SetTransform`.
    SetTransform(Transform) = "SetTransform",
    /// `MultiplyTransform`.
    MultiplyTransform(Transform) = "MultiplyTransform",
    /// `SetMaterial`.
    SetMaterial(SetMaterial) = "SetMaterial",
    /// `SetLight`.
    SetLight(SetLight) = "SetLight",
    /// `LightEnable`.
    LightEnable(LightEnable) = "LightEnable",
    /// `SetClipPlane`.
    SetClipPlane(SetClipPlane) = "SetClipPlane",
    /// `SetSoftwareVertexProcessing`.
    SetSoftwareVertexProcessing(SetSoftwareVertexProcessing) = "SetSoftwareVertexProcessing",
    /// `SetPaletteEntries`.
    SetPaletteEntries(SetPaletteEntries) = "SetPaletteEntries",
    /// `SetCurrentTexturePalette`.
    SetCurrentTexturePalette(SetCurrentTexturePalette) = "SetCurrentTexturePalette",
    /// `SetClipStatus`.
    SetClipStatus(SetClipStatus) = "SetClipStatus",
    /// `SetGammaRamp`.
    SetGammaRamp(SetGammaRamp) = "SetGammaRamp",
    /// `SetCursorProperties`.
    SetCursorProperties(SetCursorProperties) = "SetCursorProperties",
    /// `SetCursorPosition`.
    SetCursorPosition(SetCursorPosition) = "SetCursorPosition",
    /// `ShowCursor`.
    ShowCursor(ShowCursor) = "ShowCursor",
    /// `Clear`.
    Clear(Clear) = "Clear",
    /// `BeginScene`.
    BeginScene(NoFields) = "BeginScene",
    /// `EndScene`.
    EndScene(NoFields) = "EndScene",
    /// `Present`.
    Present(NoFields) = "Present",
    /// `DrawPrimitive`.
    DrawPrimitive(DrawPrimitive) = "DrawPrimitive",
    /// `DrawIndexedPrimitive`.
    DrawIndexedPrimitive(DrawIndexedPrimitive) = "DrawIndexedPrimitive",
    /// `DrawPrimitiveUP`.
    DrawPrimitiveUp(DrawPrimitiveUp) = "DrawPrimitiveUP",
    /// `DrawIndexedPrimitiveUP`.
    DrawIndexedPrimitiveUp(DrawIndexedPrimitiveUp) = "DrawIndexedPrimitiveUP",
    /// `StretchRect`.
    StretchRect(StretchRect) = "StretchRect",
    /// `ColorFill`.
    ColorFill(ColorFill) = "ColorFill",
    /// `UpdateSurface`.
    UpdateSurface(UpdateSurface) = "UpdateSurface",
    /// `UpdateTexture`.
    UpdateTexture(UpdateTexture) = "UpdateTexture",
    /// `GetRenderTargetData`.
    GetRenderTargetData(GetRenderTargetData) = "GetRenderTargetData",
    /// `SetLOD`.
    SetLod(SetLod) = "SetLOD",
    /// `SetAutoGenFilterType`.
    SetAutoGenFilterType(SetAutoGenFilterType) = "SetAutoGenFilterType",
    /// `GenerateMipSubLevels`.
    GenerateMipSubLevels(GenerateMipSubLevels) = "GenerateMipSubLevels",
    /// `Probe`: a pixel check at this point of the sequence.
    Probe(Probe) = "Probe",
}

/// A step: a call, and the HRESULTs the test accepts for it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Step {
    /// The call and its fields.
    #[serde(flatten)]
    pub call: Call,
    /// HRESULTs the test accepts; when success is not among them the call
    /// must fail with one of them and change nothing.
    #[serde(
        default,
        skip_serializing_if = "Option::is_none",
        with = "crate::value::hresults"
    )]
    pub expected_hr: Option<Vec<ninebridge_types::HResult>>,
    /// Source line of the check of `expected_hr`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expected_hr_line: Option<u32>,
}

impl Step {
    /// A step of `call` without an expected result.
    pub fn new(call: Call) -> Self {
        Step {
            call,
            expected_hr: None,
            expected_hr_line: None,
        }
    }

    /// Whether the call is expected to fail: `expected_hr` is given and
    /// does not contain `S_OK` (`0x00000000`).
    pub fn must_fail(&self) -> bool {
        self.expected_hr
            .as_ref()
            .is_some_and(|hrs| !hrs.iter().any(|h| h.to_d3d() == 0))
    }
}

impl Call {
    /// The checks the reader makes on a step of this call (data sizes,
    /// token streams, constant counts, probe areas): a writer that keeps
    /// to them writes only traces that read back. The error names the
    /// field.
    pub fn check(&self) -> Result<(), String> {
        crate::check::check_call(self).map_err(|(field, message)| format!("{field}: {message}"))
    }
}
