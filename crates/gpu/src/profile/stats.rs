//! The statistics of timed passes: percentiles over a window of frames, per
//! label and per whole frame.
//!
//! Design notes:
//! - A frame's time per label is the sum of its passes with that label;
//!   [`PassWindow`] keeps the last N frames per label and gives the median
//!   and 95th percentile of each.
//! - The same window keeps each frame's total (every timed pass summed), its
//!   number of timed passes and the number of those that are resolves
//!   (labels beginning with [`RESOLVE_PREFIX`]): the per-frame cost a
//!   benchmark reports. Medians of labels do not add up to the median of
//!   the totals, so the totals are kept as they were measured.
//! - Labels name what a pass writes: `backbuffer`, `rt 640x480 A8R8G8B8 #3`,
//!   `clear ...`, `copy -> ...`, `stretch -> ...`, `readback <- ...`,
//!   `post fxaa`, `present`, and `resolve ...` ([`resolve_label`]).

use std::collections::{BTreeMap, HashMap, VecDeque};

/// Frames the statistics window keeps per label by default.
pub const DEFAULT_WINDOW: usize = 120;

/// The prefix of the labels of resolve passes (multisampled to single
/// sampled), counted per frame in [`GpuFrameStat::resolves_median`].
pub const RESOLVE_PREFIX: &str = "resolve ";

/// The label of a pass resolving into `target` (a label as the draw passes
/// have: `backbuffer`, `rt 640x480 A8R8G8B8 #3`).
pub fn resolve_label(target: &str) -> String {
    format!("{RESOLVE_PREFIX}{target}")
}

/// The statistics of one label over the window.
#[derive(Clone, Debug, PartialEq)]
pub struct GpuPassStat {
    /// What the passes draw into.
    pub label: String,
    /// Frames in the window with passes of this label.
    pub count: u64,
    /// The median of the frames' milliseconds.
    pub ms_median: f64,
    /// The 95th percentile of the frames' milliseconds.
    pub ms_p95: f64,
}

/// The statistics of whole frames over the window.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GpuFrameStat {
    /// Frames in the window (frames with at least one timed pass).
    pub frames: u64,
    /// The median of the frames' total milliseconds (every timed pass).
    pub ms_median: f64,
    /// The 95th percentile of the frames' total milliseconds.
    pub ms_p95: f64,
    /// The median number of timed passes and copies per frame.
    pub passes_median: f64,
    /// The median number of resolve passes per frame (labels beginning
    /// with [`RESOLVE_PREFIX`]).
    pub resolves_median: f64,
    /// The median of the frames' milliseconds in resolve passes.
    pub resolve_ms_median: f64,
}

/// The `p`-th percentile (0 to 100) of `values`, interpolated linearly
/// between the closest ranks (rank `p/100 * (n - 1)` of the sorted values);
/// 0 for no values.
pub fn percentile(values: &[f64], p: f64) -> f64 {
    let mut v: Vec<f64> = values.iter().copied().filter(|x| x.is_finite()).collect();
    if v.is_empty() {
        return 0.0;
    }
    v.sort_by(f64::total_cmp);
    let rank = (p.clamp(0.0, 100.0) / 100.0) * (v.len() - 1) as f64;
    let lo = rank.floor() as usize;
    let hi = rank.ceil() as usize;
    v[lo] + (v[hi] - v[lo]) * (rank - lo as f64)
}

/// One frame's total, pass count and resolve count.
#[derive(Clone, Copy, Debug)]
struct FrameTotal {
    ms: f64,
    passes: u32,
    resolves: u32,
    resolve_ms: f64,
}

/// The last N frames' milliseconds per label, and their totals.
#[derive(Clone, Debug)]
pub struct PassWindow {
    frames: usize,
    labels: BTreeMap<String, VecDeque<f64>>,
    totals: VecDeque<FrameTotal>,
}

impl PassWindow {
    /// A window of `frames` frames (at least 1).
    pub fn new(frames: usize) -> Self {
        PassWindow {
            frames: frames.max(1),
            labels: BTreeMap::new(),
            totals: VecDeque::new(),
        }
    }

    /// Adds one frame's passes, `(label, milliseconds)`; passes sharing a
    /// label are summed.
    pub fn add_frame<'a>(&mut self, passes: impl IntoIterator<Item = (&'a str, f64)>) {
        let mut sums: HashMap<&str, f64> = HashMap::new();
        let mut total = FrameTotal {
            ms: 0.0,
            passes: 0,
            resolves: 0,
            resolve_ms: 0.0,
        };
        for (label, ms) in passes {
            *sums.entry(label).or_default() += ms;
            total.ms += ms;
            total.passes += 1;
            if label.starts_with(RESOLVE_PREFIX) {
                total.resolves += 1;
                total.resolve_ms += ms;
            }
        }
        for (label, ms) in sums {
            let q = self.labels.entry(label.to_string()).or_default();
            if q.len() == self.frames {
                q.pop_front();
            }
            q.push_back(ms);
        }
        if self.totals.len() == self.frames {
            self.totals.pop_front();
        }
        self.totals.push_back(total);
    }

    /// The statistics per label, in label order.
    pub fn stats(&self) -> Vec<GpuPassStat> {
        self.labels
            .iter()
            .map(|(label, q)| {
                let v: Vec<f64> = q.iter().copied().collect();
                GpuPassStat {
                    label: label.clone(),
                    count: v.len() as u64,
                    ms_median: percentile(&v, 50.0),
                    ms_p95: percentile(&v, 95.0),
                }
            })
            .collect()
    }

    /// The statistics of whole frames.
    pub fn frame_stat(&self) -> GpuFrameStat {
        let of = |f: fn(&FrameTotal) -> f64| -> Vec<f64> { self.totals.iter().map(f).collect() };
        let ms = of(|t| t.ms);
        GpuFrameStat {
            frames: self.totals.len() as u64,
            ms_median: percentile(&ms, 50.0),
            ms_p95: percentile(&ms, 95.0),
            passes_median: percentile(&of(|t| f64::from(t.passes)), 50.0),
            resolves_median: percentile(&of(|t| f64::from(t.resolves)), 50.0),
            resolve_ms_median: percentile(&of(|t| t.resolve_ms), 50.0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentile_interpolates_between_ranks() {
        // Hand-computed: sorted [1, 2, 3, 4], median rank 1.5 -> 2.5;
        // p95 rank 2.85 -> 3 + 0.85 * 1 = 3.85.
        let v = [4.0, 1.0, 3.0, 2.0];
        assert_eq!(percentile(&v, 50.0), 2.5);
        assert!((percentile(&v, 95.0) - 3.85).abs() < 1e-12);
        // 1..=20: p95 rank 18.05 -> 19.05; median rank 9.5 -> 10.5.
        let v: Vec<f64> = (1..=20).map(f64::from).collect();
        assert!((percentile(&v, 95.0) - 19.05).abs() < 1e-12);
        assert_eq!(percentile(&v, 50.0), 10.5);
        assert_eq!(percentile(&[7.0], 95.0), 7.0);
        assert_eq!(percentile(&[], 50.0), 0.0);
        assert_eq!(percentile(&[1.0, 9.0], 0.0), 1.0);
        assert_eq!(percentile(&[1.0, 9.0], 100.0), 9.0);
    }

    #[test]
    fn window_sums_a_frame_per_label_and_keeps_the_last_frames() {
        let mut w = PassWindow::new(3);
        for f in 0..5 {
            let f = f64::from(f);
            w.add_frame([("a", f), ("a", 1.0), ("b", 2.0 * f)]);
        }
        let s = w.stats();
        assert_eq!(s.len(), 2);
        // Frames 2, 3, 4 kept: a = 3, 4, 5; b = 4, 6, 8.
        assert_eq!(s[0].label, "a");
        assert_eq!(s[0].count, 3);
        assert_eq!(s[0].ms_median, 4.0);
        assert!((s[0].ms_p95 - 4.9).abs() < 1e-12);
        assert_eq!(s[1].ms_median, 6.0);
    }

    #[test]
    fn frame_totals_count_passes_and_resolves() {
        let mut w = PassWindow::new(3);
        // Frame f: a draw pass of f ms, a copy of 1 ms, and f resolves of
        // 0.5 ms each (labels from `resolve_label`).
        for f in 0..5u32 {
            let resolve = resolve_label("backbuffer");
            let mut passes = vec![("backbuffer", f64::from(f)), ("copy -> rt #1", 1.0)];
            for _ in 0..f {
                passes.push((resolve.as_str(), 0.5));
            }
            let owned: Vec<(String, f64)> = passes
                .into_iter()
                .map(|(l, m)| (l.to_string(), m))
                .collect();
            w.add_frame(owned.iter().map(|(l, m)| (l.as_str(), *m)));
        }
        let s = w.frame_stat();
        // Frames 2, 3, 4 kept: totals 2 + 1 + 1 = 4, 3 + 1 + 1.5 = 5.5,
        // 4 + 1 + 2 = 7; passes 4, 5, 6; resolves 2, 3, 4.
        assert_eq!(s.frames, 3);
        assert_eq!(s.ms_median, 5.5);
        // p95: rank 1.9 -> 5.5 + 0.9 * 1.5 = 6.85.
        assert!((s.ms_p95 - 6.85).abs() < 1e-12);
        assert_eq!(s.passes_median, 5.0);
        assert_eq!(s.resolves_median, 3.0);
        // Resolve time: 1, 1.5, 2 ms.
        assert_eq!(s.resolve_ms_median, 1.5);
        // The resolve label sums its passes per frame like any other.
        let r = w
            .stats()
            .into_iter()
            .find(|p| p.label == "resolve backbuffer")
            .expect("resolve label");
        assert_eq!(r.ms_median, 1.5);
        assert_eq!(PassWindow::new(4).frame_stat(), GpuFrameStat::default());
    }
}
