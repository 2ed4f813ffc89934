//! Random op sequences never panic, keep the cache's invariants (at most 4
//! lines a set, 64 in all, no tag twice in a set), and a sample right after
//! a flush reads memory.

use ninebridge_gecache::cache::{LINES, SETS, WAYS};
use ninebridge_gecache::draw::{Blend, Primitive};
use ninebridge_gecache::script::{SpriteOp, run_op};
use ninebridge_gecache::{Ge, Op, TexFormat, TextureRegs};
use proptest::prelude::*;

const MEMORY: u64 = 1 << 16;

fn format() -> impl Strategy<Value = TexFormat> {
    prop::sample::select(TexFormat::ALL.to_vec())
}

/// Mostly valid sides (powers of two up to 64), sometimes anything.
fn side() -> impl Strategy<Value = u32> {
    prop_oneof![9 => (0u32..=6).prop_map(|s| 1 << s), 1 => 0u32..600]
}

fn op() -> impl Strategy<Value = Op> {
    let addr = prop_oneof![9 => (0u32..256).prop_map(|a| a * 16), 1 => any::<u32>()];
    prop_oneof![
        2 => (addr.clone(), prop::collection::vec(any::<u8>(), 0..64)).prop_map(|(addr, b)| {
            Op::Write {
                addr,
                hex: b.iter().map(|x| format!("{x:02x}")).collect(),
            }
        }),
        3 => (
            addr.clone(),
            prop_oneof![9 => (1u32..5).prop_map(|b| b * 64), 1 => 0u32..300],
            format(),
            side(),
            side(),
            any::<bool>(),
            prop_oneof![9 => 0u32..3, 1 => 0u32..10],
        )
            .prop_map(|(addr, bufw, format, width, height, swizzled, level)| Op::Tex {
                addr,
                bufw,
                format,
                width,
                height,
                swizzled,
                level,
            }),
        6 => (0u32..16, 0u32..16).prop_map(|(u, v)| Op::Sample { u, v }),
        1 => (0u32..600, 0u32..600).prop_map(|(u, v)| Op::Sample { u, v }),
        1 => Just(Op::Flush),
        1 => Just(Op::Sync),
        1 => Just(Op::ListStart),
        1 => Just(Op::ListEnd),
        1 => (addr.clone(), addr.clone(), 1u32..40, 1u32..20, 0u32..6).prop_map(
            |(src, dst, width, height, bpp)| Op::Transfer {
                src,
                src_bufw: 64,
                dst,
                dst_bufw: 64,
                width,
                height,
                bpp,
            }
        ),
        1 => (addr.clone(), 0u32..1100).prop_map(|(addr, bytes)| Op::Clut { addr, bytes }),
        2 => (
            (0u32..40, 0u32..40, 1u32..24, 1u32..24),
            (-20i32..70, -20i32..70, -3i32..4, -3i32..4),
            (prop::option::weighted(0.2, addr), any::<bool>(), any::<bool>(), any::<bool>()),
        )
            .prop_map(|((x, y, width, height), (u, v, du, dv), (fb, bil, avg, tri))| {
                Op::Sprite(SpriteOp {
                    x,
                    y,
                    width,
                    height,
                    u: Some(u),
                    v: Some(v),
                    du,
                    dv,
                    fb,
                    fb_bufw: None,
                    bilinear: bil,
                    blend: if avg { Blend::Average } else { Blend::Replace },
                    prim: if tri { Primitive::Triangles } else { Primitive::Sprite },
                })
            }),
    ]
}

/// The invariants, checked from the outside.
fn check(ge: &Ge) -> Result<(), TestCaseError> {
    let cache = ge.cache();
    prop_assert!(cache.check().is_ok(), "{:?}", cache.check());
    let per_set: Vec<usize> = (0..SETS).map(|s| cache.set_tags(s).len()).collect();
    prop_assert!(per_set.iter().all(|&n| n <= WAYS), "{per_set:?}");
    prop_assert_eq!(per_set.iter().sum::<usize>(), cache.valid_lines());
    prop_assert!(cache.valid_lines() <= LINES);
    let s = ge.stats();
    prop_assert_eq!(s.misses, s.lines_loaded);
    Ok(())
}

/// Texel `(u, v)` read straight from memory, by the layouts in the spec.
fn direct(mem: &[u8], r: &TextureRegs, u: u32, v: u32) -> u32 {
    let bits = r.format.cache_bits().bits();
    let pitch = r.bufw * bits / 8;
    let bit_x = u * bits;
    let at = if r.swizzled {
        let block = (v / 8) * (pitch / 16) + bit_x / 128;
        r.addr + block * 128 + (v % 8) * 16 + (bit_x % 128) / 8
    } else {
        r.addr + v * pitch + bit_x / 8
    } as usize;
    let le = |n: usize| {
        mem[at..at + n]
            .iter()
            .rev()
            .fold(0u32, |a, &b| a << 8 | u32::from(b))
    };
    match bits {
        32 => le(4),
        16 => le(2),
        8 => le(1),
        _ => u32::from(if u % 2 == 0 {
            mem[at] & 15
        } else {
            mem[at] >> 4
        }),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_ops_never_panic_and_keep_the_invariants(ops in prop::collection::vec(op(), 1..60)) {
        let mut ge = Ge::new(MEMORY).unwrap();
        for (i, op) in ops.iter().enumerate() {
            let _ = run_op(&mut ge, i, op);
            check(&ge)?;
        }
    }

    #[test]
    fn a_sample_after_a_flush_reads_memory_and_then_hits(
        bytes in prop::collection::vec(any::<u8>(), 8192),
        fmt in prop::sample::select(vec![
            TexFormat::Rgba8888, TexFormat::Rgb565, TexFormat::Rgba5551,
            TexFormat::Rgba4444, TexFormat::Clut8, TexFormat::Clut4,
        ]),
        swizzled in any::<bool>(),
        probes in prop::collection::vec((0u32..32, 0u32..32), 1..40),
    ) {
        let mut ge = Ge::new(8192).unwrap();
        ge.write(0, &bytes).unwrap();
        let line = fmt.cache_bits().line_width();
        let regs = TextureRegs {
            addr: 0, bufw: 32.max(line), format: fmt, width: 32, height: 32, swizzled, level: 0,
        };
        ge.set_texture(regs).unwrap();
        for (u, v) in probes {
            ge.flush();
            let first = ge.sample(u, v).unwrap();
            prop_assert!(!first.hit);
            prop_assert_eq!(first.value, direct(&bytes, &regs, u, v));
            let again = ge.sample(u, v).unwrap();
            prop_assert_eq!((again.value, again.hit), (first.value, true));
        }
    }
}
