//! `IDirect3DStateBlock9` and `IDirect3DQuery9`, and the device methods
//! that make them: `CreateStateBlock`, `BeginStateBlock`,
//! `EndStateBlock`, `CreateQuery`. The device's state blocks hold its
//! states, the current texture palette among them.

use std::ffi::c_void;

use ninebridge_d3d9::{IssueFlags, QueryType, StateBlockType};
use ninebridge_types::HResult;

use crate::com::Object;
use crate::device::{self, Binding, DeviceData, This};
use crate::hr::{self, HRESULT, S_OK};
use crate::resource::{self, Kind};

type Ptr = *mut c_void;

pub(crate) unsafe extern "system" fn create_state_block(
    p: This,
    ty: u32,
    out: *mut Ptr,
) -> HRESULT {
    device::with(p, |o| {
        let Some(ty) = StateBlockType::from_d3d(ty) else {
            return hr::invalid();
        };
        if out.is_null() {
            return hr::invalid();
        }
        let made = o.data.lock().create_state_block(ty);
        hand_out(o, p, out, made.map(Kind::StateBlock), "CreateStateBlock")
    })
}

pub(crate) unsafe extern "system" fn begin_state_block(p: This) -> HRESULT {
    device::with(p, |o| {
        let r = o.data.lock().begin_state_block();
        hr::result("BeginStateBlock", r)
    })
}

pub(crate) unsafe extern "system" fn end_state_block(p: This, out: *mut Ptr) -> HRESULT {
    device::with(p, |o| {
        if out.is_null() {
            return hr::invalid();
        }
        let made = o.data.lock().end_state_block();
        hand_out(o, p, out, made.map(Kind::StateBlock), "EndStateBlock")
    })
}

/// `CreateQuery`: with a null `out`, whether the type is supported (`S_OK`
/// or `D3DERR_NOTAVAILABLE`), as D3D9 answers it.
pub(crate) unsafe extern "system" fn create_query(p: This, ty: u32, out: *mut Ptr) -> HRESULT {
    device::with(p, |o| {
        // A type D3D9 does not define is one the device does not offer:
        // D3DERR_NOTAVAILABLE, the out-slot untouched (Wine's
        // test_query_support records Windows' answer for 0..40).
        let Some(ty) = QueryType::from_d3d(ty) else {
            return hr::not_available();
        };
        if out.is_null() {
            return if o.data.lock().query_supported(ty) {
                S_OK
            } else {
                hr::not_available()
            };
        }
        let made = o.data.lock().create_query(ty);
        hand_out(o, p, out, made.map(Kind::Query), "CreateQuery")
    })
}

fn hand_out(
    o: &Object<DeviceData>,
    p: This,
    out: *mut Ptr,
    made: Result<Kind, ninebridge_d3d9::D3dError>,
    what: &str,
) -> HRESULT {
    match made {
        Ok(kind) => {
            // SAFETY: callers checked `out` for null.
            unsafe { *out = resource::create(o, p, kind) };
            S_OK
        }
        Err(e) => hr::result(what, Err(e)),
    }
}

fn block(kind: Kind) -> Option<ninebridge_d3d9::StateBlockId> {
    match kind {
        Kind::StateBlock(id) => Some(id),
        _ => None,
    }
}

fn query(kind: Kind) -> Option<ninebridge_d3d9::QueryId> {
    match kind {
        Kind::Query(id) => Some(id),
        _ => None,
    }
}

pub(crate) unsafe extern "system" fn capture(p: This) -> HRESULT {
    resource::with(p, |o, d| match block(o.data.kind) {
        Some(id) => {
            let r = d.data.lock().capture_state_block(id);
            hr::result("IDirect3DStateBlock9::Capture", r)
        }
        None => hr::invalid(),
    })
}

pub(crate) unsafe extern "system" fn apply(p: This) -> HRESULT {
    resource::with(p, |o, d| match block(o.data.kind) {
        Some(id) => {
            let r = d.data.lock().apply_state_block(id);
            // What Apply bound is kept alive as a setter's binding is.
            resync_bindings(d);
            hr::result("IDirect3DStateBlock9::Apply", r)
        }
        None => hr::invalid(),
    })
}

/// Brings the device object's private references in line with what the
/// device has bound (after a state block's `Apply` changed bindings
/// without going through the ABI's setters).
fn resync_bindings(d: &Object<DeviceData>) {
    let mut bound: Vec<(Binding, Option<Kind>)> = Vec::new();
    {
        let dev = d.data.lock();
        for stage in (0..16).chain(257..261) {
            if let Ok(t) = dev.get_texture(stage) {
                bound.push((Binding::Texture(stage), t.map(Kind::Texture)));
            }
        }
        for stream in 0..16 {
            if let Ok(s) = dev.get_stream_source(stream) {
                bound.push((Binding::Stream(stream), s.map(|s| Kind::VertexBuffer(s.0))));
            }
        }
        bound.push((Binding::Indices, dev.get_indices().map(Kind::IndexBuffer)));
        bound.push((
            Binding::Declaration,
            dev.get_vertex_declaration().map(Kind::Declaration),
        ));
        bound.push((
            Binding::VertexShader,
            dev.get_vertex_shader().map(Kind::VertexShader),
        ));
        bound.push((
            Binding::PixelShader,
            dev.get_pixel_shader().map(Kind::PixelShader),
        ));
    }
    for (slot, kind) in bound {
        let object = kind
            .and_then(|k| d.data.object_of(k))
            .unwrap_or(std::ptr::null_mut());
        d.data.bind(slot, object);
    }
}

pub(crate) unsafe extern "system" fn query_type(p: This) -> u32 {
    let mut ty = 0;
    resource::with(p, |o, d| match query(o.data.kind) {
        Some(id) => {
            if let Ok(t) = d.data.lock().query_type(id) {
                ty = t.to_d3d();
            }
            S_OK
        }
        None => hr::invalid(),
    });
    ty
}

pub(crate) unsafe extern "system" fn query_data_size(p: This) -> u32 {
    let mut size = 0;
    resource::with(p, |o, d| match query(o.data.kind) {
        Some(id) => {
            let dev = d.data.lock();
            if let Ok(t) = dev.query_type(id) {
                size = dev.query_data_size(t).unwrap_or(0);
            }
            S_OK
        }
        None => hr::invalid(),
    });
    size
}

pub(crate) unsafe extern "system" fn issue(p: This, flags: u32) -> HRESULT {
    resource::with(p, |o, d| match query(o.data.kind) {
        Some(id) => hr::result(
            "IDirect3DQuery9::Issue",
            d.data.lock().issue_query(id, IssueFlags::from_d3d(flags)),
        ),
        None => hr::invalid(),
    })
}

/// `D3DGETDATA_FLUSH`.
const GETDATA_FLUSH: u32 = 1;

/// `GetData`: `S_FALSE` until the result is there; then the DWORD (or
/// BOOL) result into `data` when `size` holds it (a null `data` with size
/// 0 polls).
pub(crate) unsafe extern "system" fn get_data(
    p: This,
    data: *mut c_void,
    size: u32,
    flags: u32,
) -> HRESULT {
    resource::with(p, |o, d| {
        let Some(id) = query(o.data.kind) else {
            return hr::invalid();
        };
        if data.is_null() != (size == 0) {
            return hr::invalid();
        }
        let result = d.data.lock().query_data(id, flags & GETDATA_FLUSH != 0);
        match result {
            Ok(None) => hr::of(HResult::S_FALSE),
            Ok(Some(value)) => {
                if !data.is_null() {
                    if size < 4 {
                        return hr::invalid();
                    }
                    // SAFETY: C passes `size` (>= 4) bytes.
                    unsafe { data.cast::<u32>().write_unaligned(value) };
                }
                S_OK
            }
            Err(e) => hr::result("IDirect3DQuery9::GetData", Err(e)),
        }
    })
}
