//! Any bytes: parse as D3D9 bytecode, translate with options taken from the
//! first two bytes (fixed-function variants; lenient, Direct3D 8 inputs and
//! software vertex processing modes), write SPIR-V. The tools' strict check
//! and relaxation list run on every parsed program. Must never panic; a
//! module naga rejects is a translator bug and aborts.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_translate::{CmpFunc, SamplerKind, TranslateError, TranslateOptions};

fuzz_target!(|data: &[u8]| {
    let Some((&flags, rest)) = data.split_first() else {
        return;
    };
    let Some((&modes, rest)) = rest.split_first() else {
        return;
    };
    let kind = match flags >> 6 {
        0 => SamplerKind::TwoD,
        1 => SamplerKind::Cube,
        _ => SamplerKind::Volume,
    };
    let options = TranslateOptions {
        alpha_test: CmpFunc::from_d3d(u32::from(flags & 0xF)),
        fog: flags & 0x10 != 0,
        d3d9_mul_zero: flags & 0x20 != 0,
        sampler_kinds: [kind; 16],
        flat_shading: flags & 0x30 == 0x30,
        texture_swizzles: [if flags & 0x80 != 0 {
            ninebridge_translate::TextureSwizzle::RED_ONE
        } else {
            ninebridge_translate::TextureSwizzle::IDENTITY
        }; 16],
        lenient: modes & 1 != 0,
        d3d8_inputs: modes & 2 != 0,
        software_vp: modes & 4 != 0,
        omit_pixel_offset: modes & 8 != 0,
        ..Default::default()
    };
    let len = rest.len() & !3;
    let Ok(program) = ninebridge_d3dbc::parse_bytes(&rest[..len]) else {
        return;
    };
    // The strict check and the relaxation list agree: a program the check
    // refuses has at least one relaxation to report.
    let relaxations = ninebridge_translate::relaxations(&program, &options);
    if ninebridge_translate::check(&program, &options).is_err() {
        assert!(!relaxations.is_empty(), "refused, but nothing to relax");
    }
    for r in &relaxations {
        let _ = r.to_string();
    }
    match ninebridge_translate::translate(&program, &options) {
        Ok(t) => {
            ninebridge_translate::to_spirv(&t).expect("SPIR-V of a validated module");
        }
        Err(TranslateError::Validation(msg)) => panic!("translator produced an invalid module: {msg}"),
        Err(_) => {}
    }
});
