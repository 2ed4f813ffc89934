//! A reference interpreter for Direct3D 9 shader bytecode, written from
//! D3D9's documented rules (the Direct3D 9 assembly reference: instructions,
//! modifiers, registers, the ps_1_x texture instructions) and not from the
//! translator, so that running both on the same inputs checks each against
//! the other.
//!
//! Design notes:
//! - [`Interpreter::new`] prepares a parsed [`ninebridge_d3dbc::Program`]
//!   once (matching `if`/`else`/`endif`, loops and labels; collecting
//!   `def*`), then runs it many times: [`Interpreter::run_vertex`] for one
//!   vertex, [`Interpreter::run_quad`] for a 2x2 quad of pixels.
//! - A quad's four pixels run in lockstep, as GPUs do: one program counter,
//!   a mask of active lanes, and a stack of open blocks (`if`, loops, calls)
//!   that records which lanes entered each. Divergent `if_*`/`break_*`/
//!   `breakp`/`callnz p0` narrow the mask; leaving the block restores it.
//!   So `dsx`/`dsy` and implicit-LOD sampling see their neighbours' values.
//! - Values are `f32`, computed with IEEE arithmetic except where the
//!   reference's pseudo-code says otherwise (`float`: `rcp`/`rsq` of 0,
//!   `log`/`pow` of |x|, `lit`'s clamp, `mova` rounding, ...).
//! - Sampling goes through the [`Textures`] trait; [`CpuTextures`] is the
//!   CPU implementation (point/linear, mipmaps, 2D/cube/volume, address
//!   modes, border colour).
//! - Nothing panics on a program the validator accepts (nor on most it
//!   refuses): out-of-range registers read 0 and writes to them are
//!   dropped; an instruction or operand form that is not implemented is
//!   [`InterpError::Unsupported`], never a silently wrong value; runaway
//!   programs stop at [`Environment::step_limit`].
//! - [`Interpreter::with_fault`] computes one instruction wrongly on
//!   purpose ([`Fault`]): how the differential oracle's sensitivity is
//!   tested.
//! - Feature `generate`: random valid programs (assembly text) for property
//!   tests and differential fuzzing.
//!
//! ```
//! use ninebridge_interp::{Environment, Interpreter, NoTextures, VertexInput};
//! use ninebridge_d3dbc::{RegisterType, assemble_program};
//!
//! let p = assemble_program("vs_2_0\ndcl_position v0\nrcp r0.x, v0.x\nmov oPos, r0.x\n")?;
//! let it = Interpreter::new(&p)?;
//! let out = it.run_vertex(&Environment::default(), &NoTextures, &VertexInput { v: vec![[4.0, 0.0, 0.0, 1.0]] })?;
//! assert_eq!(out.get(RegisterType::RastOut, 0), Some([0.25; 4]));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod alu;
pub mod env;
pub mod error;
pub mod fault;
pub mod float;
mod flow;
#[cfg(feature = "generate")]
pub mod generate;
mod machine;
pub mod perturb;
mod regs;
pub mod sample;
mod tex;

pub use env::{
    Environment, NonFiniteOrigin, OutputValue, Outputs, PixelInput, StageState, VertexInput,
};
pub use error::InterpError;
pub use fault::Fault;
pub use machine::Interpreter;
pub use perturb::Perturbation;
pub use sample::{
    CpuTexture, CpuTextures, LodMode, NoTextures, SampleRequest, SamplerDesc, Textures,
    d3dcolor_to_rgba,
};
