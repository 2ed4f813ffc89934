//! `ProcessVertices`: the fixed-function and shader vertex processing run
//! on the CPU into a vertex buffer, checked against values worked out by
//! hand from D3D9's documented transforms ("Viewports and Clipping":
//! `X = X0 + (1 + x/w) W/2`, `Y = Y0 + (1 - y/w) H/2`,
//! `Z = MinZ + z/w (MaxZ - MinZ)`, `RHW = 1/w`), and its rules from the
//! `IDirect3DDevice9::ProcessVertices` reference page.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, floats};
use ninebridge_d3d9::*;
use ninebridge_types::TextureStageState;

const XYZ: u32 = 0x2;
const XYZRHW: u32 = 0x4;
const DIFFUSE: u32 = 0x40;
const TEX1: u32 = 0x100;

/// A device with software vertex processing, the viewport (10, 20) 200x100
/// with depths 0.25..0.75, and no lighting.
fn software_device() -> Device {
    let mut d = bytecode_device();
    d.set_vertex_processing_flags(CreateFlags::SOFTWARE_VERTEXPROCESSING);
    d.set_viewport(Viewport {
        x: 10,
        y: 20,
        width: 200,
        height: 100,
        min_z: 0.25,
        max_z: 0.75,
    })
    .unwrap();
    d.set_render_state(RenderState::Lighting, 0);
    d
}

/// A managed vertex buffer of `fvf` holding `data`.
fn vertex_buffer(d: &mut Device, fvf: u32, data: &[u8]) -> VertexBufferId {
    let vb = d
        .create_vertex_buffer(
            data.len() as u32,
            Usage::SOFTWAREPROCESSING,
            fvf,
            Pool::Managed,
        )
        .unwrap();
    d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
        .unwrap()
        .copy_from_slice(data);
    d.unlock_vertex_buffer(vb).unwrap();
    vb
}

fn contents(d: &mut Device, vb: VertexBufferId) -> Vec<u8> {
    let data = d
        .lock_vertex_buffer(vb, 0, 0, LockFlags::READONLY)
        .unwrap()
        .to_vec();
    d.unlock_vertex_buffer(vb).unwrap();
    data
}

/// One XYZ | DIFFUSE | TEX1 vertex.
fn xyz_diffuse_tex(p: [f32; 3], color: u32, uv: [f32; 2]) -> Vec<u8> {
    let mut v = float_bytes(&p);
    v.extend(color.to_le_bytes());
    v.extend(float_bytes(&uv));
    v
}

fn assert_close(got: &[f32], want: &[f32]) {
    assert_eq!(got.len(), want.len(), "{got:?} vs {want:?}");
    for (g, w) in got.iter().zip(want) {
        assert!((g - w).abs() < 1e-5, "{got:?} vs {want:?}");
    }
}

/// World scales by 2, view moves +5 along z, projection keeps x and y,
/// makes z' = 0.5 z - 1 and w = z.
fn set_transforms(d: &mut Device) {
    let world = [
        [2.0, 0.0, 0.0, 0.0],
        [0.0, 2.0, 0.0, 0.0],
        [0.0, 0.0, 2.0, 0.0],
        [0.0, 0.0, 0.0, 1.0],
    ];
    let view = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 1.0, 0.0],
        [0.0, 0.0, 5.0, 1.0],
    ];
    let projection = [
        [1.0, 0.0, 0.0, 0.0],
        [0.0, 1.0, 0.0, 0.0],
        [0.0, 0.0, 0.5, 1.0],
        [0.0, 0.0, -1.0, 0.0],
    ];
    d.set_transform(TransformState::WORLD, world);
    d.set_transform(TransformState::VIEW, view);
    d.set_transform(TransformState::PROJECTION, projection);
}

/// The fixed-function source of the tests: two vertices inside the view
/// volume.
fn ff_source(d: &mut Device) {
    set_transforms(d);
    let mut src = xyz_diffuse_tex([1.0, 0.5, 0.0], 0x80ff_4000, [0.25, 0.75]);
    src.extend(xyz_diffuse_tex([-1.0, -1.0, 0.5], 0xff00_00ff, [1.0, 2.0]));
    let vb = vertex_buffer(d, XYZ | DIFFUSE | TEX1, &src);
    d.set_fvf(Fvf::from_d3d(XYZ | DIFFUSE | TEX1)).unwrap();
    d.set_stream_source(0, Some(vb), 0, 24).unwrap();
}

/// (x, y, z, rhw) of the two vertices of [`ff_source`]:
/// (1, 0.5, 0) -> world (2, 1, 0) -> view (2, 1, 5) -> clip (2, 1, 1.5, 5)
/// -> NDC (0.4, 0.2, 0.3): X = 10 + 1.4 * 100, Y = 20 + 0.8 * 50,
/// Z = 0.25 + 0.3 * 0.5; (-1, -1, 0.5) -> clip (-2, -2, 2, 6) -> NDC
/// (-1/3, -1/3, 1/3).
const FF_POSITIONS: [[f32; 4]; 2] = [
    [150.0, 60.0, 0.4, 0.2],
    [
        10.0 + 200.0 / 3.0,
        20.0 + 200.0 / 3.0,
        0.25 + 0.5 / 3.0,
        1.0 / 6.0,
    ],
];

#[test]
fn fixed_function_vertices_are_transformed_to_the_screen_and_copy_the_rest() {
    let mut d = software_device();
    ff_source(&mut d);
    // XYZRHW | DIFFUSE | TEX1: 28 bytes a vertex, three vertices.
    let dst = vertex_buffer(&mut d, XYZRHW | DIFFUSE | TEX1, &[0; 84]);
    d.process_vertices(0, 1, 2, dst, None, 0).unwrap();
    let out = contents(&mut d, dst);
    assert_eq!(&out[..28], &[0; 28], "vertex 0 is before DestIndex");
    for (i, want) in FF_POSITIONS.iter().enumerate() {
        let v = &out[28 * (i + 1)..28 * (i + 2)];
        assert_close(&floats(&v[..16]), want);
        // Lighting off: the diffuse colour and the texture coordinates
        // (no generation, no transform) are the source's.
        let (color, uv) = if i == 0 {
            (0x80ff_4000u32, [0.25, 0.75])
        } else {
            (0xff00_00ff, [1.0, 2.0])
        };
        assert_eq!(u32::from_le_bytes(v[16..20].try_into().unwrap()), color);
        assert_close(&floats(&v[20..28]), &uv);
    }
}

#[test]
fn src_start_index_picks_the_first_source_vertex() {
    let mut d = software_device();
    ff_source(&mut d);
    let dst = vertex_buffer(&mut d, XYZRHW, &[0; 16]);
    d.process_vertices(1, 0, 1, dst, None, 0).unwrap();
    assert_close(&floats(&contents(&mut d, dst)), &FF_POSITIONS[1]);
}

#[test]
fn donotcopydata_leaves_what_processing_does_not_compute() {
    // D3DPV_DONOTCOPYDATA: "prevent the system from copying vertex data
    // not affected by the vertex operation into the destination buffer".
    // Lighting off: the colour is not computed; no texture generation or
    // transform: the coordinates are not either.
    let mut d = software_device();
    ff_source(&mut d);
    let before = xyz_diffuse_tex([7.0, 7.0, 7.0], 0x1122_3344, [9.0, 8.0]);
    let mut before_rhw = float_bytes(&[7.0, 7.0, 7.0, 7.0]);
    before_rhw.extend(&before[12..]);
    let dst = vertex_buffer(&mut d, XYZRHW | DIFFUSE | TEX1, &before_rhw);
    d.process_vertices(0, 0, 1, dst, None, PV_DONOTCOPYDATA)
        .unwrap();
    let out = contents(&mut d, dst);
    assert_close(&floats(&out[..16]), &FF_POSITIONS[0]);
    assert_eq!(&out[16..], &before_rhw[16..]);

    // Lighting on computes the colour (here: no lights, no vertex colour
    // (COLORVERTEX off), the default material's emissive (0, 0, 0) and
    // ambient lighting 0: black with the material's diffuse alpha 0), so
    // it is written.
    d.set_render_state(RenderState::Lighting, 1);
    d.set_render_state(RenderState::ColorVertex, 0);
    d.process_vertices(0, 0, 1, dst, None, PV_DONOTCOPYDATA)
        .unwrap();
    let out = contents(&mut d, dst);
    assert_eq!(u32::from_le_bytes(out[16..20].try_into().unwrap()), 0);
    assert_close(&floats(&out[20..28]), &[9.0, 8.0]);
}

#[test]
fn texture_transforms_are_computed_and_written() {
    // A COUNT2 texture transform scaling u by 2 and v by 3: the set is
    // computed, so DONOTCOPYDATA writes it.
    let mut d = software_device();
    ff_source(&mut d);
    d.set_texture_stage_state(0, TextureStageState::TextureTransformFlags, 2)
        .unwrap();
    d.set_transform(
        TransformState::texture(0).unwrap(),
        [
            [2.0, 0.0, 0.0, 0.0],
            [0.0, 3.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ],
    );
    let dst = vertex_buffer(&mut d, XYZRHW | TEX1, &[0; 24]);
    d.process_vertices(0, 0, 1, dst, None, PV_DONOTCOPYDATA)
        .unwrap();
    assert_close(&floats(&contents(&mut d, dst)[16..]), &[0.5, 2.25]);
}

#[test]
fn clipping_keeps_vertices_outside_the_view_volume_in_projection_space() {
    // "If the vertex is outside the view frustum, the vertex is stored in
    // the destination vertex buffer in projection space coordinates."
    // (0, 0, -10) -> view (0, 0, -15) -> clip (0, 0, -8.5, -15).
    let mut d = software_device();
    set_transforms(&mut d);
    let vb = vertex_buffer(&mut d, XYZ, &float_bytes(&[0.0, 0.0, -10.0]));
    d.set_fvf(Fvf::from_d3d(XYZ)).unwrap();
    d.set_stream_source(0, Some(vb), 0, 12).unwrap();
    let dst = vertex_buffer(&mut d, XYZRHW, &[0; 16]);
    d.process_vertices(0, 0, 1, dst, None, 0).unwrap();
    assert_close(&floats(&contents(&mut d, dst)), &[0.0, 0.0, -8.5, -15.0]);
    // With D3DRS_CLIPPING off it goes through the viewport all the same:
    // X = 10 + 100, Y = 20 + 50, Z = 0.25 + (8.5 / 15) * 0.5.
    d.set_render_state(RenderState::Clipping, 0);
    d.process_vertices(0, 0, 1, dst, None, 0).unwrap();
    assert_close(
        &floats(&contents(&mut d, dst)),
        &[110.0, 70.0, 0.25 + 8.5 / 30.0, -1.0 / 15.0],
    );
}

/// A position-and-texcoord source for the shader tests and a 64x32
/// viewport at the origin with depths 0..1.
fn shader_source(d: &mut Device) {
    d.set_viewport(Viewport {
        x: 0,
        y: 0,
        width: 64,
        height: 32,
        min_z: 0.0,
        max_z: 1.0,
    })
    .unwrap();
    let vb = vertex_buffer(d, XYZ | TEX1, &float_bytes(&[0.5, -0.5, 0.25, 0.25, 0.5]));
    d.set_fvf(Fvf::from_d3d(XYZ | TEX1)).unwrap();
    d.set_stream_source(0, Some(vb), 0, 20).unwrap();
}

#[test]
fn a_vertex_shaders_outputs_go_to_the_destination() {
    let mut d = software_device();
    shader_source(&mut d);
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_2_0\ndcl_position v0\ndcl_texcoord0 v1\nmov oPos, v0\n\
             mul oT0.xy, v1, c0\nmov oD0, c1\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_vertex_shader_constant_f(0, &[[2.0, 3.0, 0.0, 0.0], [1.0, 0.5, 0.0, 1.0]])
        .unwrap();
    let dst = vertex_buffer(&mut d, XYZRHW | DIFFUSE | TEX1, &[0; 28]);
    d.process_vertices(0, 0, 1, dst, None, 0).unwrap();
    let out = contents(&mut d, dst);
    // oPos = (0.5, -0.5, 0.25, 1): X = 1.5 * 32, Y = 1.5 * 16, Z = 0.25.
    assert_close(&floats(&out[..16]), &[48.0, 24.0, 0.25, 1.0]);
    // oD0 = (1, 0.5, 0, 1): D3DCOLOR 0xAARRGGBB with 0.5 * 255 rounded.
    assert_eq!(
        u32::from_le_bytes(out[16..20].try_into().unwrap()),
        0xffff_8000
    );
    assert_close(&floats(&out[20..28]), &[0.5, 1.5]);
}

#[test]
fn a_vs_3_0_shader_writes_through_the_output_declaration() {
    // "When vertex shader 3.0 or above is set as the current vertex
    // shader, the output vertex declaration must be present."
    let mut d = software_device();
    shader_source(&mut d);
    let vs = d
        .create_vertex_shader(&bytes(
            "vs_3_0\ndcl_position v0\ndcl_texcoord0 v1\ndcl_position o0\n\
             dcl_texcoord0 o1\nmov o0, v0\nadd o1, v1, c0\n",
        ))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_vertex_shader_constant_f(0, &[[1.0, 1.0, 1.0, 1.0]])
        .unwrap();
    // A buffer created without an FVF: the declaration gives the layout.
    let dst = vertex_buffer(&mut d, 0, &[0; 24]);
    assert_eq!(
        d.process_vertices(0, 0, 1, dst, None, 0)
            .unwrap_err()
            .hresult(),
        HResult::D3DERR_INVALIDCALL
    );
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float4, DeclUsage::PositionT, 0),
            VertexElement::new(0, 16, DeclType::Float2, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.process_vertices(0, 0, 1, dst, Some(decl), 0).unwrap();
    let out = floats(&contents(&mut d, dst));
    assert_close(&out, &[48.0, 24.0, 0.25, 1.0, 1.25, 1.5]);
}

#[test]
fn hardware_vertex_processing_refuses() {
    // Standalone processing "is always performed in software" ("Device
    // Types and Vertex Processing Requirements"): a hardware device, or a
    // mixed one in hardware mode, cannot do it.
    let mut d = software_device();
    ff_source(&mut d);
    let dst = vertex_buffer(&mut d, XYZRHW, &[0; 16]);
    d.set_vertex_processing_flags(CreateFlags::HARDWARE_VERTEXPROCESSING);
    let e = d.process_vertices(0, 0, 1, dst, None, 0).unwrap_err();
    assert!(matches!(e, ProcessVerticesError::HardwareProcessing));
    assert_eq!(e.hresult(), HResult::D3DERR_INVALIDCALL);
    d.set_vertex_processing_flags(CreateFlags::MIXED_VERTEXPROCESSING);
    assert!(d.process_vertices(0, 0, 1, dst, None, 0).is_err());
    d.set_software_vertex_processing(true);
    d.process_vertices(0, 0, 1, dst, None, 0).unwrap();
}

#[test]
fn bad_destinations_and_sources_are_invalid_calls() {
    let mut d = software_device();
    ff_source(&mut d);
    // "must be created with a nonzero FVF parameter".
    let no_fvf = vertex_buffer(&mut d, 0, &[0; 16]);
    let e = d.process_vertices(0, 0, 1, no_fvf, None, 0).unwrap_err();
    assert!(matches!(e, ProcessVerticesError::NoOutputLayout), "{e}");
    // Two 16-byte vertices do not fit from DestIndex 1 of a 2-vertex buffer.
    let dst = vertex_buffer(&mut d, XYZRHW, &[0; 32]);
    let e = d.process_vertices(0, 1, 2, dst, None, 0).unwrap_err();
    assert!(
        matches!(e, ProcessVerticesError::DestinationTooSmall { .. }),
        "{e}"
    );
    // The source has two vertices.
    let e = d.process_vertices(1, 0, 2, dst, None, 0).unwrap_err();
    assert!(
        matches!(e, ProcessVerticesError::SourceTooSmall { .. }),
        "{e}"
    );
    assert_eq!(e.hresult(), HResult::D3DERR_INVALIDCALL);
    // Nothing was written by the failed calls.
    assert_eq!(contents(&mut d, dst), vec![0; 32]);
}
