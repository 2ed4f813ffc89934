//! Threads through the ABI: a `D3DCREATE_MULTITHREADED` device used from
//! several threads at once (creating, locking, binding, drawing and
//! releasing resources; `AddRef`/`Release`, getters and binds racing on
//! shared objects), and several devices on several threads. Counts must
//! come out exact, pixels right, and no object may be freed while a
//! reference or a binding holds it (a freed object answers
//! `D3DERR_INVALIDCALL`, which the checks below would see).
//!
//! D3D9's rule: with `D3DCREATE_MULTITHREADED` the runtime serialises the
//! device's calls ("Multithreading Issues"); objects are counted with
//! interlocked operations.

use std::ffi::c_void;
use std::ptr::null_mut;
use std::sync::Mutex;

use crate::abi_tests::{INVALIDCALL, params, vtbl};
use crate::device::DeviceVtbl;
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9};
use crate::resource::{BufferVtbl, LockedRectC};
use crate::texture_tests::{back_buffer_pixels, fill};
use crate::textures::TextureVtbl;

/// `D3DCREATE_MULTITHREADED | D3DCREATE_SOFTWARE_VERTEXPROCESSING`.
const MULTITHREADED: u32 = 0x4 | 0x20;
const A8R8G8B8: u32 = 21;

/// A pointer handed between threads (COM objects are free-threaded here).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Shared(usize);

impl Shared {
    fn p(self) -> *mut c_void {
        self.0 as *mut c_void
    }
}

/// A headless 16x16 device made with `flags`.
fn device_with(flags: u32) -> (*mut c_void, &'static DeviceVtbl) {
    let d3d = Direct3DCreate9(32);
    assert!(!d3d.is_null());
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        assert_eq!(
            (iface.create_device)(d3d, 0, 1, null_mut(), flags, &mut pp, &mut dev),
            0
        );
        assert_eq!((iface.release)(d3d), 1);
        (dev, vtbl::<DeviceVtbl>(dev))
    }
}

/// A managed 4x4 A8R8G8B8 texture filled with `color`.
///
/// # Safety
/// `dev` is a live device.
unsafe fn solid_texture(dev: *mut c_void, d: &DeviceVtbl, color: u32) -> *mut c_void {
    // SAFETY: forwarded to the caller; pointers from the library.
    unsafe {
        let mut tex = null_mut();
        assert_eq!(
            (d.create_texture)(dev, 4, 4, 1, 0, A8R8G8B8, 1, &mut tex, null_mut()),
            0
        );
        let t = vtbl::<TextureVtbl>(tex);
        let mut l = LockedRectC {
            pitch: 0,
            bits: null_mut(),
        };
        assert_eq!((t.lock_rect)(tex, 0, &mut l, std::ptr::null(), 0), 0);
        fill(&l, 4, 4, color);
        assert_eq!((t.unlock_rect)(tex, 0), 0);
        tex
    }
}

/// A managed vertex buffer of a pre-transformed quad over the 16x16
/// target with texture coordinates (XYZRHW | TEX1, a strip of 4).
///
/// # Safety
/// `dev` is a live device.
unsafe fn quad_buffer(dev: *mut c_void, d: &DeviceVtbl) -> *mut c_void {
    let corners = [[0.0, 0.0], [16.0, 0.0], [0.0, 16.0], [16.0, 16.0f32]];
    let vertices: Vec<f32> = corners
        .iter()
        .flat_map(|&[x, y]| [x, y, 0.5, 1.0, x / 16.0, y / 16.0])
        .collect();
    // SAFETY: forwarded to the caller; pointers from the library.
    unsafe {
        let mut vb = null_mut();
        let len = (vertices.len() * 4) as u32;
        assert_eq!(
            (d.create_vertex_buffer)(dev, len, 0, 0x104, 1, &mut vb, null_mut()),
            0
        );
        let b = vtbl::<BufferVtbl>(vb);
        let mut bits = null_mut();
        assert_eq!((b.lock)(vb, 0, 0, &mut bits, 0), 0);
        std::ptr::copy_nonoverlapping(vertices.as_ptr(), bits.cast::<f32>(), vertices.len());
        assert_eq!((b.unlock)(vb), 0);
        vb
    }
}

/// Loader threads create, fill and hand over textures and vertex buffers
/// (dropping their own references) while the drawing thread binds,
/// draws and checks each one, and getter threads race `GetTexture` and
/// `Release` against the binds and unbinds. Every object is freed exactly
/// once: at the end the device's count is its creator's alone.
#[test]
fn a_multithreaded_device_serves_loaders_a_renderer_and_getters_at_once() {
    const LOADERS: usize = 3;
    const PER_LOADER: usize = 12;
    let (dev, d) = device_with(MULTITHREADED);
    let dev = Shared(dev as usize);
    let queue: Mutex<Vec<(Shared, Shared, u32)>> = Mutex::new(Vec::new());
    let done = std::sync::atomic::AtomicUsize::new(0);
    std::thread::scope(|s| {
        for loader in 0..LOADERS {
            let queue = &queue;
            let done = &done;
            s.spawn(move || {
                for i in 0..PER_LOADER {
                    let color = 0xff00_0000 | ((loader as u32 + 1) << 20) | (i as u32 + 1) << 4;
                    // SAFETY: pointers from the library, used while
                    // referenced; the queue hands the references over.
                    unsafe {
                        let tex = solid_texture(dev.p(), d, color);
                        let vb = quad_buffer(dev.p(), d);
                        // Extra references come and go on the way.
                        let t = vtbl::<TextureVtbl>(tex);
                        let mut level = null_mut();
                        assert_eq!((t.get_surface_level)(tex, 0, &mut level), 0);
                        assert_eq!((t.resource.add_ref)(tex), 3);
                        assert_eq!((t.resource.release)(level), 2);
                        assert_eq!((t.resource.release)(tex), 1);
                        queue.lock().unwrap().push((
                            Shared(tex as usize),
                            Shared(vb as usize),
                            color,
                        ));
                    }
                }
                done.fetch_add(1, std::sync::atomic::Ordering::Release);
            });
        }
        // Getters: whatever GetTexture hands out is alive until released.
        for _ in 0..2 {
            let done = &done;
            s.spawn(move || {
                while done.load(std::sync::atomic::Ordering::Acquire) < LOADERS + 1 {
                    // SAFETY: pointers from the library, used while
                    // referenced.
                    unsafe {
                        let mut got = null_mut();
                        assert_eq!((d.get_texture)(dev.p(), 0, &mut got), 0);
                        if !got.is_null() {
                            let t = vtbl::<TextureVtbl>(got);
                            assert_eq!((t.base.get_level_count)(got), 1, "alive while held");
                            (t.resource.release)(got);
                        }
                    }
                    std::thread::yield_now();
                }
            });
        }
        // The renderer: bind, drop the loader's references (the bindings
        // keep both alive), draw, check, unbind.
        let (done, queue) = (&done, &queue);
        s.spawn(move || {
            let mut drawn = 0;
            // Binding, drawing and reading back are one sequence of calls:
            // the application keeps other threads' state changes out of it
            // (here only this thread changes state).
            while drawn < LOADERS * PER_LOADER {
                let next = queue.lock().unwrap().pop();
                let Some((tex, vb, color)) = next else {
                    std::thread::yield_now();
                    continue;
                };
                // SAFETY: pointers from the library, used while referenced
                // or bound.
                unsafe {
                    let t = vtbl::<TextureVtbl>(tex.p());
                    let b = vtbl::<BufferVtbl>(vb.p());
                    assert_eq!((d.set_texture)(dev.p(), 0, tex.p()), 0);
                    assert_eq!((d.set_stream_source)(dev.p(), 0, vb.p(), 0, 24), 0);
                    // Bound, not counted (a getter thread may hold one).
                    assert!((t.resource.release)(tex.p()) <= 2);
                    assert_eq!((b.resource.release)(vb.p()), 0);
                    assert_eq!((d.set_fvf)(dev.p(), 0x104), 0);
                    assert_eq!((d.begin_scene)(dev.p()), 0);
                    assert_eq!((d.draw_primitive)(dev.p(), 5, 0, 2), 0);
                    assert_eq!((d.end_scene)(dev.p()), 0);
                    let pixels = back_buffer_pixels(dev.p(), d);
                    assert_eq!(pixels[8 * 16 + 8], color & 0x00ff_ffff, "draw {drawn}");
                    assert_eq!((d.set_texture)(dev.p(), 0, null_mut()), 0);
                    assert_eq!((d.set_stream_source)(dev.p(), 0, null_mut(), 0, 0), 0);
                    // Freed once unbound and no getter holds it.
                    let mut spins = 0;
                    while (t.base.get_level_count)(tex.p()) != 0 {
                        spins += 1;
                        assert!(spins < 1_000_000, "texture {drawn} never freed");
                        std::thread::yield_now();
                    }
                    assert_eq!((b.get_desc)(vb.p(), &mut Default::default()), INVALIDCALL);
                }
                drawn += 1;
            }
            done.fetch_add(1, std::sync::atomic::Ordering::Release);
        });
    });
    // SAFETY: the device is live; every other reference was released.
    unsafe {
        assert_eq!(
            (d.add_ref)(dev.p()),
            2,
            "no resource left holding the device"
        );
        assert_eq!((d.release)(dev.p()), 1);
        assert_eq!((d.release)(dev.p()), 0);
    }
}

/// `AddRef`/`Release`, level getters, `QueryInterface` and binds racing on
/// one texture from many threads leave its count exact, and it is freed
/// once, when the last binding and reference go.
#[test]
fn reference_races_on_a_shared_texture_keep_its_count_exact() {
    let (dev, d) = device_with(MULTITHREADED);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let tex = Shared(solid_texture(dev, d, 0xff80_4020) as usize);
        let dev = Shared(dev as usize);
        let t = vtbl::<TextureVtbl>(tex.p());
        std::thread::scope(|s| {
            for stage in 0..8u32 {
                s.spawn(move || {
                    for _ in 0..300 {
                        assert!((t.resource.add_ref)(tex.p()) >= 2);
                        let mut level = null_mut();
                        assert_eq!((t.get_surface_level)(tex.p(), 0, &mut level), 0);
                        let mut base = null_mut();
                        let hr = (t.resource.query_interface)(
                            tex.p(),
                            &crate::iid::IID_IDirect3DBaseTexture9,
                            &mut base,
                        );
                        assert_eq!((hr, base), (0, tex.p()));
                        assert_eq!((d.set_texture)(dev.p(), stage, tex.p()), 0);
                        assert!((t.resource.release)(base) >= 1);
                        assert!((t.resource.release)(level) >= 1);
                        assert_eq!((d.set_texture)(dev.p(), stage, null_mut()), 0);
                        assert!((t.resource.release)(tex.p()) >= 1);
                    }
                    // The last binding of this thread stays.
                    assert_eq!((d.set_texture)(dev.p(), stage, tex.p()), 0);
                });
            }
        });
        assert_eq!(
            (t.resource.add_ref)(tex.p()),
            2,
            "only the creator's and this one"
        );
        assert_eq!((t.resource.release)(tex.p()), 1);
        assert_eq!((t.resource.release)(tex.p()), 0, "bound: alive, uncounted");
        for stage in 0..7 {
            assert_eq!((d.set_texture)(dev.p(), stage, null_mut()), 0);
            assert_eq!(
                (t.base.get_level_count)(tex.p()),
                1,
                "still bound at stage 7"
            );
        }
        assert_eq!((d.set_texture)(dev.p(), 7, null_mut()), 0);
        assert_eq!(
            (t.base.get_level_count)(tex.p()),
            0,
            "freed with its last binding"
        );
        assert_eq!((d.release)(dev.p()), 0);
    }
}

/// Several devices, each on its own thread, drawing at once: each sees
/// only its own clears and draws.
#[test]
fn several_devices_draw_on_several_threads() {
    std::thread::scope(|s| {
        for i in 0..4u32 {
            s.spawn(move || {
                let (dev, d) = device_with(0x20);
                let color = 0xff00_0000 | (0x30 * (i + 1)) << 8 | (0x20 * (i + 1));
                // SAFETY: pointers from the library, used while referenced.
                unsafe {
                    let tex = solid_texture(dev, d, color);
                    let vb = quad_buffer(dev, d);
                    for frame in 0..5 {
                        assert_eq!(
                            (d.clear)(dev, 0, std::ptr::null(), 1, 0xff00_0000, 1.0, 0),
                            0
                        );
                        assert_eq!((d.set_texture)(dev, 0, tex), 0);
                        assert_eq!((d.set_stream_source)(dev, 0, vb, 0, 24), 0);
                        assert_eq!((d.set_fvf)(dev, 0x104), 0);
                        assert_eq!((d.begin_scene)(dev), 0);
                        assert_eq!((d.draw_primitive)(dev, 5, 0, 2), 0);
                        assert_eq!((d.end_scene)(dev), 0);
                        let p = (d.present)(dev, null_mut(), null_mut(), null_mut(), null_mut());
                        assert_eq!(p, 0);
                        let pixels = back_buffer_pixels(dev, d);
                        assert!(
                            pixels.iter().all(|&px| px == color & 0x00ff_ffff),
                            "device {i} frame {frame}"
                        );
                    }
                    let t = vtbl::<TextureVtbl>(tex);
                    assert_eq!((t.resource.release)(tex), 0);
                    assert_eq!((t.resource.release)(vb), 0);
                    assert_eq!((d.release)(dev), 0, "the bindings go with the device");
                }
            });
        }
    });
}
