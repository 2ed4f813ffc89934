//! Structural checks of translated modules: the binding contract, linking
//! of separately translated stages, variants, sampler-kind inference and
//! errors. (Whether the values are right is proven on the GPU by the
//! conformance runner.)

use naga::{AddressSpace, Binding, ShaderStage, Statement, TypeInner};
use ninebridge_translate::interface::{
    self, DeclUsage, PIXEL_RENDERER_FIELDS, TextureDim, varying_location,
};
use ninebridge_translate::{
    CmpFunc, SamplerKind, TranslateError, TranslateOptions, Translation, translate,
};

fn asm(text: &str) -> ninebridge_d3dbc::Program {
    ninebridge_d3dbc::assemble_program(text).unwrap_or_else(|e| panic!("assembler: {e}\n{text}"))
}

fn tr(text: &str, options: &TranslateOptions) -> Result<Translation, TranslateError> {
    translate(&asm(text), options)
}

fn ok(text: &str) -> Translation {
    tr(text, &TranslateOptions::default()).unwrap_or_else(|e| panic!("{e}"))
}

/// Whether any statement (recursively) of the entry point and functions is a `Kill`.
fn has_kill(t: &Translation) -> bool {
    fn block(b: &naga::Block) -> bool {
        b.iter().any(|s| match s {
            Statement::Kill => true,
            Statement::If { accept, reject, .. } => block(accept) || block(reject),
            Statement::Loop {
                body, continuing, ..
            } => block(body) || block(continuing),
            Statement::Block(b) => block(b),
            _ => false,
        })
    }
    t.module
        .entry_points
        .iter()
        .any(|e| block(&e.function.body))
        || t.module.functions.iter().any(|(_, f)| block(&f.body))
}

/// (location, components) of the entry point's inputs or outputs.
fn locations(t: &Translation, outputs: bool) -> Vec<(u32, u32)> {
    let ep = &t.module.entry_points[0];
    let size = |ty: naga::Handle<naga::Type>| match t.module.types[ty].inner {
        TypeInner::Vector { size, .. } => size as u32,
        _ => 1,
    };
    let mut out = Vec::new();
    if outputs {
        let ty = ep.function.result.as_ref().expect("result").ty;
        if let TypeInner::Struct { ref members, .. } = t.module.types[ty].inner {
            for m in members {
                if let Some(Binding::Location { location, .. }) = m.binding {
                    out.push((location, size(m.ty)));
                }
            }
        }
    } else {
        for a in &ep.function.arguments {
            if let Some(Binding::Location { location, .. }) = a.binding {
                out.push((location, size(a.ty)));
            }
        }
    }
    out.sort_unstable();
    out
}

#[test]
fn varying_locations_are_distinct_for_fixed_registers() {
    let mut seen = std::collections::BTreeSet::new();
    for n in 0..8 {
        assert!(seen.insert(varying_location(DeclUsage::TexCoord, n)));
    }
    for n in 0..2 {
        assert!(seen.insert(varying_location(DeclUsage::Color, n)));
    }
    assert!(seen.insert(varying_location(DeclUsage::Fog, 0)));
    assert_eq!(varying_location(DeclUsage::TexCoord, 3), 3);
    assert_eq!(varying_location(DeclUsage::Color, 1), 9);
    assert_eq!(varying_location(DeclUsage::Fog, 0), 10);
    for u in 0..14 {
        for i in 0..16 {
            let usage = DeclUsage::from_d3d(u).unwrap();
            assert!(varying_location(usage, i) < 16 + 16 * 14);
        }
    }
}

#[test]
fn uniform_blocks_match_the_documented_layout() {
    let t = ok("ps_2_0\ndcl t0\ndcl_2d s3\ntexld r0, t0, s3\nmul r0, r0, c5\nmov oC0, r0\n");
    let fog = tr(
        "ps_2_0\ndcl v0\nmov oC0, v0\n",
        &TranslateOptions {
            fog: true,
            alpha_test: Some(CmpFunc::Less),
            ..Default::default()
        },
    )
    .unwrap();
    for (tt, name, layout) in [
        (
            &t,
            "d3d_constants",
            interface::constants_layout(ShaderStage::Fragment),
        ),
        (
            &fog,
            "d3d_renderer",
            interface::renderer_layout(ShaderStage::Fragment),
        ),
    ] {
        let (_, g) = tt
            .module
            .global_variables
            .iter()
            .find(|(_, g)| g.name.as_deref() == Some(name))
            .unwrap_or_else(|| panic!("{name} missing"));
        assert_eq!(g.space, AddressSpace::Uniform);
        let b = g.binding.as_ref().unwrap();
        assert_eq!((b.group, b.binding), (1, layout.binding));
        let TypeInner::Struct { ref members, span } = tt.module.types[g.ty].inner else {
            panic!("not a struct")
        };
        assert_eq!(span, layout.size);
        let got: Vec<(String, u32)> = members
            .iter()
            .map(|m| (m.name.clone().unwrap(), m.offset))
            .collect();
        let want: Vec<(String, u32)> = layout
            .fields
            .iter()
            .map(|f| (f.name.to_string(), f.offset))
            .collect();
        assert_eq!(got, want);
    }
    // Translated shaders declare the first nine fields (240 bytes); the
    // fixed-function ones appended after them keep every offset before.
    assert_eq!(interface::pixel_renderer_shader_fields().len(), 9);
    assert_eq!(PIXEL_RENDERER_FIELDS.len(), 13);
    // The texture of stage 3 and its sampler sit at 2 + 2k and 3 + 2k.
    assert_eq!(t.interface.textures.len(), 1);
    let tex = &t.interface.textures[0];
    assert_eq!(
        (tex.stage, tex.texture_binding, tex.sampler_binding),
        (3, 8, 9)
    );
    assert_eq!(tex.dim, TextureDim::D2);
    assert!(t.interface.constants.is_some());
    assert!(
        t.interface.renderer.is_none(),
        "no renderer uniforms needed"
    );
    assert!(fog.interface.fog && fog.interface.alpha_test);
}

#[test]
fn separately_translated_stages_link() {
    let vs = ok(
        "vs_1_1\ndcl_position v0\ndcl_texcoord v1\nmov oPos, v0\nmov oD0, v1\nmov oD1, v1\nmov oT0, v1\nmov oT5, v1\nmov oFog, v1.x\n",
    );
    let ps = tr(
        "ps_2_0\ndcl t0\ndcl t5\ndcl v0\ndcl v1\nadd r0, t0, t5\nadd r0, r0, v0\nadd oC0, r0, v1\n",
        &TranslateOptions {
            fog: true,
            ..Default::default()
        },
    )
    .unwrap();
    let outs = locations(&vs, true);
    let ins = locations(&ps, false);
    assert_eq!(ins, vec![(0, 4), (5, 4), (8, 4), (9, 4), (10, 1)]);
    for i in &ins {
        assert!(
            outs.contains(i),
            "pixel input {i:?} not produced by {outs:?}"
        );
    }
    // SM3 outputs matched by usage, not register number.
    let vs3 = ok(
        "vs_3_0\ndcl_position v0\ndcl_position o3\ndcl_texcoord2 o0\ndcl_color1 o1\nmov o3, v0\nmov o0, v0\nmov o1, v0\n",
    );
    let ps3 = ok("ps_3_0\ndcl_color1 v4\ndcl_texcoord2 v7\nadd oC0, v4, v7\n");
    let outs = locations(&vs3, true);
    for i in locations(&ps3, false) {
        assert!(
            outs.contains(&i),
            "pixel input {i:?} not produced by {outs:?}"
        );
    }
    assert_eq!(locations(&ps3, false), vec![(2, 4), (9, 4)]);
    assert_eq!(vs.interface.group, 0);
    assert_eq!(ps.interface.group, 1);
}

#[test]
fn alpha_test_variants() {
    let ps = "ps_2_0\ndcl v0\nmov oC0, v0\n";
    let none = tr(ps, &TranslateOptions::default()).unwrap();
    assert!(!has_kill(&none));
    let always = tr(
        ps,
        &TranslateOptions {
            alpha_test: Some(CmpFunc::Always),
            ..Default::default()
        },
    )
    .unwrap();
    assert!(!has_kill(&always) && !always.interface.alpha_test);
    for f in 1..=7 {
        let func = CmpFunc::from_d3d(f).unwrap();
        let t = tr(
            ps,
            &TranslateOptions {
                alpha_test: Some(func),
                ..Default::default()
            },
        )
        .unwrap();
        assert!(has_kill(&t), "{func:?} must discard");
        assert!(t.interface.alpha_test);
        assert!(t.interface.renderer.is_some());
    }
}

#[test]
fn fog_is_applied_to_every_pixel_model() {
    let options = TranslateOptions {
        fog: true,
        ..Default::default()
    };
    // Native D3D9 fogs ps_3_0 output too; the factor is `.x` of the fog varying.
    let t = tr("ps_3_0\ndcl_color v0\nmov oC0, v0\n", &options).unwrap();
    assert!(t.interface.fog);
    let fog = t
        .interface
        .varyings
        .iter()
        .find(|v| v.usage == DeclUsage::Fog);
    assert_eq!(fog.map(|v| v.components), Some(1));
    // An SM3 fog input is a 4-component register, with or without fog.
    let t = tr("ps_3_0\ndcl_fog v0.xy\nmov oC0, v0\n", &options).unwrap();
    assert!(t.interface.fog);
    let fog = t
        .interface
        .varyings
        .iter()
        .find(|v| v.usage == DeclUsage::Fog);
    assert_eq!(fog.map(|v| v.components), Some(4));
    let t = tr("ps_2_0\ndcl v0\nmov oC0, v0\n", &options).unwrap();
    assert!(t.interface.fog);
    assert!(
        t.interface
            .varyings
            .iter()
            .any(|v| v.usage == DeclUsage::Fog)
    );
}

#[test]
fn ps_1_x_sampler_kinds_follow_options_then_instructions() {
    let text =
        "ps_1_1\ntex t0\ntexm3x3pad t1, t0\ntexm3x3pad t2, t0\ntexm3x3tex t3, t0\nmov r0, t3\n";
    let dims = |kinds: [SamplerKind; 16]| {
        let t = tr(
            text,
            &TranslateOptions {
                sampler_kinds: kinds,
                ..Default::default()
            },
        )
        .unwrap();
        t.interface
            .textures
            .iter()
            .map(|t| (t.stage, t.dim))
            .collect::<Vec<_>>()
    };
    // 2D everywhere: stage 3 needs a 3D lookup and becomes a cube.
    assert_eq!(
        dims([SamplerKind::TwoD; 16]),
        vec![(0, TextureDim::D2), (3, TextureDim::Cube)]
    );
    let mut kinds = [SamplerKind::TwoD; 16];
    kinds[0] = SamplerKind::Volume;
    kinds[3] = SamplerKind::Volume;
    assert_eq!(dims(kinds), vec![(0, TextureDim::D3), (3, TextureDim::D3)]);
}

#[test]
fn flow_errors_name_the_instruction() {
    let cases = [
        (
            "vs_2_0\nmov r0, c0\nendif\nmov oPos, r0\n",
            1,
            "endif without if",
        ),
        ("vs_2_0\nbreak\nmov oPos, c0\n", 0, "break outside a loop"),
        ("ps_2_0\nelse\nmov oC0, c0\n", 0, "else without if"),
    ];
    for (text, index, reason) in cases {
        match tr(text, &TranslateOptions::default()) {
            Err(TranslateError::Instruction {
                index: i,
                reason: r,
                ..
            }) => {
                assert_eq!(i, index, "{text}");
                assert!(r.contains(reason), "{r}");
            }
            other => panic!("{text}: expected an instruction error, got {other:?}"),
        }
    }
    let open = tr(
        "vs_2_0\ndefi i0, 1, 0, 0, 0\nrep i0\nmov oPos, c0\n",
        &TranslateOptions::default(),
    );
    assert!(matches!(open, Err(TranslateError::Program(ref m)) if m.contains("left open")));
}

#[test]
fn subroutines_become_functions_called_in_order() {
    let t = ok(
        "vs_2_0\ndcl_position v0\ncall l1\nmov oPos, r0\nret\nlabel l0\nmov r0, c1\nret\nlabel l1\ncall l0\nadd r0, r0, v0\nret\n",
    );
    let names: Vec<_> = t
        .module
        .functions
        .iter()
        .map(|(_, f)| f.name.clone().unwrap())
        .collect();
    assert_eq!(names, ["d3d_label0", "d3d_label1", "d3d_main"]);
    let rec = tr(
        "vs_2_0\ncall l0\nret\nlabel l0\ncall l0\nret\n",
        &TranslateOptions::default(),
    );
    assert!(matches!(rec, Err(TranslateError::Program(ref m)) if m.contains("recursive")));
}

#[test]
fn vertex_inputs_keep_their_register_as_location() {
    let t = ok("vs_1_1\ndcl_position v3\ndcl_texcoord1 v7\nadd oPos, v3, v7\n");
    let inputs: Vec<_> = t
        .interface
        .vertex_inputs
        .iter()
        .map(|i| (i.usage, i.usage_index, i.location))
        .collect();
    assert_eq!(
        inputs,
        [(DeclUsage::Position, 0, 3), (DeclUsage::TexCoord, 1, 7)]
    );
    assert_eq!(locations(&t, false), [(3, 4), (7, 4)]);
}

#[test]
fn every_output_language_writes() {
    let t = ok("ps_2_0\ndcl t0\ndcl_cube s1\ntexld r0, t0, s1\nmov oC0, r0\n");
    assert!(
        ninebridge_translate::to_wgsl(&t)
            .unwrap()
            .contains("texture_cube")
    );
    assert!(
        ninebridge_translate::to_msl(&t)
            .unwrap()
            .contains("texturecube")
    );
    assert!(
        ninebridge_translate::to_glsl(&t)
            .unwrap()
            .contains("samplerCube")
    );
    let spv = ninebridge_translate::to_spirv(&t).unwrap();
    assert_eq!(spv[0], 0x0723_0203, "SPIR-V magic");
}

#[test]
fn flat_shading_makes_colours_flat_in_both_stages() {
    let options = TranslateOptions {
        flat_shading: true,
        ..Default::default()
    };
    let vs = tr(
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oD0, v0\nmov oT0, v0\n",
        &options,
    )
    .unwrap();
    let ps = tr("ps_2_0\ndcl v0\ndcl t0\nadd oC0, v0, t0\n", &options).unwrap();
    let interp = |t: &Translation, outputs: bool| -> Vec<(u32, Option<naga::Interpolation>)> {
        let ep = &t.module.entry_points[0];
        let mut v: Vec<_> = if outputs {
            let ty = ep.function.result.as_ref().unwrap().ty;
            let TypeInner::Struct { ref members, .. } = t.module.types[ty].inner else {
                panic!()
            };
            members.iter().filter_map(|m| m.binding.clone()).collect()
        } else {
            ep.function
                .arguments
                .iter()
                .filter_map(|a| a.binding.clone())
                .collect()
        };
        v.sort_by_key(|b| format!("{b:?}"));
        v.into_iter()
            .filter_map(|b| match b {
                Binding::Location {
                    location,
                    interpolation,
                    ..
                } => Some((location, interpolation)),
                _ => None,
            })
            .collect()
    };
    let want = vec![
        (0, Some(naga::Interpolation::Perspective)),
        (8, Some(naga::Interpolation::Flat)),
    ];
    assert_eq!(interp(&vs, true), want);
    assert_eq!(interp(&ps, false), want);
}

#[test]
fn non_finite_def_values_translate() {
    // ps_1_1: def c8 = (inf, 1, 1, 1), (NaN, ...); add r0, v0, c8
    for x in [0x7f80_0000u32, 0xff80_0000, 0x7fc0_0000] {
        let words = [
            0xffff_0101,
            0x0000_0051,
            0xa00f_0008,
            x,
            0x3f80_0000,
            0x3f80_0000,
            0x3f80_0000,
            0x0000_0002,
            0x800f_0000,
            0x90e4_0000,
            0xa0e4_0008,
            0x0000_ffff,
        ];
        let program = ninebridge_d3dbc::parse(&words).expect("parses");
        let t = translate(&program, &TranslateOptions::default()).expect("translates");
        assert!(
            ninebridge_translate::to_wgsl(&t)
                .unwrap()
                .contains(&format!("bitcast<f32>({x}u)"))
        );
    }
}

#[test]
fn texture_swizzles_fill_missing_channels() {
    use ninebridge_translate::TextureSwizzle;
    let text = "ps_2_0\ndcl t0\ndcl_2d s0\ndcl_2d s1\ntexld r0, t0, s0\ntexld r1, t0, s1\nadd oC0, r0, r1\n";
    let mut options = TranslateOptions::default();
    options.texture_swizzles[1] = TextureSwizzle::RED_ONE;
    let t = tr(text, &options).unwrap();
    // Stage 1's sample is rebuilt from its red channel and three ones; stage 0's is used as is.
    let composes = t.module.entry_points[0]
        .function
        .expressions
        .iter()
        .filter(|(_, e)| matches!(e, naga::Expression::Compose { components, .. } if components.len() == 4))
        .count();
    let plain = tr(text, &TranslateOptions::default()).unwrap();
    let plain_composes = plain.module.entry_points[0]
        .function
        .expressions
        .iter()
        .filter(|(_, e)| matches!(e, naga::Expression::Compose { components, .. } if components.len() == 4))
        .count();
    assert_eq!(composes, plain_composes + 1);
    let wgsl = ninebridge_translate::to_wgsl(&t).unwrap();
    assert!(wgsl.contains(".x, 1f, 1f, 1f)"), "{wgsl}");
}

#[test]
fn malformed_streams_found_by_the_mutation_test_are_refused_or_valid() {
    // vs_1_1 with a ps_1_x texm3x3spec: refused (a0 is an integer register there).
    let vs = [
        0xfffe_0101u32,
        0x0000_001f,
        0x8000_0000,
        0x900f_0000,
        0x0000_0001,
        0xc00f_0000,
        0x90e4_0000,
        0x0000_004c,
        0xd004_0000,
        0x80aa_0000,
        0xa055_0001,
        0x0000_ffff,
    ];
    if let Ok(p) = ninebridge_d3dbc::parse(&vs) {
        assert!(matches!(
            translate(&p, &TranslateOptions::default()),
            Err(TranslateError::Instruction { .. })
        ));
    }
    // ps_2_0 whose `endif` carries the co-issue bit: translated, valid.
    let ps = [
        0xffff_0200u32,
        0x0200_002f,
        0xe00f_0800,
        0x0000_0001,
        0x0500_0030,
        0xf00f_0000,
        1,
        1,
        1,
        1,
        0x0100_0026,
        0xf0e4_0000,
        0x0100_0028,
        0xe0e4_0800,
        0x0300_0002,
        0x800f_0000,
        0x80e4_0000,
        0x90e4_0000,
        0x4000_002b,
        0x0000_0027,
        0x0200_0001,
        0x800f_0800,
        0x80e4_0000,
        0x0000_ffff,
    ];
    let p = ninebridge_d3dbc::parse(&ps).expect("parses");
    translate(&p, &TranslateOptions::default()).expect("valid module");
}

#[test]
fn point_size_output_is_the_psize_varying() {
    let options = TranslateOptions::default();
    for text in [
        "vs_2_0\ndcl_position v0\nmov oPos, v0\nmov oPts, v0.x\n",
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndcl_psize o1.x\nmov o0, v0\nmov o1.x, v0.y\n",
    ] {
        let t = tr(text, &options).unwrap();
        let psize = t
            .interface
            .varyings
            .iter()
            .find(|v| v.usage == DeclUsage::PointSize);
        assert_eq!(psize.map(|v| v.location), Some(14), "{text}");
    }
}

/// Errors carry their kind and, where there is one, the instruction.
#[test]
fn errors_carry_kind_and_instruction() {
    use ninebridge_translate::ErrorKind;
    // Bytes that do not parse: invalid input, at token 0.
    let e = ninebridge_translate::translate_bytes(&[1, 2, 3], &TranslateOptions::default())
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Invalid, "{e}");
    assert_eq!(e.instruction_index(), None);
    // A truncated instruction: invalid input at instruction 1.
    let mut tokens = ninebridge_d3dbc::assemble("ps_2_0\nmov r0, c0\nmov oC0, r0\n").unwrap();
    tokens.truncate(tokens.len() - 3);
    let bytes: Vec<u8> = tokens.iter().flat_map(|t| t.to_le_bytes()).collect();
    let e =
        ninebridge_translate::translate_bytes(&bytes, &TranslateOptions::default()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Invalid, "{e}");
    assert_eq!(e.instruction_index(), Some(1), "{e}");
}

#[test]
fn omitting_the_pixel_offset_keeps_the_renderer_block_out_of_vertex_shaders() {
    let vs = "vs_2_0\ndcl_position v0\nmov oPos, v0\n";
    let with = tr(vs, &TranslateOptions::default()).unwrap();
    assert!(
        with.interface.renderer.is_some(),
        "the offset is read from the renderer block"
    );
    let options = TranslateOptions {
        omit_pixel_offset: true,
        ..TranslateOptions::default()
    };
    let without = tr(vs, &options).unwrap();
    assert!(without.interface.renderer.is_none());
    // The position is the input, unchanged.
    let wgsl = naga::back::wgsl::write_string(
        &without.module,
        &naga::valid::Validator::new(Default::default(), Default::default())
            .validate(&without.module)
            .unwrap(),
        naga::back::wgsl::WriterFlags::empty(),
    )
    .unwrap();
    assert!(!wgsl.contains("d3d_renderer"), "{wgsl}");
}

/// `TranslateOptions::lod_bias`: the stages named sample with the renderer
/// block's bias added (implicit sampling becomes biased sampling); stages
/// not named, and shaders without the option, keep their code.
#[test]
fn lod_bias_reads_the_stage_bias_of_the_renderer_block() {
    let ps = "ps_2_0\ndcl t0\ndcl_2d s0\ndcl_2d s1\ntexld r0, t0, s0\ntexld r1, t0, s1\nadd oC0, r0, r1\n";
    let wgsl = |mask: u16| {
        let t = tr(
            ps,
            &TranslateOptions {
                lod_bias: mask,
                ..Default::default()
            },
        )
        .unwrap();
        ninebridge_translate::to_wgsl(&t).unwrap()
    };
    let plain = wgsl(0);
    assert!(!plain.contains("textureSampleBias"), "{plain}");
    let stage1 = wgsl(0b10);
    assert_eq!(stage1.matches("textureSampleBias").count(), 1, "{stage1}");
    assert!(
        stage1.contains(".lod_bias[0].y"),
        "stage 1 is lod_bias[0].y: {stage1}"
    );
    let both = wgsl(0b11);
    assert_eq!(both.matches("textureSampleBias").count(), 2, "{both}");
    assert!(both.contains(".lod_bias[0].x"), "{both}");
}

#[test]
fn depth_samplers_bind_depth_textures_and_compare_where_asked() {
    let text = "ps_2_0\ndcl t0\ndcl_2d s0\ndcl_2d s1\ntexldp r0, t0, s0\ntexld r1, t0, s1\nadd oC0, r0, r1\n";
    let options = TranslateOptions {
        depth_compare: 1,
        depth_value: 2,
        ..Default::default()
    };
    let t = tr(text, &options).unwrap();
    let wgsl = ninebridge_translate::to_wgsl(&t).unwrap();
    // Stage 0: a shadow map (comparison sampler, the projected z clamped
    // to 0..1 as the reference); stage 1: depth values.
    assert_eq!(wgsl.matches("texture_depth_2d").count(), 2, "{wgsl}");
    assert!(wgsl.contains("sampler_comparison"), "{wgsl}");
    assert_eq!(wgsl.matches("textureSampleCompare(").count(), 1, "{wgsl}");
    assert!(wgsl.contains("saturate("), "{wgsl}");
    // Without the options both are colour textures.
    let plain = ninebridge_translate::to_wgsl(&ok(text)).unwrap();
    assert!(!plain.contains("texture_depth_2d") && !plain.contains("sampler_comparison"));
    // Vertex shaders never sample depth: the masks name pixel stages.
    let vs =
        "vs_3_0\ndcl_position v0\ndcl_2d s0\ndcl_position o0\ntexldl r0, v0, s0\nadd o0, v0, r0\n";
    let t = tr(vs, &options).unwrap();
    assert!(
        !ninebridge_translate::to_wgsl(&t)
            .unwrap()
            .contains("texture_depth_2d")
    );
}
