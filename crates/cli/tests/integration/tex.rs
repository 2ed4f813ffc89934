//! `ninebridge tex` run as a real process: the bundled DDS file, generated
//! malformed files, and the shared corpus's malformed files (one-line error,
//! non-zero exit, never a panic, never a hang).

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use ninebridge_texture::dds::DdsTexture;

const TIMEOUT: Duration = Duration::from_secs(30);

fn sample() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/sample_dxt5.dds")
}

/// Runs the binary with a deadline; a hang fails the test.
fn run(args: &[&std::ffi::OsStr]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn ninebridge");
    let start = Instant::now();
    loop {
        if child.try_wait().expect("wait").is_some() {
            return child.wait_with_output().expect("output");
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            panic!("ninebridge {args:?} did not finish within {TIMEOUT:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

fn os(s: &str) -> &std::ffi::OsStr {
    std::ffi::OsStr::new(s)
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A failure must be one `error: ...` line and a non-zero exit that is not a
/// panic (101).
fn assert_clean_failure(o: &Output, what: &str) {
    let code = o.status.code();
    assert_ne!(code, Some(0), "{what}: expected failure");
    assert_ne!(
        code,
        Some(101),
        "{what}: panicked: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let err = String::from_utf8_lossy(&o.stderr);
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "{what}: stderr is not one line: {err:?}");
    assert!(lines[0].starts_with("error: "), "{what}: {err:?}");
}

#[test]
fn info_on_bundled_sample() {
    let o = run(&[os("tex"), os("info"), sample().as_os_str()]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = stdout(&o);
    for line in [
        "format: DXT5 ('DXT5')",
        "size: 256x256",
        "levels: 9",
        "faces: 1",
        "depth: 1",
    ] {
        assert!(
            text.lines().any(|l| l == line),
            "missing {line:?} in:\n{text}"
        );
    }
    let tex = DdsTexture::from_bytes(&std::fs::read(sample()).unwrap()).unwrap();
    let crc = format!("texmod_crc32: {:08x}", tex.texmod_crc32().unwrap());
    assert!(text.lines().any(|l| l == crc), "{crc} not in:\n{text}");
    let key = format!(
        "xxh3_key: {:016x} (guest address 0)",
        tex.content_key(0).unwrap()
    );
    assert!(text.lines().any(|l| l == key), "{key} not in:\n{text}");
}

#[test]
fn crc_prints_only_the_digits() {
    let o = run(&[os("tex"), os("crc"), sample().as_os_str()]);
    assert!(o.status.success());
    let tex = DdsTexture::from_bytes(&std::fs::read(sample()).unwrap()).unwrap();
    assert_eq!(stdout(&o), format!("{:08x}\n", tex.texmod_crc32().unwrap()));

    let dir = tempfile::tempdir().unwrap();
    let raw = dir.path().join("check.bin");
    std::fs::write(&raw, b"123456789").unwrap();
    let o = run(&[os("tex"), os("crc"), raw.as_os_str()]);
    assert!(o.status.success());
    assert_eq!(stdout(&o), "340bc6d9\n");
}

#[test]
fn decode_raw_and_png_match_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let tex = DdsTexture::from_bytes(&std::fs::read(sample()).unwrap()).unwrap();
    for level in [0u32, 3, 8] {
        let raw = dir.path().join(format!("l{level}.bgra"));
        let png_path = dir.path().join(format!("l{level}.png"));
        let level_arg = level.to_string();
        let o = run(&[
            os("tex"),
            os("decode"),
            sample().as_os_str(),
            os("--level"),
            os(&level_arg),
            os("--raw"),
            raw.as_os_str(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let expected = tex.decode_level(0, level, 0).unwrap();
        assert_eq!(std::fs::read(&raw).unwrap(), expected, "level {level} raw");

        let o = run(&[
            os("tex"),
            os("decode"),
            sample().as_os_str(),
            os("--level"),
            os(&level_arg),
            os("--png"),
            png_path.as_os_str(),
        ]);
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let decoder = png::Decoder::new(std::io::BufReader::new(
            std::fs::File::open(&png_path).unwrap(),
        ));
        let mut reader = decoder.read_info().unwrap();
        let mut rgba = vec![0u8; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut rgba).unwrap();
        let region = tex.region(0, level).unwrap();
        assert_eq!((info.width, info.height), (region.width, region.height));
        let bgra: Vec<u8> = rgba[..info.buffer_size()]
            .chunks_exact(4)
            .flat_map(|p| [p[2], p[1], p[0], p[3]])
            .collect();
        assert_eq!(bgra, expected, "level {level} png");
    }
}

#[test]
fn bad_indices_and_arguments_fail_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.bgra");
    let o = run(&[
        os("tex"),
        os("decode"),
        sample().as_os_str(),
        os("--level"),
        os("9"),
        os("--raw"),
        out.as_os_str(),
    ]);
    assert_clean_failure(&o, "level 9");
    assert!(String::from_utf8_lossy(&o.stderr).contains("level 9 does not exist (the file has 9)"));
    let o = run(&[
        os("tex"),
        os("decode"),
        sample().as_os_str(),
        os("--face"),
        os("1"),
        os("--raw"),
        out.as_os_str(),
    ]);
    assert_clean_failure(&o, "face 1");
    let o = run(&[
        os("tex"),
        os("info"),
        dir.path().join("missing.dds").as_os_str(),
    ]);
    assert_clean_failure(&o, "missing file");
}

#[test]
fn generated_malformed_files_fail_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let good = std::fs::read(sample()).unwrap();
    let cases: Vec<(&str, Vec<u8>)> = vec![
        ("empty", vec![]),
        ("magic only", b"DDS ".to_vec()),
        ("truncated header", good[..60].to_vec()),
        ("truncated payload", good[..good.len() - 1].to_vec()),
        ("huge width", {
            let mut f = good.clone();
            f[16..20].copy_from_slice(&100_000u32.to_le_bytes());
            f
        }),
        ("huge mip count", {
            let mut f = good.clone();
            f[28..32].copy_from_slice(&u32::MAX.to_le_bytes());
            f
        }),
    ];
    for (name, bytes) in cases {
        let path = dir.path().join(format!("{}.dds", name.replace(' ', "_")));
        std::fs::write(&path, &bytes).unwrap();
        assert_clean_failure(&run(&[os("tex"), os("info"), path.as_os_str()]), name);
        // `crc` reads any non-DDS file as raw bytes; a DDS file must parse.
        let crc = run(&[os("tex"), os("crc"), path.as_os_str()]);
        if bytes.starts_with(b"DDS ") {
            assert_clean_failure(&crc, name);
        } else {
            assert!(crc.status.success(), "{name}: crc of raw bytes");
        }
        let out = dir.path().join("out.png");
        let o = run(&[
            os("tex"),
            os("decode"),
            path.as_os_str(),
            os("--png"),
            out.as_os_str(),
        ]);
        assert_clean_failure(&o, name);
    }
}

#[test]
fn corpus_files_never_panic_or_hang() {
    let Some(dir) = ninebridge_testutil::shared_subdir("corpus_files_never_panic", "corpus/dds")
    else {
        return;
    };
    let out_dir = tempfile::tempdir().unwrap();
    let out = out_dir.path().join("out.bgra");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "dds"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let mut failures = 0;
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let outputs = [
            run(&[os("tex"), os("info"), file.as_os_str()]),
            run(&[
                os("tex"),
                os("decode"),
                file.as_os_str(),
                os("--raw"),
                out.as_os_str(),
            ]),
            run(&[os("tex"), os("crc"), file.as_os_str()]),
        ];
        for o in &outputs {
            if !o.status.success() {
                failures += 1;
                assert_clean_failure(o, &name);
            }
        }
        // The named malformed files must be rejected.
        if name.contains("timeout")
            || name.contains("unsupported")
            || name.contains("unimplemented")
        {
            assert!(!outputs[1].status.success(), "{name} decoded");
        }
    }
    eprintln!("{} corpus files, {failures} clean failures", files.len());
}
