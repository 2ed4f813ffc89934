//! Any bytes given to the `.hvt` reader: it validates or refuses, never
//! panics, and every entry of a pack it accepts is found again by its key
//! with exactly width * height * 4 pixel bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_packs::hvt::TexturePack;

fuzz_target!(|data: &[u8]| {
    if let Ok(pack) = TexturePack::from_bytes(data.to_vec()) {
        let mut previous = None;
        for entry in pack.entries() {
            assert!(previous < Some(entry.crc));
            previous = Some(entry.crc);
            assert_eq!(pack.find(entry.crc).map(|e| e.index), Some(entry.index));
            assert_eq!(
                entry.pixels.len() as u64,
                u64::from(entry.width) * u64::from(entry.height) * 4
            );
            let _ = pack.mark_seen(entry.index);
        }
        assert_eq!(pack.entries().count(), pack.len());
        let _ = pack.find(u32::from_le_bytes([0xA5; 4]));
    }
});
