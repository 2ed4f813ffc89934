//! Trace files written as steps come: whole or absent on disk, never half.

use ninebridge_trace::{Call, Trace, TraceFile, TraceWriter};

const DEVICE: &str = r#"{"call":"CreateDevice","width":64,"height":32,"format":"X8R8G8B8","depth_stencil_format":null,"behavior_flags":[],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#;

fn sample() -> Trace {
    let text = format!(
        r#"{{"function":"w","recording":{{"by":"test"}},"steps":[{DEVICE},{{"call":"BeginScene"}},{{"call":"SetRenderState","state":"D3DRS_ZENABLE","value":0}},{{"call":"EndScene"}},{{"call":"Present"}}]}}"#
    );
    Trace::from_slice(text.as_bytes()).unwrap()
}

#[test]
fn a_streamed_trace_is_the_trace() {
    let t = sample();
    let mut w = TraceWriter::new(Vec::new(), &t).unwrap();
    for s in &t.steps {
        w.step(s).unwrap();
    }
    assert_eq!(w.steps(), 5);
    let bytes = w.finish().unwrap();
    let again = Trace::from_slice(&bytes).unwrap();
    assert_eq!(again, t);
    assert_eq!(String::from_utf8(bytes).unwrap(), t.to_json());
}

#[test]
fn the_file_appears_at_a_snapshot_and_at_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("cap.json");
    let t = sample();
    let mut f = TraceFile::create(&path, &t).unwrap();
    f.push(&t.steps[0]).unwrap();
    f.push(&t.steps[1]).unwrap();
    assert!(!path.exists(), "no file before a snapshot");

    f.snapshot().unwrap();
    let first = Trace::read_file(&path).unwrap();
    assert_eq!(first.steps, t.steps[..2]);
    assert_eq!(first.function.as_deref(), Some("w"));
    assert_eq!(first.info["recording"]["by"], "test");

    for s in &t.steps[2..] {
        f.push(s).unwrap();
    }
    // Until the next snapshot the file keeps what the last one wrote.
    assert_eq!(Trace::read_file(&path).unwrap().steps.len(), 2);
    let written = f.finish().unwrap();
    assert_eq!(written, path);
    let all = Trace::read_file(&path).unwrap();
    assert_eq!(all.steps, t.steps);
    assert!(matches!(all.steps[4].call, Call::Present(_)));
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left, ["cap.json"], "no partial or temporary file is left");
}

#[test]
fn an_unwritable_place_is_an_io_error_naming_the_path() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("missing-folder").join("cap.json");
    let err = TraceFile::create(&path, &sample()).unwrap_err();
    assert!(err.to_string().contains("missing-folder"), "{err}");
}
