//! Validator rules, each with a shader D3D9 accepts beside one it rejects.

use ninebridge_d3dbc::validate::ValidationErrorKind as K;
use ninebridge_d3dbc::{ValidationError, assemble, parse, validate};

fn check(src: &str) -> Vec<ValidationError> {
    let tokens = assemble(src).unwrap_or_else(|e| panic!("{src}: {e}"));
    validate(&parse(&tokens).expect("assembler output parses"))
}

fn valid(src: &str) {
    let errors = check(src);
    assert!(errors.is_empty(), "{src}\n{errors:?}");
}

/// The first error, which must be at `instruction`.
fn invalid(src: &str, instruction: Option<usize>) -> K {
    let errors = check(src);
    let first = errors
        .first()
        .unwrap_or_else(|| panic!("accepted:\n{src}"))
        .clone();
    assert_eq!(first.instruction, instruction, "{src}\n{errors:?}");
    first.kind
}

#[test]
fn opcodes_per_model() {
    valid("ps_2_x\nrep i0\nendrep\nmov oC0, c0");
    assert!(matches!(
        invalid("ps_2_0\nmov r0, c0\nrep i0\nendrep", Some(1)),
        K::OpcodeNotInModel {
            mnemonic: "rep",
            ..
        }
    ));
    valid("ps_1_4\ntexld r0, t0\nphase\nmov r0, r0");
    assert!(matches!(
        invalid("ps_1_3\nphase", Some(0)),
        K::OpcodeNotInModel {
            mnemonic: "phase",
            ..
        }
    ));
    assert!(matches!(
        invalid("vs_2_0\ntexkill r0", Some(0)),
        K::OpcodeNotInModel { .. }
    ));
}

#[test]
fn register_ranges_per_model() {
    valid("vs_1_1\ndcl_position v0\nmov oPos, c255");
    assert!(matches!(
        invalid("vs_3_0\ndcl_position o0\nmov o0, c256", Some(1)),
        K::RegisterOutOfRange { count: 256, .. }
    ));
    valid("ps_1_4\nmov r5, c7");
    assert!(matches!(
        invalid("ps_1_3\nmov r2, c0", Some(0)),
        K::RegisterOutOfRange { count: 2, .. }
    ));
    assert!(matches!(
        invalid("ps_2_0\nmov oC0, c32", Some(0)),
        K::RegisterOutOfRange { count: 32, .. }
    ));
    // Inputs cannot be written; vertex shaders have no oC#.
    assert!(matches!(
        invalid("vs_2_0\ndcl_position v0\nmov v0, c0", Some(1)),
        K::RegisterNotAllowed {
            role: "written",
            ..
        }
    ));
    assert!(matches!(
        invalid("vs_2_0\nmov oC0, c0", Some(0)),
        K::RegisterNotAllowed { .. }
    ));
}

#[test]
fn declarations() {
    valid("ps_2_0\ndcl t0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0");
    assert!(matches!(
        invalid("ps_2_0\ndcl t0\ntexld r0, t0, s0\nmov oC0, r0", Some(1)),
        K::Undeclared { .. }
    ));
    // A D3D9 vs_1_1 (it has a dcl) reading an undeclared input; without any
    // dcl it is D3D8 bytecode (tests/validate_modes.rs).
    assert!(matches!(
        invalid("vs_1_1\ndcl_position v0\nadd oPos, v0, v1", Some(1)),
        K::Undeclared { .. }
    ));
    assert!(matches!(
        invalid("vs_2_0\nmov oPos, v0", Some(0)),
        K::Undeclared { .. }
    ));
    // Relatively addressed inputs are not checked (known only at run time).
    valid("vs_3_0\ndcl_position o0\nmov o0, v[aL + 0]");
    assert!(matches!(
        invalid("ps_3_0\ndcl_position v0\nmov oC0, v0", Some(0)),
        K::PixelInputPosition0 { .. }
    ));
    valid("ps_3_0\ndcl_position1 v0\nmov oC0, v0");
}

#[test]
fn modifiers_per_model() {
    valid("ps_1_1\nmul_x2 r0, v0_bx2, 1-c0");
    assert!(matches!(
        invalid("ps_2_0\nmul_x2 r0, c0, c1", Some(0)),
        K::ModifierNotInModel { .. }
    ));
    assert!(matches!(
        invalid("ps_2_0\nmov r0, c0_bx2", Some(0)),
        K::ModifierNotInModel { .. }
    ));
    valid("ps_1_4\ntexcrd r0.xyz, t0_dz");
    assert!(matches!(
        invalid("ps_1_3\ntexcoord t0\nmov r0, t0_dz", Some(1)),
        K::ModifierNotInModel { .. }
    ));
    assert!(matches!(
        invalid("vs_1_1\nmov_sat r0, c0", Some(0)),
        K::ModifierNotInModel { .. }
    ));
    assert!(matches!(
        invalid("ps_2_x\nmov r0, !c0", Some(0)),
        K::NotOnNonBoolean { .. }
    ));
    assert!(matches!(
        invalid("vs_2_0\nmov r0.none, c0", Some(0)),
        K::EmptyWriteMask { .. }
    ));
}

#[test]
fn predication_coissue_and_relative_addressing() {
    valid("ps_2_x\nsetp_gt p0, c0, c1\n(p0) mov r0, c0\nmov oC0, r0");
    assert!(matches!(
        invalid("vs_2_0\n(p0) mov r0, c0", Some(0)),
        K::BadPredicate { .. }
    ));
    valid("ps_1_1\nmov r0.xyz, c0\n+mov r0.w, c1");
    assert!(matches!(
        invalid("ps_2_0\n+mov r0, c0", Some(0)),
        K::CoissueNotInModel
    ));
    valid("vs_2_0\nmova a0.x, c0.x\nmov r0, c[a0.x + 4]");
    assert!(matches!(
        invalid("ps_2_0\nmov r0, c[a0.x + 1]", Some(0)),
        K::RelativeNotAllowed { .. }
    ));
}

#[test]
fn flow_control_balance() {
    valid("vs_2_0\nif b0\nelse\nendif\nrep i0\nendrep\nloop aL, i0\nendloop");
    assert!(matches!(
        invalid("vs_2_0\nendif", Some(0)),
        K::UnbalancedFlow { found: "endif", .. }
    ));
    assert!(matches!(
        invalid("vs_2_0\nrep i0\nendloop", Some(1)),
        K::UnbalancedFlow { .. }
    ));
    assert!(matches!(
        invalid("vs_2_0\nmov r0, c0\nif b0", None),
        K::UnclosedFlow { at: 1, .. }
    ));
}
