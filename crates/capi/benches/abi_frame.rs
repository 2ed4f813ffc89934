//! The call overhead of the C ABI (issue 16's target: at least 0.9 of the
//! Rust API's draw rate): the frame of `ninebridge bench frame` (per draw:
//! a texture, vertex and pixel constants, a blend state every 50 draws, a
//! draw; then `Present`, waited for) recorded once through the Rust
//! `Device` and once through `libninebridge_d3d9.so`'s vtables, loaded
//! with `dlopen` as a port would link it, in the same process.

use std::ffi::c_void;
use std::ptr::null_mut;

use criterion::{Criterion, criterion_group, criterion_main};
use ninebridge_d3d9::{
    BytecodeTranslator, CreateFlags, DeclType, DeclUsage, Device, Format, Gpu, LockFlags, Pool,
    PresentParameters, PrimitiveType, RenderState, Usage, VertexElement,
};

const DRAWS: u32 = 1000;
use ninebridge_d3d9::frame_bench::{BLEND_EVERY, EDGE, PS, TEXTURES, VS, constants, quad, texels};

fn tokens(asm: &str) -> Vec<u32> {
    ninebridge_d3dbc::assemble(asm).expect("bench shader assembles")
}

/// The frame through the Rust API.
struct RustScene {
    device: Device,
    textures: Vec<ninebridge_d3d9::TextureId>,
    target: ninebridge_d3d9::SurfaceId,
}

impl RustScene {
    fn new(gpu: Gpu) -> Self {
        let params = PresentParameters::windowed(EDGE, EDGE, Format::A8R8G8B8, None);
        let mut d = Device::create(
            gpu,
            Box::new(BytecodeTranslator::default()),
            &params,
            CreateFlags::HARDWARE_VERTEXPROCESSING,
        )
        .unwrap();
        let bytes = |t: Vec<u32>| -> Vec<u8> { t.iter().flat_map(|w| w.to_le_bytes()).collect() };
        let vs = d.create_vertex_shader(&bytes(tokens(VS))).unwrap();
        let ps = d.create_pixel_shader(&bytes(tokens(PS))).unwrap();
        d.set_vertex_shader(Some(vs)).unwrap();
        d.set_pixel_shader(Some(ps)).unwrap();
        let decl = d
            .create_vertex_declaration(&[
                VertexElement::new(0, 0, DeclType::Float2, DeclUsage::Position, 0),
                VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0),
            ])
            .unwrap();
        d.set_vertex_declaration(Some(decl)).unwrap();
        let data = quad();
        let vb = d
            .create_vertex_buffer(data.len() as u32, Usage::WRITEONLY, 0, Pool::Default)
            .unwrap();
        d.lock_vertex_buffer(vb, 0, 0, LockFlags::empty())
            .unwrap()
            .copy_from_slice(&data);
        d.unlock_vertex_buffer(vb).unwrap();
        d.set_stream_source(0, Some(vb), 0, 16).unwrap();
        let textures = (0..TEXTURES)
            .map(|i| {
                let t = d
                    .create_texture(16, 16, 1, Usage::empty(), Format::A8R8G8B8, Pool::Managed)
                    .unwrap();
                d.lock_rect(t, 0, None, LockFlags::empty())
                    .unwrap()
                    .bits
                    .copy_from_slice(&texels(i));
                d.unlock_rect(t, 0).unwrap();
                t
            })
            .collect();
        d.set_render_state(RenderState::CullMode, 1);
        d.set_render_state(RenderState::SrcBlend, 5);
        d.set_render_state(RenderState::DestBlend, 6);
        let target = d.back_buffer().unwrap();
        RustScene {
            device: d,
            textures,
            target,
        }
    }

    fn frame(&mut self) {
        self.record();
        self.device.gpu().wait_idle().unwrap();
    }

    /// The frame's calls, up to and including `Present`.
    fn record(&mut self) {
        let d = &mut self.device;
        d.set_render_target(0, Some(self.target)).unwrap();
        for i in 0..DRAWS {
            let (vs, ps) = constants(i);
            d.set_texture(0, Some(self.textures[i as usize % TEXTURES]))
                .unwrap();
            d.set_vertex_shader_constant_f(0, &vs).unwrap();
            d.set_pixel_shader_constant_f(0, &ps).unwrap();
            if i % BLEND_EVERY == 0 {
                d.set_render_state(RenderState::AlphaBlendEnable, (i / BLEND_EVERY) % 2);
            }
            d.draw_primitive(PrimitiveType::TriangleList, 0, 2).unwrap();
        }
        d.present().unwrap();
    }
}

/// `IDirect3DDevice9` vtable slots (the SDK's order; `tests/c` checks the
/// header's).
mod slot {
    pub const RELEASE: usize = 2;
    pub const PRESENT: usize = 17;
    pub const GET_BACK_BUFFER: usize = 18;
    pub const CREATE_TEXTURE: usize = 23;
    pub const CREATE_VERTEX_BUFFER: usize = 26;
    pub const SET_RENDER_TARGET: usize = 37;
    pub const SET_RENDER_STATE: usize = 57;
    pub const SET_TEXTURE: usize = 65;
    pub const DRAW_PRIMITIVE: usize = 81;
    pub const CREATE_VERTEX_DECLARATION: usize = 86;
    pub const SET_VERTEX_DECLARATION: usize = 87;
    pub const CREATE_VERTEX_SHADER: usize = 91;
    pub const SET_VERTEX_SHADER: usize = 92;
    pub const SET_VERTEX_SHADER_CONSTANT_F: usize = 94;
    pub const SET_STREAM_SOURCE: usize = 100;
    pub const CREATE_PIXEL_SHADER: usize = 106;
    pub const SET_PIXEL_SHADER: usize = 107;
    pub const SET_PIXEL_SHADER_CONSTANT_F: usize = 109;
    /// `IDirect3D9::CreateDevice`.
    pub const CREATE_DEVICE: usize = 16;
    /// `IDirect3DVertexBuffer9::Lock`, `Unlock`; `IDirect3DTexture9::LockRect`,
    /// `UnlockRect`.
    pub const VB_LOCK: usize = 11;
    pub const VB_UNLOCK: usize = 12;
    pub const TEX_LOCK_RECT: usize = 19;
    pub const TEX_UNLOCK_RECT: usize = 20;
}

/// The function at `slot` of the COM object `p`'s vtable, as `F`.
///
/// # Safety
/// `p` is a live COM object whose vtable has a function of type `F` there.
unsafe fn method<F: Copy>(p: *mut c_void, slot: usize) -> F {
    // SAFETY: forwarded to the caller; F is a function pointer type.
    unsafe {
        let vtbl = *(p as *const *const *const c_void);
        std::mem::transmute_copy(&*vtbl.add(slot))
    }
}

type Hr = i32;
type This = *mut c_void;

/// The frame through the C ABI of the shared library.
struct AbiScene {
    _lib: libloading::Library,
    wait: unsafe extern "C" fn(This) -> Hr,
    device: This,
    textures: Vec<This>,
    target: This,
}

#[repr(C)]
struct Params {
    w: u32,
    h: u32,
    format: u32,
    count: u32,
    ms: u32,
    quality: u32,
    swap: u32,
    window: *mut c_void,
    windowed: i32,
    auto_ds: i32,
    ds_format: u32,
    flags: u32,
    refresh: u32,
    interval: u32,
}

impl AbiScene {
    fn new(path: &std::path::Path) -> Self {
        // SAFETY: the library is this crate's, loaded once; every call
        // below follows the SDK's signatures on live objects.
        unsafe {
            let lib = libloading::Library::new(path).expect("libninebridge_d3d9 loads");
            let create: libloading::Symbol<unsafe extern "system" fn(u32) -> This> =
                lib.get(b"Direct3DCreate9").expect("Direct3DCreate9");
            let d3d = create(32);
            let mut params = Params {
                w: EDGE,
                h: EDGE,
                format: 21,
                count: 1,
                ms: 0,
                quality: 0,
                swap: 1,
                window: null_mut(),
                windowed: 1,
                auto_ds: 0,
                ds_format: 0,
                flags: 0,
                refresh: 0,
                interval: 0,
            };
            let mut device = null_mut();
            let create_device: unsafe extern "system" fn(
                This,
                u32,
                u32,
                This,
                u32,
                *mut Params,
                *mut This,
            ) -> Hr = method(d3d, slot::CREATE_DEVICE);
            assert_eq!(
                create_device(d3d, 0, 1, null_mut(), 0x40, &mut params, &mut device),
                0
            );
            let release: unsafe extern "system" fn(This) -> u32 = method(d3d, slot::RELEASE);
            release(d3d);
            let d = device;
            let shader = |slot_create: usize, asm: &str| {
                let t = tokens(asm);
                let mut out = null_mut();
                let f: unsafe extern "system" fn(This, *const u32, *mut This) -> Hr =
                    method(d, slot_create);
                assert_eq!(f(d, t.as_ptr(), &mut out), 0);
                out
            };
            let vs = shader(slot::CREATE_VERTEX_SHADER, VS);
            let ps = shader(slot::CREATE_PIXEL_SHADER, PS);
            let set: unsafe extern "system" fn(This, This) -> Hr =
                method(d, slot::SET_VERTEX_SHADER);
            assert_eq!(set(d, vs), 0);
            let set: unsafe extern "system" fn(This, This) -> Hr =
                method(d, slot::SET_PIXEL_SHADER);
            assert_eq!(set(d, ps), 0);
            // {stream, offset, type, method, usage, index} x2 + D3DDECL_END.
            let elements: [[u8; 8]; 3] = [
                [0, 0, 0, 0, 1, 0, 0, 0],
                [0, 0, 8, 0, 1, 0, 5, 0],
                [0xff, 0, 0, 0, 17, 0, 0, 0],
            ];
            let mut decl = null_mut();
            let f: unsafe extern "system" fn(This, *const [u8; 8], *mut This) -> Hr =
                method(d, slot::CREATE_VERTEX_DECLARATION);
            assert_eq!(f(d, elements.as_ptr(), &mut decl), 0);
            let f: unsafe extern "system" fn(This, This) -> Hr =
                method(d, slot::SET_VERTEX_DECLARATION);
            assert_eq!(f(d, decl), 0);
            let data = quad();
            let mut vb = null_mut();
            let f: unsafe extern "system" fn(This, u32, u32, u32, u32, *mut This, This) -> Hr =
                method(d, slot::CREATE_VERTEX_BUFFER);
            assert_eq!(f(d, data.len() as u32, 8, 0, 0, &mut vb, null_mut()), 0);
            let lock: unsafe extern "system" fn(This, u32, u32, *mut *mut c_void, u32) -> Hr =
                method(vb, slot::VB_LOCK);
            let mut bits = null_mut();
            assert_eq!(lock(vb, 0, 0, &mut bits, 0), 0);
            std::ptr::copy_nonoverlapping(data.as_ptr(), bits.cast::<u8>(), data.len());
            let unlock: unsafe extern "system" fn(This) -> Hr = method(vb, slot::VB_UNLOCK);
            assert_eq!(unlock(vb), 0);
            let f: unsafe extern "system" fn(This, u32, This, u32, u32) -> Hr =
                method(d, slot::SET_STREAM_SOURCE);
            assert_eq!(f(d, 0, vb, 0, 16), 0);
            let mut textures = Vec::new();
            for i in 0..TEXTURES {
                let mut t = null_mut();
                let f: unsafe extern "system" fn(
                    This,
                    u32,
                    u32,
                    u32,
                    u32,
                    u32,
                    u32,
                    *mut This,
                    This,
                ) -> Hr = method(d, slot::CREATE_TEXTURE);
                assert_eq!(f(d, 16, 16, 1, 0, 21, 1, &mut t, null_mut()), 0);
                #[repr(C)]
                struct Locked(i32, *mut c_void);
                let mut locked = Locked(0, null_mut());
                let lock: unsafe extern "system" fn(
                    This,
                    u32,
                    *mut Locked,
                    *const c_void,
                    u32,
                ) -> Hr = method(t, slot::TEX_LOCK_RECT);
                assert_eq!(lock(t, 0, &mut locked, std::ptr::null(), 0), 0);
                let texels = texels(i);
                std::ptr::copy_nonoverlapping(texels.as_ptr(), locked.1.cast::<u8>(), texels.len());
                let unlock: unsafe extern "system" fn(This, u32) -> Hr =
                    method(t, slot::TEX_UNLOCK_RECT);
                assert_eq!(unlock(t, 0), 0);
                textures.push(t);
            }
            let rs: unsafe extern "system" fn(This, u32, u32) -> Hr =
                method(d, slot::SET_RENDER_STATE);
            rs(d, 22, 1); // D3DRS_CULLMODE = D3DCULL_NONE
            rs(d, 19, 5); // D3DRS_SRCBLEND = SRCALPHA
            rs(d, 20, 6); // D3DRS_DESTBLEND = INVSRCALPHA
            let mut target = null_mut();
            let f: unsafe extern "system" fn(This, u32, u32, u32, *mut This) -> Hr =
                method(d, slot::GET_BACK_BUFFER);
            assert_eq!(f(d, 0, 0, 0, &mut target), 0);
            let wait: libloading::Symbol<unsafe extern "C" fn(This) -> Hr> = lib
                .get(b"ninebridge_device_wait_idle")
                .expect("ninebridge_device_wait_idle");
            let wait = *wait;
            AbiScene {
                wait,
                _lib: lib,
                device,
                textures,
                target,
            }
        }
    }

    fn frame(&mut self) {
        self.record();
        // SAFETY: the library's extension, on its live device.
        let status = unsafe { (self.wait)(self.device) };
        assert_eq!(status, 0);
    }

    /// The frame's calls, up to and including `Present`.
    fn record(&mut self) {
        let d = self.device;
        // SAFETY: live objects of the library; the SDK's signatures.
        unsafe {
            let set_rt: unsafe extern "system" fn(This, u32, This) -> Hr =
                method(d, slot::SET_RENDER_TARGET);
            let set_texture: unsafe extern "system" fn(This, u32, This) -> Hr =
                method(d, slot::SET_TEXTURE);
            let set_vsf: unsafe extern "system" fn(This, u32, *const f32, u32) -> Hr =
                method(d, slot::SET_VERTEX_SHADER_CONSTANT_F);
            let set_psf: unsafe extern "system" fn(This, u32, *const f32, u32) -> Hr =
                method(d, slot::SET_PIXEL_SHADER_CONSTANT_F);
            let set_rs: unsafe extern "system" fn(This, u32, u32) -> Hr =
                method(d, slot::SET_RENDER_STATE);
            let draw: unsafe extern "system" fn(This, u32, u32, u32) -> Hr =
                method(d, slot::DRAW_PRIMITIVE);
            let present: unsafe extern "system" fn(This, This, This, This, This) -> Hr =
                method(d, slot::PRESENT);
            assert_eq!(set_rt(d, 0, self.target), 0);
            for i in 0..DRAWS {
                let (vs, ps) = constants(i);
                set_texture(d, 0, self.textures[i as usize % TEXTURES]);
                set_vsf(d, 0, vs.as_ptr().cast(), 4);
                set_psf(d, 0, ps.as_ptr().cast(), 2);
                if i % BLEND_EVERY == 0 {
                    set_rs(d, 27, (i / BLEND_EVERY) % 2); // D3DRS_ALPHABLENDENABLE
                }
                draw(d, 4, 0, 2);
            }
            assert_eq!(
                present(d, null_mut(), null_mut(), null_mut(), null_mut()),
                0
            );
        }
    }
}

/// `libninebridge_d3d9.so` of this profile, built now (the bench does not
/// link it); `NINEBRIDGE_CAPI_LIB` names a built one instead (a machine
/// without cargo).
fn library() -> std::path::PathBuf {
    if let Some(path) = std::env::var_os("NINEBRIDGE_CAPI_LIB") {
        return path.into();
    }
    let exe = std::env::current_exe().unwrap();
    let dir = exe.parent().and_then(|d| d.parent()).unwrap().to_path_buf();
    let status = std::process::Command::new(env!("CARGO"))
        .args(["build", "--release", "-p", "ninebridge-capi"])
        .status()
        .unwrap();
    assert!(status.success());
    let name = if cfg!(target_os = "macos") {
        "libninebridge_d3d9.dylib"
    } else {
        "libninebridge_d3d9.so"
    };
    dir.join(name)
}

fn frame(c: &mut Criterion) {
    let lib = library();
    let gpu = Gpu::from_env().expect("a GPU");
    let mut rust = RustScene::new(gpu);
    let mut abi = AbiScene::new(&lib);
    let mut g = c.benchmark_group("frame_1000_draws");
    g.sample_size(20);
    g.bench_function("rust api", |b| b.iter(|| rust.frame()));
    g.bench_function("c abi (dlopen, vtables)", |b| b.iter(|| abi.frame()));
    g.finish();
    paired(&mut rust, &mut abi);
}

/// Frames of the two sides alternated pair by pair, so that the host's
/// drift (clock, other load, the GPU's state) falls on both alike: the
/// median of the per-pair ratios, for the whole frame (calls, `Present`,
/// the wait for the GPU) and for the calls alone (up to `Present`, where
/// the ABI's overhead is; the GPU's work is the same on both sides).
fn paired(rust: &mut RustScene, abi: &mut AbiScene) {
    const PAIRS: usize = 101;
    let time = |f: &mut dyn FnMut()| {
        let start = std::time::Instant::now();
        f();
        start.elapsed().as_secs_f64()
    };
    let mut frame = Vec::with_capacity(PAIRS);
    let mut calls = Vec::with_capacity(PAIRS);
    for i in 0..PAIRS {
        // Alternate which side goes first.
        let (r, a) = if i % 2 == 0 {
            let r = time(&mut || rust.frame());
            (r, time(&mut || abi.frame()))
        } else {
            let a = time(&mut || abi.frame());
            (time(&mut || rust.frame()), a)
        };
        frame.push(r / a);
        let rust_calls = time(&mut || rust.record());
        rust.device.gpu().wait_idle().unwrap();
        let abi_calls = time(&mut || abi.record());
        // SAFETY: the library's extension, on its live device.
        assert_eq!(unsafe { (abi.wait)(abi.device) }, 0);
        calls.push(rust_calls / abi_calls);
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[v.len() / 10], v[v.len() * 9 / 10])
    };
    let (f, f10, f90) = median(&mut frame);
    let (c, c10, c90) = median(&mut calls);
    println!(
        "paired over {PAIRS} frames (Rust time / ABI time, median [10th, 90th percentile]): \
         whole frame {f:.3} [{f10:.3}, {f90:.3}]; calls up to Present {c:.3} [{c10:.3}, {c90:.3}]"
    );
}

criterion_group!(benches, frame);
criterion_main!(benches);
