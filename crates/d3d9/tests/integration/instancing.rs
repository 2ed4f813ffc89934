//! `SetStreamSourceFreq` (geometry instancing) as D3D9 documents it.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

const INDEXEDDATA: u32 = 1 << 30;
const INSTANCEDATA: u32 = 2 << 30;

#[test]
fn both_flags_at_once_are_invalid() {
    let mut d = bytecode_device();
    let e = d.set_stream_source_freq(1, INDEXEDDATA | INSTANCEDATA | 1);
    assert!(matches!(e, Err(D3dError::InvalidCall(_))));
    assert_eq!(d.stream_source_freq(1).unwrap(), 1);
}

#[test]
fn instance_data_on_stream_0_is_invalid() {
    let mut d = bytecode_device();
    assert!(matches!(
        d.set_stream_source_freq(0, INSTANCEDATA | 1),
        Err(D3dError::InvalidCall(_))
    ));
    assert!(d.set_stream_source_freq(0, INDEXEDDATA | 4).is_ok());
    assert_eq!(d.stream_source_freq(0).unwrap(), INDEXEDDATA | 4);
}

#[test]
fn a_setting_of_zero_and_streams_past_the_last_are_invalid() {
    let mut d = bytecode_device();
    assert!(d.set_stream_source_freq(1, 0).is_err());
    assert!(d.set_stream_source_freq(MAX_STREAMS as u32, 1).is_err());
    assert_eq!(d.stream_source_freq(0).unwrap(), 1, "the default is 1");
}

/// A 16x4 target; a 4x4-pixel square at the left edge drawn `n` times,
/// instance k moved right by the offset in stream 1's k-th element.
#[test]
fn indexed_draws_repeat_the_geometry_per_instance() {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(
            16,
            4,
            Format::A32B32G32R32F,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    d.color_fill(rt, 0).unwrap();
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_texcoord v1\nadd r0, v0, v1\nmov oPos, r0\nmov oD0, c0\n",
        ))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\ndcl v0\nmov oC0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    d.set_vertex_shader_constant_f(0, &[[1.0, 0.0, 0.0, 1.0]])
        .unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.set_render_state(RenderState::ZEnable, 0);
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float4, DeclUsage::Position, 0),
            VertexElement::new(1, 0, DeclType::Float4, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    // The square covers x in -1..-0.5 (pixels 0..4 of 16).
    let quad: [[f32; 4]; 4] = [
        [-1.0, 1.0, 0.5, 1.0],
        [-0.5, 1.0, 0.5, 1.0],
        [-1.0, -1.0, 0.5, 1.0],
        [-0.5, -1.0, 0.5, 1.0],
    ];
    // Instances at pixels 0..4, 8..12 (offsets 0 and 1 in clip space).
    let offsets: [[f32; 4]; 2] = [[0.0; 4], [1.0, 0.0, 0.0, 0.0]];
    let upload = |d: &mut Device, data: Vec<u8>| {
        let vb = d
            .create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
            .unwrap();
        d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
            .unwrap()
            .copy_from_slice(&data);
        d.unlock_vertex_buffer(vb).unwrap();
        vb
    };
    let geometry = upload(&mut d, float_bytes(quad.iter().flatten()));
    let instances = upload(&mut d, float_bytes(offsets.iter().flatten()));
    let ib = d
        .create_index_buffer(12, Usage::WRITEONLY, Format::Index16, Pool::Default)
        .unwrap();
    let idx: Vec<u8> = [0u16, 1, 2, 2, 1, 3]
        .iter()
        .flat_map(|i| i.to_le_bytes())
        .collect();
    d.lock_index_buffer(ib, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(&idx);
    d.unlock_index_buffer(ib).unwrap();
    d.set_stream_source(0, Some(geometry), 0, 16).unwrap();
    d.set_stream_source(1, Some(instances), 0, 16).unwrap();
    d.set_indices(Some(ib)).unwrap();
    d.set_stream_source_freq(0, INDEXEDDATA | 2).unwrap();
    d.set_stream_source_freq(1, INSTANCEDATA | 1).unwrap();
    d.draw_indexed_primitive(PrimitiveType::TriangleList, 0, 0, 4, 0, 2)
        .unwrap();
    let row: Vec<bool> = pixels(&d, rt)[..16].iter().map(|p| p[0] == 1.0).collect();
    let want: Vec<bool> = (0..16).map(|x| x < 4 || (8..12).contains(&x)).collect();
    assert_eq!(row, want);
}

/// ATI's instancing switch for shader model 2 hardware: `D3DRS_POINTSIZE`
/// set to the `INST` FOURCC is a command to the driver (`CheckDeviceFormat`
/// offers it: the device instances on every adapter), not a point size; the
/// point size stays what it was, and instancing works as ever.
#[test]
fn point_size_inst_is_a_command_and_keeps_the_point_size() {
    let mut d = bytecode_device();
    let size = 4.0f32.to_bits();
    d.set_render_state(RenderState::PointSize, size);
    d.set_render_state(RenderState::PointSize, vendor::INST);
    assert_eq!(d.get_render_state(RenderState::PointSize), size);
    assert!(d.set_stream_source_freq(0, INDEXEDDATA | 2).is_ok());
    assert!(d.set_stream_source_freq(1, INSTANCEDATA | 1).is_ok());
    // Any other value is a size.
    d.set_render_state(RenderState::PointSize, 2.0f32.to_bits());
    assert_eq!(d.get_render_state(RenderState::PointSize), 2.0f32.to_bits());
}
