//! The translator's creation modes, each against the documented rule:
//! Direct3D 8 vertex inputs (`D3DVSDE_*` register numbers), software vertex
//! processing (the `vs_3_sw` constant files), and the lenient mode tools use.

use ninebridge_translate::interface::{DeclUsage, constants_layout_for};
use ninebridge_translate::{TranslateError, TranslateOptions, to_wgsl, translate};

fn program(src: &str) -> ninebridge_d3dbc::Program {
    ninebridge_d3dbc::assemble_program(src).unwrap_or_else(|e| panic!("{src}: {e}"))
}

#[test]
fn d3d8_register_numbers_follow_d3dvsde() {
    use ninebridge_translate::d3d8::{REGISTERS, register_usage};
    // d3d8types.h: POSITION 0, BLENDWEIGHT 1, BLENDINDICES 2, NORMAL 3,
    // PSIZE 4, DIFFUSE 5, SPECULAR 6, TEXCOORD0..7 7..14, POSITION2 15,
    // NORMAL2 16, MAX_D3DVSDE 17.
    let expected = [
        (DeclUsage::Position, 0),
        (DeclUsage::BlendWeight, 0),
        (DeclUsage::BlendIndices, 0),
        (DeclUsage::Normal, 0),
        (DeclUsage::PointSize, 0),
        (DeclUsage::Color, 0),
        (DeclUsage::Color, 1),
        (DeclUsage::TexCoord, 0),
        (DeclUsage::TexCoord, 1),
        (DeclUsage::TexCoord, 2),
        (DeclUsage::TexCoord, 3),
        (DeclUsage::TexCoord, 4),
        (DeclUsage::TexCoord, 5),
        (DeclUsage::TexCoord, 6),
        (DeclUsage::TexCoord, 7),
        (DeclUsage::Position, 1),
        (DeclUsage::Normal, 1),
    ];
    assert_eq!(REGISTERS as usize, expected.len());
    for (n, want) in expected.iter().enumerate() {
        assert_eq!(
            register_usage(n as u32),
            Some(*want),
            "D3DVSDE register {n}"
        );
    }
    assert_eq!(register_usage(REGISTERS), None);
}

#[test]
fn d3d8_vertex_shader_binds_v_n_at_location_n() {
    let p = program("vs_1_1\nmov oPos, v0\nmov oD1, v6\nmov oT3, v10");
    let t = translate(&p, &TranslateOptions::default()).expect("translates");
    let inputs: Vec<(DeclUsage, u32, u32)> = t
        .interface
        .vertex_inputs
        .iter()
        .map(|i| (i.usage, i.usage_index, i.location))
        .collect();
    assert_eq!(
        inputs,
        [
            (DeclUsage::Position, 0, 0),
            (DeclUsage::Color, 1, 6),
            (DeclUsage::TexCoord, 3, 10)
        ]
    );
}

#[test]
fn d3d8_option_overrides_dcl_usages_in_vs_1_x() {
    // dcl_normal v0 would make v0 a normal in D3D9; a D3D8 declaration binds v0
    // as D3DVSDE_POSITION's register.
    let p = program("vs_1_1\ndcl_normal v0\nmov oPos, v0");
    let d3d9 = translate(&p, &TranslateOptions::default()).expect("translates");
    assert_eq!(d3d9.interface.vertex_inputs[0].usage, DeclUsage::Normal);
    let d3d8 = TranslateOptions {
        d3d8_inputs: true,
        ..Default::default()
    };
    let t = translate(&p, &d3d8).expect("translates");
    assert_eq!(t.interface.vertex_inputs[0].usage, DeclUsage::Position);
    assert_eq!(t.interface.vertex_inputs[0].location, 0);
}

#[test]
fn software_vp_constant_block_holds_the_sw_files() {
    let layout = constants_layout_for(naga::ShaderStage::Vertex, true);
    // 8192 float4 + 2048 int4 + 2048 bool-in-uint4, 16 bytes each.
    assert_eq!(
        layout.field("c").map(|f| (f.offset, f.size)),
        Some((0, 8192 * 16))
    );
    assert_eq!(
        layout.field("i").map(|f| (f.offset, f.size)),
        Some((8192 * 16, 2048 * 16))
    );
    assert_eq!(
        layout.field("b").map(|f| (f.offset, f.size)),
        Some((10240 * 16, 2048 * 16))
    );
    assert_eq!(layout.size, 12288 * 16);
    // Pixel shaders are not processed in software.
    let ps = constants_layout_for(naga::ShaderStage::Fragment, true);
    assert_eq!(ps.field("c").map(|f| f.size), Some(224 * 16));
}

#[test]
fn software_vp_reads_high_constants_from_the_storage_block() {
    // Wine's test_mvp_software_vertex_shaders reads c[a0.x] past c255.
    let src = "vs_2_0\ndcl_position v0\nmova a0.x, c0.x\nmov oD0, c[a0.x + 300]\nmov oPos, c8000\n";
    let p = program(src);
    let hw = TranslateOptions::default();
    assert!(matches!(
        ninebridge_translate::check(&p, &hw),
        Err(TranslateError::Invalid { .. })
    ));
    let sw = TranslateOptions {
        software_vp: true,
        ..Default::default()
    };
    ninebridge_translate::check(&p, &sw).expect("valid under software vertex processing");
    let t = translate(&p, &sw).expect("translates");
    let wgsl = to_wgsl(&t).expect("wgsl");
    assert!(wgsl.contains("var<storage> d3d_constants"), "{wgsl}");
    assert!(wgsl.contains("array<vec4<f32>, 8192>"), "{wgsl}");
    assert!(
        wgsl.contains("[8000]"),
        "c8000 is read from the block:\n{wgsl}"
    );
    // On a hardware device c8000 is past the file: it reads 0.
    let hw_wgsl = to_wgsl(&translate(&p, &hw).expect("translates")).expect("wgsl");
    assert!(!hw_wgsl.contains("[8000]"), "{hw_wgsl}");
}

#[test]
fn check_names_the_instruction_the_runtime_refuses() {
    let p = program("ps_2_0\ndcl t0\nmov r0, c32\nmov oC0, r0");
    match ninebridge_translate::check(&p, &TranslateOptions::default()) {
        Err(TranslateError::Invalid { error, more: 0 }) => {
            assert_eq!(error.instruction, Some(1));
            assert!(error.to_string().contains("c32"), "{error}");
        }
        other => panic!("expected Invalid, got {other:?}"),
    }
}

#[test]
fn lenient_reads_out_of_range_constants_as_zero() {
    // ps_2_0 has 32 float constants; D3D9's default for a constant is 0.
    let p = program("ps_2_0\nmov r0, c40\nmov oC0, r0");
    let lenient = TranslateOptions {
        lenient: true,
        ..Default::default()
    };
    let r = ninebridge_translate::relaxations(&p, &lenient);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].instruction, Some(0));
    assert!(r[0].effect.contains("reads 0"), "{}", r[0]);
    let wgsl = to_wgsl(&translate(&p, &lenient).expect("translates")).expect("wgsl");
    assert!(
        !wgsl.contains("d3d_constants"),
        "no constant block is read:\n{wgsl}"
    );
    assert!(wgsl.contains("vec4<f32>(0f, 0f, 0f, 0f)"), "{wgsl}");
}

#[test]
fn lenient_binds_undeclared_ps_2_0_inputs_by_register_type() {
    // ps_2_0 without dcl t0/v0: t# is a texture coordinate, v# a colour.
    let p = program("ps_2_0\nadd r0, t0, v1\nmov oC0, r0");
    let lenient = TranslateOptions {
        lenient: true,
        ..Default::default()
    };
    let r = ninebridge_translate::relaxations(&p, &lenient);
    assert_eq!(r.len(), 2, "{r:?}");
    assert!(r[0].effect.contains("texture coordinate"), "{}", r[0]);
    assert!(r[1].effect.contains("colour"), "{}", r[1]);
    let t = translate(&p, &lenient).expect("translates");
    let varyings: Vec<(DeclUsage, u32)> = t
        .interface
        .varyings
        .iter()
        .map(|v| (v.usage, v.usage_index))
        .collect();
    assert!(varyings.contains(&(DeclUsage::TexCoord, 0)), "{varyings:?}");
    assert!(varyings.contains(&(DeclUsage::Color, 1)), "{varyings:?}");
}

#[test]
fn lenient_skips_calls_to_undefined_labels_and_strict_refuses_them() {
    let p = program("vs_2_0\ndcl_position v0\ncall l3\nmov oPos, v0");
    assert!(translate(&p, &TranslateOptions::default()).is_err());
    let lenient = TranslateOptions {
        lenient: true,
        ..Default::default()
    };
    translate(&p, &lenient).expect("lenient translates");
    let r = ninebridge_translate::relaxations(&p, &lenient);
    assert_eq!(r.len(), 1, "{r:?}");
    assert_eq!(r[0].instruction, Some(1));
    assert!(r[0].finding.contains("l3"));
}
