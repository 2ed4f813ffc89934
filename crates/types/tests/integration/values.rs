//! HRESULTs, flag sets, transforms, structures and colour helpers against
//! the values in `d3d9.h`, `d3d9types.h` and `winerror.h`.

use ninebridge_types::*;

/// `d3d9.h`: `MAKE_D3DHRESULT(code)` = 0x88760000 | code,
/// `MAKE_D3DSTATUS(code)` = 0x08760000 | code; COM codes from `winerror.h`.
#[test]
fn every_hresult() {
    let table: &[(HResult, u32, &str)] = &[
        (HResult::D3D_OK, 0, "D3D_OK"),
        (HResult::S_FALSE, 1, "S_FALSE"),
        (HResult::D3DOK_NOAUTOGEN, 0x0876_086F, "D3DOK_NOAUTOGEN"),
        (HResult::S_NOT_RESIDENT, 0x0876_0875, "S_NOT_RESIDENT"),
        (
            HResult::S_RESIDENT_IN_SHARED_MEMORY,
            0x0876_0876,
            "S_RESIDENT_IN_SHARED_MEMORY",
        ),
        (
            HResult::S_PRESENT_MODE_CHANGED,
            0x0876_0877,
            "S_PRESENT_MODE_CHANGED",
        ),
        (
            HResult::S_PRESENT_OCCLUDED,
            0x0876_0878,
            "S_PRESENT_OCCLUDED",
        ),
        (
            HResult::D3DERR_WRONGTEXTUREFORMAT,
            0x8876_0818,
            "D3DERR_WRONGTEXTUREFORMAT",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDCOLOROPERATION,
            0x8876_0819,
            "D3DERR_UNSUPPORTEDCOLOROPERATION",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDCOLORARG,
            0x8876_081A,
            "D3DERR_UNSUPPORTEDCOLORARG",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDALPHAOPERATION,
            0x8876_081B,
            "D3DERR_UNSUPPORTEDALPHAOPERATION",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDALPHAARG,
            0x8876_081C,
            "D3DERR_UNSUPPORTEDALPHAARG",
        ),
        (
            HResult::D3DERR_TOOMANYOPERATIONS,
            0x8876_081D,
            "D3DERR_TOOMANYOPERATIONS",
        ),
        (
            HResult::D3DERR_CONFLICTINGTEXTUREFILTER,
            0x8876_081E,
            "D3DERR_CONFLICTINGTEXTUREFILTER",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDFACTORVALUE,
            0x8876_081F,
            "D3DERR_UNSUPPORTEDFACTORVALUE",
        ),
        (
            HResult::D3DERR_CONFLICTINGRENDERSTATE,
            0x8876_0821,
            "D3DERR_CONFLICTINGRENDERSTATE",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDTEXTUREFILTER,
            0x8876_0822,
            "D3DERR_UNSUPPORTEDTEXTUREFILTER",
        ),
        (
            HResult::D3DERR_CONFLICTINGTEXTUREPALETTE,
            0x8876_0826,
            "D3DERR_CONFLICTINGTEXTUREPALETTE",
        ),
        (
            HResult::D3DERR_DRIVERINTERNALERROR,
            0x8876_0827,
            "D3DERR_DRIVERINTERNALERROR",
        ),
        (HResult::D3DERR_NOTFOUND, 0x8876_0866, "D3DERR_NOTFOUND"),
        (HResult::D3DERR_MOREDATA, 0x8876_0867, "D3DERR_MOREDATA"),
        (HResult::D3DERR_DEVICELOST, 0x8876_0868, "D3DERR_DEVICELOST"),
        (
            HResult::D3DERR_DEVICENOTRESET,
            0x8876_0869,
            "D3DERR_DEVICENOTRESET",
        ),
        (
            HResult::D3DERR_NOTAVAILABLE,
            0x8876_086A,
            "D3DERR_NOTAVAILABLE",
        ),
        (
            HResult::D3DERR_OUTOFVIDEOMEMORY,
            0x8876_017C,
            "D3DERR_OUTOFVIDEOMEMORY",
        ),
        (
            HResult::D3DERR_INVALIDDEVICE,
            0x8876_086B,
            "D3DERR_INVALIDDEVICE",
        ),
        (
            HResult::D3DERR_INVALIDCALL,
            0x8876_086C,
            "D3DERR_INVALIDCALL",
        ),
        (
            HResult::D3DERR_DRIVERINVALIDCALL,
            0x8876_086D,
            "D3DERR_DRIVERINVALIDCALL",
        ),
        (
            HResult::D3DERR_WASSTILLDRAWING,
            0x8876_021C,
            "D3DERR_WASSTILLDRAWING",
        ),
        (
            HResult::D3DERR_DEVICEREMOVED,
            0x8876_0870,
            "D3DERR_DEVICEREMOVED",
        ),
        (HResult::D3DERR_DEVICEHUNG, 0x8876_0874, "D3DERR_DEVICEHUNG"),
        (
            HResult::D3DERR_UNSUPPORTEDOVERLAY,
            0x8876_087B,
            "D3DERR_UNSUPPORTEDOVERLAY",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDOVERLAYFORMAT,
            0x8876_087C,
            "D3DERR_UNSUPPORTEDOVERLAYFORMAT",
        ),
        (
            HResult::D3DERR_CANNOTPROTECTCONTENT,
            0x8876_087D,
            "D3DERR_CANNOTPROTECTCONTENT",
        ),
        (
            HResult::D3DERR_UNSUPPORTEDCRYPTO,
            0x8876_087E,
            "D3DERR_UNSUPPORTEDCRYPTO",
        ),
        (
            HResult::D3DERR_PRESENT_STATISTICS_DISJOINT,
            0x8876_0884,
            "D3DERR_PRESENT_STATISTICS_DISJOINT",
        ),
        (HResult::E_NOTIMPL, 0x8000_4001, "E_NOTIMPL"),
        (HResult::E_NOINTERFACE, 0x8000_4002, "E_NOINTERFACE"),
        (HResult::E_POINTER, 0x8000_4003, "E_POINTER"),
        (HResult::E_FAIL, 0x8000_4005, "E_FAIL"),
        (HResult::E_UNEXPECTED, 0x8000_FFFF, "E_UNEXPECTED"),
        (HResult::E_OUTOFMEMORY, 0x8007_000E, "E_OUTOFMEMORY"),
        (HResult::E_INVALIDARG, 0x8007_0057, "E_INVALIDARG"),
    ];
    assert_eq!(table.len(), HResult::ALL.len(), "one row per named code");
    for &(code, bits, name) in table {
        assert_eq!(code.to_d3d(), bits, "{name}");
        assert_eq!(code.name(), Some(name));
        assert_eq!(HResult::from_d3d(bits), code);
        assert_eq!(code.is_failure(), bits & 0x8000_0000 != 0, "{name}");
    }
    let mut bits: Vec<u32> = HResult::ALL.iter().map(|h| h.to_d3d()).collect();
    bits.sort();
    bits.dedup();
    assert_eq!(bits.len(), HResult::ALL.len(), "no two names share a value");
    assert_eq!(HResult::from_d3d(0x8876_0001).name(), None);
    assert!(HResult::D3D_OK.is_success());
    assert_eq!(HResult::D3DERR_INVALIDCALL.to_i32(), 0x8876_086Cu32 as i32);
    assert_eq!(
        format!("{:?}", HResult::D3DERR_INVALIDCALL),
        "D3DERR_INVALIDCALL (0x8876086c)"
    );
}

#[test]
fn flag_values() {
    assert_eq!(ClearFlags::TARGET.to_d3d(), 0x1);
    assert_eq!(ClearFlags::ZBUFFER.to_d3d(), 0x2);
    assert_eq!(ClearFlags::STENCIL.to_d3d(), 0x4);
    assert_eq!(LockFlags::READONLY.to_d3d(), 0x10);
    assert_eq!(LockFlags::NOSYSLOCK.to_d3d(), 0x800);
    assert_eq!(LockFlags::NOOVERWRITE.to_d3d(), 0x1000);
    assert_eq!(LockFlags::DISCARD.to_d3d(), 0x2000);
    assert_eq!(LockFlags::DONOTWAIT.to_d3d(), 0x4000);
    assert_eq!(LockFlags::NO_DIRTY_UPDATE.to_d3d(), 0x8000);
    assert_eq!(Usage::RENDERTARGET.to_d3d(), 0x1);
    assert_eq!(Usage::DEPTHSTENCIL.to_d3d(), 0x2);
    assert_eq!(Usage::WRITEONLY.to_d3d(), 0x8);
    assert_eq!(Usage::DYNAMIC.to_d3d(), 0x200);
    assert_eq!(Usage::AUTOGENMIPMAP.to_d3d(), 0x400);
    assert_eq!(Usage::DMAP.to_d3d(), 0x4000);
    assert_eq!(Usage::QUERY_SRGBREAD.to_d3d(), 0x1_0000);
    assert_eq!(Usage::QUERY_WRAPANDMIP.to_d3d(), 0x20_0000);
    assert_eq!(TextureArg::COMPLEMENT.to_d3d(), 0x10);
    assert_eq!(TextureArg::ALPHAREPLICATE.to_d3d(), 0x20);
    assert_eq!(TextureArg::TEMP.to_d3d(), 5);
    assert_eq!(TextureTransformFlags::PROJECTED.to_d3d(), 256);
    assert_eq!(TexCoordIndexFlags::SPHEREMAP.to_d3d(), 0x4_0000);
}

#[test]
fn flag_operations() {
    let clear = ClearFlags::TARGET | ClearFlags::STENCIL;
    assert!(clear.contains(ClearFlags::TARGET));
    assert!(!clear.contains(ClearFlags::ZBUFFER));
    assert_eq!(clear.to_d3d(), 0x5);
    assert!(ClearFlags::empty().is_empty());
    assert_eq!(ClearFlags::from_d3d(0x9).unknown_bits(), 0x8);
    assert_eq!(LockFlags::from_d3d(0x3010).unknown_bits(), 0);

    let arg = TextureArg::from_d3d(0x32); // TEXTURE | COMPLEMENT | ALPHAREPLICATE
    assert_eq!(arg.source(), Some(TextureArgSource::Texture));
    assert!(arg.is_complement() && arg.is_alpha_replicate());
    assert_eq!(TextureArg::from_d3d(0x7).source(), None);

    let ttf = TextureTransformFlags::COUNT3 | TextureTransformFlags::PROJECTED;
    assert_eq!((ttf.count(), ttf.is_projected()), (3, true));

    let tci = TexCoordIndexFlags::from_d3d(0x3_0002);
    assert_eq!(tci.index(), 2);
    assert_eq!(
        tci.generation(),
        TexCoordIndexFlags::CAMERASPACEREFLECTIONVECTOR
    );
}

#[test]
fn transform_states() {
    assert_eq!(TransformState::VIEW.to_d3d(), 2);
    assert_eq!(TransformState::PROJECTION.to_d3d(), 3);
    assert_eq!(TransformState::TEXTURE0.to_d3d(), 16);
    assert_eq!(TransformState::TEXTURE7.to_d3d(), 23);
    assert_eq!(TransformState::WORLD.to_d3d(), 256);
    assert_eq!(TransformState::WORLD3.to_d3d(), 259);
    assert_eq!(TransformState::world_matrix(0), TransformState::WORLD);
    assert_eq!(TransformState::world_matrix(255).to_d3d(), 511);
    assert_eq!(
        TransformState::texture(5).map(TransformState::to_d3d),
        Some(21)
    );
    assert_eq!(TransformState::texture(8), None);
    assert_eq!(
        TransformState::world_matrix(7).kind(),
        TransformKind::World(7)
    );
    assert_eq!(TransformState::TEXTURE2.kind(), TransformKind::Texture(2));
    let mut seen = std::collections::HashSet::new();
    for v in 0..1024 {
        match TransformState::from_d3d(v) {
            Some(t) => {
                assert_eq!(t.to_d3d(), v);
                assert!(t.index() < TransformState::COUNT);
                assert!(seen.insert(t.index()), "dense index {v} repeated");
            }
            None => assert!(!matches!(v, 2 | 3 | 16..=23 | 256..=511), "{v}"),
        }
    }
    assert_eq!(seen.len(), TransformState::COUNT);
    for v in [0, 1, 4, 15, 24, 255, 512] {
        assert_eq!(TransformState::from_d3d(v), None, "{v}");
    }
}

#[test]
fn struct_layouts_match_the_header() {
    use std::mem::size_of;
    assert_eq!(size_of::<Viewport>(), 24); // 4 DWORDs, 2 floats
    assert_eq!(size_of::<Matrix>(), 64);
    assert_eq!(size_of::<ColorValue>(), 16);
    assert_eq!(size_of::<Vector>(), 12);
    assert_eq!(size_of::<Material>(), 68); // 4 colours + power
    assert_eq!(size_of::<Light>(), 104); // type, 3 colours, 2 vectors, 7 floats
    assert_eq!(size_of::<D3dRect>(), 16);
    assert_eq!(size_of::<Rect>(), 16);
    assert_eq!(size_of::<SurfaceDesc>(), 32); // 8 DWORD-sized members
    assert_eq!(size_of::<HResult>(), 4);
    assert_eq!(size_of::<TransformState>(), 4);
    assert_eq!(size_of::<Format>(), 4);
}

#[test]
fn vertex_elements() {
    // D3DDECL_END() = {0xFF, 0, D3DDECLTYPE_UNUSED, 0, 0, 0}
    assert_eq!(VertexElement::END.to_bytes(), [0xff, 0, 0, 0, 17, 0, 0, 0]);
    assert!(VertexElement::END.is_end());
    let e = VertexElement::new(1, 12, DeclType::D3dColor, DeclUsage::Color, 1);
    assert!(!e.is_end());
    assert_eq!(e.method, DeclMethod::Default);
    assert_eq!(e.to_bytes(), [1, 0, 12, 0, 4, 0, 10, 1]);
    assert_eq!(VertexElement::from_bytes(e.to_bytes()), Some(e));
    assert_eq!(VertexElement::from_bytes([0, 0, 0, 0, 18, 0, 0, 0]), None);
    assert_eq!(VertexElement::from_bytes([0, 0, 0, 0, 0, 7, 0, 0]), None);
    assert_eq!(VertexElement::from_bytes([0, 0, 0, 0, 0, 0, 14, 0]), None);
}

/// Sizes and component counts of `D3DDECLTYPE` (each type's description).
#[test]
fn decl_type_sizes() {
    use DeclType as D;
    let table = [
        (D::Float1, 4, 1),
        (D::Float2, 8, 2),
        (D::Float3, 12, 3),
        (D::Float4, 16, 4),
        (D::D3dColor, 4, 4),
        (D::UByte4, 4, 4),
        (D::Short2, 4, 2),
        (D::Short4, 8, 4),
        (D::UByte4N, 4, 4),
        (D::Short2N, 4, 2),
        (D::Short4N, 8, 4),
        (D::UShort2N, 4, 2),
        (D::UShort4N, 8, 4),
        (D::UDec3, 4, 3),
        (D::Dec3N, 4, 3),
        (D::Float16x2, 4, 2),
        (D::Float16x4, 8, 4),
        (D::Unused, 0, 0),
    ];
    assert_eq!(table.len(), DeclType::ALL.len());
    for (ty, size, count) in table {
        assert_eq!(
            (ty.size_in_bytes(), ty.component_count()),
            (size, count),
            "{ty:?}"
        );
    }
}

#[test]
fn primitive_vertex_counts() {
    assert_eq!(PrimitiveType::PointList.vertex_count(5), Some(5));
    assert_eq!(PrimitiveType::LineList.vertex_count(5), Some(10));
    assert_eq!(PrimitiveType::LineStrip.vertex_count(5), Some(6));
    assert_eq!(PrimitiveType::TriangleList.vertex_count(5), Some(15));
    assert_eq!(PrimitiveType::TriangleStrip.vertex_count(5), Some(7));
    assert_eq!(PrimitiveType::TriangleFan.vertex_count(5), Some(7));
    assert_eq!(PrimitiveType::TriangleList.vertex_count(u32::MAX), None);
}

#[test]
fn formats() {
    assert_eq!(make_fourcc(*b"DXT1"), 0x3154_5844);
    for f in [
        Format::D16,
        Format::D24S8,
        Format::D24X8,
        Format::D32FLockable,
        Format::Intz,
    ] {
        assert!(f.is_depth(), "{f:?}");
    }
    for f in [
        Format::A8R8G8B8,
        Format::R32F,
        Format::L16,
        Format::Null,
        Format::S8Lockable,
    ] {
        assert!(!f.is_depth(), "{f:?}");
    }
    assert!(Format::D24S8.has_stencil() && !Format::D24X8.has_stencil());
    assert!(Format::Dxt5.is_fourcc() && !Format::A8R8G8B8.is_fourcc());
    assert!(Format::Ati2.is_block_compressed() && !Format::Uyvy.is_block_compressed());
}

#[test]
fn d3dcolor() {
    // D3DCOLOR_ARGB(a,r,g,b) = (a<<24)|(r<<16)|(g<<8)|b
    assert_eq!(d3dcolor_argb(0x11, 0x22, 0x33, 0x44), 0x1122_3344);
    assert_eq!(d3dcolor_rgba(0x22, 0x33, 0x44, 0x11), 0x1122_3344);
    assert_eq!(d3dcolor_xrgb(1, 2, 3), 0xff01_0203);
    assert_eq!(
        d3dcolor_to_rgba(0xff00_80ff),
        [0.0, 128.0 / 255.0, 1.0, 1.0]
    );
    assert_eq!(rgba_to_d3dcolor([1.0, 0.0, 0.5, 1.0]), 0xffff_007f);
    assert_eq!(rgba_to_d3dcolor([2.0, -1.0, 0.0, 0.0]), 0x00ff_0000);
    let c = ColorValue::from(0x80ff_0000u32);
    assert_eq!(c.to_array(), [1.0, 0.0, 0.0, 128.0 / 255.0]);
}

#[test]
fn matrices_and_lights() {
    let m = Matrix::IDENTITY;
    assert_eq!(m.multiply(&m), m);
    assert_eq!(Matrix::default(), m);
    let t = Matrix {
        m: [
            [1.0, 2.0, 3.0, 4.0],
            [0.0, 1.0, 0.0, 0.0],
            [0.0, 0.0, 1.0, 0.0],
            [0.0, 0.0, 0.0, 1.0],
        ],
    };
    assert_eq!(t.transpose().m[3][0], 4.0);
    assert_eq!(t.multiply(&Matrix::IDENTITY), t);
    // IDirect3DDevice9::LightEnable's light for an index never set.
    let l = Light::DEFAULT_DIRECTIONAL;
    assert_eq!(l.ty, LightType::Directional);
    assert_eq!(l.diffuse.to_array(), [1.0, 1.0, 1.0, 0.0]);
    assert_eq!(
        (l.direction.x, l.direction.y, l.direction.z),
        (0.0, 0.0, 1.0)
    );
}

#[test]
fn rects() {
    let r = Rect {
        left: 2,
        top: 3,
        right: 10,
        bottom: 4,
    };
    assert_eq!((r.width(), r.height()), (8, 1));
    assert_eq!(
        Rect {
            left: 5,
            top: 0,
            right: 1,
            bottom: 0
        }
        .width(),
        0
    );
    assert_eq!(Rect::from(D3dRect::from(r)), r);
}

#[cfg(feature = "serde")]
#[test]
fn serde_round_trips() {
    let e = VertexElement::new(0, 8, DeclType::Float2, DeclUsage::TexCoord, 0);
    let json = serde_json::to_string(&e).unwrap();
    assert_eq!(serde_json::from_str::<VertexElement>(&json).unwrap(), e);
    assert_eq!(
        serde_json::to_string(&CmpFunc::LessEqual).unwrap(),
        "\"LessEqual\""
    );
    assert_eq!(
        serde_json::to_string(&TransformState::WORLD).unwrap(),
        "256"
    );
    assert!(serde_json::from_str::<TransformState>("4").is_err());
    assert_eq!(serde_json::to_string(&LockFlags::DISCARD).unwrap(), "8192");
    assert_eq!(
        serde_json::to_string(&HResult::D3DERR_INVALIDCALL).unwrap(),
        "2289436780"
    );
}

#[test]
fn names() {
    for name in [
        "less equal",
        "less-equal",
        "LESSEQUAL",
        "lessequal",
        "LessEqual",
    ] {
        assert_eq!(CmpFunc::from_name(name), Some(CmpFunc::LessEqual), "{name}");
    }
    assert_eq!(CmpFunc::from_name("lequal"), None);
    assert_eq!(CmpFunc::from_name(""), None);
    assert_eq!(Format::from_name("dxt1"), Some(Format::Dxt1));
    assert_eq!(Format::from_name("A8R8G8B8"), Some(Format::A8R8G8B8));
    assert_eq!(Cull::from_name("ccw"), Some(Cull::Ccw));
    assert_eq!(ShadeMode::from_name("flat"), Some(ShadeMode::Flat));
    for &f in Format::ALL {
        assert_eq!(Format::from_name(&format!("{f:?}")), Some(f));
    }
}

#[test]
fn create_flags_and_fvf() {
    // d3d9.h: D3DCREATE_SOFTWARE_VERTEXPROCESSING 0x20, HARDWARE 0x40, MIXED 0x80.
    assert_eq!(CreateFlags::SOFTWARE_VERTEXPROCESSING.to_d3d(), 0x20);
    assert_eq!(CreateFlags::HARDWARE_VERTEXPROCESSING.to_d3d(), 0x40);
    assert_eq!(CreateFlags::MIXED_VERTEXPROCESSING.to_d3d(), 0x80);
    assert_eq!(CreateFlags::PUREDEVICE.to_d3d(), 0x10);
    // d3d9types.h: XYZ 0x2, XYZRHW 0x4, XYZB1..5 0x6..0xe, XYZW 0x4002,
    // NORMAL 0x10, PSIZE 0x20, DIFFUSE 0x40, SPECULAR 0x80, TEX1 0x100.
    assert_eq!(Fvf::XYZB3.to_d3d(), 0xa);
    assert_eq!(Fvf::XYZW.to_d3d(), 0x4002);
    assert_eq!(Fvf::tex(1).to_d3d(), 0x100);
    assert_eq!(Fvf::tex(8).to_d3d(), 0x800);
    // D3DFVF_XYZ|D3DFVF_TEX1|D3DFVF_TEXCOORDSIZE3(0) is 0x10102 (as traced).
    let fvf = Fvf::XYZ | Fvf::tex(1) | Fvf::texcoord_size_bits(3, 0);
    assert_eq!(fvf.to_d3d(), 0x10102);
    assert_eq!(fvf.position(), Fvf::XYZ);
    assert_eq!(fvf.tex_count(), 1);
    assert_eq!(fvf.texcoord_size(0), 3);
    // TEXCOORDSIZE1(0) = 3 << 16, TEXCOORDSIZE4(0) = 2 << 16, default 2.
    assert_eq!(Fvf::texcoord_size_bits(1, 0).to_d3d(), 0x30000);
    assert_eq!(Fvf::texcoord_size_bits(4, 0).to_d3d(), 0x20000);
    assert_eq!(Fvf::from_d3d(0x30102).texcoord_size(0), 1);
    assert_eq!(Fvf::from_d3d(0x102).texcoord_size(0), 2);
    assert_eq!(Fvf::texcoord_size_bits(3, 2).to_d3d(), 1 << 20);
}
