//! The vertex declaration from an `input_layout` block (elements packed per
//! stream in order) and the vertex buffers from `vb` blocks.

use std::collections::HashMap;

use ninebridge_d3d9::{DeclType, DeclUsage, VertexElement};
use ninebridge_d3dbc::DeclUsageName;

use super::{CaseError, CaseRun, InputLayout, slot_error};
use crate::case::hex_bytes;
use ninebridge_types::{Pool, Usage};

fn decl_type(name: &str) -> Result<DeclType, CaseError> {
    match name {
        "r32-float" => Ok(DeclType::Float1),
        "r32g32-float" => Ok(DeclType::Float2),
        "r32g32b32-float" => Ok(DeclType::Float3),
        "r32g32b32a32-float" => Ok(DeclType::Float4),
        "r8g8b8a8-unorm" => Ok(DeclType::UByte4N),
        _ => Err(CaseError::DeclType(name.to_string())),
    }
}

fn usage_of(semantic: &str) -> Result<(DeclUsage, u8), CaseError> {
    let lower = semantic.to_ascii_lowercase();
    let name = lower.trim_end_matches(|c: char| c.is_ascii_digit());
    let index: u8 = lower[name.len()..].parse().unwrap_or(0);
    // HLSL semantics are the assembly usage names, plus `SV_Position`.
    let usage = match name {
        "sv_position" => DeclUsage::Position,
        _ => *DeclUsage::ALL
            .iter()
            .find(|u| u.name() == name)
            .ok_or_else(|| CaseError::Semantic(semantic.to_string()))?,
    };
    Ok((usage, index))
}

impl CaseRun<'_> {
    /// The declaration of the `input_layout` block and the `vb` streams bound.
    pub(super) fn input_layout(
        &mut self,
        index: Option<usize>,
        vbs: &std::collections::BTreeMap<String, usize>,
    ) -> Result<InputLayout, CaseError> {
        let lines = match index {
            Some(index) => self.block(index)?.lines.clone(),
            None => Vec::new(),
        };
        let mut elements = Vec::new();
        let mut strides: HashMap<u16, u16> = HashMap::new();
        for line in &lines {
            let words: Vec<&str> = line.split_whitespace().collect();
            let (slot, format, semantic, sem_index) = match words.as_slice() {
                [] => continue,
                [slot, format, semantic] => (slot, format, semantic, None),
                [slot, format, semantic, idx] => (slot, format, semantic, Some(idx)),
                _ => return Err(CaseError::InputLayoutLine(line.clone())),
            };
            let stream: u16 = slot.parse().map_err(|_| slot_error("input layout", slot))?;
            let ty = decl_type(format)?;
            let (usage, mut usage_index) = usage_of(semantic)?;
            if let Some(idx) = sem_index {
                usage_index = idx
                    .parse()
                    .map_err(|_| CaseError::SemanticIndex(idx.to_string()))?;
            }
            let offset = strides.entry(stream).or_insert(0);
            elements.push(VertexElement::new(stream, *offset, ty, usage, usage_index));
            *offset += ty.size_in_bytes() as u16;
        }
        let decl = self.device.create_vertex_declaration(&elements)?;
        let mut streams = Vec::new();
        for (slot, &vb_index) in vbs {
            let stream: u32 = slot.parse().map_err(|_| slot_error("vb", slot))?;
            let vb = match self.block_buffers.get(&vb_index) {
                Some(vb) => *vb,
                None => {
                    let data =
                        hex_bytes(self.block(vb_index)?.data_u32_hex.as_deref().unwrap_or(""))?;
                    let len =
                        u32::try_from(data.len()).map_err(|_| CaseError::VertexBufferTooLarge)?;
                    let vb = self.device.create_vertex_buffer(
                        len,
                        Usage::WRITEONLY,
                        0,
                        Pool::Default,
                    )?;
                    self.device
                        .lock_vertex_buffer(vb, 0, 0, ninebridge_d3d9::LockFlags::empty())?
                        .copy_from_slice(&data);
                    self.device.unlock_vertex_buffer(vb)?;
                    self.block_buffers.insert(vb_index, vb);
                    vb
                }
            };
            let stride = u32::from(strides.get(&(stream as u16)).copied().unwrap_or(0));
            streams.push((stream, vb, stride));
        }
        Ok((decl, streams))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semantics() {
        assert_eq!(usage_of("TEXCOORD").unwrap(), (DeclUsage::TexCoord, 0));
        assert_eq!(usage_of("texcoord2").unwrap(), (DeclUsage::TexCoord, 2));
        assert!(usage_of("sv_target").is_err());
    }
}
