//! The compiler service's scheduling (spec 001, "Pipeline states and the
//! draw-time lookup" and "Workers"): entries that move through QUEUED,
//! BUILDING, READY and FAILED, the draw thread's rules for each, and named
//! worker threads draining four priority queues.
//!
//! Generic over the key and the built value: the device decides what a
//! pipeline is and how it is built; this module decides who builds it and
//! who waits.
//!
//! Draw-time rules ([`Service::get_or_build`]):
//! - READY: returned (a prewarm hit when a worker built it);
//! - QUEUED (a worker was to build it from a recipe): claimed and built on
//!   the calling thread with the queued job;
//! - BUILDING: the caller waits for that one entry only;
//! - FAILED: rebuilt on the calling thread when the failure was a
//!   background one, or when fewer than [`MAX_ATTEMPTS`] attempts were made
//!   and [`RETRY_AFTER`] has passed; otherwise the stored error is
//!   returned. A draw is never skipped silently: the caller gets the value
//!   or the error.
//!
//! Worker errors are stored in their entries only, never in the caller's
//! error state.

use std::collections::{HashMap, VecDeque};
use std::hash::Hash;
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A failed entry is built again after this long.
pub const RETRY_AFTER: Duration = Duration::from_secs(2);
/// Attempts (the first included) after which a failure is final.
pub const MAX_ATTEMPTS: u32 = 3;
/// Worker threads at most (spec 001's clamp of its worker setting).
pub const MAX_WORKERS: usize = 6;
/// The default number of workers (spec 001's).
pub const DEFAULT_WORKERS: usize = 3;

/// The background queues, drained in this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Queue {
    /// Translating newly registered shaders.
    Translate = 0,
    /// Turning recipes into queued entries.
    Prepare = 1,
    /// Creating shader modules.
    Modules = 2,
    /// Building queued entries.
    Build = 3,
}

/// A job a worker runs.
pub type Job = Box<dyn FnOnce() + Send>;

/// How an entry is built.
pub type BuildFn<V> = Box<dyn FnOnce() -> Result<V, String> + Send>;

enum Entry<V> {
    Queued(BuildFn<V>),
    Building,
    Ready {
        value: Arc<V>,
        background: bool,
    },
    Failed {
        error: String,
        attempts: u32,
        at: Instant,
        background: bool,
    },
}

/// What the service counted (spec 001 "Statistics").
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct ServiceStats {
    /// Entries built on a calling (draw) thread.
    pub engine_thread_builds: u64,
    /// Their time, in milliseconds.
    pub engine_thread_ms: f64,
    /// Times a caller waited for a worker's build.
    pub waits: u64,
    /// The time spent waiting, in milliseconds.
    pub wait_ms: f64,
    /// Entries built by workers.
    pub background_builds: u64,
    /// Their time, in milliseconds.
    pub background_ms: f64,
    /// READY entries a worker built, found by a caller.
    pub prewarm_hits: u64,
    /// Entries built but failed (on any thread).
    pub failures: u64,
}

struct State<K, V> {
    entries: HashMap<K, Entry<V>>,
    /// Keys of QUEUED entries, oldest first.
    to_build: VecDeque<K>,
    jobs: [VecDeque<Job>; 3],
    /// Jobs and builds running on workers.
    running: usize,
    stats: ServiceStats,
    shutdown: bool,
}

struct Shared<K, V> {
    state: Mutex<State<K, V>>,
    /// Entries and queues changed.
    changed: Condvar,
}

/// The scheduler: see the module notes. Dropping it stops the workers
/// after their current job.
pub struct Service<K, V> {
    shared: Arc<Shared<K, V>>,
    workers: Vec<JoinHandle<()>>,
    retry_after: Duration,
}

impl<K, V> Service<K, V>
where
    K: Eq + Hash + Clone + Send + 'static,
    V: Send + Sync + 'static,
{
    /// A service with `workers` background threads (clamped to
    /// [`MAX_WORKERS`]; 0: everything is built by callers), named
    /// `ninebridge-pipelines`.
    pub fn new(workers: usize) -> Self {
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                entries: HashMap::new(),
                to_build: VecDeque::new(),
                jobs: Default::default(),
                running: 0,
                stats: ServiceStats::default(),
                shutdown: false,
            }),
            changed: Condvar::new(),
        });
        let workers = (0..workers.min(MAX_WORKERS))
            .filter_map(|i| {
                let shared = shared.clone();
                std::thread::Builder::new()
                    .name(format!("ninebridge-pipelines-{i}"))
                    .spawn(move || worker(&shared))
                    .ok()
            })
            .collect();
        Service {
            shared,
            workers,
            retry_after: RETRY_AFTER,
        }
    }

    /// The same service with another retry delay for failed entries
    /// ([`RETRY_AFTER`] by default; tests shorten it).
    pub fn with_retry_after(mut self, delay: Duration) -> Self {
        self.retry_after = delay;
        self
    }

    /// The number of workers running.
    pub fn workers(&self) -> usize {
        self.workers.len()
    }

    fn lock(&self) -> MutexGuard<'_, State<K, V>> {
        // A panic inside a build cannot poison the lock (builds run
        // outside it); recover the state anyway rather than panic.
        self.shared
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Queues `key` to be built by a worker with `build` (a recipe), unless
    /// the key already has an entry. Returns whether it was queued. With no
    /// workers the entry stays QUEUED until a caller claims it.
    pub fn queue(&self, key: K, build: BuildFn<V>) -> bool {
        let mut st = self.lock();
        if st.entries.contains_key(&key) {
            return false;
        }
        st.entries.insert(key.clone(), Entry::Queued(build));
        st.to_build.push_back(key);
        drop(st);
        self.shared.changed.notify_all();
        true
    }

    /// Runs `job` on a worker, after the jobs of earlier queues (`Build`
    /// is for [`Service::queue`]: given here it runs with the module jobs).
    /// With no workers the job runs now, on the calling thread.
    pub fn submit(&self, queue: Queue, job: Job) {
        if self.workers.is_empty() {
            job();
            return;
        }
        let index = (queue as usize).min(2);
        self.lock().jobs[index].push_back(job);
        self.shared.changed.notify_all();
    }

    /// The value of `key`, by the draw-time rules of the module notes;
    /// `build` builds it on this thread when that is what the rules say.
    pub fn get_or_build(
        &self,
        key: &K,
        build: impl FnOnce() -> Result<V, String>,
    ) -> Result<Arc<V>, String> {
        let mut st = self.lock();
        let mut waited: Option<Instant> = None;
        let job: Option<BuildFn<V>> = loop {
            match st.entries.get(key) {
                Some(Entry::Ready { value, background }) => {
                    let (value, background) = (value.clone(), *background);
                    if background {
                        st.stats.prewarm_hits += 1;
                    }
                    if let Some(start) = waited {
                        st.stats.waits += 1;
                        st.stats.wait_ms += start.elapsed().as_secs_f64() * 1e3;
                    }
                    return Ok(value);
                }
                Some(Entry::Building) => {
                    waited.get_or_insert_with(Instant::now);
                    st = self
                        .shared
                        .changed
                        .wait(st)
                        .unwrap_or_else(|poisoned| poisoned.into_inner());
                }
                Some(Entry::Queued(_)) => {
                    st.to_build.retain(|k| k != key);
                    match st.entries.insert(key.clone(), Entry::Building) {
                        Some(Entry::Queued(job)) => break Some(job),
                        _ => break None,
                    }
                }
                Some(Entry::Failed {
                    error,
                    attempts,
                    at,
                    background,
                }) => {
                    let (background, attempts) = (*background, *attempts);
                    let retry =
                        background || (attempts < MAX_ATTEMPTS && at.elapsed() >= self.retry_after);
                    if !retry {
                        return Err(error.clone());
                    }
                    // A background failure does not count against the
                    // draw thread's attempts.
                    let attempts = if background { 0 } else { attempts };
                    st.entries.insert(key.clone(), Entry::Building);
                    drop(st);
                    return self.build_here(key, attempts, build);
                }
                None => {
                    st.entries.insert(key.clone(), Entry::Building);
                    break None;
                }
            }
        };
        drop(st);
        match job {
            Some(job) => self.build_here(key, 0, job),
            None => self.build_here(key, 0, build),
        }
    }

    /// Builds `key` (already BUILDING) on this thread and publishes it.
    fn build_here(
        &self,
        key: &K,
        attempts: u32,
        build: impl FnOnce() -> Result<V, String>,
    ) -> Result<Arc<V>, String> {
        let start = Instant::now();
        let result = build().map(Arc::new);
        let ms = start.elapsed().as_secs_f64() * 1e3;
        let mut st = self.lock();
        st.stats.engine_thread_builds += 1;
        st.stats.engine_thread_ms += ms;
        publish(&mut st, key, &result, attempts + 1, false);
        drop(st);
        self.shared.changed.notify_all();
        result
    }

    /// Blocks until every queue is empty and no worker is busy (a loading
    /// screen's pause: `ninebridge replay --settle`). Returns at once with
    /// no workers.
    pub fn settle(&self) {
        if self.workers.is_empty() {
            return;
        }
        let mut st = self.lock();
        while !(st.to_build.is_empty() && st.jobs.iter().all(VecDeque::is_empty) && st.running == 0)
        {
            st = self
                .shared
                .changed
                .wait(st)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
    }

    /// The counters so far.
    pub fn stats(&self) -> ServiceStats {
        self.lock().stats
    }

    /// Entries that are READY.
    pub fn ready(&self) -> usize {
        self.lock()
            .entries
            .values()
            .filter(|e| matches!(e, Entry::Ready { .. }))
            .count()
    }
}

impl<K, V> Drop for Service<K, V> {
    fn drop(&mut self) {
        if let Ok(mut st) = self.shared.state.lock() {
            st.shutdown = true;
        }
        self.shared.changed.notify_all();
        // A job may hold the last handle of the service's owner, so the
        // service can be dropped on one of its own workers: that one is
        // not joined (it returns once the job does, seeing the shutdown).
        let current = std::thread::current().id();
        for w in self.workers.drain(..) {
            if w.thread().id() != current {
                let _ = w.join();
            }
        }
    }
}

/// Stores a build's result in its entry.
fn publish<K: Eq + Hash + Clone, V>(
    st: &mut State<K, V>,
    key: &K,
    result: &Result<Arc<V>, String>,
    attempts: u32,
    background: bool,
) {
    let entry = match result {
        Ok(value) => Entry::Ready {
            value: value.clone(),
            background,
        },
        Err(error) => {
            st.stats.failures += 1;
            Entry::Failed {
                error: error.clone(),
                attempts,
                at: Instant::now(),
                background,
            }
        }
    };
    st.entries.insert(key.clone(), entry);
}

/// A worker: jobs in queue order, then queued builds, until shutdown.
fn worker<K: Eq + Hash + Clone, V>(shared: &Shared<K, V>) {
    let lock = || {
        shared
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    let mut st = lock();
    loop {
        if st.shutdown {
            return;
        }
        if let Some(job) = st.jobs.iter_mut().find_map(VecDeque::pop_front) {
            st.running += 1;
            drop(st);
            // A panicking job must not take the worker (and every entry
            // it would build) with it.
            let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(job));
            st = lock();
            st.running -= 1;
            shared.changed.notify_all();
            continue;
        }
        if let Some(key) = st.to_build.pop_front() {
            // A caller may have claimed it meanwhile (then it is no longer
            // QUEUED and not this worker's).
            if !matches!(st.entries.get(&key), Some(Entry::Queued(_))) {
                continue;
            }
            let Some(Entry::Queued(build)) = st.entries.insert(key.clone(), Entry::Building) else {
                continue;
            };
            st.running += 1;
            drop(st);
            let start = Instant::now();
            // A panicking build fails its entry (a draw then builds it
            // itself) instead of leaving it BUILDING for ever.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(build))
                .unwrap_or_else(|_| Err("the build panicked on a worker".to_string()))
                .map(Arc::new);
            let ms = start.elapsed().as_secs_f64() * 1e3;
            st = lock();
            st.running -= 1;
            st.stats.background_builds += 1;
            st.stats.background_ms += ms;
            publish(&mut st, &key, &result, 1, true);
            shared.changed.notify_all();
            continue;
        }
        st = shared
            .changed
            .wait(st)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
    }
}
