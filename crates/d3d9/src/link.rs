//! Linking a vertex shader to a pixel shader the way D3D9 does, by adding
//! outputs to the translated vertex module:
//!
//! - every pixel shader input the vertex shader does not write gets a VS
//!   output (D3D9 reads such inputs as 0; wgpu rejects the pipeline), except
//!   the fog factor, which vs < 3.0 shaders without `oFog` take from the
//!   specular alpha (`oD1.w`), as D3D9 does;
//! - user clip planes (`D3DRS_CLIPPLANEENABLE`) become `clip_distances`, the
//!   plane equations baked in (D3D9 applies them to the clip-space position
//!   the shader writes).
//!
//! The vertex module's entry point wraps the shader and ends in one
//! `return Compose(Output, ...)` (the translator's shape); this module
//! appends members to that struct and components to that compose.

use naga::{
    Binding, BuiltIn, Expression, Handle, Literal, MathFunction, Module, Scalar, Span, Statement,
    StructMember, Type, TypeInner, VectorSize,
};

/// Location of the fog varying (`varying_location(Fog, 0)`).
const FOG_LOCATION: u32 = 10;
/// Location of the specular colour varying (`varying_location(Color, 1)`).
const SPECULAR_LOCATION: u32 = 9;

/// A pixel shader input: its binding and value type.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct StageInput {
    pub(crate) location: u32,
    pub(crate) binding: Binding,
    pub(crate) inner: TypeInner,
}

fn collect_located(
    module: &Module,
    ty: Handle<Type>,
    binding: Option<&Binding>,
    out: &mut Vec<StageInput>,
) {
    match (&module.types[ty].inner, binding) {
        (TypeInner::Struct { members, .. }, None) => {
            for m in members {
                collect_located(module, m.ty, m.binding.as_ref(), out);
            }
        }
        (inner, Some(b @ Binding::Location { location, .. })) => {
            out.push(StageInput {
                location: *location,
                binding: b.clone(),
                inner: inner.clone(),
            });
        }
        _ => {}
    }
}

/// The located inputs of the fragment entry point `entry`.
pub(crate) fn fragment_inputs(module: &Module, entry: &str) -> Vec<StageInput> {
    let mut out = Vec::new();
    if let Some(ep) = module.entry_points.iter().find(|e| e.name == entry) {
        for arg in &ep.function.arguments {
            collect_located(module, arg.ty, arg.binding.as_ref(), &mut out);
        }
    }
    out
}

/// The located outputs of the vertex entry point `entry`.
pub(crate) fn vertex_outputs(module: &Module, entry: &str) -> Vec<StageInput> {
    let mut out = Vec::new();
    if let Some(ep) = module.entry_points.iter().find(|e| e.name == entry) {
        if let Some(r) = &ep.function.result {
            collect_located(module, r.ty, r.binding.as_ref(), &mut out);
        }
    }
    out
}

/// Adds the outputs for `missing` pixel inputs and clip distances for
/// `planes` to the vertex entry point `entry`.
pub(crate) fn patch_vertex(
    module: &mut Module,
    entry: &str,
    missing: &[StageInput],
    planes: &[[f32; 4]],
) -> Result<(), String> {
    let f32_ty = module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Scalar(Scalar::F32),
        },
        Span::UNDEFINED,
    );
    let vec4_ty = module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Vector {
                size: VectorSize::Quad,
                scalar: Scalar::F32,
            },
        },
        Span::UNDEFINED,
    );
    let missing_tys: Vec<Handle<Type>> = missing
        .iter()
        .map(|m| {
            module.types.insert(
                Type {
                    name: None,
                    inner: m.inner.clone(),
                },
                Span::UNDEFINED,
            )
        })
        .collect();
    let clip_ty = match u32::try_from(planes.len())
        .ok()
        .and_then(std::num::NonZeroU32::new)
    {
        Some(n) => Some(module.types.insert(
            Type {
                name: None,
                inner: TypeInner::Array {
                    base: f32_ty,
                    size: naga::ArraySize::Constant(n),
                    stride: 4,
                },
            },
            Span::UNDEFINED,
        )),
        None => None,
    };
    let ep_index = module
        .entry_points
        .iter()
        .position(|e| e.name == entry && e.stage == naga::ShaderStage::Vertex)
        .ok_or_else(|| format!("no vertex entry point {entry:?}"))?;
    let result = module.entry_points[ep_index]
        .function
        .result
        .clone()
        .ok_or("vertex entry point returns nothing")?;
    let TypeInner::Struct { members, span } = module.types[result.ty].inner.clone() else {
        return Err("vertex entry point does not return a struct".into());
    };
    let position_member = members
        .iter()
        .position(|m| matches!(m.binding, Some(Binding::BuiltIn(BuiltIn::Position { .. }))))
        .ok_or("vertex output has no position")?;
    let specular_member = members.iter().position(|m| {
        matches!(
            m.binding,
            Some(Binding::Location {
                location: SPECULAR_LOCATION,
                ..
            })
        )
    });

    // The new struct: old members, then the additions.
    let mut new_members = members.clone();
    let mut offset = span.next_multiple_of(16);
    for (m, ty) in missing.iter().zip(&missing_tys) {
        new_members.push(StructMember {
            name: Some(format!("linked{}", m.location)),
            ty: *ty,
            binding: Some(m.binding.clone()),
            offset,
        });
        offset += 16;
    }
    if let Some(ty) = clip_ty {
        new_members.push(StructMember {
            name: Some("clip_distances".into()),
            ty,
            binding: Some(Binding::BuiltIn(BuiltIn::ClipDistances)),
            offset,
        });
        offset += 4 * planes.len() as u32;
    }
    let new_ty = module.types.insert(
        Type {
            name: Some("LinkedVertexOutput".into()),
            inner: TypeInner::Struct {
                members: new_members,
                span: offset.next_multiple_of(16),
            },
        },
        Span::UNDEFINED,
    );

    let function = &mut module.entry_points[ep_index].function;
    let body = std::mem::take(&mut function.body);
    let mut new_body = naga::Block::new();
    for (stmt, stmt_span) in body.span_into_iter() {
        let Statement::Return { value: Some(value) } = stmt else {
            new_body.push(stmt, stmt_span);
            continue;
        };
        let Expression::Compose { ty, components } = function.expressions[value].clone() else {
            return Err("vertex entry point does not return a composed struct".into());
        };
        if ty != result.ty {
            return Err("vertex entry point returns an unexpected type".into());
        }
        let position = *components
            .get(position_member)
            .ok_or("position component missing")?;
        // Pre-emitted values first (literals, zero values), outside the Emit range.
        let zeros: Vec<_> = missing_tys
            .iter()
            .map(|ty| {
                function
                    .expressions
                    .append(Expression::ZeroValue(*ty), Span::UNDEFINED)
            })
            .collect();
        let plane_literals: Vec<[Handle<Expression>; 4]> = planes
            .iter()
            .map(|p| {
                p.map(|v| {
                    function
                        .expressions
                        .append(Expression::Literal(Literal::F32(v)), Span::UNDEFINED)
                })
            })
            .collect();
        let start = function.expressions.len();
        let mut added = Vec::new();
        for (m, zero) in missing.iter().zip(zeros) {
            let from_specular = m.location == FOG_LOCATION
                && module_scalar_f32(&m.inner)
                && specular_member.is_some();
            let v = match specular_member.and_then(|i| components.get(i)) {
                Some(spec) if from_specular => function.expressions.append(
                    Expression::AccessIndex {
                        base: *spec,
                        index: 3,
                    },
                    Span::UNDEFINED,
                ),
                _ => zero,
            };
            added.push(v);
        }
        if let Some(ty) = clip_ty {
            let mut dists = Vec::new();
            for lits in &plane_literals {
                let plane = function.expressions.append(
                    Expression::Compose {
                        ty: vec4_ty,
                        components: lits.to_vec(),
                    },
                    Span::UNDEFINED,
                );
                let d = function.expressions.append(
                    Expression::Math {
                        fun: MathFunction::Dot,
                        arg: position,
                        arg1: Some(plane),
                        arg2: None,
                        arg3: None,
                    },
                    Span::UNDEFINED,
                );
                dists.push(d);
            }
            added.push(function.expressions.append(
                Expression::Compose {
                    ty,
                    components: dists,
                },
                Span::UNDEFINED,
            ));
        }
        let mut all = components.clone();
        all.extend(added);
        let compose = function.expressions.append(
            Expression::Compose {
                ty: new_ty,
                components: all,
            },
            Span::UNDEFINED,
        );
        new_body.push(
            Statement::Emit(function.expressions.range_from(start)),
            Span::UNDEFINED,
        );
        new_body.push(
            Statement::Return {
                value: Some(compose),
            },
            stmt_span,
        );
    }
    function.body = new_body;
    function.result = Some(naga::FunctionResult {
        ty: new_ty,
        binding: None,
    });
    Ok(())
}

fn module_scalar_f32(inner: &TypeInner) -> bool {
    matches!(inner, TypeInner::Scalar(Scalar::F32))
}
