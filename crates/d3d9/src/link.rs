//! Linking a vertex shader to a pixel shader the way D3D9 does, by adding
//! outputs to the translated vertex module:
//!
//! - every pixel shader input the vertex shader does not write gets a VS
//!   output holding what D3D9 reads there (`StageInput::unwritten`: white for
//!   the diffuse colour below ps_3_0, otherwise 0; wgpu rejects a pipeline
//!   whose pixel inputs have no vertex output), except the fog factor, which vs < 3.0 shaders without `oFog` take from the
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
    /// Pixel inputs: what D3D9 reads when no vertex output feeds it.
    pub(crate) unwritten: [f32; 4],
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
                unwritten: [0.0; 4],
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
        let zeros: Vec<_> = missing
            .iter()
            .zip(&missing_tys)
            .map(|(m, ty)| unwritten_value(&mut function.expressions, m, *ty))
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

/// The constant a linked vertex output holds for pixel input `m`: its
/// unwritten value, as a vector of literals or a zero value. Literals and
/// zero values need no `Emit`.
fn unwritten_value(
    expressions: &mut naga::Arena<Expression>,
    m: &StageInput,
    ty: Handle<Type>,
) -> Handle<Expression> {
    match &m.inner {
        TypeInner::Vector { size, .. } if m.unwritten != [0.0; 4] => {
            let components = m.unwritten[..*size as usize]
                .iter()
                .map(|v| expressions.append(Expression::Literal(Literal::F32(*v)), Span::UNDEFINED))
                .collect();
            expressions.append(Expression::Compose { ty, components }, Span::UNDEFINED)
        }
        _ => expressions.append(Expression::ZeroValue(ty), Span::UNDEFINED),
    }
}

fn module_scalar_f32(inner: &TypeInner) -> bool {
    matches!(inner, TypeInner::Scalar(Scalar::F32))
}

/// Location of the point size varying (`varying_location(PointSize, 0)`).
const PSIZE_LOCATION: u32 = 14;

/// How points are drawn when they are not 1-pixel points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct PointExpansion {
    /// `D3DRS_POINTSIZE` in pixels (used when the shader writes no size).
    pub(crate) size: f32,
    /// `D3DRS_POINTSIZE_MIN` / `_MAX`, clamping either size.
    pub(crate) min: f32,
    /// See `min`.
    pub(crate) max: f32,
    /// `D3DRS_POINTSPRITEENABLE`: texcoords become (0, 0)..(1, 1) over the point.
    pub(crate) sprite: bool,
    /// Viewport width and height in pixels.
    pub(crate) viewport: (f32, f32),
}

/// Whether the vertex module writes a point size varying.
pub(crate) fn writes_point_size(outputs: &[StageInput]) -> bool {
    outputs.iter().any(|o| o.location == PSIZE_LOCATION)
}

/// Rewrites the vertex entry point to draw each point as a quad: the
/// pipeline draws 6 vertices per instance (one instance per point, every
/// attribute stepped per instance), and the shader moves its position to
/// the corner `vertex_index % 6` of a `size`-pixel square (D3D9 covers the
/// pixels whose centres fall in that square). With sprites, texcoords 0..7
/// are replaced by the corner's (u, v, 0, 1), (0, 0) at the top left.
pub(crate) fn expand_points(
    module: &mut Module,
    entry: &str,
    p: &PointExpansion,
) -> Result<(), String> {
    let u32_ty = module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Scalar(Scalar::U32),
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
    let TypeInner::Struct { members, .. } = module.types[result.ty].inner.clone() else {
        return Err("vertex entry point does not return a struct".into());
    };
    let position_member = members
        .iter()
        .position(|m| matches!(m.binding, Some(Binding::BuiltIn(BuiltIn::Position { .. }))))
        .ok_or("vertex output has no position")?;
    let located = |loc: &dyn Fn(u32) -> bool| -> Vec<usize> {
        members
            .iter()
            .enumerate()
            .filter(|(_, m)| matches!(m.binding, Some(Binding::Location { location, .. }) if loc(location)))
            .map(|(i, _)| i)
            .collect()
    };
    let psize_member = located(&|l| l == PSIZE_LOCATION).first().copied();
    let texcoord_members: Vec<usize> = if p.sprite {
        located(&|l| l < 8)
            .into_iter()
            .filter(|&i| members[i].ty == vec4_ty)
            .collect()
    } else {
        Vec::new()
    };

    let function = &mut module.entry_points[ep_index].function;
    let arg_index = u32::try_from(function.arguments.len()).map_err(|_| "too many arguments")?;
    function.arguments.push(naga::FunctionArgument {
        name: Some("point_vertex_index".into()),
        ty: u32_ty,
        binding: Some(Binding::BuiltIn(BuiltIn::VertexIndex)),
    });
    let body = std::mem::take(&mut function.body);
    let mut new_body = naga::Block::new();
    for (stmt, stmt_span) in body.span_into_iter() {
        let Statement::Return { value: Some(value) } = stmt else {
            new_body.push(stmt, stmt_span);
            continue;
        };
        let Expression::Compose { ty, mut components } = function.expressions[value].clone() else {
            return Err("vertex entry point does not return a composed struct".into());
        };
        let ex = &mut function.expressions;
        let vi = ex.append(Expression::FunctionArgument(arg_index), Span::UNDEFINED);
        let [six, one_u, two_u, three_u, four_u, five_u] = [6, 1, 2, 3, 4, 5]
            .map(|v| ex.append(Expression::Literal(Literal::U32(v)), Span::UNDEFINED));
        let [plus, minus, zero, one, half, size, min, max, vw, vh] = [
            1.0,
            -1.0,
            0.0,
            1.0,
            0.5,
            p.size,
            p.min,
            p.max,
            p.viewport.0,
            p.viewport.1,
        ]
        .map(|v| ex.append(Expression::Literal(Literal::F32(v)), Span::UNDEFINED));
        let start = ex.len();
        let mut bin =
            |op, left, right| ex.append(Expression::Binary { op, left, right }, Span::UNDEFINED);
        use naga::BinaryOperator as B;
        let k = bin(B::Modulo, vi, six);
        let eq1 = bin(B::Equal, k, one_u);
        let eq2 = bin(B::Equal, k, two_u);
        let eq3 = bin(B::Equal, k, three_u);
        let eq4 = bin(B::Equal, k, four_u);
        let eq5 = bin(B::Equal, k, five_u);
        let x_pos = bin(B::LogicalOr, eq1, eq4);
        let x_pos = bin(B::LogicalOr, x_pos, eq5);
        let y_pos = bin(B::LogicalOr, eq2, eq3);
        let y_pos = bin(B::LogicalOr, y_pos, eq5);
        let pos = *components
            .get(position_member)
            .ok_or("position component missing")?;
        let ex = &mut function.expressions;
        let cx = ex.append(
            Expression::Select {
                condition: x_pos,
                accept: plus,
                reject: minus,
            },
            Span::UNDEFINED,
        );
        let cy = ex.append(
            Expression::Select {
                condition: y_pos,
                accept: plus,
                reject: minus,
            },
            Span::UNDEFINED,
        );
        let raw_size = match psize_member.and_then(|i| components.get(i)) {
            Some(&psize) => ex.append(
                Expression::AccessIndex {
                    base: psize,
                    index: 0,
                },
                Span::UNDEFINED,
            ),
            None => size,
        };
        let size = ex.append(
            Expression::Math {
                fun: MathFunction::Clamp,
                arg: raw_size,
                arg1: Some(min),
                arg2: Some(max),
                arg3: None,
            },
            Span::UNDEFINED,
        );
        let w = ex.append(
            Expression::AccessIndex {
                base: pos,
                index: 3,
            },
            Span::UNDEFINED,
        );
        let mut bin =
            |op, left, right| ex.append(Expression::Binary { op, left, right }, Span::UNDEFINED);
        // Half the square in NDC is size / viewport (2 NDC units span it).
        let sw = bin(B::Multiply, size, w);
        let hx = bin(B::Divide, sw, vw);
        let hy = bin(B::Divide, sw, vh);
        let dx = bin(B::Multiply, cx, hx);
        let dy = bin(B::Multiply, cy, hy);
        let ex = &mut function.expressions;
        let offset = ex.append(
            Expression::Compose {
                ty: vec4_ty,
                components: vec![dx, dy, zero, zero],
            },
            Span::UNDEFINED,
        );
        let new_pos = ex.append(
            Expression::Binary {
                op: B::Add,
                left: pos,
                right: offset,
            },
            Span::UNDEFINED,
        );
        components[position_member] = new_pos;
        if !texcoord_members.is_empty() {
            let mut bin = |op, left, right| {
                ex.append(Expression::Binary { op, left, right }, Span::UNDEFINED)
            };
            let u1 = bin(B::Add, cx, one);
            let u = bin(B::Multiply, u1, half);
            let v1 = bin(B::Subtract, one, cy);
            let v = bin(B::Multiply, v1, half);
            let tc = ex.append(
                Expression::Compose {
                    ty: vec4_ty,
                    components: vec![u, v, zero, one],
                },
                Span::UNDEFINED,
            );
            for i in &texcoord_members {
                if let Some(c) = components.get_mut(*i) {
                    *c = tc;
                }
            }
        }
        let compose = ex.append(Expression::Compose { ty, components }, Span::UNDEFINED);
        new_body.push(Statement::Emit(ex.range_from(start)), Span::UNDEFINED);
        new_body.push(
            Statement::Return {
                value: Some(compose),
            },
            stmt_span,
        );
    }
    function.body = new_body;
    Ok(())
}
