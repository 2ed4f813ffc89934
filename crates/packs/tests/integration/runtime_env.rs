//! The process-wide packs come from `NINEBRIDGE_TEXTURE_PACK` /
//! `NINEBRIDGE_SHADER_PACK`, honour `NINEBRIDGE_*_MODS=0`, and are loaded once
//! even when many threads ask at the same time.
//!
//! The environment is read once per process, so each case runs this test
//! binary again as a child with its own environment; the child runs the
//! ignored test `child_checks_runtime_packs`, which asserts what the
//! `PACKS_TEST_EXPECT` variable says it should see.

use std::process::Command;

use ninebridge_packs::hvs::ShaderPackWriter;
use ninebridge_packs::hvt::{TextureSpec, write_texture_pack};
use ninebridge_packs::runtime;

fn run_child(envs: &[(&str, &std::path::Path)], mods: &[(&str, &str)], expect: &str) {
    let mut cmd = Command::new(std::env::current_exe().unwrap());
    cmd.args([
        "--exact",
        &ninebridge_testutil::child_test_name(module_path!(), "child_checks_runtime_packs"),
        "--ignored",
        "--nocapture",
    ])
    .env_remove(runtime::TEXTURE_PACK_VAR)
    .env_remove(runtime::SHADER_PACK_VAR)
    .env_remove(runtime::TEXTURE_MODS_VAR)
    .env_remove(runtime::SHADER_MODS_VAR)
    .env("PACKS_TEST_EXPECT", expect);
    for (k, v) in envs {
        cmd.env(k, v);
    }
    for (k, v) in mods {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "child ({expect}) failed:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        text.contains("1 passed"),
        "child did not run the check:\n{text}"
    );
}

fn ps(n: u32) -> Vec<u8> {
    [
        0xFFFF_0200u32,
        0x0200_0001,
        0x800F_0800,
        0xA0E4_0000 | n,
        0x0000_FFFF,
    ]
    .iter()
    .flat_map(|t| t.to_le_bytes())
    .collect()
}

#[test]
fn environment_selects_and_disables_packs() {
    let dir = tempfile::tempdir().unwrap();
    let hvt = dir.path().join("t.hvt");
    let spec = TextureSpec {
        crc: 0x1234,
        width: 1,
        height: 1,
    };
    write_texture_pack(&hvt, &[(spec, &[1, 2, 3, 4][..])]).unwrap();
    let hvs = dir.path().join("s.hvs");
    let mut writer = ShaderPackWriter::new();
    writer.add(ps(0), ps(1)).unwrap();
    writer.write(&hvs).unwrap();
    let bad = dir.path().join("bad.hvt");
    std::fs::write(&bad, b"HVTEX001 but nothing else").unwrap();

    let both = [
        (runtime::TEXTURE_PACK_VAR, hvt.as_path()),
        (runtime::SHADER_PACK_VAR, hvs.as_path()),
    ];
    run_child(&both, &[], "both");
    run_child(
        &both,
        &[
            (runtime::TEXTURE_MODS_VAR, "0"),
            (runtime::SHADER_MODS_VAR, "0"),
        ],
        "none",
    );
    run_child(&both, &[(runtime::TEXTURE_MODS_VAR, "1")], "both");
    run_child(&[], &[], "none");
    run_child(&[(runtime::TEXTURE_PACK_VAR, bad.as_path())], &[], "none");
}

#[test]
#[ignore = "run by environment_selects_and_disables_packs in a child process"]
fn child_checks_runtime_packs() {
    let expect = std::env::var("PACKS_TEST_EXPECT").expect("run by the parent test");
    // Eight threads race to the first load; all must see the same pack.
    let seen: Vec<(Option<usize>, Option<usize>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|_| {
                s.spawn(|| {
                    let t = runtime::texture_pack().map(|p| p as *const _ as usize);
                    let h = runtime::shader_pack().map(|p| p as *const _ as usize);
                    (t, h)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(seen.windows(2).all(|w| w[0] == w[1]), "{seen:?}");
    match expect.as_str() {
        "both" => {
            let texture = runtime::texture_pack().expect("texture pack loaded");
            assert_eq!(texture.find(0x1234).unwrap().pixels, [1, 2, 3, 4]);
            let shaders = runtime::shader_pack().expect("shader pack loaded");
            assert_eq!(shaders.replace(&ps(0)), Some(ps(1).as_slice()));
        }
        "none" => {
            assert!(runtime::texture_pack().is_none());
            assert!(runtime::shader_pack().is_none());
        }
        other => panic!("unknown expectation {other}"),
    }
}
