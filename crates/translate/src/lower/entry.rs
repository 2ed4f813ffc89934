//! The entry point and the resources around the program: the uniform
//! blocks, stage inputs and outputs matched by D3D usage, the renderer's
//! adjustment of the output position (half-pixel offset, viewport scale),
//! and the pixel extras D3D9 applies after a pixel shader (vertex/table
//! fog, alpha test).

use std::num::NonZeroU32;

use naga::{
    AddressSpace, ArraySize, BinaryOperator as B, Binding, BuiltIn, EntryPoint, Expression,
    Function, FunctionArgument, FunctionResult, GlobalVariable, Handle, Interpolation,
    MathFunction as M, ResourceBinding, Sampling, ShaderStage, Span, Statement, StructMember,
    TypeInner,
};
use ninebridge_d3dbc::{DeclUsageName, Declaration, RegisterType};

use super::Ctx;
use super::builder::Builder;
use crate::error::TranslateError;
use crate::interface::{
    self, DeclUsage, ShaderInterface, TextureBinding, Varying, VertexInput, varying_location,
};
use crate::options::CmpFunc;
use crate::options::VertexFetch;

type Expr = Handle<Expression>;

/// The module's "derivative uniformity is off" diagnostic filter.
pub(crate) fn derivative_filter(
    ctx: &mut Ctx,
) -> Handle<naga::diagnostic_filter::DiagnosticFilterNode> {
    use naga::diagnostic_filter::{
        DiagnosticFilter, DiagnosticFilterNode, FilterableTriggeringRule, Severity,
        StandardFilterableTriggeringRule,
    };
    if let Some(h) = ctx.b.module.diagnostic_filter_leaf {
        return h;
    }
    let h = ctx.b.module.diagnostic_filters.append(
        DiagnosticFilterNode {
            inner: DiagnosticFilter {
                new_severity: Severity::Off,
                triggering_rule: FilterableTriggeringRule::Standard(
                    StandardFilterableTriggeringRule::DerivativeUniformity,
                ),
            },
            parent: None,
        },
        Span::UNDEFINED,
    );
    ctx.b.module.diagnostic_filter_leaf = Some(h);
    h
}

fn array(ctx: &mut Ctx, base: Handle<naga::Type>, len: u32) -> Handle<naga::Type> {
    let size = ArraySize::Constant(NonZeroU32::new(len).unwrap_or(NonZeroU32::MIN));
    ctx.b.ty(TypeInner::Array {
        base,
        size,
        stride: 16,
    })
}

fn member(name: &str, ty: Handle<naga::Type>, offset: u32) -> StructMember {
    StructMember {
        name: Some(name.to_string()),
        ty,
        binding: None,
        offset,
    }
}

fn uniform_global(
    ctx: &mut Ctx,
    name: &str,
    ty: Handle<naga::Type>,
    binding: u32,
) -> Handle<GlobalVariable> {
    let group = interface::bind_group(ctx.stage);
    ctx.b.module.global_variables.append(
        GlobalVariable {
            name: Some(name.to_string()),
            space: AddressSpace::Uniform,
            binding: Some(ResourceBinding { group, binding }),
            ty,
            init: None,
            memory_decorations: Default::default(),
        },
        Span::UNDEFINED,
    )
}

/// The D3D constants block `{ c, i, b }` (see [`interface::constants_layout`]).
pub(crate) fn constants_global(ctx: &mut Ctx) -> Handle<GlobalVariable> {
    let sw = ctx.options.software_vp;
    let layout = interface::constants_layout_for(ctx.stage, sw);
    let counts = interface::constant_counts(ctx.stage, sw);
    let (f4, i4, u4) = (ctx.b.types.vec4f, ctx.b.types.vec4i, ctx.b.types.vec4u);
    let c = array(ctx, f4, counts.float);
    let i = array(ctx, i4, counts.int);
    let b = array(ctx, u4, counts.bool);
    let offset = |name| layout.field(name).map_or(0, |f| f.offset);
    let ty = ctx.b.module.types.insert(
        naga::Type {
            name: Some("D3DConstants".to_string()),
            inner: TypeInner::Struct {
                members: vec![
                    member("c", c, offset("c")),
                    member("i", i, offset("i")),
                    member("b", b, offset("b")),
                ],
                span: layout.size,
            },
        },
        Span::UNDEFINED,
    );
    let g = uniform_global(ctx, "d3d_constants", ty, interface::CONSTANTS_BINDING);
    if sw && ctx.stage == ShaderStage::Vertex {
        ctx.b.module.global_variables[g].space = AddressSpace::Storage {
            access: naga::StorageAccess::LOAD,
        };
    }
    g
}

impl Ctx<'_> {
    /// A pointer to the renderer uniform block, created on first use.
    pub(crate) fn renderer_ptr(&mut self) -> Expr {
        let g = match self.renderer {
            Some(g) => g,
            None => {
                let g = renderer_global(self);
                self.renderer = Some(g);
                g
            }
        };
        self.b.global(g)
    }

    /// Loads field `index` of the renderer block.
    pub(crate) fn renderer_field(&mut self, index: u32) -> Expr {
        let r = self.renderer_ptr();
        let f = self.b.index(r, index);
        self.b.load(f)
    }
}

/// The renderer block layout the module declares: the whole pixel block
/// for the fixed-function stage, the shader part otherwise.
/// Pixel modules that emulate border colours declare the border part too
/// (after the rest, at its fixed offset).
pub(crate) fn renderer_layout_of(ctx: &Ctx) -> interface::UniformLayout {
    let layout = if ctx.ff_renderer && ctx.stage == ShaderStage::Fragment {
        interface::ff_pixel_renderer_layout()
    } else {
        interface::renderer_layout(ctx.stage)
    };
    if ctx.options.border_emulation != 0 {
        interface::with_border_fields(ctx.stage, layout)
    } else {
        layout
    }
}

/// The member index of field `name` in the renderer block the module
/// declares (`None` when it does not declare it).
pub(crate) fn renderer_member(ctx: &Ctx, name: &str) -> Option<u32> {
    renderer_layout_of(ctx)
        .fields
        .iter()
        .position(|f| f.name == name)
        .map(|i| i as u32)
}

fn renderer_global(ctx: &mut Ctx) -> Handle<GlobalVariable> {
    let layout = renderer_layout_of(ctx);
    let f4 = ctx.b.types.vec4f;
    let members = if ctx.stage == ShaderStage::Fragment {
        let arr = array(ctx, f4, interface::BUMPENV_STAGES);
        let bias = array(ctx, f4, interface::LOD_BIAS_VEC4S);
        let (f, u) = (ctx.b.types.f32, ctx.b.types.u32);
        let mut tys = vec![f4, f4, arr, arr, f, u, u, f, bias];
        if layout.field("texture_factor").is_some() {
            // The fixed-function part (only then: an unused type would
            // change the names the MSL writer gives).
            let constants = array(ctx, f4, interface::FF_STAGES);
            let high = array(ctx, f4, interface::FF_STAGES - interface::BUMPENV_STAGES);
            tys.extend([f4, constants, high, high]);
        }
        if layout.field("border_color").is_some() {
            let stages = array(ctx, f4, interface::PIXEL_SAMPLERS);
            tys.extend([stages, stages]);
        }
        layout
            .fields
            .iter()
            .zip(tys)
            .map(|(field, ty)| member(field.name, ty, field.offset))
            .collect()
    } else {
        let planes = array(ctx, f4, crate::link::MAX_CLIP_PLANES as u32);
        let mut tys = vec![f4, planes, f4, f4];
        if layout.field("border_color").is_some() {
            let stages = array(ctx, f4, interface::VERTEX_SAMPLERS);
            tys.extend([stages, stages]);
        }
        layout
            .fields
            .iter()
            .zip(tys)
            .map(|(field, ty)| member(field.name, ty, field.offset))
            .collect()
    };
    let name = if ctx.stage == ShaderStage::Fragment {
        "PixelRenderer"
    } else {
        "VertexRenderer"
    };
    let ty = ctx.b.module.types.insert(
        naga::Type {
            name: Some(name.to_string()),
            inner: TypeInner::Struct {
                members,
                span: layout.size,
            },
        },
        Span::UNDEFINED,
    );
    uniform_global(ctx, "d3d_renderer", ty, interface::RENDERER_BINDING)
}

/// A location without interpolation (vertex inputs, colour outputs).
pub(crate) fn location(loc: u32) -> Binding {
    Binding::Location {
        location: loc,
        interpolation: None,
        sampling: None,
        blend_src: None,
        per_primitive: false,
    }
}

/// The binding of a varying: perspective-correct at the pixel centre, or
/// flat for colours under `TranslateOptions::flat_shading`. Both stages
/// derive it from the usage alone, so they always agree (wgpu refuses
/// mismatched interpolation); `_centroid` is therefore not honoured.
pub(crate) fn varying(ctx: &Ctx, loc: u32, usage: DeclUsage) -> Binding {
    let flat = ctx.options.flat_shading && usage == DeclUsage::Color;
    Binding::Location {
        location: loc,
        interpolation: Some(if flat {
            Interpolation::Flat
        } else {
            Interpolation::Perspective
        }),
        sampling: (!flat).then_some(Sampling::Center),
        blend_src: None,
        per_primitive: false,
    }
}

/// Output/input member of the entry point under construction.
#[derive(Default)]
pub(crate) struct Io {
    args: Vec<FunctionArgument>,
    members: Vec<StructMember>,
    values: Vec<Expr>,
    offset: u32,
}

impl Io {
    pub(crate) fn push_member(
        &mut self,
        name: String,
        ty: Handle<naga::Type>,
        binding: Binding,
        size: u32,
        value: Expr,
    ) {
        self.members.push(StructMember {
            name: Some(name),
            ty,
            binding: Some(binding),
            offset: self.offset,
        });
        self.offset += size;
        self.values.push(value);
    }
}

/// Stores the `mask` components of `arg` into the same components of the
/// register behind `ptr`: a declaration such as `dcl_texcoord5 v2.w` reads
/// component w of its semantic. D3D9 links a vertex output to a pixel
/// input by semantic and component, never moving a component to another
/// place (what Wine's wined3d does: `ps_in.mask = vs_out.mask` over the
/// masks both declare), so a semantic's vector keeps each component where
/// the declaring register has it, on both sides.
fn store_packed(ctx: &mut Ctx, ptr: Expr, arg: Expr, mask: u8) {
    if mask & 0xF == 0xF || mask & 0xF == 0 {
        ctx.b.store(ptr, arg);
        return;
    }
    for c in 0..4u32 {
        if mask & (1 << c) != 0 {
            let p = ctx.b.index(ptr, c);
            let v = ctx.b.index(arg, c);
            ctx.b.store(p, v);
        }
    }
}

/// The value a vertex output declared with `mask` gives its semantic: the
/// register as it is (each component in its place, see [`store_packed`]).
fn pack(_ctx: &mut Ctx, value: Expr, _mask: u8) -> Expr {
    value
}

pub(crate) fn push_arg(
    ctx: &mut Ctx,
    io: &mut Io,
    name: String,
    ty: Handle<naga::Type>,
    binding: Binding,
) -> Expr {
    let index = io.args.len() as u32;
    io.args.push(FunctionArgument {
        name: Some(name),
        ty,
        binding: Some(binding),
    });
    ctx.b.expr(Expression::FunctionArgument(index))
}

/// A vertex attribute fetched as `fetch` says, as the `vec4<f32>` D3D9
/// gives the shader (see [`VertexFetch`] for the values).
fn unpack_input(ctx: &mut Ctx, arg: Expr, fetch: VertexFetch) -> Expr {
    use naga::ScalarKind;
    match fetch {
        VertexFetch::Float => arg,
        VertexFetch::UByte4 | VertexFetch::Short => ctx.b.convert(arg, ScalarKind::Float),
        VertexFetch::UDec3 | VertexFetch::Dec3N => {
            let word = ctx.b.index(arg, 0);
            let signed = fetch == VertexFetch::Dec3N;
            let mut parts = Vec::new();
            for field in 0..3u32 {
                let v = if signed {
                    // Move the field to the top bits, then shift it back
                    // arithmetically to sign-extend its 10 bits.
                    let up = ctx.b.u32(22 - 10 * field);
                    let top = ctx.b.binary(B::ShiftLeft, word, up);
                    let top = ctx.b.expr(Expression::As {
                        expr: top,
                        kind: ScalarKind::Sint,
                        convert: None,
                    });
                    let down = ctx.b.u32(22);
                    let v = ctx.b.binary(B::ShiftRight, top, down);
                    let v = ctx.b.convert(v, ScalarKind::Float);
                    let scale = ctx.b.f32(511.0);
                    ctx.b.binary(B::Divide, v, scale)
                } else {
                    let shift = ctx.b.u32(10 * field);
                    let v = ctx.b.binary(B::ShiftRight, word, shift);
                    let mask = ctx.b.u32(0x3ff);
                    let v = ctx.b.binary(B::And, v, mask);
                    ctx.b.convert(v, ScalarKind::Float)
                };
                parts.push(v);
            }
            parts.push(ctx.b.f32(1.0));
            let vec4f = ctx.b.types.vec4f;
            ctx.b.compose(vec4f, parts)
        }
    }
}

fn declared(ctx: &Ctx, kind: RegisterType) -> Vec<Declaration> {
    ctx.program
        .declarations
        .iter()
        .filter(|d| d.reg.kind == kind)
        .copied()
        .collect()
}

fn used(ctx: &Ctx, kind: RegisterType) -> Vec<u32> {
    let mut v: Vec<u32> = ctx
        .regs
        .keys()
        .filter(|(k, _)| *k == kind)
        .map(|(_, i)| *i)
        .collect();
    v.sort_unstable();
    v
}

/// Builds the entry point around `main_fn` and the interface description.
pub(crate) fn build_entry_point(
    ctx: &mut Ctx,
    main_fn: Option<Handle<Function>>,
) -> Result<(), TranslateError> {
    // `None`: the program body is already in the current function; the
    // input copies are written into a block put in front of it.
    match main_fn {
        Some(_) => ctx.b.f = super::builder::FnState::new("main"),
        None => ctx.b.push_block(),
    }
    let mut io = Io {
        args: Vec::new(),
        members: Vec::new(),
        values: Vec::new(),
        offset: 0,
    };
    let mut iface = ShaderInterface {
        stage: ctx.stage,
        group: interface::bind_group(ctx.stage),
        constants: None,
        renderer: None,
        textures: Vec::new(),
        vertex_inputs: Vec::new(),
        varyings: Vec::new(),
        color_outputs: Vec::new(),
        writes_depth: false,
        alpha_test: false,
        fog: false,
    };
    let vec4f = ctx.b.types.vec4f;
    let f32t = ctx.b.types.f32;

    // ---- inputs ----
    let mut frag_coord = None;
    let mut fog_in = None;
    if ctx.stage == ShaderStage::Vertex {
        let d3d8 = ninebridge_d3dbc::d3d8_vertex_inputs(ctx.program, ctx.options.d3d8_inputs);
        for reg in used(ctx, RegisterType::Input) {
            let decl = ctx
                .program
                .declaration_of(ninebridge_d3dbc::Register::new(RegisterType::Input, reg));
            let (usage, usage_index) = match decl {
                Some(d) if !d3d8 => (d.usage, u32::from(d.usage_index)),
                // D3D8: `v<n>` is what D3DVSD_REG(n, ..) binds.
                _ if d3d8 => crate::d3d8::register_usage(reg).unwrap_or((DeclUsage::Position, reg)),
                _ => (DeclUsage::Position, reg),
            };
            let fetch = ctx
                .options
                .vertex_fetch
                .get(reg as usize)
                .copied()
                .unwrap_or_default();
            let arg_ty = match fetch {
                VertexFetch::Float => vec4f,
                VertexFetch::Short => ctx.b.types.vec4i,
                _ => ctx.b.types.vec4u,
            };
            let arg = push_arg(ctx, &mut io, format!("v{reg}"), arg_ty, location(reg));
            let value = unpack_input(ctx, arg, fetch);
            let p = ctx.reg_ptr(RegisterType::Input, reg);
            ctx.b.store(p, value);
            iface.vertex_inputs.push(VertexInput {
                usage,
                usage_index,
                location: reg,
            });
        }
    } else {
        let mut inputs: Vec<(DeclUsage, u32, RegisterType, u32, u8, bool)> = Vec::new();
        if ctx.model.major >= 3 {
            for d in declared(ctx, RegisterType::Input) {
                inputs.push((
                    d.usage,
                    u32::from(d.usage_index),
                    RegisterType::Input,
                    d.reg.index,
                    d.write_mask.0,
                    d.centroid,
                ));
            }
        } else {
            let mut seen = Vec::new();
            for d in declared(ctx, RegisterType::Input)
                .iter()
                .chain(declared(ctx, RegisterType::Addr).iter())
            {
                seen.push((d.reg.kind, d.reg.index, d.centroid));
            }
            for kind in [RegisterType::Input, RegisterType::Addr] {
                for r in used(ctx, kind) {
                    if !seen.iter().any(|(k, i, _)| *k == kind && *i == r) {
                        seen.push((kind, r, false));
                    }
                }
            }
            for r in 0..8u32 {
                if ctx.ps1_texcoords & (1 << r) != 0
                    && !seen
                        .iter()
                        .any(|(k, i, _)| *k == RegisterType::Addr && *i == r)
                {
                    seen.push((RegisterType::Addr, r, false));
                }
            }
            for (kind, r, centroid) in seen {
                let usage = if kind == RegisterType::Input {
                    DeclUsage::Color
                } else {
                    DeclUsage::TexCoord
                };
                inputs.push((usage, r, kind, r, 0xF, centroid));
            }
        }
        // Semantics from location 16 up are read at free locations below
        // 16 (the fog factor fixed-function fog adds keeps its own).
        let mut semantics: Vec<(DeclUsage, u32)> = inputs.iter().map(|i| (i.0, i.1)).collect();
        if ctx.options.fog {
            semantics.push((DeclUsage::Fog, 0));
        }
        let locations = interface::pixel_input_locations(&semantics);
        for ((usage, usage_index, kind, reg, mask, _centroid), loc) in
            inputs.into_iter().zip(locations)
        {
            if iface.varyings.iter().any(|v| v.location == loc) {
                continue;
            }
            // Only the SM1/2 fog factor is a scalar; an SM3 fog input is a
            // plain register with its declared mask.
            let (ty, comps) = if usage == DeclUsage::Fog && ctx.model.major < 3 {
                (f32t, 1)
            } else {
                (vec4f, 4)
            };
            let name = format!("{}{}", usage.name(), usage_index);
            let binding = varying(ctx, loc, usage);
            let arg = push_arg(ctx, &mut io, name, ty, binding);
            let arg4 = if comps == 1 { ctx.b.splat4(arg) } else { arg };
            if usage == DeclUsage::Fog && usage_index == 0 {
                // The vertex fog factor of fixed-function fog.
                fog_in = Some(if comps == 1 { arg } else { ctx.b.index(arg, 0) });
            }
            let p = ctx.reg_ptr(kind, reg);
            store_packed(ctx, p, arg4, mask);
            if ctx.model.is_ps_1x()
                && kind == RegisterType::Addr
                && reg < 8
                && ctx.ps1_texcoords & (1 << reg) != 0
            {
                let c = ctx.reg_ptr(RegisterType::TexCrdOut, reg);
                ctx.b.store(c, arg4);
            }
            iface.varyings.push(Varying {
                usage,
                usage_index,
                location: loc,
                components: comps,
                unwritten: interface::unwritten_input(ctx.model.major, usage, usage_index),
            });
        }
        // D3D9 fogs the output of every pixel shader model.
        let wants_fog = ctx.options.fog;
        let needs_pos = ctx.regs.contains_key(&(RegisterType::MiscType, 0)) || wants_fog;
        if needs_pos {
            let arg = push_arg(
                ctx,
                &mut io,
                "frag_coord".into(),
                vec4f,
                Binding::BuiltIn(BuiltIn::Position { invariant: false }),
            );
            frag_coord = Some(arg);
            if ctx.regs.contains_key(&(RegisterType::MiscType, 0)) {
                // vPos: pixel centres at integer coordinates.
                let half = ctx.b.vec4_lit([0.5, 0.5, 0.0, 0.0]);
                let v = ctx.b.binary(B::Subtract, arg, half);
                let p = ctx.reg_ptr(RegisterType::MiscType, 0);
                ctx.b.store(p, v);
            }
        }
        if ctx.regs.contains_key(&(RegisterType::MiscType, 1)) {
            let bt = ctx.b.types.bool;
            let arg = push_arg(
                ctx,
                &mut io,
                "front_facing".into(),
                bt,
                Binding::BuiltIn(BuiltIn::FrontFacing),
            );
            let one = ctx.b.f32(1.0);
            let neg = ctx.b.f32(-1.0);
            let s = ctx.b.select(arg, one, neg);
            let v = ctx.b.splat4(s);
            let p = ctx.reg_ptr(RegisterType::MiscType, 1);
            ctx.b.store(p, v);
        }
        if wants_fog {
            let loc = varying_location(DeclUsage::Fog, 0);
            if !iface.varyings.iter().any(|v| v.location == loc) {
                let arg = push_arg(
                    ctx,
                    &mut io,
                    "fog0".into(),
                    f32t,
                    varying(ctx, loc, DeclUsage::Fog),
                );
                fog_in = Some(arg);
                iface.varyings.push(Varying {
                    usage: DeclUsage::Fog,
                    usage_index: 0,
                    location: loc,
                    components: 1,
                    unwritten: [0.0; 4],
                });
            }
        }
    }

    match main_fn {
        Some(function) => ctx.b.stmt(Statement::Call {
            function,
            arguments: Vec::new(),
            result: None,
        }),
        None => {
            let prologue = ctx.b.pop_block();
            ctx.b.prepend(prologue);
        }
    }

    // ---- outputs ----
    if ctx.stage == ShaderStage::Vertex {
        vertex_outputs(ctx, &mut io, &mut iface)?;
    } else {
        pixel_outputs(ctx, &mut io, &mut iface, frag_coord, fog_in)?;
    }

    finish_entry_point(ctx, io, iface);
    Ok(())
}

/// Ends the entry point under construction: returns the output struct of
/// `io`'s members, appends the entry point `main` with `io`'s arguments,
/// and completes `iface` with the blocks and textures the module uses.
pub(crate) fn finish_entry_point(ctx: &mut Ctx, io: Io, mut iface: ShaderInterface) {
    let out_ty = ctx.b.module.types.insert(
        naga::Type {
            name: Some(
                if ctx.stage == ShaderStage::Vertex {
                    "VertexOutput"
                } else {
                    "FragmentOutput"
                }
                .to_string(),
            ),
            inner: TypeInner::Struct {
                members: io.members.clone(),
                span: io.offset.max(4),
            },
        },
        Span::UNDEFINED,
    );
    let out = ctx.b.compose(out_ty, io.values.clone());
    ctx.b.stmt(Statement::Return { value: Some(out) });
    let mut function = ctx.b.take_function("main");
    function.name = Some("main".to_string());
    function.arguments = io.args;
    function.result = Some(FunctionResult {
        ty: out_ty,
        binding: None,
    });
    function.diagnostic_filter_leaf = Some(derivative_filter(ctx));
    ctx.b.module.entry_points.push(EntryPoint {
        name: "main".to_string(),
        stage: ctx.stage,
        early_depth_test: None,
        workgroup_size: [0; 3],
        workgroup_size_overrides: None,
        function,
        mesh_info: None,
        task_payload: None,
        incoming_ray_payload: None,
    });

    if ctx.constants.is_some() {
        iface.constants = Some(interface::constants_layout_for(
            ctx.stage,
            ctx.options.software_vp,
        ));
    }
    if ctx.renderer.is_some() {
        iface.renderer = Some(renderer_layout_of(ctx));
    }
    iface.textures.clear();
    for (stage, slot) in ctx.samplers.iter().enumerate() {
        if let Some(slot) = slot {
            let stage = stage as u32;
            iface.textures.push(TextureBinding {
                stage,
                texture_binding: interface::texture_binding(stage),
                sampler_binding: interface::sampler_binding(stage),
                dim: slot.dim,
            });
        }
    }
    ctx.interface = Some(iface);
}

/// The clip-space position `pos` with the vertex renderer block's
/// adjustment `adjust` (its `half_pixel` field) applied, as every vertex
/// module applies it: `xy * (1 + adjust.zw) + adjust.xy * w`, z and w
/// unchanged. A zero adjustment leaves the position exactly as it is.
pub(crate) fn adjust_position(b: &mut Builder, pos: Expr, adjust: Expr) -> Expr {
    let one = b.f32(1.0);
    let [sx, sy] = [2, 3].map(|i| {
        let s = b.index(adjust, i);
        b.binary(B::Add, one, s)
    });
    let scale = b.compose(b.types.vec4f, vec![sx, sy, one, one]);
    let scaled = b.binary(B::Multiply, pos, scale);
    let w = b.index(pos, 3);
    let w4 = b.splat4(w);
    let off = b.binary(B::Multiply, adjust, w4);
    let mask = b.vec4_lit([1.0, 1.0, 0.0, 0.0]);
    let off = b.binary(B::Multiply, off, mask);
    b.binary(B::Add, scaled, off)
}

fn vertex_outputs(
    ctx: &mut Ctx,
    io: &mut Io,
    iface: &mut ShaderInterface,
) -> Result<(), TranslateError> {
    let vec4f = ctx.b.types.vec4f;
    let f32t = ctx.b.types.f32;
    // (usage, index, register kind, register, mask)
    let mut outs: Vec<(DeclUsage, u32, RegisterType, u32, u8)> = Vec::new();
    let mut position = None;
    if ctx.model.major >= 3 {
        for d in declared(ctx, RegisterType::TexCrdOut) {
            let usage = d.usage;
            if usage == DeclUsage::Position && d.usage_index == 0 {
                position = Some((RegisterType::TexCrdOut, d.reg.index, d.write_mask.0));
            } else {
                outs.push((
                    usage,
                    u32::from(d.usage_index),
                    RegisterType::TexCrdOut,
                    d.reg.index,
                    d.write_mask.0,
                ));
            }
        }
    } else {
        position = Some((RegisterType::RastOut, 0, 0xF));
        for r in used(ctx, RegisterType::AttrOut) {
            outs.push((DeclUsage::Color, r, RegisterType::AttrOut, r, 0xF));
        }
        for r in used(ctx, RegisterType::TexCrdOut) {
            outs.push((DeclUsage::TexCoord, r, RegisterType::TexCrdOut, r, 0xF));
        }
        if ctx.regs.contains_key(&(RegisterType::RastOut, 1)) {
            outs.push((DeclUsage::Fog, 0, RegisterType::RastOut, 1, 0xF));
        }
        if ctx.regs.contains_key(&(RegisterType::RastOut, 2)) {
            outs.push((DeclUsage::PointSize, 0, RegisterType::RastOut, 2, 0xF));
        }
    }
    // Position, with the renderer block's adjustment (half-pixel offset,
    // viewport scale).
    let pos = match position {
        Some((kind, reg, mask)) => {
            let v = ctx.load_reg(kind, reg);
            pack(ctx, v, mask)
        }
        None => ctx.b.vec4_lit([0.0; 4]),
    };
    let pos = if ctx.options.omit_pixel_offset {
        pos
    } else {
        let adjust = ctx.renderer_field(0);
        adjust_position(&mut ctx.b, pos, adjust)
    };
    io.push_member(
        "position".into(),
        vec4f,
        Binding::BuiltIn(BuiltIn::Position { invariant: false }),
        16,
        pos,
    );

    for (usage, index, kind, reg, mask) in outs {
        let loc = varying_location(usage, index);
        if iface.varyings.iter().any(|v| v.location == loc) {
            continue;
        }
        let v = ctx.load_reg(kind, reg);
        let mut v = pack(ctx, v, mask);
        if usage == DeclUsage::Color && ctx.model.major < 3 {
            v = ctx.b.math1(M::Saturate, v);
        }
        let name = format!("{}{}", usage.name(), index);
        // `oFog` (SM1/2) is a scalar; an SM3 fog output keeps its mask.
        let scalar = usage == DeclUsage::Fog && ctx.model.major < 3;
        if scalar {
            let x = ctx.b.index(v, 0);
            io.push_member(name, f32t, varying(ctx, loc, usage), 4, x);
        } else {
            io.push_member(name, vec4f, varying(ctx, loc, usage), 16, v);
        }
        iface.varyings.push(Varying {
            usage,
            usage_index: index,
            location: loc,
            components: if scalar { 1 } else { 4 },
            unwritten: [0.0; 4],
        });
    }
    Ok(())
}

fn pixel_outputs(
    ctx: &mut Ctx,
    io: &mut Io,
    iface: &mut ShaderInterface,
    frag_coord: Option<Expr>,
    fog_in: Option<Expr>,
) -> Result<(), TranslateError> {
    let vec4f = ctx.b.types.vec4f;
    let f32t = ctx.b.types.f32;
    let mut colors: Vec<(u32, Expr)> = Vec::new();
    if ctx.model.is_ps_1x() {
        // ps_1_x writes r0 clamped to [0, 1], as D3D9's fixed-point pipeline.
        let v = ctx.load_reg(RegisterType::Temp, 0);
        let v = ctx.b.math1(M::Saturate, v);
        colors.push((0, v));
    } else {
        let written = used(ctx, RegisterType::ColorOut);
        for r in written.iter().copied().filter(|r| *r < 4) {
            let v = ctx.load_reg(RegisterType::ColorOut, r);
            colors.push((r, v));
        }
        if !colors.iter().any(|(r, _)| *r == 0) {
            let z = ctx.b.vec4_lit([0.0; 4]);
            colors.insert(0, (0, z));
        }
    }
    // Pixel extras on oC0: fog, then the alpha test.
    if let Some(first) = colors.first_mut() {
        first.1 = pixel_extras(ctx, iface, first.1, frag_coord, fog_in);
    }
    for (r, v) in colors {
        io.push_member(format!("color{r}"), vec4f, location(r), 16, v);
        iface.color_outputs.push(r);
    }
    if ctx.regs.contains_key(&(RegisterType::DepthOut, 0)) {
        let v = ctx.load_reg(RegisterType::DepthOut, 0);
        let x = ctx.b.index(v, 0);
        io.push_member(
            "depth".into(),
            f32t,
            Binding::BuiltIn(BuiltIn::FragDepth),
            4,
            x,
        );
        iface.writes_depth = true;
    }
    Ok(())
}

/// What D3D9 applies to the colour a pixel shader or the fixed-function
/// texture stages produce, as the options say: fog (`TranslateOptions::fog`)
/// then the alpha test (`TranslateOptions::alpha_test`). Returns the fogged
/// colour and records both in `iface`. `frag_coord` (the position builtin)
/// is needed for table fog, `fog_in` is the vertex fog factor.
pub(crate) fn pixel_extras(
    ctx: &mut Ctx,
    iface: &mut ShaderInterface,
    color: Expr,
    frag_coord: Option<Expr>,
    fog_in: Option<Expr>,
) -> Expr {
    let mut color = color;
    if ctx.options.fog {
        color = apply_fog(ctx, color, frag_coord, fog_in);
        iface.fog = true;
    }
    if let Some(func) = ctx.options.alpha_test {
        if func != CmpFunc::Always {
            alpha_test(ctx, color, func);
            iface.alpha_test = true;
        }
    }
    if ctx.options.srgb_write {
        color = linear_to_srgb(ctx, color);
    }
    color
}

/// The sRGB encoding of `color`'s rgb (alpha unchanged): 12.92 c up to
/// 0.0031308, 1.055 c^(1/2.4) - 0.055 above (negative values read 0).
fn linear_to_srgb(ctx: &mut Ctx, color: Expr) -> Expr {
    let rgb = ctx.b.swizzle(color, 3, [0, 1, 2, 3]);
    let zero = ctx.b.f32(0.0);
    let zero3 = ctx.b.splat(3, zero);
    let c = ctx.b.math2(M::Max, rgb, zero3);
    let k = ctx.b.f32(12.92);
    let k3 = ctx.b.splat(3, k);
    let low = ctx.b.binary(B::Multiply, c, k3);
    let e = ctx.b.f32(1.0 / 2.4);
    let e3 = ctx.b.splat(3, e);
    let p = ctx.b.math2(M::Pow, c, e3);
    let a = ctx.b.f32(1.055);
    let a3 = ctx.b.splat(3, a);
    let o = ctx.b.f32(-0.055);
    let o3 = ctx.b.splat(3, o);
    let high = ctx.b.math3(M::Fma, p, a3, o3);
    let t = ctx.b.f32(0.003_130_8);
    let t3 = ctx.b.splat(3, t);
    let is_low = ctx.b.binary(B::LessEqual, c, t3);
    let out = ctx.b.select(is_low, low, high);
    let r = ctx.b.index(out, 0);
    let g = ctx.b.index(out, 1);
    let b = ctx.b.index(out, 2);
    let alpha = ctx.b.index(color, 3);
    ctx.b.compose(ctx.b.types.vec4f, vec![r, g, b, alpha])
}

/// `color.rgb = mix(fog_color.rgb, color.rgb, saturate(f))`, with f the
/// vertex fog varying (`fog_mode` 0) or table fog from the pixel depth.
fn apply_fog(ctx: &mut Ctx, color: Expr, frag_coord: Option<Expr>, fog_in: Option<Expr>) -> Expr {
    let fog_color = ctx.renderer_field(0);
    let params = ctx.renderer_field(1);
    let mode = ctx.renderer_field(5);
    let use_w = ctx.renderer_field(6);
    let one = ctx.b.f32(1.0);
    let vertex_f = fog_in.unwrap_or(one);
    let f = match frag_coord {
        Some(fc) => {
            let z = ctx.b.index(fc, 2);
            let w = ctx.b.index(fc, 3);
            let eye = ctx.b.binary(B::Divide, one, w);
            let zero_u = ctx.b.u32(0);
            let w_on = ctx.b.binary(B::NotEqual, use_w, zero_u);
            let d = ctx.b.select(w_on, eye, z);
            let start = ctx.b.index(params, 0);
            let end = ctx.b.index(params, 1);
            let density = ctx.b.index(params, 2);
            // linear: (end - d) / (end - start)
            let num = ctx.b.binary(B::Subtract, end, d);
            let den = ctx.b.binary(B::Subtract, end, start);
            let linear = ctx.b.binary(B::Divide, num, den);
            // exp: e^-(density d); exp2: e^-((density d)^2)
            let dd = ctx.b.binary(B::Multiply, density, d);
            let ndd = ctx.b.expr(Expression::Unary {
                op: naga::UnaryOperator::Negate,
                expr: dd,
            });
            let exp = ctx.b.math1(M::Exp, ndd);
            let sq = ctx.b.binary(B::Multiply, dd, dd);
            let nsq = ctx.b.expr(Expression::Unary {
                op: naga::UnaryOperator::Negate,
                expr: sq,
            });
            let exp2 = ctx.b.math1(M::Exp, nsq);
            let m1 = ctx.b.u32(1);
            let m2 = ctx.b.u32(2);
            let m3 = ctx.b.u32(3);
            let is1 = ctx.b.binary(B::Equal, mode, m1);
            let is2 = ctx.b.binary(B::Equal, mode, m2);
            let is3 = ctx.b.binary(B::Equal, mode, m3);
            let f = ctx.b.select(is1, exp, vertex_f);
            let f = ctx.b.select(is2, exp2, f);
            ctx.b.select(is3, linear, f)
        }
        None => vertex_f,
    };
    let f = ctx.b.math1(M::Saturate, f);
    let f3 = ctx.b.splat(3, f);
    let fc3 = ctx.b.swizzle(fog_color, 3, [0, 1, 2, 3]);
    let c3 = ctx.b.swizzle(color, 3, [0, 1, 2, 3]);
    let mixed = ctx.b.math3(M::Mix, fc3, c3, f3);
    let r = ctx.b.index(mixed, 0);
    let g = ctx.b.index(mixed, 1);
    let b = ctx.b.index(mixed, 2);
    let a = ctx.b.index(color, 3);
    ctx.b.compose(ctx.b.types.vec4f, vec![r, g, b, a])
}

/// Discards the pixel unless `color.a <func> alpha_ref`. With a nonzero
/// `alpha_scale` (fixed-point render targets: 255) both sides are first
/// quantised as the target stores them, `round(saturate(a) * scale)`, so an
/// `EQUAL` test passes for every alpha that lands on the reference's 8-bit
/// value; with 0 (float targets) the shader's alpha is compared as it is,
/// values above 1 included.
fn alpha_test(ctx: &mut Ctx, color: Expr, func: CmpFunc) {
    let raw_a = ctx.b.index(color, 3);
    let raw_ref = ctx.renderer_field(4);
    let scale = ctx.renderer_field(7);
    let zero = ctx.b.f32(0.0);
    let quantise = ctx.b.binary(B::Greater, scale, zero);
    let sat = ctx.b.math1(M::Saturate, raw_a);
    let qa = ctx.b.binary(B::Multiply, sat, scale);
    let qa = ctx.b.math1(M::Round, qa);
    let qr = ctx.b.binary(B::Multiply, raw_ref, scale);
    let qr = ctx.b.math1(M::Round, qr);
    let a = ctx.b.select(quantise, qa, raw_a);
    let reference = ctx.b.select(quantise, qr, raw_ref);
    let op = match func {
        CmpFunc::Never | CmpFunc::Always => None,
        CmpFunc::Less => Some(B::Less),
        CmpFunc::Equal => Some(B::Equal),
        CmpFunc::LessEqual => Some(B::LessEqual),
        CmpFunc::Greater => Some(B::Greater),
        CmpFunc::NotEqual => Some(B::NotEqual),
        CmpFunc::GreaterEqual => Some(B::GreaterEqual),
    };
    let pass = match op {
        Some(op) => ctx.b.binary(op, a, reference),
        None => ctx.b.bool(func == CmpFunc::Always),
    };
    let fail = ctx.b.expr(Expression::Unary {
        op: naga::UnaryOperator::LogicalNot,
        expr: pass,
    });
    ctx.b.push_block();
    ctx.b.stmt(Statement::Kill);
    let accept = ctx.b.pop_block();
    ctx.b.stmt(Statement::If {
        condition: fail,
        accept,
        reject: naga::Block::new(),
    });
}
