//! `shader diff` compares what real shaders use: vertex texture fetch,
//! `texldl`/`texldb`/`texldd` on mip chains, `dsx`/`dsy` over a quad whose
//! inputs differ, both facings of `vFace`, `vPos`, relative addressing,
//! loops with `aL`, `break_*` and predicates, in both texture modes. Each
//! test can fail: the GPU (translator) and the interpreter must agree, and
//! either a deliberate interpreter fault must be caught only where the
//! feature routes it, or the interpreter's value is checked by hand.

use ninebridge_conformance::diff::random::{self, Rng, SetOptions};
use ninebridge_conformance::diff::{
    DiffOptions, Differ, Disagreement, ShaderOutcome, TextureMode, smooth,
};
use ninebridge_d3dbc::RegisterType;
use ninebridge_interp::{Fault, Interpreter, Outputs};

const SETS: u32 = 8;

fn differ() -> Differ {
    Differ::new(
        ninebridge_d3d9::Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)"),
    )
}

fn options(textures: TextureMode, fault: Option<Fault>) -> DiffOptions {
    DiffOptions {
        inputs: SETS,
        seed: 11,
        fault,
        textures,
        ..DiffOptions::default()
    }
}

fn program(text: &str) -> ninebridge_d3dbc::Program {
    let p = ninebridge_d3dbc::assemble_program(text).unwrap();
    let errors = ninebridge_d3dbc::validate(&p);
    assert!(errors.is_empty(), "{errors:?}\n{text}");
    p
}

/// Every set agrees, in both texture modes.
fn agrees(d: &Differ, text: &str) {
    let p = program(text);
    for mode in [TextureMode::Smooth, TextureMode::Texel] {
        match d.diff("feature", &p, options(mode, None)) {
            ShaderOutcome::Agree(n) => assert_eq!(n, SETS),
            other => panic!("{mode:?}: {other:?}\n{text}"),
        }
    }
}

/// The disagreements with `fault` in the interpreter (smooth textures).
fn caught(d: &Differ, text: &str, fault: Fault) -> Vec<Disagreement> {
    match d.diff(
        "feature",
        &program(text),
        options(TextureMode::Smooth, Some(fault)),
    ) {
        ShaderOutcome::Disagree(found) => found,
        other => panic!("{fault:?} not caught: {other:?}\n{text}"),
    }
}

/// The interpreter's lane-3 outputs (pixel (1, 1)) on set `index` of the
/// smooth mode, as the differ draws it (`pixel_at` per lane).
fn cpu_pixel(
    text: &str,
    index: u32,
    edit: impl Fn(&mut ninebridge_conformance::inputs::InputSet),
) -> Outputs {
    let p = program(text);
    let mut set = random::input_set(
        &p,
        &mut Rng::new(5),
        SetOptions {
            textures: TextureMode::Smooth,
            index,
        },
    );
    edit(&mut set);
    let it = Interpreter::new(&p).unwrap();
    let quad = [0u32, 1, 2, 3].map(|l| set.pixel_at(l & 1, l >> 1).unwrap());
    let [_, _, _, last] = it
        .run_quad(
            &set.environment().unwrap(),
            &set.textures(false).unwrap(),
            &quad,
        )
        .unwrap();
    last
}

fn oc(out: &Outputs, k: u32) -> [f32; 4] {
    out.get(RegisterType::ColorOut, k).unwrap()
}

#[test]
fn vertex_texture_fetch_is_compared() {
    let text = "vs_3_0\ndcl_position v0\ndcl_texcoord v1\ndcl_2d s0\ndcl_position o0\n\
                dcl_texcoord o1\nmov o0, v0\nmov r1, v1\nmul r1.w, v1.w, c0.x\n\
                texldl r0, r1, s0\nmov o1, r0\n";
    let d = differ();
    agrees(&d, text);
    // The interpreter reads the vertex texture (not the unbound (0, 0, 0, 1)):
    // the GPU agreeing means it read the same texels.
    let p = program(text);
    let set = random::input_set(
        &p,
        &mut Rng::new(2),
        SetOptions {
            textures: TextureMode::Smooth,
            index: 0,
        },
    );
    let out = Interpreter::new(&p)
        .unwrap()
        .run_vertex(
            &set.environment().unwrap(),
            &set.textures(true).unwrap(),
            &set.vertex().unwrap(),
        )
        .unwrap();
    let o1 = out.get(RegisterType::OUTPUT, 1).unwrap();
    assert!(o1.iter().all(|c| (0.04..=0.96).contains(c)), "{o1:?}");
    assert_ne!(o1, [0.0, 0.0, 0.0, 1.0]);
}

#[test]
fn explicit_biased_and_gradient_levels_on_mip_chains() {
    let text = "ps_3_0\ndcl_texcoord v0\ndcl_texcoord1 v1\ndcl_texcoord2 v2\n\
                dcl_2d s0\ndcl_2d s1\ndcl_2d s2\ndef c20, 0.02, 0, 0, 0\nmov r0, v0\n\
                mul r0.w, v0.w, c0.x\nmov r4, c20.y\nmov r5, c20.y\n\
                mul r4.x, v1.x, c20.x\nmul r5.y, v2.y, c20.x\n\
                texldl r1, r0, s0\ntexldb r2, r0, s1\ntexldd r3, v0, s2, r4, r5\n\
                mov oC0, r1\nmov oC1, r2\nmov oC2, r3\n";
    let d = differ();
    agrees(&d, text);
    // An interpreter one level off is caught on all three outputs, through
    // the tolerance the smooth textures allow. (texldd's gradients lie on
    // one axis each, where Vulkan's approximations of their length agree:
    // with gradients on both axes a level from derivatives is decidable to
    // a level at best, `texerr::lod_range`.)
    let mut outputs: Vec<String> = caught(&d, text, Fault::LodPlusOne)
        .into_iter()
        .map(|x| x.output)
        .collect();
    outputs.sort();
    outputs.dedup();
    assert_eq!(outputs, ["oC0", "oC1", "oC2"]);
    // The level matters: texldl at level 1 reads LEVEL_STEP more than at
    // level 0 (the function is the same), so a GPU that ignored the level
    // would disagree.
    let at = |lod: f32| {
        oc(
            &cpu_pixel(text, 0, |s| {
                s.c.insert(0, [1.0; 4]);
                s.v.get_mut(&0).unwrap()[3] = lod;
                s.v_gradients.insert(0, [[0.0; 4]; 2]);
                let v = s.v.get_mut(&0).unwrap();
                v[0] = 0.5;
                v[1] = 0.5;
            }),
            0,
        )
    };
    let (l0, l1) = (at(0.0), at(1.0));
    for c in 0..4 {
        assert!(
            (l1[c] - l0[c] - smooth::LEVEL_STEP).abs() < 1e-4,
            "{l0:?} {l1:?}"
        );
    }
}

#[test]
fn derivatives_see_a_quad_whose_inputs_differ() {
    let text = "ps_3_0\ndcl_texcoord v0\ndsx r0, v0\ndsy r1, v0\nmov oC0, r0\nmov oC1, r1\n";
    let d = differ();
    agrees(&d, text);
    let p = program(text);
    let set = random::input_set(
        &p,
        &mut Rng::new(5),
        SetOptions {
            textures: TextureMode::Smooth,
            index: 1,
        },
    );
    let out = cpu_pixel(text, 1, |_| {});
    let [gx, gy] = set.v_gradients[&0];
    assert_eq!(oc(&out, 0), gx);
    assert_eq!(oc(&out, 1), gy);
    assert!(gx.iter().chain(&gy).any(|g| *g != 0.0), "{gx:?} {gy:?}");
}

#[test]
fn both_facings_are_compared() {
    // Back faces take the rcp: a sign error there shows on back-facing
    // sets only (2 and 3 of every 4).
    let text = "ps_3_0\ndcl vFace\ndcl_texcoord v0\nrcp r1, v0.x\n\
                cmp r0, vFace, c1, r1.x\nmov oC0, r0\n";
    let d = differ();
    agrees(&d, text);
    let found = caught(&d, text, Fault::RcpSign);
    assert!(
        found.iter().all(|x| random::face_of(x.input_set) < 0.0),
        "{found:?}"
    );
    let mut sets: Vec<u32> = found.iter().map(|x| x.input_set).collect();
    sets.dedup();
    assert_eq!(sets, [2, 3, 6, 7]);
}

#[test]
fn vpos_is_the_pixel() {
    let text = "ps_3_0\ndcl vPos.xy\nmov r0, c0\nmov r0.xy, vPos\nmov oC0, r0\n";
    let d = differ();
    agrees(&d, text);
    let v = oc(&cpu_pixel(text, 0, |_| {}), 0);
    assert_eq!([v[0], v[1]], [1.0, 1.0]);
}

#[test]
fn relative_addressing_loops_breaks_and_predicates() {
    let ps = "ps_3_0\ndefi i0, 3, 1, 2, 0\ndcl_texcoord v0\nmov r0, v0\n\
              loop aL, i0\nmul r0, r0, c1\nadd r0, r0, c[aL + 4]\nsetp_gt p0, r0.x, c2.x\n\
              (p0) add r0, r0, c3\nbreak_gt r0.y, c2.y\nendloop\nmov oC0, r0\n";
    let vs = "vs_3_0\ndefi i0, 4, 0, 1, 0\ndcl_position v0\ndcl_position o0\n\
              dcl_texcoord o1\nmov o0, v0\nmova a0.x, v0.x\nmov r0, c[a0.x + 10]\n\
              loop aL, i0\nmul r0, r0, c2\nadd r0, r0, c[aL + 20]\nbreak_ge r0.x, c5.x\n\
              endloop\nmov o1, r0\n";
    let d = differ();
    for text in [ps, vs] {
        agrees(&d, text);
        // The loop body's outputs are compared: a mul 2^-19 off is caught.
        assert!(!caught(&d, text, Fault::MulUlps(16)).is_empty());
    }
}

/// A sample at a non-finite coordinate (here `texldp` by w = 0) has no
/// defined value: whatever the GPU's sampler returns, the outputs it feeds
/// are non-finite on the interpreter's side and follow the rule (found by
/// `random_valid_programs_agree_on_the_gpu`). The same program sampling at
/// a finite coordinate still agrees.
#[test]
fn samples_at_non_finite_coordinates_follow_the_rule() {
    let undefined = "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ndef c7, 0.5, -1, 2, 0\n\
                     texldp r1, c7.w, s0\ntexldb r0, r1.wzyx_abs, s0\nmov oC0, r0\n";
    let d = differ();
    for mode in [TextureMode::Smooth, TextureMode::Texel] {
        match d.diff("feature", &program(undefined), options(mode, None)) {
            ShaderOutcome::NonFinite(found) => {
                assert_eq!(found.len(), SETS as usize, "{found:?}");
                assert!(found.iter().all(|f| !f.breaks_rule()), "{found:?}");
            }
            // Point sampling at NaN picks the same texel on both sides.
            ShaderOutcome::Agree(_) if mode == TextureMode::Texel => {}
            other => panic!("{mode:?}: {other:?}"),
        }
    }
    agrees(
        &d,
        "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ndef c7, 0.5, -1, 2, 1\n\
         texldp r1, c7.w, s0\ntexldb r0, r1.wzyx_abs, s0\nmov oC0, r0\n",
    );
}

/// Plain sets whose interpreter outputs overflow are drawn again (up to
/// `PLAIN_DRAWS` times), game sets never: `pow(v0.x, 1000)` overflows for
/// |v0.x| > 1.0932, which a plain set's [-2, 2] reaches about half the
/// time and a game set's [0, 1] never, so every set compares values; an
/// `rcp` of a defined 0 is +inf in every set, game sets too, and is
/// reported as non-finite with where it began.
#[test]
fn plain_sets_that_overflow_are_drawn_again_and_game_sets_are_reported() {
    let d = differ();
    agrees(
        &d,
        "ps_3_0\ndef c9, 1000, 0, 0, 1\ndcl_texcoord v0\npow r0.x, v0_abs.x, c9.x\n\
         mov r0.yzw, c9.w\nmov oC0, r0\n",
    );
    let text = "ps_3_0\ndef c9, 1000, 0, 0, 1\ndcl_texcoord v0\nmov r1, v0\nrcp r0.x, c9.y\n\
                mov r0.yzw, r1\nmov oC0, r0\n";
    match d.diff(
        "feature",
        &program(text),
        options(TextureMode::Smooth, None),
    ) {
        ShaderOutcome::NonFinite(found) => {
            assert_eq!(found.len(), SETS as usize, "{found:?}");
            for f in &found {
                assert_eq!(
                    f.origin.as_deref(),
                    Some("#3 rcp r0.x, c9.y of [0.0, 0.0, 0.0, 0.0]")
                );
            }
        }
        other => panic!("{other:?}"),
    }
}

/// A vertex that the group's constants hold off screen whatever the vertex
/// inputs (here unless |c29.x - 0.5| <= 0.01, as The Forest's trees are
/// moved a million units away beyond a fade distance) is drawn with the
/// set's own constants after 128 draws, so the shader is compared: with
/// only the groups' constants, no set of this seed lands on a pixel.
#[test]
fn a_vertex_its_group_holds_off_screen_is_drawn_with_its_own_constants() {
    let text = "vs_3_0\ndef c30, 0.5, 0.01, 0, 1000000\ndcl_position v0\ndcl_texcoord v1\n\
                dcl_position o0\ndcl_texcoord o1\nadd r1.x, c29.x, -c30.x\n\
                slt r1.y, c30.y, r1_abs.x\nmad r0, r1.y, c30.zwzz, v0\nmov o0, r0\nmov o1, v1\n";
    let d = differ();
    match d.diff(
        "feature",
        &program(text),
        options(TextureMode::Smooth, None),
    ) {
        ShaderOutcome::Agree(n) => assert_eq!(n, SETS),
        other => panic!("{other:?}"),
    }
}

/// The conditioning allowance: `rcp((1 + 2^-20) * 1 - 1)` magnifies the
/// product's rounding 2^20 times. A `mul` one ULP off (what another
/// rounding gives) moves the output by 11%, within what 2-ULP roundings
/// move it, so it is not reported; 64 ULPs off moves it 8 times farther
/// and is caught, as a fault in a well-conditioned output is.
#[test]
fn ill_conditioned_outputs_get_the_allowance_their_rounding_shows() {
    let text = "ps_3_0\ndef c20, 1.00000095367431640625, 1, 0.5, 0\ndcl_texcoord v0\n\
                mul r1.x, c20.x, c20.y\nadd r1.x, r1.x, -c20.y\nrcp r0.x, r1.x\n\
                mov r0.yzw, c20.z\nmov oC0, r0\n";
    let d = differ();
    agrees(&d, text);
    match d.diff(
        "feature",
        &program(text),
        options(TextureMode::Smooth, Some(Fault::MulUlps(1))),
    ) {
        ShaderOutcome::Agree(n) => assert_eq!(n, SETS),
        other => panic!("one ULP reported: {other:?}"),
    }
    let found = caught(&d, text, Fault::MulUlps(64));
    assert!(found.iter().all(|f| f.output == "oC0"), "{found:?}");
}
