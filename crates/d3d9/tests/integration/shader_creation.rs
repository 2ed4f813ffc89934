//! `CreateVertexShader` / `CreatePixelShader` refuse what Windows' D3D9
//! runtime refuses (`D3DERR_INVALIDCALL`) and accept what it accepts. The
//! token arrays and expected results are Wine's `dlls/d3d9/tests/device.c`
//! (`test_unsupported_shaders`, `test_shader_validator`; every `ok()` there
//! holds on Windows, `todo_wine` included) unless a test says otherwise; the
//! device's caps advertise vertex and pixel shader version 3.0.

use crate::common;

use common::{bytecode_device, bytes};
use ninebridge_d3d9::*;

/// Little-endian bytes of a token array.
fn tokens(t: &[u32]) -> Vec<u8> {
    t.iter().flat_map(|w| w.to_le_bytes()).collect()
}

fn device(flags: CreateFlags) -> Device {
    let mut d = bytecode_device();
    d.set_vertex_processing_flags(flags);
    d
}

fn hw() -> Device {
    device(CreateFlags::HARDWARE_VERTEXPROCESSING)
}

/// The HRESULT of `CreateVertexShader(t)`.
fn vs(d: &mut Device, t: &[u8]) -> HResult {
    match d.create_vertex_shader(t) {
        Ok(_) => HResult::D3D_OK,
        Err(e) => e.hresult(),
    }
}

/// The HRESULT of `CreatePixelShader(t)`.
fn ps(d: &mut Device, t: &[u8]) -> HResult {
    match d.create_pixel_shader(t) {
        Ok(_) => HResult::D3D_OK,
        Err(e) => e.hresult(),
    }
}

const INVALID: HResult = HResult::D3DERR_INVALIDCALL;
const OK: HResult = HResult::D3D_OK;

const SIMPLE_VS: &[u32] = &[
    0xfffe0101, 0x0000001f, 0x80000000, 0x900f0000, 0x00000009, 0xc0010000, 0x90e40000, 0xa0e40000,
    0x00000009, 0xc0020000, 0x90e40000, 0xa0e40001, 0x00000009, 0xc0040000, 0x90e40000, 0xa0e40002,
    0x00000009, 0xc0080000, 0x90e40000, 0xa0e40003, 0x0000ffff,
];
const SIMPLE_PS: &[u32] = &[
    0xffff0101, 0x00000051, 0xa00f0001, 0x3f800000, 0x00000000, 0x00000000, 0x00000000, 0x00000042,
    0xb00f0000, 0x00000008, 0x800f0000, 0xa0e40001, 0xa0e40000, 0x00000005, 0x800f0000, 0x90e40000,
    0x80e40000, 0x00000005, 0x800f0000, 0xb0e40000, 0x80e40000, 0x0000ffff,
];
const VS_3_0: &[u32] = &[
    0xfffe0300, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000000, 0xe00f0000, 0x02000001,
    0xe00f0000, 0x90e40000, 0x0000ffff,
];
const VS_1_255: &[u32] = &[
    0xfffe0101, 0x0000001f, 0x80000000, 0x900f0000, 0x00000051, 0xa00f00ff, 0x3f800000, 0x3f800000,
    0x3f800000, 0x3f800000, 0x00000002, 0x800f0000, 0x90e40000, 0xa0e400ff, 0x00000001, 0xc00f0000,
    0x80e40000, 0x0000ffff,
];
const VS_1_256: &[u32] = &[
    0xfffe0101, 0x0000001f, 0x80000000, 0x900f0000, 0x00000051, 0xa00f0100, 0x3f800000, 0x3f800000,
    0x3f800000, 0x3f800000, 0x00000002, 0x800f0000, 0x90e40000, 0xa0e40100, 0x00000001, 0xc00f0000,
    0x80e40000, 0x0000ffff,
];
const VS_3_256: &[u32] = &[
    0xfffe0300, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000000, 0xe00f0000, 0x05000051,
    0xa00f0100, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x03000002, 0x800f0000, 0x90e40000,
    0xa0e40100, 0x02000001, 0xe00f0000, 0x80e40000, 0x0000ffff,
];
const VS_3_I16: &[u32] = &[
    0xfffe0300, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000000, 0xe00f0000, 0x05000030,
    0xf00f0010, 0x00000001, 0x00000001, 0x00000001, 0x00000001, 0x01000026, 0xf0e40010, 0x03000002,
    0x800f0000, 0x80e40000, 0x90e40000, 0x00000027, 0x02000001, 0xe00f0000, 0x80e40000, 0x0000ffff,
];
const VS_3_B16: &[u32] = &[
    0xfffe0300, 0x0200001f, 0x80000000, 0x900f0000, 0x0200001f, 0x80000000, 0xe00f0000, 0x0200002f,
    0xe00f0810, 0x00000001, 0x02000001, 0x800f0000, 0x90e40000, 0x01000028, 0xe0e40810, 0x03000002,
    0x800f0000, 0x80e40000, 0x90e40000, 0x0000002b, 0x02000001, 0xe00f0000, 0x80e40000, 0x0000ffff,
];
const PS_1_8: &[u32] = &[
    0xffff0101, 0x00000051, 0xa00f0008, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x00000002,
    0x800f0000, 0x90e40000, 0xa0e40008, 0x0000ffff,
];
const PS_2_32: &[u32] = &[
    0xffff0200, 0x05000051, 0xa00f0020, 0x3f800000, 0x3f800000, 0x3f800000, 0x3f800000, 0x03000002,
    0x800f0000, 0x90e40000, 0xa0e40020, 0x0000ffff,
];
const PS_3_224: &[u32] = &[
    0xffff0300, 0x0200001f, 0x8000000a, 0x900f0000, 0x05000051, 0xa00f00e0, 0x3f800000, 0x3f800000,
    0x3f800000, 0x3f800000, 0x03000002, 0x800f0800, 0x90e40000, 0xa0e400e0, 0x0000ffff,
];
const PS_2_0_BOOLINT: &[u32] = &[
    0xffff0200, 0x0200002f, 0xe00f0800, 0x00000001, 0x05000030, 0xf00f0000, 0x00000001, 0x00000001,
    0x00000001, 0x00000001, 0x01000026, 0xf0e40000, 0x01000028, 0xe0e40800, 0x03000002, 0x800f0000,
    0x80e40000, 0x90e40000, 0x0000002b, 0x00000027, 0x02000001, 0x800f0800, 0x80e40000, 0x0000ffff,
];

/// `t` with its constant register number `from` replaced by `to` in every
/// parameter token (register type `c`: bits 28-30 = 2, bits 11-12 = 0).
fn with_const(t: &[u32], from: u32, to: u32) -> Vec<u8> {
    let out: Vec<u32> = t
        .iter()
        .enumerate()
        .map(|(i, &w)| {
            let param = i > 0 && w & 0x8000_0000 != 0;
            let is_const = (w >> 28) & 7 == 2 && (w >> 11) & 3 == 0;
            if param && is_const && w & 0x7ff == from {
                (w & !0x7ff) | to
            } else {
                w
            }
        })
        .collect();
    tokens(&out)
}

#[test]
fn bytecode_of_the_other_stage_is_an_invalid_call() {
    let mut d = hw();
    assert_eq!(vs(&mut d, &tokens(SIMPLE_PS)), INVALID);
    assert_eq!(ps(&mut d, &tokens(SIMPLE_VS)), INVALID);
    assert_eq!(vs(&mut d, &tokens(SIMPLE_VS)), OK);
    assert_eq!(ps(&mut d, &tokens(SIMPLE_PS)), OK);
}

#[test]
fn a_shader_model_4_blob_is_an_invalid_call() {
    // test_unsupported_shaders' ps_4_0: a DXBC container ("DXBC" first).
    let mut d = hw();
    let dxbc = [
        0x43425844, 0x4da9446f, 0xfbe1f259, 0x3fdb3009, 0x517521fa, 0x00000001, 0x000001ac,
        0x00000005, 0x0000ffff,
    ];
    assert_eq!(ps(&mut d, &tokens(&dxbc)), INVALID);
    assert_eq!(vs(&mut d, &tokens(&dxbc)), INVALID);
}

#[test]
fn shader_models_above_the_caps_or_undefined_are_invalid_calls() {
    let mut d = hw();
    // vs_3_0 on a device whose caps say VertexShaderVersion 3.0.
    assert_eq!(vs(&mut d, &tokens(VS_3_0)), OK);
    // Version 4.0 tokens with D3D9's encoding: above the caps.
    assert_eq!(vs(&mut d, &tokens(&[0xfffe0400, 0x0000ffff])), INVALID);
    assert_eq!(ps(&mut d, &tokens(&[0xffff0400, 0x0000ffff])), INVALID);
    // Models D3D9 does not define: ps_1_5, vs_1_2, vs_2_2, ps_3_1.
    for t in [0xffff0105, 0xfffe0102, 0xfffe0202, 0xffff0301] {
        let stage = if t >> 16 == 0xfffe { vs } else { ps };
        assert_eq!(stage(&mut d, &tokens(&[t, 0x0000ffff])), INVALID, "{t:#x}");
    }
}

#[test]
fn software_models_need_software_vertex_processing() {
    let vs_3_sw = bytes("vs_3_sw\ndcl_position v0\ndcl_position o0\nmov o0, v0\n");
    assert_eq!(vs(&mut hw(), &vs_3_sw), INVALID);
    assert_eq!(
        vs(
            &mut device(CreateFlags::SOFTWARE_VERTEXPROCESSING),
            &vs_3_sw
        ),
        OK
    );
    assert_eq!(
        vs(&mut device(CreateFlags::MIXED_VERTEXPROCESSING), &vs_3_sw),
        OK
    );
    // ps_*_sw exist for the reference rasteriser only.
    let ps_3_sw = bytes("ps_3_sw\nmov oC0, c0\n");
    assert_eq!(
        ps(
            &mut device(CreateFlags::SOFTWARE_VERTEXPROCESSING),
            &ps_3_sw
        ),
        INVALID
    );
}

#[test]
fn vertex_float_constants_end_at_max_vertex_shader_const() {
    let mut d = hw();
    assert_eq!(vs(&mut d, &tokens(VS_1_255)), OK);
    assert_eq!(vs(&mut d, &tokens(VS_1_256)), INVALID);
    assert_eq!(vs(&mut d, &tokens(VS_3_256)), INVALID);
    assert_eq!(vs(&mut d, &with_const(VS_3_256, 256, 255)), OK);
}

#[test]
fn software_and_mixed_devices_take_the_software_constant_file_in_either_mode() {
    let mut sw = device(CreateFlags::SOFTWARE_VERTEXPROCESSING);
    assert_eq!(vs(&mut sw, &tokens(VS_1_256)), OK);
    assert_eq!(vs(&mut sw, &tokens(VS_3_256)), OK);
    let mut mixed = device(CreateFlags::MIXED_VERTEXPROCESSING);
    mixed.set_software_vertex_processing(false);
    assert_eq!(vs(&mut mixed, &tokens(VS_1_256)), OK);
    assert_eq!(vs(&mut mixed, &tokens(VS_3_256)), OK);
}

#[test]
fn vs_3_0_integer_and_boolean_constants_end_at_15() {
    let mut d = hw();
    assert_eq!(vs(&mut d, &tokens(VS_3_I16)), INVALID);
    assert_eq!(vs(&mut d, &tokens(VS_3_B16)), INVALID);
    let i15 = bytes(
        "vs_3_0\ndcl_position v0\ndcl_position o0\ndefi i15, 1, 1, 1, 1\nrep i15\nadd r0, r0, v0\nendrep\nmov o0, r0\n",
    );
    assert_eq!(vs(&mut d, &i15), OK);
}

#[test]
fn pixel_float_constants_per_model() {
    let mut d = hw();
    // ps_1_x c0-c7, ps_2_0 c0-c31, ps_3_0 c0-c223.
    assert_eq!(ps(&mut d, &tokens(PS_1_8)), INVALID);
    assert_eq!(ps(&mut d, &tokens(PS_2_32)), INVALID);
    assert_eq!(ps(&mut d, &tokens(PS_3_224)), INVALID);
    assert_eq!(ps(&mut d, &with_const(PS_1_8, 8, 7)), OK);
    assert_eq!(ps(&mut d, &with_const(PS_3_224, 224, 223)), OK);
}

#[test]
fn ps_2_0_has_no_flow_control_nor_integer_and_boolean_constants() {
    let mut d = hw();
    assert_eq!(ps(&mut d, &tokens(PS_2_0_BOOLINT)), INVALID);
    // The same in ps_3_0 (and a dcl for v0) is accepted.
    let ps3 = bytes(
        "ps_3_0\ndcl_color v0\ndefb b0, true\ndefi i0, 1, 1, 1, 1\nmov r0, c0\nrep i0\nif b0\nadd r0, r0, v0\nendif\nendrep\nmov oC0, r0\n",
    );
    assert_eq!(ps(&mut d, &ps3), OK);
}

#[test]
fn a_shader_without_its_end_token_is_an_invalid_call() {
    let mut d = hw();
    let mut t = SIMPLE_VS.to_vec();
    t.pop();
    assert_eq!(vs(&mut d, &tokens(&t)), INVALID);
    assert_eq!(vs(&mut d, &[]), INVALID);
}

#[test]
fn unknown_opcodes_are_invalid_calls() {
    let mut d = hw();
    // Opcode 0x70 is not an instruction of any model.
    let t = [0xffff0200, 0x01000070, 0x800f0000, 0x0000ffff];
    assert_eq!(ps(&mut d, &tokens(&t)), INVALID);
}

#[test]
fn instructions_outside_the_model_are_invalid_calls() {
    let mut d = hw();
    // dsx is ps_2_x and up; texkill has no vertex form; lit is vertex only.
    assert_eq!(
        ps(&mut d, &bytes("ps_2_0\ndsx r0, c0\nmov oC0, r0\n")),
        INVALID
    );
    assert_eq!(ps(&mut d, &bytes("ps_3_0\ndsx r0, c0\nmov oC0, r0\n")), OK);
    assert_eq!(
        ps(&mut d, &bytes("ps_2_0\nlit r0, c0\nmov oC0, r0\n")),
        INVALID
    );
}

#[test]
fn out_of_range_registers_are_invalid_calls() {
    let mut d = hw();
    // ps_2_0 has t0-t7, ps_1_1 r0-r1.
    assert_eq!(ps(&mut d, &bytes("ps_2_0\ndcl t8\nmov oC0, t8\n")), INVALID);
    assert_eq!(
        ps(&mut d, &bytes("ps_1_1\nmov r2, c0\nmov r0, r2\n")),
        INVALID
    );
}

#[test]
fn ps_3_0_inputs_end_at_v9() {
    // test_shader_validator: dcl_texcoord9_pp v9 and dcl_texcoord10_pp v9
    // validate, dcl_texcoord9_pp v10 is message 0x12c.
    let mut d = hw();
    let shader = |decl: [u32; 3]| {
        tokens(&[
            0xffff0300,
            decl[0],
            decl[1],
            decl[2],
            0x02000001,
            0x800f0800,
            0x90e40000 | (decl[2] & 0x7ff),
            0x0000ffff,
        ])
    };
    assert_eq!(
        ps(&mut d, &shader([0x0200001f, 0x80090005, 0x902f0009])),
        OK
    );
    assert_eq!(
        ps(&mut d, &shader([0x0200001f, 0x800a0005, 0x902f0009])),
        OK
    );
    assert_eq!(
        ps(&mut d, &shader([0x0200001f, 0x80090005, 0x902f000a])),
        INVALID
    );
}

#[test]
fn inputs_read_without_dcl_are_invalid_calls() {
    let mut d = hw();
    // test_shader_validator: mov_pp r2.y, v9.w without its dcl is 0x167.
    assert_eq!(
        ps(&mut d, &bytes("ps_3_0\nmov r0, v0\nmov oC0, r0\n")),
        INVALID
    );
    assert_eq!(vs(&mut d, &bytes("vs_2_0\nmov oPos, v0\n")), INVALID);
    assert_eq!(
        vs(&mut d, &bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n")),
        OK
    );
}

#[test]
fn direct3d8_vertex_shaders_need_the_direct3d8_entry_point() {
    // A vs_1_1 without dcl reading v0 is Direct3D 8 bytecode: Direct3D 9's
    // CreateVertexShader requires a dcl for every input.
    let d3d8 = bytes("vs_1_1\nmov oPos, v0\nmov oD0, v5\n");
    let mut d = hw();
    assert_eq!(vs(&mut d, &d3d8), INVALID);
    assert!(d.create_vertex_shader_d3d8(&d3d8).is_ok());
    // Without inputs there is nothing to declare.
    assert_eq!(vs(&mut d, &bytes("vs_1_1\nmov oPos, c0\n")), OK);
}

#[test]
fn every_shader_the_wine_visual_cases_create_is_accepted() {
    let Some(dir) = ninebridge_testutil::shared_subdir(
        "every_shader_the_wine_visual_cases_create_is_accepted",
        "conformance/wine-visual/cases",
    ) else {
        return;
    };
    let translator = BytecodeTranslator::default();
    let mut checked = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.file_name().is_some_and(|n| n == "INDEX.json") {
            continue;
        }
        let case: serde_json::Value =
            serde_json::from_slice(&std::fs::read(&path).unwrap()).unwrap();
        let flags = case["steps"][0]["behavior_flags"].to_string();
        let software_vp = flags.contains("SOFTWARE") || flags.contains("MIXED");
        for step in case["steps"].as_array().unwrap() {
            let stage = match step["call"].as_str() {
                Some("CreateVertexShader") => naga::ShaderStage::Vertex,
                Some("CreatePixelShader") => naga::ShaderStage::Fragment,
                _ => continue,
            };
            let words: Vec<u32> = step["tokens"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| u32::from_str_radix(&t.as_str().unwrap()[2..], 16).unwrap())
                .collect();
            let creation = ShaderCreation {
                stage,
                software_vp,
                d3d8: false,
            };
            let checked_ok = translator.check_creation(&tokens(&words), &creation);
            assert!(
                checked_ok.is_ok(),
                "{} {}: {:?}",
                path.display(),
                step["id"],
                checked_ok
            );
            checked += 1;
        }
    }
    // 92 pixel and 68 vertex shaders.
    assert_eq!(checked, 160);
}
