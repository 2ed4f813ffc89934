//! The set-up every d3d9 test file shares: the GPU and a device on it (with
//! the real translator or with WGSL "bytecode"), shader assembly, vertex
//! data as bytes and float readback. Each test file uses part of it.
#![allow(dead_code)]

use ninebridge_d3d9::*;

/// The default adapter (lavapipe in CI).
pub fn gpu() -> Gpu {
    Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)")
}

/// A device with the real translator (`BytecodeTranslator`).
pub fn bytecode_device() -> Device {
    Device::new(gpu(), Box::new(BytecodeTranslator::default()))
}

/// The real translator without `Create*Shader`'s checks (its
/// `check_creation` is the trait's, which accepts everything): how tests
/// reach the draw-time failure of bytecode the device would refuse.
pub struct UncheckedBytecode(pub BytecodeTranslator);

impl ShaderTranslator for UncheckedBytecode {
    fn translate(
        &self,
        bytecode: &[u8],
        variant: &ShaderVariant,
    ) -> Result<ShaderProgram, ShaderError> {
        self.0.translate(bytecode, variant)
    }

    fn declared_sampler_kinds(&self, bytecode: &[u8]) -> [Option<TextureKind>; 16] {
        self.0.declared_sampler_kinds(bytecode)
    }
}

/// A device with [`UncheckedBytecode`].
pub fn unchecked_bytecode_device() -> Device {
    Device::new(
        gpu(),
        Box::new(UncheckedBytecode(BytecodeTranslator::default())),
    )
}

/// A device whose shaders are WGSL text (`WgslTranslator`).
pub fn wgsl_device() -> Device {
    Device::new(gpu(), Box::new(WgslTranslator))
}

/// The bytecode of a shader in the project's assembly syntax.
pub fn bytes(asm: &str) -> Vec<u8> {
    ninebridge_d3dbc::assemble(asm)
        .expect("test shader assembles")
        .iter()
        .flat_map(|t| t.to_le_bytes())
        .collect()
}

/// Floats as little-endian bytes (vertex data, texels).
pub fn float_bytes<'a>(values: impl IntoIterator<Item = &'a f32>) -> Vec<u8> {
    values.into_iter().flat_map(|f| f.to_le_bytes()).collect()
}

/// Little-endian bytes read back as floats.
pub fn floats(bytes: &[u8]) -> Vec<f32> {
    bytes
        .chunks_exact(4)
        .map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// A one-level managed A8R8G8B8 texture of `width` x `height` holding
/// `texels` (`0xAARRGGBB`, rows top to bottom).
pub fn argb_texture(d: &mut Device, width: u32, height: u32, texels: &[u32]) -> TextureId {
    let t = d
        .create_texture(
            width,
            height,
            1,
            Usage::empty(),
            Format::A8R8G8B8,
            Pool::Managed,
        )
        .unwrap();
    let bytes: Vec<u8> = texels.iter().flat_map(|c| c.to_le_bytes()).collect();
    d.lock_rect(t, 0, None, LockFlags::empty())
        .unwrap()
        .bits
        .copy_from_slice(&bytes);
    d.unlock_rect(t, 0).unwrap();
    t
}

/// The pixels of an A32B32G32R32F render target.
pub fn pixels(d: &Device, rt: SurfaceId) -> Vec<[f32; 4]> {
    floats(&d.get_render_target_data(rt).unwrap())
        .chunks_exact(4)
        .map(|p| [p[0], p[1], p[2], p[3]])
        .collect()
}

/// Shaders as WGSL "bytecode", written to the binding contract. Vertex
/// inputs: location 0 is POSITION, location n TEXCOORD n-1, as a D3D
/// translator would report them. With the alpha test on, the line
/// `//ALPHATEST` becomes a discard of alpha below 0.5. Text that is not WGSL
/// is the translator's error.
pub struct WgslTranslator;

impl ShaderTranslator for WgslTranslator {
    fn translate(
        &self,
        bytecode: &[u8],
        variant: &ShaderVariant,
    ) -> Result<ShaderProgram, ShaderError> {
        let fail = |e: String| ShaderError::Translator(e);
        let text = std::str::from_utf8(bytecode).map_err(|e| fail(e.to_string()))?;
        let text = if variant.alpha_test.is_some() {
            text.replace("//ALPHATEST", "if c.a < 0.5 { discard; }")
        } else {
            text.to_string()
        };
        let module =
            naga::front::wgsl::parse_str(&text).map_err(|e| fail(e.message().to_string()))?;
        let ep = module
            .entry_points
            .first()
            .ok_or_else(|| fail("no entry point".into()))?;
        let mut inputs = Vec::new();
        if ep.stage == naga::ShaderStage::Vertex {
            for arg in &ep.function.arguments {
                if let Some(naga::Binding::Location { location, .. }) = arg.binding {
                    let (usage, usage_index) = if location == 0 {
                        (DeclUsage::Position, 0)
                    } else {
                        (DeclUsage::TexCoord, location - 1)
                    };
                    inputs.push(ProgramInput {
                        usage,
                        usage_index,
                        location,
                    });
                }
            }
        }
        Ok(ShaderProgram {
            entry_point: ep.name.clone(),
            stage: ep.stage,
            module,
            inputs,
            unwritten_inputs: Vec::new(),
            moved_varyings: Vec::new(),
        })
    }
}

/// A WGSL vertex shader to the binding contract passing position (location
/// 0) and texture coordinate (location 1) through.
pub const PASSTHROUGH_VS: &str = r#"
struct R { half_pixel: vec4<f32>, clip_planes: array<vec4<f32>, 6>, point: vec4<f32>, viewport: vec4<f32> }
@group(0) @binding(1) var<uniform> r: R;
struct Out { @builtin(position) pos: vec4<f32>, @location(0) tc: vec4<f32> }
@vertex fn main(@location(0) pos: vec4<f32>, @location(1) tc: vec4<f32>) -> Out {
    var o: Out;
    o.pos = pos + vec4(r.half_pixel.xy * pos.w, 0.0, 0.0);
    o.tc = tc;
    return o;
}
"#;

/// A triangle over the whole target (FLOAT2 position, FLOAT2 texcoord);
/// texcoord (0, 0) at the top-left corner, (1, 1) at the bottom-right one.
pub const FULL: [[f32; 4]; 3] = [
    [-1.0, 1.0, 0.0, 0.0],
    [3.0, 1.0, 2.0, 0.0],
    [-1.0, -3.0, 0.0, 2.0],
];

/// A WGSL device drawing into a `width` x `height` A32B32G32R32F target with
/// [`PASSTHROUGH_VS`] and the pixel shader `ps`, a declaration of FLOAT2
/// position + FLOAT2 texcoord (stride 16) and culling off.
pub fn wgsl_setup(width: u32, height: u32, ps: &str) -> (Device, SurfaceId) {
    let mut d = wgsl_device();
    let rt = d
        .create_render_target(
            width,
            height,
            Format::A32B32G32R32F,
            MultiSampleType::None,
            0,
            false,
        )
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    let vs = d.create_vertex_shader(PASSTHROUGH_VS.as_bytes()).unwrap();
    let ps = d.create_pixel_shader(ps.as_bytes()).unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[
            VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
            VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0),
        ])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    (d, rt)
}
