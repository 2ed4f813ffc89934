//! Arbitrary bytes as a pipeline recipe record of the device's manifest
//! (whole, and as a payload under a correct CRC): decoding never panics,
//! and a recipe that decodes round-trips through its record.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    ninebridge_d3d9::__bench_recipes::fuzz_record(data);
});
