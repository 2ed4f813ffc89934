//! A device presenting to an X11 window made from raw handles (the C
//! ABI's path: `WindowSurface::from_raw` with an XCB connection and
//! window, as a port passes an SDL window's), under Xvfb on lavapipe. The
//! window's pixels are read from the X server (GetImage), not from the
//! device.
//!
//! Rules checked: a windowed back buffer of size 0 takes the window's
//! client size (D3D9's `CreateDevice` and `Reset` use the client
//! rectangle); `Present` shows the back buffer, stretched over the client
//! area when the sizes differ; `Reset` with a new client size is how the
//! window is resized.
//!
//! Without Xvfb the test says why and passes, except in CI (`CI` set).

use crate::common;

use std::ffi::CString;
use std::num::NonZeroU32;
use std::ptr::NonNull;
use std::time::{Duration, Instant};

use common::gpu;
use ninebridge_d3d9::raw_window_handle::{
    RawDisplayHandle, RawWindowHandle, XcbDisplayHandle, XcbWindowHandle,
};
use ninebridge_d3d9::*;
use x11rb::connection::Connection;
use x11rb::protocol::xproto::{
    ConfigureWindowAux, ConnectionExt, CreateWindowAux, ImageFormat, WindowClass,
};
use x11rb::xcb_ffi::XCBConnection;

/// The window's pixels as `0xRRGGBB`, once every one of them is `rgb`,
/// or the last read after a deadline (`rgb` 0: the first read).
fn wait_for_colour(conn: &XCBConnection, window: u32, (w, h): (u16, u16), rgb: u32) -> Vec<u32> {
    let deadline = Instant::now() + Duration::from_secs(if rgb == 0 { 0 } else { 20 });
    loop {
        let image = conn
            .get_image(ImageFormat::Z_PIXMAP, window, 0, 0, w, h, !0)
            .unwrap()
            .reply()
            .unwrap();
        // Depth 24 at 32 bits per pixel, little-endian BGRX on Xvfb.
        let pixels: Vec<u32> = image
            .data
            .chunks_exact(4)
            .map(|c| u32::from_le_bytes([c[0], c[1], c[2], c[3]]) & 0xff_ffff)
            .collect();
        if pixels.iter().all(|&p| p == rgb) || Instant::now() > deadline {
            return pixels;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A 64x32 X11 window on `xvfb` and a windowed device presenting to it
/// immediately (back buffer size 0: the client's), with the window's
/// target kept by the caller (`owner`) as a port keeps it. The surface is
/// made on the caller's GPU; with `render_thread` the device draws on a
/// clone with a render thread of its own whatever the environment says,
/// else as `NINEBRIDGE_RENDER_THREAD` says.
fn window_device(
    xvfb: &ninebridge_testutil::xvfb::Xvfb,
    render_thread: bool,
) -> (XCBConnection, u32, Device, WindowTarget, PresentParameters) {
    let name = CString::new(xvfb.display()).unwrap();
    let (conn, screen) = XCBConnection::connect(Some(&name)).expect("connects to Xvfb");
    let root = &conn.setup().roots[screen];
    let window = conn.generate_id().unwrap();
    conn.create_window(
        x11rb::COPY_DEPTH_FROM_PARENT,
        window,
        root.root,
        0,
        0,
        64,
        32,
        0,
        WindowClass::INPUT_OUTPUT,
        root.root_visual,
        &CreateWindowAux::new().background_pixel(0),
    )
    .unwrap();
    conn.map_window(window).unwrap();
    conn.flush().unwrap();

    let gpu = gpu();
    let connection = NonNull::new(conn.get_raw_xcb_connection());
    let display_handle = RawDisplayHandle::Xcb(XcbDisplayHandle::new(connection, screen as i32));
    let window_handle =
        RawWindowHandle::Xcb(XcbWindowHandle::new(NonZeroU32::new(window).unwrap()));
    // SAFETY: the caller keeps the connection and window until after the
    // device (and so the surface) is dropped.
    let surface = unsafe { WindowSurface::from_raw(&gpu, display_handle, window_handle) }
        .expect("lavapipe presents to X11 windows");
    let target = WindowTarget::new(surface, 64, 32);
    let owner = target.clone();

    // Windowed, size 0: the client size.
    let mut params = PresentParameters::windowed(0, 0, Format::X8R8G8B8, None);
    params.presentation_interval = PRESENT_INTERVAL_IMMEDIATE;
    let device_gpu = if render_thread {
        gpu.with_render_thread().expect("the render thread starts")
    } else {
        gpu
    };
    let d = Device::create_for_window(
        device_gpu,
        Box::new(BytecodeTranslator::default()),
        &params,
        CreateFlags::HARDWARE_VERTEXPROCESSING,
        target,
    )
    .unwrap();
    (conn, window, d, owner, params)
}

#[test]
fn a_device_presents_to_a_raw_x11_window_and_resizes_through_reset() {
    let xvfb = match ninebridge_testutil::xvfb::Xvfb::start(320, 240) {
        Ok(x) => x,
        Err(why) => return ninebridge_testutil::xvfb::skip_or_fail("d3d9 window_x11", &why),
    };
    let (conn, window, mut d, owner, params) = window_device(&xvfb, false);
    let bb = d.back_buffer().unwrap();
    assert_eq!(d.surface_size(bb).unwrap(), (64, 32));
    let taken = d.presentation_parameters().unwrap();
    assert_eq!(
        (taken.back_buffer_width, taken.back_buffer_height),
        (64, 32)
    );
    d.clear(&[], ClearFlags::TARGET, 0xff20_4060, 1.0, 0)
        .unwrap();
    d.present().unwrap();
    let px = wait_for_colour(&conn, window, (64, 32), 0x20_4060);
    assert!(px.iter().all(|&p| p == 0x20_4060), "{:06x}", px[0]);

    // The window grows; the port records it and resets with size 0.
    conn.configure_window(window, &ConfigureWindowAux::new().width(96).height(48))
        .unwrap();
    conn.flush().unwrap();
    owner.set_client_size(96, 48);
    d.reset(&params).unwrap();
    let bb = d.back_buffer().unwrap();
    assert_eq!(d.surface_size(bb).unwrap(), (96, 48));
    d.clear(&[], ClearFlags::TARGET, 0xff80_1040, 1.0, 0)
        .unwrap();
    d.present().unwrap();
    let px = wait_for_colour(&conn, window, (96, 48), 0x80_1040);
    assert!(px.iter().all(|&p| p == 0x80_1040), "{:06x}", px[0]);

    // A smaller back buffer is stretched over the client area: its left
    // half (x < 12 of 24) covers x < 48 of 96, blended only next to the
    // edge between the halves.
    let small = PresentParameters::windowed(24, 12, Format::X8R8G8B8, None);
    d.reset(&small).unwrap();
    d.clear(&[], ClearFlags::TARGET, 0xff10_c020, 1.0, 0)
        .unwrap();
    let left = Rect {
        left: 0,
        top: 0,
        right: 12,
        bottom: 12,
    };
    d.clear(&[left], ClearFlags::TARGET, 0xffc0_2010, 1.0, 0)
        .unwrap();
    d.present().unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    let px = loop {
        let px = wait_for_colour(&conn, window, (96, 48), 0);
        if px[0] == 0xc0_2010 || Instant::now() > deadline {
            break px;
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    for y in [0, 20, 47] {
        for x in [0, 20, 45] {
            assert_eq!(px[y * 96 + x], 0xc0_2010, "({x}, {y})");
        }
        for x in [51, 70, 95] {
            assert_eq!(px[y * 96 + x], 0x10_c020, "({x}, {y})");
        }
    }

    let stats = d.presentation_stats();
    assert_eq!((stats.presents, stats.resets), (3, 2));
    assert_eq!(stats.window.frames, 3);
    assert_eq!(stats.window.skipped, 0);
    assert!(stats.window.reconfigurations >= 1, "{stats:?}");
    drop(d);
    drop(owner);
}

/// The window's surface was made on the caller's `Gpu`, the device draws
/// through its own render thread: `Present` must show what the draws
/// before it made, however far behind the thread is (held back here
/// while the frame is recorded), never the image before them.
#[test]
fn present_shows_the_frame_the_render_thread_has_not_yet_submitted() {
    let xvfb = match ninebridge_testutil::xvfb::Xvfb::start(320, 240) {
        Ok(x) => x,
        Err(why) => return ninebridge_testutil::xvfb::skip_or_fail("d3d9 window_x11", &why),
    };
    let (conn, window, mut d, owner, _) = window_device(&xvfb, true);
    assert!(d.render_thread_stats().threaded);
    d.clear(&[], ClearFlags::TARGET, 0xff20_4060, 1.0, 0)
        .unwrap();
    d.present().unwrap();
    let px = wait_for_colour(&conn, window, (64, 32), 0x20_4060);
    assert!(px.iter().all(|&p| p == 0x20_4060), "{:06x}", px[0]);

    let held = d.gpu().queue().pause().expect("a render thread");
    d.clear(&[], ClearFlags::TARGET, 0xff60_2040, 1.0, 0)
        .unwrap();
    // Released while `Present` waits for the thread (or, were the blit to
    // go around the thread, after the old image was shown).
    let release = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        drop(held);
    });
    d.present().unwrap();
    release.join().unwrap();
    // Around the thread, the blit would have read the old image and shown
    // it for good: no later frame follows.
    let px = wait_for_colour(&conn, window, (64, 32), 0x60_2040);
    assert!(px.iter().all(|&p| p == 0x60_2040), "{:06x}", px[0]);
    drop(d);
    drop(owner);
}
