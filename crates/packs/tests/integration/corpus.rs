//! The packs against third-party data (skipped visibly when absent): the real
//! ps_2_0 shaders of Wine's test suites that D3D9 accepts pass the spec's token check and
//! round-trips through a shader pack, and real DDS files build into a texture
//! pack keyed by their TexMod CRC with the texture core's decoded pixels.

use std::path::PathBuf;

use ninebridge_packs::build::{ImageKind, Source, build_from_sources};
use ninebridge_packs::hvs::{ShaderPack, ShaderPackWriter, TokenError, check_shader};
use ninebridge_packs::hvt::TexturePack;
use ninebridge_texture::dds::DdsTexture;
use ninebridge_texture::layout::TextureKind;

/// `(file, model)` rows of the corpus index whose shader ends with the end token.
fn shader_index(dir: &std::path::Path) -> Vec<(String, String)> {
    let index = std::fs::read_to_string(dir.join("index.tsv")).unwrap();
    index
        .lines()
        .skip(1)
        .filter_map(|line| {
            let cols: Vec<&str> = line.split('\t').collect();
            (cols.len() > 5 && cols[5] == "yes").then(|| (cols[0].to_string(), cols[2].to_string()))
        })
        .collect()
}

#[test]
fn wine_ps_2_0_shaders_pass_the_token_check_and_pack() {
    let Some(dir) = ninebridge_testutil::shared_subdir("packs corpus shaders", "corpus/d3dbc-wine")
    else {
        return;
    };
    let shaders: Vec<(String, Vec<u8>)> = shader_index(&dir)
        .into_iter()
        .filter(|(_, model)| model == "ps_2_0")
        .map(|(file, _)| {
            let bytes = std::fs::read(dir.join(&file)).unwrap();
            (file, bytes)
        })
        .collect();
    assert!(!shaders.is_empty());
    // Wine's d3d9 `test_unsupported_shaders.ps_2_0_boolint` uses flow control
    // (`if b0 ... endif`), which D3D9 refuses in ps_2_0; its zero-length
    // `endif` (opcode 43) breaks the spec's length rule. Every other ps_2_0
    // shader must pass.
    let (unsupported, supported): (Vec<_>, Vec<_>) = shaders
        .iter()
        .partition(|(file, _)| file.ends_with("test_unsupported_shaders.ps_2_0_boolint.bin"));
    assert!(!unsupported.is_empty());
    for (file, bytes) in &unsupported {
        assert!(
            matches!(
                check_shader(bytes),
                Err(TokenError::ZeroLength { opcode: 43, .. })
            ),
            "{file}: {:?}",
            check_shader(bytes)
        );
    }
    let rejected: Vec<String> = supported
        .iter()
        .filter_map(|(file, bytes)| check_shader(bytes).err().map(|e| format!("{file}: {e}")))
        .collect();
    assert!(rejected.is_empty(), "{rejected:#?}");

    // Every distinct shader replaced by the next one; the pack finds each.
    let mut distinct: Vec<&Vec<u8>> = Vec::new();
    for (_, bytes) in &supported {
        if !distinct.contains(&bytes) {
            distinct.push(bytes);
        }
    }
    let mut writer = ShaderPackWriter::new();
    for (i, original) in distinct.iter().enumerate() {
        let replacement = distinct[(i + 1) % distinct.len()];
        writer.add(original.to_vec(), replacement.to_vec()).unwrap();
    }
    let pack = ShaderPack::from_bytes(writer.to_bytes().unwrap()).unwrap();
    for (i, original) in distinct.iter().enumerate() {
        assert_eq!(
            pack.find(original).unwrap().replacement,
            distinct[(i + 1) % distinct.len()].as_slice()
        );
    }
}

#[test]
fn other_models_fail_the_version_rule() {
    let Some(dir) = ninebridge_testutil::shared_subdir("packs corpus shaders", "corpus/d3dbc-wine")
    else {
        return;
    };
    for (file, model) in shader_index(&dir) {
        if model == "ps_2_0" {
            continue;
        }
        let bytes = std::fs::read(dir.join(&file)).unwrap();
        assert!(
            check_shader(&bytes).is_err(),
            "{file} ({model}) passed the ps_2_0 check"
        );
    }
}

#[test]
fn real_dds_files_build_into_a_pack() {
    let Some(dir) = ninebridge_testutil::shared_subdir("packs corpus dds", "corpus/dds") else {
        return;
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "dds"))
        .collect();
    files.sort();
    // Files the texture core can decode and whose level 0 fits a pack entry,
    // keyed by their TexMod CRC (first file wins on equal CRCs).
    let mut sources: Vec<Source> = Vec::new();
    let mut expected: Vec<(u32, Vec<u8>)> = Vec::new();
    for path in files {
        let Ok(texture) = DdsTexture::from_bytes(&std::fs::read(&path).unwrap()) else {
            continue;
        };
        let (Ok(crc), Ok(pixels)) = (texture.texmod_crc32(), texture.decode_level(0, 0, 0)) else {
            continue;
        };
        // Cube maps and volumes are refused by the build (one 2D image per
        // entry); `build_refuses_cube_maps` covers them.
        if texture.kind() != TextureKind::Texture2d
            || texture.width() > 8192
            || texture.height() > 8192
            || expected.iter().any(|(c, _)| *c == crc)
        {
            continue;
        }
        sources.push(Source {
            crc,
            path,
            kind: ImageKind::Dds,
        });
        expected.push((crc, pixels));
    }
    assert!(
        sources.len() >= 10,
        "only {} decodable DDS files",
        sources.len()
    );
    let out = tempfile::tempdir().unwrap();
    let pack_path = out.path().join("corpus.hvt");
    let summary = build_from_sources(&sources, &pack_path, 1 << 20, &|| {}).unwrap();
    assert_eq!(summary.entries, sources.len());
    let pack = TexturePack::open(&pack_path).unwrap();
    for (crc, pixels) in &expected {
        assert_eq!(
            pack.find(*crc).unwrap().pixels,
            pixels.as_slice(),
            "{crc:08x}"
        );
    }
}

#[test]
fn build_refuses_cube_maps() {
    let Some(dir) = ninebridge_testutil::shared_subdir("packs corpus cube", "corpus/dds") else {
        return;
    };
    let path = dir.join("idds_SYSTEX_ENVLIGHT.dds");
    let source = Source {
        crc: 1,
        path: path.clone(),
        kind: ImageKind::Dds,
    };
    let out = tempfile::tempdir().unwrap();
    let err = build_from_sources(&[source], &out.path().join("p.hvt"), 1 << 20, &|| {})
        .unwrap_err()
        .to_string();
    assert_eq!(
        err,
        format!(
            "{}: a cube map (6 faces); a .hvt entry is one 2D image, so save the one you mean as a 2D DDS or PNG",
            path.display()
        )
    );
    assert!(!out.path().join("p.hvt").exists());
}
