//! The `HRESULT`s entry points return, as the C type (`i32`).

use ninebridge_types::HResult;

/// An `HRESULT` as C sees it (the C name, kept for the signatures to
/// read as the header's).
#[allow(clippy::upper_case_acronyms)]
pub type HRESULT = i32;

/// `S_OK` / `D3D_OK`.
pub const S_OK: HRESULT = 0;
/// `E_NOTIMPL`.
pub const E_NOTIMPL: HRESULT = 0x8000_4001_u32 as i32;
/// `E_NOINTERFACE`.
pub const E_NOINTERFACE: HRESULT = 0x8000_4002_u32 as i32;
/// `E_POINTER`.
pub const E_POINTER: HRESULT = 0x8000_4003_u32 as i32;
/// `E_FAIL`: what a caught panic returns.
pub const E_FAIL: HRESULT = 0x8000_4005_u32 as i32;

/// An [`HResult`] as C's `HRESULT`.
pub fn of(h: HResult) -> HRESULT {
    h.to_i32()
}

/// `D3DERR_INVALIDCALL`.
pub fn invalid() -> HRESULT {
    of(HResult::D3DERR_INVALIDCALL)
}

/// `D3DERR_NOTAVAILABLE`.
pub fn not_available() -> HRESULT {
    of(HResult::D3DERR_NOTAVAILABLE)
}

/// The `HRESULT` of a device result, logging the failure.
pub fn result(what: &str, r: Result<(), ninebridge_d3d9::D3dError>) -> HRESULT {
    match r {
        Ok(()) => S_OK,
        Err(e) => {
            tracing::debug!("[capi] {what}: {e}");
            of(e.hresult())
        }
    }
}
