//! The 386 real shaders of Wine's Direct3D 8/9, D3DX and d3dcompiler tests
//! (`shared/corpus/d3dbc-wine`): every one parses and validates, or is
//! rejected for the reason listed in [`REJECTED`]; every one that parses
//! (valid or not) survives disasm -> asm token for token; the native assembler's `.bin`
//! output is reproduced from its `.asm` input; D3DX constant tables give the
//! names the test sources list.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use ninebridge_d3dbc::validate::ValidationErrorKind;
use ninebridge_d3dbc::{ConstantTable, ParseError, Program, assemble, disassemble, encode, parse};

/// How a deliberately invalid shader must be rejected.
enum Expect {
    /// The parser refuses it.
    Parse(fn(&ParseError) -> bool),
    /// It parses, and the validator reports this problem.
    Invalid(fn(&ValidationErrorKind) -> bool),
}

fn const_out_of_range(k: &ValidationErrorKind) -> bool {
    matches!(k, ValidationErrorKind::RegisterOutOfRange { .. })
}

fn undeclared(k: &ValidationErrorKind) -> bool {
    matches!(k, ValidationErrorKind::Undeclared { .. })
}

/// The corpus shaders that must not be accepted, and why (the Wine test at
/// the index's source line expects D3DERR_INVALIDCALL, or the array is not a
/// whole shader).
const REJECTED: &[(&str, Expect, &str)] = &[
    (
        "d3dx9_36_shader__ctab_arrays.bin",
        Expect::Parse(|e| matches!(e, ParseError::UnknownOpcode { .. })),
        "hand-made D3DX CTAB test: the comment length (0x52) is shorter than the table, so table bytes are read as instructions",
    ),
    (
        "d3dx9_36_shader__ctab_matrices2.bin",
        Expect::Parse(|e| {
            matches!(
                e,
                ParseError::Truncated {
                    what: "comment",
                    ..
                }
            )
        }),
        "hand-made D3DX CTAB test: the comment length runs past the end of the array",
    ),
    (
        "d3dx9_36_shader__ctab_with_default_values.bin",
        Expect::Parse(|e| {
            matches!(
                e,
                ParseError::Truncated {
                    what: "comment",
                    ..
                }
            )
        }),
        "hand-made D3DX CTAB test: the comment length runs past the end of the array",
    ),
    (
        "d3d9_visual__test_mismatched_sample_types.ps_header.bin",
        Expect::Parse(|e| matches!(e, ParseError::MissingEnd { .. })),
        "a header fragment the test concatenates with other fragments; no end token",
    ),
    (
        "d3d9_visual__test_position_index.ps_code_bad.bin",
        Expect::Invalid(|k| matches!(k, ValidationErrorKind::PixelInputPosition0 { .. })),
        "ps_3_0 declares v0 as position0, which D3D9 refuses (test_position_index: CreatePixelShader(ps_code_bad) is D3DERR_INVALIDCALL; vPos is the position input)",
    ),
    (
        "d3d9_device__test_unsupported_shaders.vs_3_256.bin",
        Expect::Invalid(const_out_of_range),
        "vs_3_0 reads c256; the model has 256 float constants on a hardware device (d3d9ex test_unsupported_shaders: D3DERR_INVALIDCALL); valid under software vertex processing",
    ),
    (
        "d3d9_d3d9ex__test_unsupported_shaders.vs_3_256.bin",
        Expect::Invalid(const_out_of_range),
        "vs_3_0 reads c256; the model has 256 float constants on a hardware device (d3d9ex test_unsupported_shaders: D3DERR_INVALIDCALL); valid under software vertex processing",
    ),
    (
        "d3d9_device__test_unsupported_shaders.vs_3_i16.bin",
        Expect::Invalid(const_out_of_range),
        "vs_3_0 uses i16; 16 integer constants on a hardware device (d3d9ex test_unsupported_shaders: D3DERR_INVALIDCALL); valid under software vertex processing",
    ),
    (
        "d3d9_d3d9ex__test_unsupported_shaders.vs_3_i16.bin",
        Expect::Invalid(const_out_of_range),
        "vs_3_0 uses i16; 16 integer constants on a hardware device (d3d9ex test_unsupported_shaders: D3DERR_INVALIDCALL); valid under software vertex processing",
    ),
    (
        "d3d9_device__test_unsupported_shaders.vs_3_b16.bin",
        Expect::Invalid(const_out_of_range),
        "vs_3_0 uses b16; 16 boolean constants on a hardware device (d3d9ex test_unsupported_shaders: D3DERR_INVALIDCALL); valid under software vertex processing",
    ),
    (
        "d3d9_d3d9ex__test_unsupported_shaders.vs_3_b16.bin",
        Expect::Invalid(const_out_of_range),
        "vs_3_0 uses b16; 16 boolean constants on a hardware device (d3d9ex test_unsupported_shaders: D3DERR_INVALIDCALL); valid under software vertex processing",
    ),
    (
        "d3d9_device__test_unsupported_shaders.ps_1_8.bin",
        Expect::Invalid(const_out_of_range),
        "ps_1_1 uses c8; ps_1_x has 8 float constants (test_unsupported_shaders: D3DERR_INVALIDCALL)",
    ),
    (
        "d3d9_d3d9ex__test_unsupported_shaders.ps_1_8.bin",
        Expect::Invalid(const_out_of_range),
        "ps_1_1 uses c8; ps_1_x has 8 float constants (test_unsupported_shaders: D3DERR_INVALIDCALL)",
    ),
    (
        "d3d9_device__test_unsupported_shaders.ps_3_224.bin",
        Expect::Invalid(const_out_of_range),
        "ps_3_0 uses c224; the model has 224 float constants (test_unsupported_shaders: D3DERR_INVALIDCALL)",
    ),
    (
        "d3d9_d3d9ex__test_unsupported_shaders.ps_3_224.bin",
        Expect::Invalid(const_out_of_range),
        "ps_3_0 uses c224; the model has 224 float constants (test_unsupported_shaders: D3DERR_INVALIDCALL)",
    ),
    (
        "d3d9_device__test_unsupported_shaders.ps_2_0_boolint.bin",
        Expect::Invalid(|k| {
            matches!(
                k,
                ValidationErrorKind::OpcodeNotInModel {
                    mnemonic: "defb",
                    ..
                }
            )
        }),
        "ps_2_0 has no boolean/integer constants and no flow control (defb, defi, rep, if); test_unsupported_shaders expects D3DERR_INVALIDCALL (todo_wine: Wine accepts it)",
    ),
    (
        "d3d9_d3d9ex__test_unsupported_shaders.ps_2_0_boolint.bin",
        Expect::Invalid(|k| {
            matches!(
                k,
                ValidationErrorKind::OpcodeNotInModel {
                    mnemonic: "defb",
                    ..
                }
            )
        }),
        "ps_2_0 has no boolean/integer constants and no flow control (defb, defi, rep, if); test_unsupported_shaders expects D3DERR_INVALIDCALL (todo_wine: Wine accepts it)",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L1121.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): vs_2_0+/ps_3_0 read v0 with no dcl; D3D9's register tables mark v# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L1206.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): ps_3_0 reads vFace with no dcl, which D3D9's ps_3_0 register table requires; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L1224.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): vs_2_0+/ps_3_0 read v0 with no dcl; D3D9's register tables mark v# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L1245.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): vs_2_0+/ps_3_0 read v0 with no dcl; D3D9's register tables mark v# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L644.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): vs_2_0+/ps_3_0 read v0 with no dcl; D3D9's register tables mark v# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L913.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): ps_2_0 reads t0 with no dcl; D3D9's ps_2_0 register table marks t# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L919.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): ps_2_0 reads t1 with no dcl; D3D9's ps_2_0 register table marks t# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L925.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): ps_2_0 reads t0 with no dcl; D3D9's ps_2_0 register table marks t# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L943.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): ps_2_0 reads t1 with no dcl; D3D9's ps_2_0 register table marks t# \"requires DCL\"; translates with --lenient",
    ),
    (
        "d3dcompiler_43_asm__global.anon_L950.bin",
        Expect::Invalid(undeclared),
        "D3DAssemble test fragment (asm.c never hands it to a runtime): ps_2_0 reads t1 with no dcl; D3D9's ps_2_0 register table marks t# \"requires DCL\"; translates with --lenient",
    ),
];

/// `.asm` inputs the assembler does not take, and why.
const ASM_UNSUPPORTED: &[(&str, &str)] = &[];

fn corpus() -> Option<PathBuf> {
    ninebridge_testutil::shared_subdir("d3dbc wine corpus", "corpus/d3dbc-wine")
}

fn words(path: &Path) -> Vec<u32> {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(bytes.len() % 4, 0, "{}", path.display());
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Every `.bin` listed in index.tsv, by file name.
fn shaders(dir: &Path) -> BTreeMap<String, Vec<u32>> {
    let index = std::fs::read_to_string(dir.join("index.tsv")).expect("index.tsv");
    index
        .lines()
        .skip(1)
        .filter_map(|l| l.split('\t').next())
        .map(|name| (name.to_string(), words(&dir.join(name))))
        .collect()
}

/// Parsed and valid shaders (everything not in [`REJECTED`]).
fn accepted(dir: &Path) -> Vec<(String, Vec<u32>, Program)> {
    shaders(dir)
        .into_iter()
        .filter(|(name, _)| !REJECTED.iter().any(|(n, _, _)| n == name))
        .map(|(name, tokens)| {
            let program = parse(&tokens).unwrap_or_else(|e| panic!("{name}: {e}"));
            (name, tokens, program)
        })
        .collect()
}

#[test]
fn every_shader_parses_and_validates_or_is_rejected_for_its_stated_reason() {
    let Some(dir) = corpus() else { return };
    let all = shaders(&dir);
    assert_eq!(all.len(), 386, "index.tsv lists 386 shaders");
    for (name, _, why) in REJECTED {
        assert!(
            all.contains_key(*name),
            "{name} ({why}) is not in the corpus"
        );
    }
    let mut failures = Vec::new();
    for (name, tokens) in &all {
        let parsed = parse(tokens);
        let rejected = REJECTED.iter().find(|(n, _, _)| n == name);
        match (rejected, parsed) {
            (None, Ok(program)) => {
                let errors = ninebridge_d3dbc::validate(&program);
                if !errors.is_empty() {
                    failures.push(format!("{name}: valid in D3D9 but {}", errors[0]));
                }
            }
            (None, Err(e)) => failures.push(format!("{name}: {e}")),
            (Some((_, Expect::Parse(ok), why)), Err(e)) => {
                if !ok(&e) {
                    failures.push(format!("{name}: expected rejection ({why}), got {e}"));
                }
            }
            (Some((_, Expect::Parse(_), why)), Ok(_)) => {
                failures.push(format!("{name}: parsed, but should be rejected: {why}"));
            }
            (Some((_, Expect::Invalid(ok), why)), Ok(program)) => {
                let errors = ninebridge_d3dbc::validate(&program);
                if !errors.iter().any(|e| ok(&e.kind)) {
                    failures.push(format!("{name}: expected invalid ({why}), got {errors:?}"));
                }
                if errors
                    .iter()
                    .any(|e| e.instruction.is_none() && ok(&e.kind))
                {
                    failures.push(format!("{name}: error does not name its instruction"));
                }
            }
            (Some((_, Expect::Invalid(_), why)), Err(e)) => {
                failures.push(format!(
                    "{name}: should parse and fail validation ({why}), got {e}"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_parsed_shader_reencodes_and_round_trips_through_disassembly() {
    let Some(dir) = corpus() else { return };
    let parse_rejected = REJECTED
        .iter()
        .filter(|(_, e, _)| matches!(e, Expect::Parse(_)))
        .count();
    // Valid or not: people disassemble precisely the shaders that are wrong.
    let parsed: Vec<(String, Vec<u32>, Program)> = shaders(&dir)
        .into_iter()
        .filter_map(|(name, tokens)| parse(&tokens).ok().map(|p| (name, tokens, p)))
        .collect();
    assert_eq!(parsed.len(), 386 - parse_rejected);
    assert!(accepted(&dir).len() < parsed.len());
    let mut failures = Vec::new();
    for (name, tokens, program) in &parsed {
        // The parser keeps every field: encoding gives back the tokens.
        if encode(program)[..] != tokens[..program.token_count] {
            failures.push(format!("{name}: encode(parse(x)) != x"));
        }
        // disasm -> asm gives the tokens without comment blocks.
        let mut stripped = program.clone();
        stripped.comments.clear();
        let want = encode(&stripped);
        let text = disassemble(program);
        match assemble(&text) {
            Ok(got) if got == want => {}
            Ok(_) => failures.push(format!("{name}: asm(disasm(x)) differs\n{text}")),
            Err(e) => failures.push(format!(
                "{name}: disassembly does not assemble: {e}\n{text}"
            )),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Direct3D 8's vertex shaders (Wine's d3d8 tests create them all with
/// `CreateVertexShader` and a D3D8 declaration) have no `dcl`: they are
/// detected as D3D8 bytecode and valid; D3D9 shaders are not taken for them.
#[test]
fn d3d8_vertex_shaders_are_detected_and_valid() {
    let Some(dir) = corpus() else { return };
    let mut d3d8 = 0;
    for (name, tokens) in shaders(&dir) {
        let Ok(program) = parse(&tokens) else {
            continue;
        };
        let detected = ninebridge_d3dbc::d3d8_vertex_inputs(&program, false);
        if name.starts_with("d3d8_") && program.model.is_vs_1x() {
            d3d8 += usize::from(detected);
            let errors = ninebridge_d3dbc::validate(&program);
            assert!(errors.is_empty(), "{name}: {errors:?}");
        } else if name.starts_with("d3d9_") {
            assert!(!detected, "{name}: a D3D9 shader taken for D3D8");
        }
    }
    // 21 vs_1_0/vs_1_1 shaders of d3d8/tests {visual,device,stateblock}.c;
    // the 22nd, test_unsupported_shaders' vs_1_255, is written with a dcl.
    assert_eq!(d3d8, 21);
}

/// `test_unsupported_shaders`' vs_3_0 constants past the hardware files are
/// refused on a hardware device and accepted under software vertex
/// processing (vs_3_sw files: c8192, i2048, b2048).
#[test]
fn software_vertex_processing_accepts_the_sw_constant_files() {
    let Some(dir) = corpus() else { return };
    let sw = ninebridge_d3dbc::ValidateOptions {
        software_vp: true,
        ..Default::default()
    };
    for name in ["vs_3_256", "vs_3_i16", "vs_3_b16"] {
        for test in ["d3d9_device", "d3d9_d3d9ex"] {
            let file = format!("{test}__test_unsupported_shaders.{name}.bin");
            let program = parse(&words(&dir.join(&file))).expect("parses");
            assert!(!ninebridge_d3dbc::validate(&program).is_empty(), "{file}");
            let errors = ninebridge_d3dbc::validate_with(&program, &sw);
            assert!(errors.is_empty(), "{file}: {errors:?}");
        }
    }
    // Pixel shaders are not processed in software: ps_3_224 stays invalid.
    let program = parse(&words(
        &dir.join("d3d9_device__test_unsupported_shaders.ps_3_224.bin"),
    ))
    .expect("parses");
    assert!(!ninebridge_d3dbc::validate_with(&program, &sw).is_empty());
}

#[test]
fn assembler_reproduces_native_d3dassemble_output() {
    let Some(dir) = corpus() else { return };
    let mut pairs = 0;
    let mut failures = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("corpus dir") {
        let path = entry.expect("dir entry").path();
        if path.extension().is_none_or(|e| e != "asm") {
            continue;
        }
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let bin = path.with_extension("bin");
        if !bin.exists() {
            continue;
        }
        pairs += 1;
        let text = std::fs::read_to_string(&path).expect("asm text");
        let result = assemble(&text);
        if let Some((_, why)) = ASM_UNSUPPORTED.iter().find(|(n, _)| *n == name) {
            assert!(
                result.is_err(),
                "{name} now assembles; remove it from ASM_UNSUPPORTED ({why})"
            );
            continue;
        }
        match result {
            Ok(tokens) if tokens == words(&bin) => {}
            Ok(tokens) => failures.push(format!("{name}: {tokens:08x?} != {:08x?}", words(&bin))),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert_eq!(pairs, 149, "the corpus has 149 .asm/.bin pairs");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Names from `/* Constant N desc (NAME) */` comments in the C initializer.
fn described_names(src: &str) -> Vec<String> {
    src.lines()
        .filter_map(|l| {
            let at = l.find("desc (")? + "desc (".len();
            let end = l[at..].find(')')?;
            Some(l[at..at + end].to_string())
        })
        .collect()
}

/// The table of a shader whose comment length may be wrong: everything from
/// the `CTAB` FourCC to the end of the array.
fn lenient_ctab(tokens: &[u32]) -> Option<ConstantTable> {
    let at = tokens
        .iter()
        .position(|&t| t == ninebridge_d3dbc::ctab::CTAB_FOURCC)?;
    let bytes: Vec<u8> = tokens[at + 1..]
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .collect();
    ConstantTable::parse(&bytes).ok()
}

#[test]
fn d3dx_constant_tables_give_their_constant_names() {
    let Some(dir) = corpus() else { return };
    let mut checked = 0;
    let mut failures = Vec::new();
    for (name, tokens) in shaders(&dir) {
        let stem = name.trim_end_matches(".bin");
        let src = std::fs::read_to_string(dir.join(format!("{stem}.src.txt"))).unwrap_or_default();
        let hlsl = std::fs::read_to_string(dir.join(format!("{stem}.if0.txt"))).unwrap_or_default();
        let expected = described_names(&src);
        let table = match parse(&tokens) {
            Ok(p) => p.ctab,
            Err(_) => lenient_ctab(&tokens),
        };
        if !expected.is_empty() {
            checked += 1;
            let got: Vec<String> = table
                .iter()
                .flat_map(|t| t.constants.iter().map(|c| c.name.clone()))
                .collect();
            if got != expected {
                failures.push(format!(
                    "{name}: names {got:?}, the source lists {expected:?}"
                ));
            }
        } else if let Some(table) = table
            && name.starts_with("d3dx9_36")
            && !hlsl.is_empty()
        {
            // fxc-compiled: every constant is named in the HLSL source.
            checked += 1;
            for c in &table.constants {
                if !hlsl.contains(&c.name) {
                    failures.push(format!(
                        "{name}: constant {:?} is not in the HLSL source",
                        c.name
                    ));
                }
            }
        }
    }
    assert!(checked >= 10, "only {checked} tables checked");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn known_constant_table_fields() {
    let Some(dir) = corpus() else { return };
    let tokens = words(&dir.join("d3dx9_36_shader__ctab_samplers.bin"));
    let program = parse(&tokens).expect("ctab_samplers parses");
    let table = program.ctab.expect("has a CTAB");
    assert_eq!(table.header_size, 28);
    assert_eq!(table.target.as_deref(), Some("vs_3_0"));
    let summary: Vec<(String, &str, u16, u16)> = table
        .constants
        .iter()
        .map(|c| {
            (
                c.name.clone(),
                c.register_set.prefix(),
                c.register_index,
                c.register_count,
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("notsampler".to_string(), "c", 2, 1),
            ("sampler1".to_string(), "s", 0, 1),
            ("sampler2".to_string(), "s", 3, 1),
        ]
    );
    assert_eq!(table.constants[1].ty.ty.name(), "sampler2d");
    assert_eq!(table.constants[2].ty.ty.name(), "sampler3d");
}
