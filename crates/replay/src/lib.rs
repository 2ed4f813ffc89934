//! Replays D3D9 call traces (`ninebridge-trace`) on the D3D9 device
//! (`ninebridge-d3d9`) and checks their probes.
//!
//! # Design notes
//!
//! - **One device a trace, one step at a time.** [`Replayer::run`] makes a
//!   fresh `Device` on the shared GPU and runs the trace's steps in order;
//!   `CreateDevice` (step 0) makes the implicit back buffer and automatic
//!   depth-stencil surface as render target 0 and depth surface.
//! - **The mapping layer** (`map.rs`) is one `match` arm per call, each
//!   only the device's public API. A call the device cannot express yet is
//!   `Failure::Unsupported` naming the missing API, so adding that API is
//!   replacing one arm. Object ids map to device handles in `objects.rs`;
//!   texture-level surfaces (`t0.l1`) are fetched on first use.
//! - **Failures never stop a run** (`taint.rs`). A failed step taints what
//!   it would have changed: a surface's pixels (draws, clears, copies), a
//!   texture's or buffer's contents, an object (creation: every later use
//!   inherits the failure), or state that later draws read, scoped to the
//!   draws it matters to (texture-stage states only to draws without a
//!   pixel shader, or ps_1_x for the bump and projection states; lights
//!   and materials only without a vertex shader; render targets, viewport
//!   and scissor rectangle to clears too). Draws and clears carry the
//!   taints of what they read into their targets, copies those of their
//!   source; a whole-surface clear or fill made without taints removes
//!   them. A probe of a tainted surface
//!   is `error`, its detail the failed steps and `blocked_by` the APIs to
//!   implement. Failing a step whose state is D3D9's default (a texture
//!   stage state set to its default, stream frequency 1) taints nothing.
//! - **`expected_hr`.** A step the trace expects to fail must fail with one
//!   of the listed HRESULTs ([`D3dError::hresult`](ninebridge_d3d9::D3dError::hresult))
//!   and change nothing: a failure with another code is reported as a
//!   failed step; a success taints every later probe (the call changed
//!   what it must not); a call the device has no API for changed nothing,
//!   which is what the trace needs, and is counted
//!   ([`CaseReport::unchecked_expected_failures`]).
//! - **Probes** are read from the device as `0xAARRGGBB` (A8R8G8B8 and
//!   X8R8G8B8 surfaces) and judged by `ninebridge_trace`'s rules.
//! - `BeginScene`/`EndScene` nesting is checked here (the device has no
//!   scenes); `Present` hands the back buffer to the caller as a [`Frame`].
//! - **A hook on each device** ([`Replayer::with_device_setup`]) runs
//!   before the trace's first step: `ninebridge replay --window` attaches
//!   its window there, so the device presents every frame to it.

mod map;
mod objects;
mod replay;
mod result;
mod taint;

pub use map::Failure;
pub use replay::{CaseReport, DeviceCounters, DeviceSetup, Frame, Replayer, StepFailure};
pub use result::{Counts, ProbeResult, Status};
pub use taint::{DrawContext, Scope, Taint};
