//! `IDirect3DDevice9::ProcessVertices`: the current vertex processing run
//! on the CPU over the bound streams, its results written to a vertex
//! buffer.
//!
//! Design notes:
//! - D3D9 documents this processing as "always performed in software on
//!   the host processor" ("Device Types and Vertex Processing
//!   Requirements"), so it runs in `ninebridge_interp`, the reference
//!   interpreter: the bound vertex shader's bytecode, or without one the
//!   fixed-function stage's `vs_2_0` program (the draws' own key,
//!   program text and constant registers, `shader::fixed_vertex`). Its
//!   inputs come from the host copies of the bound vertex buffers, read
//!   through the current declaration (or FVF).
//! - The order of operations is the reference page's: the vertex goes to
//!   projection space, then to screen coordinates through the viewport
//!   (`X = X0 + (1 + x/w) W/2`, `Y = Y0 + (1 - y/w) H/2`,
//!   `Z = MinZ + z/w (MaxZ - MinZ)`, `RHW = 1/w`); with `D3DRS_CLIPPING`
//!   on, a vertex outside the view volume (`-w <= x, y <= w`,
//!   `0 <= z <= w`) is stored in projection-space coordinates instead.
//! - The destination's layout is `pVertexDecl` when given (required for
//!   a `vs_3_0` shader) and otherwise the FVF the destination buffer was
//!   created with, which must then be nonzero (reference page, Remarks).
//!   Stream 0 elements are written; a shader's outputs by register
//!   (`oPos`, `oD0`, `oT1`, ... or a `vs_3_0` output's `dcl` usage), a
//!   float element only in the components its output wrote.
//! - `D3DPV_DONOTCOPYDATA` "applies only to fixed function vertex
//!   processing" ("Fixed Function Vertex Processing"): the destination
//!   keeps whatever the processing does not compute. Position is always
//!   computed; colours when lighting is on (the specular also when vertex
//!   fog puts its factor in the specular alpha); a texture coordinate
//!   set when its stage generates or transforms it; the point size with
//!   `D3DRS_POINTSCALEENABLE`. Without the flag the inputs are copied
//!   through (or D3D9's defaults: white diffuse, black specular). Of a
//!   texture coordinate set, only the components processing produces are
//!   written ("Direct3D does not change these extra components").
//! - The write goes through a lock and unlock of the destination, so
//!   recorded draws reading it are submitted first and a capture records
//!   the new contents as any buffer upload.
//!
//! Not done (approximations): the clip status (`GetClipStatus`) and the
//! internal clip codes are not updated; vertex textures read 0 (the
//! interpreter runs without textures); `D3DUSAGE_SOFTWAREPROCESSING` is
//! not required of the buffers (a mixed device's debug runtime wants it);
//! instancing frequencies are ignored (vertex `SrcStartIndex + i` of
//! every stream); pre-transformed input (`POSITIONT`) is refused.

mod elements;

use ninebridge_d3dbc::{Program, RegisterType};
use ninebridge_interp::{Environment, InterpError, Interpreter, NoTextures, Outputs, VertexInput};
use ninebridge_translate::ff::{FfVertexRegisters, TexGen, VertexFog};
use ninebridge_types::{DeclUsage, Fvf, LockFlags, RenderState as R, VertexElement, Viewport};

use super::Device;
use crate::error::D3dError;
use crate::resource::{VertexBufferId, VertexDeclId};
use crate::shader::ShaderSource;

/// `D3DPV_DONOTCOPYDATA`.
pub const PV_DONOTCOPYDATA: u32 = 1;

/// Why `ProcessVertices` failed; [`ProcessVerticesError::hresult`] gives
/// D3D9's result (`D3DERR_INVALIDCALL` for all but what the device has no
/// way to compute, which is `D3DERR_NOTAVAILABLE`).
#[derive(Debug, thiserror::Error)]
pub enum ProcessVerticesError {
    /// Hardware vertex processing is on: the processing runs in software
    /// only (a software device, or a mixed one after
    /// `SetSoftwareVertexProcessing(TRUE)`).
    #[error("ProcessVertices needs software vertex processing (hardware processing is on)")]
    HardwareProcessing,
    /// The destination was created with FVF 0 and no output declaration
    /// was given.
    #[error("the destination vertex buffer has FVF 0 and no output declaration was given")]
    NoOutputLayout,
    /// A `vs_3_0` shader is bound without an output declaration.
    #[error("vertex shader model {major}_{minor} needs an output declaration")]
    OutputDeclarationRequired {
        /// The shader's major version.
        major: u8,
        /// The shader's minor version.
        minor: u8,
    },
    /// The output layout (FVF or declaration) has no position in stream 0.
    #[error("the output layout has no stream 0 POSITION/POSITIONT element")]
    NoOutputPosition,
    /// The destination's vertices past its end.
    #[error(
        "destination vertices {first}..{end} of {stride} bytes reach past the {len}-byte buffer"
    )]
    DestinationTooSmall {
        /// `DestIndex`.
        first: u32,
        /// `DestIndex + VertexCount`.
        end: u64,
        /// Bytes per destination vertex.
        stride: u32,
        /// The buffer's size.
        len: usize,
    },
    /// The destination buffer is locked.
    #[error("the destination vertex buffer is locked")]
    DestinationLocked,
    /// No declaration or FVF is set.
    #[error("no vertex declaration or FVF is set")]
    NoDeclaration,
    /// The input is pre-transformed (`POSITIONT`).
    #[error("pre-transformed input (POSITIONT) is not processed")]
    Pretransformed,
    /// An element's stream has no vertex buffer.
    #[error("stream {stream} has no vertex buffer")]
    UnboundStream {
        /// The stream.
        stream: u16,
    },
    /// A source vertex reaches past its stream's buffer.
    #[error("stream {stream}: vertex {vertex} needs bytes up to {end}, the buffer has {len}")]
    SourceTooSmall {
        /// The stream.
        stream: u16,
        /// The vertex index.
        vertex: u64,
        /// The end of the element read.
        end: u64,
        /// The buffer's size.
        len: usize,
    },
    /// The bound shader was given as a translated program, not bytecode.
    #[error("the vertex shader has no D3D9 bytecode to run")]
    NoBytecode,
    /// The shader's bytecode (or the fixed-function program) could not be
    /// read.
    #[error("vertex program: {0}")]
    Program(String),
    /// The interpreter could not run the program for a vertex.
    #[error("vertex {vertex}: {error}")]
    Interpreter {
        /// The source vertex index.
        vertex: u64,
        /// Why.
        error: InterpError,
    },
    /// A device error (a dead handle, a failed upload).
    #[error(transparent)]
    Device(#[from] D3dError),
}

impl ProcessVerticesError {
    /// The HRESULT D3D9 returns.
    pub fn hresult(&self) -> ninebridge_types::HResult {
        use ninebridge_types::HResult;
        match self {
            ProcessVerticesError::Device(e) => e.hresult(),
            ProcessVerticesError::Interpreter {
                error: InterpError::Unsupported { .. },
                ..
            } => HResult::D3DERR_NOTAVAILABLE,
            _ => HResult::D3DERR_INVALIDCALL,
        }
    }
}

impl From<ProcessVerticesError> for D3dError {
    fn from(e: ProcessVerticesError) -> Self {
        match e {
            ProcessVerticesError::Device(e) => e,
            ProcessVerticesError::Interpreter {
                error: InterpError::Unsupported { .. },
                ..
            } => D3dError::NotAvailable(format!("ProcessVertices: {e}")),
            e => D3dError::InvalidCall(format!("ProcessVertices: {e}")),
        }
    }
}

type PvResult<T> = Result<T, ProcessVerticesError>;

/// Where each output of the program is found.
struct OutputMap {
    /// `vs_3_0`: the `o#` registers' (usage, index) declarations.
    declared: Option<Vec<(DeclUsage, u8, u32)>>,
}

impl OutputMap {
    fn of(program: &Program) -> Self {
        let declared = (program.model.major >= 3).then(|| {
            program
                .declarations
                .iter()
                .filter(|d| d.reg.kind == RegisterType::OUTPUT)
                .map(|d| (d.usage, d.usage_index, d.reg.index))
                .collect()
        });
        OutputMap { declared }
    }

    /// The value and write mask of the output of `usage`/`index`.
    fn get(&self, out: &Outputs, usage: DeclUsage, index: u8) -> Option<([f32; 4], u8)> {
        let reg = match &self.declared {
            Some(decls) => {
                let usage = if usage == DeclUsage::PositionT {
                    DeclUsage::Position
                } else {
                    usage
                };
                let (_, _, r) = decls.iter().find(|(u, i, _)| *u == usage && *i == index)?;
                (RegisterType::OUTPUT, *r)
            }
            None => match (usage, index) {
                (DeclUsage::Position | DeclUsage::PositionT, 0) => (RegisterType::RastOut, 0),
                (DeclUsage::Fog, 0) => (RegisterType::RastOut, 1),
                (DeclUsage::PointSize, 0) => (RegisterType::RastOut, 2),
                (DeclUsage::Color, i @ 0..=1) => (RegisterType::AttrOut, u32::from(i)),
                (DeclUsage::TexCoord, i @ 0..=7) => (RegisterType::TexCrdOut, u32::from(i)),
                _ => return None,
            },
        };
        out.values
            .iter()
            .find(|o| o.reg.kind == reg.0 && o.reg.index == reg.1)
            .map(|o| (o.value, o.mask))
    }
}

/// What fixed-function processing computes (rather than copies), for
/// `D3DPV_DONOTCOPYDATA`, and how many components of each texture set.
struct FfComputed {
    colors: bool,
    specular: bool,
    point_size: bool,
    /// Per stage: (computed, components produced).
    texcoords: [(bool, u8); 8],
}

/// Moves a clip-space position to the screen through `vp` (D3D9's
/// "Viewports and Clipping"), or keeps it with clipping on when it lies
/// outside the view volume (`ProcessVertices` Remarks).
fn to_screen(p: [f32; 4], vp: &Viewport, clipping: bool) -> [f32; 4] {
    let [x, y, z, w] = p;
    let inside = -w <= x && x <= w && -w <= y && y <= w && 0.0 <= z && z <= w;
    if clipping && !inside {
        return p;
    }
    let rhw = 1.0 / w;
    let (width, height) = (vp.width as f32, vp.height as f32);
    [
        vp.x as f32 + (1.0 + x * rhw) * width / 2.0,
        vp.y as f32 + (1.0 - y * rhw) * height / 2.0,
        vp.min_z + z * rhw * (vp.max_z - vp.min_z),
        rhw,
    ]
}

impl Device {
    /// `ProcessVertices(SrcStartIndex, DestIndex, VertexCount, pDestBuffer,
    /// pVertexDecl, Flags)`: runs the current vertex processing (the bound
    /// vertex shader, or the fixed-function stage) on `count` vertices of
    /// the bound streams from `src_start`, and writes them to `dest` from
    /// vertex `dest_index` in `decl`'s layout, else the buffer's FVF. See
    /// the module notes for the rules and what is approximated.
    pub fn process_vertices(
        &mut self,
        src_start: u32,
        dest_index: u32,
        count: u32,
        dest: VertexBufferId,
        decl: Option<VertexDeclId>,
        flags: u32,
    ) -> PvResult<()> {
        if !self.state.software_vp() {
            return Err(ProcessVerticesError::HardwareProcessing);
        }
        let (layout, stride) = self.output_layout(dest, decl)?;
        let buffer = self.resources.vertex_buffers.get(dest.0)?;
        if buffer.locked.is_some() {
            return Err(ProcessVerticesError::DestinationLocked);
        }
        let end = u64::from(dest_index) + u64::from(count);
        let len = buffer.len;
        if end * u64::from(stride) > len as u64 {
            return Err(ProcessVerticesError::DestinationTooSmall {
                first: dest_index,
                end,
                stride,
                len,
            });
        }
        if count == 0 {
            return Ok(());
        }
        let start = dest_index as usize * stride as usize;
        let mut out = buffer.shadow[start..start + count as usize * stride as usize].to_vec();

        let inputs = self.input_elements()?;
        let read_sets = layout
            .iter()
            .filter(|e| e.usage == DeclUsage::TexCoord && e.usage_index < 8)
            .fold(0u8, |m, e| m | 1 << e.usage_index);
        let (program, env, ff) = self.vertex_program(read_sets, decl.is_some())?;
        let interpreter =
            Interpreter::new(&program).map_err(|error| ProcessVerticesError::Interpreter {
                vertex: u64::from(src_start),
                error,
            })?;
        let outputs = OutputMap::of(&program);
        let vp = self.process_viewport()?;
        let clipping = self.state.render().flag(R::Clipping);
        let keep = flags & PV_DONOTCOPYDATA != 0;
        for (i, dst) in out.chunks_exact_mut(stride as usize).enumerate() {
            let vertex = u64::from(src_start) + i as u64;
            let input = self.fetch_vertex(&program, &inputs, vertex)?;
            let result = interpreter
                .run_vertex(&env, &NoTextures, &input)
                .map_err(|error| ProcessVerticesError::Interpreter { vertex, error })?;
            for e in &layout {
                let at = usize::from(e.offset);
                let Some(slot) = dst.get_mut(at..at + e.ty.size_in_bytes() as usize) else {
                    continue;
                };
                let position = matches!(e.usage, DeclUsage::Position | DeclUsage::PositionT)
                    && e.usage_index == 0;
                if position {
                    let (p, _) = outputs
                        .get(&result, DeclUsage::Position, 0)
                        .unwrap_or_default();
                    elements::write(e.ty, to_screen(p, &vp, clipping), 0xf, slot);
                    continue;
                }
                let Some((mut value, mut mask)) = outputs.get(&result, e.usage, e.usage_index)
                else {
                    continue;
                };
                if let Some(ff) = &ff {
                    let computed = match (e.usage, e.usage_index) {
                        (DeclUsage::Color, 0) => ff.colors,
                        (DeclUsage::Color, 1) => ff.colors || ff.specular,
                        (DeclUsage::PointSize, 0) => ff.point_size,
                        (DeclUsage::TexCoord, k @ 0..=7) => {
                            let (computed, n) = ff.texcoords[usize::from(k)];
                            mask = (1u8 << n.min(4)) - 1;
                            computed
                        }
                        _ => true,
                    };
                    if keep && !computed {
                        continue;
                    }
                    // Vertex fog goes out in the specular alpha, as
                    // pre-transformed vertices carry it.
                    if ff.specular && (e.usage, e.usage_index) == (DeclUsage::Color, 1) {
                        if let Some((fog, _)) = outputs.get(&result, DeclUsage::Fog, 0) {
                            value[3] = fog[0];
                        }
                    }
                }
                elements::write(e.ty, value, mask, slot);
            }
        }
        self.lock_vertex_buffer(dest, start as u32, out.len() as u32, LockFlags::empty())?
            .copy_from_slice(&out);
        self.unlock_vertex_buffer(dest)?;
        Ok(())
    }

    /// The destination's stream 0 elements and its vertex size.
    fn output_layout(
        &self,
        dest: VertexBufferId,
        decl: Option<VertexDeclId>,
    ) -> PvResult<(Vec<VertexElement>, u32)> {
        let layout = match decl {
            Some(d) => self.resources.declarations.get(d.0)?.clone(),
            None => {
                let fvf = self.resources.vertex_buffers.get(dest.0)?.fvf;
                if fvf == 0 {
                    return Err(ProcessVerticesError::NoOutputLayout);
                }
                crate::fvf::fvf_declaration(Fvf::from_d3d(fvf))?
            }
        };
        let layout: Vec<VertexElement> = layout.into_iter().filter(|e| e.stream == 0).collect();
        if !layout.iter().any(|e| {
            matches!(e.usage, DeclUsage::Position | DeclUsage::PositionT) && e.usage_index == 0
        }) {
            return Err(ProcessVerticesError::NoOutputPosition);
        }
        let stride = layout
            .iter()
            .map(|e| u32::from(e.offset) + e.ty.size_in_bytes())
            .max()
            .unwrap_or(0);
        Ok((layout, stride))
    }

    /// The current declaration's elements (refusing pre-transformed ones).
    fn input_elements(&self) -> PvResult<Vec<VertexElement>> {
        let decl = self
            .state
            .declaration()
            .ok_or(ProcessVerticesError::NoDeclaration)?;
        let elements = self.resources.declarations.get(decl.0)?.clone();
        if elements.iter().any(|e| e.usage == DeclUsage::PositionT) {
            return Err(ProcessVerticesError::Pretransformed);
        }
        Ok(elements)
    }

    /// The viewport, `None` meaning the whole of render target 0.
    fn process_viewport(&self) -> PvResult<Viewport> {
        if let Some(vp) = self.state.viewport() {
            return Ok(vp);
        }
        let (width, height) = match self.state.render_targets()[0] {
            Some(rt) => self.surface_size(rt)?,
            None => (0, 0),
        };
        Ok(Viewport {
            x: 0,
            y: 0,
            width,
            height,
            min_z: 0.0,
            max_z: 1.0,
        })
    }

    /// The program to run, its constants, and with the fixed-function
    /// stage what it computes. `read_sets`: the texture coordinate sets
    /// the destination holds; `has_decl`: an output declaration was given.
    fn vertex_program(
        &self,
        read_sets: u8,
        has_decl: bool,
    ) -> PvResult<(Program, Environment, Option<FfComputed>)> {
        let Some(vs) = self.state.vertex_shader() else {
            return self.ff_program(read_sets);
        };
        let ShaderSource::Bytecode(code) = &self.renderer.shaders.vertex.get(vs.0)?.source else {
            return Err(ProcessVerticesError::NoBytecode);
        };
        let program = ninebridge_d3dbc::parse_bytes(code)
            .map_err(|e| ProcessVerticesError::Program(e.to_string()))?;
        if program.model.major >= 3 && !has_decl {
            return Err(ProcessVerticesError::OutputDeclarationRequired {
                major: program.model.major,
                minor: program.model.minor,
            });
        }
        let c = &self.state.vs_constants();
        let env = Environment {
            float_constants: c.floats()[..c.layout().0.min(c.floats().len())].to_vec(),
            int_constants: c.ints()[..c.layout().1.min(c.ints().len())].to_vec(),
            bool_constants: c.bools()[..c.layout().2.min(c.bools().len())].to_vec(),
            ..Environment::default()
        };
        Ok((program, env, None))
    }

    /// The fixed-function stage as a program: the draws' key (with the
    /// destination's texture sets as the ones read), its program text and
    /// constant registers.
    fn ff_program(&self, read_sets: u8) -> PvResult<(Program, Environment, Option<FfComputed>)> {
        let key =
            self.renderer
                .ff_vertex_key(&self.state, &self.resources, read_sets, false, false)?;
        let text = ninebridge_translate::ff::ff_vertex_program(&key);
        let program = ninebridge_d3dbc::assemble_program(&text)
            .map_err(|e| ProcessVerticesError::Program(e.to_string()))?;
        let mut constants = vec![[0.0f32; 4]; FfVertexRegisters::COUNT as usize];
        let vp_height = self.process_viewport()?.height as f32;
        self.renderer.write_ff_vertex_constants(
            &self.state,
            vp_height,
            bytemuck::cast_slice_mut(&mut constants),
        );
        let env = Environment {
            float_constants: constants,
            ..Environment::default()
        };
        let inputs = self.input_elements()?;
        let set_size = |set: u8| {
            inputs
                .iter()
                .find(|e| e.usage == DeclUsage::TexCoord && e.usage_index == set)
                .map_or(0, |e| e.ty.component_count() as u8)
        };
        let texcoords = std::array::from_fn(|k| match key.stage(k) {
            None => (false, 4),
            Some(stage) => {
                let generated = match stage.generation {
                    TexGen::PassThrough { set, .. } => (false, set_size(set)),
                    TexGen::SphereMap => (true, 2),
                    _ => (true, 3),
                };
                match stage.transform_count {
                    0 => (generated.0, if generated.1 == 0 { 4 } else { generated.1 }),
                    n => (true, n),
                }
            }
        });
        let rs = &self.state.render();
        let computed = FfComputed {
            colors: rs.flag(R::Lighting),
            specular: matches!(key.fog(), VertexFog::Computed { .. }),
            point_size: rs.flag(R::PointScaleEnable),
            texcoords,
        };
        Ok((program, env, Some(computed)))
    }

    /// The inputs of source vertex `vertex`: each `v#` the program
    /// declares, read from the element of the same usage (absent ones
    /// read (0, 0, 0, 1)).
    fn fetch_vertex(
        &self,
        program: &Program,
        elements: &[VertexElement],
        vertex: u64,
    ) -> PvResult<VertexInput> {
        let mut v = vec![[0.0, 0.0, 0.0, 1.0]; 16];
        for d in &program.declarations {
            if d.reg.kind != RegisterType::Input || d.reg.index >= 16 {
                continue;
            }
            let Some(e) = elements
                .iter()
                .find(|e| e.usage == d.usage && e.usage_index == d.usage_index)
            else {
                continue;
            };
            let stream = self
                .state
                .streams()
                .get(usize::from(e.stream))
                .copied()
                .flatten()
                .ok_or(ProcessVerticesError::UnboundStream { stream: e.stream })?;
            let buffer = self.resources.vertex_buffers.get(stream.buffer.0)?;
            let at =
                u64::from(stream.offset) + vertex * u64::from(stream.stride) + u64::from(e.offset);
            let end = at + u64::from(e.ty.size_in_bytes());
            if end > buffer.len as u64 {
                return Err(ProcessVerticesError::SourceTooSmall {
                    stream: e.stream,
                    vertex,
                    end,
                    len: buffer.len,
                });
            }
            v[d.reg.index as usize] =
                elements::read(e.ty, &buffer.shadow[at as usize..end as usize]);
        }
        Ok(VertexInput { v })
    }
}
