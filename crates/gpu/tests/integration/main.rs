//! ninebridge-gpu's integration tests, one binary: each module was a test file of
//! its own. One binary links the crate and its dependencies once, not once
//! per file (CI's disk and link time); nextest still runs every test in a
//! process of its own.

mod post;
mod queue;
mod render;
