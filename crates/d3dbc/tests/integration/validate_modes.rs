//! The validator's modes beyond a D3D9 hardware device, each rule beside
//! the shader it still refuses: Direct3D 8 vertex shaders (inputs bound by
//! the D3D8 declaration, no `dcl`) and software vertex processing (the
//! `vs_2_sw`/`vs_3_sw` constant files: 8192 float, 2048 integer, 2048
//! boolean registers, per the D3D9 register tables).

use ninebridge_d3dbc::validate::ValidationErrorKind as K;
use ninebridge_d3dbc::{ValidateOptions, ValidationError, assemble, parse, validate_with};

fn check(src: &str, options: ValidateOptions) -> Vec<ValidationError> {
    let tokens = assemble(src).unwrap_or_else(|e| panic!("{src}: {e}"));
    validate_with(&parse(&tokens).expect("assembler output parses"), &options)
}

const HW: ValidateOptions = ValidateOptions {
    d3d8: false,
    software_vp: false,
};
const SW: ValidateOptions = ValidateOptions {
    d3d8: false,
    software_vp: true,
};
const D3D8: ValidateOptions = ValidateOptions {
    d3d8: true,
    software_vp: false,
};

fn first(src: &str, options: ValidateOptions) -> Option<K> {
    check(src, options).first().map(|e| e.kind.clone())
}

#[test]
fn d3d8_vertex_shader_without_dcl_binds_inputs_by_register() {
    // D3D8's vs.1.0/vs.1.1 read v0-v15 as the declaration's D3DVSD_REG binds them.
    let src = "vs_1_1\nmov oPos, v0\nmov oD0, v5\nmov oT0, v15";
    assert_eq!(check(src, HW), []);
    let program = parse(&assemble(src).expect("assembles")).expect("parses");
    assert!(ninebridge_d3dbc::d3d8_vertex_inputs(&program, false));
    // ... and vs.1.0 too.
    assert_eq!(check("vs_1_0\nmov oPos, v0", HW), []);
    // There are 16 input registers (D3DVSDE_* and D3DVSD_REG use v0-v15).
    assert!(matches!(
        first("vs_1_1\nmov oPos, v16", HW),
        Some(K::RegisterOutOfRange { count: 16, .. })
    ));
}

#[test]
fn d3d8_option_forces_register_binding_on_vs_1_x_only() {
    // A dcl makes a vs_1_1 a D3D9 shader: its other inputs need dcls ...
    let src = "vs_1_1\ndcl_position v0\nadd oPos, v0, v1";
    assert!(matches!(first(src, HW), Some(K::Undeclared { .. })));
    // ... unless the caller says the bytecode comes from D3D8.
    assert_eq!(check(src, D3D8), []);
    // D3D8 has no vs_2_0: the option does not relax it.
    assert!(matches!(
        first("vs_2_0\nmov oPos, v0", D3D8),
        Some(K::Undeclared { .. })
    ));
    // Pixel shaders are unaffected (ps_2_0 inputs need dcl in D3D9; D3D8 has no ps_2_0).
    assert!(matches!(
        first("ps_2_0\ndcl_2d s0\ntexld r0, t0, s0\nmov oC0, r0", D3D8),
        Some(K::Undeclared { .. })
    ));
}

#[test]
fn software_vp_float_constants_reach_c8191() {
    let src = |c: u32| format!("vs_3_0\ndcl_position o0\nmov o0, c{c}");
    // Hardware: MaxVertexShaderConst is 256 for every D3D9 device.
    assert_eq!(check(&src(255), HW), []);
    assert!(matches!(
        first(&src(256), HW),
        Some(K::RegisterOutOfRange { count: 256, .. })
    ));
    // Software: 8192 (c2048 and up are encoded in the Const2..Const4 files).
    for c in [256, 2047, 2048, 4096, 8191] {
        assert_eq!(check(&src(c), SW), [], "c{c}");
    }
    assert_eq!(check("vs_2_0\ndcl_position v0\nmov oPos, c4000", SW), []);
}

#[test]
fn software_vp_integer_and_boolean_constants_reach_2047() {
    let int = |i: u32| format!("vs_3_0\ndcl_position o0\nrep i{i}\nendrep\nmov o0, c0");
    let boolean = |b: u32| format!("vs_2_0\ndcl_position v0\nif b{b}\nendif\nmov oPos, v0");
    assert!(matches!(
        first(&int(16), HW),
        Some(K::RegisterOutOfRange { count: 16, .. })
    ));
    assert!(matches!(
        first(&boolean(16), HW),
        Some(K::RegisterOutOfRange { count: 16, .. })
    ));
    assert_eq!(check(&int(2047), SW), []);
    assert_eq!(check(&boolean(2047), SW), []);
    // The `i#`/`b#` files hold 2048 registers in software mode.
    assert_eq!(
        ninebridge_d3dbc::validate::register_count_with(
            ninebridge_d3dbc::ShaderModel::new(ninebridge_d3dbc::ShaderKind::Vertex, 3, 0),
            ninebridge_d3dbc::RegisterType::ConstInt,
            false,
            true
        ),
        Some(2048)
    );
}

#[test]
fn software_vp_leaves_pixel_shaders_alone() {
    // Only vertex processing happens in software: ps_3_0 keeps 224 constants.
    assert!(matches!(
        first("ps_3_0\nmov oC0, c224", SW),
        Some(K::RegisterOutOfRange { count: 224, .. })
    ));
}

#[test]
fn direct3d9_bytecode_never_binds_inputs_the_direct3d8_way() {
    // Through IDirect3DDevice9::CreateVertexShader a vs_1_1 without dcl is
    // no D3D8 shader: every input it reads needs its dcl.
    let program = parse(&assemble("vs_1_1\nmov oPos, v0").expect("assembles")).expect("parses");
    assert!(matches!(
        ninebridge_d3dbc::validate_direct3d9(&program, false)
            .first()
            .map(|e| &e.kind),
        Some(K::Undeclared { .. })
    ));
    let declared = "vs_1_1\ndcl_position v0\nmov oPos, v0";
    let program = parse(&assemble(declared).expect("assembles")).expect("parses");
    assert_eq!(ninebridge_d3dbc::validate_direct3d9(&program, false), []);
    // The software constant file, as validate_with's.
    let c300 = "vs_2_0\ndcl_position v0\nadd oPos, v0, c300";
    let program = parse(&assemble(c300).expect("assembles")).expect("parses");
    assert!(!ninebridge_d3dbc::validate_direct3d9(&program, false).is_empty());
    assert_eq!(ninebridge_d3dbc::validate_direct3d9(&program, true), []);
}
