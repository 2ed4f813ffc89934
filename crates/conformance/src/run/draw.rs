//! Draw execution: `uniform` uploads, `draw quad` (the full-screen triangle
//! the reference runner draws), `draw` with the test's input layout, and
//! `clear rtv`. Other commands are state commands (`states`).

use ninebridge_d3d9::{
    DeclType, DeclUsage, PrimitiveType, VertexBufferId, VertexDeclId, VertexElement,
};

use super::CaseError;
use super::states::d3dcolor;
use super::{BlockEnv, CaseRun, UNSET_WORD};
use crate::case::{ClearArgs, Command, DrawArgs, UniformArgs, number_words};
use ninebridge_types::{Pool, Usage};

fn topology(name: &str) -> Result<PrimitiveType, CaseError> {
    match name {
        "point list" => Ok(PrimitiveType::PointList),
        "line list" => Ok(PrimitiveType::LineList),
        "line strip" => Ok(PrimitiveType::LineStrip),
        "triangle list" => Ok(PrimitiveType::TriangleList),
        "triangle strip" => Ok(PrimitiveType::TriangleStrip),
        "triangle fan" => Ok(PrimitiveType::TriangleFan),
        _ => Err(CaseError::Topology(name.to_string())),
    }
}

fn primitive_count(pt: PrimitiveType, vertices: u32) -> u32 {
    match pt {
        PrimitiveType::PointList => vertices,
        PrimitiveType::LineList => vertices / 2,
        PrimitiveType::LineStrip => vertices.saturating_sub(1),
        PrimitiveType::TriangleList => vertices / 3,
        PrimitiveType::TriangleStrip | PrimitiveType::TriangleFan => vertices.saturating_sub(2),
    }
}

impl CaseRun<'_> {
    /// Runs one non-probe command of a test block.
    pub(super) fn command(&mut self, cmd: &Command, env: &BlockEnv) -> Result<(), CaseError> {
        let args = || cmd.args.clone();
        match cmd.op.as_str() {
            "uniform" => {
                let a: UniformArgs =
                    serde_json::from_value(args()).map_err(|source| CaseError::Arguments {
                        op: "uniform",
                        source,
                    })?;
                let words = number_words(&a.ty, &a.values)?;
                let start = a.offset_dwords as usize;
                let end = start + words.len();
                if self.uniforms.len() < end {
                    self.uniforms.resize(end, UNSET_WORD);
                }
                self.uniforms[start..end].copy_from_slice(&words);
                Ok(())
            }
            "draw quad" => {
                self.apply_states()?;
                let (vb, decl) = self.quad()?;
                let d = &mut self.device;
                d.set_vertex_declaration(Some(decl))?;
                d.set_stream_source(0, Some(vb), 0, 8)?;
                d.set_vertex_shader(Some(env.vs))?;
                d.set_pixel_shader(Some(env.ps))?;
                Ok(d.draw_primitive(PrimitiveType::TriangleList, 0, 1)?)
            }
            "draw" => {
                let a: DrawArgs = serde_json::from_value(args())
                    .map_err(|source| CaseError::Arguments { op: "draw", source })?;
                let pt = topology(&a.topology)?;
                let (decl, streams) = &env.layout;
                self.apply_states()?;
                let d = &mut self.device;
                d.set_vertex_declaration(Some(*decl))?;
                for stream in 0..16 {
                    d.set_stream_source(stream, None, 0, 0)?;
                }
                for (stream, vb, stride) in streams {
                    d.set_stream_source(*stream, Some(*vb), 0, *stride)?;
                }
                d.set_vertex_shader(Some(env.vs))?;
                d.set_pixel_shader(Some(env.ps))?;
                Ok(d.draw_primitive(pt, 0, primitive_count(pt, a.vertex_count))?)
            }
            "clear rtv" => {
                let a: ClearArgs =
                    serde_json::from_value(args()).map_err(|source| CaseError::Arguments {
                        op: "clear",
                        source,
                    })?;
                let v = a.value;
                let rgba = [0, 1, 2, 3].map(|i| v.get(i).copied().unwrap_or(0.0));
                let (_, surface) = env
                    .targets
                    .iter()
                    .find(|(s, _)| *s == a.slot)
                    .ok_or(CaseError::ClearTarget(a.slot))?;
                Ok(self.device.color_fill(*surface, d3dcolor(rgba))?)
            }
            _ => self.state_command(cmd),
        }
    }

    /// The full-screen triangle's buffer and declaration, created on first use.
    pub(super) fn quad(&mut self) -> Result<(VertexBufferId, VertexDeclId), CaseError> {
        if let Some(q) = self.quad {
            return Ok(q);
        }
        let verts: Vec<u8> = [-2.0f32, -2.0, -2.0, 4.0, 4.0, -2.0]
            .iter()
            .flat_map(|f| f.to_le_bytes())
            .collect();
        let vb = self.device.create_vertex_buffer(
            verts.len() as u32,
            Usage::WRITEONLY,
            0,
            Pool::Default,
        )?;
        self.device
            .lock_vertex_buffer(vb, 0, 0, ninebridge_d3d9::LockFlags::empty())?
            .copy_from_slice(&verts);
        self.device.unlock_vertex_buffer(vb)?;
        let decl = self.device.create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float2,
            DeclUsage::Position,
            0,
        )])?;
        self.quad = Some((vb, decl));
        Ok((vb, decl))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn primitive_counts() {
        assert_eq!(primitive_count(PrimitiveType::TriangleStrip, 4), 2);
    }
}
