//! C and C++ programs written against `include/d3d9.h`, built with the
//! system's compilers (`cc`, `c++`) and linked against the library, as a
//! port builds them: the header's own layout checks (`tests/c`) and the
//! examples (`examples/c`, `examples/cpp`), run headless.
//!
//! The test binary does not link the library (a `cdylib` and a
//! `staticlib`), so the first test to need it builds it with the cargo
//! that runs the tests, in the same profile.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

pub(crate) fn manifest_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The profile directory the test runs from (`target/debug`).
fn profile_dir() -> PathBuf {
    let exe = std::env::current_exe().expect("test executable path");
    // target/<profile>/deps/<test>
    exe.parent()
        .and_then(Path::parent)
        .expect("the test binary lies in <target>/<profile>/deps")
        .to_path_buf()
}

/// The directory holding `libninebridge_d3d9.so` and `.a`, built once.
pub(crate) fn library_dir() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = profile_dir();
        // The whole workspace's libraries and tests, as the test run
        // built them: the same targets resolve the same features, so
        // everything but the library's own link is already built (`-p
        // ninebridge-capi` alone would resolve fewer features and rebuild
        // wgpu and the rest).
        let mut build = Command::new(env!("CARGO"));
        build.args(["build", "--workspace", "--lib", "--tests"]);
        match dir.file_name().and_then(|n| n.to_str()) {
            Some("debug") => {}
            Some("release") => {
                build.arg("--release");
            }
            Some(other) => {
                build.args(["--profile", other]);
            }
            None => {}
        }
        let status = build.status().expect("cargo runs");
        assert!(status.success(), "cargo build of the library failed");
        assert!(dir.join("libninebridge_d3d9.a").exists());
        dir
    })
}

/// Compiles `sources` with `compiler` and `args` into `out`; panics with
/// the compiler's output on failure.
fn compile(compiler: &str, args: &[&str], out: &Path) {
    let include = manifest_dir().join("include");
    let output = Command::new(compiler)
        .arg(format!("-I{}", include.display()))
        .args(args)
        .arg("-o")
        .arg(out)
        .output()
        .unwrap_or_else(|e| panic!("{compiler} runs: {e}"));
    assert!(
        output.status.success(),
        "{compiler} {args:?}:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Runs `program` with `args` (the library found through
/// `LD_LIBRARY_PATH`); panics with its output unless it exits with 0.
pub(crate) fn run(program: &Path, args: &[&Path]) -> String {
    let output = Command::new(program)
        .args(args)
        .env("LD_LIBRARY_PATH", library_dir())
        .env("DYLD_LIBRARY_PATH", library_dir())
        .output()
        .expect("the program runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{} exited with {:?}:\n{stdout}\n{}",
        program.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

pub(crate) fn path_str(p: &Path) -> &str {
    p.to_str().expect("UTF-8 path")
}

#[test]
fn the_header_compiles_as_c_with_its_layouts_and_vtable_slots() {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("header_c");
    let source = manifest_dir().join("tests/c/header_c.c");
    compile(
        "cc",
        &[
            "-std=c11",
            "-DCOBJMACROS",
            "-Wall",
            "-Wextra",
            "-Werror",
            path_str(&source),
        ],
        &exe,
    );
    run(&exe, &[]);
}

#[test]
fn the_header_compiles_as_cpp_with_every_method_pure_virtual() {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("header_cpp");
    let source = manifest_dir().join("tests/c/header_cpp.cpp");
    compile(
        "c++",
        &[
            "-std=c++17",
            "-Wall",
            "-Wextra",
            "-Werror",
            path_str(&source),
        ],
        &exe,
    );
    run(&exe, &[]);
}

#[test]
fn the_header_gives_cpp_the_cobjmacros_forms_too() {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("header_cpp_cobjmacros");
    let source = manifest_dir().join("tests/c/header_cpp_cobjmacros.cpp");
    compile(
        "c++",
        &[
            "-std=c++17",
            "-DCOBJMACROS",
            "-Wall",
            "-Wextra",
            "-Werror",
            path_str(&source),
        ],
        &exe,
    );
    run(&exe, &[]);
}

/// A C program names the interface ids `d3d9.h` declares: they link.
#[test]
fn the_interface_ids_link_and_query_interface_answers_them() {
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("iids.c");
    std::fs::write(
        &source,
        r#"#define COBJMACROS
#include <d3d9.h>
#include <stdio.h>
#include <string.h>
int main(void) {
    IDirect3D9 *d3d = Direct3DCreate9(D3D_SDK_VERSION);
    IUnknown *unknown = NULL;
    IDirect3DDevice9 *wrong = NULL;
    if (!d3d) return 1;
    if (IDirect3D9_QueryInterface(d3d, &IID_IUnknown, (void **)&unknown) != S_OK || unknown != (IUnknown *)d3d) return 2;
    IUnknown_Release(unknown);
    if (IDirect3D9_QueryInterface(d3d, &IID_IDirect3DDevice9, (void **)&wrong) != E_NOINTERFACE || wrong) return 3;
    static const unsigned char want[8] = {0xbb, 0xd3, 0x27, 0xb8, 0x40, 0xb5, 0x41, 0xcc};
    if (memcmp(IID_IDirect3DQuery9.Data4, want, 8) != 0) return 4;
    IDirect3D9Ex *ex = NULL;
    if (IDirect3D9_QueryInterface(d3d, &IID_IDirect3D9Ex, (void **)&ex) != E_NOINTERFACE || ex) return 6;
    if (IDirect3D9_Release(d3d) != 0) return 5;
    /* Direct3DCreate9Ex's object answers IDirect3D9 and IDirect3D9Ex. */
    if (Direct3DCreate9Ex(D3D_SDK_VERSION, &ex) != S_OK || !ex) return 7;
    IDirect3D9 *base = NULL;
    if (IDirect3D9Ex_QueryInterface(ex, &IID_IDirect3D9, (void **)&base) != S_OK || base != (IDirect3D9 *)ex) return 8;
    IDirect3D9_Release(base);
    LUID luid;
    if (IDirect3D9Ex_GetAdapterLUID(ex, 0, &luid) != S_OK) return 9;
    if (IDirect3D9Ex_Release(ex) != 0) return 10;
    if (IID_IDirect3DDevice9Ex.Data1 != 0xb18b10ce || IID_IDirect3DSwapChain9Ex.Data1 != 0x91886caf) return 11;
    puts("ok");
    return 0;
}
"#,
    )
    .unwrap();
    let exe = dir.path().join("iids");
    let lib_flag = format!("-L{}", library_dir().display());
    compile(
        "cc",
        &[
            "-std=c99",
            "-Wall",
            "-Werror",
            path_str(&source),
            &lib_flag,
            "-lninebridge_d3d9",
        ],
        &exe,
    );
    assert!(run(&exe, &[]).contains("ok"));
}

/// `tests/c/threads.c`: pthreads on one `D3DCREATE_MULTITHREADED` device
/// through the C header (cube and volume textures made, locked, drawn and
/// released on four threads; a shared texture bound by all of them), its
/// pixels and counts checked by the program.
#[test]
fn a_c_program_uses_one_device_from_four_pthreads() {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("threads");
    let source = manifest_dir().join("tests/c/threads.c");
    let lib_flag = format!("-L{}", library_dir().display());
    compile(
        "cc",
        &[
            "-std=c11",
            "-pthread",
            "-Wall",
            "-Wextra",
            "-Werror",
            path_str(&source),
            &lib_flag,
            "-lninebridge_d3d9",
        ],
        &exe,
    );
    assert!(run(&exe, &[]).contains("ok"));
}

/// Builds the example `source` with `compiler` against the shared
/// library (or the static one), runs it headless and checks its PNGs.
fn example(compiler: &str, standard: &str, source: &str, link_static: bool) {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("triangle");
    let source = manifest_dir().join("../..").join(source);
    let lib_dir = library_dir();
    let lib_flag = format!("-L{}", lib_dir.display());
    let archive = lib_dir.join("libninebridge_d3d9.a");
    let mut args = vec![standard, "-Wall", "-Wextra", "-Werror", path_str(&source)];
    if link_static {
        args.extend([path_str(&archive), "-lpthread", "-ldl", "-lm"]);
    } else {
        args.extend([lib_flag.as_str(), "-lninebridge_d3d9"]);
    }
    compile(compiler, &args, &exe);
    let stdout = run(&exe, &[dir.path()]);
    check_triangle_output(&stdout, dir.path());
}

/// What `examples/c/triangle.c` leaves when it ran right: its message and
/// both 64x64 frames as PNGs in `dir`.
pub(crate) fn check_triangle_output(stdout: &str, dir: &Path) {
    assert!(stdout.contains("both frames correct"), "{stdout}");
    for name in ["triangle_fixed_function.png", "triangle_shaders.png"] {
        let png = std::fs::read(dir.join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let reader = decoder.read_info().expect("a PNG");
        let info = reader.info();
        assert_eq!((info.width, info.height), (64, 64), "{name}");
    }
}

#[test]
fn the_c_example_draws_both_triangles_through_the_shared_library() {
    example("cc", "-std=c99", "examples/c/triangle.c", false);
}

#[test]
fn the_c_example_links_the_static_library_too() {
    example("cc", "-std=c99", "examples/c/triangle.c", true);
}

#[test]
fn the_cpp_example_draws_both_triangles() {
    example("c++", "-std=c++17", "examples/cpp/triangle.cpp", false);
}

/// Every method that answers `E_NOTIMPL` (`not_implemented!` in the
/// sources) is named in `docs/capi.md`'s list, and the list names nothing
/// else.
#[test]
fn every_unimplemented_method_is_listed() {
    let src = manifest_dir().join("src");
    let mut in_code = std::collections::BTreeSet::new();
    let files = ["direct3d9.rs", "device/mod.rs", "resource.rs"];
    for file in files {
        let text = std::fs::read_to_string(src.join(file)).unwrap();
        for part in text.split("not_implemented!(\"").skip(1) {
            let args: Vec<&str> = part.split(')').next().unwrap().split('"').collect();
            // ("Method") or ("Interface", "Method"): the method is the last.
            let method = if args.len() >= 3 { args[2] } else { args[0] };
            in_code.insert(method.to_string());
        }
    }
    in_code.remove("$name");
    let doc = std::fs::read_to_string(manifest_dir().join("../../docs/capi.md")).unwrap();
    let list = doc
        .split("<!-- not-implemented -->")
        .nth(1)
        .and_then(|rest| rest.split("<!-- /not-implemented -->").next())
        .expect("docs/capi.md has the list");
    let in_doc: std::collections::BTreeSet<String> = list
        .lines()
        .filter(|l| !l.contains("not made yet"))
        .flat_map(|l| {
            l.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .filter(|name| !name.starts_with("IDirect3D"))
        .collect();
    let missing: Vec<_> = in_code.difference(&in_doc).collect();
    let stale: Vec<_> = in_doc.difference(&in_code).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "not listed: {missing:?}; listed but implemented: {stale:?}"
    );
}

/// `NINEBRIDGE_TRACE` captures a C program's calls as it does the Rust
/// API's: the trace holds the device's creation and the example's draws.
#[test]
fn a_c_programs_calls_are_captured_with_ninebridge_trace() {
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("triangle");
    let source = manifest_dir().join("../../examples/c/triangle.c");
    let lib_flag = format!("-L{}", library_dir().display());
    compile(
        "cc",
        &[
            "-std=c99",
            path_str(&source),
            &lib_flag,
            "-lninebridge_d3d9",
        ],
        &exe,
    );
    let trace = dir.path().join("trace.json");
    let status = Command::new(&exe)
        .arg(dir.path())
        .env("LD_LIBRARY_PATH", library_dir())
        .env("NINEBRIDGE_TRACE", &trace)
        .status()
        .expect("the example runs");
    assert!(status.success());
    let text = std::fs::read_to_string(&trace).expect("the trace was written");
    let value: serde_json::Value = serde_json::from_str(&text).expect("a JSON trace");
    let calls: Vec<&str> = value["steps"]
        .as_array()
        .expect("steps")
        .iter()
        .filter_map(|s| s["call"].as_str())
        .collect();
    assert_eq!(calls.first(), Some(&"CreateDevice"), "{calls:?}");
    assert_eq!(
        calls.iter().filter(|c| **c == "DrawPrimitiveUP").count(),
        2,
        "{calls:?}"
    );
    assert!(calls.contains(&"CreatePixelShader"), "{calls:?}");
}

/// A C port's Xlib window under Xvfb (`tests/c/window_x11.c`): the device
/// made for the window presents to it (read back from the X server), and
/// `Reset` after a resize takes the new client size.
#[test]
fn a_c_program_presents_to_its_x11_window_and_resizes_with_reset() {
    let who = "capi window_x11";
    if !Path::new("/usr/include/X11/Xlib.h").exists() {
        ninebridge_testutil::xvfb::skip_or_fail(who, "no X11 headers (libx11-dev)");
        return;
    }
    let xvfb = match ninebridge_testutil::xvfb::Xvfb::start(320, 240) {
        Ok(x) => x,
        Err(why) => return ninebridge_testutil::xvfb::skip_or_fail(who, &why),
    };
    let dir = tempfile::tempdir().unwrap();
    let exe = dir.path().join("window_x11");
    let source = manifest_dir().join("tests/c/window_x11.c");
    let lib_flag = format!("-L{}", library_dir().display());
    compile(
        "cc",
        &[
            "-std=c99",
            "-D_POSIX_C_SOURCE=199309L",
            "-Wall",
            "-Wextra",
            "-Werror",
            path_str(&source),
            &lib_flag,
            "-lninebridge_d3d9",
            "-lX11",
        ],
        &exe,
    );
    let output = Command::new(&exe)
        .env("DISPLAY", xvfb.display())
        .env("LD_LIBRARY_PATH", library_dir())
        .output()
        .expect("the program runs");
    assert!(
        output.status.success(),
        "window_x11 exited with {:?}:\n{}\n{}",
        output.status,
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
