//! DDS parsing plus decoding of every face, level and slice: any input must
//! end in a value or a typed error, never a panic, a hang or a huge allocation.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_texture::dds::DdsTexture;

fuzz_target!(|data: &[u8]| {
    let Ok(tex) = DdsTexture::from_bytes(data) else {
        return;
    };
    let _ = tex.texmod_crc32();
    let _ = tex.content_key(0);
    for face in 0..tex.faces() {
        for level in 0..tex.levels() {
            let Ok(region) = tex.region(face, level) else {
                continue;
            };
            for slice in 0..region.depth {
                if let Ok(bgra) = tex.decode_level(face, level, slice) {
                    assert_eq!(
                        bgra.len(),
                        region.width as usize * region.height as usize * 4
                    );
                }
            }
        }
    }
});
