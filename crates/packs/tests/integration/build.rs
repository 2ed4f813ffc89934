//! Building packs from PNG, DDS, folders and TexMod `texmod.def`, and the
//! failures that must name the offending file.

use std::path::{Path, PathBuf};

use std::sync::atomic::{AtomicUsize, Ordering};

use ninebridge_packs::build::{
    BuildError, build_from_sources, build_texture_pack, collect_sources,
};
use ninebridge_packs::hvt::TexturePack;

/// Writes a PNG of `color` with the given raw samples.
fn write_png(
    path: &Path,
    w: u32,
    h: u32,
    color: png::ColorType,
    depth: png::BitDepth,
    data: &[u8],
) {
    let file = std::fs::File::create(path).unwrap();
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    encoder.set_color(color);
    encoder.set_depth(depth);
    let mut writer = encoder.write_header().unwrap();
    writer.write_image_data(data).unwrap();
    writer.finish().unwrap();
}

/// RGBA8 test pattern and its BGRA8 equivalent.
fn pattern(w: u32, h: u32, seed: u8) -> (Vec<u8>, Vec<u8>) {
    let mut rgba = Vec::new();
    let mut bgra = Vec::new();
    for i in 0..w * h {
        let (r, g, b, a) = (
            seed ^ i as u8,
            (i * 3) as u8,
            (i * 7 + 1) as u8,
            200 + (i % 50) as u8,
        );
        rgba.extend_from_slice(&[r, g, b, a]);
        bgra.extend_from_slice(&[b, g, r, a]);
    }
    (rgba, bgra)
}

/// Writes an uncompressed A8R8G8B8 DDS (BGRA bytes in memory order).
fn write_dds(path: &Path, w: u32, h: u32, bgra: &[u8]) {
    let mut dds = ddsfile::Dds::new_d3d(ddsfile::NewD3dParams {
        height: h,
        width: w,
        depth: None,
        format: ddsfile::D3DFormat::A8R8G8B8,
        mipmap_levels: None,
        caps2: None,
    })
    .unwrap();
    dds.data = bgra.to_vec();
    dds.write(&mut std::fs::File::create(path).unwrap())
        .unwrap();
}

#[test]
fn builds_from_pngs_dds_folders_and_texmod_def() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();

    // An RGBA PNG named <8 hex>.png.
    let (rgba, bgra_a) = pattern(5, 3, 1);
    write_png(
        &root.join("0000abcd.png"),
        5,
        3,
        png::ColorType::Rgba,
        png::BitDepth::Eight,
        &rgba,
    );

    // A folder with TexMod-style names: RGB, gray+alpha 16-bit, and a DDS.
    let folder = root.join("mods");
    std::fs::create_dir_all(folder.join("sub")).unwrap();
    write_png(
        &folder.join("0x12.png"),
        2,
        1,
        png::ColorType::Rgb,
        png::BitDepth::Eight,
        &[1, 2, 3, 4, 5, 6],
    );
    write_png(
        &folder.join("sub/0XFFFFFFFF.png"),
        1,
        1,
        png::ColorType::GrayscaleAlpha,
        png::BitDepth::Sixteen,
        &[0x80, 0x01, 0x40, 0x02],
    );
    let (_, bgra_d) = pattern(4, 4, 9);
    write_dds(&folder.join("Halo_T_0X00001000.dds"), 4, 4, &bgra_d);
    std::fs::write(folder.join("readme.txt"), "ignored").unwrap();

    // A texmod.def naming a file in a folder with a Windows separator.
    let def_dir = root.join("def");
    std::fs::create_dir_all(def_dir.join("tex")).unwrap();
    write_png(
        &def_dir.join("tex/anything.png"),
        1,
        2,
        png::ColorType::Grayscale,
        png::BitDepth::Eight,
        &[10, 20],
    );
    std::fs::write(def_dir.join("texmod.def"), "0x7|tex\\anything.png\r\n\n").unwrap();

    let out = root.join("out.hvt");
    let inputs = vec![
        root.join("0000abcd.png"),
        folder,
        def_dir.join("texmod.def"),
    ];
    let summary = build_texture_pack(&inputs, &out).unwrap();
    assert_eq!(summary.entries, 5);
    let pack = TexturePack::open(&out).unwrap();
    assert_eq!(summary.file_bytes, pack.file_size());
    assert_eq!(summary.pixel_bytes, (15 + 2 + 1 + 16 + 2) * 4);

    let keys: Vec<u32> = pack.entries().map(|e| e.crc).collect();
    assert_eq!(keys, [0x7, 0x12, 0x1000, 0xABCD, 0xFFFF_FFFF]);
    assert_eq!(pack.find(0xABCD).unwrap().pixels, bgra_a);
    assert_eq!(
        pack.find(0x12).unwrap().pixels,
        [3, 2, 1, 255, 6, 5, 4, 255]
    );
    // 16-bit samples keep their high byte.
    assert_eq!(
        pack.find(0xFFFF_FFFF).unwrap().pixels,
        [0x80, 0x80, 0x80, 0x40]
    );
    assert_eq!(pack.find(0x1000).unwrap().pixels, bgra_d);
    let def = pack.find(0x7).unwrap();
    assert_eq!((def.width, def.height), (1, 2));
    assert_eq!(def.pixels, [10, 10, 10, 255, 20, 20, 20, 255]);
    // Nothing but the pack was left in the output folder.
    let leftovers: Vec<PathBuf> = std::fs::read_dir(root)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}

#[test]
fn duplicates_name_both_files() {
    let dir = tempfile::tempdir().unwrap();
    let a = dir.path().join("0000abcd.png");
    let b = dir.path().join("x_0XABCD.dds");
    write_png(
        &a,
        1,
        1,
        png::ColorType::Rgba,
        png::BitDepth::Eight,
        &[1, 2, 3, 4],
    );
    write_dds(&b, 1, 1, &[1, 2, 3, 4]);
    let err = collect_sources(&[a.clone(), b.clone()]).unwrap_err();
    assert!(
        matches!(&err, BuildError::Duplicate { crc: 0xABCD, first, second } if *first == a && *second == b),
        "{err}"
    );
    let text = err.to_string();
    assert!(
        text.contains("0000abcd") && text.contains("x_0XABCD.dds"),
        "{text}"
    );
}

#[test]
fn unnamed_unreadable_and_oversized_inputs_are_refused_by_name() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.hvt");
    std::fs::write(&out, b"previous pack").unwrap();

    let unnamed = dir.path().join("wall.png");
    write_png(
        &unnamed,
        1,
        1,
        png::ColorType::Rgba,
        png::BitDepth::Eight,
        &[0; 4],
    );
    let err = build_texture_pack(std::slice::from_ref(&unnamed), &out).unwrap_err();
    assert!(
        matches!(&err, BuildError::Unnamed { path } if *path == unnamed),
        "{err}"
    );

    let garbage = dir.path().join("00000001.png");
    std::fs::write(&garbage, b"\x89PNG\r\n\x1a\nnot really").unwrap();
    let err = build_texture_pack(std::slice::from_ref(&garbage), &out).unwrap_err();
    assert!(
        matches!(&err, BuildError::Png { path, .. } if *path == garbage),
        "{err}"
    );
    assert!(err.to_string().contains("00000001.png"));

    let bad_dds = dir.path().join("0x2.dds");
    std::fs::write(&bad_dds, b"DDS nope").unwrap();
    let err = build_texture_pack(std::slice::from_ref(&bad_dds), &out).unwrap_err();
    assert!(
        matches!(&err, BuildError::Dds { path, .. } if *path == bad_dds),
        "{err}"
    );

    let wide = dir.path().join("00000003.png");
    write_png(
        &wide,
        8193,
        1,
        png::ColorType::Grayscale,
        png::BitDepth::Eight,
        &[0; 8193],
    );
    let err = build_texture_pack(std::slice::from_ref(&wide), &out).unwrap_err();
    assert!(
        matches!(&err, BuildError::Dimensions { path, width: 8193, height: 1 } if *path == wide),
        "{err}"
    );

    let missing = dir.path().join("00000004.png");
    let err = build_texture_pack(std::slice::from_ref(&missing), &out).unwrap_err();
    assert!(
        matches!(&err, BuildError::Io { path, .. } if *path == missing),
        "{err}"
    );

    let def = dir.path().join("texmod.def");
    std::fs::write(&def, "0x1|a.png\nnot a line\n").unwrap();
    let err = build_texture_pack(std::slice::from_ref(&def), &out).unwrap_err();
    assert!(matches!(&err, BuildError::DefLine { line: 2, .. }), "{err}");

    let empty = dir.path().join("empty");
    std::fs::create_dir(&empty).unwrap();
    assert!(matches!(
        build_texture_pack(std::slice::from_ref(&empty), &out),
        Err(BuildError::Empty)
    ));

    // Every failure left the previous pack untouched and no temporary file.
    assert_eq!(std::fs::read(&out).unwrap(), b"previous pack");
    let temps = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".tmp")
        })
        .count();
    assert_eq!(temps, 0);
}

#[test]
fn batches_keep_key_order_and_pixels() {
    // Inputs in reverse key order, decoded two at a time (24-byte images,
    // 50-byte batches): the pack holds them sorted, each with its own pixels.
    let dir = tempfile::tempdir().unwrap();
    let mut inputs = Vec::new();
    let mut expected = Vec::new();
    for n in (0..64u32).rev() {
        let path = dir.path().join(format!("{:08x}.png", n * 1000));
        let (rgba, bgra) = pattern(3, 2, n as u8);
        write_png(
            &path,
            3,
            2,
            png::ColorType::Rgba,
            png::BitDepth::Eight,
            &rgba,
        );
        inputs.push(path);
        expected.push((n * 1000, bgra));
    }
    let out = dir.path().join("many.hvt");
    let sources = collect_sources(&inputs).unwrap();
    let decoded = AtomicUsize::new(0);
    let summary = build_from_sources(&sources, &out, 50, &|| {
        decoded.fetch_add(1, Ordering::Relaxed);
    })
    .unwrap();
    assert_eq!(summary.entries, 64);
    assert_eq!(decoded.into_inner(), 64);
    let pack = TexturePack::open(&out).unwrap();
    expected.sort();
    assert_eq!(pack.len(), 64);
    for (entry, (crc, bgra)) in pack.entries().zip(&expected) {
        assert_eq!(entry.crc, *crc);
        assert_eq!(entry.pixels, bgra.as_slice());
    }
}

#[test]
fn a_bad_image_in_a_later_batch_stops_the_pipeline_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let mut inputs = Vec::new();
    for n in 0..12u32 {
        let path = dir.path().join(format!("{:08x}.png", n));
        let (rgba, _) = pattern(2, 2, n as u8);
        write_png(
            &path,
            2,
            2,
            png::ColorType::Rgba,
            png::BitDepth::Eight,
            &rgba,
        );
        inputs.push(path);
    }
    // Entry 7 has a valid header (so the size pass accepts it) but corrupt
    // image data: decoding fails in the third 3-image batch.
    let broken = &inputs[7];
    let mut bytes = std::fs::read(broken).unwrap();
    let idat = bytes.windows(4).position(|w| w == b"IDAT").unwrap();
    for b in &mut bytes[idat + 4..idat + 12] {
        *b ^= 0x5A;
    }
    std::fs::write(broken, &bytes).unwrap();

    let out = dir.path().join("out.hvt");
    let sources = collect_sources(&inputs).unwrap();
    let err = build_from_sources(&sources, &out, 48, &|| {}).unwrap_err();
    assert!(
        matches!(&err, BuildError::Png { path, .. } if path == broken),
        "{err}"
    );
    assert!(!out.exists());
    let temps = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .file_name()
                .to_string_lossy()
                .ends_with(".tmp")
        })
        .count();
    assert_eq!(temps, 0);
}
