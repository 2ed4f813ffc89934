//! The reader on traces of our own: what the README defines reads, what it
//! does not is refused whole with the step index and field.

use ninebridge_trace::{Call, Data, Trace, TraceError, VERSION};

const DEVICE: &str = r#"{"call":"CreateDevice","width":640,"height":480,"format":"A8R8G8B8","depth_stencil_format":"D24S8","behavior_flags":["D3DCREATE_HARDWARE_VERTEXPROCESSING"],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#;

fn trace(steps: &[&str]) -> String {
    let mut all = vec![DEVICE];
    all.extend_from_slice(steps);
    format!(r#"{{"function":"t","steps":[{}]}}"#, all.join(","))
}

fn step_error(text: &str) -> (usize, String, String) {
    match Trace::from_slice(text.as_bytes()) {
        Err(TraceError::Step {
            index,
            field,
            message,
            ..
        }) => (index, field, message),
        other => panic!("expected a step error, got {other:?}"),
    }
}

#[test]
fn a_trace_without_format_and_version_reads() {
    let t = Trace::from_slice(trace(&[]).as_bytes()).unwrap();
    assert_eq!(t.function.as_deref(), Some("t"));
    assert_eq!(t.steps.len(), 1);
}

#[test]
fn other_formats_and_newer_versions_are_refused() {
    let newer = format!(
        r#"{{"format":"ninebridge-trace","version":{},"steps":[{DEVICE}]}}"#,
        VERSION + 1
    );
    assert!(matches!(
        Trace::from_slice(newer.as_bytes()),
        Err(TraceError::Version { .. })
    ));
    let other = format!(r#"{{"format":"apitrace","steps":[{DEVICE}]}}"#);
    assert!(matches!(
        Trace::from_slice(other.as_bytes()),
        Err(TraceError::Version { .. })
    ));
    let ours = format!(r#"{{"format":"ninebridge-trace","version":1,"steps":[{DEVICE}]}}"#);
    assert!(Trace::from_slice(ours.as_bytes()).is_ok());
}

#[test]
fn errors_name_the_step_and_field() {
    let (i, field, _) = step_error(&trace(&[
        r#"{"call":"BeginScene"}"#,
        r#"{"call":"SetRenderState","state":"D3DRS_NOSUCHSTATE","value":1}"#,
    ]));
    assert_eq!((i, field.as_str()), (2, "state"));
    let (i, field, _) = step_error(&trace(&[
        r#"{"call":"CreateVertexDeclaration","id":"decl0","elements":[{"stream":0,"offset":0,"type":"D3DDECLTYPE_FLOAT9","method":"D3DDECLMETHOD_DEFAULT","usage":"D3DDECLUSAGE_POSITION","usage_index":0}]}"#,
    ]));
    assert_eq!((i, field.as_str()), (1, "elements[0].type"));
    let (i, field, message) = step_error(&trace(&[r#"{"call":"Clear","flags":[]}"#]));
    assert_eq!(i, 1);
    assert!(message.contains("missing field"), "{field}: {message}");
    let (i, field, _) = step_error(&trace(&[r#"{"call":"Teleport"}"#]));
    assert_eq!((i, field.as_str()), (1, "call"));
}

/// An enum field holding a number D3D9 has no name for is read as that
/// number (the device judges it), written back as the number; a number D3D9
/// names is that value; a name that names nothing stays a malformed file.
#[test]
fn enum_fields_keep_numbers_d3d9_has_no_name_for() {
    use ninebridge_trace::Enum;
    use ninebridge_trace::step::{CreateTexture, SetRenderState};
    use ninebridge_types::{Format, RenderState};
    let text = trace(&[
        r#"{"call":"CreateTexture","id":"t0","width":4,"height":4,"levels":1,"format":3735928559,"usage":[],"pool":"0x1234","expected_hr":["0x8876086c"]}"#,
        r#"{"call":"SetRenderState","state":7,"value":1}"#,
        r#"{"call":"DrawIndexedPrimitiveUP","type":"D3DPT_TRIANGLELIST","min_index":0,"num_vertices":3,"primitive_count":1,"index_format":"A8R8G8B8","indices_hex":"000102","stride":4,"vertex_count":3,"data_hex":"000000000000000000000000"}"#,
    ]);
    let t = Trace::from_slice(text.as_bytes()).unwrap();
    let Call::CreateTexture(CreateTexture { format, pool, .. }) = &t.steps[1].call else {
        panic!("{:?}", t.steps[1]);
    };
    assert_eq!(
        (*format, *pool),
        (Enum::Raw(0xdead_beef), Enum::Raw(0x1234))
    );
    assert_eq!(format.get(), Err(0xdead_beef));
    assert_eq!(
        format.named(),
        Err::<Format, _>("D3DFORMAT 0xdeadbeef is not a D3D9 value".into())
    );
    assert_eq!(pool.raw(), 0x1234);
    let Call::SetRenderState(SetRenderState { state, .. }) = &t.steps[2].call else {
        panic!("{:?}", t.steps[2]);
    };
    assert_eq!(*state, Enum::Named(RenderState::ZEnable));
    // Written back: the number as a number, the named value by name.
    let json = serde_json::to_value(&t.steps[1].call).unwrap();
    assert_eq!(json["format"], 3_735_928_559u32);
    assert_eq!(json["pool"], 0x1234);
    let json = serde_json::to_value(&t.steps[2].call).unwrap();
    assert_eq!(json["state"], "D3DRS_ZENABLE");
    // A misspelt name is still refused.
    let (i, field, _) = step_error(&trace(&[
        r#"{"call":"CreateTexture","id":"t0","width":4,"height":4,"levels":1,"format":"A8R8G8B9","usage":[],"pool":"D3DPOOL_MANAGED"}"#,
    ]));
    assert_eq!((i, field.as_str()), (1, "format"));
}

#[test]
fn create_device_is_step_0_only() {
    let (i, field, _) = step_error(r#"{"steps":[{"call":"BeginScene"}]}"#);
    assert_eq!((i, field.as_str()), (0, "call"));
    let (i, _, _) = step_error(&trace(&[DEVICE]));
    assert_eq!(i, 1);
}

#[test]
fn data_encodings_and_sizes() {
    // Exactly one of data_hex, fill_hex (+fill_count), data_zlib_base64 (+data_size).
    let ok = trace(&[
        r#"{"call":"BufferData","buffer":"vb0","offset":0,"size":8,"fill_hex":"01020304","fill_count":2}"#,
        // zlib of 4 zero bytes: 78 9c 63 60 60 60 00 00 00 04 00 01
        r#"{"call":"BufferData","buffer":"vb0","offset":0,"size":4,"data_zlib_base64":"eJxjYGBgAAAABAAB","data_size":4}"#,
    ]);
    let t = Trace::from_slice(ok.as_bytes()).unwrap();
    let Call::BufferData(b) = &t.steps[1].call else {
        panic!()
    };
    assert_eq!(&*b.data.bytes(), &[1, 2, 3, 4, 1, 2, 3, 4]);
    let Call::BufferData(b) = &t.steps[2].call else {
        panic!()
    };
    assert_eq!(b.data, Data::Zlib(vec![0; 4]));
    // Two encodings at once.
    let (i, _, message) = step_error(&trace(&[
        r#"{"call":"BufferData","buffer":"vb0","offset":0,"size":1,"data_hex":"00","fill_hex":"00","fill_count":1}"#,
    ]));
    assert_eq!(i, 1);
    assert!(message.contains("more than one"), "{message}");
    // Size mismatch.
    let (_, field, _) = step_error(&trace(&[
        r#"{"call":"BufferData","buffer":"vb0","offset":0,"size":3,"data_hex":"0000"}"#,
    ]));
    assert_eq!(field, "data");
    // TextureData: row_pitch x height (block rows for DXTn).
    let (_, field, _) = step_error(&trace(&[
        r#"{"call":"TextureData","texture":"t0","level":0,"face":0,"width":4,"height":8,"row_pitch":8,"format":"DXT1","data_hex":"0000000000000000"}"#,
    ]));
    assert_eq!(field, "data");
}

#[test]
fn probes_need_one_area_and_shaders_an_end_token() {
    let (_, field, _) = step_error(&trace(&[
        r#"{"call":"Probe","probe_index":0,"surface":"backbuffer","read":"getPixelColor","expected":"0x00000000","max_diff":0,"channels":"rgb","source_line":1,"todo_wine":false}"#,
    ]));
    assert_eq!(field, "x");
    let (_, field, _) = step_error(&trace(&[
        r#"{"call":"CreatePixelShader","id":"ps0","version":"ps_2_0","tokens":["0xffff0200"],"opcodes":[]}"#,
    ]));
    assert_eq!(field, "tokens");
    let (_, field, _) = step_error(&trace(&[
        r#"{"call":"CreateVertexShader","id":"vs0","version":"vs_2_0","tokens":["0xffff0200","0x0000ffff"],"opcodes":[]}"#,
    ]));
    assert_eq!(field, "tokens");
}

#[test]
fn expected_hr_marks_calls_that_must_fail() {
    let t = Trace::from_slice(
        trace(&[
            r#"{"call":"ColorFill","surface":null,"rect":null,"color":"0x00000000","expected_hr":["0x8876086c"],"expected_hr_line":1755}"#,
            r#"{"call":"EndScene","expected_hr":["0x00000000","0x8876086c"]}"#,
        ])
        .as_bytes(),
    )
    .unwrap();
    assert!(t.steps[1].must_fail());
    assert!(!t.steps[2].must_fail());
    assert!(!t.steps[0].must_fail());
}

#[test]
fn fvf_text_and_value_must_agree() {
    let t = Trace::from_slice(
        trace(&[r#"{"call":"SetFVF","fvf":"D3DFVF_XYZ|D3DFVF_TEX1|D3DFVF_TEXCOORDSIZE3(0)","fvf_value":"0x10102"}"#])
            .as_bytes(),
    )
    .unwrap();
    let Call::SetFvf(f) = &t.steps[1].call else {
        panic!()
    };
    assert_eq!(f.fvf.to_d3d(), 0x10102);
    let (_, field, _) = step_error(&trace(&[
        r#"{"call":"SetFVF","fvf":"D3DFVF_XYZ","fvf_value":"0x42"}"#,
    ]));
    assert_eq!(field, "(fields)");
}

#[test]
fn non_finite_floats_are_bits() {
    let text = trace(&[
        r#"{"call":"SetVertexShaderConstantF","start":0,"count":1,"values":[{"bits":"0x7fc00000"},1,-0.5,{"bits":"0xff800000"}]}"#,
    ]);
    let t = Trace::from_slice(text.as_bytes()).unwrap();
    let again = Trace::from_slice(t.to_json().as_bytes()).unwrap();
    assert_eq!(t, again);
    let Call::SetVertexShaderConstantF(c) = &again.steps[1].call else {
        panic!()
    };
    assert_eq!(c.values[0].0.to_bits(), 0x7fc0_0000);
    assert_eq!(c.values[3].0, f32::NEG_INFINITY);
}

#[test]
fn not_json_is_a_typed_error() {
    assert!(matches!(
        Trace::from_slice(b"{\"steps\": ["),
        Err(TraceError::Json { .. })
    ));
    assert!(matches!(
        Trace::from_slice(b"[]"),
        Err(TraceError::Header { .. })
    ));
}

#[test]
fn the_writer_puts_format_and_version_first() {
    let t = Trace::from_slice(trace(&[]).as_bytes()).unwrap();
    let text = t.to_json();
    assert!(
        text.starts_with(&format!(
            r#"{{"format":"ninebridge-trace","version":{VERSION},"#
        )),
        "{text}"
    );
    assert_eq!(Trace::from_slice(text.as_bytes()).unwrap(), t);
}
