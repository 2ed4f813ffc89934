//! Numbers in a trace's free-form fields survive a write and a read
//! unchanged, so a capture of a capture is the same trace. serde_json's
//! default float parser may land one ULP off the nearest double (the
//! `float_roundtrip` feature makes it exact); the fuzz target `trace_read`
//! found `1.2e+28` reading back as `1.2000000000000001e+28`.

use ninebridge_trace::Trace;

const DEVICE: &str = r#"{"call":"CreateDevice","width":640,"height":480,"format":"A8R8G8B8","depth_stencil_format":"D24S8","behavior_flags":["D3DCREATE_HARDWARE_VERTEXPROCESSING"],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#;

/// Numbers whose nearest double the fast parser misses, plus edge cases.
const NUMBERS: [&str; 8] = [
    "1.2e+28",
    "1.2e28",
    "9007199254740993.0",
    "2.2250738585072014e-308",
    "1.7976931348623157e308",
    "0.1",
    "5e-324",
    "123456789012345678901234567890.0",
];

fn with_number(n: &str) -> String {
    format!(r#"{{"function":"t","source":{{"value":{n},"list":[{n},-{n}]}},"steps":[{DEVICE}]}}"#)
}

#[test]
fn free_form_numbers_read_as_the_nearest_double() {
    for n in NUMBERS {
        let t = Trace::from_slice(with_number(n).as_bytes()).unwrap();
        let read = t.info["source"]["value"].as_f64().unwrap();
        // Rust's own parser is exact (correctly rounded).
        let exact: f64 = n.parse().unwrap();
        assert_eq!(read.to_bits(), exact.to_bits(), "{n} read as {read:e}");
    }
}

#[test]
fn a_written_trace_reads_back_the_same() {
    for n in NUMBERS {
        let first = Trace::from_slice(with_number(n).as_bytes()).unwrap();
        let written = first.to_json();
        let again = Trace::from_slice(written.as_bytes()).unwrap();
        assert_eq!(
            again, first,
            "{n} changed after a write and a read:\n{written}"
        );
        assert_eq!(again.to_json(), written, "{n}: the second write differs");
    }
}
