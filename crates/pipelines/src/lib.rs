//! The pipeline compiler service's persistent parts (spec 001, "The
//! compiler service" through "Statistics", on wgpu): what survives a
//! session so that the next one compiles nothing at draw time.
//!
//! Design notes:
//! - `manifest`: the versioned file of pipeline recipes (everything a
//!   pipeline build reads, without per-draw values), appended one record
//!   at a time, repaired on load (torn tail, invalid records, duplicates,
//!   the cap) and migrated from the previous version. Records are opaque
//!   fixed-size byte strings here; the device defines what they hold
//!   through [`RecordCodec`].
//! - `driver_cache`: the driver's own pipeline cache (`wgpu::PipelineCache`)
//!   as one blob per adapter and driver, wrapped in a checked header so that
//!   a truncated, corrupt or foreign blob is discarded, never trusted.
//!
//! - `service`: the scheduling of builds: entries through QUEUED,
//!   BUILDING, READY and FAILED with the draw thread's rules, and named
//!   worker threads draining priority queues.
//!
//! The device's side (what a recipe holds, how modules and pipelines are
//! built from one) is `ninebridge_d3d9::PipelineService`, which runs on
//! these three.
//!
//! Neither persistent part panics or aborts on bad files: each is repaired or
//! discarded with one log line, and the session starts as if cold.

pub mod driver_cache;
pub mod manifest;
pub mod service;

pub use driver_cache::{
    DEFAULT_QUIET_PERIOD, DriverCache, DriverCacheError, DriverCacheStats, LoadOutcome, SaveOutcome,
};
pub use manifest::{
    FormatVersion, LoadReport, Manifest, ManifestError, Opened, RecordCodec, Records,
};
pub use service::{Queue, Service, ServiceStats};
