//! ninebridge-capi's integration tests, one binary: C and C++ programs
//! built against the library as ports build them (`c_programs`), and the
//! library installed and found through pkg-config and CMake (`install`).

mod c_programs;
mod install;
