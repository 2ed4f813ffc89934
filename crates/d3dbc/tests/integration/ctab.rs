//! Constant tables built byte by byte: the standard 28-byte header, the
//! early 20-byte header, and malformed tables.

use ninebridge_d3dbc::ctab::{CTAB_FOURCC, ConstantTable, CtabError, RegisterSet};
use ninebridge_d3dbc::parse;

/// Builds a CTAB payload (after the FourCC) with one float4x4 constant
/// `World` at c4..c7 and one sampler `Tex` at s1.
fn table(header: u32) -> Vec<u8> {
    let mut b = Vec::new();
    let push = |b: &mut Vec<u8>, w: u32| b.extend_from_slice(&w.to_le_bytes());
    let info = header as usize;
    let types = info + 2 * 20;
    let strings = types + 2 * 16;
    let (creator, target, world, tex) = (strings, strings + 8, strings + 16, strings + 24);
    push(&mut b, header);
    push(&mut b, creator as u32);
    push(&mut b, 0xFFFF_0200);
    push(&mut b, 2);
    push(&mut b, info as u32);
    if header == 28 {
        push(&mut b, 0x100);
        push(&mut b, target as u32);
    }
    // Constant infos: name, set|index, count|reserved, type, default.
    for (name, set, index, count, ty) in
        [(world, 2u32, 4u32, 4u32, types), (tex, 3, 1, 1, types + 16)]
    {
        push(&mut b, name as u32);
        push(&mut b, set | index << 16);
        push(&mut b, count);
        push(&mut b, ty as u32);
        push(&mut b, 0);
    }
    // Types: class|type, rows|columns, elements|members, member info.
    for (class_type, rc) in [
        (3u32 | 3 << 16, 4u32 | 4 << 16),
        (4 | 12 << 16, 1 | 1 << 16),
    ] {
        push(&mut b, class_type);
        push(&mut b, rc);
        push(&mut b, 1);
        push(&mut b, 0);
    }
    for s in ["tool\0\0\0\0", "ps_2_0\0\0", "World\0\0\0", "Tex\0\0\0\0\0"] {
        b.extend_from_slice(s.as_bytes());
    }
    b
}

fn words(bytes: &[u8]) -> Vec<u32> {
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

#[test]
fn standard_header() {
    let t = ConstantTable::parse(&table(28)).expect("parses");
    assert!(!t.is_legacy());
    assert_eq!(t.creator, "tool");
    assert_eq!(t.target.as_deref(), Some("ps_2_0"));
    assert_eq!(t.flags, 0x100);
    assert_eq!(t.constants.len(), 2);
    let world = &t.constants[0];
    assert_eq!(
        (
            world.name.as_str(),
            world.register_set,
            world.register_index,
            world.register_count
        ),
        ("World", RegisterSet::Float4, 4, 4)
    );
    assert_eq!(
        (
            world.ty.class.name(),
            world.ty.ty.name(),
            world.ty.rows,
            world.ty.columns
        ),
        ("matrix_columns", "float", 4, 4)
    );
    assert_eq!(t.constants[1].ty.ty.name(), "sampler2d");
    assert_eq!(t.constants[1].register_set, RegisterSet::Sampler);
}

#[test]
fn early_20_byte_header_is_recognised() {
    let t = ConstantTable::parse(&table(20)).expect("parses");
    assert!(t.is_legacy());
    assert_eq!(t.header_size, 20);
    assert_eq!(t.target, None);
    assert_eq!(t.flags, 0);
    let names: Vec<&str> = t.constants.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["World", "Tex"]);

    // Inside a shader: ps_2_0, CTAB comment, mov oC0, c4, end.
    let mut payload = vec![CTAB_FOURCC];
    payload.extend(words(&table(20)));
    let mut tokens = vec![0xFFFF_0200, (payload.len() as u32) << 16 | 0xFFFE];
    tokens.extend(&payload);
    tokens.extend([0x0200_0001, 0x800F_0800, 0xA0E4_0004, 0x0000_FFFF]);
    let p = parse(&tokens).expect("parses");
    assert_eq!(p.ctab.as_ref().map(|t| t.header_size), Some(20));
    assert_eq!(p.ctab_error, None);
    assert_eq!(p.instructions.len(), 1);
}

#[test]
fn malformed_tables_are_errors_not_panics() {
    assert_eq!(
        ConstantTable::parse(&[]),
        Err(CtabError::OutOfBounds {
            what: "header",
            offset: 0,
            len: 4,
            size: 0
        })
    );
    let mut bad = table(28);
    bad[0] = 24;
    assert_eq!(
        ConstantTable::parse(&bad),
        Err(CtabError::BadHeaderSize { size: 24 })
    );
    // Every truncation that cuts into the last string ("Tex", NUL, padding) fails.
    let good = table(28);
    for len in 0..good.len() - 4 {
        assert!(
            ConstantTable::parse(&good[..len]).is_err(),
            "truncated to {len}"
        );
    }
    // A constant count far beyond the table.
    let mut huge = table(28);
    huge[12..16].copy_from_slice(&0x0FFF_FFFFu32.to_le_bytes());
    assert!(matches!(
        ConstantTable::parse(&huge),
        Err(CtabError::OutOfBounds {
            what: "constant info",
            ..
        })
    ));
    // A broken table inside a shader does not fail the parse.
    let mut tokens = vec![0xFFFF_0200, 3 << 16 | 0xFFFE, CTAB_FOURCC, 24, 0];
    tokens.push(0x0000_FFFF);
    let p = parse(&tokens).expect("comment content is not validated by the runtime");
    assert!(p.ctab.is_none());
    assert_eq!(p.ctab_error, Some(CtabError::BadHeaderSize { size: 24 }));
}
