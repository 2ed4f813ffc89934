//! Getting a compiled shader variant: translate (or take the given
//! program), validate, find the resources it uses, create the wgpu module.

use std::sync::Arc;

use ninebridge_gpu::{Gpu, wgpu};

use crate::device::{Shader, ShaderSource};
use crate::pipeline::{BindingKind, CompiledShader, UsedBinding};
use crate::shader::{ShaderProgram, ShaderTranslator, ShaderVariant, used_bindings};

fn binding_kind(module: &naga::Module, group: u32, binding: u32) -> Option<BindingKind> {
    let var = module.global_variables.iter().map(|(_, v)| v).find(|v| {
        v.binding
            .as_ref()
            .is_some_and(|b| b.group == group && b.binding == binding)
    })?;
    Some(match &module.types[var.ty].inner {
        naga::TypeInner::Image { dim, arrayed, .. } => BindingKind::Texture(match (dim, arrayed) {
            (naga::ImageDimension::D1, _) => wgpu::TextureViewDimension::D1,
            (naga::ImageDimension::D2, false) => wgpu::TextureViewDimension::D2,
            (naga::ImageDimension::D2, true) => wgpu::TextureViewDimension::D2Array,
            (naga::ImageDimension::D3, _) => wgpu::TextureViewDimension::D3,
            (naga::ImageDimension::Cube, false) => wgpu::TextureViewDimension::Cube,
            (naga::ImageDimension::Cube, true) => wgpu::TextureViewDimension::CubeArray,
        }),
        naga::TypeInner::Sampler { .. } => BindingKind::Sampler,
        _ => BindingKind::Uniform,
    })
}

pub(crate) fn compile_program(
    gpu: &Gpu,
    program: ShaderProgram,
    id: u64,
) -> Result<CompiledShader, String> {
    let used = used_bindings(&program)?;
    let mut bindings = Vec::with_capacity(used.len());
    for (group, binding) in used {
        let kind = binding_kind(&program.module, group, binding)
            .ok_or_else(|| format!("binding ({group}, {binding}) vanished"))?;
        bindings.push(UsedBinding {
            group,
            binding,
            kind,
        });
    }
    let entry_point = program.entry_point.clone();
    let inputs = program.inputs.clone();
    let mut interface = match program.stage {
        naga::ShaderStage::Fragment => crate::link::fragment_inputs(&program.module, &entry_point),
        _ => crate::link::vertex_outputs(&program.module, &entry_point),
    };
    for input in &mut interface {
        if let Some((_, v)) = program
            .unwritten_inputs
            .iter()
            .find(|(loc, _)| *loc == input.location)
        {
            input.unwritten = *v;
        }
    }
    let naga = Arc::new(program.module.clone());
    let module = gpu
        .create_shader("d3d9 shader", program.module)
        .map_err(|e| e.to_string())?;
    Ok(CompiledShader {
        id,
        module,
        entry_point,
        inputs,
        bindings,
        naga,
        interface,
        constants_read: crate::pipeline::ConstantsRead::All,
    })
}

/// The compiled variant of `shader`, translating it on first use.
pub(crate) fn compiled(
    gpu: &Gpu,
    translator: &dyn ShaderTranslator,
    shader: &mut Shader,
    variant: ShaderVariant,
    next_id: &mut u64,
) -> Result<Arc<CompiledShader>, String> {
    // Programs given directly have a single variant.
    let variant = match shader.source {
        ShaderSource::Program(_) => ShaderVariant::default(),
        ShaderSource::Bytecode(_) => variant,
    };
    if let Some(done) = shader.variants.get(&variant) {
        return done.clone();
    }
    *next_id += 1;
    let id = *next_id;
    let result = match &shader.source {
        ShaderSource::Bytecode(code) => translator
            .translate(code, &variant)
            .and_then(|program| compile_program(gpu, program, id))
            .map(|mut compiled| {
                compiled.constants_read = crate::pipeline::ConstantsRead::of_bytecode(code);
                compiled
            }),
        ShaderSource::Program(program) => compile_program(gpu, (**program).clone(), id),
    }
    .map(Arc::new);
    shader.variants.insert(variant, result.clone());
    result
}
