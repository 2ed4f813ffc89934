//! Raw decoding with an arbitrary format, size, pitch and source, followed by
//! a mip of the result: typed errors only, never a panic or an out-of-bounds
//! access. The first 12 bytes choose the parameters; the rest is the source.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_texture::mip::mip;
use ninebridge_texture::{FORMATS, FormatExt, decode_into};

fuzz_target!(|data: &[u8]| {
    let Some((head, src)) = data.split_first_chunk::<12>() else {
        return;
    };
    let format = FORMATS[head[0] as usize % FORMATS.len()];
    // Sizes up to 1023 keep each run fast; 0 and out-of-range values test
    // the dimension error.
    let width = u16::from_le_bytes([head[1], head[2]]) as u32 % 1024;
    let height = u16::from_le_bytes([head[3], head[4]]) as u32 % 1024;
    let pitch = u16::from_le_bytes([head[5], head[6]]) as usize;
    let out_len = (u32::from_le_bytes([head[7], head[8], head[9], head[10]]) % (1 << 22)) as usize;
    let mut out = vec![0u8; out_len];
    if decode_into(format, width, height, src, pitch, &mut out).is_ok() {
        assert!(format.is_decodable());
        let level = &out[..(width * height * 4) as usize];
        let _ = mip(level, width, height, (head[11] as usize) * 4);
    }
});
