//! Direct3D 8's vertex input convention, shared by the translator (what a
//! D3D8 vertex shader's `v<n>` means) and the device (what a D3D8 vertex
//! declaration's `D3DVSD_REG(n, type)` binds), so both sides agree.
//!
//! D3D8 vertex shaders carry no `dcl`: the declaration maps stream data to
//! input register `n` directly. `d3d8types.h` names the registers the
//! fixed-function pipeline reads (`D3DVSDE_POSITION` = 0 ... `D3DVSDE_NORMAL2`
//! = 16); a translated D3D8 shader reports `v<n>` with the D3D9 usage of that
//! name, so a D3D8 declaration converts to ordinary D3D9 vertex elements.

use crate::interface::DeclUsage;

/// `MAX_D3DVSDE`: input registers a D3D8 declaration can name (0..=16;
/// shaders read v0-v15, `D3DVSDE_NORMAL2` = 16 feeds fixed function only).
pub const REGISTERS: u32 = 17;

/// The D3D9 (usage, usage index) of D3D8 input register `n`
/// (`D3DVSDE_*`): 0 position, 1 blend weight, 2 blend indices, 3 normal,
/// 4 point size, 5 diffuse (colour 0), 6 specular (colour 1), 7-14 texture
/// coordinates 0-7, 15 position 1, 16 normal 1. `None` past 16.
pub fn register_usage(n: u32) -> Option<(DeclUsage, u32)> {
    Some(match n {
        0 => (DeclUsage::Position, 0),
        1 => (DeclUsage::BlendWeight, 0),
        2 => (DeclUsage::BlendIndices, 0),
        3 => (DeclUsage::Normal, 0),
        4 => (DeclUsage::PointSize, 0),
        5 => (DeclUsage::Color, 0),
        6 => (DeclUsage::Color, 1),
        7..=14 => (DeclUsage::TexCoord, n - 7),
        15 => (DeclUsage::Position, 1),
        16 => (DeclUsage::Normal, 1),
        _ => return None,
    })
}
