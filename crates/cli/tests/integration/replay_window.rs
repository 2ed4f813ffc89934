//! `ninebridge replay --window` under Xvfb: the demo scene shown in a
//! window, a screenshot of that window taken from the X server (GetImage,
//! not our own readback), compared with the headless `--png` of the same
//! frame. The window opens at the trace's back buffer size, so nothing is
//! stretched and the pixels must match (within 1 per channel).
//!
//! Timing: the replay prints `window: the replay is over` once the last
//! `Present` went to the window, and keeps the window open; the test waits
//! for that line, then takes screenshots until one matches or a deadline
//! passes (the X server may show the frame a moment after the present).
//!
//! A second test drives the keys through XTEST on a trace of three
//! cleared frames (`--paused`, right arrow, left arrow, space, Escape) and
//! checks what the window shows after each.
//!
//! Without Xvfb the tests say why and pass, except in CI (`CI` set),
//! where they must run.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use x11rb::connection::Connection;
use x11rb::protocol::xproto::{
    AtomEnum, ConnectionExt, ImageFormat, InputFocus, KEY_PRESS_EVENT, KEY_RELEASE_EVENT, MapState,
    Window,
};
use x11rb::protocol::xtest::ConnectionExt as _;

/// The demo scene (320x240, one `Present`).
fn scene() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../assets/demo/scene.json")
}

/// A process killed when dropped.
struct Killed(Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Skips the test (or fails it in CI) with `why`.
fn skip(why: &str) {
    ninebridge_testutil::xvfb::skip_or_fail("the window test", why);
}

/// Lines of `child`'s standard output, as they come.
fn lines_of(child: &mut Child) -> mpsc::Receiver<String> {
    let out = child.stdout.take().expect("stdout piped");
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    rx
}

/// The RGBA8 pixels and size of a PNG file.
fn read_png(path: &Path) -> (u32, u32, Vec<u8>) {
    let decoder = png::Decoder::new(BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!(info.color_type, png::ColorType::Rgba);
    buf.truncate(info.buffer_size());
    (info.width, info.height, buf)
}

/// The top-level window whose name contains `title`.
fn find_window(conn: &impl Connection, root: Window, title: &str) -> Option<Window> {
    let net_wm_name = conn
        .intern_atom(false, b"_NET_WM_NAME")
        .ok()?
        .reply()
        .ok()?
        .atom;
    let tree = conn.query_tree(root).ok()?.reply().ok()?;
    tree.children.into_iter().find(|&w| {
        let viewable = conn
            .get_window_attributes(w)
            .ok()
            .and_then(|c| c.reply().ok())
            .is_some_and(|a| a.map_state == MapState::VIEWABLE);
        let named = [AtomEnum::WM_NAME.into(), net_wm_name]
            .into_iter()
            .any(|p| {
                conn.get_property(false, w, p, AtomEnum::ANY, 0, 1024)
                    .ok()
                    .and_then(|c| c.reply().ok())
                    .is_some_and(|r| String::from_utf8_lossy(&r.value).contains(title))
            });
        viewable && named
    })
}

/// The window's pixels as RGB8, read from the X server.
fn screenshot(
    conn: &impl Connection,
    screen: usize,
    w: Window,
) -> Result<(u32, u32, Vec<u8>), String> {
    let geometry = conn
        .get_geometry(w)
        .map_err(|e| e.to_string())?
        .reply()
        .map_err(|e| e.to_string())?;
    let (width, height) = (u32::from(geometry.width), u32::from(geometry.height));
    let image = conn
        .get_image(
            ImageFormat::Z_PIXMAP,
            w,
            0,
            0,
            geometry.width,
            geometry.height,
            !0,
        )
        .map_err(|e| e.to_string())?
        .reply()
        .map_err(|e| e.to_string())?;
    let setup = conn.setup();
    let visual = setup.roots[screen]
        .allowed_depths
        .iter()
        .flat_map(|d| &d.visuals)
        .find(|v| v.visual_id == image.visual)
        .ok_or("the window's visual is not listed")?;
    let format = setup
        .pixmap_formats
        .iter()
        .find(|f| f.depth == image.depth)
        .ok_or("no pixmap format for the window's depth")?;
    if format.bits_per_pixel != 32 {
        return Err(format!("{} bits per pixel", format.bits_per_pixel));
    }
    let little = setup.image_byte_order == x11rb::protocol::xproto::ImageOrder::LSB_FIRST;
    let channel = |p: u32, mask: u32| ((p & mask) >> mask.trailing_zeros()) as u8;
    let rgb = image
        .data
        .chunks_exact(4)
        .take((width * height) as usize)
        .flat_map(|c| {
            let b = [c[0], c[1], c[2], c[3]];
            let p = if little {
                u32::from_le_bytes(b)
            } else {
                u32::from_be_bytes(b)
            };
            [
                channel(p, visual.red_mask),
                channel(p, visual.green_mask),
                channel(p, visual.blue_mask),
            ]
        })
        .collect();
    Ok((width, height, rgb))
}

/// The first pixel differing by more than 1 in a channel, if any.
fn first_difference(rgb: &[u8], rgba: &[u8], width: u32) -> Option<String> {
    rgb.chunks_exact(3)
        .zip(rgba.chunks_exact(4))
        .position(|(a, b)| a.iter().zip(b).any(|(x, y)| x.abs_diff(*y) > 1))
        .map(|i| {
            let (x, y) = (i as u32 % width, i as u32 / width);
            format!(
                "pixel ({x}, {y}): window {:?}, png {:?}",
                &rgb[i * 3..i * 3 + 3],
                &rgba[i * 4..i * 4 + 3]
            )
        })
}

#[test]
fn the_window_shows_what_the_headless_replay_writes() {
    let xvfb = match ninebridge_testutil::xvfb::Xvfb::start(640, 480) {
        Ok(x) => x,
        Err(why) => return skip(&why),
    };
    let display = xvfb.display().to_string();
    // The headless frame.
    let dir = tempfile::tempdir().unwrap();
    let png_dir = dir.path().join("png");
    let out = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["replay", scene().to_str().unwrap(), "--png"])
        .arg(&png_dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let (pw, ph, expected) = read_png(&png_dir.join("demo_scene-0.png"));
    assert_eq!((pw, ph), (320, 240));

    // The same trace in a window on the virtual display.
    let stats = dir.path().join("stats.json");
    let mut child = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args([
            "replay",
            scene().to_str().unwrap(),
            "--window",
            "--stats-json",
        ])
        .arg(&stats)
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        // Timing changes no pixel; it also times the window's present blit.
        .env("NINEBRIDGE_GPU_PROFILE", "1")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let lines = lines_of(&mut child);
    let mut viewer = Killed(child);
    let deadline = Instant::now() + Duration::from_secs(180);
    let mut seen = Vec::new();
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.starts_with("window: the replay is over") => break,
            Ok(line) => seen.push(line),
            Err(_) => {
                let status = viewer.0.try_wait().ok().flatten();
                panic!("no end-of-replay line (exit: {status:?}); output so far: {seen:#?}");
            }
        }
    }
    // The demo scene has no probes: the summary says so, and fails none.
    assert!(
        seen.iter().any(|l| l == "replay: no probes to check"),
        "{seen:#?}"
    );

    let (conn, screen) = x11rb::connect(Some(&display)).expect("the test connects to Xvfb");
    let root = conn.setup().roots[screen].root;
    let deadline = Instant::now() + Duration::from_secs(20);
    let mut last = String::from("the window was not found");
    loop {
        if let Some(w) = find_window(&conn, root, "ninebridge replay") {
            match screenshot(&conn, screen, w) {
                Ok((sw, sh, rgb)) if (sw, sh) == (pw, ph) => {
                    match first_difference(&rgb, &expected, pw) {
                        None => break,
                        Some(d) => last = d,
                    }
                }
                Ok((sw, sh, _)) => last = format!("the window is {sw}x{sh}, the frame {pw}x{ph}"),
                Err(e) => last = e,
            }
        }
        assert!(
            Instant::now() < deadline,
            "the window never showed the headless frame: {last}"
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    drop(viewer);
    // The statistics are written when the replay ends, before the hold.
    let stats: serde_json::Value = serde_json::from_slice(&std::fs::read(&stats).unwrap()).unwrap();
    assert_eq!(stats["present"]["presents"], 1, "{stats}");
    assert_eq!(stats["present"]["window_frames"], 1, "{stats}");
    // The present blit is timed as `present` (on adapters with timestamps).
    let passes = stats["gpu_passes"].as_array().unwrap();
    if !passes.is_empty() {
        assert!(passes.iter().any(|p| p["label"] == "present"), "{stats}");
    }
}

/// A trace clearing a 64x32 back buffer to each colour (`0xRRGGBB`) and
/// presenting it.
fn colour_trace(dir: &Path, colours: &[u32]) -> PathBuf {
    let mut steps = vec![
        r#"{"call":"CreateDevice","width":64,"height":32,"format":"X8R8G8B8","depth_stencil_format":"D24S8","behavior_flags":["D3DCREATE_HARDWARE_VERTEXPROCESSING"],"windowed":true,"multisample":"D3DMULTISAMPLE_NONE"}"#.to_string(),
    ];
    for c in colours {
        steps.push(format!(
            r#"{{"call":"Clear","rects":null,"flags":["D3DCLEAR_TARGET"],"color":"0xff{c:06x}","z":1,"stencil":0}}"#
        ));
        steps.push(r#"{"call":"Present"}"#.into());
    }
    let path = dir.join("colours.json");
    std::fs::write(
        &path,
        format!(r#"{{"function":"colours","steps":[{}]}}"#, steps.join(",")),
    )
    .unwrap();
    path
}

/// The keycode of `keysym` in the server's keyboard mapping.
fn keycode(conn: &impl Connection, keysym: u32) -> u8 {
    let setup = conn.setup();
    let (min, max) = (setup.min_keycode, setup.max_keycode);
    let map = conn
        .get_keyboard_mapping(min, max - min + 1)
        .unwrap()
        .reply()
        .unwrap();
    let per = usize::from(map.keysyms_per_keycode).max(1);
    let i = map
        .keysyms
        .chunks(per)
        .position(|syms| syms.contains(&keysym))
        .unwrap_or_else(|| panic!("keysym {keysym:#x} is not mapped"));
    min + i as u8
}

/// Presses and releases the key of `keysym` through XTEST.
fn press(conn: &impl Connection, root: Window, keysym: u32) {
    let code = keycode(conn, keysym);
    for kind in [KEY_PRESS_EVENT, KEY_RELEASE_EVENT] {
        conn.xtest_fake_input(kind, code, 0, root, 0, 0, 0).unwrap();
    }
    conn.flush().unwrap();
}

/// Waits until every pixel of `w` is `rgb`; panics after 30 s with `what`.
fn wait_shows(conn: &impl Connection, screen: usize, w: Window, rgb: u32, what: &str) {
    let want = [(rgb >> 16) as u8, (rgb >> 8) as u8, rgb as u8];
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        let last = match screenshot(conn, screen, w) {
            Ok((_, _, px)) if px.chunks_exact(3).all(|p| p == want) => return,
            Ok((_, _, px)) => format!("{:?}", &px[..3]),
            Err(e) => e,
        };
        assert!(
            Instant::now() < deadline,
            "{what}: the window never showed {rgb:06x} (last: {last})"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn keys_pause_step_and_show_earlier_frames() {
    const SPACE: u32 = 0x20;
    const LEFT: u32 = 0xff51;
    const RIGHT: u32 = 0xff53;
    const ESCAPE: u32 = 0xff1b;
    let xvfb = match ninebridge_testutil::xvfb::Xvfb::start(640, 480) {
        Ok(x) => x,
        Err(why) => return skip(&why),
    };
    let display = xvfb.display().to_string();
    let dir = tempfile::tempdir().unwrap();
    let (red, green, blue) = (0xff0000, 0x00ff00, 0x0000ff);
    let trace = colour_trace(dir.path(), &[red, green, blue]);
    let mut child = Command::new(env!("CARGO_BIN_EXE_ninebridge"))
        .args(["replay", trace.to_str().unwrap(), "--window", "--paused"])
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap();
    let lines = lines_of(&mut child);
    let mut viewer = Killed(child);
    let (conn, screen) = x11rb::connect(Some(&display)).expect("the test connects to Xvfb");
    let root = conn.setup().roots[screen].root;
    let deadline = Instant::now() + Duration::from_secs(180);
    let window = loop {
        if let Some(w) = find_window(&conn, root, "ninebridge replay") {
            break w;
        }
        assert!(Instant::now() < deadline, "no window appeared");
        std::thread::sleep(Duration::from_millis(100));
    };
    conn.set_input_focus(InputFocus::PARENT, window, x11rb::CURRENT_TIME)
        .unwrap();
    conn.flush().unwrap();

    // Paused at the first Present.
    wait_shows(&conn, screen, window, red, "--paused");
    press(&conn, root, RIGHT);
    wait_shows(
        &conn,
        screen,
        window,
        green,
        "right arrow: the next Present",
    );
    press(&conn, root, LEFT);
    wait_shows(
        &conn,
        screen,
        window,
        red,
        "left arrow: the kept frame before",
    );
    press(&conn, root, RIGHT);
    wait_shows(
        &conn,
        screen,
        window,
        green,
        "right arrow: back to the newest",
    );
    press(&conn, root, RIGHT);
    wait_shows(&conn, screen, window, blue, "right arrow: the next Present");
    // Resumed, the replay ends and holds its last frame.
    press(&conn, root, SPACE);
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.starts_with("window: the replay is over") => break,
            Ok(_) => {}
            Err(_) => panic!("space did not resume the replay to its end"),
        }
    }
    wait_shows(&conn, screen, window, blue, "the last frame stays");
    press(&conn, root, ESCAPE);
    let deadline = Instant::now() + Duration::from_secs(30);
    let status = loop {
        if let Some(status) = viewer.0.try_wait().unwrap() {
            break status;
        }
        assert!(Instant::now() < deadline, "Escape did not quit");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(status.success(), "{status:?}");
}
