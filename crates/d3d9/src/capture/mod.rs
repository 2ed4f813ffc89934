//! Capture: the device writing every call it receives as a trace
//! (`ninebridge-trace`'s format, the one `ninebridge replay` reads).
//!
//! Design notes:
//! - **Where.** One place, the capture layer ([`Device::captured`]): each
//!   public method of the device is written once, its body run through
//!   `captured` with the step that expresses it (or none, or "left out").
//!   The layer counts device calls under way (a depth) and records a step
//!   only when the call returning is the outermost one, the application's
//!   own: what a call does through other device methods (`Reset` and
//!   `CreateDevice` making and binding surfaces, a `*UP` draw filling a
//!   vertex buffer, `UnlockRect` of a texture level's surface, `ColorFill`
//!   through `ColorFill` of a rectangle) is the outer call's step and
//!   leaves none of its own. Methods with no step of their own that are
//!   made of other calls (a state block's `Apply`, `ProcessVertices`,
//!   `GetFrontBufferData`) do not go through the layer, so the calls they
//!   make are recorded as if the application had made them: `Apply` is
//!   its `Set*` calls. The step is built after the body ran, from the
//!   device and the call's outcome, with `expected_hr` from a failure (so
//!   a replay must fail the same way and change nothing).
//! - **Contents.** Locks record the contents at unlock (`TextureData`,
//!   `VolumeData`, `SurfaceData`, `BufferData`: what apitrace does for
//!   locked memory), read before the unlock runs and written when it
//!   succeeded; a draw reading a buffer still locked writes its bytes
//!   before its own step. `GetSurfaceLevel` is the surface reference
//!   `t3.l1` in the steps that use it; `Release` and reads leave nothing.
//! - **State blocks.** Between `BeginStateBlock` and `EndStateBlock` the
//!   setters a block records write into the block, not the device, and
//!   record nothing ([`Device::captured_setter`]).
//! - **Ids** come from handles (`t<slot>`, `t<slot>g<generation>` once a
//!   slot is reused), so naming needs no table; a creation that failed gets
//!   `failed<N>`, an id no later step can reach by a live handle.
//! - **Cost when off** is one branch per call (the layer's test of
//!   whether the device captures; the depth is counted only when it does).
//!   When on, steps are serialised as they come into `<file>.partial`
//!   (`TraceFile`), never held in memory, and the file appears whole when
//!   the device is dropped or [`Device::flush_trace`] is called.
//! - **Needs a device made by [`Device::create`]**: a trace starts with
//!   `CreateDevice`, the back buffer and depth-stencil surface it makes.

mod data;
mod names;
mod writer;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use ninebridge_trace::{Call, RenderTargetDesc, Step, Trace, TraceError, TraceFile};
use ninebridge_types::{CreateFlags, PresentParameters};

use crate::device::Device;
use crate::error::D3dResult;

pub(crate) use names::{
    declaration_id, failed_id, index_buffer_id, pixel_shader_id, texture_id, vertex_buffer_id,
    vertex_shader_id,
};

/// The environment variable naming the capture file.
pub const TRACE_VARIABLE: &str = "NINEBRIDGE_TRACE";

/// Devices created in this process with `NINEBRIDGE_TRACE` set: the first
/// writes the file named, later ones `<stem>-<n>.<ext>` beside it.
static DEVICES_CAPTURED: AtomicU32 = AtomicU32::new(0);

/// What a capture wrote (the `"capture"` key of `--stats-json`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CaptureStats {
    /// Steps written.
    pub steps: u64,
    /// Calls left out: their step would not read back (a malformed
    /// shader's tokens, say).
    pub left_out: u64,
}

/// A capture in progress.
#[derive(Debug)]
pub(crate) struct Capture {
    /// Where the trace goes.
    path: PathBuf,
    /// The trace file's writer from `CreateDevice` on; `None` before it
    /// and once finished.
    file: Option<writer::Writer>,
    /// Creations that failed so far (their ids are `failed<N>`).
    failures: std::cell::Cell<u32>,
    /// Steps recorded (handed to the writer), `CreateDevice` included.
    steps: u64,
    /// Calls left out: their step would not read back (a malformed
    /// shader's tokens, say).
    left_out: u64,
    /// Device calls under way ([`Device::captured`]): a call records its
    /// step when it returns to depth 0, the application's own call. Shared
    /// with the guard that counts a call out, so a body that unwinds (the C
    /// ABI catches panics and goes on) does not leave it raised.
    depth: Arc<AtomicU32>,
}

impl Capture {
    /// A capture into `path`, which starts at `CreateDevice`.
    pub(crate) fn new(path: PathBuf) -> Capture {
        Capture {
            path,
            file: None,
            failures: Default::default(),
            steps: 0,
            left_out: 0,
            depth: Arc::default(),
        }
    }

    /// Starts the trace file: step 0 is the `CreateDevice` of `params` and
    /// `flags`.
    pub(crate) fn start(
        &mut self,
        params: &PresentParameters,
        flags: CreateFlags,
    ) -> Result<(), TraceError> {
        // `function` names the case (the file's stem, as `ninebridge
        // replay` names cases); the program goes with the recording.
        let mut header = Trace {
            function: self
                .path
                .file_stem()
                .map(|s| s.to_string_lossy().into_owned()),
            render_target: Some(RenderTargetDesc {
                width: params.back_buffer_width,
                height: params.back_buffer_height,
                format: params.back_buffer_format,
            }),
            depth_stencil: params.auto_depth_stencil_format,
            ..Trace::default()
        };
        let program = std::env::current_exe()
            .ok()
            .and_then(|p| p.file_name().map(|s| s.to_string_lossy().into_owned()));
        header.info.insert(
            "recording".into(),
            serde_json::json!({
                "by": "ninebridge capture",
                "version": env!("CARGO_PKG_VERSION"),
                "program": program,
            }),
        );
        let mut file = TraceFile::create(&self.path, &header)?;
        file.push(&Step::new(Call::CreateDevice(
            ninebridge_trace::step::CreateDevice {
                width: params.back_buffer_width,
                height: params.back_buffer_height,
                format: params.back_buffer_format.into(),
                depth_stencil_format: params.auto_depth_stencil_format.map(Into::into),
                behavior_flags: flags,
                windowed: params.windowed,
                multisample: params.multisample.into(),
            },
        )))?;
        let writer = writer::Writer::spawn(file).map_err(|source| TraceError::Io {
            path: self.path.display().to_string(),
            source,
        })?;
        self.file = Some(writer);
        self.steps = 1;
        Ok(())
    }

    /// Queues a step for the writer thread; a step the reader would refuse
    /// is left out (counted, logged). A write failure stops the capture
    /// (logged by the writer).
    pub(crate) fn push(&mut self, step: Step) {
        let Some(w) = &self.file else { return };
        if let Err(e) = step.call.check() {
            self.left_out += 1;
            tracing::warn!("capture: {} left out ({e})", step.call.name());
            return;
        }
        self.steps += 1;
        w.push(step);
    }

    /// Counts a call no trace step can express (`Reset`), logged: the
    /// trace after it may not replay the same.
    pub(crate) fn leave_out(&mut self, call: &str) {
        if self.file.is_some() {
            self.left_out += 1;
            tracing::warn!("capture: {call} has no trace step; left out");
        }
    }

    /// Where the trace goes.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Steps recorded so far.
    pub(crate) fn steps(&self) -> u64 {
        self.steps
    }

    /// Steps left out (the reader would refuse them).
    pub(crate) fn left_out(&self) -> u64 {
        self.left_out
    }

    fn snapshot(&mut self) -> Result<(), TraceError> {
        match &mut self.file {
            Some(f) => f.snapshot(),
            None => Ok(()),
        }
    }
}

/// The file `NINEBRIDGE_TRACE` names for the next device created, if set.
pub(crate) fn path_from_env() -> Option<PathBuf> {
    let path = PathBuf::from(std::env::var_os(TRACE_VARIABLE).filter(|v| !v.is_empty())?);
    Some(nth_path(
        &path,
        DEVICES_CAPTURED.fetch_add(1, Ordering::Relaxed),
    ))
}

/// The file device `n` (from 0) of a process writes for `NINEBRIDGE_TRACE`
/// set to `path`: `path` itself, then `<stem>-<n>.<ext>` beside it.
fn nth_path(path: &Path, n: u32) -> PathBuf {
    if n == 0 {
        return path.to_path_buf();
    }
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{n}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{n}"),
    };
    path.with_file_name(name)
}

/// What a call leaves in the trace: a step, nothing, or a count of calls
/// no step can express (`Reset`, `CreateAdditionalSwapChain`).
pub(crate) enum Record {
    /// The call's step.
    Step(Call),
    /// No step: a call with none of its own (its effects, if any, are
    /// recorded otherwise), or a lock that wrote nothing.
    Nothing,
    /// A call no trace step expresses, named: counted as left out.
    LeftOut(&'static str),
}

impl From<Call> for Record {
    fn from(call: Call) -> Record {
        Record::Step(call)
    }
}

impl From<Option<Call>> for Record {
    fn from(call: Option<Call>) -> Record {
        call.map_or(Record::Nothing, Record::Step)
    }
}

/// What a device call returns, as the capture reads it: the value a step
/// may name (a created object's handle) and the HRESULT of a failure.
pub(crate) trait Outcome {
    /// The value of a success.
    type Value;
    /// The value, when the call succeeded.
    fn value(&self) -> Option<&Self::Value>;
    /// The HRESULT of a failure, when the call failed.
    fn failure(&self) -> Option<ninebridge_types::HResult>;
}

impl<T> Outcome for D3dResult<T> {
    type Value = T;
    fn value(&self) -> Option<&T> {
        self.as_ref().ok()
    }
    fn failure(&self) -> Option<ninebridge_types::HResult> {
        self.as_ref().err().map(|e| e.hresult())
    }
}

/// Calls that cannot fail (`SetRenderState`, `SetTransform`, ...).
impl Outcome for () {
    type Value = ();
    fn value(&self) -> Option<&()> {
        Some(&())
    }
    fn failure(&self) -> Option<ninebridge_types::HResult> {
        None
    }
}

/// A device call under way: counted in at [`CallUnderWay::enter`], out
/// when dropped (also when its body unwinds).
struct CallUnderWay<'a>(&'a AtomicU32);

impl<'a> CallUnderWay<'a> {
    fn enter(depth: &'a AtomicU32) -> Self {
        depth.fetch_add(1, Ordering::Relaxed);
        CallUnderWay(depth)
    }
}

impl Drop for CallUnderWay<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

impl Device {
    /// The capture layer: runs the body of a device call and, when
    /// capturing and this is the outermost device call, records what
    /// `step` makes of the device and the call's outcome, with the
    /// failure's HRESULT as `expected_hr` (a replay must fail the same way
    /// and change nothing). Calls the body makes to other device methods
    /// leave nothing: the outer call's step stands for them. Not
    /// capturing, this costs one branch.
    #[inline]
    pub(crate) fn captured<T: Outcome, R: Into<Record>>(
        &mut self,
        body: impl FnOnce(&mut Device) -> T,
        step: impl FnOnce(&Device, Option<&T::Value>) -> R,
    ) -> T {
        if self.capture.is_none() {
            return body(self);
        }
        self.captured_nested(body, step)
    }

    /// [`Device::captured`] for a setter a state block records: between
    /// `BeginStateBlock` and `EndStateBlock` its body writes into the
    /// block ([`Device::sink`]), which is no device change, so the call
    /// records nothing.
    #[inline]
    pub(crate) fn captured_setter<T: Outcome, R: Into<Record>>(
        &mut self,
        body: impl FnOnce(&mut Device) -> T,
        step: impl FnOnce(&Device, Option<&T::Value>) -> R,
    ) -> T {
        self.captured(body, |d, out| {
            if d.is_recording_state_block() {
                Record::Nothing
            } else {
                step(d, out).into()
            }
        })
    }

    /// [`Device::captured`] while capturing: the body runs one call
    /// deeper; back at depth 0, the step is recorded.
    fn captured_nested<T: Outcome, R: Into<Record>>(
        &mut self,
        body: impl FnOnce(&mut Device) -> T,
        step: impl FnOnce(&Device, Option<&T::Value>) -> R,
    ) -> T {
        let Some(depth) = self.capture.as_ref().map(|c| Arc::clone(&c.depth)) else {
            return body(self);
        };
        let out = {
            let _call = CallUnderWay::enter(&depth);
            body(self)
        };
        // The capture may have ended inside the body (its file could not
        // be made): nothing to record then.
        if depth.load(Ordering::Relaxed) == 0 && self.capture.is_some() {
            self.record(&out, step);
        }
        out
    }

    #[cold]
    fn record<T: Outcome, R: Into<Record>>(
        &mut self,
        out: &T,
        step: impl FnOnce(&Device, Option<&T::Value>) -> R,
    ) {
        match step(self, out.value()).into() {
            Record::Step(call) => {
                let mut step = Step::new(call);
                if let Some(hr) = out.failure() {
                    step.expected_hr = Some(vec![hr]);
                }
                if let Some(c) = &mut self.capture {
                    c.push(step);
                }
            }
            Record::Nothing => {}
            Record::LeftOut(call) => {
                if let Some(c) = &mut self.capture {
                    c.leave_out(call);
                }
            }
        }
    }

    /// An id for an object whose creation failed (`failed<N>`).
    pub(crate) fn failed_id(&self) -> ninebridge_trace::Id {
        let n = self.capture.as_ref().map_or(0, |c| {
            let n = c.failures.get();
            c.failures.set(n + 1);
            n
        });
        failed_id(n)
    }

    /// A created surface's id, or a failure's.
    pub(crate) fn surface_id_or_failed(
        &self,
        out: Option<&crate::resource::SurfaceId>,
    ) -> ninebridge_trace::Id {
        match out.map(|&s| self.surface_ref(s)) {
            Some(ninebridge_trace::SurfaceRef::Surface(id)) => id,
            _ => self.failed_id(),
        }
    }

    /// The level count of a created texture (D3D9 resolves 0 to the whole
    /// chain), or `asked` when creation failed.
    pub(crate) fn created_levels(
        &self,
        texture: Option<crate::resource::TextureId>,
        asked: u32,
    ) -> u32 {
        texture
            .and_then(|t| self.resources.textures.get(t.0).ok())
            .map_or(asked, |t| t.levels)
    }

    /// Captures every call from `CreateDevice` on into `path` (the
    /// environment's `NINEBRIDGE_TRACE` does this for [`Device::create`]).
    /// A trace starts with `CreateDevice`: on a device that already has
    /// its implicit surfaces this is `D3DERR_INVALIDCALL`. The file
    /// appears at [`Device::flush_trace`], [`Device::finish_trace`] or when
    /// the device is dropped.
    pub fn capture_calls(&mut self, path: &Path) -> D3dResult<()> {
        if self.implicit.back_buffer.is_some() {
            return Err(crate::error::invalid!(
                "a capture starts before CreateDevice (make_implicit_surfaces)"
            ));
        }
        self.capture = Some(Box::new(Capture::new(path.to_path_buf())));
        Ok(())
    }

    /// Whether the device is capturing its calls.
    pub fn is_capturing(&self) -> bool {
        self.capture.as_ref().is_some_and(|c| c.file.is_some())
    }

    /// The capture file, when capturing.
    pub fn trace_path(&self) -> Option<&Path> {
        self.capture.as_ref().map(|c| c.path())
    }

    /// Starts the capture's file at `CreateDevice`; a file that cannot be
    /// made ends the capture (logged).
    pub(crate) fn start_capture(&mut self, params: &PresentParameters, flags: CreateFlags) {
        if let Some(c) = &mut self.capture
            && let Err(e) = c.start(params, flags)
        {
            tracing::error!("capture not started: {e}");
            self.capture = None;
        }
    }

    /// The capture's counters (zeros when not capturing).
    pub fn capture_stats(&self) -> CaptureStats {
        self.capture
            .as_ref()
            .map_or_else(CaptureStats::default, |c| CaptureStats {
                steps: c.steps(),
                left_out: c.left_out(),
            })
    }

    /// Writes the trace of the calls so far to the capture file (whole, by
    /// a rename), and goes on capturing. Does nothing when not capturing.
    pub fn flush_trace(&mut self) -> Result<(), TraceError> {
        match &mut self.capture {
            Some(c) => c.snapshot(),
            None => Ok(()),
        }
    }

    /// Ends the capture now: the file is written as at a drop, and the
    /// device goes on without capturing. Returns where it went.
    pub fn finish_trace(&mut self) -> Result<Option<PathBuf>, TraceError> {
        let Some(mut capture) = self.capture.take() else {
            return Ok(None);
        };
        match capture.file.take() {
            Some(file) => file.finish().map(Some),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_devices_write_numbered_files_beside_the_first() {
        let p = Path::new("/tmp/caps/game.json");
        assert_eq!(nth_path(p, 0), p);
        assert_eq!(nth_path(p, 1), Path::new("/tmp/caps/game-1.json"));
        assert_eq!(nth_path(p, 12), Path::new("/tmp/caps/game-12.json"));
        assert_eq!(nth_path(Path::new("trace"), 2), Path::new("trace-2"));
    }
}
