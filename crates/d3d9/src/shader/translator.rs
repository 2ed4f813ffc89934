//! The D3D9 bytecode translator (`ninebridge-translate`) behind the
//! device's [`ShaderTranslator`] seam.

use ninebridge_translate::interface::varying_location;
use ninebridge_translate::{SamplerKind, TranslateOptions, translate_bytes};

use crate::resource::TextureKind;
use crate::shader::{ProgramInput, ShaderProgram, ShaderTranslator, ShaderVariant};

/// How the device's shaders multiply: `NINEBRIDGE_FLOAT_EMULATION`
/// (docs/conformance.md, "The D3D9 multiply").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum FloatEmulation {
    /// IEEE products: `0 x inf` and `0 x NaN` are NaN.
    Off,
    /// D3D9's multiply: 0 (or a denormal) times anything, inf and NaN
    /// included, is 0 in `mul`, `mad`, `lrp`, `dp2add`, `dp3`, `dp4`, the
    /// matrix macros, `nrm` and `dst` (the translator's `d3d9_mul_zero`;
    /// DXVK's `d3d9.floatEmulation = Strict`). The default, chosen from
    /// measurement (README's `NINEBRIDGE_*` table and docs/conformance.md
    /// say why): it passes Windows-expected values IEEE products fail and
    /// none the other way, at no measurable cost in the frame benchmark.
    #[default]
    Strict,
}

impl FloatEmulation {
    /// The environment variable naming the mode.
    pub const VARIABLE: &'static str = "NINEBRIDGE_FLOAT_EMULATION";

    /// Parses `strict` or `off` (case and surrounding space ignored).
    pub fn from_name(name: &str) -> Option<Self> {
        match name.trim().to_ascii_lowercase().as_str() {
            "strict" => Some(Self::Strict),
            "off" => Some(Self::Off),
            _ => None,
        }
    }

    /// `strict` or `off`.
    pub fn name(self) -> &'static str {
        match self {
            Self::Off => "off",
            Self::Strict => "strict",
        }
    }

    /// The mode `NINEBRIDGE_FLOAT_EMULATION` names; unset or empty: the
    /// default; another value: one warning naming the variable and the
    /// accepted values, and the default.
    pub fn from_env() -> Self {
        match std::env::var(Self::VARIABLE) {
            Ok(v) if !v.trim().is_empty() => Self::from_name(&v).unwrap_or_else(|| {
                tracing::warn!(
                    "{}={v:?} is not strict or off; using {}",
                    Self::VARIABLE,
                    Self::default().name()
                );
                Self::default()
            }),
            _ => Self::default(),
        }
    }
}

/// Translates D3D9 bytecode with `ninebridge_translate`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BytecodeTranslator {
    /// How shaders multiply (the translator's `d3d9_mul_zero` for every
    /// shader translated). Part of every module's id
    /// ([`ShaderTranslator::settings_key`]).
    pub float_emulation: FloatEmulation,
}

impl BytecodeTranslator {
    /// The translator of the environment's settings
    /// (`NINEBRIDGE_FLOAT_EMULATION`): what the devices of the C ABI, the
    /// replayer, the conformance runner and the benchmarks use.
    pub fn from_env() -> Self {
        BytecodeTranslator {
            float_emulation: FloatEmulation::from_env(),
        }
    }

    /// The translator options of a device variant.
    pub fn options(&self, variant: &ShaderVariant) -> TranslateOptions {
        TranslateOptions {
            alpha_test: variant.alpha_test,
            fog: variant.fog,
            d3d9_mul_zero: self.float_emulation == FloatEmulation::Strict,
            flat_shading: variant.flat,
            sampler_kinds: variant.sampler_kinds.map(|k| match k {
                TextureKind::TwoD => SamplerKind::TwoD,
                TextureKind::Cube => SamplerKind::Cube,
                TextureKind::Volume => SamplerKind::Volume,
            }),
            vertex_fetch: variant.vertex_fetch,
            software_vp: variant.software_vp,
            lod_bias: variant.lod_bias,
            sampler_kind_overrides: variant.kind_overrides,
            projected: variant.projected,
            srgb_write: variant.srgb_write,
            texture_swizzles: variant.texture_swizzles,
            border_emulation: variant.border,
            depth_compare: variant.depth_compare,
            depth_value: variant.depth_value,
            // The draw moves its viewport by half a pixel rather than the
            // geometry; the renderer block's position adjustment is
            // compiled in only for viewports clamped to the target (a
            // variant: the common draw reads no renderer block).
            omit_pixel_offset: !variant.viewport_adjust,
            // R32F and friends are expanded on upload already.
            ..TranslateOptions::default()
        }
    }
}

impl ShaderTranslator for BytecodeTranslator {
    fn declared_sampler_kinds(&self, bytecode: &[u8]) -> [Option<TextureKind>; 16] {
        use ninebridge_d3dbc::SamplerTextureType as T;
        let mut out = [None; 16];
        let Ok(program) = ninebridge_d3dbc::parse_bytes(bytecode) else {
            return out;
        };
        if program.model.is_ps_1x() {
            return out;
        }
        for decl in &program.declarations {
            if decl.reg.kind != ninebridge_d3dbc::RegisterType::Sampler {
                continue;
            }
            if let Some(slot) = out.get_mut(decl.reg.index as usize) {
                *slot = match decl.texture_type {
                    T::Texture2d => Some(TextureKind::TwoD),
                    T::Cube => Some(TextureKind::Cube),
                    T::Volume => Some(TextureKind::Volume),
                    _ => None,
                };
            }
        }
        out
    }

    /// D3D9's creation rules (see [`crate::ShaderCreation`]).
    fn check_creation(
        &self,
        bytecode: &[u8],
        creation: &crate::shader::ShaderCreation,
    ) -> Result<(), crate::ShaderError> {
        crate::shader::creation::check(bytecode, creation)
    }

    fn translate(
        &self,
        bytecode: &[u8],
        variant: &ShaderVariant,
    ) -> Result<ShaderProgram, crate::ShaderError> {
        let t = translate_bytes(bytecode, &self.options(variant))?;
        Ok(program_of(t))
    }

    /// 0 for [`FloatEmulation::Off`] (the ids modules had before the
    /// setting existed, when the translation was `Off`'s), 1 for `Strict`.
    fn settings_key(&self) -> u64 {
        match self.float_emulation {
            FloatEmulation::Off => 0,
            FloatEmulation::Strict => 1,
        }
    }
}

/// A translation (of bytecode or of the fixed-function state) as the
/// device's program: vertex inputs, the values of pixel inputs no vertex
/// output feeds, and the pixel inputs moved off their semantic location.
pub(crate) fn program_of(t: ninebridge_translate::Translation) -> ShaderProgram {
    let mut inputs = Vec::with_capacity(t.interface.vertex_inputs.len());
    for input in &t.interface.vertex_inputs {
        inputs.push(ProgramInput {
            usage: input.usage,
            usage_index: input.usage_index,
            location: input.location,
        });
    }
    let unwritten_inputs = t
        .interface
        .varyings
        .iter()
        .filter(|v| t.stage == naga::ShaderStage::Fragment && v.unwritten != [0.0; 4])
        .map(|v| (v.location, v.unwritten))
        .collect();
    let moved_varyings = match t.stage {
        naga::ShaderStage::Fragment => t
            .interface
            .varyings
            .iter()
            .map(|v| (v.location, varying_location(v.usage, v.usage_index)))
            .filter(|(location, semantic)| location != semantic)
            .collect(),
        _ => Vec::new(),
    };
    ShaderProgram {
        module: t.module,
        entry_point: t.entry_point,
        stage: t.stage,
        inputs,
        unwritten_inputs,
        moved_varyings,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_types::CmpFunc;

    #[test]
    fn variant_maps_to_translate_options() {
        let mut v = ShaderVariant {
            alpha_test: Some(CmpFunc::Greater),
            fog: true,
            flat: true,
            ..Default::default()
        };
        v.sampler_kinds[3] = TextureKind::Cube;
        let o = BytecodeTranslator::default().options(&v);
        assert_eq!(o.alpha_test, Some(CmpFunc::Greater));
        assert!(o.fog && o.flat_shading);
        assert_eq!(o.sampler_kinds[3], SamplerKind::Cube);
        assert_eq!(o.sampler_kinds[0], SamplerKind::TwoD);
        assert!(crate::shader::is_ps_1x(&0xffff_0104u32.to_le_bytes()));
        assert!(!crate::shader::is_ps_1x(&0xffff_0200u32.to_le_bytes()));
        assert!(!crate::shader::is_ps_1x(&0xfffe_0101u32.to_le_bytes()));
    }

    #[test]
    fn float_emulation_sets_the_multiply_and_the_settings_key() {
        let v = ShaderVariant::default();
        let off = BytecodeTranslator {
            float_emulation: FloatEmulation::Off,
        };
        let strict = BytecodeTranslator::default();
        assert!(!off.options(&v).d3d9_mul_zero);
        assert!(strict.options(&v).d3d9_mul_zero);
        assert_eq!(off.settings_key(), 0);
        assert_ne!(strict.settings_key(), off.settings_key());
        assert_eq!(
            FloatEmulation::from_name(" Strict "),
            Some(FloatEmulation::Strict)
        );
        assert_eq!(FloatEmulation::from_name("off"), Some(FloatEmulation::Off));
        assert_eq!(FloatEmulation::from_name("true"), None);
    }
}
