//! Random traces (valid JSON, arbitrary D3D9 sense: unknown ids, formats
//! the device refuses, out-of-range rectangles and probes, calls that must
//! fail) replayed on the default adapter: every probe gets exactly one
//! result and nothing panics.

use ninebridge_d3d9::Gpu;
use ninebridge_replay::Replayer;
use ninebridge_trace::Trace;
use proptest::prelude::*;

const DEVICE: &str = r#"{"call":"CreateDevice","width":32,"height":32,"format":"A8R8G8B8","depth_stencil_format":"D24S8","behavior_flags":["D3DCREATE_HARDWARE_VERTEXPROCESSING"],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#;
const VS: &str = r#"{"call":"CreateVertexShader","id":"vs0","version":"vs_2_0","tokens":["0xfffe0200","0x0200001f","0x80000000","0x900f0000","0x0200001f","0x8000000a","0x900f0001","0x02000001","0xc00f0000","0x90e40000","0x02000001","0xd00f0000","0x90e40001","0x0000ffff"],"opcodes":[]}"#;
const PS: &str = r#"{"call":"CreatePixelShader","id":"ps0","version":"ps_2_0","tokens":["0xffff0200","0x02000001","0x800f0800","0xa0e40000","0x0000ffff"],"opcodes":[]}"#;
const DECL: &str = r#"{"call":"CreateVertexDeclaration","id":"decl0","elements":[{"stream":0,"offset":0,"type":"D3DDECLTYPE_FLOAT3","method":"D3DDECLMETHOD_DEFAULT","usage":"D3DDECLUSAGE_POSITION","usage_index":0},{"stream":0,"offset":12,"type":"D3DDECLTYPE_D3DCOLOR","method":"D3DDECLMETHOD_DEFAULT","usage":"D3DDECLUSAGE_COLOR","usage_index":0}]}"#;

const FORMATS: &[&str] = &[
    "A8R8G8B8", "X8R8G8B8", "R32F", "V8U8", "P8", "DXT1", "D24S8", "L8",
];
const SURFACES: &[&str] = &[
    "backbuffer",
    "depthstencil",
    "s0",
    "s1",
    "t0.l0",
    "t1.l1",
    "t9.l0",
    "cube0.f2.l0",
];
const TYPES: &[&str] = &[
    "D3DPT_POINTLIST",
    "D3DPT_LINELIST",
    "D3DPT_TRIANGLELIST",
    "D3DPT_TRIANGLESTRIP",
    "D3DPT_TRIANGLEFAN",
];

fn pick(list: &'static [&'static str]) -> impl Strategy<Value = &'static str> {
    (0..list.len()).prop_map(move |i| list[i])
}

fn step() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u32..3, 1u32..40, 1u32..40, 1u32..4, pick(FORMATS), any::<bool>()).prop_map(
            |(n, w, h, levels, f, rt)| format!(
                r#"{{"call":"CreateTexture","id":"t{n}","width":{w},"height":{h},"levels":{levels},"format":"{f}","usage":[{}],"pool":"D3DPOOL_DEFAULT"}}"#,
                if rt { r#""D3DUSAGE_RENDERTARGET""# } else { "" }
            )
        ),
        (0u32..3, 1u32..5, 1u32..5, 0u32..2).prop_map(|(n, w, h, level)| format!(
            r#"{{"call":"TextureData","texture":"t{n}","level":{level},"face":0,"width":{w},"height":{h},"row_pitch":{},"format":"A8R8G8B8","fill_hex":"ff00ff00","fill_count":{}}}"#,
            w * 4,
            w * h
        )),
        (0u32..3, 1u32..40, 1u32..40, pick(FORMATS)).prop_map(|(n, w, h, f)| format!(
            r#"{{"call":"CreateRenderTarget","id":"s{n}","width":{w},"height":{h},"format":"{f}","multisample":"D3DMULTISAMPLE_NONE","pool":"D3DPOOL_DEFAULT","lockable":false}}"#
        )),
        (0u32..2, pick(SURFACES)).prop_map(|(i, s)| format!(
            r#"{{"call":"SetRenderTarget","index":{i},"surface":"{s}"}}"#
        )),
        pick(SURFACES).prop_map(|s| format!(r#"{{"call":"SetDepthStencilSurface","surface":"{s}"}}"#)),
        (prop_oneof![Just(0u32), Just(1), Just(257), Just(300)], 0u32..4).prop_map(|(stage, t)| format!(
            r#"{{"call":"SetTexture","stage":{stage},"texture":"t{t}"}}"#
        )),
        (0u32..8, any::<u32>(), any::<u32>(), -50i32..80, -50i32..80).prop_map(|(flags, color, stencil, x, y)| format!(
            r#"{{"call":"Clear","rects":[[{x},{y},{},{}]],"flags":{},"color":"{color:#010x}","z":0.5,"stencil":{stencil}}}"#,
            x + 10,
            y + 7,
            match flags % 3 { 0 => r#"["D3DCLEAR_TARGET"]"#, 1 => r#"["D3DCLEAR_ZBUFFER","D3DCLEAR_STENCIL"]"#, _ => "[]" }
        )),
        (0u32..64, 0u32..64, 0u32..64, 0u32..64).prop_map(|(x, y, w, h)| format!(
            r#"{{"call":"SetViewport","x":{x},"y":{y},"width":{w},"height":{h},"min_z":0,"max_z":1}}"#
        )),
        (0usize..ninebridge_d3d9::RenderState::ALL.len(), any::<u32>()).prop_map(|(i, v)| format!(
            r#"{{"call":"SetRenderState","state":"{}","value":{v}}}"#,
            ninebridge_trace::names::HeaderName::header_name(ninebridge_d3d9::RenderState::ALL[i])
        )),
        Just(VS.to_string()),
        Just(PS.to_string()),
        Just(DECL.to_string()),
        Just(r#"{"call":"SetVertexShader","shader":"vs0"}"#.to_string()),
        Just(r#"{"call":"SetPixelShader","shader":"ps0"}"#.to_string()),
        Just(r#"{"call":"SetVertexDeclaration","decl":"decl0"}"#.to_string()),
        Just(r#"{"call":"SetFVF","fvf":"D3DFVF_XYZ|D3DFVF_DIFFUSE","fvf_value":"0x42"}"#.to_string()),
        (pick(TYPES), 0u32..5, 0u32..8).prop_map(|(t, count, n)| format!(
            r#"{{"call":"DrawPrimitiveUP","type":"{t}","count":{count},"stride":16,"vertex_count":{n},"data_hex":"{}"}}"#,
            "0000803f0000003f0000000000ff00ff".repeat(n as usize)
        )),
        (pick(SURFACES), pick(SURFACES)).prop_map(|(a, b)| format!(
            r#"{{"call":"StretchRect","src":"{a}","src_rect":null,"dst":"{b}","dst_rect":null,"filter":"D3DTEXF_POINT"}}"#
        )),
        (pick(SURFACES), any::<u32>(), any::<bool>()).prop_map(|(s, c, must_fail)| format!(
            r#"{{"call":"ColorFill","surface":"{s}","rect":null,"color":"{c:#010x}"{}}}"#,
            if must_fail { r#","expected_hr":["0x8876086c"]"# } else { "" }
        )),
        Just(r#"{"call":"BeginScene"}"#.to_string()),
        Just(r#"{"call":"EndScene","expected_hr":["0x00000000","0x8876086c"]}"#.to_string()),
        Just(r#"{"call":"Present"}"#.to_string()),
        (pick(SURFACES), 0u32..40, 0u32..40, any::<bool>()).prop_map(|(s, x, y, rect)| {
            let area = if rect {
                format!(r#""rect":[0,0,{},{}]"#, x + 1, y + 1)
            } else {
                format!(r#""x":{x},"y":{y}"#)
            };
            format!(
                r#"{{"call":"Probe","probe_index":0,{area},"surface":"{s}","read":"getPixelColor","expected":"0x00ff00ff","max_diff":1,"channels":"argb","source_line":1,"todo_wine":false}}"#
            )
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_traces_report_every_probe(steps in proptest::collection::vec(step(), 0..24)) {
        let mut all = vec![DEVICE.to_string()];
        all.extend(steps);
        let text = format!(r#"{{"steps":[{}]}}"#, all.join(","));
        let trace = Trace::from_slice(text.as_bytes());
        prop_assert!(trace.is_ok(), "{:?}", trace.err());
        let trace = trace.unwrap();
        let gpu = Gpu::from_env().expect("a wgpu adapter");
        let report = Replayer::new(gpu).run("random", &trace, &mut |_| {});
        prop_assert_eq!(report.results.len(), trace.probes().count());
    }
}
