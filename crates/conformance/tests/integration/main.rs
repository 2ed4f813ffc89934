//! The conformance crate's integration tests, one module per file.

#[cfg(all(feature = "device", feature = "interp"))]
mod diff_features;
