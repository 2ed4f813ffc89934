//! `HRESULT`: the D3D9 status codes (`d3d9.h`) and the generic COM codes
//! D3D9 methods return.

/// An `HRESULT` as its 32 bits (bit 31 set means failure).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[repr(transparent)]
pub struct HResult(u32);

/// `MAKE_D3DHRESULT(code)`: severity 1, facility `_FACD3D` (0x876).
const fn d3d_error(code: u32) -> HResult {
    HResult(0x8876_0000 | code)
}

/// `MAKE_D3DSTATUS(code)`: severity 0, facility `_FACD3D`.
const fn d3d_status(code: u32) -> HResult {
    HResult(0x0876_0000 | code)
}

macro_rules! hresults {
    ($($(#[$m:meta])* $name:ident = $val:expr;)+) => {
        impl HResult {
            $($(#[$m])* pub const $name: HResult = $val;)+

            /// Every named code, in declaration order.
            pub const ALL: &'static [HResult] = &[$(Self::$name),+];

            /// The code's name (`"D3DERR_INVALIDCALL"`), `None` when unnamed.
            pub const fn name(self) -> Option<&'static str> {
                $(if self.0 == $val.0 { return Some(stringify!($name)); })+
                None
            }
        }
    };
}

hresults! {
    /// `D3D_OK` (`S_OK`).
    D3D_OK = HResult(0);
    /// `S_FALSE`: success with a negative answer.
    S_FALSE = HResult(1);
    /// `D3DOK_NOAUTOGEN`: created, but mipmaps will not be generated.
    D3DOK_NOAUTOGEN = d3d_status(2159);
    /// `S_NOT_RESIDENT` (Direct3D 9Ex).
    S_NOT_RESIDENT = d3d_status(2165);
    /// `S_RESIDENT_IN_SHARED_MEMORY` (Direct3D 9Ex).
    S_RESIDENT_IN_SHARED_MEMORY = d3d_status(2166);
    /// `S_PRESENT_MODE_CHANGED` (Direct3D 9Ex).
    S_PRESENT_MODE_CHANGED = d3d_status(2167);
    /// `S_PRESENT_OCCLUDED` (Direct3D 9Ex).
    S_PRESENT_OCCLUDED = d3d_status(2168);
    /// `D3DERR_WRONGTEXTUREFORMAT`.
    D3DERR_WRONGTEXTUREFORMAT = d3d_error(2072);
    /// `D3DERR_UNSUPPORTEDCOLOROPERATION`.
    D3DERR_UNSUPPORTEDCOLOROPERATION = d3d_error(2073);
    /// `D3DERR_UNSUPPORTEDCOLORARG`.
    D3DERR_UNSUPPORTEDCOLORARG = d3d_error(2074);
    /// `D3DERR_UNSUPPORTEDALPHAOPERATION`.
    D3DERR_UNSUPPORTEDALPHAOPERATION = d3d_error(2075);
    /// `D3DERR_UNSUPPORTEDALPHAARG`.
    D3DERR_UNSUPPORTEDALPHAARG = d3d_error(2076);
    /// `D3DERR_TOOMANYOPERATIONS`.
    D3DERR_TOOMANYOPERATIONS = d3d_error(2077);
    /// `D3DERR_CONFLICTINGTEXTUREFILTER`.
    D3DERR_CONFLICTINGTEXTUREFILTER = d3d_error(2078);
    /// `D3DERR_UNSUPPORTEDFACTORVALUE`.
    D3DERR_UNSUPPORTEDFACTORVALUE = d3d_error(2079);
    /// `D3DERR_CONFLICTINGRENDERSTATE`.
    D3DERR_CONFLICTINGRENDERSTATE = d3d_error(2081);
    /// `D3DERR_UNSUPPORTEDTEXTUREFILTER`.
    D3DERR_UNSUPPORTEDTEXTUREFILTER = d3d_error(2082);
    /// `D3DERR_CONFLICTINGTEXTUREPALETTE`.
    D3DERR_CONFLICTINGTEXTUREPALETTE = d3d_error(2086);
    /// `D3DERR_DRIVERINTERNALERROR`.
    D3DERR_DRIVERINTERNALERROR = d3d_error(2087);
    /// `D3DERR_NOTFOUND`.
    D3DERR_NOTFOUND = d3d_error(2150);
    /// `D3DERR_MOREDATA`.
    D3DERR_MOREDATA = d3d_error(2151);
    /// `D3DERR_DEVICELOST`.
    D3DERR_DEVICELOST = d3d_error(2152);
    /// `D3DERR_DEVICENOTRESET`.
    D3DERR_DEVICENOTRESET = d3d_error(2153);
    /// `D3DERR_NOTAVAILABLE`.
    D3DERR_NOTAVAILABLE = d3d_error(2154);
    /// `D3DERR_OUTOFVIDEOMEMORY`.
    D3DERR_OUTOFVIDEOMEMORY = d3d_error(380);
    /// `D3DERR_INVALIDDEVICE`.
    D3DERR_INVALIDDEVICE = d3d_error(2155);
    /// `D3DERR_INVALIDCALL`.
    D3DERR_INVALIDCALL = d3d_error(2156);
    /// `D3DERR_DRIVERINVALIDCALL`.
    D3DERR_DRIVERINVALIDCALL = d3d_error(2157);
    /// `D3DERR_WASSTILLDRAWING`.
    D3DERR_WASSTILLDRAWING = d3d_error(540);
    /// `D3DERR_DEVICEREMOVED` (Direct3D 9Ex).
    D3DERR_DEVICEREMOVED = d3d_error(2160);
    /// `D3DERR_DEVICEHUNG` (Direct3D 9Ex).
    D3DERR_DEVICEHUNG = d3d_error(2164);
    /// `D3DERR_UNSUPPORTEDOVERLAY` (Direct3D 9Ex).
    D3DERR_UNSUPPORTEDOVERLAY = d3d_error(2171);
    /// `D3DERR_UNSUPPORTEDOVERLAYFORMAT` (Direct3D 9Ex).
    D3DERR_UNSUPPORTEDOVERLAYFORMAT = d3d_error(2172);
    /// `D3DERR_CANNOTPROTECTCONTENT` (Direct3D 9Ex).
    D3DERR_CANNOTPROTECTCONTENT = d3d_error(2173);
    /// `D3DERR_UNSUPPORTEDCRYPTO` (Direct3D 9Ex).
    D3DERR_UNSUPPORTEDCRYPTO = d3d_error(2174);
    /// `D3DERR_PRESENT_STATISTICS_DISJOINT` (Direct3D 9Ex).
    D3DERR_PRESENT_STATISTICS_DISJOINT = d3d_error(2180);
    /// `E_NOTIMPL`.
    E_NOTIMPL = HResult(0x8000_4001);
    /// `E_NOINTERFACE`.
    E_NOINTERFACE = HResult(0x8000_4002);
    /// `E_POINTER`.
    E_POINTER = HResult(0x8000_4003);
    /// `E_FAIL`.
    E_FAIL = HResult(0x8000_4005);
    /// `E_UNEXPECTED`.
    E_UNEXPECTED = HResult(0x8000_FFFF);
    /// `E_OUTOFMEMORY`.
    E_OUTOFMEMORY = HResult(0x8007_000E);
    /// `E_INVALIDARG`.
    E_INVALIDARG = HResult(0x8007_0057);
}

impl HResult {
    /// The code for raw bits (any value is an `HRESULT`).
    pub const fn from_d3d(bits: u32) -> Self {
        HResult(bits)
    }

    /// The raw bits.
    pub const fn to_d3d(self) -> u32 {
        self.0
    }

    /// The bits as C's signed `HRESULT`.
    pub const fn to_i32(self) -> i32 {
        self.0 as i32
    }

    /// `SUCCEEDED(hr)`: bit 31 clear.
    pub const fn is_success(self) -> bool {
        self.0 & 0x8000_0000 == 0
    }

    /// `FAILED(hr)`: bit 31 set.
    pub const fn is_failure(self) -> bool {
        !self.is_success()
    }
}

impl core::fmt::Debug for HResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.name() {
            Some(name) => write!(f, "{name} ({:#010x})", self.0),
            None => write!(f, "HResult({:#010x})", self.0),
        }
    }
}

impl core::fmt::Display for HResult {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Debug::fmt(self, f)
    }
}
