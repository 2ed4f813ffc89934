//! ninebridge-packs's integration tests, one binary: each module was a test file of
//! its own. One binary links the crate and its dependencies once, not once
//! per file (CI's disk and link time); nextest still runs every test in a
//! process of its own.

mod build;
mod corpus;
mod hvs_rules;
mod hvt_rules;
mod hvt_sparse;
mod hvt_writer;
mod properties;
mod runtime_env;
mod spec001_rules;
