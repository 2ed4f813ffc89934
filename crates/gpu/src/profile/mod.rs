//! Per-pass GPU timing (`NINEBRIDGE_GPU_PROFILE=1`).
//!
//! Design notes:
//! - A render pass is timed with pass-level `timestamp_writes` (a pair of
//!   queries, written when the pass begins and ends), which needs only
//!   `TIMESTAMP_QUERY`: no query is written inside a pass
//!   ([`GpuProfiler::pass_writes`]).
//! - Commands outside render passes (texture and buffer copies, readbacks)
//!   are timed with a timestamp written into the encoder before and after
//!   them ([`GpuProfiler::time_commands`], [`timed_commands`]), which needs
//!   `TIMESTAMP_QUERY_INSIDE_ENCODERS`; without it they run untimed.
//! - Every timed pass or copy is labelled by what it writes (see
//!   `stats.rs`); resolve passes use [`resolve_label`] so that frames count
//!   them.
//! - Queries live in a small ring of [`Slot`]s, each a query set with its
//!   resolve and readback buffers. A slot collects the passes of one or more
//!   submissions; [`GpuProfiler::resolve`] records its resolve and copy into
//!   the encoder of the next submission, and [`GpuProfiler::after_submit`]
//!   maps its readback buffer. The map completes while later frames are
//!   recorded; [`GpuProfiler::collect`] reads finished slots without waiting
//!   (or waits, at a flush of the statistics and at the end). A pass that
//!   finds the ring full waits for the GPU to finish its oldest slots (a
//!   profiled run may stall the CPU, never the GPU); one that still finds
//!   none is not timed (counted in `untimed`) and its frame is left out of
//!   the statistics, whose totals would otherwise be short.
//! - Ticks become milliseconds with `queue.get_timestamp_period()`
//!   (nanoseconds per tick); frames go into a [`PassWindow`] (`stats.rs`).
//! - The Chrome trace (`NINEBRIDGE_GPU_PROFILE_TRACE=FILE`) lists every timed
//!   pass as a complete event (`"ph":"X"`) in microseconds from the first
//!   timestamp; Perfetto and chrome://tracing read it.

mod stats;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};

pub use stats::{
    DEFAULT_WINDOW, GpuFrameStat, GpuPassStat, PassWindow, RESOLVE_PREFIX, percentile,
    resolve_label,
};

/// Passes one slot times (two queries each).
const SLOT_PASSES: u32 = 512;
/// Slots in the ring. A slot is read back after the submission that
/// resolves it, and a frame may submit several times (a clear, a copy, a
/// readback each submit), so the ring holds many.
const SLOTS: usize = 64;

/// The profiling settings read from the environment.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ProfileOptions {
    /// Whether passes are timed.
    pub enabled: bool,
    /// Where the Chrome trace is written, if anywhere.
    pub trace: Option<PathBuf>,
}

impl ProfileOptions {
    /// Reads `NINEBRIDGE_GPU_PROFILE` (`0`, `1`, empty or unset) and
    /// `NINEBRIDGE_GPU_PROFILE_TRACE` (a file path). An unknown value is
    /// logged, naming the variable and the accepted values, and leaves
    /// profiling off. The variables are read once per process (one log
    /// line however many devices are made).
    pub fn from_env() -> Self {
        static FROM_ENV: std::sync::OnceLock<ProfileOptions> = std::sync::OnceLock::new();
        FROM_ENV
            .get_or_init(|| {
                Self::parse(
                    std::env::var("NINEBRIDGE_GPU_PROFILE").ok().as_deref(),
                    std::env::var_os("NINEBRIDGE_GPU_PROFILE_TRACE"),
                )
            })
            .clone()
    }

    /// [`ProfileOptions::from_env`] on given values.
    pub fn parse(profile: Option<&str>, trace: Option<std::ffi::OsString>) -> Self {
        let enabled = match profile.map(str::trim) {
            None | Some("" | "0") => false,
            Some("1") => true,
            Some(other) => {
                tracing::warn!(
                    "NINEBRIDGE_GPU_PROFILE={other:?} is not accepted (accepted: 0, 1); GPU profiling is off"
                );
                return ProfileOptions::default();
            }
        };
        let trace = match trace {
            Some(t) if t.is_empty() => {
                tracing::warn!(
                    "NINEBRIDGE_GPU_PROFILE_TRACE is empty (accepted: a file path); GPU profiling is off"
                );
                return ProfileOptions::default();
            }
            Some(t) => Some(PathBuf::from(t)),
            None => None,
        };
        ProfileOptions { enabled, trace }
    }
}

/// One timed pass of the trace.
#[derive(Clone, Debug, PartialEq)]
pub struct TraceEvent {
    /// The pass's label.
    pub name: String,
    /// Start, in microseconds from the first timestamp.
    pub ts_us: f64,
    /// Duration in microseconds.
    pub dur_us: f64,
}

/// The Chrome trace JSON of `events` (`{"traceEvents":[...]}`).
pub fn chrome_trace_json(events: &[TraceEvent]) -> String {
    let mut out = String::from("{\"traceEvents\":[");
    for (i, e) in events.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!(
            "\n{{\"name\":{},\"ph\":\"X\",\"ts\":{:.3},\"dur\":{:.3},\"pid\":1,\"tid\":1}}",
            json_string(&e.name),
            finite(e.ts_us),
            finite(e.dur_us)
        ));
    }
    out.push_str("\n]}\n");
    out
}

fn finite(x: f64) -> f64 {
    if x.is_finite() { x } else { 0.0 }
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Where a slot is in its cycle.
#[derive(Debug)]
enum SlotState {
    Free,
    /// Passes are being timed into it.
    Recording,
    /// Resolved into its readback buffer; awaiting submission.
    Resolved,
    /// Mapping: 0 pending, 1 mapped, 2 failed.
    Mapping(Arc<AtomicU8>),
}

#[derive(Debug)]
struct Slot {
    set: wgpu::QuerySet,
    resolve: wgpu::Buffer,
    readback: wgpu::Buffer,
    /// Label and frame of each timed pass, in query-pair order.
    passes: Vec<(Arc<str>, u64)>,
    state: SlotState,
}

/// Times render passes and copies with timestamp queries and keeps their
/// statistics.
#[derive(Debug)]
pub struct GpuProfiler {
    device: wgpu::Device,
    /// Mappings go through the queue, after the submission that resolves.
    queue: crate::Queue,
    period_ns: f64,
    slots: Vec<Slot>,
    /// The slot being recorded into.
    current: Option<usize>,
    frame: u64,
    /// Passes read back, per frame not yet added to the window.
    frames: BTreeMap<u64, Vec<(Arc<str>, f64)>>,
    window: PassWindow,
    trace_path: Option<PathBuf>,
    trace: Vec<TraceEvent>,
    first_tick: Option<u64>,
    /// Whether the device has `TIMESTAMP_QUERY_INSIDE_ENCODERS`.
    inside_encoders: bool,
    /// Passes not timed because every slot was busy.
    pub untimed: u64,
    /// Frames with an untimed pass, left out of the window.
    incomplete: std::collections::BTreeSet<u64>,
}

/// The open end of commands being timed ([`GpuProfiler::begin_commands`]).
#[derive(Debug)]
#[must_use = "pass it to GpuProfiler::end_commands"]
pub struct CommandsTiming {
    set: wgpu::QuerySet,
    end_index: u32,
}

/// [`GpuProfiler::time_commands`] with a profiler that may be off: `f`
/// runs on `encoder` either way, timed under `label()` when it can be.
pub fn timed_commands<R>(
    profiler: Option<&mut GpuProfiler>,
    encoder: &mut wgpu::CommandEncoder,
    label: impl FnOnce() -> Arc<str>,
    f: impl FnOnce(&mut wgpu::CommandEncoder) -> R,
) -> R {
    match profiler {
        Some(p) if p.times_encoders() => p.time_commands(encoder, label(), f),
        _ => f(encoder),
    }
}

/// The timestamp writes of a render pass labelled `label()`, when a
/// profiler is on and has room.
pub fn timed_pass_writes(
    profiler: Option<&mut GpuProfiler>,
    label: impl FnOnce() -> Arc<str>,
) -> Option<wgpu::RenderPassTimestampWrites<'_>> {
    profiler?.pass_writes(label())
}

impl GpuProfiler {
    /// A profiler on `gpu` when `options` enable it; `None` (with one log
    /// line per process) when the device lacks `TIMESTAMP_QUERY`.
    pub fn new(gpu: &crate::Gpu, options: &ProfileOptions) -> Option<Self> {
        if !options.enabled {
            return None;
        }
        if !gpu.features().contains(wgpu::Features::TIMESTAMP_QUERY) {
            static LOGGED: std::sync::atomic::AtomicBool =
                std::sync::atomic::AtomicBool::new(false);
            if LOGGED.swap(true, Ordering::Relaxed) {
                return None;
            }
            tracing::warn!(
                adapter = %gpu.adapter_info().name,
                "NINEBRIDGE_GPU_PROFILE=1: the adapter has no TIMESTAMP_QUERY; GPU profiling is off"
            );
            return None;
        }
        let device = gpu.device().clone();
        let size = u64::from(SLOT_PASSES) * 2 * 8;
        let slots = (0..SLOTS)
            .map(|_| Slot {
                set: device.create_query_set(&wgpu::QuerySetDescriptor {
                    label: Some("ninebridge gpu profile"),
                    ty: wgpu::QueryType::Timestamp,
                    count: SLOT_PASSES * 2,
                }),
                resolve: device.create_buffer(&wgpu::BufferDescriptor {
                    label: Some("ninebridge gpu profile resolve"),
                    size,
                    usage: wgpu::BufferUsages::QUERY_RESOLVE | wgpu::BufferUsages::COPY_SRC,
                    mapped_at_creation: false,
                }),
                readback: device.create_buffer(&wgpu::BufferDescriptor {
                    label: Some("ninebridge gpu profile readback"),
                    size,
                    usage: wgpu::BufferUsages::MAP_READ | wgpu::BufferUsages::COPY_DST,
                    mapped_at_creation: false,
                }),
                passes: Vec::new(),
                state: SlotState::Free,
            })
            .collect();
        Some(GpuProfiler {
            device,
            queue: gpu.queue().clone(),
            period_ns: f64::from(gpu.queue().get_timestamp_period()),
            slots,
            current: None,
            frame: 0,
            frames: BTreeMap::new(),
            window: PassWindow::new(DEFAULT_WINDOW),
            trace_path: options.trace.clone(),
            trace: Vec::new(),
            first_tick: None,
            inside_encoders: gpu
                .features()
                .contains(wgpu::Features::TIMESTAMP_QUERY_INSIDE_ENCODERS),
            untimed: 0,
            incomplete: Default::default(),
        })
    }

    /// A pair of queries for a pass or copy labelled `label`: the slot and
    /// the first query's index; `None` when no slot has room (the pass is
    /// then not timed).
    fn alloc_pair(&mut self, label: Arc<str>) -> Option<(usize, u32)> {
        let index = match self.current {
            Some(i) if self.slots[i].passes.len() < SLOT_PASSES as usize => i,
            Some(_) => {
                self.untimed += 1;
                self.incomplete.insert(self.frame);
                return None;
            }
            None => {
                self.collect(false);
                let free = |slots: &[Slot]| {
                    slots
                        .iter()
                        .position(|s| matches!(s.state, SlotState::Free))
                };
                // A full ring waits for the GPU to finish the oldest slots
                // rather than leave a pass untimed: a frame missing passes
                // would have a meaningless total.
                let found = match free(&self.slots) {
                    Some(i) => Some(i),
                    None => {
                        self.collect(true);
                        free(&self.slots)
                    }
                };
                let Some(i) = found else {
                    self.untimed += 1;
                    self.incomplete.insert(self.frame);
                    return None;
                };
                self.slots[i].state = SlotState::Recording;
                self.current = Some(i);
                i
            }
        };
        let slot = &mut self.slots[index];
        let pair = slot.passes.len() as u32 * 2;
        slot.passes.push((label, self.frame));
        Some((index, pair))
    }

    /// The timestamp writes for a render pass labelled `label`, or `None`
    /// when no slot has room (the pass is then not timed). Resolve passes
    /// take their label from [`resolve_label`].
    pub fn pass_writes(&mut self, label: Arc<str>) -> Option<wgpu::RenderPassTimestampWrites<'_>> {
        let (index, pair) = self.alloc_pair(label)?;
        Some(wgpu::RenderPassTimestampWrites {
            query_set: &self.slots[index].set,
            beginning_of_pass_write_index: Some(pair),
            end_of_pass_write_index: Some(pair + 1),
        })
    }

    /// Whether commands outside render passes can be timed (the device has
    /// `TIMESTAMP_QUERY_INSIDE_ENCODERS`).
    pub fn times_encoders(&self) -> bool {
        self.inside_encoders
    }

    /// Writes the first timestamp of commands labelled `label` into
    /// `encoder`; `None` (nothing written) without
    /// `TIMESTAMP_QUERY_INSIDE_ENCODERS` or when no slot has room. Record
    /// the commands, then pass the result to [`GpuProfiler::end_commands`]
    /// on the same encoder, before the next [`GpuProfiler::resolve`].
    pub fn begin_commands(
        &mut self,
        encoder: &mut wgpu::CommandEncoder,
        label: Arc<str>,
    ) -> Option<CommandsTiming> {
        if !self.inside_encoders {
            return None;
        }
        let (index, pair) = self.alloc_pair(label)?;
        let set = self.slots[index].set.clone();
        encoder.write_timestamp(&set, pair);
        Some(CommandsTiming {
            set,
            end_index: pair + 1,
        })
    }

    /// Writes the last timestamp of commands begun with
    /// [`GpuProfiler::begin_commands`].
    pub fn end_commands(&mut self, encoder: &mut wgpu::CommandEncoder, timing: CommandsTiming) {
        encoder.write_timestamp(&timing.set, timing.end_index);
    }

    /// Records `f` into `encoder` between two timestamps labelled `label`
    /// (untimed where [`GpuProfiler::begin_commands`] gives `None`).
    pub fn time_commands<R>(
        &mut self,
        encoder: &mut wgpu::CommandEncoder,
        label: Arc<str>,
        f: impl FnOnce(&mut wgpu::CommandEncoder) -> R,
    ) -> R {
        let timing = self.begin_commands(encoder, label);
        let result = f(encoder);
        if let Some(timing) = timing {
            self.end_commands(encoder, timing);
        }
        result
    }

    /// Records the resolve of the slot being recorded into `encoder`, the
    /// last commands of a submission; call [`GpuProfiler::after_submit`]
    /// once it is submitted.
    pub fn resolve(&mut self, encoder: &mut wgpu::CommandEncoder) {
        let Some(i) = self.current.take() else {
            return;
        };
        let slot = &mut self.slots[i];
        let queries = slot.passes.len() as u32 * 2;
        encoder.resolve_query_set(&slot.set, 0..queries, &slot.resolve, 0);
        encoder.copy_buffer_to_buffer(&slot.resolve, 0, &slot.readback, 0, u64::from(queries) * 8);
        slot.state = SlotState::Resolved;
    }

    /// Whether passes were timed since the last resolve.
    pub fn has_pending_passes(&self) -> bool {
        self.current.is_some()
    }

    /// Maps the slots resolved by the submission just made.
    pub fn after_submit(&mut self) {
        for slot in &mut self.slots {
            if matches!(slot.state, SlotState::Resolved) {
                let flag = Arc::new(AtomicU8::new(0));
                let done = flag.clone();
                let bytes = slot.passes.len() as u64 * 16;
                self.queue
                    .map_async(&slot.readback, 0..bytes, wgpu::MapMode::Read, move |r| {
                        done.store(if r.is_ok() { 1 } else { 2 }, Ordering::Release);
                    });
                slot.state = SlotState::Mapping(flag);
            }
        }
    }

    /// Marks the end of a frame (`Present`): later passes belong to the
    /// next, and the finished frames' timings are read when ready.
    pub fn end_frame(&mut self) {
        self.frame += 1;
        self.collect(false);
    }

    /// Reads every mapped slot; with `wait`, waits for the mapping slots
    /// first. Frames with no pass left unread go into the window.
    pub fn collect(&mut self, wait: bool) {
        let mapping = self
            .slots
            .iter()
            .any(|s| matches!(s.state, SlotState::Mapping(_)));
        if !mapping {
            self.finish_frames();
            return;
        }
        if wait {
            if let Err(e) = self.queue.sync() {
                tracing::warn!("GPU profile: {e}");
            }
        }
        let poll = if wait {
            wgpu::PollType::wait_indefinitely()
        } else {
            wgpu::PollType::Poll
        };
        if let Err(e) = self.device.poll(poll) {
            tracing::warn!("GPU profile: poll failed: {e}");
        }
        for i in 0..self.slots.len() {
            let SlotState::Mapping(flag) = &self.slots[i].state else {
                continue;
            };
            let state = flag.load(Ordering::Acquire);
            if state == 0 {
                continue;
            }
            let passes = std::mem::take(&mut self.slots[i].passes);
            if state == 1 {
                let ticks: Vec<u64> = {
                    let bytes = passes.len() as u64 * 16;
                    match self.slots[i].readback.slice(..bytes).get_mapped_range() {
                        Ok(view) => view
                            .chunks_exact(8)
                            .map(|c| u64::from_le_bytes(c.try_into().unwrap_or_default()))
                            .collect(),
                        Err(e) => {
                            tracing::warn!("GPU profile: reading timestamps failed: {e}");
                            Vec::new()
                        }
                    }
                };
                self.slots[i].readback.unmap();
                for ((label, frame), pair) in passes.into_iter().zip(ticks.chunks_exact(2)) {
                    self.add_pass(label, frame, pair[0], pair[1]);
                }
            } else {
                tracing::warn!("GPU profile: mapping a readback buffer failed");
            }
            self.slots[i].state = SlotState::Free;
        }
        self.finish_frames();
    }

    fn add_pass(&mut self, label: Arc<str>, frame: u64, begin: u64, end: u64) {
        let ms = end.saturating_sub(begin) as f64 * self.period_ns / 1e6;
        if self.trace_path.is_some() {
            let first = *self.first_tick.get_or_insert(begin);
            self.trace.push(TraceEvent {
                name: label.to_string(),
                ts_us: begin.saturating_sub(first) as f64 * self.period_ns / 1e3,
                dur_us: ms * 1e3,
            });
        }
        self.frames.entry(frame).or_default().push((label, ms));
    }

    /// Moves frames that no unread slot holds passes of into the window.
    fn finish_frames(&mut self) {
        let oldest_unread = self
            .slots
            .iter()
            .filter(|s| !matches!(s.state, SlotState::Free))
            .filter_map(|s| s.passes.first().map(|p| p.1))
            .min()
            .unwrap_or(u64::MAX)
            .min(self.frame);
        while let Some(entry) = self.frames.first_entry() {
            if *entry.key() >= oldest_unread {
                break;
            }
            let (frame, passes) = entry.remove_entry();
            // A frame with a pass left untimed is left out whole.
            if !self.incomplete.remove(&frame) {
                self.window
                    .add_frame(passes.iter().map(|(l, ms)| (&**l, *ms)));
            }
        }
    }

    /// The statistics over the window, after reading what the GPU has
    /// finished (waiting for it). Frames not yet ended by
    /// [`GpuProfiler::end_frame`] are left out.
    pub fn stats(&mut self) -> Vec<GpuPassStat> {
        self.collect(true);
        self.window.stats()
    }

    /// The statistics of whole frames over the window (waiting for the GPU,
    /// as [`GpuProfiler::stats`]).
    pub fn frame_stat(&mut self) -> GpuFrameStat {
        self.collect(true);
        self.window.frame_stat()
    }

    /// Writes the Chrome trace, when one was asked for, with every pass read
    /// so far (waiting for the GPU).
    pub fn write_trace(&mut self) {
        self.collect(true);
        if let Some(path) = &self.trace_path
            && let Err(e) = std::fs::write(path, chrome_trace_json(&self.trace))
        {
            tracing::warn!(path = %path.display(), "GPU profile trace not written: {e}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_reject_unknown_values() {
        assert_eq!(ProfileOptions::parse(None, None), ProfileOptions::default());
        assert!(ProfileOptions::parse(Some("1"), None).enabled);
        assert!(!ProfileOptions::parse(Some("yes"), Some("t.json".into())).enabled);
        assert!(!ProfileOptions::parse(Some("1"), Some("".into())).enabled);
        assert_eq!(
            ProfileOptions::parse(Some("1"), Some("t.json".into())).trace,
            Some(PathBuf::from("t.json"))
        );
    }

    #[test]
    fn trace_json_escapes_names() {
        let json = chrome_trace_json(&[TraceEvent {
            name: "copy \"a\"".into(),
            ts_us: 1.5,
            dur_us: 2.0,
        }]);
        assert!(json.contains(r#""name":"copy \"a\"","ph":"X","ts":1.500,"dur":2.000"#));
    }
}
