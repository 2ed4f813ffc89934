//! The fixed-function pixel stage: keys, validation of the generated
//! modules for random keys, and the cascade's values. naga has no CPU
//! back end, so `eval` below runs the entry point of a generated module
//! (straight-line code) on given varyings, renderer values and texture
//! colours; every expected value is computed here from the formulas of
//! D3D9's `D3DTEXTUREOP` reference, not read from the module.

use std::collections::HashMap;

use naga::{Expression, Handle, Literal, MathFunction as M, Statement};
use ninebridge_translate::ff::{FfPixelKey, FfPixelState};
use ninebridge_translate::interface::TextureDim;
use ninebridge_translate::{CmpFunc, ErrorKind, TranslateError, ff_pixel_shader, to_wgsl};
use ninebridge_types::{TextureArg, TextureOp};
use proptest::prelude::*;

// ---------------------------------------------------------------- evaluator

#[derive(Clone, Debug)]
enum V {
    F(Vec<f32>),
    B(Vec<bool>),
    U(u32),
    /// A pointer into a global: the global and the index path.
    Ptr(Handle<naga::GlobalVariable>, Vec<u32>),
}

impl V {
    fn f(&self) -> Vec<f32> {
        match self {
            V::F(v) => v.clone(),
            V::U(u) => vec![*u as f32],
            other => panic!("not a float: {other:?}"),
        }
    }
}

/// Sampling: stage and coordinate to colour.
type Sampler = Box<dyn Fn(u32, &[f32]) -> [f32; 4]>;

/// What the module reads besides its code.
struct World {
    diffuse: [f32; 4],
    specular: [f32; 4],
    texcoords: [[f32; 4]; 8],
    fog: f32,
    frag_coord: [f32; 4],
    /// The renderer block's `vec4`s by field index and array element.
    renderer: HashMap<(u32, u32), [f32; 4]>,
    /// The scalar fields (alpha_ref, fog_mode, fog_use_w, alpha_scale).
    scalars: HashMap<u32, f32>,
    /// Sampling: stage and coordinate to colour.
    sample: Sampler,
}

impl Default for World {
    fn default() -> Self {
        Self {
            diffuse: [1.0; 4],
            specular: [0.0; 4],
            texcoords: [[0.0; 4]; 8],
            fog: 1.0,
            frag_coord: [0.5, 0.5, 0.5, 1.0],
            renderer: HashMap::new(),
            scalars: HashMap::new(),
            sample: Box::new(|_, _| [0.0; 4]),
        }
    }
}

/// Runs the entry point; `None` when the pixel is discarded.
fn eval(t: &ninebridge_translate::Translation, w: &World) -> Option<[f32; 4]> {
    let ep = &t.module.entry_points[0];
    let f = &ep.function;
    let mut vals: HashMap<Handle<Expression>, V> = HashMap::new();
    for (h, e) in f.expressions.iter() {
        let v = expr(t, f, w, &vals, e);
        vals.insert(h, v);
    }
    run_block(&f.body, &vals)
}

fn run_block(block: &naga::Block, vals: &HashMap<Handle<Expression>, V>) -> Option<[f32; 4]> {
    for s in block.iter() {
        match s {
            Statement::Emit(_) => {}
            Statement::If {
                condition,
                accept,
                reject,
            } => {
                let V::B(c) = &vals[condition] else {
                    panic!("condition")
                };
                run_block(if c[0] { accept } else { reject }, vals)?;
            }
            Statement::Kill => return None,
            Statement::Return { value: Some(v) } => {
                let V::F(c) = &vals[v] else { panic!("return") };
                return Some([c[0], c[1], c[2], c[3]]);
            }
            other => panic!("statement {other:?}"),
        }
    }
    Some([f32::NAN; 4])
}

fn expr(
    t: &ninebridge_translate::Translation,
    f: &naga::Function,
    w: &World,
    vals: &HashMap<Handle<Expression>, V>,
    e: &Expression,
) -> V {
    let fv = |h: &Handle<Expression>| vals[h].f();
    match e {
        Expression::Literal(Literal::F32(x)) => V::F(vec![*x]),
        Expression::Literal(Literal::U32(x)) => V::U(*x),
        Expression::Literal(Literal::Bool(x)) => V::B(vec![*x]),
        Expression::FunctionArgument(i) => {
            let arg = &f.arguments[*i as usize];
            let name = arg.name.as_deref().unwrap_or("");
            V::F(match name {
                "color0" => w.diffuse.to_vec(),
                "color1" => w.specular.to_vec(),
                "fog0" => vec![w.fog],
                "frag_coord" => w.frag_coord.to_vec(),
                n if n.starts_with("texcoord") => {
                    w.texcoords[n[8..].parse::<usize>().unwrap()].to_vec()
                }
                n => panic!("argument {n}"),
            })
        }
        Expression::GlobalVariable(g) => V::Ptr(*g, Vec::new()),
        Expression::AccessIndex { base, index } => match &vals[base] {
            V::Ptr(g, path) => {
                let mut p = path.clone();
                p.push(*index);
                V::Ptr(*g, p)
            }
            V::F(v) => V::F(vec![v[*index as usize]]),
            other => panic!("index of {other:?}"),
        },
        Expression::Load { pointer } => {
            let V::Ptr(_, path) = &vals[pointer] else {
                panic!("load")
            };
            match path.as_slice() {
                [field] => match w.scalars.get(field) {
                    Some(s) => V::F(vec![*s]),
                    None => V::F(
                        w.renderer
                            .get(&(*field, 0))
                            .copied()
                            .unwrap_or([0.0; 4])
                            .to_vec(),
                    ),
                },
                [field, el] => V::F(
                    w.renderer
                        .get(&(*field, *el))
                        .copied()
                        .unwrap_or([0.0; 4])
                        .to_vec(),
                ),
                [field, el, c] => V::F(vec![
                    w.renderer.get(&(*field, *el)).copied().unwrap_or([0.0; 4])[*c as usize],
                ]),
                p => panic!("load path {p:?}"),
            }
        }
        Expression::Compose { components, .. } => {
            V::F(components.iter().flat_map(|c| vals[c].f()).collect())
        }
        Expression::Splat { size, value } => V::F(vec![fv(value)[0]; *size as usize]),
        Expression::Swizzle {
            size,
            vector,
            pattern,
        } => {
            let v = fv(vector);
            V::F(
                (0..*size as usize)
                    .map(|k| v[pattern[k] as usize])
                    .collect(),
            )
        }
        Expression::Unary { op, expr } => match (op, &vals[expr]) {
            (naga::UnaryOperator::Negate, V::F(v)) => V::F(v.iter().map(|x| -x).collect()),
            (naga::UnaryOperator::LogicalNot, V::B(v)) => V::B(v.iter().map(|x| !x).collect()),
            other => panic!("unary {other:?}"),
        },
        Expression::Binary { op, left, right } => {
            use naga::BinaryOperator as B;
            let (l, r) = (fv(left), fv(right));
            let n = l.len().max(r.len());
            let at = |v: &Vec<f32>, k: usize| if v.len() == 1 { v[0] } else { v[k] };
            let cmp =
                |g: fn(f32, f32) -> bool| V::B((0..n).map(|k| g(at(&l, k), at(&r, k))).collect());
            match op {
                B::Add => V::F((0..n).map(|k| at(&l, k) + at(&r, k)).collect()),
                B::Subtract => V::F((0..n).map(|k| at(&l, k) - at(&r, k)).collect()),
                B::Multiply => V::F((0..n).map(|k| at(&l, k) * at(&r, k)).collect()),
                B::Divide => V::F((0..n).map(|k| at(&l, k) / at(&r, k)).collect()),
                B::Less => cmp(|a, b| a < b),
                B::LessEqual => cmp(|a, b| a <= b),
                B::Greater => cmp(|a, b| a > b),
                B::GreaterEqual => cmp(|a, b| a >= b),
                B::Equal => cmp(|a, b| a == b),
                B::NotEqual => cmp(|a, b| a != b),
                other => panic!("binary {other:?}"),
            }
        }
        Expression::Select {
            condition,
            accept,
            reject,
        } => {
            let V::B(c) = &vals[condition] else {
                panic!("select")
            };
            if c[0] {
                vals[accept].clone()
            } else {
                vals[reject].clone()
            }
        }
        Expression::Math {
            fun,
            arg,
            arg1,
            arg2,
            ..
        } => {
            let a = fv(arg);
            let b = arg1.map(|h| fv(&h));
            let c = arg2.map(|h| fv(&h));
            let at = |v: &Vec<f32>, k: usize| if v.len() == 1 { v[0] } else { v[k] };
            let n = a.len();
            V::F(match fun {
                M::Saturate => a.iter().map(|x| x.clamp(0.0, 1.0)).collect(),
                M::Exp => a.iter().map(|x| x.exp()).collect(),
                M::Round => a.iter().map(|x| x.round_ties_even()).collect(),
                M::Dot => {
                    let b = b.unwrap();
                    vec![(0..n).map(|k| a[k] * b[k]).sum()]
                }
                M::Fma => {
                    let (b, c) = (b.unwrap(), c.unwrap());
                    (0..n).map(|k| a[k] * at(&b, k) + at(&c, k)).collect()
                }
                M::Mix => {
                    let (b, c) = (b.unwrap(), c.unwrap());
                    (0..n)
                        .map(|k| a[k] * (1.0 - at(&c, k)) + b[k] * at(&c, k))
                        .collect()
                }
                other => panic!("math {other:?}"),
            })
        }
        Expression::ImageSample {
            image, coordinate, ..
        } => {
            let V::Ptr(g, _) = &vals[image] else {
                panic!("image")
            };
            let binding = t.module.global_variables[*g]
                .binding
                .as_ref()
                .unwrap()
                .binding;
            let stage = (binding - 2) / 2;
            V::F((w.sample)(stage, &fv(coordinate)).to_vec())
        }
        other => panic!("expression {other:?}"),
    }
}

// ---------------------------------------------------------------- helpers

const D: u32 = 0; // D3DTA_DIFFUSE
const CUR: u32 = 1;
const TEX: u32 = 2;
const TF: u32 = 3;
const SPEC: u32 = 4;
const TEMP: u32 = 5;
const CONST: u32 = 6;
const COMP: u32 = 0x10;
const AREP: u32 = 0x20;

/// Renderer fields (indices of `PIXEL_RENDERER_FIELDS`).
const F_BUMP_MAT: u32 = 2;
const F_BUMP_LUM: u32 = 3;
const F_ALPHA_REF: u32 = 4;
const F_TFACTOR: u32 = 9;
const F_CONSTANT: u32 = 10;
const F_BUMP_MAT_HIGH: u32 = 11;

fn op(o: TextureOp) -> u32 {
    o.to_d3d()
}

/// A state with stage 0 = (colour op, args 0..2), (alpha op, args), the
/// others disabled, a 2D texture on stage 0.
fn one_stage(cop: TextureOp, cargs: [u32; 3], aop: TextureOp, aargs: [u32; 3]) -> FfPixelState {
    let mut s = FfPixelState::default();
    s.stages[0].color_op = op(cop);
    s.stages[0].color_args = cargs;
    s.stages[0].alpha_op = op(aop);
    s.stages[0].alpha_args = aargs;
    s.stages[0].texture = Some(TextureDim::D2);
    s
}

fn run(state: &FfPixelState, w: &World) -> Option<[f32; 4]> {
    let key = FfPixelKey::new(state).expect("key");
    let t = ff_pixel_shader(&key).expect("module");
    eval(&t, w)
}

fn close(got: [f32; 4], want: [f32; 4]) {
    for k in 0..4 {
        assert!(
            (got[k] - want[k]).abs() < 1e-5,
            "got {got:?}, want {want:?}"
        );
    }
}

fn sat(v: [f32; 4]) -> [f32; 4] {
    v.map(|x| x.clamp(0.0, 1.0))
}

/// A world where stage 0's texture is `tex`, the diffuse `diffuse`,
/// TEXTUREFACTOR `tf`.
fn world(tex: [f32; 4], diffuse: [f32; 4], tf: [f32; 4]) -> World {
    let mut w = World {
        diffuse,
        sample: Box::new(move |_, _| tex),
        ..Default::default()
    };
    w.renderer.insert((F_TFACTOR, 0), tf);
    w
}

// ---------------------------------------------------------------- the operations

const A: [f32; 4] = [0.2, 0.5, 0.9, 0.6]; // the texture
const B: [f32; 4] = [0.7, 0.4, 0.3, 0.25]; // the diffuse colour
const F: [f32; 4] = [0.1, 0.8, 0.6, 0.4]; // TEXTUREFACTOR

fn zip(f: impl Fn(f32, f32) -> f32) -> [f32; 4] {
    std::array::from_fn(|k| f(A[k], B[k]))
}

/// Every two-argument operation with arg1 = TEXTURE (A), arg2 = DIFFUSE
/// (B), on colour and alpha alike, against the reference page's formula.
#[test]
fn every_two_argument_operation_follows_the_reference_formula() {
    use TextureOp as T;
    let cases: Vec<(T, [f32; 4])> = vec![
        (T::SelectArg1, A),
        (T::SelectArg2, B),
        (T::Modulate, zip(|a, b| a * b)),
        (T::Modulate2x, zip(|a, b| 2.0 * a * b)),
        (T::Modulate4x, zip(|a, b| 4.0 * a * b)),
        (T::Add, zip(|a, b| a + b)),
        (T::AddSigned, zip(|a, b| a + b - 0.5)),
        (T::AddSigned2x, zip(|a, b| 2.0 * (a + b - 0.5))),
        (T::Subtract, zip(|a, b| a - b)),
        (T::AddSmooth, zip(|a, b| a + b - a * b)),
        // Blend with the diffuse alpha (B.a), texture alpha (A.a), factor alpha (F.a).
        (
            T::BlendDiffuseAlpha,
            zip(|a, b| a * B[3] + b * (1.0 - B[3])),
        ),
        (
            T::BlendTextureAlpha,
            zip(|a, b| a * A[3] + b * (1.0 - A[3])),
        ),
        (T::BlendFactorAlpha, zip(|a, b| a * F[3] + b * (1.0 - F[3]))),
        (T::BlendTextureAlphaPm, zip(|a, b| a + b * (1.0 - A[3]))),
        // CURRENT at stage 0 is the diffuse colour.
        (
            T::BlendCurrentAlpha,
            zip(|a, b| a * B[3] + b * (1.0 - B[3])),
        ),
        (T::PreModulate, A),
        (T::ModulateAlphaAddColor, zip(|a, b| a + A[3] * b)),
        (T::ModulateColorAddAlpha, zip(|a, b| a * b + A[3])),
        (
            T::ModulateInvAlphaAddColor,
            zip(|a, b| (1.0 - A[3]) * b + a),
        ),
        (
            T::ModulateInvColorAddAlpha,
            zip(|a, b| (1.0 - a) * b + A[3]),
        ),
    ];
    for (o, want) in cases {
        let state = one_stage(o, [0, TEX, D], o, [0, TEX, D]);
        let got = run(&state, &world(A, B, F)).unwrap();
        let want = sat(want);
        assert!(
            (0..4).all(|k| (got[k] - want[k]).abs() < 1e-5),
            "{o:?}: got {got:?}, want {want:?}"
        );
    }
}

#[test]
fn dotproduct3_fills_all_four_channels_and_ignores_the_alpha_op() {
    let d = 4.0
        * ((A[0] - 0.5) * (B[0] - 0.5) + (A[1] - 0.5) * (B[1] - 0.5) + (A[2] - 0.5) * (B[2] - 0.5));
    let state = one_stage(
        TextureOp::DotProduct3,
        [0, TEX, D],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    close(run(&state, &world(A, B, F)).unwrap(), sat([d; 4]));
    // A positive dot product, unclamped: (1, 1, 0.5) . (1, 0.5, 1).
    let a = [1.0, 1.0, 0.5, 0.0];
    let b = [1.0, 0.5, 1.0, 0.0];
    let d = 4.0 * (0.5 * 0.5);
    close(run(&state, &world(a, b, F)).unwrap(), [d; 4]);
}

#[test]
fn multiplyadd_and_lerp_use_arg0() {
    // MULTIPLYADD: arg0 + arg1 * arg2 with arg0 = TFACTOR.
    let state = one_stage(
        TextureOp::MultiplyAdd,
        [TF, TEX, D],
        TextureOp::MultiplyAdd,
        [TF, TEX, D],
    );
    let want = std::array::from_fn(|k| F[k] + A[k] * B[k]);
    close(run(&state, &world(A, B, F)).unwrap(), sat(want));
    // LERP: arg0 * arg1 + (1 - arg0) * arg2.
    let state = one_stage(TextureOp::Lerp, [TF, TEX, D], TextureOp::Lerp, [TF, TEX, D]);
    let want = std::array::from_fn(|k| F[k] * A[k] + (1.0 - F[k]) * B[k]);
    close(run(&state, &world(A, B, F)).unwrap(), want);
}

#[test]
fn complement_and_alpha_replicate_modify_the_argument() {
    // arg1 = 1 - TEXTURE.
    let state = one_stage(
        TextureOp::SelectArg1,
        [0, TEX | COMP, 0],
        TextureOp::SelectArg1,
        [0, TEX | COMP, 0],
    );
    close(run(&state, &world(A, B, F)).unwrap(), A.map(|x| 1.0 - x));
    // arg1 = TEXTURE.aaaa; its complement 1 - TEXTURE.a.
    let state = one_stage(
        TextureOp::SelectArg1,
        [0, TEX | AREP, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    close(
        run(&state, &world(A, B, F)).unwrap(),
        [A[3], A[3], A[3], A[3]],
    );
    let state = one_stage(
        TextureOp::SelectArg1,
        [0, TEX | AREP | COMP, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    let c = 1.0 - A[3];
    close(run(&state, &world(A, B, F)).unwrap(), [c, c, c, A[3]]);
}

#[test]
fn colour_and_alpha_paths_are_separate() {
    // Colour MODULATE(TEXTURE, DIFFUSE), alpha SELECTARG2 (DIFFUSE).
    let state = one_stage(
        TextureOp::Modulate,
        [0, TEX, D],
        TextureOp::SelectArg2,
        [0, TEX, D],
    );
    let got = run(&state, &world(A, B, F)).unwrap();
    close(got, [A[0] * B[0], A[1] * B[1], A[2] * B[2], B[3]]);
}

#[test]
fn every_argument_source_reads_its_register() {
    let mut w = world(A, B, F);
    w.specular = [0.3, 0.2, 0.1, 0.9];
    w.renderer.insert((F_CONSTANT, 0), [0.05, 0.15, 0.25, 0.35]);
    for (arg, want) in [
        (D, B),
        (CUR, B),
        (TEX, A),
        (TF, F),
        (SPEC, [0.3, 0.2, 0.1, 0.9]),
        (TEMP, [0.0; 4]),
        (CONST, [0.05, 0.15, 0.25, 0.35]),
        // An undefined selector reads 1.
        (7, [1.0; 4]),
    ] {
        let state = one_stage(
            TextureOp::SelectArg1,
            [0, arg, 0],
            TextureOp::SelectArg1,
            [0, arg, 0],
        );
        close(run(&state, &w).unwrap(), want);
    }
}

/// Three stages: stage 1 writes TEMP, stage 2 reads it.
#[test]
fn resultarg_temp_and_the_cascade() {
    let mut s = FfPixelState::default();
    let tex = [
        [0.5, 0.5, 0.5, 0.5],
        [0.2, 0.4, 0.6, 0.8],
        [0.9, 0.9, 0.9, 0.9],
    ];
    for i in 0..3 {
        s.stages[i].texture = Some(TextureDim::D2);
    }
    // Stage 0: CURRENT = TEXTURE0 * DIFFUSE.
    s.stages[0].color_op = op(TextureOp::Modulate);
    s.stages[0].color_args = [0, TEX, D];
    s.stages[0].alpha_op = op(TextureOp::SelectArg1);
    s.stages[0].alpha_args = [0, TEX, 0];
    // Stage 1: TEMP = TEXTURE1.
    s.stages[1].color_op = op(TextureOp::SelectArg1);
    s.stages[1].color_args = [0, TEX, 0];
    s.stages[1].alpha_op = op(TextureOp::SelectArg1);
    s.stages[1].alpha_args = [0, TEX, 0];
    s.stages[1].result_arg = TextureArg::TEMP.to_d3d();
    // Stage 2: CURRENT + TEMP.
    s.stages[2].color_op = op(TextureOp::Add);
    s.stages[2].color_args = [0, CUR, TEMP];
    s.stages[2].alpha_op = op(TextureOp::Add);
    s.stages[2].alpha_args = [0, CUR, TEMP];
    let w = World {
        diffuse: B,
        sample: Box::new(move |stage, _| tex[stage as usize]),
        ..Default::default()
    };
    let c0: [f32; 4] = [0.5 * B[0], 0.5 * B[1], 0.5 * B[2], 0.5];
    let want = std::array::from_fn(|k| c0[k] + tex[1][k]);
    close(run(&s, &w).unwrap(), sat(want));
    // Disabling stage 1 ends the cascade there: stage 2 no longer runs.
    s.stages[1].color_op = op(TextureOp::Disable);
    close(run(&s, &w).unwrap(), c0);
    // Colour op DISABLE on stage 0: the diffuse colour.
    s.stages[0].color_op = op(TextureOp::Disable);
    close(run(&s, &w).unwrap(), B);
}

#[test]
fn each_stage_result_is_saturated() {
    // Stage 0 ADD gives 1.4 in red; stage 1 SUBTRACT 0.5 gives 0.5, not 0.9.
    let mut s = one_stage(
        TextureOp::Add,
        [0, TEX, D],
        TextureOp::SelectArg1,
        [0, D, 0],
    );
    s.stages[1].color_op = op(TextureOp::Subtract);
    s.stages[1].color_args = [0, CUR, TF];
    s.stages[1].alpha_op = op(TextureOp::SelectArg1);
    s.stages[1].alpha_args = [0, CUR, 0];
    let w = world(
        [0.7, 0.0, 0.0, 1.0],
        [0.7, 0.0, 0.0, 1.0],
        [0.5, 0.0, 0.0, 0.0],
    );
    let got = run(&s, &w).unwrap();
    close(got, [0.5, 0.0, 0.0, 1.0]);
}

#[test]
fn an_alpha_op_disable_keeps_the_alpha_of_the_result_register() {
    let state = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::Disable,
        [0, TEX, 0],
    );
    let got = run(&state, &world(A, B, F)).unwrap();
    close(got, [A[0], A[1], A[2], B[3]]);
}

#[test]
fn an_unknown_operation_leaves_the_register_and_the_cascade_goes_on() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.stages[0].color_op = 99;
    s.stages[0].alpha_op = 99;
    s.stages[1].color_op = op(TextureOp::Modulate);
    s.stages[1].color_args = [0, CUR, TF];
    s.stages[1].alpha_op = op(TextureOp::SelectArg1);
    s.stages[1].alpha_args = [0, CUR, 0];
    let key = FfPixelKey::new(&s).unwrap();
    assert_eq!(key.active_stages(), 2);
    let got = run(&s, &world(A, B, F)).unwrap();
    close(got, [B[0] * F[0], B[1] * F[1], B[2] * F[2], B[3]]);
}

#[test]
fn a_colour_argument_reading_a_missing_texture_ends_the_cascade() {
    let mut s = one_stage(
        TextureOp::Modulate,
        [0, TEX, D],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.stages[0].texture = None;
    let key = FfPixelKey::new(&s).unwrap();
    assert_eq!(key.active_stages(), 0);
    close(run(&s, &world(A, B, F)).unwrap(), B);
    // Only the alpha reads it: the stage runs and the missing texture reads
    // the diffuse colour (D3D9's texture-stage state reference: "if no
    // texture is set for this stage, the default argument is
    // D3DTA_DIFFUSE"), so the alpha is the diffuse alpha.
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TF, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.stages[0].texture = None;
    close(run(&s, &world(A, B, F)).unwrap(), [F[0], F[1], F[2], B[3]]);
}

#[test]
fn specular_is_added_after_the_stages_when_enabled() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    let mut w = world(A, B, F);
    w.specular = [0.5, 0.1, 0.3, 0.9];
    close(run(&s, &w).unwrap(), A);
    s.specular = true;
    close(
        run(&s, &w).unwrap(),
        sat([A[0] + 0.5, A[1] + 0.1, A[2] + 0.3, A[3]]),
    );
}

#[test]
fn premodulate_multiplies_the_next_stage_current_by_its_texture() {
    let mut s = one_stage(
        TextureOp::PreModulate,
        [0, D, 0],
        TextureOp::SelectArg1,
        [0, D, 0],
    );
    s.stages[1].color_op = op(TextureOp::SelectArg1);
    s.stages[1].color_args = [0, CUR, 0];
    s.stages[1].alpha_op = op(TextureOp::SelectArg1);
    s.stages[1].alpha_args = [0, D, 0];
    s.stages[1].texture = Some(TextureDim::D2);
    let t1 = [0.5, 0.25, 1.0, 1.0];
    let w = World {
        diffuse: B,
        sample: Box::new(move |stage, _| if stage == 1 { t1 } else { A }),
        ..Default::default()
    };
    close(run(&s, &w).unwrap(), [B[0] * 0.5, B[1] * 0.25, B[2], B[3]]);
}

#[test]
fn bumpenvmap_moves_the_next_stage_coordinate() {
    // Stage 0: the bump map (du, dv, l) = (0.5, 0.25, 0.5); stage 1 samples
    // at (u + m00 du + m10 dv, v + m01 du + m11 dv); its colour is the coordinate.
    let mut s = one_stage(
        TextureOp::BumpEnvMap,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, D, 0],
    );
    s.stages[1].color_op = op(TextureOp::SelectArg1);
    s.stages[1].color_args = [0, TEX, 0];
    s.stages[1].alpha_op = op(TextureOp::SelectArg1);
    s.stages[1].alpha_args = [0, CUR, 0];
    s.stages[1].texture = Some(TextureDim::D2);
    s.stages[1].texcoord_index = 1;
    let mut w = World {
        diffuse: B,
        sample: Box::new(|stage, c| {
            if stage == 0 {
                [0.5, 0.25, 0.5, 1.0]
            } else {
                [c[0], c[1], 0.0, 1.0]
            }
        }),
        ..Default::default()
    };
    w.texcoords[1] = [0.1, 0.2, 0.0, 1.0];
    let m = [0.2, 0.1, 0.4, 0.6]; // m00, m01, m10, m11
    w.renderer.insert((F_BUMP_MAT, 0), m);
    let u = 0.1 + m[0] * 0.5 + m[2] * 0.25;
    let v = 0.2 + m[1] * 0.5 + m[3] * 0.25;
    close(run(&s, &w).unwrap(), [u, v, 0.0, B[3]]);
    // BUMPENVMAPLUMINANCE scales the next stage's colour by
    // saturate(l * LSCALE + LOFFSET).
    s.stages[0].color_op = op(TextureOp::BumpEnvMapLuminance);
    w.renderer.insert((F_BUMP_LUM, 0), [0.5, 0.1, 0.0, 0.0]);
    let l = 0.5 * 0.5 + 0.1;
    close(run(&s, &w).unwrap(), [u * l, v * l, 0.0, B[3]]);
}

#[test]
fn bump_stages_past_3_read_the_high_matrices() {
    // Stages 0..4 pass CURRENT; stage 4 is the bump map for stage 5.
    let mut s = FfPixelState::default();
    for i in 0..4 {
        s.stages[i].color_op = op(TextureOp::SelectArg1);
        s.stages[i].color_args = [0, CUR, 0];
        s.stages[i].alpha_op = op(TextureOp::SelectArg1);
        s.stages[i].alpha_args = [0, CUR, 0];
    }
    s.stages[4].color_op = op(TextureOp::BumpEnvMap);
    s.stages[4].alpha_op = op(TextureOp::SelectArg1);
    s.stages[4].alpha_args = [0, CUR, 0];
    s.stages[4].texture = Some(TextureDim::D2);
    s.stages[5].color_op = op(TextureOp::SelectArg1);
    s.stages[5].color_args = [0, TEX, 0];
    s.stages[5].alpha_op = op(TextureOp::SelectArg1);
    s.stages[5].alpha_args = [0, CUR, 0];
    s.stages[5].texture = Some(TextureDim::D2);
    let mut w = World {
        sample: Box::new(|stage, c| {
            if stage == 4 {
                [1.0, 0.0, 0.0, 1.0]
            } else {
                [c[0], c[1], 0.0, 1.0]
            }
        }),
        ..Default::default()
    };
    w.texcoords[5] = [0.25, 0.25, 0.0, 1.0];
    w.renderer
        .insert((F_BUMP_MAT_HIGH, 0), [0.5, 0.25, 0.0, 0.0]);
    close(run(&s, &w).unwrap(), [0.75, 0.5, 0.0, 1.0]);
}

#[test]
fn projected_coordinates_are_divided_by_their_last_element() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    let mut w = World {
        sample: Box::new(|_, c| [c[0], c[1], 0.0, 1.0]),
        ..Default::default()
    };
    w.texcoords[0] = [0.5, 0.25, 2.0, 4.0];
    close(run(&s, &w).unwrap(), [0.5, 0.25, 0.0, 1.0]);
    // COUNT3 | PROJECTED divides by z, COUNT4 | PROJECTED by w.
    s.stages[0].transform_flags = 3 | 256;
    close(run(&s, &w).unwrap(), [0.25, 0.125, 0.0, 1.0]);
    s.stages[0].transform_flags = 4 | 256;
    close(run(&s, &w).unwrap(), [0.125, 0.0625, 0.0, 1.0]);
    // COUNT1 | PROJECTED: nothing to divide by.
    s.stages[0].transform_flags = 1 | 256;
    close(run(&s, &w).unwrap(), [0.5, 0.25, 0.0, 1.0]);
}

#[test]
fn the_alpha_test_is_the_shader_paths() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.alpha_test = Some(CmpFunc::Greater);
    let mut w = world(A, B, F);
    w.scalars.insert(F_ALPHA_REF, 0.5);
    assert!(run(&s, &w).is_some(), "0.6 > 0.5 passes");
    w.scalars.insert(F_ALPHA_REF, 0.7);
    assert!(run(&s, &w).is_none(), "0.6 > 0.7 fails");
}

#[test]
fn vertex_fog_blends_the_fog_colour() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.fog = true;
    let mut w = world(A, B, F);
    w.fog = 0.25;
    w.renderer.insert((0, 0), [1.0, 0.0, 0.0, 0.0]);
    let want = [0.25 * A[0] + 0.75, 0.25 * A[1], 0.25 * A[2], A[3]];
    close(run(&s, &w).unwrap(), want);
}

// ---------------------------------------------------------------- keys

#[test]
fn the_initial_state_is_modulate_texture_current() {
    let mut s = FfPixelState::default();
    s.stages[0].texture = Some(TextureDim::D2);
    let key = FfPixelKey::new(&s).unwrap();
    assert_eq!(key.active_stages(), 1);
    let st = key.stage(0);
    assert_eq!(st.color_op, Some(TextureOp::Modulate));
    assert_eq!(st.alpha_op, Some(TextureOp::SelectArg1));
    let w = world(A, B, F);
    close(
        run(&s, &w).unwrap(),
        [A[0] * B[0], A[1] * B[1], A[2] * B[2], A[3]],
    );
    // Nothing bound: MODULATE reads the missing texture, the cascade is off.
    assert_eq!(
        FfPixelKey::new(&FfPixelState::default())
            .unwrap()
            .active_stages(),
        0
    );
}

#[test]
fn states_without_effect_give_equal_keys() {
    let mut a = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    // Arg 2 and arg 0 are not read by SELECTARG1; stage 2 is past the end.
    let mut b = a;
    b.stages[0].color_args = [CONST, TEX, SPEC];
    b.stages[2].color_op = op(TextureOp::Add);
    assert_eq!(FfPixelKey::new(&a).unwrap(), FfPixelKey::new(&b).unwrap());
    // The last stage writes CURRENT whatever RESULTARG says.
    a.stages[0].result_arg = TextureArg::TEMP.to_d3d();
    b.stages[0].result_arg = TextureArg::CURRENT.to_d3d();
    assert_eq!(FfPixelKey::new(&a).unwrap(), FfPixelKey::new(&b).unwrap());
    // A different op is a different key.
    b.stages[0].color_op = op(TextureOp::SelectArg2);
    assert_ne!(FfPixelKey::new(&a).unwrap(), FfPixelKey::new(&b).unwrap());
}

#[test]
fn a_coordinate_set_past_7_is_a_typed_error() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.stages[0].texcoord_index = 8;
    match FfPixelKey::new(&s) {
        Err(
            e @ TranslateError::FixedFunction {
                stage: 0, value: 8, ..
            },
        ) => {
            assert_eq!(e.kind(), ErrorKind::Invalid)
        }
        other => panic!("{other:?}"),
    }
    // The generation flags above bit 16 are not part of the index.
    s.stages[0].texcoord_index = 0x3_0001;
    assert_eq!(FfPixelKey::new(&s).unwrap().stage(0).texcoord, 1);
}

#[test]
fn the_interface_names_the_varyings_textures_and_whole_renderer_block() {
    let mut s = one_stage(
        TextureOp::Modulate,
        [0, TEX, SPEC],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.stages[0].texcoord_index = 3;
    s.stages[0].texture = Some(TextureDim::Cube);
    s.stages[1].color_op = op(TextureOp::SelectArg1);
    s.stages[1].color_args = [0, TF, 0];
    let t = ff_pixel_shader(&FfPixelKey::new(&s).unwrap()).unwrap();
    let locations: Vec<u32> = t.interface.varyings.iter().map(|v| v.location).collect();
    assert_eq!(locations, vec![3, 8, 9]);
    assert_eq!(t.interface.varyings[1].unwritten, [1.0; 4]);
    assert_eq!(t.interface.textures.len(), 1);
    let tex = &t.interface.textures[0];
    assert_eq!(
        (tex.stage, tex.texture_binding, tex.sampler_binding, tex.dim),
        (0, 2, 3, TextureDim::Cube)
    );
    let r = t.interface.renderer.as_ref().unwrap();
    assert_eq!(r.size, 512);
    assert_eq!(r.field("tss_constant").unwrap().offset, 256);
    assert_eq!(t.interface.color_outputs, vec![0]);
}

/// A stage whose border colour is emulated is a key bit (the colour is a
/// uniform), and its module declares the border part of the renderer
/// block; a cube stage has no outside and ignores it.
#[test]
fn border_emulation_is_a_key_bit_and_declares_the_border_fields() {
    let mut s = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    s.stages[0].texture = Some(TextureDim::D2);
    let plain = FfPixelKey::new(&s).unwrap();
    s.stages[0].border_emulation = true;
    let bordered = FfPixelKey::new(&s).unwrap();
    assert_ne!(plain, bordered);
    assert!(bordered.stage(0).border_emulation);
    let t = ff_pixel_shader(&bordered).unwrap();
    let r = t.interface.renderer.as_ref().unwrap();
    assert_eq!(r.size, 1024);
    assert_eq!(r.field("border_color").unwrap().offset, 512);
    assert_eq!(r.field("border_params").unwrap().offset, 768);
    let wgsl = to_wgsl(&t).unwrap();
    assert!(wgsl.contains("textureDimensions"), "{wgsl}");
    let plain_module = ff_pixel_shader(&plain).unwrap();
    // Without it the module reads no renderer value at all here.
    assert!(plain_module.interface.renderer.is_none());
    s.stages[0].texture = Some(TextureDim::Cube);
    assert!(!FfPixelKey::new(&s).unwrap().stage(0).border_emulation);
}

fn arb_arg() -> impl Strategy<Value = u32> {
    (
        0u32..9,
        any::<bool>(),
        any::<bool>(),
        prop::bool::weighted(0.05),
    )
        .prop_map(|(s, c, a, junk)| {
            s | (c as u32) << 4 | (a as u32) << 5 | if junk { 0x100 } else { 0 }
        })
}

fn arb_op() -> impl Strategy<Value = u32> {
    prop_oneof![9 => 1u32..27, 1 => any::<u32>()]
}

fn arb_state() -> impl Strategy<Value = FfPixelState> {
    let stage = (
        arb_op(),
        prop::array::uniform3(arb_arg()),
        arb_op(),
        prop::array::uniform3(arb_arg()),
        prop_oneof![Just(1u32), Just(5u32), any::<u32>()],
        prop_oneof![9 => 0u32..8, 1 => any::<u32>()],
        (0u32..5, any::<bool>()).prop_map(|(c, p)| c | if p { 256 } else { 0 }),
        0u8..4,
        any::<bool>(),
    );
    (
        prop::array::uniform8(stage),
        0u32..9,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(|(stages, alpha, fog, specular, flat)| {
            let mut s = FfPixelState {
                alpha_test: CmpFunc::from_d3d(alpha),
                fog,
                specular,
                flat_shading: flat,
                ..Default::default()
            };
            for (i, (cop, cargs, aop, aargs, result, tci, ttff, kind, bias)) in
                stages.into_iter().enumerate()
            {
                let st = &mut s.stages[i];
                st.color_op = cop;
                st.color_args = cargs;
                st.alpha_op = aop;
                st.alpha_args = aargs;
                st.result_arg = result;
                st.texcoord_index = tci;
                st.transform_flags = ttff;
                st.texture = [
                    None,
                    Some(TextureDim::D2),
                    Some(TextureDim::Cube),
                    Some(TextureDim::D3),
                ][kind as usize];
                st.lod_bias = bias;
            }
            s
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every state gives a key and a module that validates (and writes as
    /// WGSL), or a typed error; never a panic.
    #[test]
    fn every_state_validates_or_is_a_typed_error(state in arb_state()) {
        match FfPixelKey::new(&state) {
            Ok(key) => {
                prop_assert!(key.active_stages() <= 8);
                let t = ff_pixel_shader(&key);
                prop_assert!(t.is_ok(), "{:?}", t.err());
                let t = t.unwrap();
                prop_assert!(to_wgsl(&t).is_ok());
                // The key is its own normal form.
                for i in 0..key.active_stages() {
                    let st = key.stage(i);
                    prop_assert!(st.texcoord < 8);
                    prop_assert!(st.color_op != Some(TextureOp::Disable));
                }
            }
            Err(e) => {
                let typed = matches!(e, TranslateError::FixedFunction { .. });
                prop_assert!(typed, "{}", e);
            }
        }
    }
}

#[test]
fn a_stage_sampling_a_depth_texture_keeps_its_depth_sampling_in_the_key() {
    use ninebridge_translate::DepthSampling;
    let base = one_stage(
        TextureOp::SelectArg1,
        [0, TEX, 0],
        TextureOp::SelectArg1,
        [0, TEX, 0],
    );
    for depth in [DepthSampling::Compare, DepthSampling::Value] {
        let mut s = base;
        s.stages[0].depth = depth;
        let key = FfPixelKey::new(&s).unwrap();
        assert_eq!(key.stage(0).depth, depth);
        assert_ne!(key, FfPixelKey::new(&base).unwrap());
        let wgsl = to_wgsl(&ff_pixel_shader(&key).unwrap()).unwrap();
        assert!(wgsl.contains("texture_depth_2d"), "{wgsl}");
        assert_eq!(
            wgsl.contains("textureSampleCompare"),
            depth == DepthSampling::Compare,
            "{wgsl}"
        );
    }
    assert_eq!(
        FfPixelKey::new(&base).unwrap().stage(0).depth,
        DepthSampling::None
    );
}
