//! Linking a vertex shader to a pixel shader the way D3D9 does, by
//! rewriting the outputs of the translated vertex module ([`plan`] says
//! how, [`patch_vertex`] does it):
//!
//! - D3D9 matches outputs to inputs by semantic (usage, index). A vertex
//!   output sits at its semantic's `varying_location`; a pixel shader reads
//!   the semantics located from 16 up at free locations below 16
//!   (`interface::pixel_input_locations`), so the vertex outputs of those
//!   semantics move there;
//! - vertex outputs the pixel shader does not read are dropped (as D3D9
//!   drops them) when they sit from location 16 up (beyond what adapters
//!   allow) or at a location the pixel shader reads another semantic at;
//! - every pixel shader input the vertex shader does not write gets a VS
//!   output holding what D3D9 reads there (`StageInput::unwritten`: white for
//!   the diffuse colour below ps_3_0, otherwise 0; wgpu rejects a pipeline
//!   whose pixel inputs have no vertex output), except the fog factor, which
//!   vs < 3.0 shaders without `oFog` take from the specular alpha (`oD1.w`),
//!   as D3D9 does;
//! - user clip planes (`D3DRS_CLIPPLANEENABLE`) become `clip_distances`: the
//!   first n planes of the vertex renderer block's `clip_planes` (the
//!   renderer packs the enabled ones), applied to the output position (past
//!   the block's `half_pixel` adjustment: a renderer that scales or moves
//!   the position there gives its planes in that space);
//! - points other than 1-pixel points are drawn as quads whose size,
//!   clamps and viewport come from the renderer block too.
//!
//! Values (plane equations, point sizes, the viewport) are uniforms, never
//! baked into the module: a linked module depends only on which inputs are
//! added, how many planes are enabled and whether points are sprites, so a
//! game moving a clip plane or resizing points compiles nothing.
//!
//! The vertex module's entry point wraps the shader and ends in one
//! `return Compose(Output, ...)` (the translator's shape); this module
//! appends members to that struct and components to that compose.

use naga::{
    Binding, BuiltIn, Expression, Handle, Literal, MathFunction, Module, Scalar, Span, Statement,
    StructMember, Type, TypeInner, VectorSize,
};

use ninebridge_types::DeclUsage;

use crate::interface::{VERTEX_RENDERER_FIELDS, bind_group, varying_location};

/// Why a module could not be linked (the translator's shape was not found:
/// a module not made by `translate`).
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct LinkError(String);

impl From<&str> for LinkError {
    fn from(s: &str) -> Self {
        LinkError(s.to_string())
    }
}

impl From<String> for LinkError {
    fn from(s: String) -> Self {
        LinkError(s)
    }
}

/// User clip planes the vertex renderer block holds.
pub const MAX_CLIP_PLANES: usize = 6;

/// Loads member `field` of the vertex renderer block through `pointer`
/// (the block's `GlobalVariable` expression, which needs no `Emit`); the
/// access and the load are appended where the caller's `Emit` range covers
/// them.
fn renderer_member(
    expressions: &mut naga::Arena<Expression>,
    field: &str,
    pointer: Handle<Expression>,
) -> Result<Handle<Expression>, LinkError> {
    let index = VERTEX_RENDERER_FIELDS
        .iter()
        .position(|f| f.name == field)
        .ok_or_else(|| LinkError(format!("no renderer field {field}")))? as u32;
    let member = access_index(expressions, pointer, index);
    Ok(expressions.append(Expression::Load { pointer: member }, Span::UNDEFINED))
}

/// Appends `base.index` (a struct member or a vector component).
fn access_index(
    expressions: &mut naga::Arena<Expression>,
    base: Handle<Expression>,
    index: u32,
) -> Handle<Expression> {
    expressions.append(Expression::AccessIndex { base, index }, Span::UNDEFINED)
}

/// The vertex renderer block's global variable, declared with the layout
/// of [`VERTEX_RENDERER_FIELDS`] when the module has none (a module that
/// never needed its renderer block, before a plane or a point needs it).
fn renderer_global(module: &mut Module) -> Result<Handle<naga::GlobalVariable>, LinkError> {
    let group = bind_group(naga::ShaderStage::Vertex);
    let binding = crate::interface::RENDERER_BINDING;
    if let Some((h, _)) = module.global_variables.iter().find(|(_, g)| {
        g.binding
            .as_ref()
            .is_some_and(|b| b.group == group && b.binding == binding)
    }) {
        return Ok(h);
    }
    let vec4 = module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Vector {
                size: VectorSize::Quad,
                scalar: Scalar::F32,
            },
        },
        Span::UNDEFINED,
    );
    let planes = module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Array {
                base: vec4,
                size: naga::ArraySize::Constant(
                    std::num::NonZeroU32::new(MAX_CLIP_PLANES as u32).expect("six planes"),
                ),
                stride: 16,
            },
        },
        Span::UNDEFINED,
    );
    let layout = crate::interface::renderer_layout(naga::ShaderStage::Vertex);
    let members = layout
        .fields
        .iter()
        .zip([vec4, planes, vec4, vec4])
        .map(|(f, ty)| StructMember {
            name: Some(f.name.to_string()),
            ty,
            binding: None,
            offset: f.offset,
        })
        .collect();
    let ty = module.types.insert(
        Type {
            name: Some("VertexRenderer".into()),
            inner: TypeInner::Struct {
                members,
                span: layout.size,
            },
        },
        Span::UNDEFINED,
    );
    Ok(module.global_variables.append(
        naga::GlobalVariable {
            name: Some("d3d_renderer".into()),
            space: naga::AddressSpace::Uniform,
            binding: Some(naga::ResourceBinding { group, binding }),
            ty,
            init: None,
            memory_decorations: Default::default(),
        },
        Span::UNDEFINED,
    ))
}

fn fog_location() -> u32 {
    varying_location(DeclUsage::Fog, 0)
}

fn specular_location() -> u32 {
    varying_location(DeclUsage::Color, 1)
}

/// A pixel shader input or a vertex shader output: its binding and value
/// type.
#[derive(Clone, Debug, PartialEq)]
pub struct StageInput {
    /// The location.
    pub location: u32,
    /// The `varying_location` of the D3D semantic (usage, index) it
    /// carries: `location`, except for a pixel input read below 16 for a
    /// semantic located higher, and the linked vertex output feeding it.
    /// [`fragment_inputs`] and [`vertex_outputs`] cannot see semantics and
    /// set `location`; the caller corrects it ([`StageInput::with_semantics`]).
    pub semantic: u32,
    /// The binding (interpolation included).
    pub binding: Binding,
    /// The value type.
    pub inner: TypeInner,
    /// Pixel inputs: what D3D9 reads when no vertex output feeds it.
    pub unwritten: [f32; 4],
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
                semantic: *location,
                binding: b.clone(),
                inner: inner.clone(),
                unwritten: [0.0; 4],
            });
        }
        _ => {}
    }
}

impl StageInput {
    /// Sets the `semantic` of each of `stage` whose location `moved` lists as
    /// (location, semantic location); the others keep their location.
    pub fn with_semantics(stage: &mut [StageInput], moved: &[(u32, u32)]) {
        for s in stage {
            if let Some(&(_, semantic)) = moved.iter().find(|(l, _)| *l == s.location) {
                s.semantic = semantic;
            }
        }
    }
}

/// The located inputs of the fragment entry point `entry`.
pub fn fragment_inputs(module: &Module, entry: &str) -> Vec<StageInput> {
    let mut out = Vec::new();
    if let Some(ep) = module.entry_points.iter().find(|e| e.name == entry) {
        for arg in &ep.function.arguments {
            collect_located(module, arg.ty, arg.binding.as_ref(), &mut out);
        }
    }
    out
}

/// The located outputs of the vertex entry point `entry`.
pub fn vertex_outputs(module: &Module, entry: &str) -> Vec<StageInput> {
    let mut out = Vec::new();
    if let Some(ep) = module.entry_points.iter().find(|e| e.name == entry) {
        if let Some(r) = &ep.function.result {
            collect_located(module, r.ty, r.binding.as_ref(), &mut out);
        }
    }
    out
}

/// How a vertex shader's outputs change to feed a pixel shader's inputs.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LinkPlan {
    /// Pixel inputs whose semantic no vertex output carries: an output
    /// holding the input's unwritten value is added at its location.
    pub missing: Vec<StageInput>,
    /// Vertex outputs that move: (location, the location the pixel shader
    /// reads their semantic at).
    pub moved: Vec<(u32, u32)>,
    /// Locations of the vertex outputs removed: those the pixel shader does
    /// not read that sit from location 16 up, or where the pixel shader
    /// reads another semantic.
    pub dropped: Vec<u32>,
}

impl LinkPlan {
    /// Whether the plan leaves the vertex outputs as they are.
    pub fn is_empty(&self) -> bool {
        self.missing.is_empty() && self.moved.is_empty() && self.dropped.is_empty()
    }
}

/// How the vertex shader writing `outputs` links to the pixel shader
/// reading `inputs` (both with their semantics set): outputs and inputs of
/// the same semantic pair up, whatever their locations.
pub fn plan(outputs: &[StageInput], inputs: &[StageInput]) -> LinkPlan {
    let mut out = LinkPlan::default();
    for input in inputs {
        match outputs.iter().find(|o| o.semantic == input.semantic) {
            Some(o) if o.location != input.location => {
                out.moved.push((o.location, input.location));
            }
            Some(_) => {}
            None => out.missing.push(input.clone()),
        }
    }
    for o in outputs {
        let read = inputs.iter().any(|i| i.semantic == o.semantic);
        let in_the_way = inputs.iter().any(|i| i.location == o.location);
        if !read && (o.location >= crate::interface::PIXEL_INPUT_LOCATIONS || in_the_way) {
            out.dropped.push(o.location);
        }
    }
    out
}

/// Rewrites the outputs of the vertex entry point `entry` as `plan` says
/// (moved, dropped, and added for missing pixel inputs) and adds clip
/// distances for the first `planes` clip planes of the renderer block.
pub fn patch_vertex(
    module: &mut Module,
    entry: &str,
    plan: &LinkPlan,
    planes: usize,
) -> Result<(), LinkError> {
    let missing = &plan.missing[..];
    if planes > MAX_CLIP_PLANES {
        return Err(LinkError(format!(
            "{planes} clip planes, at most {MAX_CLIP_PLANES}"
        )));
    }
    let renderer = if planes > 0 {
        Some(renderer_global(module)?)
    } else {
        None
    };
    let f32_ty = module.types.insert(
        Type {
            name: None,
            inner: TypeInner::Scalar(Scalar::F32),
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
    let clip_ty = match u32::try_from(planes)
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
        .ok_or_else(|| LinkError(format!("no vertex entry point {entry:?}")))?;
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
            Some(Binding::Location { location, .. }) if location == specular_location()
        )
    });
    let member_location = |m: &StructMember| match m.binding {
        Some(Binding::Location { location, .. }) => Some(location),
        _ => None,
    };
    // Which old members stay, in order.
    let kept: Vec<usize> = (0..members.len())
        .filter(|&i| member_location(&members[i]).is_none_or(|l| !plan.dropped.contains(&l)))
        .collect();

    // The new struct: the old members kept (moved ones at their new
    // location), then the additions.
    let mut new_members: Vec<StructMember> = kept.iter().map(|&i| members[i].clone()).collect();
    for m in &mut new_members {
        if let Some(Binding::Location { location, .. }) = &mut m.binding
            && let Some(&(_, to)) = plan.moved.iter().find(|(from, _)| from == location)
        {
            *location = to;
        }
    }
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
        offset += 4 * planes as u32;
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
        let renderer_pointer = renderer.map(|g| {
            function
                .expressions
                .append(Expression::GlobalVariable(g), Span::UNDEFINED)
        });
        let start = function.expressions.len();
        let mut added = Vec::new();
        for (m, zero) in missing.iter().zip(zeros) {
            let from_specular = m.semantic == fog_location()
                && module_scalar_f32(&m.inner)
                && specular_member.is_some();
            let v = match specular_member.and_then(|i| components.get(i)) {
                Some(spec) if from_specular => access_index(&mut function.expressions, *spec, 3),
                _ => zero,
            };
            added.push(v);
        }
        if let Some(ty) = clip_ty {
            let mut dists = Vec::new();
            let pointer = renderer_pointer.ok_or("clip planes without a renderer block")?;
            let all = renderer_member(&mut function.expressions, "clip_planes", pointer)?;
            for i in 0..planes as u32 {
                let plane = access_index(&mut function.expressions, all, i);
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
        let mut all: Vec<Handle<Expression>> = kept
            .iter()
            .map(|&i| components.get(i).copied().ok_or("output component missing"))
            .collect::<Result<_, _>>()?;
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

fn psize_location() -> u32 {
    varying_location(DeclUsage::PointSize, 0)
}

/// Whether the vertex module writes a point size varying.
pub fn writes_point_size(outputs: &[StageInput]) -> bool {
    outputs.iter().any(|o| o.semantic == psize_location())
}

/// Rewrites the vertex entry point to draw each point as a quad: the
/// pipeline draws 6 vertices per instance (one instance per point, every
/// attribute stepped per instance), and the shader moves its position to
/// the corner `vertex_index % 6` of a square of the shader's point size (or
/// the renderer block's `point.x`), clamped to `point.y..point.z` (D3D9
/// covers the pixels whose centres fall in that square; `viewport.xy` gives
/// the pixels per D3D9 clip unit, which the position's adjustment scales by
/// `1 + half_pixel.zw`). With `sprite`, texcoords 0..7 are replaced by
/// the corner's (u, v, 0, 1), (0, 0) at the top left. A linked module
/// names its outputs that do not sit at their semantic's location in
/// `moved`, as (location, semantic location), so a moved semantic is never
/// taken for a texcoord or the point size.
pub fn expand_points(
    module: &mut Module,
    entry: &str,
    sprite: bool,
    moved: &[(u32, u32)],
) -> Result<(), LinkError> {
    let semantic = |location: u32| {
        moved
            .iter()
            .find(|(l, _)| *l == location)
            .map_or(location, |&(_, s)| s)
    };
    let renderer = renderer_global(module)?;
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
        .ok_or_else(|| LinkError(format!("no vertex entry point {entry:?}")))?;
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
            .filter(|(_, m)| matches!(m.binding, Some(Binding::Location { location, .. }) if loc(semantic(location))))
            .map(|(i, _)| i)
            .collect()
    };
    let psize_member = located(&|l| l == psize_location()).first().copied();
    let texcoord_members: Vec<usize> = if sprite {
        located(&|l| l < 8)
            .into_iter()
            .filter(|&i| members[i].ty == vec4_ty)
            .collect()
    } else {
        Vec::new()
    };

    let function = &mut module.entry_points[ep_index].function;
    let arg_index = u32::try_from(function.arguments.len())
        .map_err(|_| LinkError::from("too many arguments"))?;
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
        let [plus, minus, zero, one, half] = [1.0, -1.0, 0.0, 1.0, 0.5]
            .map(|v| ex.append(Expression::Literal(Literal::F32(v)), Span::UNDEFINED));
        let renderer_pointer = ex.append(Expression::GlobalVariable(renderer), Span::UNDEFINED);
        let start = ex.len();
        let point = renderer_member(ex, "point", renderer_pointer)?;
        let viewport = renderer_member(ex, "viewport", renderer_pointer)?;
        let adjust = renderer_member(ex, "half_pixel", renderer_pointer)?;
        let [size, min, max] = [0, 1, 2].map(|index| access_index(ex, point, index));
        let [vw, vh] = [0, 1].map(|index| access_index(ex, viewport, index));
        let [scale_x, scale_y] = [2, 3].map(|index| access_index(ex, adjust, index));
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
            Some(&psize) => access_index(ex, psize, 0),
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
        let w = access_index(ex, pos, 3);
        let mut bin =
            |op, left, right| ex.append(Expression::Binary { op, left, right }, Span::UNDEFINED);
        // Half the square in D3D9's NDC is size / viewport (2 NDC units
        // span it); the position is past the renderer's adjustment, so
        // times its scale (1 + half_pixel.zw).
        let sw = bin(B::Multiply, size, w);
        let sx = bin(B::Add, one, scale_x);
        let sy = bin(B::Add, one, scale_y);
        let swx = bin(B::Multiply, sw, sx);
        let swy = bin(B::Multiply, sw, sy);
        let hx = bin(B::Divide, swx, vw);
        let hy = bin(B::Divide, swy, vh);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{TranslateOptions, translate};

    fn module(asm: &str) -> crate::Translation {
        let program = ninebridge_d3dbc::assemble_program(asm).expect("test shader assembles");
        translate(&program, &TranslateOptions::default()).expect("test shader translates")
    }

    /// The located members of the vertex output: (name, location).
    fn output_names(module: &Module) -> Vec<(String, u32)> {
        let ep = &module.entry_points[0];
        let ty = ep.function.result.as_ref().unwrap().ty;
        let TypeInner::Struct { members, .. } = &module.types[ty].inner else {
            panic!("vertex output is not a struct");
        };
        members
            .iter()
            .filter_map(|m| match m.binding {
                Some(Binding::Location { location, .. }) => {
                    Some((m.name.clone().unwrap_or_default(), location))
                }
                _ => None,
            })
            .collect()
    }

    /// vs_3_0 writing TEXCOORD0, TEXCOORD1, BLENDINDICES0 (48), COLOR2
    /// (178) and DEPTH0 (208); ps_3_0 reading TEXCOORD0, BLENDINDICES0,
    /// TEXCOORD9 (105, not written) and DEPTH0. D3D9 pairs them by semantic:
    /// the pixel shader reads BLENDINDICES0, TEXCOORD9 and DEPTH0 at 1, 2
    /// and 3 (the lowest free, in semantic order), so the vertex outputs of
    /// BLENDINDICES0 and DEPTH0 move to 1 and 3, TEXCOORD9 gets a zero
    /// output at 2, TEXCOORD1 (unread, where BLENDINDICES0 now is) and
    /// COLOR2 (unread, at 178) are dropped, TEXCOORD0 stays.
    #[test]
    fn outputs_move_to_where_the_pixel_shader_reads_their_semantic() {
        let vs = module(
            "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_texcoord1 o2\n\
             dcl_blendindices o3\ndcl_color2 o4\ndcl_depth o5\n\
             mov o0, v0\nmov o1, c1\nmov o2, c2\nmov o3, c3\nmov o4, c4\nmov o5, c5\n",
        );
        let ps = module(
            "ps_3_0\ndcl_texcoord0 v0\ndcl_blendindices v1\ndcl_texcoord9 v2\ndcl_depth v3\n\
             add r0, v0, v1\nadd r0, r0, v2\nadd oC0, r0, v3\n",
        );
        let outputs = vertex_outputs(&vs.module, "main");
        let mut inputs = fragment_inputs(&ps.module, "main");
        let moved: Vec<(u32, u32)> = ps
            .interface
            .varyings
            .iter()
            .map(|v| (v.location, varying_location(v.usage, v.usage_index)))
            .filter(|(l, s)| l != s)
            .collect();
        assert_eq!(moved, vec![(1, 48), (2, 105), (3, 208)]);
        StageInput::with_semantics(&mut inputs, &moved);

        let plan = plan(&outputs, &inputs);
        assert_eq!(plan.moved, vec![(48, 1), (208, 3)]);
        assert_eq!(
            plan.missing
                .iter()
                .map(|m| (m.location, m.semantic))
                .collect::<Vec<_>>(),
            vec![(2, 105)]
        );
        assert_eq!(plan.dropped, vec![1, 178]);

        let mut linked = vs.module.clone();
        patch_vertex(&mut linked, "main", &plan, 0).unwrap();
        naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::empty(),
        )
        .validate(&linked)
        .expect("the linked module validates");
        assert_eq!(
            output_names(&linked),
            vec![
                ("texcoord0".to_string(), 0),
                ("blendindices0".to_string(), 1),
                ("depth0".to_string(), 3),
                ("linked2".to_string(), 2),
            ]
        );
        // Every pixel input has an output of its type and interpolation.
        let linked_outputs = vertex_outputs(&linked, "main");
        for input in &inputs {
            let output = linked_outputs
                .iter()
                .find(|o| o.location == input.location)
                .unwrap_or_else(|| panic!("no output at {}", input.location));
            assert_eq!(
                (&output.binding, &output.inner),
                (&input.binding, &input.inner)
            );
        }
        assert_eq!(linked_outputs.len(), inputs.len());
    }

    /// A pixel shader reading only low semantics: the vertex outputs from
    /// 16 up are dropped, nothing else changes.
    #[test]
    fn unread_outputs_from_16_up_are_dropped() {
        let vs = module(
            "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_texcoord0 o1\ndcl_blendindices o2\n\
             dcl_texcoord1 o3\nmov o0, v0\nmov o1, c1\nmov o2, c2\nmov o3, c3\n",
        );
        let ps = module("ps_3_0\ndcl_texcoord0 v0\nmov oC0, v0\n");
        let outputs = vertex_outputs(&vs.module, "main");
        let inputs = fragment_inputs(&ps.module, "main");
        let plan = plan(&outputs, &inputs);
        assert_eq!(
            plan,
            LinkPlan {
                dropped: vec![48],
                ..LinkPlan::default()
            }
        );
        let mut linked = vs.module.clone();
        patch_vertex(&mut linked, "main", &plan, 0).unwrap();
        assert_eq!(
            output_names(&linked),
            vec![("texcoord0".to_string(), 0), ("texcoord1".to_string(), 1)]
        );
    }

    /// A point sprite replaces the texcoords, never a semantic moved to a
    /// texcoord's location.
    #[test]
    fn sprites_leave_moved_semantics_alone() {
        let vs = module(
            "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_blendindices o1\ndcl_texcoord1 o2\n\
             mov o0, v0\nmov o1, c1\nmov o2, c2\n",
        );
        let ps = module("ps_3_0\ndcl_blendindices v0\ndcl_texcoord1 v1\nadd oC0, v0, v1\n");
        let outputs = vertex_outputs(&vs.module, "main");
        let mut inputs = fragment_inputs(&ps.module, "main");
        StageInput::with_semantics(&mut inputs, &[(0, 48)]);
        let plan = plan(&outputs, &inputs);
        assert_eq!(plan.moved, vec![(48, 0)]);
        let mut linked = vs.module.clone();
        patch_vertex(&mut linked, "main", &plan, 0).unwrap();
        assert_eq!(
            output_names(&linked),
            vec![
                ("blendindices0".to_string(), 0),
                ("texcoord1".to_string(), 1)
            ]
        );
        let before = returned(&linked);
        expand_points(&mut linked, "main", true, &[(0, 48)]).unwrap();
        naga::valid::Validator::new(
            naga::valid::ValidationFlags::all(),
            naga::valid::Capabilities::empty(),
        )
        .validate(&linked)
        .expect("the expanded module validates");
        let after = returned(&linked);
        // Members: position, blendindices0 (at texcoord 0's location),
        // texcoord1. The position and texcoord1 change, blendindices0 not.
        assert_ne!(after[0], before[0]);
        assert_eq!(after[1], before[1]);
        assert_ne!(after[2], before[2]);
    }

    /// The components of the entry point's `return Compose(..)`.
    fn returned(module: &Module) -> Vec<Handle<Expression>> {
        let f = &module.entry_points[0].function;
        f.body
            .iter()
            .find_map(|s| match s {
                Statement::Return { value: Some(v) } => match &f.expressions[*v] {
                    Expression::Compose { components, .. } => Some(components.clone()),
                    _ => None,
                },
                _ => None,
            })
            .expect("a composed return")
    }
}
