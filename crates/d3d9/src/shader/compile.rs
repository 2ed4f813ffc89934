//! Getting a compiled shader variant: translate (or take the given
//! program), validate, find the resources it uses, create the wgpu module.

use std::sync::Arc;

use ninebridge_gpu::{Gpu, wgpu};

use super::builder::ModuleBuilder;
use super::recipe::ModuleRecipe;
use super::{Shader, ShaderSource};
use crate::pipeline::{BindingKind, CompiledShader, PIXEL_BINDING_BASE, UsedBinding};
use crate::shader::{ShaderProgram, ShaderVariant, used_bindings};

fn binding_kind(module: &naga::Module, group: u32, binding: u32) -> Option<BindingKind> {
    let var = module.global_variables.iter().map(|(_, v)| v).find(|v| {
        v.binding
            .as_ref()
            .is_some_and(|b| b.group == group && b.binding == binding)
    })?;
    Some(match &module.types[var.ty].inner {
        naga::TypeInner::Image {
            dim,
            arrayed,
            class,
        } => BindingKind::Texture(
            match (dim, arrayed) {
                (naga::ImageDimension::D1, _) => wgpu::TextureViewDimension::D1,
                (naga::ImageDimension::D2, false) => wgpu::TextureViewDimension::D2,
                (naga::ImageDimension::D2, true) => wgpu::TextureViewDimension::D2Array,
                (naga::ImageDimension::D3, _) => wgpu::TextureViewDimension::D3,
                (naga::ImageDimension::Cube, false) => wgpu::TextureViewDimension::Cube,
                (naga::ImageDimension::Cube, true) => wgpu::TextureViewDimension::CubeArray,
            },
            matches!(class, naga::ImageClass::Depth { .. }),
        ),
        naga::TypeInner::Sampler { comparison } => BindingKind::Sampler(*comparison),
        _ if matches!(var.space, naga::AddressSpace::Storage { .. }) => BindingKind::Storage,
        _ => BindingKind::Uniform,
    })
}

/// Moves a module's resources into the draw's one bind group
/// ([`PIXEL_BINDING_BASE`]): a pixel module's group-1 binding `n` becomes
/// group 0, binding `PIXEL_BINDING_BASE + n`; a vertex module keeps group 0.
/// Running it again changes nothing. A binding outside its stage's group,
/// or past the vertex stage's range, is an error naming it.
pub(crate) fn into_one_group(
    module: &mut naga::Module,
    stage: naga::ShaderStage,
) -> Result<(), crate::ShaderError> {
    for (_, var) in module.global_variables.iter_mut() {
        let Some(rb) = &mut var.binding else { continue };
        let fits = match (stage, rb.group) {
            (naga::ShaderStage::Fragment, 1) => {
                rb.group = 0;
                rb.binding += PIXEL_BINDING_BASE;
                true
            }
            // Already moved.
            (naga::ShaderStage::Fragment, 0) => rb.binding >= PIXEL_BINDING_BASE,
            (naga::ShaderStage::Vertex, 0) => rb.binding < PIXEL_BINDING_BASE,
            _ => false,
        };
        if !fits {
            return Err(crate::ShaderError::Module(format!(
                "{stage:?} shader binding ({}, {}) is outside the binding contract \
                 (vertex resources in group 0 below {PIXEL_BINDING_BASE}, pixel resources in group 1)",
                rb.group, rb.binding
            )));
        }
    }
    Ok(())
}

pub(crate) fn compile_program(
    gpu: &Gpu,
    mut program: ShaderProgram,
    id: u64,
) -> Result<CompiledShader, crate::ShaderError> {
    into_one_group(&mut program.module, program.stage)?;
    let used = used_bindings(&program)?;
    let mut bindings = Vec::with_capacity(used.len());
    for (group, binding) in used {
        let kind = binding_kind(&program.module, group, binding).ok_or_else(|| {
            crate::ShaderError::Module(format!("binding ({group}, {binding}) vanished"))
        })?;
        bindings.push(UsedBinding {
            group,
            binding,
            kind,
        });
    }
    let entry_point = program.entry_point.clone();
    let inputs = program.inputs.clone();
    let mut interface = match program.stage {
        naga::ShaderStage::Fragment => {
            ninebridge_translate::link::fragment_inputs(&program.module, &entry_point)
        }
        _ => ninebridge_translate::link::vertex_outputs(&program.module, &entry_point),
    };
    ninebridge_translate::link::StageInput::with_semantics(&mut interface, &program.moved_varyings);
    for input in &mut interface {
        if let Some((_, v)) = program
            .unwritten_inputs
            .iter()
            .find(|(loc, _)| *loc == input.location)
        {
            input.unwritten = *v;
        }
    }
    let (color_outputs, writes_depth) = match program.stage {
        naga::ShaderStage::Fragment => fragment_outputs(&program.module, &entry_point),
        _ => (0, false),
    };
    let naga = Arc::new(program.module.clone());
    let module = gpu
        .create_shader("d3d9 shader", program.module)
        .map_err(|e| crate::ShaderError::Module(e.to_string()))?;
    Ok(CompiledShader {
        id,
        module,
        entry_point,
        inputs,
        bindings,
        naga,
        interface,
        constants_read: crate::pipeline::ConstantsRead::All,
        origin: None,
        color_outputs,
        writes_depth,
    })
}

/// The colour outputs (`@location`s) a fragment entry point writes, as a
/// bit mask, and whether it writes depth.
fn fragment_outputs(module: &naga::Module, entry_point: &str) -> (u32, bool) {
    let Some(ep) = module
        .entry_points
        .iter()
        .find(|ep| ep.name == entry_point && ep.stage == naga::ShaderStage::Fragment)
    else {
        return (0, false);
    };
    let Some(result) = &ep.function.result else {
        return (0, false);
    };
    let bindings: Vec<&Option<naga::Binding>> = match &module.types[result.ty].inner {
        naga::TypeInner::Struct { members, .. } => members.iter().map(|m| &m.binding).collect(),
        _ => vec![&result.binding],
    };
    let mut colors = 0u32;
    let mut depth = false;
    for b in bindings {
        match b {
            Some(naga::Binding::Location { location, .. }) if *location < 32 => {
                colors |= 1 << location
            }
            Some(naga::Binding::BuiltIn(naga::BuiltIn::FragDepth)) => depth = true,
            _ => {}
        }
    }
    (colors, depth)
}

/// The compiled variant of `shader`: bytecode through the shared
/// [`ModuleBuilder`] (once per distinct bytecode and variant, whichever
/// thread asks first), a given program compiled here (its single variant).
pub(crate) fn compiled(
    gpu: &Gpu,
    builder: &ModuleBuilder,
    shader: &mut Shader,
    variant: ShaderVariant,
    next_id: &mut u64,
) -> Result<Arc<CompiledShader>, crate::ShaderError> {
    // Programs given directly have a single variant.
    let variant = match shader.source {
        ShaderSource::Program(_) => ShaderVariant::default(),
        ShaderSource::Bytecode(_) => variant,
    };
    if let Some(done) = shader.variants.get(&variant) {
        return done.clone();
    }
    let result = match (&shader.source, shader.code) {
        (ShaderSource::Bytecode(_), Some(code)) => {
            builder.base(&ModuleRecipe::Bytecode { code, variant })
        }
        (ShaderSource::Bytecode(code), None) => Err(crate::ShaderError::Module(format!(
            "bytecode of {} bytes is too long",
            code.len()
        ))),
        (ShaderSource::Program(program), _) => {
            // Programs have no bytecode to name them: a session number, in
            // a range content keys never take (top bit set).
            *next_id += 1;
            compile_program(gpu, (**program).clone(), *next_id | 1 << 63).map(Arc::new)
        }
    };
    shader.variants.insert(variant, result.clone());
    result
}

/// A key that means the same thing in every process: XXH3 of `value`'s
/// `Hash` feed (integers and enum discriminants, no addresses or random
/// seeds), with the top bit clear. Compiled shader variants, and the linked
/// and point-expanded vertex shaders made from them, are named by it, so a
/// pipeline key names the same pipeline in the next session (pipeline recipes
/// store these keys).
pub(crate) fn stable_key(value: &impl std::hash::Hash) -> u64 {
    use std::hash::Hasher;
    let mut h = xxhash_rust::xxh3::Xxh3Default::new();
    value.hash(&mut h);
    h.finish() & !(1 << 63)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module with a sampler at each of `bindings` (group, binding).
    fn module_with(bindings: &[(u32, u32)]) -> naga::Module {
        let mut module = naga::Module::default();
        let ty = module.types.insert(
            naga::Type {
                name: None,
                inner: naga::TypeInner::Sampler { comparison: false },
            },
            naga::Span::UNDEFINED,
        );
        for &(group, binding) in bindings {
            module.global_variables.append(
                naga::GlobalVariable {
                    name: None,
                    space: naga::AddressSpace::Handle,
                    binding: Some(naga::ResourceBinding { group, binding }),
                    ty,
                    init: None,
                    memory_decorations: Default::default(),
                },
                naga::Span::UNDEFINED,
            );
        }
        module
    }

    fn bindings_of(module: &naga::Module) -> Vec<(u32, u32)> {
        module
            .global_variables
            .iter()
            .filter_map(|(_, v)| v.binding.as_ref().map(|b| (b.group, b.binding)))
            .collect()
    }

    /// A pixel module's group 1 moves to group 0 from
    /// `PIXEL_BINDING_BASE` on, once (a second pass changes nothing); a
    /// vertex module stays; a binding outside its stage's group is an
    /// error naming it.
    #[test]
    fn pixel_resources_move_into_the_one_group() {
        use naga::ShaderStage::{Fragment, Vertex};
        let mut ps = module_with(&[(1, 0), (1, 1), (1, 33)]);
        into_one_group(&mut ps, Fragment).unwrap();
        let moved = vec![(0, 16), (0, 17), (0, 49)];
        assert_eq!(bindings_of(&ps), moved);
        into_one_group(&mut ps, Fragment).unwrap();
        assert_eq!(bindings_of(&ps), moved);
        let mut vs = module_with(&[(0, 0), (0, 9)]);
        into_one_group(&mut vs, Vertex).unwrap();
        assert_eq!(bindings_of(&vs), vec![(0, 0), (0, 9)]);
        for (stage, bindings) in [
            (Vertex, [(1, 0)]),
            (Vertex, [(0, PIXEL_BINDING_BASE)]),
            (Fragment, [(2, 0)]),
            (Fragment, [(0, 3)]),
        ] {
            let err = into_one_group(&mut module_with(&bindings), stage).unwrap_err();
            let (g, b) = bindings[0];
            assert!(
                err.to_string().contains(&format!("({g}, {b})")),
                "{stage:?} {bindings:?}: {err}"
            );
        }
    }

    /// The same value gives the same key every time (no random seed), and
    /// different values different keys.
    #[test]
    fn stable_keys_are_deterministic() {
        let a = stable_key(&(0u8, 0x1234_5678_u64, ShaderVariant::default()));
        assert_eq!(
            a,
            stable_key(&(0u8, 0x1234_5678_u64, ShaderVariant::default()))
        );
        assert_ne!(
            a,
            stable_key(&(1u8, 0x1234_5678_u64, ShaderVariant::default()))
        );
        let flat = ShaderVariant {
            flat: true,
            ..ShaderVariant::default()
        };
        assert_ne!(a, stable_key(&(0u8, 0x1234_5678_u64, flat)));
        assert_eq!(a >> 63, 0);
        // Pinned (XXH3 of the u64's little-endian bytes, recorded from this
        // build): a change means keys stored by an earlier version no longer
        // name the same shaders.
        assert_eq!(stable_key(&42u64), 6_171_893_878_189_139_912);
    }
}
