//! Arbitrary bytes -> the trace reader (`Trace::from_slice`), and a trace it
//! accepts -> the writer -> the reader again, which must give the same trace.
//! Nothing may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use ninebridge_trace::Trace;

fuzz_target!(|data: &[u8]| {
    let Ok(trace) = Trace::from_slice(data) else {
        return;
    };
    for (_, probe) in trace.probes() {
        let _ = probe.area();
    }
    let again = Trace::from_slice(trace.to_json().as_bytes()).expect("written trace reads");
    assert_eq!(again, trace);
});
