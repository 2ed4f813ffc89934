//! The D3D9 bytecode translator (`ninebridge-translate`) behind the
//! device's [`ShaderTranslator`] seam.

use ninebridge_translate::{CompareFunc, SamplerKind, TranslateOptions, translate_bytes};

use crate::resource::TextureKind;
use crate::shader::{ProgramInput, ShaderProgram, ShaderTranslator, ShaderVariant};
use crate::types::{CmpFunc, DeclUsage};

/// Translates D3D9 bytecode with `ninebridge_translate`.
#[derive(Clone, Copy, Debug, Default)]
pub struct BytecodeTranslator {
    /// Use D3D9's "0 times anything is 0" multiply (slower; off by default,
    /// as native drivers differ on it).
    pub d3d9_mul_zero: bool,
}

fn compare(func: CmpFunc) -> CompareFunc {
    match func {
        CmpFunc::Never => CompareFunc::Never,
        CmpFunc::Less => CompareFunc::Less,
        CmpFunc::Equal => CompareFunc::Equal,
        CmpFunc::LessEqual => CompareFunc::LessEqual,
        CmpFunc::Greater => CompareFunc::Greater,
        CmpFunc::NotEqual => CompareFunc::NotEqual,
        CmpFunc::GreaterEqual => CompareFunc::GreaterEqual,
        CmpFunc::Always => CompareFunc::Always,
    }
}

impl BytecodeTranslator {
    /// The translator options of a device variant.
    pub fn options(&self, variant: &ShaderVariant) -> TranslateOptions {
        TranslateOptions {
            alpha_test: variant.alpha_test.map(compare),
            fog: variant.fog,
            d3d9_mul_zero: self.d3d9_mul_zero,
            flat_shading: variant.flat,
            sampler_kinds: variant.sampler_kinds.map(|k| match k {
                TextureKind::TwoD => SamplerKind::TwoD,
                TextureKind::Cube => SamplerKind::Cube,
                TextureKind::Volume => SamplerKind::Volume,
            }),
            // R32F and friends are expanded on upload already.
            ..TranslateOptions::default()
        }
    }
}

impl ShaderTranslator for BytecodeTranslator {
    fn translate(&self, bytecode: &[u8], variant: &ShaderVariant) -> Result<ShaderProgram, String> {
        let t = translate_bytes(bytecode, &self.options(variant)).map_err(|e| e.to_string())?;
        let mut inputs = Vec::with_capacity(t.interface.vertex_inputs.len());
        for input in &t.interface.vertex_inputs {
            let usage = DeclUsage::from_d3d(input.usage.to_d3d())
                .ok_or_else(|| format!("translator reported unknown usage {:?}", input.usage))?;
            inputs.push(ProgramInput {
                usage,
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
        Ok(ShaderProgram {
            module: t.module,
            entry_point: t.entry_point,
            stage: t.stage,
            inputs,
            unwritten_inputs,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(o.alpha_test, Some(CompareFunc::Greater));
        assert!(o.fog && o.flat_shading);
        assert_eq!(o.sampler_kinds[3], SamplerKind::Cube);
        assert_eq!(o.sampler_kinds[0], SamplerKind::TwoD);
        assert!(crate::shader::is_ps_1x(&0xffff_0104u32.to_le_bytes()));
        assert!(!crate::shader::is_ps_1x(&0xffff_0200u32.to_le_bytes()));
        assert!(!crate::shader::is_ps_1x(&0xfffe_0101u32.to_le_bytes()));
    }
}
