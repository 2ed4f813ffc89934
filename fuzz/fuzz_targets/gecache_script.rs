//! Arbitrary bytes -> `ninebridge gecache run` script -> the GE texture
//! cache model, checking the cache's invariants (at most 4 lines a set, 64
//! in all, no tag twice in a set) after every op. Bytes that are not a
//! script are also read as a compact op stream (8 bytes an op), so the model
//! is reached without valid JSON. Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_gecache::cache::{LINES, SETS, WAYS};
use ninebridge_gecache::draw::{Blend, Primitive};
use ninebridge_gecache::script::{SpriteOp, run_op};
use ninebridge_gecache::{Ge, Op, Script, TexFormat};

fn check(ge: &Ge) {
    let cache = ge.cache();
    if let Err(e) = cache.check() {
        panic!("invariant broken: {e}");
    }
    let per_set: usize = (0..SETS)
        .map(|s| {
            let n = cache.set_tags(s).len();
            assert!(n <= WAYS);
            n
        })
        .sum();
    assert_eq!(per_set, cache.valid_lines());
    assert!(cache.valid_lines() <= LINES);
}

/// One op from 8 bytes.
fn decode(b: &[u8; 8]) -> Op {
    let w = |i: usize| u32::from(u16::from_le_bytes([b[i], b[i + 1]]));
    let addr = w(1) * 16;
    match b[0] % 11 {
        0 => Op::Write {
            addr: w(1) * 4,
            hex: b[3..].iter().map(|x| format!("{x:02x}")).collect(),
        },
        1 => Op::Tex {
            addr: u32::from(b[1]) * 64,
            bufw: u32::from(b[2] % 8 + 1) * 32,
            format: TexFormat::ALL[usize::from(b[3]) % TexFormat::ALL.len()],
            width: 1 << (b[4] % 10),
            height: 1 << (b[5] % 10),
            swizzled: b[6] & 1 != 0,
            level: u32::from(b[6] >> 1) % 9,
        },
        2..=4 => Op::Sample {
            u: w(1) % 600,
            v: w(3) % 600,
        },
        5 => Op::Flush,
        6 => [Op::Sync, Op::ListStart, Op::ListEnd][usize::from(b[1]) % 3].clone(),
        7 => Op::Transfer {
            src: addr,
            src_bufw: u32::from(b[3]) + 1,
            dst: u32::from(b[4]) * 256,
            dst_bufw: u32::from(b[5]) + 1,
            width: u32::from(b[6] % 64) + 1,
            height: u32::from(b[7] % 64) + 1,
            bpp: u32::from(b[3] % 5),
        },
        8 => Op::Clut {
            addr,
            bytes: w(3) % 1100,
        },
        _ => Op::Sprite(SpriteOp {
            x: u32::from(b[1] % 64),
            y: u32::from(b[2] % 64),
            width: u32::from(b[3] % 40),
            height: u32::from(b[4] % 40),
            u: Some(i32::from(b[5] as i8)),
            v: Some(i32::from(b[6] as i8)),
            du: i32::from(b[7] & 7) - 3,
            dv: i32::from((b[7] >> 3) & 7) - 3,
            fb: (b[1] & 0x80 != 0).then_some(u32::from(b[2]) * 128),
            fb_bufw: (b[2] & 0x80 != 0).then_some(u32::from(b[3]) * 2),
            bilinear: b[7] & 0x40 != 0,
            blend: if b[7] & 0x80 != 0 {
                Blend::Average
            } else {
                Blend::Replace
            },
            prim: if b[0] & 0x80 != 0 {
                Primitive::Triangles
            } else {
                Primitive::Sprite
            },
        }),
    }
}

fuzz_target!(|data: &[u8]| {
    if let Ok(script) = std::str::from_utf8(data).map(Script::from_json) {
        if let Ok(script) = script {
            // Bigger memories only cost time; the limit itself is tested.
            if script.memory_size <= 1 << 20 {
                if let Ok(mut ge) = Ge::new(script.memory_size) {
                    for (i, op) in script.ops.iter().enumerate() {
                        let _ = run_op(&mut ge, i, op);
                        check(&ge);
                    }
                }
            }
        }
    }
    let mut ge = Ge::new(1 << 16).expect("64 KiB is a valid memory");
    for (i, chunk) in data.chunks_exact(8).enumerate() {
        let op = decode(chunk.try_into().expect("8 bytes"));
        let _ = run_op(&mut ge, i, &op);
        check(&ge);
    }
});
