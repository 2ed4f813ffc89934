//! `ninebridge pack build|inspect|verify|extract` end to end.

use std::path::Path;
use std::process::{Command, Output};

fn ninebridge(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(args)
        .output()
        .unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn write_rgba_png(path: &Path, w: u32, h: u32, rgba: &[u8]) {
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(rgba).unwrap();
    writer.finish().unwrap();
}

fn read_rgba_png(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

#[test]
fn build_inspect_verify_extract_round_trip() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir(&src).unwrap();
    let images: Vec<(u32, u32, u32, Vec<u8>)> = vec![
        (0xDEAD_BEEF, 3, 2, (0..24).map(|i| (i * 10) as u8).collect()),
        (0x0000_0042, 1, 1, vec![1, 2, 3, 4]),
        (0x8000_0000, 2, 2, (0..16).map(|i| 255 - i as u8).collect()),
    ];
    for (crc, w, h, rgba) in &images {
        write_rgba_png(&src.join(format!("{crc:08x}.png")), *w, *h, rgba);
    }
    let pack = dir.path().join("out.hvt");
    let pack_s = pack.to_str().unwrap();

    let out = ninebridge(&["pack", "build", "--out", pack_s, src.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let summary = stdout(&out);
    assert!(summary.contains("3 entries"), "{summary}");
    assert!(summary.contains("(44 pixel bytes)"), "{summary}");

    let out = ninebridge(&["pack", "verify", pack_s]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "ok: 3 entries; structure valid; pixel contents are not checksummed by the format (use --against DIR to compare them)\n"
    );

    // Entries sorted by key, contiguous after the 32 + 3*32 byte directory.
    let out = ninebridge(&["pack", "inspect", pack_s]);
    assert!(out.status.success());
    assert_eq!(
        stdout(&out),
        "00000042 1 1 128 4\n80000000 2 2 132 16\ndeadbeef 3 2 148 24\n"
    );
    let out = ninebridge(&["pack", "inspect", "--json", pack_s]);
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["file_size"], 172);
    assert_eq!(json["entries"][2]["crc"], "deadbeef");
    assert_eq!(json["entries"][2]["width"], 3);
    assert_eq!(json["entries"][2]["offset"], 148);

    let extracted = dir.path().join("x");
    let out = ninebridge(&["pack", "extract", pack_s, extracted.to_str().unwrap()]);
    assert!(out.status.success(), "{}", stderr(&out));
    for (crc, w, h, rgba) in &images {
        let (ew, eh, pixels) = read_rgba_png(&extracted.join(format!("{crc:08x}.png")));
        assert_eq!((ew, eh), (*w, *h));
        assert_eq!(&pixels, rgba, "{crc:08x}");
    }
    // The extracted folder builds the identical pack again.
    let again = dir.path().join("again.hvt");
    let out = ninebridge(&[
        "pack",
        "build",
        "-o",
        again.to_str().unwrap(),
        extracted.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(
        std::fs::read(&again).unwrap(),
        std::fs::read(&pack).unwrap()
    );
}

#[test]
fn verify_names_the_failed_rule_in_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("00000001.png");
    write_rgba_png(&src, 1, 1, &[0, 0, 0, 0]);
    let pack = dir.path().join("p.hvt");
    let out = ninebridge(&[
        "pack",
        "build",
        "--out",
        pack.to_str().unwrap(),
        src.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", stderr(&out));

    let mut bytes = std::fs::read(&pack).unwrap();
    bytes[32 + 12] = 2; // entry 0 format
    std::fs::write(&pack, &bytes).unwrap();
    let out = ninebridge(&["pack", "verify", pack.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(stdout(&out).is_empty());
    let err = stderr(&out);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: "), "{err}");
    assert!(
        err.contains("entry 0: format 2, must be 1 (BGRA8)"),
        "{err}"
    );

    bytes.push(0);
    std::fs::write(&pack, &bytes).unwrap();
    let out = ninebridge(&["pack", "verify", pack.to_str().unwrap()]);
    assert!(!out.status.success());
    assert!(stderr(&out).contains("does not equal the real size"));
}

#[test]
fn build_errors_name_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("0x10.png");
    let b = dir.path().join("00000010.png");
    write_rgba_png(&a, 1, 1, &[0; 4]);
    write_rgba_png(&b, 1, 1, &[0; 4]);
    let pack = dir.path().join("p.hvt");
    let out = ninebridge(&[
        "pack",
        "build",
        "--out",
        pack.to_str().unwrap(),
        a.to_str().unwrap(),
        b.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.starts_with("error: duplicate CRC 00000010"), "{err}");
    assert!(
        err.contains("0x10.png") && err.contains("00000010.png"),
        "{err}"
    );
    assert!(!pack.exists());

    let bad = dir.path().join("00000020.png");
    std::fs::write(&bad, b"garbage").unwrap();
    let out = ninebridge(&[
        "pack",
        "build",
        "--out",
        pack.to_str().unwrap(),
        bad.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    let err = stderr(&out);
    assert!(err.contains("00000020.png: unreadable PNG"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}
