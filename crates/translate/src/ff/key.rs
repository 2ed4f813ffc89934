//! [`FfPixelKey`]: the fixed-function pixel state that changes the code.

use ninebridge_types::{
    CmpFunc, TextureArg, TextureArgSource, TextureOp, TextureStageState, TextureTransformFlags,
};

use crate::error::TranslateError;
use crate::interface::{FF_STAGES, TextureDim};
use crate::options::{Channel, DepthSampling, TextureSwizzle};

/// One texture stage's state as `SetTextureStageState` stored it (raw
/// `DWORD`s), with what the device knows about the stage's texture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FfStageState {
    /// `D3DTSS_COLOROP` (a `D3DTEXTUREOP`).
    pub color_op: u32,
    /// `D3DTSS_COLORARG0`, `COLORARG1`, `COLORARG2` (`D3DTA` values).
    pub color_args: [u32; 3],
    /// `D3DTSS_ALPHAOP`.
    pub alpha_op: u32,
    /// `D3DTSS_ALPHAARG0`, `ALPHAARG1`, `ALPHAARG2`.
    pub alpha_args: [u32; 3],
    /// `D3DTSS_RESULTARG`: `D3DTA_TEMP` writes the temporary register,
    /// anything else `CURRENT`.
    pub result_arg: u32,
    /// The texture coordinate set the stage reads (the `TEXCOORD` varying):
    /// the stage itself when the fixed-function vertex stage writes one set
    /// per stage, `D3DTSS_TEXCOORDINDEX` with a vertex shader. Only the low
    /// 16 bits count (the `D3DTSS_TCI_*` generation flags are the vertex
    /// stage's business).
    pub texcoord_index: u32,
    /// `D3DTSS_TEXTURETRANSFORMFLAGS`: with `D3DTTFF_PROJECTED` and a count
    /// of 2..4, the coordinate is divided by its last element.
    pub transform_flags: u32,
    /// The kind of texture bound to the stage, `None` when none is.
    pub texture: Option<TextureDim>,
    /// The component mapping of the bound texture's format.
    pub swizzle: TextureSwizzle,
    /// Whether the stage's `D3DSAMP_MIPMAPLODBIAS` is nonzero (it is then
    /// read from the renderer block).
    pub lod_bias: bool,
    /// Whether the stage's `D3DTADDRESS_BORDER` is emulated in the shader
    /// (a border colour the GPU's samplers lack: see
    /// [`crate::TranslateOptions::border_emulation`]); the colour is a
    /// renderer uniform.
    pub border_emulation: bool,
    /// How the bound texture is sampled when it holds depth (a 2D depth
    /// texture: a shadow-map comparison or depth values).
    pub depth: DepthSampling,
}

impl FfStageState {
    /// D3D9's initial state of stage `stage` (its documented defaults) with
    /// no texture bound.
    pub fn initial(stage: u32) -> Self {
        let v = |s: TextureStageState| s.default_value(stage);
        Self {
            color_op: v(TextureStageState::ColorOp),
            color_args: [
                v(TextureStageState::ColorArg0),
                v(TextureStageState::ColorArg1),
                v(TextureStageState::ColorArg2),
            ],
            alpha_op: v(TextureStageState::AlphaOp),
            alpha_args: [
                v(TextureStageState::AlphaArg0),
                v(TextureStageState::AlphaArg1),
                v(TextureStageState::AlphaArg2),
            ],
            result_arg: v(TextureStageState::ResultArg),
            texcoord_index: v(TextureStageState::TexCoordIndex),
            transform_flags: v(TextureStageState::TextureTransformFlags),
            texture: None,
            swizzle: TextureSwizzle::IDENTITY,
            lod_bias: false,
            border_emulation: false,
            depth: DepthSampling::None,
        }
    }
}

/// The fixed-function pixel state of a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FfPixelState {
    /// The eight texture stages.
    pub stages: [FfStageState; FF_STAGES as usize],
    /// `D3DRS_ALPHATESTENABLE` with `D3DRS_ALPHAFUNC` (`None`: off).
    pub alpha_test: Option<CmpFunc>,
    /// `D3DRS_FOGENABLE` (the mode and values are renderer uniforms).
    pub fog: bool,
    /// `D3DRS_SPECULARENABLE`: the specular colour is added after the stages.
    pub specular: bool,
    /// `D3DRS_SHADEMODE` is `D3DSHADE_FLAT`.
    pub flat_shading: bool,
    /// sRGB writes converted in the shader (see
    /// [`crate::TranslateOptions::srgb_write`]).
    pub srgb_write: bool,
}

impl Default for FfPixelState {
    /// D3D9's initial state: stage 0 `MODULATE(TEXTURE, CURRENT)` and
    /// `SELECTARG1(TEXTURE)`, the others disabled, nothing bound, no fog,
    /// alpha test or specular, Gouraud shading.
    fn default() -> Self {
        Self {
            stages: std::array::from_fn(|i| FfStageState::initial(i as u32)),
            alpha_test: None,
            fog: false,
            specular: false,
            flat_shading: false,
            srgb_write: false,
        }
    }
}

/// A decoded texture-stage argument of a key.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FfArg {
    /// The register; `None` for a selector D3D9 does not define (7..15).
    pub source: Option<TextureArgSource>,
    /// `D3DTA_COMPLEMENT`: 1 - value.
    pub complement: bool,
    /// `D3DTA_ALPHAREPLICATE`: the alpha in every channel.
    pub alpha_replicate: bool,
}

/// A decoded stage of a key (see [`FfPixelKey::stage`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FfStage {
    /// The colour operation; `None` for a value outside `D3DTEXTUREOP`.
    pub color_op: Option<TextureOp>,
    /// Arguments 0, 1, 2 of the colour operation (those it does not read
    /// are `DIFFUSE`).
    pub color_args: [FfArg; 3],
    /// The alpha operation; `None` for a value outside `D3DTEXTUREOP`.
    pub alpha_op: Option<TextureOp>,
    /// Arguments 0, 1, 2 of the alpha operation.
    pub alpha_args: [FfArg; 3],
    /// The result goes to `TEMP` rather than `CURRENT`.
    pub result_temp: bool,
    /// The stage samples its texture (an argument or the operation reads
    /// it, or the previous stage premodulates).
    pub samples: bool,
    /// The kind of texture sampled; `None` when the stage samples without
    /// a texture bound (D3D9 reads the diffuse colour then).
    pub texture: Option<TextureDim>,
    /// The projection count (2..4: divide by y, z or w), 0 when not projected.
    pub projected: u8,
    /// The texture coordinate set read (0..7).
    pub texcoord: u8,
    /// The format's component mapping.
    pub swizzle: TextureSwizzle,
    /// The stage's LOD bias is read from the renderer block.
    pub lod_bias: bool,
    /// The stage's border colour is emulated in the shader.
    pub border_emulation: bool,
    /// How the stage's depth texture is sampled (`None`: colour).
    pub depth: DepthSampling,
}

/// The fixed-function pixel key: see the module notes of [`crate::ff`].
/// Built only by [`FfPixelKey::new`], so every key is one the generator
/// handles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FfPixelKey {
    stages: [u64; FF_STAGES as usize],
    global: u32,
}

// ---- bit layout of a stage ----
const OP_BITS: u32 = 5;
const COLOR_OP: u32 = 0;
const ALPHA_OP: u32 = 5;
const ARG_BITS: u32 = 5;
const COLOR_ARGS: u32 = 10;
const ALPHA_ARGS: u32 = 25;
const RESULT_TEMP: u32 = 40;
const TEXTURE: u32 = 41;
const PROJECTED: u32 = 43;
const TEXCOORD: u32 = 46;
const SWIZZLE: u32 = 49;
const LOD_BIAS: u32 = 61;
const SAMPLES: u32 = 62;
const BORDER: u32 = 63;
/// The op code stored for a value outside `D3DTEXTUREOP`.
const UNKNOWN_OP: u64 = 31;
/// The selector stored for an undefined `D3DTA` selector.
const UNKNOWN_SOURCE: u64 = 7;

// ---- bit layout of the global word ----
const ALPHA_FUNC: u32 = 0;
const FOG: u32 = 4;
const SPECULAR: u32 = 5;
const FLAT: u32 = 6;
const SRGB: u32 = 7;
const ACTIVE: u32 = 8;
/// Two bits per stage from here: the stage's [`DepthSampling`] (the stage
/// words have no room left).
const DEPTH: u32 = 12;

fn depth_code(d: DepthSampling) -> u32 {
    match d {
        DepthSampling::None => 0,
        DepthSampling::Compare => 1,
        DepthSampling::Value => 2,
    }
}

fn bits(word: u64, at: u32, n: u32) -> u64 {
    (word >> at) & ((1 << n) - 1)
}

/// Which of arguments 0, 1, 2 an operation reads (bit k = argument k).
fn arg_mask(op: Option<TextureOp>) -> u8 {
    use TextureOp as T;
    match op {
        None | Some(T::Disable | T::BumpEnvMap | T::BumpEnvMapLuminance) => 0b000,
        Some(T::SelectArg1 | T::PreModulate) => 0b010,
        Some(T::SelectArg2) => 0b100,
        Some(T::MultiplyAdd | T::Lerp) => 0b111,
        Some(_) => 0b110,
    }
}

fn encode_op(op: u32) -> u64 {
    TextureOp::from_d3d(op).map_or(UNKNOWN_OP, |o| u64::from(o.to_d3d()))
}

fn decode_op(code: u64) -> Option<TextureOp> {
    if code == UNKNOWN_OP {
        None
    } else {
        TextureOp::from_d3d(code as u32)
    }
}

fn encode_arg(raw: u32) -> u64 {
    let arg = TextureArg::from_d3d(raw);
    let source = arg
        .source()
        .map_or(UNKNOWN_SOURCE, |s| u64::from(s.to_d3d()));
    source | u64::from(arg.is_complement()) << 3 | u64::from(arg.is_alpha_replicate()) << 4
}

fn decode_arg(code: u64) -> FfArg {
    let source = bits(code, 0, 3);
    FfArg {
        source: if source == UNKNOWN_SOURCE {
            None
        } else {
            TextureArgSource::from_d3d(source as u32)
        },
        complement: bits(code, 3, 1) != 0,
        alpha_replicate: bits(code, 4, 1) != 0,
    }
}

const CHANNELS: [Channel; 6] = [
    Channel::R,
    Channel::G,
    Channel::B,
    Channel::A,
    Channel::Zero,
    Channel::One,
];

fn encode_swizzle(s: TextureSwizzle) -> u64 {
    s.0.iter().enumerate().fold(0, |acc, (k, c)| {
        let code = CHANNELS.iter().position(|x| x == c).unwrap_or(0) as u64;
        acc | code << (3 * k)
    })
}

fn decode_swizzle(code: u64) -> TextureSwizzle {
    TextureSwizzle(std::array::from_fn(|k| {
        let c = bits(code, 3 * k as u32, 3) as usize;
        CHANNELS.get(c).copied().unwrap_or(Channel::Zero)
    }))
}

fn dim_code(dim: Option<TextureDim>) -> u64 {
    match dim {
        None => 0,
        Some(TextureDim::D2) => 1,
        Some(TextureDim::Cube) => 2,
        Some(TextureDim::D3) => 3,
    }
}

fn reads(args: &[u32; 3], mask: u8, source: TextureArgSource) -> bool {
    (0..3).any(|k| mask & (1 << k) != 0 && TextureArg::from_d3d(args[k]).source() == Some(source))
}

impl FfPixelKey {
    /// The key of `state`, with D3D9's rules applied:
    ///
    /// * the cascade ends at the first stage whose colour operation is
    ///   `D3DTOP_DISABLE` (that stage and every later one are off);
    /// * it also ends at a stage without a texture whose colour operation
    ///   reads `D3DTA_TEXTURE` through an argument (as DXVK found on
    ///   Windows; alpha arguments and the operations that sample by
    ///   themselves do not count; an alpha argument reading the missing
    ///   texture gets the diffuse colour, as D3D9's reference says of
    ///   `D3DTA_TEXTURE` on a stage without a texture, and Windows does in
    ///   Wine's `test_per_stage_constant`);
    /// * stage 0 writing `TEMP` with its alpha operation disabled selects
    ///   the diffuse alpha; the last enabled stage always writes `CURRENT`
    ///   (DXVK's findings, not checked against Windows here);
    /// * an alpha operation of `D3DTOP_DISABLE` under an enabled colour
    ///   operation (undefined in D3D9's reference) keeps the alpha of the
    ///   result register; under `D3DTOP_DOTPRODUCT3` the alpha operation is
    ///   ignored (the dot product fills all four channels);
    /// * a value outside `D3DTEXTUREOP` (neither documented nor refused by
    ///   `SetTextureStageState`) leaves the stage's result register as it
    ///   was and does not end the cascade, as DXVK does; a `D3DTA`
    ///   selector outside 0..6 reads (1, 1, 1, 1), as DXVK does; unknown
    ///   `D3DTA` bits above the modifiers are ignored;
    /// * `D3DTTFF_PROJECTED` with a count of 0 or 1 does not project (there
    ///   is no element to divide by but the coordinate itself);
    /// * `border_emulation` counts only on a stage that samples a 2D or
    ///   volume texture (a cube has no outside);
    /// * a stage that samples with a coordinate set past 7 is an error
    ///   ([`TranslateError::FixedFunction`]): the device fails the draw.
    pub fn new(state: &FfPixelState) -> Result<Self, TranslateError> {
        let mut active = 0;
        for s in &state.stages {
            let op = TextureOp::from_d3d(s.color_op);
            if op == Some(TextureOp::Disable) {
                break;
            }
            if s.texture.is_none() && reads(&s.color_args, arg_mask(op), TextureArgSource::Texture)
            {
                break;
            }
            active += 1;
        }
        let mut stages = [0u64; FF_STAGES as usize];
        let mut premodulate = (false, false);
        let mut depth_bits = 0u32;
        for (i, s) in state.stages.iter().enumerate().take(active) {
            let color_op = TextureOp::from_d3d(s.color_op);
            let mut alpha_op = TextureOp::from_d3d(s.alpha_op);
            let mut alpha_raw_op = s.alpha_op;
            let mut alpha_args = s.alpha_args;
            let temp = s.result_arg == TextureArg::TEMP.to_d3d();
            if i == 0 && temp && alpha_op == Some(TextureOp::Disable) {
                alpha_op = Some(TextureOp::SelectArg1);
                alpha_raw_op = TextureOp::SelectArg1.to_d3d();
                alpha_args = [0, TextureArg::DIFFUSE.to_d3d(), 0];
            }
            if color_op == Some(TextureOp::DotProduct3) {
                alpha_op = Some(TextureOp::Disable);
                alpha_raw_op = TextureOp::Disable.to_d3d();
            }
            let result_temp = temp && i + 1 < active;
            let (cmask, amask) = (arg_mask(color_op), arg_mask(alpha_op));
            let mut word = encode_op(s.color_op) << COLOR_OP | encode_op(alpha_raw_op) << ALPHA_OP;
            for (k, (&c, &a)) in s.color_args.iter().zip(&alpha_args).enumerate() {
                let shift = ARG_BITS * k as u32;
                if cmask & (1 << k) != 0 {
                    word |= encode_arg(c) << (COLOR_ARGS + shift);
                }
                if amask & (1 << k) != 0 {
                    word |= encode_arg(a) << (ALPHA_ARGS + shift);
                }
            }
            word |= u64::from(result_temp) << RESULT_TEMP;
            // Does the stage sample its texture?
            let by_op = |op: Option<TextureOp>| {
                matches!(
                    op,
                    Some(
                        TextureOp::BlendTextureAlpha
                            | TextureOp::BlendTextureAlphaPm
                            | TextureOp::BumpEnvMap
                            | TextureOp::BumpEnvMapLuminance
                    )
                )
            };
            let samples = by_op(color_op)
                || by_op(alpha_op)
                || reads(&s.color_args, cmask, TextureArgSource::Texture)
                || reads(&alpha_args, amask, TextureArgSource::Texture)
                || (premodulate.0 && reads(&s.color_args, cmask, TextureArgSource::Current))
                || (premodulate.1 && reads(&alpha_args, amask, TextureArgSource::Current));
            if samples {
                word |= 1 << SAMPLES;
                if let Some(dim) = s.texture {
                    let index = s.texcoord_index & 0xffff;
                    if index >= FF_STAGES {
                        return Err(TranslateError::FixedFunction {
                            stage: i as u32,
                            state: "D3DTSS_TEXCOORDINDEX",
                            value: s.texcoord_index,
                            reason: "the stage samples from a texture coordinate set past 7",
                        });
                    }
                    let flags = TextureTransformFlags::from_d3d(s.transform_flags);
                    let projected = if flags.is_projected() && flags.count() >= 2 {
                        u64::from(flags.count().min(4))
                    } else {
                        0
                    };
                    word |= dim_code(Some(dim)) << TEXTURE
                        | projected << PROJECTED
                        | u64::from(index) << TEXCOORD
                        | encode_swizzle(s.swizzle) << SWIZZLE
                        | u64::from(s.lod_bias) << LOD_BIAS
                        | u64::from(s.border_emulation && dim != TextureDim::Cube) << BORDER;
                }
            }
            if samples && s.texture == Some(TextureDim::D2) {
                depth_bits |= depth_code(s.depth) << (DEPTH + 2 * i as u32);
            }
            stages[i] = word;
            premodulate = (
                color_op == Some(TextureOp::PreModulate),
                alpha_op == Some(TextureOp::PreModulate),
            );
        }
        let alpha = state.alpha_test.map_or(0, |f| f.to_d3d());
        let global = alpha << ALPHA_FUNC
            | u32::from(state.fog) << FOG
            | u32::from(state.specular) << SPECULAR
            | u32::from(state.flat_shading) << FLAT
            | u32::from(state.srgb_write) << SRGB
            | (active as u32) << ACTIVE
            | depth_bits;
        Ok(Self { stages, global })
    }

    /// The number of enabled stages (the cascade runs stages `0..n`).
    pub fn active_stages(&self) -> u32 {
        (self.global >> ACTIVE) & 0xf
    }

    /// Stage `i` decoded (a zeroed stage past the cascade for `i` >= the
    /// active count).
    pub fn stage(&self, i: u32) -> FfStage {
        let w = self.stages.get(i as usize).copied().unwrap_or(0);
        let arg = |base: u32, k: u32| decode_arg(bits(w, base + ARG_BITS * k, ARG_BITS));
        FfStage {
            color_op: decode_op(bits(w, COLOR_OP, OP_BITS)),
            color_args: [0, 1, 2].map(|k| arg(COLOR_ARGS, k)),
            alpha_op: decode_op(bits(w, ALPHA_OP, OP_BITS)),
            alpha_args: [0, 1, 2].map(|k| arg(ALPHA_ARGS, k)),
            result_temp: bits(w, RESULT_TEMP, 1) != 0,
            samples: bits(w, SAMPLES, 1) != 0,
            texture: match bits(w, TEXTURE, 2) {
                1 => Some(TextureDim::D2),
                2 => Some(TextureDim::Cube),
                3 => Some(TextureDim::D3),
                _ => None,
            },
            projected: bits(w, PROJECTED, 3) as u8,
            texcoord: bits(w, TEXCOORD, 3) as u8,
            swizzle: decode_swizzle(bits(w, SWIZZLE, 12)),
            lod_bias: bits(w, LOD_BIAS, 1) != 0,
            border_emulation: bits(w, BORDER, 1) != 0,
            depth: match self.global.checked_shr(DEPTH + 2 * i).unwrap_or(0) & 3 {
                1 => DepthSampling::Compare,
                2 => DepthSampling::Value,
                _ => DepthSampling::None,
            },
        }
    }

    /// The alpha test compiled in (`None`: off).
    pub fn alpha_test(&self) -> Option<CmpFunc> {
        CmpFunc::from_d3d(self.global >> ALPHA_FUNC & 0xf)
    }

    /// Fog is applied.
    pub fn fog(&self) -> bool {
        self.global >> FOG & 1 != 0
    }

    /// The specular colour is added after the stages.
    pub fn specular(&self) -> bool {
        self.global >> SPECULAR & 1 != 0
    }

    /// Colours are not interpolated (`D3DSHADE_FLAT`).
    pub fn flat_shading(&self) -> bool {
        self.global >> FLAT & 1 != 0
    }

    /// The colour is converted to sRGB in the shader.
    pub fn srgb_write(&self) -> bool {
        self.global >> SRGB & 1 != 0
    }

    /// The packed words (per stage, then the global word): for logs and
    /// statistics.
    pub fn words(&self) -> ([u64; FF_STAGES as usize], u32) {
        (self.stages, self.global)
    }
}
