//! The library as ports find it: `scripts/install-capi` into a temporary
//! prefix (from the libraries this test run built), then
//! `examples/c/triangle.c` built through `pkg-config --cflags --libs
//! ninebridge_d3d9` and through a minimal CMake project with
//! `find_package(ninebridge_d3d9)`, each run from the prefix and its PNGs
//! checked. Bad input to the script is one line and changes nothing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::c_programs::{check_triangle_output, library_dir, manifest_dir, path_str};

fn install_script() -> PathBuf {
    manifest_dir().join("../../scripts/install-capi")
}

fn install(args: &[&str]) -> Output {
    Command::new(install_script())
        .args(args)
        .output()
        .expect("scripts/install-capi runs")
}

/// Installs this run's libraries under `prefix`.
fn install_into(prefix: &Path) {
    let output = install(&[path_str(prefix), "--from", path_str(library_dir())]);
    assert!(
        output.status.success(),
        "install-capi failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
}

/// Whether `tool` runs here; in CI its absence is a failure (`.ci/run`
/// installs it through `scripts/setup-env`).
fn have(tool: &str, who: &str) -> bool {
    let found = Command::new(tool).arg("--version").output().is_ok();
    if !found {
        ninebridge_testutil::skip_or_fail(who, &format!("{tool} is not installed"));
    }
    found
}

/// Runs the example built at `exe` with the installed library only, and
/// checks what it wrote.
fn run_installed(exe: &Path, prefix: &Path) {
    let out = tempfile::tempdir().unwrap();
    let output = Command::new(exe)
        .arg(out.path())
        .env("LD_LIBRARY_PATH", prefix.join("lib"))
        .output()
        .expect("the example runs");
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{} exited with {:?}:\n{stdout}\n{}",
        exe.display(),
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    check_triangle_output(&stdout, out.path());
}

fn checked(command: &mut Command, what: &str) -> String {
    let output = command
        .output()
        .unwrap_or_else(|e| panic!("{what} runs: {e}"));
    assert!(
        output.status.success(),
        "{what} failed:\n{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn the_installed_tree_has_the_libraries_headers_and_package_files() {
    let prefix = tempfile::tempdir().unwrap();
    install_into(prefix.path());
    for file in [
        "lib/libninebridge_d3d9.so",
        "lib/libninebridge_d3d9.a",
        "include/ninebridge/d3d9.h",
        "include/ninebridge/d3d9types.h",
        "include/ninebridge/d3d9caps.h",
        "include/ninebridge/ninebridge_ext.h",
        "lib/pkgconfig/ninebridge_d3d9.pc",
        "lib/cmake/ninebridge_d3d9/ninebridge_d3d9Config.cmake",
        "lib/cmake/ninebridge_d3d9/ninebridge_d3d9ConfigVersion.cmake",
    ] {
        assert!(prefix.path().join(file).is_file(), "{file} not installed");
    }
    let pc =
        std::fs::read_to_string(prefix.path().join("lib/pkgconfig/ninebridge_d3d9.pc")).unwrap();
    let version = format!("Version: {}", env!("CARGO_PKG_VERSION"));
    assert!(pc.contains(&version), "{pc}");
}

#[test]
fn pkg_config_builds_the_c_example_against_the_installed_library() {
    if !have("pkg-config", "pkg_config_builds_the_c_example") {
        return;
    }
    let prefix = tempfile::tempdir().unwrap();
    install_into(prefix.path());
    let pkg_config = |args: &[&str]| {
        checked(
            Command::new("pkg-config")
                .args(args)
                .arg("ninebridge_d3d9")
                .env("PKG_CONFIG_PATH", prefix.path().join("lib/pkgconfig")),
            "pkg-config",
        )
    };
    let flags = pkg_config(&["--cflags", "--libs"]);
    let build = tempfile::tempdir().unwrap();
    let exe = build.path().join("triangle");
    let source = manifest_dir().join("../../examples/c/triangle.c");
    checked(
        Command::new("cc")
            .args(["-std=c99", "-Wall", "-Wextra", "-Werror", path_str(&source)])
            .args(flags.split_whitespace())
            .arg("-o")
            .arg(&exe),
        "cc with pkg-config's flags",
    );
    run_installed(&exe, prefix.path());
    // The static flags name what the archive needs from the system.
    let static_flags = pkg_config(&["--static", "--libs"]);
    assert!(static_flags.contains("-lpthread"), "{static_flags}");
}

#[test]
fn cmake_find_package_builds_the_c_example_shared_and_static() {
    if !have("cmake", "cmake_find_package_builds_the_c_example") {
        return;
    }
    let prefix = tempfile::tempdir().unwrap();
    install_into(prefix.path());
    let project = tempfile::tempdir().unwrap();
    let source = manifest_dir().join("../../examples/c/triangle.c");
    std::fs::write(
        project.path().join("CMakeLists.txt"),
        format!(
            "cmake_minimum_required(VERSION 3.16)\n\
             project(triangle C)\n\
             find_package(ninebridge_d3d9 {version} REQUIRED)\n\
             add_executable(triangle \"{source}\")\n\
             target_link_libraries(triangle PRIVATE ninebridge::d3d9)\n\
             add_executable(triangle_static \"{source}\")\n\
             target_link_libraries(triangle_static PRIVATE ninebridge::d3d9_static)\n",
            version = env!("CARGO_PKG_VERSION"),
            source = path_str(&source),
        ),
    )
    .unwrap();
    let build = project.path().join("build");
    checked(
        Command::new("cmake")
            .arg("-S")
            .arg(project.path())
            .arg("-B")
            .arg(&build)
            .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix.path().display())),
        "cmake configure",
    );
    checked(
        Command::new("cmake").arg("--build").arg(&build),
        "cmake --build",
    );
    run_installed(&build.join("triangle"), prefix.path());
    run_installed(&build.join("triangle_static"), prefix.path());
}

#[test]
fn cmake_refuses_a_version_the_installed_library_does_not_answer() {
    if !have("cmake", "cmake_refuses_a_version") {
        return;
    }
    let prefix = tempfile::tempdir().unwrap();
    install_into(prefix.path());
    let project = tempfile::tempdir().unwrap();
    std::fs::write(
        project.path().join("CMakeLists.txt"),
        "cmake_minimum_required(VERSION 3.16)\nproject(p C)\nfind_package(ninebridge_d3d9 99.0 REQUIRED)\n",
    )
    .unwrap();
    let output = Command::new("cmake")
        .arg("-S")
        .arg(project.path())
        .arg("-B")
        .arg(project.path().join("build"))
        .arg(format!("-DCMAKE_PREFIX_PATH={}", prefix.path().display()))
        .output()
        .expect("cmake runs");
    assert!(!output.status.success(), "version 99.0 was accepted");
}

/// A listing of every path under `dir`, to show a failed install wrote nothing.
fn listing(dir: &Path) -> Vec<PathBuf> {
    let mut all = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path.clone());
            }
            all.push(path);
        }
    }
    all.sort();
    all
}

#[test]
fn install_without_a_prefix_or_into_one_it_cannot_write_says_so_in_one_line() {
    let output = install(&[]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("no PREFIX"), "{stderr}");

    // Under a plain file: nothing can be made there, and nothing is.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"not a directory").unwrap();
    let before = listing(dir.path());
    let prefix = file.join("prefix");
    let output = install(&[path_str(&prefix), "--from", path_str(library_dir())]);
    assert_eq!(output.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(stderr.contains("cannot write"), "{stderr}");
    assert_eq!(listing(dir.path()), before);
    assert_eq!(std::fs::read(&file).unwrap(), b"not a directory");

    // A library directory without the libraries: named, nothing written.
    let empty = tempfile::tempdir().unwrap();
    let prefix = dir.path().join("prefix");
    let output = install(&[path_str(&prefix), "--from", path_str(empty.path())]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not found"));
    assert!(!prefix.exists());
}
