//! [`ff_pixel_shader`]: the texture-stage cascade of a [`FfPixelKey`] as a
//! fragment module.

use naga::{
    BinaryOperator as B, Binding, BuiltIn, Expression, Handle, MathFunction as M, SampleLevel,
    ShaderStage,
};
use ninebridge_d3dbc::{DeclUsageName, Program, ShaderKind, ShaderModel};
use ninebridge_types::{TextureArgSource, TextureOp};

use super::key::{FfArg, FfPixelKey, FfStage};
use crate::error::TranslateError;
use crate::interface::{
    self, DeclUsage, FF_STAGES, ShaderInterface, Varying, unwritten_input, varying_location,
};
use crate::lower::Ctx;
use crate::lower::entry::{self, Io};
use crate::lower::texture::create_slot;
use crate::options::TranslateOptions;
use crate::{Translation, validate};

type Expr = Handle<Expression>;

/// Fields of the whole pixel renderer block read here (indices of
/// [`interface::PIXEL_RENDERER_FIELDS`]).
const TEXTURE_FACTOR: u32 = 9;
const TSS_CONSTANT: u32 = 10;
/// `bumpenv_lum` (stages 4..7 are found by `Ctx::bumpenv`).
const BUMPENV_LUM: u32 = 3;

/// The translator options that carry the key's parts the shared code reads:
/// fog, alpha test, flat shading, per-stage swizzles, LOD bias and
/// projection.
fn options_of(key: &FfPixelKey) -> TranslateOptions {
    let mut o = TranslateOptions {
        alpha_test: key.alpha_test(),
        fog: key.fog(),
        flat_shading: key.flat_shading(),
        srgb_write: key.srgb_write(),
        ..Default::default()
    };
    for i in 0..key.active_stages() {
        let s = key.stage(i);
        let k = i as usize;
        o.texture_swizzles[k] = s.swizzle;
        o.projected[k] = s.projected;
        if s.lod_bias {
            o.lod_bias |= 1 << i;
        }
        if s.border_emulation {
            o.border_emulation |= 1 << i;
        }
        match s.depth {
            crate::options::DepthSampling::Compare => o.depth_compare |= 1 << i,
            crate::options::DepthSampling::Value => o.depth_value |= 1 << i,
            crate::options::DepthSampling::None => {}
        }
    }
    o
}

/// An empty ps_2_0 program: the generated module has no bytecode.
fn empty_program() -> Program {
    Program {
        model: ShaderModel::new(ShaderKind::Pixel, 2, 0),
        instructions: Vec::new(),
        declarations: Vec::new(),
        constants: Vec::new(),
        ctab: None,
        ctab_error: None,
        comments: Vec::new(),
        token_count: 0,
    }
}

/// Builds and validates the fixed-function pixel module of `key`. It reads
/// the diffuse colour (`COLOR0`, location 8) and, when used, the specular
/// colour (`COLOR1`, location 9), the texture coordinate sets the sampling
/// stages name (`TEXCOORDn`, location n), the fog factor and the position
/// for fog; it samples stage k's texture at the contract's bindings
/// (`2 + 2k`, `3 + 2k`) and writes colour 0. The result has the type
/// [`crate::translate`] gives.
pub fn ff_pixel_shader(key: &FfPixelKey) -> Result<Translation, TranslateError> {
    let program = empty_program();
    let options = options_of(key);
    let mut ctx = Ctx::generated(&program, &options);
    let mut io = Io::default();
    let mut iface = ShaderInterface {
        stage: ShaderStage::Fragment,
        group: interface::bind_group(ShaderStage::Fragment),
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
    let stages: Vec<FfStage> = (0..key.active_stages()).map(|i| key.stage(i)).collect();

    // ---- inputs, in location order ----
    let mut texcoords: [Option<Expr>; FF_STAGES as usize] = [None; FF_STAGES as usize];
    for s in stages.iter().filter(|s| s.samples && s.texture.is_some()) {
        let n = u32::from(s.texcoord);
        if texcoords[n as usize].is_none() {
            let v = input(&mut ctx, &mut io, &mut iface, DeclUsage::TexCoord, n);
            texcoords[n as usize] = Some(v);
        }
    }
    let diffuse = input(&mut ctx, &mut io, &mut iface, DeclUsage::Color, 0);
    let reads_specular = stages.iter().any(|s| {
        s.color_args
            .iter()
            .chain(s.alpha_args.iter())
            .any(|a| a.source == Some(TextureArgSource::Specular))
    });
    let specular = if key.specular() || reads_specular {
        Some(input(&mut ctx, &mut io, &mut iface, DeclUsage::Color, 1))
    } else {
        None
    };
    let (mut frag_coord, mut fog_in) = (None, None);
    if key.fog() {
        let loc = varying_location(DeclUsage::Fog, 0);
        let f32t = ctx.b.types.f32;
        let binding = entry::varying(&ctx, loc, DeclUsage::Fog);
        fog_in = Some(entry::push_arg(
            &mut ctx,
            &mut io,
            "fog0".into(),
            f32t,
            binding,
        ));
        iface.varyings.push(Varying {
            usage: DeclUsage::Fog,
            usage_index: 0,
            location: loc,
            components: 1,
            unwritten: [0.0; 4],
        });
        let vec4f = ctx.b.types.vec4f;
        frag_coord = Some(entry::push_arg(
            &mut ctx,
            &mut io,
            "frag_coord".into(),
            vec4f,
            Binding::BuiltIn(BuiltIn::Position { invariant: false }),
        ));
    }
    for (i, s) in stages.iter().enumerate() {
        if let (true, Some(dim)) = (s.samples, s.texture) {
            let slot = create_slot(&mut ctx, i as u32, dim);
            ctx.samplers[i] = Some(slot);
        }
    }

    // ---- the cascade ----
    let zero = ctx.b.vec4_lit([0.0; 4]);
    let mut regs = Registers {
        diffuse,
        specular: specular.unwrap_or(zero),
        current: diffuse,
        temp: zero,
    };
    let mut previous: Option<(FfStage, Expr)> = None;
    for (i, s) in stages.iter().enumerate() {
        let i = i as u32;
        let tex = if s.samples && s.texture.is_none() {
            diffuse
        } else if s.samples {
            stage_texture(&mut ctx, i, s, &texcoords, previous)?
        } else {
            zero
        };
        let premodulate = previous.map_or((false, false), |(p, _)| {
            (
                p.color_op == Some(TextureOp::PreModulate),
                p.alpha_op == Some(TextureOp::PreModulate),
            )
        });
        let dst = if s.result_temp {
            regs.temp
        } else {
            regs.current
        };
        let color = operation(
            &mut ctx,
            &regs,
            s.color_op,
            &s.color_args,
            i,
            tex,
            premodulate.0,
            dst,
        )?;
        let result = if s.color_op == Some(TextureOp::DotProduct3) {
            color
        } else {
            let alpha = match s.alpha_op {
                Some(TextureOp::Disable) => ctx.b.index(dst, 3),
                op => {
                    let a = operation(
                        &mut ctx,
                        &regs,
                        op,
                        &s.alpha_args,
                        i,
                        tex,
                        premodulate.1,
                        dst,
                    )?;
                    ctx.b.index(a, 3)
                }
            };
            let r = ctx.b.index(color, 0);
            let g = ctx.b.index(color, 1);
            let b = ctx.b.index(color, 2);
            ctx.b.compose(ctx.b.types.vec4f, vec![r, g, b, alpha])
        };
        // D3D9's stages compute in [0, 1].
        let result = ctx.b.math1(M::Saturate, result);
        if s.result_temp {
            regs.temp = result;
        } else {
            regs.current = result;
        }
        previous = Some((*s, tex));
    }

    // ---- specular add, fog, alpha test ----
    let mut color = regs.current;
    if let (true, Some(spec)) = (key.specular(), specular) {
        let mask = ctx.b.vec4_lit([1.0, 1.0, 1.0, 0.0]);
        let add = ctx.b.binary(B::Multiply, spec, mask);
        let sum = ctx.b.binary(B::Add, color, add);
        color = ctx.b.math1(M::Saturate, sum);
    }
    let color = entry::pixel_extras(&mut ctx, &mut iface, color, frag_coord, fog_in);
    let vec4f = ctx.b.types.vec4f;
    io.push_member("color0".into(), vec4f, entry::location(0), 16, color);
    iface.color_outputs.push(0);
    entry::finish_entry_point(&mut ctx, io, iface);
    let interface = ctx
        .interface
        .take()
        .ok_or_else(|| TranslateError::Program("no entry point was built".to_string()))?;
    let module = std::mem::take(&mut ctx.b.module);
    let info = validate(&module)?;
    Ok(Translation {
        module,
        info,
        interface,
        entry_point: "main".to_string(),
        stage: ShaderStage::Fragment,
    })
}

/// The registers a stage argument can name, besides its own texture and
/// the renderer block's values.
struct Registers {
    diffuse: Expr,
    specular: Expr,
    current: Expr,
    temp: Expr,
}

/// A `vec4` varying input of the module.
fn input(
    ctx: &mut Ctx,
    io: &mut Io,
    iface: &mut ShaderInterface,
    usage: DeclUsage,
    index: u32,
) -> Expr {
    let loc = varying_location(usage, index);
    let binding = entry::varying(ctx, loc, usage);
    let vec4f = ctx.b.types.vec4f;
    let name = format!("{}{}", usage.name(), index);
    let v = entry::push_arg(ctx, io, name, vec4f, binding);
    iface.varyings.push(Varying {
        usage,
        usage_index: index,
        location: loc,
        components: 4,
        // The fixed-function stage reads what a ps_2_0 shader would.
        unwritten: unwritten_input(2, usage, index),
    });
    v
}

/// Stage `i`'s texture value: sampled at its coordinate set, projected as
/// `D3DTTFF_PROJECTED` says, moved by the previous stage's bump map when
/// that stage is `BUMPENVMAP(LUMINANCE)` and scaled by its luminance for
/// `BUMPENVMAPLUMINANCE` (the `texbem`/`texbeml` rules); 0 without a
/// texture.
fn stage_texture(
    ctx: &mut Ctx,
    i: u32,
    s: &FfStage,
    texcoords: &[Option<Expr>],
    previous: Option<(FfStage, Expr)>,
) -> Result<Expr, TranslateError> {
    let Some(coord) = texcoords.get(usize::from(s.texcoord)).copied().flatten() else {
        return Ok(ctx.b.vec4_lit([0.0; 4]));
    };
    if s.texture.is_none() {
        return Ok(ctx.b.vec4_lit([0.0; 4]));
    }
    let mut coord = ctx.projected(coord, i);
    let bump = previous.filter(|(p, _)| {
        matches!(
            p.color_op,
            Some(TextureOp::BumpEnvMap | TextureOp::BumpEnvMapLuminance)
        )
    });
    if let Some((_, bump_map)) = bump {
        let moved = ctx.bump(coord, bump_map, i - 1)?;
        let u = ctx.b.index(moved, 0);
        let v = ctx.b.index(moved, 1);
        let z = ctx.b.index(coord, 2);
        let w = ctx.b.index(coord, 3);
        coord = ctx.b.compose(ctx.b.types.vec4f, vec![u, v, z, w]);
    }
    let mut value = ctx.sample(i, coord, SampleLevel::Auto)?;
    if let Some((p, bump_map)) = bump {
        if p.color_op == Some(TextureOp::BumpEnvMapLuminance) {
            let lum = ctx.bumpenv(BUMPENV_LUM, i - 1)?;
            let scale = ctx.b.index(lum, 0);
            let offset = ctx.b.index(lum, 1);
            let b = ctx.b.index(bump_map, 2);
            let l = ctx.b.binary(B::Multiply, b, scale);
            let l = ctx.b.binary(B::Add, l, offset);
            let l = ctx.b.math1(M::Saturate, l);
            let one = ctx.b.f32(1.0);
            let f = ctx.b.compose(ctx.b.types.vec4f, vec![l, l, l, one]);
            value = ctx.b.binary(B::Multiply, value, f);
        }
    }
    Ok(value)
}

/// The value of argument `arg` at stage `i`.
fn argument(
    ctx: &mut Ctx,
    regs: &Registers,
    arg: FfArg,
    i: u32,
    tex: Expr,
    premodulate: bool,
) -> Expr {
    let v = match arg.source {
        Some(TextureArgSource::Diffuse) => regs.diffuse,
        Some(TextureArgSource::Current) if premodulate => {
            ctx.b.binary(B::Multiply, regs.current, tex)
        }
        Some(TextureArgSource::Current) => regs.current,
        Some(TextureArgSource::Texture) => tex,
        Some(TextureArgSource::TFactor) => ctx.renderer_field(TEXTURE_FACTOR),
        Some(TextureArgSource::Specular) => regs.specular,
        Some(TextureArgSource::Temp) => regs.temp,
        Some(TextureArgSource::Constant) => {
            let r = ctx.renderer_ptr();
            let arr = ctx.b.index(r, TSS_CONSTANT);
            let el = ctx.b.index(arr, i);
            ctx.b.load(el)
        }
        None => ctx.b.vec4_lit([1.0; 4]),
    };
    let v = if arg.alpha_replicate {
        ctx.b.swizzle(v, 4, [3, 3, 3, 3])
    } else {
        v
    };
    if arg.complement {
        let one = ctx.b.vec4_lit([1.0; 4]);
        ctx.b.binary(B::Subtract, one, v)
    } else {
        v
    }
}

/// `x.aaaa`.
fn alpha4(ctx: &mut Ctx, x: Expr) -> Expr {
    ctx.b.swizzle(x, 4, [3, 3, 3, 3])
}

/// `1 - x`.
fn inverse(ctx: &mut Ctx, x: Expr) -> Expr {
    let one = ctx.b.vec4_lit([1.0; 4]);
    ctx.b.binary(B::Subtract, one, x)
}

/// `a * f + b * (1 - f)`, f a `vec4`.
fn blend(ctx: &mut Ctx, a: Expr, b: Expr, f: Expr) -> Expr {
    ctx.b.math3(M::Mix, b, a, f)
}

/// One operation of stage `i` on `vec4`s, before saturation (the colour
/// path uses `.rgb`, the alpha path `.a`), with the formulas of D3D9's
/// `D3DTEXTUREOP` reference. `dst` is the result register's value, which
/// the bump-mapping operations and unknown operations leave as it is.
#[allow(clippy::too_many_arguments)]
fn operation(
    ctx: &mut Ctx,
    regs: &Registers,
    op: Option<TextureOp>,
    args: &[FfArg; 3],
    i: u32,
    tex: Expr,
    premodulate: bool,
    dst: Expr,
) -> Result<Expr, TranslateError> {
    use TextureOp as T;
    let Some(op) = op else { return Ok(dst) };
    let arg = |ctx: &mut Ctx, k: usize| argument(ctx, regs, args[k], i, tex, premodulate);
    let scaled = |ctx: &mut Ctx, v: Expr, s: f32| {
        let s = ctx.b.f32(s);
        let s = ctx.b.splat4(s);
        ctx.b.binary(B::Multiply, v, s)
    };
    let half = |ctx: &mut Ctx| ctx.b.vec4_lit([0.5; 4]);
    Ok(match op {
        T::Disable | T::BumpEnvMap | T::BumpEnvMapLuminance => dst,
        T::SelectArg1 | T::PreModulate => arg(ctx, 1),
        T::SelectArg2 => arg(ctx, 2),
        T::Modulate | T::Modulate2x | T::Modulate4x => {
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let p = ctx.b.binary(B::Multiply, a1, a2);
            match op {
                T::Modulate2x => scaled(ctx, p, 2.0),
                T::Modulate4x => scaled(ctx, p, 4.0),
                _ => p,
            }
        }
        T::Add => {
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            ctx.b.binary(B::Add, a1, a2)
        }
        T::AddSigned | T::AddSigned2x => {
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let sum = ctx.b.binary(B::Add, a1, a2);
            let h = half(ctx);
            let s = ctx.b.binary(B::Subtract, sum, h);
            if op == T::AddSigned2x {
                scaled(ctx, s, 2.0)
            } else {
                s
            }
        }
        T::Subtract => {
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            ctx.b.binary(B::Subtract, a1, a2)
        }
        T::AddSmooth => {
            // a1 + a2 - a1 * a2 = a1 + a2 * (1 - a1)
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let inv = inverse(ctx, a1);
            ctx.b.math3(M::Fma, a2, inv, a1)
        }
        T::BlendDiffuseAlpha
        | T::BlendTextureAlpha
        | T::BlendFactorAlpha
        | T::BlendCurrentAlpha => {
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let source = match op {
                T::BlendDiffuseAlpha => regs.diffuse,
                T::BlendTextureAlpha => tex,
                T::BlendFactorAlpha => ctx.renderer_field(TEXTURE_FACTOR),
                _ => regs.current,
            };
            let f = alpha4(ctx, source);
            blend(ctx, a1, a2, f)
        }
        T::BlendTextureAlphaPm => {
            // a1 + a2 * (1 - texture alpha)
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let ta = alpha4(ctx, tex);
            let inv = inverse(ctx, ta);
            ctx.b.math3(M::Fma, a2, inv, a1)
        }
        T::ModulateAlphaAddColor | T::ModulateInvAlphaAddColor => {
            // a1 + a1.a * a2, or a1 + (1 - a1.a) * a2
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let mut f = alpha4(ctx, a1);
            if op == T::ModulateInvAlphaAddColor {
                f = inverse(ctx, f);
            }
            ctx.b.math3(M::Fma, f, a2, a1)
        }
        T::ModulateColorAddAlpha | T::ModulateInvColorAddAlpha => {
            // a1 * a2 + a1.a, or (1 - a1) * a2 + a1.a
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let f = if op == T::ModulateInvColorAddAlpha {
                inverse(ctx, a1)
            } else {
                a1
            };
            let a = alpha4(ctx, a1);
            ctx.b.math3(M::Fma, f, a2, a)
        }
        T::DotProduct3 => {
            // 4 * ((a1.r - 0.5)(a2.r - 0.5) + (g) + (b)) in every channel
            let (a1, a2) = (arg(ctx, 1), arg(ctx, 2));
            let h = half(ctx);
            let s1 = ctx.b.binary(B::Subtract, a1, h);
            let s2 = ctx.b.binary(B::Subtract, a2, h);
            let v1 = ctx.b.swizzle(s1, 3, [0, 1, 2, 3]);
            let v2 = ctx.b.swizzle(s2, 3, [0, 1, 2, 3]);
            let d = ctx.b.math2(M::Dot, v1, v2);
            let four = ctx.b.f32(4.0);
            let d = ctx.b.binary(B::Multiply, d, four);
            ctx.b.splat4(d)
        }
        T::MultiplyAdd => {
            // a0 + a1 * a2
            let (a0, a1, a2) = (arg(ctx, 0), arg(ctx, 1), arg(ctx, 2));
            ctx.b.math3(M::Fma, a1, a2, a0)
        }
        T::Lerp => {
            // a0 * a1 + (1 - a0) * a2
            let (a0, a1, a2) = (arg(ctx, 0), arg(ctx, 1), arg(ctx, 2));
            blend(ctx, a1, a2, a0)
        }
    })
}
