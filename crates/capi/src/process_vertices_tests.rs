//! `IDirect3DDevice9::ProcessVertices` through the vtable, as a C caller
//! makes it: a software-processing device transforms a vertex into a
//! `D3DFVF_XYZRHW` buffer; bad pointers and hardware processing are
//! `D3DERR_INVALIDCALL`.

use std::ffi::c_void;
use std::ptr::null_mut;

use crate::abi_tests::{INVALIDCALL, device, params, vtbl};
use crate::device::DeviceVtbl;
use crate::direct3d9::{Direct3D9Vtbl, Direct3DCreate9};
use crate::resource::BufferVtbl;

/// A managed vertex buffer of `fvf` holding `data`.
///
/// # Safety
/// `dev` is a live device and `d` its vtable.
unsafe fn vertex_buffer(dev: *mut c_void, d: &DeviceVtbl, fvf: u32, data: &[f32]) -> *mut c_void {
    let mut vb = null_mut();
    let len = std::mem::size_of_val(data) as u32;
    // SAFETY: the caller's device; D3DUSAGE_SOFTWAREPROCESSING, D3DPOOL_MANAGED.
    unsafe {
        assert_eq!(
            (d.create_vertex_buffer)(dev, len, 0x10, fvf, 1, &mut vb, null_mut()),
            0
        );
        let v = vtbl::<BufferVtbl>(vb);
        let mut bits = null_mut();
        assert_eq!((v.lock)(vb, 0, 0, &mut bits, 0), 0);
        std::ptr::copy_nonoverlapping(data.as_ptr(), bits.cast::<f32>(), data.len());
        assert_eq!((v.unlock)(vb), 0);
    }
    vb
}

#[test]
fn process_vertices_writes_screen_positions_through_the_vtable() {
    // `device()` is created with D3DCREATE_SOFTWARE_VERTEXPROCESSING.
    let (dev, d) = device();
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        // D3DFVF_XYZ source: (0.5, -0.5, 0.25); identity transforms.
        let src = vertex_buffer(dev, d, 0x2, &[0.5, -0.5, 0.25]);
        assert_eq!((d.set_fvf)(dev, 0x2), 0);
        assert_eq!((d.set_stream_source)(dev, 0, src, 0, 12), 0);
        let dst = vertex_buffer(dev, d, 0x4, &[0.0; 4]);
        assert_eq!((d.process_vertices)(dev, 0, 0, 1, dst, null_mut(), 0), 0);
        // The 16x16 back buffer's viewport: X = (1 + 0.5) * 8,
        // Y = (1 - (-0.5)) * 8, Z = 0.25, RHW = 1 / 1.
        let v = vtbl::<BufferVtbl>(dst);
        let mut bits = null_mut();
        assert_eq!((v.lock)(dst, 0, 0, &mut bits, 0x10), 0); // D3DLOCK_READONLY
        let got = std::slice::from_raw_parts(bits.cast::<f32>(), 4).to_vec();
        assert_eq!((v.unlock)(dst), 0);
        assert_eq!(got, [12.0, 12.0, 0.25, 1.0]);
        // A null destination, or a declaration argument of another kind.
        assert_eq!(
            (d.process_vertices)(dev, 0, 0, 1, null_mut(), null_mut(), 0),
            INVALIDCALL
        );
        assert_eq!((d.process_vertices)(dev, 0, 0, 1, dst, src, 0), INVALIDCALL);
        assert_eq!((d.set_stream_source)(dev, 0, null_mut(), 0, 0), 0);
        assert_eq!((v.resource.release)(src), 0);
        assert_eq!((v.resource.release)(dst), 0);
        assert_eq!((d.release)(dev), 0);
    }
}

#[test]
fn hardware_processing_devices_refuse_process_vertices() {
    let d3d = Direct3DCreate9(32);
    // SAFETY: pointers from the library, used while referenced.
    unsafe {
        let iface = vtbl::<Direct3D9Vtbl>(d3d);
        let mut pp = params(16, 16);
        let mut dev = null_mut();
        // D3DCREATE_HARDWARE_VERTEXPROCESSING.
        assert_eq!(
            (iface.create_device)(d3d, 0, 1, null_mut(), 0x40, &mut pp, &mut dev),
            0
        );
        assert_eq!((iface.release)(d3d), 1);
        let d = vtbl::<DeviceVtbl>(dev);
        let src = vertex_buffer(dev, d, 0x2, &[0.5, -0.5, 0.25]);
        assert_eq!((d.set_fvf)(dev, 0x2), 0);
        assert_eq!((d.set_stream_source)(dev, 0, src, 0, 12), 0);
        let dst = vertex_buffer(dev, d, 0x4, &[0.0; 4]);
        assert_eq!(
            (d.process_vertices)(dev, 0, 0, 1, dst, null_mut(), 0),
            INVALIDCALL
        );
        let v = vtbl::<BufferVtbl>(dst);
        assert_eq!((d.set_stream_source)(dev, 0, null_mut(), 0, 0), 0);
        assert_eq!((v.resource.release)(src), 0);
        assert_eq!((v.resource.release)(dst), 0);
        assert_eq!((d.release)(dev), 0);
    }
}
