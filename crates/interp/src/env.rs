//! What a run takes besides the program (constants, ps_1_x texture-stage
//! state, options) and what it gives back.

use ninebridge_d3dbc::{Register, RegisterType};

/// Texture-stage state the ps_1_x texture instructions read.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct StageState {
    /// D3DTSS_BUMPENVMAT00, 01, 10, 11.
    pub bump_matrix: [f32; 4],
    /// D3DTSS_BUMPENVLSCALE.
    pub luminance_scale: f32,
    /// D3DTSS_BUMPENVLOFFSET.
    pub luminance_offset: f32,
    /// D3DTSS_TEXTURETRANSFORMFLAGS has D3DTTFF_PROJECTED: ps_1_1..1_3 `tex`
    /// (and the other sampling ps_1_x instructions on a coordinate) divide
    /// by the coordinate's last component.
    pub projected: bool,
}

impl Default for StageState {
    fn default() -> Self {
        StageState {
            bump_matrix: [0.0; 4],
            luminance_scale: 0.0,
            luminance_offset: 0.0,
            projected: false,
        }
    }
}

/// The environment of a run: constants as the application set them (a
/// program's `def`/`defi`/`defb` override them), stage state and options.
#[derive(Clone, Debug)]
pub struct Environment {
    /// Float constants `c0..` (missing registers read 0).
    pub float_constants: Vec<[f32; 4]>,
    /// Integer constants `i0..`.
    pub int_constants: Vec<[i32; 4]>,
    /// Boolean constants `b0..`.
    pub bool_constants: Vec<bool>,
    /// Texture stages 0..7 (ps_1_x).
    pub stages: [StageState; 8],
    /// `D3DCAPS9.MaxPixelShaderValue`: ps_1_x arithmetic results are clamped
    /// to [-v, v]. The reference lets the device choose (at least 1); D3D9
    /// hardware with float pixel pipes reports `f32::MAX`, the default.
    pub max_pixel_shader_value: f32,
    /// The "0 times anything is 0" multiply for `mul`, `mad`, `dp*` and the
    /// matrix macros (the translator's `mul_zero` option).
    pub mul_zero: bool,
    /// Instructions one invocation may execute before [`crate::InterpError::StepLimit`].
    pub step_limit: u64,
}

impl Default for Environment {
    fn default() -> Self {
        Environment {
            float_constants: Vec::new(),
            int_constants: Vec::new(),
            bool_constants: Vec::new(),
            stages: [StageState::default(); 8],
            max_pixel_shader_value: f32::MAX,
            mul_zero: false,
            step_limit: 1 << 22,
        }
    }
}

/// The inputs of one vertex: `v#` by register number.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VertexInput {
    /// `v0..v15` (missing registers read 0).
    pub v: Vec<[f32; 4]>,
}

/// The interpolated inputs of one pixel.
#[derive(Clone, Debug, PartialEq)]
pub struct PixelInput {
    /// `v#`: colours `v0`/`v1` below ps_3_0, the declared inputs in ps_3_0.
    pub v: Vec<[f32; 4]>,
    /// Texture coordinate sets 0..7 (`t#` of ps_1_x / ps_2_x).
    pub texcoord: [[f32; 4]; 8],
    /// `vPos`: the pixel's window position (x, y) (D3D9 pixel centres are
    /// integers).
    pub position: [f32; 2],
    /// `vFace`: positive for front faces, negative for back faces.
    pub face: f32,
    /// The interpolated depth `oDepth` defaults to (and `texdepth` replaces).
    pub depth: f32,
}

impl Default for PixelInput {
    fn default() -> Self {
        PixelInput {
            v: Vec::new(),
            texcoord: [[0.0; 4]; 8],
            position: [0.0; 2],
            face: 1.0,
            depth: 0.0,
        }
    }
}

/// One output register the program wrote.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OutputValue {
    /// `oPos`, `oD0`, `oT1`, `o3`, `oC0`, `oDepth` (ps_1_x: `r0` is the colour).
    pub reg: Register,
    /// Components written (bit 0 = x); the others are 0.
    pub mask: u8,
    /// The value.
    pub value: [f32; 4],
}

/// What one invocation produced.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Outputs {
    /// Output registers written, in register order.
    pub values: Vec<OutputValue>,
    /// The pixel was discarded (`texkill`).
    pub killed: bool,
    /// Samples this invocation took at a non-finite coordinate. No rule of
    /// D3D9 or of the APIs underneath says what such a sample returns
    /// (Vulkan leaves it undefined; GPUs differ), so the interpreter counts
    /// them here (and samples them as its texture rules give): an output
    /// they feed is undefined, not wrong.
    pub undefined_samples: u32,
    /// The first instruction that wrote an inf or NaN to a float register
    /// in this invocation: where a non-finite output began (inputs are
    /// finite, so that instruction made it from finite operands, or sampled
    /// at a non-finite coordinate).
    pub first_non_finite: Option<NonFiniteOrigin>,
}

/// Where an invocation's first inf or NaN was made.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NonFiniteOrigin {
    /// The instruction's index in `Program::instructions`.
    pub index: usize,
    /// Its float sources' values as it read them (swizzle and modifiers
    /// applied; sampler operands are left out).
    pub operands: Vec<[f32; 4]>,
}

impl Outputs {
    /// The value of `reg`, if the program wrote it.
    pub fn get(&self, kind: RegisterType, index: u32) -> Option<[f32; 4]> {
        self.values
            .iter()
            .find(|o| o.reg == Register::new(kind, index))
            .map(|o| o.value)
    }
}
