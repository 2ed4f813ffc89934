//! Property tests: any program the model can express encodes, parses back
//! to itself and survives disasm -> asm token for token; arbitrary tokens
//! never make the parser, validator or disassembler panic.

use ninebridge_d3dbc::{
    DeclToken, DeclUsage, DstParam, Instruction, Opcode, Payload, Program, Register, RegisterType,
    RelativeAddress, SamplerTextureType, ShaderKind, ShaderModel, SrcModifier, SrcParam, Swizzle,
    WriteMask, assemble, disassemble, encode, parse, validate,
};
use proptest::prelude::*;

const MODELS: &[(ShaderKind, u8, u8)] = &[
    (ShaderKind::Vertex, 1, 1),
    (ShaderKind::Vertex, 2, 0),
    (ShaderKind::Vertex, 2, 1),
    (ShaderKind::Vertex, 3, 0),
    (ShaderKind::Vertex, 3, 0xFF),
    (ShaderKind::Pixel, 1, 1),
    (ShaderKind::Pixel, 1, 3),
    (ShaderKind::Pixel, 1, 4),
    (ShaderKind::Pixel, 2, 0),
    (ShaderKind::Pixel, 2, 1),
    (ShaderKind::Pixel, 3, 0),
];

fn register() -> impl Strategy<Value = Register> {
    (0u32..20, 0u32..2048).prop_map(|(code, index)| {
        Register::new(RegisterType::from_code(code).expect("code < 20"), index)
    })
}

fn relative(model: ShaderModel) -> BoxedStrategy<Option<RelativeAddress>> {
    if model.has_relative_token() {
        prop_oneof![
            Just(None),
            (any::<bool>(), 0u32..2048, any::<u8>()).prop_map(|(lp, index, s)| {
                let kind = if lp {
                    RegisterType::Loop
                } else {
                    RegisterType::Addr
                };
                Some(RelativeAddress {
                    reg: Register::new(kind, index),
                    swizzle: Swizzle(s),
                })
            }),
        ]
        .boxed()
    } else {
        prop_oneof![Just(None), Just(Some(RelativeAddress::A0_X))].boxed()
    }
}

fn src(model: ShaderModel) -> impl Strategy<Value = SrcParam> {
    (register(), any::<u8>(), 0u32..14, relative(model)).prop_map(|(reg, s, m, relative)| {
        SrcParam {
            reg,
            swizzle: Swizzle(s),
            modifier: SrcModifier::from_code(m).expect("modifier < 14"),
            relative,
        }
    })
}

fn dst(model: ShaderModel) -> impl Strategy<Value = DstParam> {
    (
        register(),
        0u8..16,
        any::<[bool; 3]>(),
        -8i8..8,
        relative(model),
    )
        .prop_map(
            |(reg, mask, [saturate, partial_precision, centroid], shift, relative)| DstParam {
                reg,
                write_mask: WriteMask(mask),
                saturate,
                partial_precision,
                centroid,
                shift,
                relative,
            },
        )
}

fn instruction(model: ShaderModel) -> impl Strategy<Value = Instruction> {
    let ops = Opcode::ALL.to_vec();
    (
        proptest::sample::select(ops),
        dst(model),
        proptest::collection::vec(src(model), 4),
        proptest::option::of(src(model)),
        any::<bool>(),
        1u8..7,
        0u8..3,
        (
            0u32..14,
            0u8..16,
            proptest::sample::select(vec![0u32, 2, 3, 4]),
        ),
        any::<[u32; 4]>(),
    )
        .prop_map(
            move |(opcode, dst, srcs, predicate, coissue, cmp, texld, decl, lit)| {
                let mut ins = Instruction::new(opcode, None, Vec::new());
                ins.coissue = coissue;
                if opcode.has_comparison() {
                    ins.control = cmp;
                } else if opcode == Opcode::Tex && model.major >= 2 {
                    ins.control = texld;
                }
                ins.payload = match opcode {
                    Opcode::Dcl => Payload::Decl(DeclToken {
                        usage: DeclUsage::from_d3d(decl.0).expect("usage < 14"),
                        usage_index: decl.1,
                        texture_type: SamplerTextureType::from_code(decl.2).expect("valid type"),
                    }),
                    Opcode::Def => Payload::Float(lit),
                    Opcode::DefI => Payload::Int(lit.map(|w| w as i32)),
                    Opcode::DefB => Payload::Bool(lit[0]),
                    _ => Payload::None,
                };
                if opcode.has_dst(model) {
                    ins.dst = Some(dst);
                }
                if !opcode.is_declaration() {
                    ins.predicate = predicate;
                    ins.src = srcs.into_iter().take(opcode.src_count(model)).collect();
                }
                ins
            },
        )
}

fn program() -> impl Strategy<Value = (ShaderModel, Vec<Instruction>)> {
    proptest::sample::select(MODELS.to_vec()).prop_flat_map(|(kind, major, minor)| {
        let model = ShaderModel::new(kind, major, minor);
        (
            Just(model),
            proptest::collection::vec(instruction(model), 0..12),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_expressible_program_round_trips((model, instructions) in program()) {
        let p = Program {
            model,
            instructions,
            declarations: Vec::new(),
            constants: Vec::new(),
            ctab: None,
            ctab_error: None,
            comments: Vec::new(),
            token_count: 0,
        };
        let tokens = encode(&p);
        let parsed = parse(&tokens).map_err(|e| TestCaseError::fail(format!("{e}")))?;
        prop_assert_eq!(parsed.instructions.len(), p.instructions.len());
        for (a, b) in parsed.instructions.iter().zip(&p.instructions) {
            let mut b = b.clone();
            b.offset = a.offset;
            prop_assert_eq!(a, &b);
        }
        prop_assert_eq!(parsed.token_count, tokens.len());
        let _ = validate(&parsed);
        let text = disassemble(&parsed);
        let again = assemble(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(again, tokens, "{}", text);
    }

    #[test]
    fn arbitrary_tokens_never_panic(
        version in proptest::sample::select(vec![0xFFFE_0101u32, 0xFFFE_0200, 0xFFFE_0300, 0xFFFF_0104, 0xFFFF_0201, 0xFFFF_0300]),
        body in proptest::collection::vec(any::<u32>(), 0..64),
        end in any::<bool>(),
    ) {
        let mut tokens = vec![version];
        tokens.extend(body);
        if end {
            tokens.push(0xFFFF);
        }
        if let Ok(p) = parse(&tokens) {
            let _ = validate(&p);
            let _ = disassemble(&p);
            let _ = ninebridge_d3dbc::register_usage(&p);
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "(vs|ps)_[1-3]_[0-4x]\n([a-z0-9_.,\\[\\]+ !-]{0,30}\n){0,8}") {
        let _ = assemble(&text);
    }
}
