//! Writers: a validated [`Translation`] to SPIR-V words or WGSL, MSL and GLSL
//! text, through naga's back ends.

use std::cell::RefCell;

use naga::back::{glsl, msl, spv, wgsl};
use naga::proc::BoundsCheckPolicies;

use crate::Translation;
use crate::error::TranslateError;
use crate::interface::RENDERER_BINDING;

/// The output languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OutputKind {
    /// SPIR-V binary (little-endian words).
    Spirv,
    /// WGSL text.
    Wgsl,
    /// Metal Shading Language text.
    Msl,
    /// GLSL ES 3.1 text.
    Glsl,
}

impl OutputKind {
    /// Parses `spv`/`spirv`, `wgsl`, `msl`/`metal`, `glsl`.
    pub fn from_name(name: &str) -> Option<Self> {
        match name.to_ascii_lowercase().as_str() {
            "spv" | "spirv" => Some(Self::Spirv),
            "wgsl" => Some(Self::Wgsl),
            "msl" | "metal" => Some(Self::Msl),
            "glsl" => Some(Self::Glsl),
            _ => None,
        }
    }
}

/// SPIR-V words of the translation (SPIR-V 1.0, naga's default options:
/// the output position's y is flipped for Vulkan's clip space, as wgpu does).
pub fn to_spirv(t: &Translation) -> Result<Vec<u32>, TranslateError> {
    thread_local! {
        /// One writer per thread: `write` resets it, and its buffers stay
        /// allocated, which saves about a third of the time on small shaders.
        static WRITER: RefCell<Option<spv::Writer>> = const { RefCell::new(None) };
    }
    let pipeline = spv::PipelineOptions {
        shader_stage: t.stage,
        entry_point: t.entry_point.clone(),
    };
    WRITER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let writer = match slot.as_mut() {
            Some(w) => w,
            None => slot.insert(
                spv::Writer::new(&spv::Options::default())
                    .map_err(|e| TranslateError::output("SPIR-V", e))?,
            ),
        };
        let mut words = Vec::new();
        writer
            .write(&t.module, &t.info, Some(&pipeline), &None, &mut words)
            .map_err(|e| TranslateError::output("SPIR-V", e))?;
        Ok(words)
    })
}

/// SPIR-V as little-endian bytes (what a `.spv` file holds).
pub fn to_spirv_bytes(t: &Translation) -> Result<Vec<u8>, TranslateError> {
    Ok(to_spirv(t)?.iter().flat_map(|w| w.to_le_bytes()).collect())
}

/// WGSL text. It starts with `diagnostic(off, derivative_uniformity);`,
/// the module's diagnostic filter, which naga's WGSL writer does not print:
/// D3D9 samples with implicit derivatives inside flow control that WGSL
/// cannot prove uniform, so without it the text would not parse back.
pub fn to_wgsl(t: &Translation) -> Result<String, TranslateError> {
    let body = wgsl::write_string(&t.module, &t.info, wgsl::WriterFlags::empty())
        .map_err(|e| TranslateError::output("WGSL", e))?;
    Ok(format!("diagnostic(off, derivative_uniformity);\n\n{body}"))
}

/// MSL 2.1 text; buffers, textures and samplers are numbered per the
/// interface (`[[buffer(binding)]]`, `[[texture(stage)]]`, `[[sampler(stage)]]`).
pub fn to_msl(t: &Translation) -> Result<String, TranslateError> {
    let mut resources = msl::EntryPointResources::default();
    let group = t.interface.group;
    for binding in [crate::interface::CONSTANTS_BINDING, RENDERER_BINDING] {
        resources.resources.insert(
            naga::ResourceBinding { group, binding },
            msl::BindTarget {
                buffer: Some(binding as u8),
                ..Default::default()
            },
        );
    }
    for tex in &t.interface.textures {
        let slot = tex.stage as u8;
        resources.resources.insert(
            naga::ResourceBinding {
                group,
                binding: tex.texture_binding,
            },
            msl::BindTarget {
                texture: Some(slot),
                ..Default::default()
            },
        );
        resources.resources.insert(
            naga::ResourceBinding {
                group,
                binding: tex.sampler_binding,
            },
            msl::BindTarget {
                sampler: Some(msl::BindSamplerTarget::Resource(slot)),
                ..Default::default()
            },
        );
    }
    let mut options = msl::Options {
        lang_version: (2, 1),
        ..Default::default()
    };
    options
        .per_entry_point_map
        .insert(t.entry_point.clone(), resources);
    let pipeline = msl::PipelineOptions {
        entry_point: Some((t.stage, t.entry_point.clone())),
        ..Default::default()
    };
    msl::write_string(&t.module, &t.info, &options, &pipeline)
        .map(|(text, _)| text)
        .map_err(|e| TranslateError::output("MSL", e))
}

/// GLSL ES 3.1 text. Uniform blocks take binding `2 * group + binding`;
/// the combined samplers take the sampler stage (vertex textures 16..19).
pub fn to_glsl(t: &Translation) -> Result<String, TranslateError> {
    let mut options = glsl::Options {
        writer_flags: glsl::WriterFlags::empty(),
        ..Default::default()
    };
    let group = t.interface.group;
    for binding in [crate::interface::CONSTANTS_BINDING, RENDERER_BINDING] {
        options.binding_map.insert(
            naga::ResourceBinding { group, binding },
            (2 * group + binding) as u8,
        );
    }
    let vertex_offset = if t.stage == naga::ShaderStage::Vertex {
        16
    } else {
        0
    };
    for tex in &t.interface.textures {
        for binding in [tex.texture_binding, tex.sampler_binding] {
            options.binding_map.insert(
                naga::ResourceBinding { group, binding },
                (tex.stage + vertex_offset) as u8,
            );
        }
    }
    let pipeline = glsl::PipelineOptions {
        shader_stage: t.stage,
        entry_point: t.entry_point.clone(),
        multiview: None,
    };
    let mut text = String::new();
    let mut writer = glsl::Writer::new(
        &mut text,
        &t.module,
        &t.info,
        &options,
        &pipeline,
        BoundsCheckPolicies::default(),
    )
    .map_err(|e| TranslateError::output("GLSL", e))?;
    writer
        .write()
        .map_err(|e| TranslateError::output("GLSL", e))?;
    Ok(text)
}

/// The translation in `kind`, as bytes (SPIR-V binary or UTF-8 text).
pub fn write(t: &Translation, kind: OutputKind) -> Result<Vec<u8>, TranslateError> {
    Ok(match kind {
        OutputKind::Spirv => to_spirv_bytes(t)?,
        OutputKind::Wgsl => to_wgsl(t)?.into_bytes(),
        OutputKind::Msl => to_msl(t)?.into_bytes(),
        OutputKind::Glsl => to_glsl(t)?.into_bytes(),
    })
}
