//! Shader objects: creation from bytecode or from a translated program,
//! and `SetVertexShader` / `SetPixelShader`.

use super::Device;
use crate::capture::{pixel_shader_id, vertex_shader_id};
use crate::error::{D3dResult, invalid};
use crate::resource::{PixelShaderId, VertexShaderId};
use crate::shader::{Shader, ShaderCreation, ShaderProgram, ShaderSource};
use ninebridge_trace::{Call, step as ts};

impl Device {
    /// `CreateVertexShader` from bytecode. It is translated on a pipeline
    /// worker in its likely variant before any draw (unless
    /// `NINEBRIDGE_SHADER_PREWARM=0`), and by the first draw of any other
    /// variant; a failure is reported by the draw.
    pub fn create_vertex_shader(&mut self, bytecode: &[u8]) -> D3dResult<VertexShaderId> {
        self.captured(
            |dev| dev.create_vertex_shader_as(bytecode, false),
            |d, out| {
                Call::CreateVertexShader(ts::CreateShader::new(
                    out.map_or_else(|| d.failed_id(), |s| vertex_shader_id(*s)),
                    bytecode,
                ))
            },
        )
    }

    /// `CreateVertexShader` for Direct3D 8 bytecode: a vs_1_x shader
    /// without `dcl` binds `v<n>` by register number through a Direct3D 8
    /// declaration ([`Device::create_vertex_declaration_d3d8`]), which
    /// Direct3D 9's `CreateVertexShader` refuses. Everything else is as
    /// [`Device::create_vertex_shader`].
    pub fn create_vertex_shader_d3d8(&mut self, bytecode: &[u8]) -> D3dResult<VertexShaderId> {
        self.captured(
            |dev| dev.create_vertex_shader_as(bytecode, true),
            |d, out| {
                Call::CreateVertexShader(ts::CreateShader::new(
                    out.map_or_else(|| d.failed_id(), |s| vertex_shader_id(*s)),
                    bytecode,
                ))
            },
        )
    }

    /// What D3D9's runtime checks at `Create*Shader` on this device
    /// (`d3d8`: Direct3D 8 bytecode).
    fn shader_creation(&self, stage: naga::ShaderStage, d3d8: bool) -> ShaderCreation {
        ShaderCreation {
            stage,
            // Software and mixed devices validate against the software
            // constant files in either mode (Wine's test_unsupported_shaders).
            software_vp: self.state.vs_constants().count().0 > crate::VS_FLOAT_CONSTANTS,
            d3d8,
        }
    }

    fn create_vertex_shader_as(
        &mut self,
        bytecode: &[u8],
        d3d8: bool,
    ) -> D3dResult<VertexShaderId> {
        let creation = self.shader_creation(naga::ShaderStage::Vertex, d3d8);
        let service = &self.renderer.pipelines.service;
        service
            .modules()
            .translator()
            .check_creation(bytecode, &creation)
            .map_err(|reason| invalid!("CreateVertexShader: {reason}"))?;
        let mut s = Shader::new(ShaderSource::Bytecode(bytecode.to_vec()));
        // Prewarmed in the variant of the current processing mode.
        let variant = crate::shader::ShaderVariant {
            software_vp: self.state.software_vp(),
            ..Default::default()
        };
        s.code = service.register_shader(crate::shader::recipe::VERTEX, bytecode, variant);
        Ok(VertexShaderId(self.renderer.shaders.vertex.insert(s)))
    }

    /// `CreatePixelShader` from bytecode.
    pub fn create_pixel_shader(&mut self, bytecode: &[u8]) -> D3dResult<PixelShaderId> {
        self.captured(
            |dev| {
                let creation = dev.shader_creation(naga::ShaderStage::Fragment, false);
                dev.renderer
                    .pipelines
                    .service
                    .modules()
                    .translator()
                    .check_creation(bytecode, &creation)
                    .map_err(|reason| invalid!("CreatePixelShader: {reason}"))?;
                // A shader pack replaces whole pixel shaders by exact match, looked
                // up here once, never per draw: the replacement is what is
                // translated and keyed (spec 001, "Shader mod packs").
                let replacement = dev
                    .shader_pack()
                    .and_then(|pack| pack.replace(bytecode).map(<[u8]>::to_vec));
                if replacement.is_some() {
                    dev.renderer.shaders.pack_replacements += 1;
                }
                let code = replacement.as_deref().unwrap_or(bytecode);
                let mut s = Shader::new(ShaderSource::Bytecode(code.to_vec()));
                let service = &dev.renderer.pipelines.service;
                s.declared = service.modules().translator().declared_sampler_kinds(code);
                s.code =
                    service.register_shader(crate::shader::recipe::PIXEL, code, Default::default());
                Ok(PixelShaderId(dev.renderer.shaders.pixel.insert(s)))
            },
            |d, out| {
                Call::CreatePixelShader(ts::CreateShader::new(
                    out.map_or_else(|| d.failed_id(), |s| pixel_shader_id(*s)),
                    bytecode,
                ))
            },
        )
    }

    /// The shader pack pixel shaders are replaced from: the one set with
    /// [`Device::set_shader_pack`], or the process's `NINEBRIDGE_SHADER_PACK`
    /// (unless `NINEBRIDGE_SHADER_MODS=0`), loaded on first use. An invalid
    /// pack is discarded whole with one log line and the originals used.
    fn shader_pack(&mut self) -> Option<&ninebridge_packs::ShaderPack> {
        self.renderer
            .shaders
            .pack
            .get_or_insert_with(|| {
                ninebridge_packs::runtime::shader_pack().map(crate::shader::PackSource::Process)
            })
            .as_ref()
            .map(crate::shader::PackSource::pack)
    }

    /// Replaces pixel shaders from `pack` at their creation from now on
    /// (`None`: no replacement, whatever the environment says).
    pub fn set_shader_pack(&mut self, pack: Option<std::sync::Arc<ninebridge_packs::ShaderPack>>) {
        self.renderer.shaders.pack = Some(pack.map(crate::shader::PackSource::Given));
    }

    /// Pixel shaders created from a shader pack's replacement so far.
    pub fn shader_pack_replacements(&self) -> u64 {
        self.renderer.shaders.pack_replacements
    }

    /// A vertex shader from an already translated program.
    pub fn create_vertex_shader_from_program(
        &mut self,
        program: ShaderProgram,
    ) -> D3dResult<VertexShaderId> {
        if program.stage != naga::ShaderStage::Vertex {
            return Err(invalid!("program stage {:?} is not vertex", program.stage));
        }
        let s = Shader::new(ShaderSource::Program(Box::new(program)));
        Ok(VertexShaderId(self.renderer.shaders.vertex.insert(s)))
    }

    /// A pixel shader from an already translated program.
    pub fn create_pixel_shader_from_program(
        &mut self,
        program: ShaderProgram,
    ) -> D3dResult<PixelShaderId> {
        if program.stage != naga::ShaderStage::Fragment {
            return Err(invalid!(
                "program stage {:?} is not fragment",
                program.stage
            ));
        }
        let s = Shader::new(ShaderSource::Program(Box::new(program)));
        Ok(PixelShaderId(self.renderer.shaders.pixel.insert(s)))
    }

    /// `SetVertexShader`.
    pub fn set_vertex_shader(&mut self, shader: Option<VertexShaderId>) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if let Some(s) = shader {
                    dev.renderer.shaders.vertex.get(s.0)?;
                }
                dev.sink().set_vertex_shader(shader);
                Ok(())
            },
            |_, _| {
                Call::SetVertexShader(ts::SetShader {
                    shader: shader.map(vertex_shader_id),
                })
            },
        )
    }

    /// `SetPixelShader`.
    pub fn set_pixel_shader(&mut self, shader: Option<PixelShaderId>) -> D3dResult<()> {
        self.captured_setter(
            |dev| {
                if let Some(s) = shader {
                    dev.renderer.shaders.pixel.get(s.0)?;
                }
                dev.sink().set_pixel_shader(shader);
                Ok(())
            },
            |_, _| {
                Call::SetPixelShader(ts::SetShader {
                    shader: shader.map(pixel_shader_id),
                })
            },
        )
    }

    /// The vertex processing the device was created with
    /// (`D3DCREATE_SOFTWARE_VERTEXPROCESSING`, `_HARDWARE_` or `_MIXED_`
    /// in `flags`). Software and mixed devices have the `vs_3_sw` constant
    /// files (8192 float, 2048 integer, 2048 boolean registers) for
    /// `SetVertexShaderConstant*` in either mode; hardware devices 256, 16
    /// and 16. A software device starts in software mode.
    pub fn set_vertex_processing_flags(&mut self, flags: ninebridge_types::CreateFlags) {
        use ninebridge_types::CreateFlags as F;
        let software = flags.contains(F::SOFTWARE_VERTEXPROCESSING);
        let large = software || flags.contains(F::MIXED_VERTEXPROCESSING);
        let count = if large {
            crate::state::SOFTWARE_VS_CONSTANTS
        } else {
            (crate::VS_FLOAT_CONSTANTS, 16, 16)
        };
        self.state.set_vs_constant_count(count);
        self.apply_software_vertex_processing(software);
    }

    /// `SetSoftwareVertexProcessing`: with software vertex processing on,
    /// vertex shaders see the `vs_3_sw` constant files (8192 float, 2048
    /// integer and 2048 boolean registers, where hardware processing has
    /// 256, 16 and 16), held in a storage buffer; in hardware mode the
    /// registers beyond the hardware files keep their values unseen.
    /// (D3D9 allows the switch on mixed-processing devices only; the
    /// caller enforces that.)
    pub fn set_software_vertex_processing(&mut self, software: bool) {
        self.captured(
            |dev| dev.apply_software_vertex_processing(software),
            |_, _| Call::SetSoftwareVertexProcessing(ts::SetSoftwareVertexProcessing { software }),
        )
    }

    fn apply_software_vertex_processing(&mut self, software: bool) {
        self.state.set_software_vp(software);
    }

    /// `GetSoftwareVertexProcessing`.
    pub fn software_vertex_processing(&self) -> bool {
        self.state.software_vp()
    }
}
