//! The interface ids `QueryInterface` answers, exported under the names
//! `d3d9.h` declares (`extern const GUID IID_IDirect3DDevice9;` ...), so a
//! C program that passes `&IID_IDirect3DDevice9` links against them.

#![allow(non_upper_case_globals)]

use crate::com::Guid;

const fn guid(data1: u32, data2: u16, data3: u16, data4: [u8; 8]) -> Guid {
    Guid {
        data1,
        data2,
        data3,
        data4,
    }
}

/// `IID_IUnknown`.
#[unsafe(no_mangle)]
pub static IID_IUnknown: Guid = guid(
    0x00000000,
    0x0000,
    0x0000,
    [0xc0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x46],
);

/// `IID_IDirect3D9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3D9: Guid = guid(
    0x81bdcbca,
    0x64d4,
    0x426d,
    [0xae, 0x8d, 0xad, 0x01, 0x47, 0xf4, 0x27, 0x5c],
);

/// `IID_IDirect3DDevice9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DDevice9: Guid = guid(
    0xd0223b96,
    0xbf7a,
    0x43fd,
    [0x92, 0xbd, 0xa4, 0x3b, 0x0d, 0x82, 0xb9, 0xeb],
);

/// `IID_IDirect3DResource9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DResource9: Guid = guid(
    0x05eec05d,
    0x8f7d,
    0x4362,
    [0xb9, 0x99, 0xd1, 0xba, 0xf3, 0x57, 0xc7, 0x04],
);

/// `IID_IDirect3DBaseTexture9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DBaseTexture9: Guid = guid(
    0x580ca87e,
    0x1d3c,
    0x4d54,
    [0x99, 0x1d, 0xb7, 0xd3, 0xe3, 0xc2, 0x98, 0xce],
);

/// `IID_IDirect3DTexture9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DTexture9: Guid = guid(
    0x85c31227,
    0x3de5,
    0x4f00,
    [0x9b, 0x3a, 0xf1, 0x1a, 0xc3, 0x8c, 0x18, 0xb5],
);

/// `IID_IDirect3DCubeTexture9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DCubeTexture9: Guid = guid(
    0xfff32f81,
    0xd953,
    0x473a,
    [0x92, 0x23, 0x93, 0xd6, 0x52, 0xab, 0xa9, 0x3f],
);

/// `IID_IDirect3DVolumeTexture9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DVolumeTexture9: Guid = guid(
    0x2518526c,
    0xe789,
    0x4111,
    [0xa7, 0xb9, 0x47, 0xef, 0x32, 0x8d, 0x13, 0xe6],
);

/// `IID_IDirect3DVertexBuffer9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DVertexBuffer9: Guid = guid(
    0xb64bb1b5,
    0xfd70,
    0x4df6,
    [0xbf, 0x91, 0x19, 0xd0, 0xa1, 0x24, 0x55, 0xe3],
);

/// `IID_IDirect3DIndexBuffer9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DIndexBuffer9: Guid = guid(
    0x7c9dd65e,
    0xd3f7,
    0x4529,
    [0xac, 0xee, 0x78, 0x58, 0x30, 0xac, 0xde, 0x35],
);

/// `IID_IDirect3DSurface9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DSurface9: Guid = guid(
    0x0cfbaf3a,
    0x9ff6,
    0x429a,
    [0x99, 0xb3, 0xa2, 0x79, 0x6a, 0xf8, 0xb8, 0x9b],
);

/// `IID_IDirect3DVolume9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DVolume9: Guid = guid(
    0x24f416e6,
    0x1f67,
    0x4aa7,
    [0xb8, 0x8e, 0xd3, 0x3f, 0x6f, 0x31, 0x28, 0xa1],
);

/// `IID_IDirect3DSwapChain9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DSwapChain9: Guid = guid(
    0x794950f2,
    0xadfc,
    0x458a,
    [0x90, 0x5e, 0x10, 0xa1, 0x0b, 0x0b, 0x50, 0x3b],
);

/// `IID_IDirect3DVertexDeclaration9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DVertexDeclaration9: Guid = guid(
    0xdd13c59c,
    0x36fa,
    0x4098,
    [0xa8, 0xfb, 0xc7, 0xed, 0x39, 0xdc, 0x85, 0x46],
);

/// `IID_IDirect3DVertexShader9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DVertexShader9: Guid = guid(
    0xefc5557e,
    0x6265,
    0x4613,
    [0x8a, 0x94, 0x43, 0x85, 0x78, 0x89, 0xeb, 0x36],
);

/// `IID_IDirect3DPixelShader9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DPixelShader9: Guid = guid(
    0x6d3bdbdc,
    0x5b02,
    0x4415,
    [0xb8, 0x52, 0xce, 0x5e, 0x8b, 0xcc, 0xb2, 0x89],
);

/// `IID_IDirect3DStateBlock9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DStateBlock9: Guid = guid(
    0xb07c4fe5,
    0x310d,
    0x4ba8,
    [0xa2, 0x3c, 0x4f, 0x0f, 0x20, 0x6f, 0x21, 0x8b],
);

/// `IID_IDirect3DQuery9`.
#[unsafe(no_mangle)]
pub static IID_IDirect3DQuery9: Guid = guid(
    0xd9771460,
    0xa695,
    0x4f26,
    [0xbb, 0xd3, 0x27, 0xb8, 0x40, 0xb5, 0x41, 0xcc],
);
