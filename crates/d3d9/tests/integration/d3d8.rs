//! Direct3D 8 shaders on the device: a vs_1_1 without `dcl` and a D3D8
//! vertex declaration (`D3DVSD_REG(n, type)` binds stream data to `v<n>`),
//! drawn with the real translator on the default adapter.

use crate::common;

use common::{bytecode_device, bytes, float_bytes, pixels};
use ninebridge_d3d9::*;

fn stream(n: u32) -> u32 {
    (1 << 29) | n
}
fn reg(r: u32, ty: u32) -> u32 {
    (2 << 29) | (ty << 16) | r
}
const D3DVSDT_FLOAT3: u32 = 2;
const D3DVSDT_D3DCOLOR: u32 = 4;

/// A triangle over the target: FLOAT3 position, then a D3DCOLOR.
fn triangle(color: u32) -> Vec<u8> {
    let mut out = Vec::new();
    for p in [[-1.0f32, 1.0, 0.5], [3.0, 1.0, 0.5], [-1.0, -3.0, 0.5]] {
        out.extend(float_bytes(&p));
        out.extend(color.to_le_bytes());
    }
    out
}

/// Draws with the vertex shader `vs` (D3D8 bytecode) and the D3D8
/// declaration `decl`; the pixel shader outputs the diffuse colour.
fn draw(vs: &str, decl: &[u32], color: u32) -> Vec<[f32; 4]> {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(4, 4, Format::A32B32G32R32F, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader_d3d8(&bytes(vs)).unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_1_1\nmov r0, v0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d.create_vertex_declaration_d3d8(decl).unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &triangle(color), 16)
        .unwrap();
    pixels(&d, rt)
}

#[test]
fn d3d8_declaration_feeds_the_registers_it_names() {
    // D3DCOLOR 0xff00ff00 is opaque green; REG(5, D3DCOLOR) loads it into v5.
    let decl = [
        stream(0),
        reg(0, D3DVSDT_FLOAT3),
        reg(5, D3DVSDT_D3DCOLOR),
        D3DVSD_END,
    ];
    let px = draw("vs_1_1\nmov oPos, v0\nmov oD0, v5\n", &decl, 0xff00_ff00);
    assert!(px.iter().all(|p| *p == [0.0, 1.0, 0.0, 1.0]), "{:?}", px[0]);
}

#[test]
fn registers_not_usage_order_decide_the_binding() {
    // The colour goes to v3 and the position to v9 (D3DVSDE_NORMAL and
    // D3DVSDE_TEXCOORD2 by name; D3D8 shaders read them as plain registers).
    let decl = [
        stream(0),
        reg(9, D3DVSDT_FLOAT3),
        reg(3, D3DVSDT_D3DCOLOR),
        D3DVSD_END,
    ];
    let px = draw("vs_1_1\nmov oPos, v9\nmov oD0, v3\n", &decl, 0x80ff_0000);
    let want = [1.0, 0.0, 0.0, 128.0 / 255.0];
    assert!(
        px.iter()
            .all(|p| p.iter().zip(want).all(|(a, b)| (a - b).abs() < 1e-6)),
        "{:?}",
        px[0]
    );
}

#[test]
fn malformed_d3d8_declarations_are_invalid_calls() {
    let mut d = bytecode_device();
    let e = d
        .create_vertex_declaration_d3d8(&[reg(0, D3DVSDT_FLOAT3), D3DVSD_END])
        .unwrap_err();
    assert!(
        matches!(e, D3dError::InvalidCall(ref m) if m.contains("token 0")),
        "{e}"
    );
    let e = d
        .create_vertex_declaration_d3d8(&[(1 << 29) | (1 << 28), D3DVSD_END])
        .unwrap_err();
    assert!(matches!(e, D3dError::NotAvailable(_)), "{e}");
}
