//! Any bytes given to the `.hvs` reader: it validates or refuses, never
//! panics, and a pack it accepts round-trips through the writer byte for byte
//! and finds each original.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_packs::hvs::{ShaderPack, ShaderPackWriter, check_shader};

fuzz_target!(|data: &[u8]| {
    let _ = check_shader(data);
    if let Ok(pack) = ShaderPack::from_bytes(data.to_vec()) {
        let mut writer = ShaderPackWriter::new();
        for entry in pack.entries() {
            assert_eq!(
                pack.find(entry.original).map(|e| e.index),
                Some(entry.index)
            );
            writer
                .add(entry.original.to_vec(), entry.replacement.to_vec())
                .expect("an accepted pack's entries are accepted by the writer");
        }
        assert_eq!(writer.to_bytes().expect("rebuild").as_slice(), data);
    }
});
