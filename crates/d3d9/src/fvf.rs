//! Flexible vertex formats (`D3DFVF_*`) as vertex declarations.
//!
//! D3D9 documents the order of the fields of an FVF vertex ("Vertex
//! Formats (Direct3D 9)"): position (`XYZ`: 3 floats, `XYZRHW`/`XYZW`: 4),
//! blend weights (`XYZB1`..`XYZB5`: 1..5 floats, the last one holding the
//! blend indices when `D3DFVF_LASTBETA_UBYTE4` or `D3DFVF_LASTBETA_D3DCOLOR`
//! is set; with `XYZB5` the fifth is always the indices), normal (3 floats),
//! point size (1 float), diffuse and specular (`D3DCOLOR` each), then the
//! texture coordinate sets, each of 1 to 4 floats (`D3DFVF_TEXCOORDSIZEn`).
//! Elements are packed without padding on stream 0.

use ninebridge_types::{DeclType, DeclUsage, Fvf, VertexElement};

use crate::error::{D3dResult, invalid};

/// The declaration `SetFVF(fvf)` stands for, in D3D9's field order.
pub fn fvf_declaration(fvf: Fvf) -> D3dResult<Vec<VertexElement>> {
    let bits = fvf.to_d3d();
    let tex_count = fvf.tex_count();
    if tex_count > 8 {
        return Err(invalid!(
            "FVF {bits:#x} has {tex_count} texture coordinate sets (at most 8)"
        ));
    }
    let mut elements = Vec::new();
    let mut offset = 0u16;
    let mut push = |ty: DeclType, usage: DeclUsage, index: u8| {
        elements.push(VertexElement::new(0, offset, ty, usage, index));
        offset += ty.size_in_bytes() as u16;
    };
    let position = fvf.position();
    let betas = match position {
        p if p == Fvf::XYZ => {
            push(DeclType::Float3, DeclUsage::Position, 0);
            0
        }
        p if p == Fvf::XYZRHW => {
            push(DeclType::Float4, DeclUsage::PositionT, 0);
            0
        }
        p if p == Fvf::XYZW => {
            push(DeclType::Float4, DeclUsage::Position, 0);
            0
        }
        p if p.to_d3d() == 0 => 0,
        p if p.to_d3d() >= Fvf::XYZB1.to_d3d() && p.to_d3d() <= Fvf::XYZB5.to_d3d() => {
            push(DeclType::Float3, DeclUsage::Position, 0);
            (p.to_d3d() - Fvf::XYZB1.to_d3d()) / 2 + 1
        }
        p => {
            return Err(invalid!(
                "FVF {bits:#x}: position field {:#x} is not a D3DFVF position",
                p.to_d3d()
            ));
        }
    };
    if betas > 0 {
        let ubyte4 = fvf.contains(Fvf::LASTBETA_UBYTE4);
        let color = fvf.contains(Fvf::LASTBETA_D3DCOLOR);
        let indices = betas == 5 || ubyte4 || color;
        let weights = if indices { betas - 1 } else { betas };
        let weight_ty = match weights {
            1 => Some(DeclType::Float1),
            2 => Some(DeclType::Float2),
            3 => Some(DeclType::Float3),
            4 => Some(DeclType::Float4),
            _ => None,
        };
        if let Some(ty) = weight_ty {
            push(ty, DeclUsage::BlendWeight, 0);
        }
        if indices {
            let ty = if ubyte4 {
                DeclType::UByte4
            } else if color {
                DeclType::D3dColor
            } else {
                DeclType::Float1
            };
            push(ty, DeclUsage::BlendIndices, 0);
        }
    }
    if fvf.contains(Fvf::NORMAL) {
        push(DeclType::Float3, DeclUsage::Normal, 0);
    }
    if fvf.contains(Fvf::PSIZE) {
        push(DeclType::Float1, DeclUsage::PointSize, 0);
    }
    if fvf.contains(Fvf::DIFFUSE) {
        push(DeclType::D3dColor, DeclUsage::Color, 0);
    }
    if fvf.contains(Fvf::SPECULAR) {
        push(DeclType::D3dColor, DeclUsage::Color, 1);
    }
    for set in 0..tex_count {
        let ty = match fvf.texcoord_size(set) {
            1 => DeclType::Float1,
            3 => DeclType::Float3,
            4 => DeclType::Float4,
            _ => DeclType::Float2,
        };
        push(ty, DeclUsage::TexCoord, set as u8);
    }
    Ok(elements)
}

/// The vertex size of `fvf` in bytes (`D3DXGetFVFVertexSize`).
pub fn fvf_vertex_size(fvf: Fvf) -> D3dResult<u32> {
    Ok(fvf_declaration(fvf)?
        .iter()
        .map(|e| e.ty.size_in_bytes())
        .sum())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(fvf: Fvf) -> Vec<(u16, DeclType, DeclUsage, u8)> {
        fvf_declaration(fvf)
            .unwrap()
            .iter()
            .map(|e| (e.offset, e.ty, e.usage, e.usage_index))
            .collect()
    }

    #[test]
    fn xyz_diffuse_is_float3_then_d3dcolor_at_12() {
        assert_eq!(
            layout(Fvf::XYZ | Fvf::DIFFUSE),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::D3dColor, DeclUsage::Color, 0),
            ]
        );
    }

    #[test]
    fn xyzrhw_is_a_float4_transformed_position() {
        assert_eq!(
            layout(Fvf::XYZRHW | Fvf::DIFFUSE | Fvf::SPECULAR),
            vec![
                (0, DeclType::Float4, DeclUsage::PositionT, 0),
                (16, DeclType::D3dColor, DeclUsage::Color, 0),
                (20, DeclType::D3dColor, DeclUsage::Color, 1),
            ]
        );
    }

    #[test]
    fn xyzw_is_a_float4_position() {
        assert_eq!(
            layout(Fvf::XYZW),
            vec![(0, DeclType::Float4, DeclUsage::Position, 0)]
        );
    }

    #[test]
    fn fields_follow_the_documented_order() {
        // Position, weights, normal, point size, diffuse, specular, texcoords.
        let fvf =
            Fvf::XYZB2 | Fvf::NORMAL | Fvf::PSIZE | Fvf::DIFFUSE | Fvf::SPECULAR | Fvf::tex(2);
        assert_eq!(
            layout(fvf),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::Float2, DeclUsage::BlendWeight, 0),
                (20, DeclType::Float3, DeclUsage::Normal, 0),
                (32, DeclType::Float1, DeclUsage::PointSize, 0),
                (36, DeclType::D3dColor, DeclUsage::Color, 0),
                (40, DeclType::D3dColor, DeclUsage::Color, 1),
                (44, DeclType::Float2, DeclUsage::TexCoord, 0),
                (52, DeclType::Float2, DeclUsage::TexCoord, 1),
            ]
        );
        assert_eq!(fvf_vertex_size(fvf).unwrap(), 60);
    }

    #[test]
    fn xyzb1_to_xyzb4_give_one_to_four_weights() {
        for (fvf, ty) in [
            (Fvf::XYZB1, DeclType::Float1),
            (Fvf::XYZB2, DeclType::Float2),
            (Fvf::XYZB3, DeclType::Float3),
            (Fvf::XYZB4, DeclType::Float4),
        ] {
            assert_eq!(
                layout(fvf),
                vec![
                    (0, DeclType::Float3, DeclUsage::Position, 0),
                    (12, ty, DeclUsage::BlendWeight, 0),
                ]
            );
        }
    }

    #[test]
    fn xyzb5_has_four_weights_and_the_indices_beta() {
        assert_eq!(
            layout(Fvf::XYZB5),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::Float4, DeclUsage::BlendWeight, 0),
                (28, DeclType::Float1, DeclUsage::BlendIndices, 0),
            ]
        );
    }

    #[test]
    fn lastbeta_ubyte4_makes_the_last_beta_ubyte4_indices() {
        assert_eq!(
            layout(Fvf::XYZB3 | Fvf::LASTBETA_UBYTE4),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::Float2, DeclUsage::BlendWeight, 0),
                (20, DeclType::UByte4, DeclUsage::BlendIndices, 0),
            ]
        );
        // One beta that holds the indices leaves no weights.
        assert_eq!(
            layout(Fvf::XYZB1 | Fvf::LASTBETA_UBYTE4),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::UByte4, DeclUsage::BlendIndices, 0),
            ]
        );
    }

    #[test]
    fn lastbeta_d3dcolor_makes_the_last_beta_color_indices() {
        assert_eq!(
            layout(Fvf::XYZB2 | Fvf::LASTBETA_D3DCOLOR),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::Float1, DeclUsage::BlendWeight, 0),
                (16, DeclType::D3dColor, DeclUsage::BlendIndices, 0),
            ]
        );
    }

    #[test]
    fn texcoordsize_bits_pick_one_to_four_floats() {
        let fvf = Fvf::XYZ
            | Fvf::tex(4)
            | Fvf::texcoord_size_bits(1, 0)
            | Fvf::texcoord_size_bits(3, 2)
            | Fvf::texcoord_size_bits(4, 3);
        assert_eq!(
            layout(fvf),
            vec![
                (0, DeclType::Float3, DeclUsage::Position, 0),
                (12, DeclType::Float1, DeclUsage::TexCoord, 0),
                (16, DeclType::Float2, DeclUsage::TexCoord, 1),
                (24, DeclType::Float3, DeclUsage::TexCoord, 2),
                (36, DeclType::Float4, DeclUsage::TexCoord, 3),
            ]
        );
    }

    #[test]
    fn tex8_gives_eight_sets_and_more_is_invalid() {
        let l = layout(Fvf::XYZ | Fvf::tex(8));
        assert_eq!(l.len(), 9);
        assert_eq!(l[8], (68, DeclType::Float2, DeclUsage::TexCoord, 7));
        assert!(fvf_declaration(Fvf::XYZ | Fvf::tex(9)).is_err());
    }

    #[test]
    fn no_position_declares_only_the_other_fields() {
        assert_eq!(
            layout(Fvf::DIFFUSE),
            vec![(0, DeclType::D3dColor, DeclUsage::Color, 0)]
        );
    }
}
