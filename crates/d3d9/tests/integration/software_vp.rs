//! Software vertex processing as a device mode: the `vs_3_sw` constant
//! files (8192 float, 2048 integer, 2048 boolean registers) on software
//! and mixed devices, the hardware files (256, 16, 16) otherwise, and
//! shaders reading constants past c255 in software mode.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

#[test]
fn hardware_devices_have_256_float_and_16_integer_and_boolean_constants() {
    let mut d = bytecode_device();
    assert!(d.set_vertex_shader_constant_f(255, &[[0.0; 4]]).is_ok());
    assert!(d.set_vertex_shader_constant_f(256, &[[0.0; 4]]).is_err());
    assert!(d.set_vertex_shader_constant_i(15, &[[0; 4]]).is_ok());
    assert!(d.set_vertex_shader_constant_i(16, &[[0; 4]]).is_err());
    assert!(d.set_vertex_shader_constant_b(15, &[true]).is_ok());
    assert!(d.set_vertex_shader_constant_b(16, &[true]).is_err());
    assert!(!d.software_vertex_processing());
}

#[test]
fn mixed_devices_reach_the_software_files_in_either_mode() {
    let mut d = bytecode_device();
    d.set_vertex_processing_flags(CreateFlags::MIXED_VERTEXPROCESSING);
    assert!(
        !d.software_vertex_processing(),
        "a mixed device starts in hardware mode"
    );
    for software in [false, true] {
        d.set_software_vertex_processing(software);
        assert!(d.set_vertex_shader_constant_f(8191, &[[1.0; 4]]).is_ok());
        assert!(d.set_vertex_shader_constant_f(8192, &[[1.0; 4]]).is_err());
        assert!(d.set_vertex_shader_constant_i(2047, &[[1; 4]]).is_ok());
        assert!(d.set_vertex_shader_constant_i(2048, &[[1; 4]]).is_err());
        assert!(d.set_vertex_shader_constant_b(2047, &[true]).is_ok());
        assert!(d.set_vertex_shader_constant_b(2048, &[true]).is_err());
    }
}

#[test]
fn software_devices_start_in_software_mode() {
    let mut d = bytecode_device();
    d.set_vertex_processing_flags(CreateFlags::SOFTWARE_VERTEXPROCESSING);
    assert!(d.software_vertex_processing());
    assert!(d.set_vertex_shader_constant_f(8191, &[[1.0; 4]]).is_ok());
}

#[test]
fn software_mode_shaders_read_constants_past_c255() {
    let mut d = bytecode_device();
    d.set_vertex_processing_flags(CreateFlags::MIXED_VERTEXPROCESSING);
    d.set_software_vertex_processing(true);
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    // Wine's test_mvp_software_vertex_shaders: oD0 = c[a0.x] with c0.x = 256.
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\nmova a0.x, c0.x\nmov oPos, v0\nmov oD0, c[a0.x]\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\ndcl v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_fvf(Fvf::XYZ).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    d.set_vertex_shader_constant_f(0, &[[256.0, 0.0, 0.0, 0.0]])
        .unwrap();
    d.set_vertex_shader_constant_f(256, &[[0.0, 1.0, 0.0, 1.0]])
        .unwrap();
    let tri: [[f32; 3]; 3] = [[-1.0, 1.0, 0.5], [3.0, 1.0, 0.5], [-1.0, -3.0, 0.5]];
    d.draw_primitive_up(
        PrimitiveType::TriangleList,
        1,
        &float_bytes(tri.iter().flatten()),
        12,
    )
    .unwrap();
    assert!(pixels(&d, rt).iter().all(|p| *p == [0.0, 1.0, 0.0, 1.0]));
}
