//! The 73 Wine visual cases (`../shared/conformance/wine-visual/cases`):
//! every file reads, every probe is counted, and each trace written back
//! reads as the same trace with the same D3D9 names. Skips visibly when the
//! shared data is absent.

use ninebridge_trace::{Call, Trace};

fn case_files() -> Option<Vec<std::path::PathBuf>> {
    let dir = ninebridge_testutil::shared_subdir(
        "ninebridge-trace wine cases",
        "conformance/wine-visual/cases",
    )?;
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .filter(|p| p.file_name().is_some_and(|n| n != "INDEX.json"))
        .collect();
    files.sort();
    Some(files)
}

#[test]
fn all_73_cases_read_with_4972_probes() {
    let Some(files) = case_files() else { return };
    assert_eq!(files.len(), 73);
    let mut probes = 0;
    for file in &files {
        let trace = Trace::read_file(file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(matches!(trace.steps[0].call, Call::CreateDevice(_)));
        probes += trace.probes().count();
    }
    assert_eq!(probes, 4972);
}

/// Collects every string of `v` that names a D3D9 value (header names).
fn d3d_names(v: &serde_json::Value, out: &mut Vec<String>) {
    match v {
        serde_json::Value::String(s) if s.starts_with("D3D") => out.push(s.clone()),
        serde_json::Value::Array(a) => a.iter().for_each(|x| d3d_names(x, out)),
        serde_json::Value::Object(o) => o
            .iter()
            .filter(|(k, _)| !matches!(k.as_str(), "value_name" | "layout" | "vertices" | "fvf"))
            .for_each(|(_, x)| d3d_names(x, out)),
        _ => {}
    }
}

#[test]
fn cases_round_trip_with_the_same_names() {
    let Some(files) = case_files() else { return };
    for file in &files {
        let trace = Trace::read_file(file).unwrap();
        let text = trace.to_json();
        let again = Trace::from_slice(text.as_bytes())
            .unwrap_or_else(|e| panic!("{} written back: {e}", file.display()));
        assert_eq!(again, trace, "{}", file.display());
        let original: serde_json::Value =
            serde_json::from_slice(&std::fs::read(file).unwrap()).unwrap();
        let written: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(written["format"], "ninebridge-trace");
        assert_eq!(written["version"], 1);
        let steps = original["steps"].as_array().unwrap();
        for (i, (a, b)) in steps
            .iter()
            .zip(written["steps"].as_array().unwrap())
            .enumerate()
        {
            let (mut na, mut nb) = (Vec::new(), Vec::new());
            d3d_names(a, &mut na);
            d3d_names(b, &mut nb);
            // SetLight's type: the recorder wrote D3DPT_ names for the
            // light type's number; we write D3DLIGHT_ names.
            if a["call"] == "SetLight" {
                continue;
            }
            na.sort();
            nb.sort();
            assert_eq!(na, nb, "{} step {i}", file.display());
        }
    }
}
