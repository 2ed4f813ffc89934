//! The tools as modders and porters use them (issue 18), run as the real
//! binary: each rewritten message pinned to its exact line and exit status,
//! TexMod folders, cube maps refused, `pack verify --against`, shader packs
//! gated by the translator, plurals, closed pipes for every subcommand, the
//! binary-to-terminal refusal, a GPU command without the set-up script's
//! variables, and a property test that no error line repeats a clause.

use crate::support;

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use proptest::prelude::*;

fn bin() -> Command {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Asserts a failure whose whole stderr is `error: {line}` and whose exit
/// status is 1.
#[track_caller]
fn assert_error(out: &Output, line: &str) {
    assert_eq!(
        text(&out.stderr),
        format!("error: {line}\n"),
        "stdout: {}",
        text(&out.stdout)
    );
    assert_eq!(out.status.code(), Some(1));
}

#[track_caller]
fn assert_ok(out: &Output) -> String {
    assert!(out.status.success(), "{}", text(&out.stderr));
    text(&out.stdout)
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

fn write_png(path: &Path, w: u32, h: u32, rgba: &[u8]) {
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(rgba).unwrap();
    writer.finish().unwrap();
}

/// A DDS file of A8R8G8B8 pixels: `caps2` 0 for 2D, the cube flags for a
/// cube map (then `payload` holds six faces).
fn dds(w: u32, h: u32, caps2: u32, payload: &[u8]) -> Vec<u8> {
    let mut f = b"DDS ".to_vec();
    let mut words = |ws: &[u32]| ws.iter().for_each(|w| f.extend(w.to_le_bytes()));
    words(&[124, 0x100F, h, w, w * 4, 0, 1]);
    words(&[0; 11]);
    // RGB | ALPHAPIXELS, 32 bits, masks r g b a.
    words(&[32, 0x41, 0, 32, 0xff_0000, 0xff00, 0xff, 0xff00_0000]);
    let caps = if caps2 == 0 { 0x1000 } else { 0x1008 };
    words(&[caps, caps2, 0, 0, 0]);
    f.extend_from_slice(payload);
    f
}

const CUBE_ALL_FACES: u32 = 0x200 | 0xFC00;

/// `ps_2_0; mov oC0, c<n>; end`.
fn ps(n: u32) -> Vec<u8> {
    [
        0xFFFF_0200u32,
        0x0200_0001,
        0x800F_0800,
        0xA0E4_0000 | n,
        0x0000_FFFF,
    ]
    .iter()
    .flat_map(|w| w.to_le_bytes())
    .collect()
}

/// Passes the pack's token check (a `sub` of length 1) but not the parser.
fn untranslatable() -> Vec<u8> {
    [0xFFFF_0200u32, 0x0100_0003, 0x800F_0800, 0x0000_FFFF]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect()
}

/// A folder with a 2x1 `0x00001234.png` and a TexMod pack folder `tm`
/// holding `texmod.def` and `a.png` (same image), plus a built pack.
struct Mod {
    dir: tempfile::TempDir,
}

impl Mod {
    fn new() -> Self {
        let dir = tempfile::tempdir().unwrap();
        let loose = dir.path().join("loose");
        let tm = dir.path().join("tm");
        std::fs::create_dir_all(&loose).unwrap();
        std::fs::create_dir_all(&tm).unwrap();
        let rgba = [10, 20, 30, 255, 40, 50, 60, 128];
        write_png(&loose.join("0x00001234.png"), 2, 1, &rgba);
        write_png(&tm.join("a.png"), 2, 1, &rgba);
        std::fs::write(tm.join("texmod.def"), "0x00001234|a.png\r\n").unwrap();
        Mod { dir }
    }

    fn path(&self, name: &str) -> PathBuf {
        self.dir.path().join(name)
    }

    /// Builds `name` from `input` and returns its path.
    fn pack(&self, name: &str, input: &str) -> PathBuf {
        let out = self.path(name);
        assert_ok(&run(&[
            "pack",
            "build",
            "--out",
            s(&out),
            s(&self.path(input)),
        ]));
        out
    }
}

#[test]
fn a_folder_with_texmod_def_is_a_texmod_pack() {
    let m = Mod::new();
    let out = m.path("tm.hvt");
    let stdout = assert_ok(&run(&["pack", "build", "--out", s(&out), s(&m.path("tm"))]));
    assert!(
        stdout.starts_with(&format!("wrote {}: 1 entry, ", out.display())),
        "{stdout}"
    );
    assert_eq!(
        assert_ok(&run(&["pack", "inspect", s(&out)])),
        "00001234 2 1 64 8\n"
    );
    // A subfolder holding a texmod.def is read the same way: its a.png
    // takes the definition's CRC (not "name carries no CRC"), which the
    // loose file also claims.
    let out = m.path("all.hvt");
    assert_error(
        &run(&["pack", "build", "--out", s(&out), s(m.dir.path())]),
        &format!(
            "duplicate CRC 00001234: {} and {}",
            m.path("loose/0x00001234.png").display(),
            m.path("tm/a.png").display()
        ),
    );
}

#[test]
fn cube_maps_are_refused_with_the_reason() {
    let m = Mod::new();
    let cube = m.path("sky_0X0000ABCD.dds");
    std::fs::write(&cube, dds(2, 2, CUBE_ALL_FACES, &[7; 6 * 16])).unwrap();
    let out = run(&["pack", "build", "--out", s(&m.path("c.hvt")), s(&cube)]);
    assert_error(
        &out,
        &format!(
            "{}: a cube map (6 faces); a .hvt entry is one 2D image, so save the one you mean as a 2D DDS or PNG",
            cube.display()
        ),
    );
    assert!(!m.path("c.hvt").exists());
}

#[test]
fn pack_verify_says_what_it_checks_and_compares_against_sources() {
    let m = Mod::new();
    let pack = m.pack("p.hvt", "loose");
    assert_eq!(
        assert_ok(&run(&["pack", "verify", s(&pack)])),
        "ok: 1 entry; structure valid; pixel contents are not checksummed by the format (use --against DIR to compare them)\n"
    );
    let tm = m.path("tm");
    assert_eq!(
        assert_ok(&run(&["pack", "verify", s(&pack), "--against", s(&tm)])),
        format!(
            "ok: 1 entry; structure valid; every pixel matches the images in {}\n",
            tm.display()
        )
    );
    // One corrupted pixel byte: the structure still verifies, --against sees it.
    let mut bytes = std::fs::read(&pack).unwrap();
    let last = bytes.len() - 2;
    bytes[last] ^= 0x40;
    std::fs::write(&pack, bytes).unwrap();
    assert_ok(&run(&["pack", "verify", s(&pack)]));
    let a = tm.join("a.png");
    assert_error(
        &run(&["pack", "verify", s(&pack), "--against", s(&tm)]),
        &format!(
            "entry 0 (00001234): 1 pixel of 2 differ from {} (first at x 1, y 0)",
            a.display()
        ),
    );
    // A source image the pack lacks.
    write_png(&m.path("loose/0x00009999.png"), 1, 1, &[0, 0, 0, 0]);
    assert_error(
        &run(&["pack", "verify", s(&pack), "--against", s(&m.path("loose"))]),
        &format!(
            "{} (00009999) is not in the pack",
            m.path("loose/0x00009999.png").display()
        ),
    );
}

#[test]
fn pack_extract_wants_a_folder() {
    let m = Mod::new();
    let pack = m.pack("p.hvt", "loose");
    let file = m.path("loose/0x00001234.png");
    assert_error(
        &run(&["pack", "extract", s(&pack), s(&file)]),
        &format!(
            "{}: OUTDIR must be a folder, and this is a file",
            file.display()
        ),
    );
    let outdir = m.path("out");
    assert_eq!(
        assert_ok(&run(&["pack", "extract", s(&pack), s(&outdir)])),
        format!("extracted 1 texture to {}\n", outdir.display())
    );
    assert!(outdir.join("00001234.png").is_file());
}

#[test]
fn pack_errors_name_the_path_once() {
    let m = Mod::new();
    let missing = m.path("nonexist.hvt");
    assert_error(
        &run(&["pack", "verify", s(&missing)]),
        &format!(
            "pack unavailable: {}: No such file or directory (os error 2)",
            missing.display()
        ),
    );
    let folder = m.path("tm");
    assert_error(
        &run(&["pack", "verify", s(&folder)]),
        &format!(
            "pack unavailable: {}: is a folder, not a pack file",
            folder.display()
        ),
    );
    assert_error(
        &run(&["shaderpack", "verify", s(&folder)]),
        &format!(
            "pack unavailable: {}: is a folder, not a pack file",
            folder.display()
        ),
    );
    let missing = m.path("nonexist.hvs");
    assert_error(
        &run(&["shaderpack", "inspect", s(&missing)]),
        &format!(
            "pack unavailable: {}: No such file or directory (os error 2)",
            missing.display()
        ),
    );
    // The output folder does not exist: the user's path, not the temporary file.
    let out = m.path("no-such-folder/q.hvt");
    assert_error(
        &run(&["pack", "build", "--out", s(&out), s(&m.path("loose"))]),
        &format!("{}: No such file or directory (os error 2)", out.display()),
    );
    let random = m.path("0x00000001.png");
    std::fs::write(&random, [0x13u8, 0x37, 0, 1, 2, 3, 4, 5, 6, 7]).unwrap();
    assert_error(
        &run(&["pack", "build", "--out", s(&m.path("r.hvt")), s(&random)]),
        &format!(
            "{}: unreadable PNG: Invalid PNG signature",
            random.display()
        ),
    );
}

#[test]
fn shader_packs_refuse_replacements_the_translator_rejects() {
    let m = Mod::new();
    let p = |name: &str| s(&m.path(name)).to_string();
    std::fs::write(p("a.bin"), ps(0)).unwrap();
    std::fs::write(p("a2.bin"), ps(1)).unwrap();
    std::fs::write(p("b.bin"), ps(2)).unwrap();
    std::fs::write(p("bad.bin"), untranslatable()).unwrap();
    // CreatePixelShader's validation (the device's) refuses it first.
    let err = "CreatePixelShader would refuse the replacement: instruction 0 (token 3): source token 0x0000ffff has invalid bits 0x8000c000 set or clear";
    let out = run(&[
        "shaderpack",
        "build",
        "--out",
        &p("s.hvs"),
        &format!("{}={}", p("a.bin"), p("a2.bin")),
        &format!("{}={}", p("b.bin"), p("bad.bin")),
    ]);
    assert_error(&out, &format!("entry 1: {}: {err}", p("bad.bin")));
    assert!(!m.path("s.hvs").exists());
    // A pack written by another tool with the same replacement: verify
    // refuses it, naming the entry.
    let mut writer = ninebridge_packs::ShaderPackWriter::new();
    writer.add(ps(0), ps(1)).unwrap();
    writer.add(ps(2), untranslatable()).unwrap();
    writer.write(m.path("other.hvs")).unwrap();
    assert_error(
        &run(&["shaderpack", "verify", &p("other.hvs")]),
        &format!("{}: entry 1: {err}", p("other.hvs")),
    );
    // One good entry: singular.
    let out = run(&[
        "shaderpack",
        "build",
        "--out",
        &p("one.hvs"),
        &format!("{}={}", p("a.bin"), p("a2.bin")),
    ]);
    assert_eq!(
        assert_ok(&out),
        format!("wrote {}: 1 entry, 64 bytes\n", p("one.hvs"))
    );
    assert_eq!(
        assert_ok(&run(&["shaderpack", "verify", &p("one.hvs")])),
        "ok: 1 entry; every replacement passes CreatePixelShader and translates\n"
    );
}

#[test]
fn tex_messages() {
    let m = Mod::new();
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/sample_dxt5.dds");
    let whole = std::fs::read(&sample).unwrap();
    let short = m.path("short.dds");
    for len in [0usize, 3, 100] {
        std::fs::write(&short, &whole[..len]).unwrap();
        for cmd in ["info", "crc"] {
            if cmd == "crc" && len < 4 {
                continue; // not a DDS by its magic: checksummed as raw bytes
            }
            assert_error(
                &run(&["tex", cmd, s(&short)]),
                &format!(
                    "{}: file is too short for a DDS header ({len} bytes)",
                    short.display()
                ),
            );
        }
    }
    let png = m.path("loose/0x00001234.png");
    assert_error(
        &run(&["tex", "info", s(&png)]),
        &format!(
            "{}: not a DDS file (it does not start with \"DDS \")",
            png.display()
        ),
    );
    assert_error(
        &run(&["tex", "decode", s(&sample)]),
        "no output given: add --png OUT.png or --raw OUT.bgra",
    );
    let raw = m.path("x.bgra");
    assert_error(
        &run(&["tex", "decode", s(&sample), "--face", "2", "--raw", s(&raw)]),
        &format!(
            "{}: face 2 does not exist (the file has 1)",
            sample.display()
        ),
    );
    assert_error(
        &run(&[
            "tex",
            "decode",
            s(&sample),
            "--level",
            "40",
            "--raw",
            s(&raw),
        ]),
        &format!(
            "{}: level 40 does not exist (the file has 9)",
            sample.display()
        ),
    );
    // A format decoded since: X8B8G8R8 written by hand, decoded to BGRA.
    let mut file = dds(2, 1, 0, &[1, 2, 3, 9, 4, 5, 6, 9]);
    // Pixel format: RGB only, masks r 0xff g 0xff00 b 0xff0000.
    file[80..84].copy_from_slice(&0x40u32.to_le_bytes());
    file[92..96].copy_from_slice(&0xffu32.to_le_bytes());
    file[100..104].copy_from_slice(&0xff_0000u32.to_le_bytes());
    file[104..108].copy_from_slice(&0u32.to_le_bytes());
    let xbgr = m.path("xbgr.dds");
    std::fs::write(&xbgr, file).unwrap();
    let info = assert_ok(&run(&["tex", "info", s(&xbgr)]));
    assert!(info.contains("format: X8B8G8R8 (33)\n"), "{info}");
    assert_ok(&run(&["tex", "decode", s(&xbgr), "--raw", s(&raw)]));
    assert_eq!(std::fs::read(&raw).unwrap(), [3, 2, 1, 255, 6, 5, 4, 255]);
}

#[test]
fn shader_translate_messages() {
    let m = Mod::new();
    let file = m.path("a.bin");
    std::fs::write(&file, ps(0)).unwrap();
    assert_error(
        &run(&[
            "shader",
            "translate",
            s(&file),
            "--to",
            "wgsl",
            "--alpha-test",
            "bogus",
        ]),
        "unknown alpha test function \"bogus\" (never, less, equal, less-equal, greater, not-equal, greater-equal, always)",
    );
    // Binary SPIR-V to a file or a pipe is fine...
    let out = run(&["shader", "translate", s(&file), "--to", "spv"]);
    assert!(assert_ok(&out).is_empty() || out.stdout.starts_with(&[0x03, 0x02, 0x23, 0x07]));
    // ...but not to a terminal (run under `script`, which gives it one).
    let script = Command::new("script")
        .args(["-qec"])
        .arg(format!(
            "{} shader translate {} --to spv",
            env!("CARGO_BIN_EXE_ninebridge"),
            file.display()
        ))
        .arg("/dev/null")
        .output();
    match script {
        Ok(out) => {
            assert_eq!(out.status.code(), Some(1), "{}", text(&out.stdout));
            assert_eq!(
                text(&out.stdout).trim_end(),
                "error: SPIR-V is binary and standard output is a terminal: give -o FILE.spv"
            );
        }
        Err(err) => ninebridge_testutil::skip_or_fail(
            "the terminal check",
            &format!("no `script` command ({err})"),
        ),
    }
}

/// Every subcommand that writes to stdout, with its arguments.
fn printing_commands(m: &Mod) -> Vec<Vec<String>> {
    let pack = m.pack("p.hvt", "loose");
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/sample_dxt5.dds");
    let shader = m.path("a.bin");
    std::fs::write(&shader, ps(0)).unwrap();
    let spack = m.path("s.hvs");
    let mut writer = ninebridge_packs::ShaderPackWriter::new();
    writer.add(ps(0), ps(1)).unwrap();
    writer.add(ps(2), ps(3)).unwrap();
    writer.write(&spack).unwrap();
    let pair = format!("{}={}", shader.display(), shader.display());
    let p = |x: &Path| x.display().to_string();
    let cmds: Vec<Vec<String>> = vec![
        vec!["--help".into()],
        vec!["--version".into()],
        vec!["tex".into(), "info".into(), p(&sample)],
        vec!["tex".into(), "crc".into(), p(&sample)],
        vec!["shader".into(), "info".into(), p(&shader)],
        vec!["shader".into(), "disasm".into(), p(&shader)],
        vec![
            "shader".into(),
            "translate".into(),
            p(&shader),
            "--to".into(),
            "wgsl".into(),
        ],
        vec![
            "pack".into(),
            "build".into(),
            "--out".into(),
            p(&m.path("q.hvt")),
            p(&m.path("loose")),
        ],
        vec!["pack".into(), "inspect".into(), p(&pack)],
        vec!["pack".into(), "inspect".into(), "--json".into(), p(&pack)],
        vec!["pack".into(), "verify".into(), p(&pack)],
        vec!["pack".into(), "extract".into(), p(&pack), p(&m.path("x"))],
        vec![
            "shaderpack".into(),
            "build".into(),
            "--out".into(),
            p(&m.path("t.hvs")),
            pair,
        ],
        vec!["shaderpack".into(), "inspect".into(), p(&spack)],
        vec![
            "shaderpack".into(),
            "inspect".into(),
            "--json".into(),
            p(&spack),
        ],
        vec!["shaderpack".into(), "verify".into(), p(&spack)],
    ];
    cmds
}

/// A closed stdout ends the command quietly: nothing on stderr, and either
/// its usual status or the SIGPIPE end every Unix tool has.
#[track_caller]
fn assert_quiet(out: &Output, what: &str) {
    use std::os::unix::process::ExitStatusExt;
    let stderr = text(&out.stderr);
    assert!(stderr.is_empty(), "{what}: {stderr}");
    assert!(
        out.status.success() || out.status.signal() == Some(13),
        "{what}: {:?}",
        out.status
    );
}

#[test]
fn a_closed_stdout_ends_every_subcommand_quietly() {
    let m = Mod::new();
    for args in printing_commands(&m) {
        // The reader takes the first line and goes away.
        let mut child = bin()
            .args(&args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(!first.is_empty(), "{args:?} printed nothing");
        let out = child.wait_with_output().unwrap();
        assert_quiet(&out, &format!("{args:?} after one line"));
        // Deterministic: the pipe is closed before the first write.
        let (reader, writer) = std::io::pipe().unwrap();
        drop(reader);
        let out = bin().args(&args).stdout(writer).output().unwrap();
        assert_quiet(&out, &format!("{args:?} into a closed pipe"));
    }
}

/// A case that passes: c0 drawn by a ps_2_0.
fn passing_case(dir: &Path) -> PathBuf {
    use support::*;
    let ps = asm("ps_2_0\ndef c0, 0.25, 0.5, 0.75, 1\nmov oC0, c0\n");
    let case = case(vec![test_block(
        &default_vs_sm2(),
        &ps,
        vec![draw_quad(), probe(1, 1, [0.25, 0.5, 0.75, 1.0], 0)],
    )]);
    let path = dir.join("ok.sm2.json");
    std::fs::write(&path, serde_json::to_vec(&case).unwrap()).unwrap();
    path
}

#[test]
fn gpu_commands_without_the_setup_variables_print_no_stray_error() {
    let m = Mod::new();
    let case = passing_case(m.dir.path());
    let out = bin()
        .args(["conformance", "run", s(&case)])
        .env_remove("NODEVICE_SELECT")
        .env_remove("XDG_RUNTIME_DIR")
        .env_remove("WAYLAND_DISPLAY")
        .env_remove("DISPLAY")
        .output()
        .unwrap();
    let stderr = text(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        !stderr.lines().any(|l| l.starts_with("error")),
        "stray error line: {stderr}"
    );
    let stdout = text(&out.stdout);
    assert_eq!(
        stdout.lines().last(),
        Some("conformance: 1 passed, 0 failed, 0 skipped"),
        "{stdout}"
    );
    // Closed stdout: quiet.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = bin()
        .args(["conformance", "run", s(&case)])
        .stdout(writer)
        .output()
        .unwrap();
    assert_quiet(&out, "conformance run into a closed pipe");
}

#[test]
fn conformance_errors_say_one_thing_once() {
    let m = Mod::new();
    let case = passing_case(m.dir.path());
    let error_case = m.path("err.sm2.json");
    let mut value: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&case).unwrap()).unwrap();
    value["blocks"][0]["ps"]["hex"] = serde_json::json!("00000000");
    std::fs::write(&error_case, serde_json::to_vec(&value).unwrap()).unwrap();
    let out = run(&["conformance", "run", s(&error_case)]);
    let stdout = text(&out.stdout);
    assert!(
        stdout
            .lines()
            .any(|l| l
                == "(1 of the failures is an error: the case could not be run up to the probe)"),
        "{stdout}"
    );
    assert_error(&out, "1 probe did not pass (0 failed, 1 could not run)");
}

/// The clauses of an error line (`error: a: b: c`) are all different.
fn assert_no_repeated_clause(stderr: &str) -> Result<(), TestCaseError> {
    for line in stderr.lines() {
        let clauses: Vec<&str> = line.split(": ").collect();
        for (i, c) in clauses.iter().enumerate() {
            prop_assert!(
                !clauses[..i].contains(c),
                "clause {:?} repeated in {:?}",
                c,
                line
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    /// Whatever bytes a user hands the tools (a DDS, a PNG, either pack, a
    /// shader), a failure is one `error:` line with no clause said twice.
    #[test]
    fn no_cli_error_message_repeats_a_clause(
        bytes in prop::collection::vec(any::<u8>(), 0..300),
        dds_magic in any::<bool>(),
        missing in any::<bool>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut bytes = bytes;
        if dds_magic {
            let mut with = b"DDS ".to_vec();
            with.extend(bytes);
            bytes = with;
        }
        let names = ["0x00000001.dds", "0x00000002.png", "a.hvt", "a.hvs", "a.bin"];
        for name in names {
            if !missing {
                std::fs::write(dir.path().join(name), &bytes).unwrap();
            }
        }
        let p = |n: &str| dir.path().join(n).display().to_string();
        let out_pack = p("out/x.hvt");
        let runs: Vec<Vec<String>> = vec![
            vec!["tex".into(), "info".into(), p(names[0])],
            vec!["tex".into(), "decode".into(), p(names[0]), "--raw".into(), p("o.bgra")],
            vec!["pack".into(), "build".into(), "--out".into(), out_pack, p(names[0]), p(names[1])],
            vec!["pack".into(), "verify".into(), p(names[2])],
            vec!["shaderpack".into(), "verify".into(), p(names[3])],
            vec!["shader".into(), "info".into(), p(names[4])],
            vec!["shader".into(), "translate".into(), p(names[4]), "--to".into(), "wgsl".into()],
        ];
        for args in runs {
            let out = bin().args(&args).output().unwrap();
            let stderr = text(&out.stderr);
            if out.status.success() {
                continue;
            }
            prop_assert_eq!(out.status.code(), Some(1), "{:?}: {}", args, stderr);
            prop_assert_eq!(stderr.lines().count(), 1, "{:?}: {}", args, stderr);
            prop_assert!(stderr.starts_with("error: "), "{:?}: {}", args, stderr);
            assert_no_repeated_clause(&stderr)?;
        }
    }
}

/// `--help` introduces what the command is now: the D3D9 device's replay,
/// conformance and benchmarks first, the tools after; `-h` the same first
/// line.
#[test]
fn help_introduces_the_device_and_its_commands() {
    let long = text(&run(&["--help"]).stdout);
    let first = long.lines().next().unwrap_or_default();
    assert!(first.starts_with("Direct3D 9 on modern GPUs"), "{long}");
    for word in [
        "replay",
        "conformance",
        "benchmark",
        "ninebridge replay assets/demo/scene.json",
    ] {
        assert!(long.contains(word), "{word}: {long}");
    }
    assert!(!long.contains("texture, pack and shader tools"), "{long}");
    let short = text(&run(&["-h"]).stdout);
    assert_eq!(short.lines().next(), Some(first), "{short}");
}
