//! One test per documented D3D9 rule: the expected values come from the
//! Direct3D 9 assembly reference (instruction pseudo-code, modifiers,
//! registers), not from another implementation.

use ninebridge_d3dbc::{RegisterType, SamplerTextureType, assemble_program};
use ninebridge_interp::{
    CpuTexture, CpuTextures, Environment, InterpError, Interpreter, NoTextures, Outputs,
    PixelInput, SamplerDesc, Textures, VertexInput,
};
use ninebridge_types::{SamplerSlot, TextureAddress, TextureFilterType};

fn env_with(consts: &[(usize, [f32; 4])]) -> Environment {
    let mut env = Environment::default();
    for &(i, v) in consts {
        if env.float_constants.len() <= i {
            env.float_constants.resize(i + 1, [0.0; 4]);
        }
        env.float_constants[i] = v;
    }
    env
}

fn vs(text: &str, consts: &[(usize, [f32; 4])], v: &[[f32; 4]]) -> Outputs {
    let p = assemble_program(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let it = Interpreter::new(&p).expect("prepares");
    it.run_vertex(
        &env_with(consts),
        &NoTextures,
        &VertexInput { v: v.to_vec() },
    )
    .expect("runs")
}

/// `oPos` of a vertex shader.
fn pos(text: &str, consts: &[(usize, [f32; 4])], v: &[[f32; 4]]) -> [f32; 4] {
    vs(text, consts, v)
        .get(RegisterType::RastOut, 0)
        .expect("oPos written")
}

fn quad_with(
    text: &str,
    env: &Environment,
    textures: &dyn Textures,
    quad: &[PixelInput; 4],
) -> [Outputs; 4] {
    let p = assemble_program(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
    let it = Interpreter::new(&p).expect("prepares");
    it.run_quad(env, textures, quad).expect("runs")
}

fn pixel(text: &str, consts: &[(usize, [f32; 4])], input: PixelInput) -> Outputs {
    let quad = [input.clone(), input.clone(), input.clone(), input];
    let [o, ..] = quad_with(text, &env_with(consts), &NoTextures, &quad);
    o
}

fn color(o: &Outputs) -> [f32; 4] {
    o.get(RegisterType::ColorOut, 0)
        .or_else(|| o.get(RegisterType::Temp, 0))
        .expect("colour written")
}

const V: [f32; 4] = [0.0; 4];

// ---- Arithmetic rules ----------------------------------------------------

#[test]
fn rcp_of_one_is_exact_and_of_zero_keeps_the_sign() {
    let p = "vs_2_0\ndcl_position v0\nrcp r0.x, v0.x\nrcp r0.y, v0.y\nrcp r0.z, v0.z\nrcp r0.w, v0.w\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[1.0, 0.0, -0.0, 4.0]]),
        [1.0, f32::INFINITY, f32::NEG_INFINITY, 0.25]
    );
}

#[test]
fn rsq_takes_the_absolute_value_and_is_infinite_at_zero() {
    let p = "vs_2_0\ndcl_position v0\nrsq r0.x, v0.x\nrsq r0.y, v0.y\nrsq r0.z, v0.z\nrsq r0.w, v0.w\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[-4.0, 0.0, -0.0, 1.0]]),
        [0.5, f32::INFINITY, f32::INFINITY, 1.0]
    );
}

#[test]
fn scalar_instructions_read_the_w_of_an_unswizzled_source() {
    // vs_1_1: "If no swizzle is given, the w component is used".
    let p = "vs_1_1\ndcl_position v0\nrcp r0, v0\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[1.0, 2.0, 4.0, 8.0]]), [0.125; 4]);
}

#[test]
fn log_uses_the_absolute_value_and_gives_minus_infinity_at_zero() {
    let p = "vs_2_0\ndcl_position v0\nlog r0.x, v0.x\nlog r0.y, v0.y\nexp r0.z, v0.z\nmov r0.w, v0.w\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[-8.0, 0.0, 3.0, 1.0]]),
        [3.0, f32::NEG_INFINITY, 8.0, 1.0]
    );
}

#[test]
fn pow_uses_the_absolute_value_of_the_base() {
    let p = "vs_2_0\ndcl_position v0\npow r0, v0.x, v0.y\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[-2.0, 3.0, 0.0, 0.0]]), [8.0; 4]);
}

#[test]
fn vs_1_1_expp_and_logp_are_the_partial_four_component_forms() {
    let p = "vs_1_1\ndcl_position v0\nexpp r0, v0.x\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[2.5, 0.0, 0.0, 0.0]]),
        [4.0, 0.5, 2.5f32.exp2(), 1.0]
    );
    let p = "vs_1_1\ndcl_position v0\nlogp r0, v0.x\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[-8.0, 0.0, 0.0, 0.0]]), [3.0, 1.0, 3.0, 1.0]);
}

#[test]
fn lit_follows_the_reference_pseudo_code() {
    let p = "vs_1_1\ndcl_position v0\nlit r0, v0\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[0.5, 0.25, 9.0, 2.0]]),
        [1.0, 0.5, 0.0625, 1.0]
    );
    assert_eq!(pos(p, &[], &[[-0.5, 0.25, 9.0, 2.0]]), [1.0, 0.0, 0.0, 1.0]);
    assert_eq!(pos(p, &[], &[[0.5, -0.25, 9.0, 2.0]]), [1.0, 0.5, 0.0, 1.0]);
}

#[test]
fn dst_builds_the_distance_vector() {
    let p = "vs_1_1\ndcl_position v0\ndcl_normal v1\ndst r0, v0, v1\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[9.0, 2.0, 3.0, 9.0], [9.0, 5.0, 9.0, 7.0]]),
        [1.0, 10.0, 3.0, 7.0]
    );
}

#[test]
fn lrp_frc_sgn_abs_crs_and_nrm() {
    let p = "vs_2_0\ndef c0, 0.25, 0.5, 0.75, 1\ndcl_position v0\ndcl_normal v1\nlrp r0, c0, v0, v1\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[4.0, 4.0, 4.0, 4.0], [0.0, 0.0, 0.0, 0.0]]),
        [1.0, 2.0, 3.0, 4.0]
    );
    let p = "vs_2_0\ndcl_position v0\nfrc r0, v0\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[1.25, -0.25, 2.0, -1.5]]),
        [0.25, 0.75, 0.0, 0.5]
    );
    let p = "vs_2_0\ndcl_position v0\nsgn r0, v0, r1, r2\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[3.0, -2.0, 0.0, -0.0]]),
        [1.0, -1.0, 0.0, 0.0]
    );
    let p = "vs_2_0\ndcl_position v0\nabs r0, v0\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[3.0, -2.0, 0.0, -1.0]]), [3.0, 2.0, 0.0, 1.0]);
    let p =
        "vs_2_0\ndcl_position v0\ndcl_normal v1\nmov r0, v0.w\ncrs r0.xyz, v0, v1\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[1.0, 0.0, 0.0, 7.0], [0.0, 1.0, 0.0, 0.0]]),
        [0.0, 0.0, 1.0, 7.0]
    );
    let p = "vs_2_0\ndcl_position v0\nnrm r0, v0\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[3.0, 0.0, 4.0, 10.0]]), [0.6, 0.0, 0.8, 2.0]);
}

#[test]
fn sincos_writes_cosine_to_x_and_sine_to_y_only() {
    let p =
        "vs_3_0\ndcl_position v0\ndcl_position o0\nmov r0, v0.w\nsincos r0.xy, v0.x\nmov o0, r0\n";
    let o = vs(p, &[], &[[0.0, 0.0, 0.0, 5.0]]);
    assert_eq!(o.get(RegisterType::OUTPUT, 0), Some([1.0, 0.0, 5.0, 5.0]));
}

#[test]
fn min_max_slt_sge() {
    let p = "vs_2_0\ndcl_position v0\ndcl_normal v1\nmin r0.xy, v0, v1\nmax r0.zw, v0, v1\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[1.0, 5.0, 1.0, 5.0], [2.0, 3.0, 2.0, 3.0]]),
        [1.0, 3.0, 2.0, 5.0]
    );
    let p = "vs_2_0\ndcl_position v0\ndcl_normal v1\nslt r0.xy, v0, v1\nsge r0.zw, v0, v1\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[1.0, 3.0, 1.0, 3.0], [2.0, 3.0, 2.0, 3.0]]),
        [1.0, 0.0, 0.0, 1.0]
    );
}

#[test]
fn matrix_macros_read_consecutive_constants() {
    let consts = [
        (4, [1.0, 0.0, 0.0, 0.0]),
        (5, [0.0, 2.0, 0.0, 0.0]),
        (6, [0.0, 0.0, 3.0, 0.0]),
        (7, [0.0, 0.0, 0.0, 4.0]),
    ];
    let v = [[1.0, 1.0, 1.0, 1.0]];
    let p = "vs_1_1\ndcl_position v0\nm4x4 oPos, v0, c4\n";
    assert_eq!(pos(p, &consts, &v), [1.0, 2.0, 3.0, 4.0]);
    let p = "vs_1_1\ndcl_position v0\nmov r0, c0\nm3x3 r0.xyz, v0, c4\nmov oPos, r0\n";
    assert_eq!(pos(p, &consts, &v), [1.0, 2.0, 3.0, 0.0]);
    let p = "vs_1_1\ndcl_position v0\nmov r0, c0\nm3x2 r0.xy, v0, c5\nmov oPos, r0\n";
    assert_eq!(pos(p, &consts, &v), [2.0, 3.0, 0.0, 0.0]);
    let p = "vs_1_1\ndcl_position v0\nm3x4 oPos, v0, c4\n";
    assert_eq!(pos(p, &consts, &v), [1.0, 2.0, 3.0, 0.0]);
}

#[test]
fn zero_times_anything_is_zero_only_in_the_mul_zero_variant() {
    let p = assemble_program("vs_2_0\ndcl_position v0\nmul oPos, v0.x, v0.y\n").unwrap();
    let it = Interpreter::new(&p).unwrap();
    let input = VertexInput {
        v: vec![[0.0, f32::INFINITY, 0.0, 0.0]],
    };
    let plain = it
        .run_vertex(&Environment::default(), &NoTextures, &input)
        .unwrap();
    assert!(plain.get(RegisterType::RastOut, 0).unwrap()[0].is_nan());
    let env = Environment {
        mul_zero: true,
        ..Environment::default()
    };
    let zero = it.run_vertex(&env, &NoTextures, &input).unwrap();
    assert_eq!(zero.get(RegisterType::RastOut, 0), Some([0.0; 4]));
}

// ---- Modifiers ------------------------------------------------------------

/// ps_1_x source modifiers, seen through `_d4` and an offset of 0.5 so
/// every result stays inside the saturated colour output.
#[test]
fn source_modifiers() {
    let input = PixelInput {
        v: vec![[0.25, 0.75, 1.0, 0.0]],
        ..PixelInput::default()
    };
    for (modifier, expected) in [
        ("v0_bias", [-0.25, 0.25, 0.5, -0.5]),
        ("-v0_bias", [0.25, -0.25, -0.5, 0.5]),
        ("v0_bx2", [-0.5, 0.5, 1.0, -1.0]),
        ("-v0_bx2", [0.5, -0.5, -1.0, 1.0]),
        ("1-v0", [0.75, 0.25, 0.0, 1.0]),
        ("v0_x2", [0.5, 1.5, 2.0, 0.0]),
        ("-v0", [-0.25, -0.75, -1.0, -0.0]),
        ("v0.wzyx", [0.0, 1.0, 0.75, 0.25]),
    ] {
        let text =
            format!("ps_1_4\ndef c0, 0.5, 0.5, 0.5, 0.5\nmov_d4 r0, {modifier}\nadd r0, r0, c0\n");
        let got = color(&pixel(&text, &[], input.clone()));
        assert_eq!(got, expected.map(|v: f32| v / 4.0 + 0.5), "{modifier}");
    }
    let p = "vs_2_0\ndcl_position v0\nmov r0, -v0_abs\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[-1.0, 2.0, -3.0, 0.0]]),
        [-1.0, -2.0, -3.0, -0.0]
    );
}

#[test]
fn destination_shifts_then_saturate() {
    let input = PixelInput {
        v: vec![[0.25, 0.5, 0.125, 1.0]],
        ..PixelInput::default()
    };
    let got = color(&pixel("ps_1_4\nmov_x2 r0, v0\n", &[], input.clone()));
    assert_eq!(got, [0.5, 1.0, 0.25, 1.0]);
    let got = color(&pixel("ps_1_4\nmov_x4 r0, v0\n", &[], input.clone()));
    assert_eq!(got, [1.0, 1.0, 0.5, 1.0]);
    let got = color(&pixel("ps_1_4\nmov_d2 r0, v0\n", &[], input.clone()));
    assert_eq!(got, [0.125, 0.25, 0.0625, 0.5]);
    // _x4 then _sat: saturation applies after the shift.
    let got = color(&pixel("ps_1_4\nmov_x4_sat r0, v0\n", &[], input));
    assert_eq!(got, [1.0, 1.0, 0.5, 1.0]);
    let p = "vs_2_0\ndcl_position v0\nmov_sat oPos, v0\n";
    assert_eq!(
        pos(p, &[], &[[-1.0, 0.5, 2.0, f32::NAN]]),
        [0.0, 0.5, 1.0, 0.0]
    );
}

#[test]
fn ps_1_x_constants_read_clamped_to_minus_one_one() {
    let p = "ps_1_4\ndef c1, 0.25, 0.25, 0.25, 0.25\nmul r0, c0, c1\n";
    let got = color(&pixel(
        p,
        &[(0, [4.0, -4.0, 0.5, 2.0])],
        PixelInput::default(),
    ));
    assert_eq!(got, [0.25, 0.0, 0.125, 0.25]);
}

#[test]
fn ps_1_x_results_clamp_to_max_pixel_shader_value() {
    let p = assemble_program("ps_1_4\ndef c0, 1, 1, 1, 1\nadd_x4 r0, c0, c0\nmul_d8 r0, r0, c0\n")
        .unwrap();
    let it = Interpreter::new(&p).unwrap();
    let env = Environment {
        max_pixel_shader_value: 1.0,
        ..Environment::default()
    };
    // 8 clamped to 1, then /8.
    let o = it
        .run_pixel(&env, &NoTextures, &PixelInput::default())
        .unwrap();
    assert_eq!(color(&o), [0.125; 4]);
    let o = it
        .run_pixel(&Environment::default(), &NoTextures, &PixelInput::default())
        .unwrap();
    assert_eq!(color(&o), [1.0; 4]);
}

#[test]
fn ps_1_x_colour_output_is_r0_saturated() {
    let input = PixelInput {
        v: vec![[2.0, -1.0, 0.5, 1.0]],
        ..PixelInput::default()
    };
    assert_eq!(
        color(&pixel("ps_1_1\nmov r0, v0\n", &[], input)),
        [1.0, 0.0, 0.5, 1.0]
    );
}

#[test]
fn write_masks_and_swizzles() {
    let p = "vs_2_0\ndcl_position v0\nmov r0, v0.wzyx\nmov r0.y, v0.x\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[1.0, 2.0, 3.0, 4.0]]), [4.0, 1.0, 2.0, 1.0]);
}

// ---- ps_1_x arithmetic ----------------------------------------------------

#[test]
fn cnd_compares_with_one_half_and_cmp_with_zero() {
    let p = "ps_1_4\ndef c0, 0.5, 0.6, 0.4, 1\ndef c1, 1, 1, 1, 1\ndef c2, 0, 0, 0, 0\ncnd r0, c0, c1, c2\n";
    assert_eq!(
        color(&pixel(p, &[], PixelInput::default())),
        [0.0, 1.0, 0.0, 1.0]
    );
    let p = "ps_2_0\ndef c0, 0, -0.5, 0.5, -0\ndef c1, 1, 1, 1, 1\ndef c2, 0, 0, 0, 0\ncmp r0, c0, c1, c2\nmov oC0, r0\n";
    assert_eq!(
        color(&pixel(p, &[], PixelInput::default())),
        [1.0, 0.0, 1.0, 1.0]
    );
}

#[test]
fn coissued_instructions_read_before_either_writes() {
    // The +mov reads r0.a before the mul writes... r0.rgb only; and the
    // first reads r1.a before the co-issued add writes it.
    let p = "ps_1_1\ndef c0, 0.5, 0.5, 0.5, 0.25\ndef c1, 0.5, 0.5, 0.5, 0.5\nmov r1, c0\nmul r0.rgb, r1.a, c1\n+add r1.a, r1.a, c1.a\nmov r0.a, r1.a\n";
    assert_eq!(
        color(&pixel(p, &[], PixelInput::default())),
        [0.125, 0.125, 0.125, 0.75]
    );
}

// ---- Address registers, relative addressing --------------------------------

#[test]
fn mova_rounds_to_nearest_and_vs_1_1_mov_floors() {
    let consts: Vec<(usize, [f32; 4])> = (0..8).map(|i| (i, [i as f32; 4])).collect();
    let p = "vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nmov oPos, c[a0.x + 1]\n";
    assert_eq!(pos(p, &consts, &[[1.6, 0.0, 0.0, 0.0]]), [3.0; 4]);
    assert_eq!(pos(p, &consts, &[[1.4, 0.0, 0.0, 0.0]]), [2.0; 4]);
    // Ties go to the even integer: 2.5 -> 2, 1.5 -> 2.
    assert_eq!(pos(p, &consts, &[[2.5, 0.0, 0.0, 0.0]]), [3.0; 4]);
    assert_eq!(pos(p, &consts, &[[1.5, 0.0, 0.0, 0.0]]), [3.0; 4]);
    let p = "vs_1_1\ndcl_position v0\nmov a0.x, v0.x\nmov oPos, c[a0.x + 1]\n";
    assert_eq!(pos(p, &consts, &[[1.6, 0.0, 0.0, 0.0]]), [2.0; 4]);
}

#[test]
fn relative_reads_outside_the_constant_file_are_zero() {
    let p = "vs_2_0\ndcl_position v0\nmova a0.x, v0.x\nmov oPos, c[a0.x + 2]\n";
    assert_eq!(pos(p, &[(0, [1.0; 4])], &[[-3.0, 0.0, 0.0, 0.0]]), [0.0; 4]);
    assert_eq!(
        pos(p, &[(0, [1.0; 4])], &[[400.0, 0.0, 0.0, 0.0]]),
        [0.0; 4]
    );
    assert_eq!(pos(p, &[(0, [1.0; 4])], &[[-2.0, 0.0, 0.0, 0.0]]), [1.0; 4]);
}

#[test]
fn def_overrides_the_application_constant() {
    let p = "vs_2_0\ndef c3, 1, 2, 3, 4\ndcl_position v0\nmov oPos, c3\n";
    assert_eq!(pos(p, &[(3, [9.0; 4])], &[V]), [1.0, 2.0, 3.0, 4.0]);
}

// ---- Flow control ------------------------------------------------------------

#[test]
fn loop_counts_start_and_step_from_the_integer_constant() {
    // i0 = (count 3, start 2, step 4): aL = 2, 6, 10.
    let consts: Vec<(usize, [f32; 4])> = (0..12).map(|i| (i, [i as f32; 4])).collect();
    let p = "vs_2_0\ndefi i0, 3, 2, 4, 0\ndcl_position v0\nmov r0, v0\nloop aL, i0\nadd r0, r0, c[aL]\nendloop\nmov oPos, r0\n";
    assert_eq!(pos(p, &consts, &[V]), [18.0; 4]);
}

#[test]
fn rep_and_nested_breaks() {
    let p = "vs_2_0\ndefi i0, 5, 0, 0, 0\ndef c0, 1, 0, 0, 0\ndcl_position v0\nmov r0, v0\nrep i0\nadd r0, r0, c0.x\nbreak_ge r0.x, c0.w\nendrep\nmov oPos, r0\n";
    // c0.w = 0: the first iteration breaks after one add.
    assert_eq!(pos(p, &[], &[V]), [1.0; 4]);
    let p = "vs_2_0\ndefi i0, 5, 0, 0, 0\ndef c0, 1, 0, 0, 3\ndcl_position v0\nmov r0, v0\nrep i0\nadd r0, r0, c0.x\nif_ge r0.x, c0.w\nbreak\nendif\nendrep\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[V]), [3.0; 4]);
}

#[test]
fn if_else_on_booleans_and_predicates() {
    let p = "vs_2_0\ndefb b0, true\ndef c0, 1, 2, 0, 0\ndcl_position v0\nif b0\nmov r0, c0.x\nelse\nmov r0, c0.y\nendif\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[V]), [1.0; 4]);
    let p = "vs_2_x\ndef c0, 1, 2, 0, 0\ndcl_position v0\nsetp_gt p0, v0, c0.z\nif !p0.y\nmov r0, c0.x\nelse\nmov r0, c0.y\nendif\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[0.0, 1.0, 0.0, 0.0]]), [2.0; 4]);
    assert_eq!(pos(p, &[], &[[0.0, -1.0, 0.0, 0.0]]), [1.0; 4]);
}

#[test]
fn predicated_instructions_write_only_true_components() {
    let p = "vs_2_x\ndef c0, 0, 0, 0, 0\ndef c1, 5, 5, 5, 5\ndcl_position v0\nmov r0, v0\nsetp_lt p0, v0, c0\n(p0) mov r0, c1\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[[-1.0, 1.0, -2.0, 2.0]]), [5.0, 1.0, 5.0, 2.0]);
    let p = "vs_2_x\ndef c0, 0, 0, 0, 0\ndef c1, 5, 5, 5, 5\ndcl_position v0\nmov r0, v0\nsetp_lt p0, v0, c0\n(!p0.x) mov r0, c1\nmov oPos, r0\n";
    assert_eq!(
        pos(p, &[], &[[-1.0, 1.0, -2.0, 2.0]]),
        [-1.0, 1.0, -2.0, 2.0]
    );
}

#[test]
fn call_callnz_and_ret() {
    let p = "vs_2_0\ndefb b1, false\ndef c0, 1, 10, 0, 0\ndcl_position v0\nmov r0, v0\ncall l0\ncallnz l1, b1\ncallnz l0, !b1\nmov oPos, r0\nret\nlabel l0\nadd r0, r0, c0.x\nret\nlabel l1\nadd r0, r0, c0.y\nret\n";
    assert_eq!(pos(p, &[], &[V]), [2.0; 4]);
}

#[test]
fn breakp_leaves_the_loop() {
    let p = "vs_2_x\ndefi i0, 10, 0, 0, 0\ndef c0, 1, 0, 0, 4\ndcl_position v0\nmov r0, v0\nrep i0\nadd r0, r0, c0.x\nsetp_ge p0.x, r0.x, c0.w\nbreakp p0.x\nendrep\nmov oPos, r0\n";
    assert_eq!(pos(p, &[], &[V]), [4.0; 4]);
}

#[test]
fn divergent_quad_lanes_take_their_own_branch() {
    let p = "ps_3_0\ndef c0, 0.5, 1, 0, 0\ndcl_texcoord v0\nif_lt v0.x, c0.x\nmov r0, c0.y\nelse\nmov r0, c0.z\nendif\nmov oC0, r0\n";
    let quad = [0.0, 1.0, 0.0, 1.0].map(|x| PixelInput {
        v: vec![[x, 0.0, 0.0, 0.0]],
        ..PixelInput::default()
    });
    let out = quad_with(p, &Environment::default(), &NoTextures, &quad);
    let got: Vec<f32> = out.iter().map(|o| color(o)[0]).collect();
    assert_eq!(got, [1.0, 0.0, 1.0, 0.0]);
}

#[test]
fn dsx_and_dsy_are_quad_differences() {
    let p = "ps_2_x\ndcl t0\ndsx r0, t0\ndsy r1, t0\nadd r0.y, r0.x, r1.x\nmov oC0, r0\n";
    let quad = [0, 1, 2, 3].map(|i| {
        let mut input = PixelInput::default();
        input.texcoord[0] = [(i & 1) as f32 * 2.0 + (i >> 1) as f32 * 10.0, 0.0, 0.0, 0.0];
        input
    });
    let out = quad_with(p, &Environment::default(), &NoTextures, &quad);
    for o in &out {
        assert_eq!(&color(o)[..2], &[2.0, 12.0]);
    }
}

#[test]
fn vpos_and_vface() {
    let p = "ps_3_0\ndcl vPos.xy\ndcl vFace\nmov r0.xy, vPos\nmov r0.zw, vFace\nmov oC0, r0\n";
    let input = PixelInput {
        position: [3.0, 7.0],
        face: -1.0,
        ..PixelInput::default()
    };
    assert_eq!(color(&pixel(p, &[], input)), [3.0, 7.0, -1.0, -1.0]);
}

#[test]
fn texkill_tests_xyz_in_ps_1_x_and_the_mask_from_ps_2_0() {
    let mut input = PixelInput::default();
    input.texcoord[0] = [0.5, 0.5, 0.5, -1.0];
    assert!(!pixel("ps_1_1\ntexkill t0\nmov r0, v0\n", &[], input.clone()).killed);
    assert!(
        pixel(
            "ps_2_0\ndcl t0\ntexkill t0\nmov oC0, t0\n",
            &[],
            input.clone()
        )
        .killed
    );
    input.texcoord[0] = [0.5, -0.5, 0.5, 1.0];
    assert!(pixel("ps_1_1\ntexkill t0\nmov r0, v0\n", &[], input).killed);
}

// ---- Texturing -------------------------------------------------------------

fn gradient_texture() -> CpuTextures {
    let mut t = CpuTextures::default();
    // 4x1: texel i holds (i/4, 1 - i/4, 0.5, 1).
    let texels = (0..4)
        .map(|i| [i as f32 / 4.0, 1.0 - i as f32 / 4.0, 0.5, 1.0])
        .collect();
    let tex = CpuTexture {
        kind: SamplerTextureType::Texture2d,
        width: 4,
        height: 1,
        depth: 1,
        levels: vec![texels],
    };
    for stage in 0..4 {
        t.bind(
            SamplerSlot::Pixel(stage),
            tex.clone(),
            SamplerDesc::default(),
        );
    }
    t
}

fn tex_pixel(text: &str, env: &Environment, textures: &CpuTextures, tc: &[[f32; 4]]) -> Outputs {
    let mut input = PixelInput::default();
    for (i, c) in tc.iter().enumerate() {
        input.texcoord[i] = *c;
    }
    let quad = [input.clone(), input.clone(), input.clone(), input];
    let [o, ..] = quad_with(text, env, textures, &quad);
    o
}

#[test]
fn texld_variants() {
    let t = gradient_texture();
    let env = Environment::default();
    let o = tex_pixel(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &env,
        &t,
        &[[0.6, 0.5, 0.0, 2.0]],
    );
    assert_eq!(color(&o), [0.5, 0.5, 0.5, 1.0]);
    // texldp divides by w: u = 0.3 -> texel 1.
    let o = tex_pixel(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexldp r0, t0, s0\nmov oC0, r0\n",
        &env,
        &t,
        &[[0.6, 0.5, 0.0, 2.0]],
    );
    assert_eq!(color(&o), [0.25, 0.75, 0.5, 1.0]);
    // The sampler swizzle applies to the result (ps_2_x).
    let o = tex_pixel(
        "ps_2_x\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0.yxzw\nmov oC0, r0\n",
        &env,
        &t,
        &[[0.6, 0.5, 0.0, 2.0]],
    );
    assert_eq!(color(&o), [0.5, 0.5, 0.5, 1.0]);
    let o = tex_pixel(
        "ps_3_0\ndcl_texcoord0 v0\ndcl_2d s0\ntexldl r0, v0, s0\nmov oC0, r0\n",
        &env,
        &t,
        &[],
    );
    assert_eq!(color(&o), [0.0, 1.0, 0.5, 1.0]);
}

/// A sample at a non-finite coordinate is counted in `undefined_samples`
/// (the differ treats what it feeds as undefined). Only the components the texture type uses count:
/// a 2D sample with a NaN third component is an ordinary sample.
#[test]
fn samples_at_non_finite_coordinates_are_undefined() {
    let t = gradient_texture();
    let env = Environment::default();
    // texldp by w = 0: (0, 0) / 0 is NaN.
    let o = tex_pixel(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexldp r0, t0, s0\nmov oC0, r0\n",
        &env,
        &t,
        &[[0.0, 0.0, 0.0, 0.0]],
    );
    assert_eq!(o.undefined_samples, 1);
    let o = tex_pixel(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &env,
        &t,
        &[[f32::INFINITY, 0.5, 0.0, 1.0]],
    );
    assert_eq!(o.undefined_samples, 1);
    let o = tex_pixel(
        "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n",
        &env,
        &t,
        &[[0.6, 0.5, f32::NAN, 1.0]],
    );
    assert_eq!(color(&o), [0.5, 0.5, 0.5, 1.0]);
    assert_eq!(o.undefined_samples, 0);
}

#[test]
fn ps_1_1_tex_and_texcoord() {
    let t = gradient_texture();
    let env = Environment::default();
    let o = tex_pixel(
        "ps_1_1\ntex t1\nmov r0, t1\n",
        &env,
        &t,
        &[V, [0.9, 0.5, 0.0, 1.0]],
    );
    assert_eq!(color(&o), [0.75, 0.25, 0.5, 1.0]);
    // texcoord: the coordinate clamped to [0, 1], w = 1.
    let o = tex_pixel(
        "ps_1_1\ntexcoord t0\nmov r0, t0\n",
        &env,
        &t,
        &[[1.5, -0.5, 0.25, 7.0]],
    );
    assert_eq!(color(&o), [1.0, 0.0, 0.25, 1.0]);
}

#[test]
fn projected_stage_divides_ps_1_1_tex_coordinates() {
    let t = gradient_texture();
    let mut env = Environment::default();
    env.stages[0].projected = true;
    let o = tex_pixel(
        "ps_1_1\ntex t0\nmov r0, t0\n",
        &env,
        &t,
        &[[0.6, 0.5, 0.0, 2.0]],
    );
    assert_eq!(color(&o), [0.25, 0.75, 0.5, 1.0]);
}

#[test]
fn texbem_offsets_by_the_bump_matrix_and_texbeml_scales() {
    let t = gradient_texture();
    let mut env = Environment::default();
    // u' = u + 0.5 * t0.x
    env.stages[1].bump_matrix = [0.5, 0.0, 0.0, 0.0];
    env.stages[1].luminance_scale = 0.5;
    env.stages[1].luminance_offset = 0.25;
    // t0 samples texel 2 = (0.5, 0.5, 0.5, 1); u' = 0.1 + 0.25 -> texel 1.
    let tc = [[0.6, 0.5, 0.0, 1.0], [0.1, 0.5, 0.0, 1.0]];
    let o = tex_pixel("ps_1_1\ntex t0\ntexbem t1, t0\nmov r0, t1\n", &env, &t, &tc);
    assert_eq!(color(&o), [0.25, 0.75, 0.5, 1.0]);
    // Luminance: t0.b * 0.5 + 0.25 = 0.5.
    let o = tex_pixel(
        "ps_1_1\ntex t0\ntexbeml t1, t0\nmov r0, t1\n",
        &env,
        &t,
        &tc,
    );
    assert_eq!(color(&o), [0.125, 0.375, 0.25, 0.5]);
}

#[test]
fn texreg2ar_and_texreg2gb_read_coordinates_from_a_register() {
    let t = gradient_texture();
    let env = Environment::default();
    // t0 = texel 3 = (0.75, 0.25, 0.5, 1): ar -> u = a = 1.0 -> wraps to 0 -> texel 0.
    let tc = [[0.9, 0.5, 0.0, 1.0]];
    let o = tex_pixel(
        "ps_1_1\ntex t0\ntexreg2ar t1, t0\nmov r0, t1\n",
        &env,
        &t,
        &tc,
    );
    assert_eq!(color(&o), [0.0, 1.0, 0.5, 1.0]);
    // gb -> u = g = 0.25 -> texel 1.
    let o = tex_pixel(
        "ps_1_1\ntex t0\ntexreg2gb t1, t0\nmov r0, t1\n",
        &env,
        &t,
        &tc,
    );
    assert_eq!(color(&o), [0.25, 0.75, 0.5, 1.0]);
}

#[test]
fn texm3x2tex_samples_at_two_dot_products() {
    let t = gradient_texture();
    let env = Environment::default();
    // t0 = texel 2 = (0.5, 0.5, 0.5, 1); u = dot(tc1, t0) = 0.5*(1+0+0) = 0.5? use tc1 = (1.3, 0, 0)
    let tc = [
        [0.6, 0.5, 0.0, 1.0],
        [1.3, 0.0, 0.0, 1.0],
        [0.0, 1.0, 0.0, 1.0],
    ];
    let o = tex_pixel(
        "ps_1_1\ntex t0\ntexm3x2pad t1, t0\ntexm3x2tex t2, t0\nmov r0, t2\n",
        &env,
        &t,
        &tc,
    );
    // u = 0.65 -> texel 2.
    assert_eq!(color(&o), [0.5, 0.5, 0.5, 1.0]);
}

#[test]
fn texdepth_divides_r5_r_by_g_and_gives_one_for_zero() {
    let p =
        "ps_1_4\ndef c0, 0.5, 1, 0, 0\ndef c1, 0.5, 0, 0, 0\nmov r5, c0\ntexdepth r5\nmov r0, c0\n";
    let o = pixel(p, &[], PixelInput::default());
    assert_eq!(o.get(RegisterType::DepthOut, 0).unwrap()[0], 0.5);
    let p = "ps_1_4\ndef c1, 0.5, 0, 0, 0\nmov r5, c1\ntexdepth r5\nmov r0, c1\n";
    let o = pixel(p, &[], PixelInput::default());
    assert_eq!(o.get(RegisterType::DepthOut, 0).unwrap()[0], 1.0);
}

#[test]
fn ps_1_4_texcrd_and_texld_with_dz() {
    let t = gradient_texture();
    let env = Environment::default();
    let tc = [[1.2, 0.5, 2.0, 1.0]];
    let o = tex_pixel("ps_1_4\ntexld r0, t0_dz.xyz\n", &env, &t, &tc);
    // u = 1.2 / 2 = 0.6 -> texel 2.
    assert_eq!(color(&o), [0.5, 0.5, 0.5, 1.0]);
    let o = tex_pixel(
        "ps_1_4\ntexcrd r0.rgb, t0_dz.xyz\nmov r0.a, t0.a\n",
        &env,
        &t,
        &[[0.5, 0.25, 2.0, 1.0]],
    );
    assert_eq!(color(&o), [0.25, 0.125, 1.0, 1.0]);
}

#[test]
fn implicit_lod_uses_the_quad_derivatives() {
    let mut t = CpuTextures::default();
    t.bind(
        SamplerSlot::Pixel(0),
        CpuTexture {
            kind: SamplerTextureType::Texture2d,
            width: 4,
            height: 4,
            depth: 1,
            levels: vec![vec![[0.0; 4]; 16], vec![[1.0; 4]; 4], vec![[2.0; 4]]],
        },
        SamplerDesc {
            mip: TextureFilterType::Point,
            address: [TextureAddress::Clamp; 3],
            ..SamplerDesc::default()
        },
    );
    // Two texels per pixel along x: level 1.
    let quad = [0, 1, 2, 3].map(|i| {
        let mut p = PixelInput::default();
        p.texcoord[0] = [
            0.125 + 0.5 * (i & 1) as f32,
            0.125 + 0.25 * (i >> 1) as f32,
            0.0,
            1.0,
        ];
        p
    });
    let p = "ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0\n";
    let out = quad_with(p, &Environment::default(), &t, &quad);
    assert_eq!(color(&out[0]), [1.0; 4]);
    // texldb adds w levels.
    let quad = quad.map(|mut p| {
        p.texcoord[0][3] = 1.0;
        p
    });
    let p = "ps_2_0\ndcl t0\ndcl_2d s0\ntexldb r0, t0, s0\nmov oC0, r0\n";
    let out = quad_with(p, &Environment::default(), &t, &quad);
    assert_eq!(color(&out[0]), [2.0; 4]);
}

// ---- Errors ----------------------------------------------------------------

#[test]
fn wrong_stage_and_malformed_flow_are_errors() {
    let p = assemble_program("vs_2_0\ndcl_position v0\nmov oPos, v0\n").unwrap();
    let it = Interpreter::new(&p).unwrap();
    assert!(matches!(
        it.run_pixel(&Environment::default(), &NoTextures, &PixelInput::default()),
        Err(InterpError::WrongStage { .. })
    ));
    let p = assemble_program("vs_2_0\ndcl_position v0\nif b0\nmov oPos, v0\n").unwrap();
    assert!(matches!(
        Interpreter::new(&p),
        Err(InterpError::Malformed { .. })
    ));
}

#[test]
fn unsupported_operands_are_reported_with_the_instruction() {
    // A sampler register as an arithmetic source.
    let p = assemble_program("ps_2_0\ndcl_2d s0\nmov r0, s0\nmov oC0, r0\n").unwrap();
    let it = Interpreter::new(&p).unwrap();
    let err = it
        .run_pixel(&Environment::default(), &NoTextures, &PixelInput::default())
        .unwrap_err();
    assert!(
        matches!(err, InterpError::Unsupported { index: 1, .. }),
        "{err}"
    );
}

#[test]
fn runaway_programs_stop_at_the_step_limit() {
    let p = assemble_program("vs_2_0\ndefi i0, 255, 0, 0, 0\ndcl_position v0\nrep i0\nrep i0\nrep i0\nadd r0, r0, v0\nendrep\nendrep\nendrep\nmov oPos, r0\n").unwrap();
    let it = Interpreter::new(&p).unwrap();
    let env = Environment {
        step_limit: 10_000,
        ..Environment::default()
    };
    assert!(matches!(
        it.run_vertex(&env, &NoTextures, &VertexInput::default()),
        Err(InterpError::StepLimit { .. })
    ));
}

fn face_cube() -> CpuTexture {
    CpuTexture {
        kind: SamplerTextureType::Cube,
        width: 1,
        height: 1,
        depth: 1,
        levels: (0..6)
            .map(|f| vec![[f as f32 / 8.0, 0.0, 0.0, 1.0]])
            .collect(),
    }
}

/// Stage 0: the 4x1 gradient; stage 3: a cube whose face f reads f/8.
fn matrix_textures() -> CpuTextures {
    let mut t = gradient_texture();
    t.bind(SamplerSlot::Pixel(3), face_cube(), SamplerDesc::default());
    t
}

#[test]
fn texm3x3tex_samples_the_cube_at_three_dot_products() {
    let t = matrix_textures();
    let env = Environment::default();
    // t0 = texel 2 = (0.5, 0.5, 0.5, 1); N = (0.5, 0, -1): the -z face (5).
    let tc = [
        [0.6, 0.5, 0.0, 1.0],
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, -2.0, 0.0],
    ];
    let p = "ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3tex t3, t0\nmov r0, t3\n";
    let o = tex_pixel(p, &env, &t, &tc);
    assert_eq!(color(&o), [5.0 / 8.0, 0.0, 0.0, 1.0]);
}

#[test]
fn texm3x3_writes_the_three_dot_products() {
    let t = matrix_textures();
    let env = Environment::default();
    let tc = [
        [0.6, 0.5, 0.0, 1.0],
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 0.0, 0.0, 0.0],
        [0.5, 0.0, 0.0, 0.0],
    ];
    let p = "ps_1_2\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3 t3, t0\nmov r0, t3\n";
    let o = tex_pixel(p, &env, &t, &tc);
    assert_eq!(color(&o), [0.5, 0.0, 0.25, 1.0]);
}

#[test]
fn texm3x3spec_and_vspec_reflect_the_eye_vector() {
    let t = matrix_textures();
    let env = Environment::default();
    // N = (0.5, 0.5, 0.5), E = (0, 0.5, 1): R = 2 N (N.E)/(N.N) - E = (1, 0.5, 0): +x (face 0).
    let mut tc = [
        [0.6, 0.5, 0.0, 1.0],
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.5],
        [0.0, 0.0, 1.0, 1.0],
    ];
    let p = "ps_1_1\ndef c0, 0, 0.5, 1, 0\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3spec t3, t0, c0\nmov r0, t3\n";
    assert_eq!(color(&tex_pixel(p, &env, &t, &tc)), [0.0, 0.0, 0.0, 1.0]);
    // vspec: the eye vector from the w of the three coordinates (0, 0.5, 1).
    let p =
        "ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3vspec t3, t0\nmov r0, t3\n";
    assert_eq!(color(&tex_pixel(p, &env, &t, &tc)), [0.0, 0.0, 0.0, 1.0]);
    // Another eye vector, E = (0, 0, -1): R = 2 N (-0.5)/0.75 + (0, 0, 1)
    // = (-2/3, -2/3, 1/3): ties x and y, y before x: -y (face 3).
    tc[1][3] = 0.0;
    tc[2][3] = 0.0;
    tc[3][3] = -1.0;
    assert_eq!(
        color(&tex_pixel(p, &env, &t, &tc)),
        [3.0 / 8.0, 0.0, 0.0, 1.0]
    );
}

#[test]
fn texdp3tex_and_texreg2rgb() {
    let t = gradient_texture();
    let env = Environment::default();
    // t0 = (0.5, 0.5, 0.5, 1); u = dot((0.5, 0.5, 0.3), t0) = 0.65: texel 2.
    let tc = [[0.6, 0.5, 0.0, 1.0], [0.5, 0.5, 0.3, 0.0]];
    let p = "ps_1_2\ntex t0\ntexdp3tex t1, t0\nmov r0, t1\n";
    assert_eq!(color(&tex_pixel(p, &env, &t, &tc)), [0.5, 0.5, 0.5, 1.0]);
    // texdp3 writes the dot product to every component.
    let p = "ps_1_2\ntex t0\ntexdp3 t1, t0\nmov r0, t1\n";
    let got = color(&tex_pixel(p, &env, &t, &tc))[0];
    assert!((got - 0.65).abs() < 1e-6, "{got}");
    // texreg2rgb: u = t0.r = 0.75 (texel 3 of t0 = (0.75, 0.25, ...)).
    let tc = [[0.9, 0.5, 0.0, 1.0]];
    let p = "ps_1_2\ntex t0\ntexreg2rgb t1, t0\nmov r0, t1\n";
    assert_eq!(color(&tex_pixel(p, &env, &t, &tc)), [0.75, 0.25, 0.5, 1.0]);
}

#[test]
fn texldd_takes_its_gradients_from_the_operands() {
    let mut t = CpuTextures::default();
    t.bind(
        SamplerSlot::Pixel(0),
        CpuTexture {
            kind: SamplerTextureType::Texture2d,
            width: 4,
            height: 4,
            depth: 1,
            levels: vec![vec![[0.0; 4]; 16], vec![[1.0; 4]; 4], vec![[2.0; 4]]],
        },
        SamplerDesc {
            mip: TextureFilterType::Point,
            ..SamplerDesc::default()
        },
    );
    // d/dx = 1 texture width per pixel = 4 texels: level 2.
    let p = "ps_3_0\ndef c0, 0.5, 0.5, 0, 1\ndef c1, 1, 0, 0, 0\ndef c2, 0, 0, 0, 0\ndcl_2d s0\ntexldd r0, c0, s0, c1, c2\nmov oC0, r0\n";
    let quad: [PixelInput; 4] = Default::default();
    let out = quad_with(p, &Environment::default(), &t, &quad);
    assert_eq!(color(&out[0]), [2.0; 4]);
}

#[test]
fn bem_offsets_by_the_bump_matrix_of_its_stage() {
    let mut env = Environment::default();
    env.stages[1].bump_matrix = [0.5, 0.25, 0.0, 0.5];
    // r1.xy = c0 + M (c1.x, c1.y): x = 0.25 + 0.5*0.5 + 0*0.5, y = 0.25 + 0.25*0.5 + 0.5*0.5.
    let p = assemble_program(
        "ps_1_4\ndef c0, 0.25, 0.25, 0, 0\ndef c1, 0.5, 0.5, 0, 0\ndef c2, 0, 0, 0, 1\nmov r1, c2\nbem r1.xy, c0, c1\nmov r0, r1\n",
    )
    .unwrap();
    let it = Interpreter::new(&p).unwrap();
    let o = it
        .run_pixel(&env, &NoTextures, &PixelInput::default())
        .unwrap();
    assert_eq!(color(&o), [0.5, 0.625, 0.0, 1.0]);
}
