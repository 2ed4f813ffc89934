//! Compiling a test program: its gated copy, the Win32 stand-in and the
//! test runtime, linked against `libninebridge_d3d9`.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::program::Program;
use crate::{Error, crate_dir};

/// Where and against what the programs are built.
#[derive(Debug, Clone)]
pub struct BuildConfig {
    /// The folder holding the programs and Wine's headers
    /// (`../shared/conformance/wine-api`).
    pub source_dir: PathBuf,
    /// The folder holding `libninebridge_d3d9.so` (`target/debug`).
    pub library_dir: PathBuf,
    /// Where the gated copies and executables go.
    pub work_dir: PathBuf,
    /// The C compiler (`cc`).
    pub compiler: String,
}

impl BuildConfig {
    /// The library the programs link against.
    pub fn library(&self) -> PathBuf {
        self.library_dir.join(format!(
            "{}ninebridge_d3d9{}",
            std::env::consts::DLL_PREFIX,
            std::env::consts::DLL_SUFFIX
        ))
    }
}

/// The folder of the C ABI's headers (`crates/capi/include`).
pub fn capi_include_dir() -> PathBuf {
    crate_dir().join("../capi/include")
}

/// Builds `program` into an executable that runs the test function named
/// by its first argument; returns its path.
pub fn build(program: &Program, config: &BuildConfig) -> Result<PathBuf, Error> {
    let library = config.library();
    if !library.exists() {
        return Err(Error::NoLibrary(library));
    }
    std::fs::create_dir_all(&config.work_dir).map_err(|e| Error::io(&config.work_dir, e))?;
    let copy = config.work_dir.join(&program.file);
    std::fs::write(&copy, program.gate_start_test()).map_err(|e| Error::io(&copy, e))?;
    let stem = program.file.trim_end_matches(".c");
    let exe = config.work_dir.join(stem);
    let standin = crate_dir().join("win32");
    let output = Command::new(&config.compiler)
        .args(["-std=gnu11", "-O0", "-g", "-w", "-pthread"])
        .arg(include(&standin.join("include")))
        .arg(include(&capi_include_dir()))
        .arg(include(&config.source_dir))
        .arg("-include")
        .arg(standin.join("include/winetest_nb.h"))
        .arg(format!("-DNB_START_FUNC=func_{}", program.start_name))
        .arg(&copy)
        .arg(standin.join("src/win32.c"))
        .arg(standin.join("src/winetest.c"))
        .arg(format!("-L{}", config.library_dir.display()))
        .arg(format!("-Wl,-rpath,{}", config.library_dir.display()))
        .args(["-lninebridge_d3d9", "-ldl", "-lm", "-o"])
        .arg(&exe)
        .output()
        .map_err(|e| Error::io(PathBuf::from(&config.compiler), e))?;
    if !output.status.success() {
        let text = String::from_utf8_lossy(&output.stderr);
        let tail: Vec<&str> = text.lines().rev().take(40).collect();
        return Err(Error::Compile {
            file: program.file.clone(),
            status: output.status.to_string(),
            output: tail.into_iter().rev().collect::<Vec<_>>().join("\n"),
        });
    }
    Ok(exe)
}

fn include(dir: &Path) -> String {
    format!("-I{}", dir.display())
}
