//! The translator never panics, and never produces a module naga rejects,
//! whatever program the parser accepts: random token streams, and real
//! shaders with random token mutations.

use proptest::prelude::*;

use ninebridge_translate::{SamplerKind, TranslateError, TranslateOptions, translate};

const VERSIONS: &[u32] = &[
    0xFFFE_0101,
    0xFFFE_0200,
    0xFFFE_0201,
    0xFFFE_0300,
    0xFFFF_0101,
    0xFFFF_0103,
    0xFFFF_0104,
    0xFFFF_0200,
    0xFFFF_0201,
    0xFFFF_0300,
];

/// Translates whatever parses; a validation failure is a translator bug.
fn check(words: &[u32], options: &TranslateOptions) -> Result<(), TestCaseError> {
    let Ok(program) = ninebridge_d3dbc::parse(words) else {
        return Ok(());
    };
    match translate(&program, options) {
        Err(TranslateError::Validation(msg)) => Err(TestCaseError::fail(format!(
            "invalid module for {words:08x?}: {msg}"
        ))),
        Ok(t) => {
            ninebridge_translate::to_spirv(&t).map_err(|e| TestCaseError::fail(e.to_string()))?;
            Ok(())
        }
        Err(_) => Ok(()),
    }
}

/// Instruction-shaped tokens: plausible opcodes, lengths and parameters.
fn instruction() -> impl Strategy<Value = Vec<u32>> {
    (
        prop_oneof![0u32..=96, Just(0xFFFD)],
        0u32..8,
        prop::collection::vec(
            prop_oneof![
                // register parameters: type, number, mask/swizzle, modifier
                (0u32..20, 0u32..12, any::<u8>(), 0u32..14).prop_map(|(ty, n, sw, m)| {
                    0x8000_0000
                        | ((ty & 7) << 28)
                        | ((ty >> 3) << 11)
                        | n
                        | (u32::from(sw) << 16)
                        | (m << 24)
                }),
                any::<u32>(),
            ],
            0..5,
        ),
        0u32..8,
    )
        .prop_map(|(op, control, params, flags)| {
            let len = params.len() as u32;
            let mut v = vec![op | (control << 16) | (len << 24) | ((flags & 1) << 28)];
            v.extend(params);
            v
        })
}

fn options() -> impl Strategy<Value = TranslateOptions> {
    (any::<bool>(), any::<bool>(), 0u32..10, 0usize..3).prop_map(|(fog, mz, alpha, kind)| {
        TranslateOptions {
            alpha_test: ninebridge_translate::CmpFunc::from_d3d(alpha),
            fog,
            d3d9_mul_zero: mz,
            sampler_kinds: [[SamplerKind::TwoD, SamplerKind::Cube, SamplerKind::Volume][kind]; 16],
            flat_shading: fog && mz,
            texture_swizzles: [if fog {
                ninebridge_translate::TextureSwizzle::LUMINANCE
            } else {
                ninebridge_translate::TextureSwizzle::IDENTITY
            }; 16],
            lenient: alpha >= 8,
            d3d8_inputs: kind == 1,
            software_vp: kind == 2,
            omit_pixel_offset: mz,
            vertex_fetch: [[
                ninebridge_translate::VertexFetch::Float,
                ninebridge_translate::VertexFetch::UDec3,
                ninebridge_translate::VertexFetch::Dec3N,
            ][kind]; 16],
            lod_bias: if mz { 0xffff } else { 0 },
            sampler_kind_overrides: if fog { 0x00ff } else { 0 },
            projected: [kind as u8 + 2; 8],
            srgb_write: fog && !mz,
            border_emulation: if mz && !fog { 0xffff } else { 0 },
            depth_compare: if fog { 0x0f0f } else { 0 },
            depth_value: if mz { 0x00ff } else { 0 },
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn random_programs_never_panic(
        version in prop::sample::select(VERSIONS),
        body in prop::collection::vec(instruction(), 0..12),
        opts in options(),
    ) {
        let mut words = vec![version];
        for ins in body {
            words.extend(ins);
        }
        words.push(0x0000_FFFF);
        check(&words, &opts)?;
    }
}

fn corpus() -> &'static [Vec<u32>] {
    static CORPUS: std::sync::OnceLock<Vec<Vec<u32>>> = std::sync::OnceLock::new();
    CORPUS.get_or_init(load_corpus)
}

fn load_corpus() -> Vec<Vec<u32>> {
    let Some(dir) = ninebridge_testutil::shared_subdir("mutated_corpus", "corpus/d3dbc-wine")
    else {
        return Vec::new();
    };
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "bin"));
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read(p).ok())
        .map(|b| {
            b.chunks_exact(4)
                .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
                .collect()
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn mutated_real_shaders_never_panic(
        pick in any::<prop::sample::Index>(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u32>(), 0u8..3), 1..4),
        opts in options(),
    ) {
        let shaders = corpus();
        if shaders.is_empty() {
            return Ok(());
        }
        let mut words = pick.get(shaders).clone();
        for (at, value, how) in edits {
            let i = at.index(words.len().max(1)).max(1).min(words.len().saturating_sub(1));
            match how {
                0 => words[i] = value,
                1 => words[i] ^= 1 << (value % 32),
                _ => words[i] = (words[i] & 0xFFFF_0000) | (value & 0xFFFF),
            }
        }
        check(&words, &opts)?;
    }
}

/// Found by the `translate` fuzz target: `mova t1, ...` in a lenient ps_1_1.
/// Register type 3 is `t#` in a pixel shader (there is no `a0`); storing
/// mova's integers into a float register made a module naga rejects. The
/// translator must refuse the instruction instead.
#[test]
fn mova_in_a_pixel_shader_is_refused() {
    let words = [
        0xFFFF_0101,
        0,
        0,
        0x0000_002E,
        0xBB61_0021,
        0xB6E4_0000,
        0x0000_FFFF,
    ];
    let options = TranslateOptions {
        lenient: true,
        ..Default::default()
    };
    let program = ninebridge_d3dbc::parse(&words).expect("the fuzzer's input parses");
    match translate(&program, &options) {
        Err(TranslateError::Validation(msg)) => panic!("invalid module: {msg}"),
        Err(e) => assert!(e.to_string().contains("mova"), "{e}"),
        Ok(_) => panic!("mova into t1 of a pixel shader translated"),
    }
}
