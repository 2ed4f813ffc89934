//! `CreateDevice`'s implicit surfaces, scenes and `Present`, with the rules
//! of D3D9's reference pages: the back buffer (and, with
//! `EnableAutoDepthStencil`, the depth-stencil surface) bound, `ZENABLE`
//! true only with a depth-stencil surface, at most
//! `D3DPRESENT_BACK_BUFFERS_MAX` (3) back buffers, `BeginScene` inside a
//! scene and `EndScene` outside one `D3DERR_INVALIDCALL`.

use crate::common;

use common::gpu;
use ninebridge_d3d9::*;
use ninebridge_types::SwapEffect;

fn device(params: &PresentParameters) -> D3dResult<Device> {
    Device::create(
        gpu(),
        Box::new(BytecodeTranslator::default()),
        params,
        CreateFlags::HARDWARE_VERTEXPROCESSING,
    )
}

#[test]
fn create_device_binds_its_implicit_surfaces() {
    let d = device(&PresentParameters::windowed(
        64,
        32,
        Format::A8R8G8B8,
        Some(Format::D24S8),
    ))
    .unwrap();
    let bb = d.back_buffer().unwrap();
    let ds = d.auto_depth_stencil().unwrap();
    assert_eq!(d.surface_size(bb).unwrap(), (64, 32));
    assert_eq!(d.surface_format(bb).unwrap(), Format::A8R8G8B8);
    assert_eq!(d.surface_format(ds).unwrap(), Format::D24S8);
    assert_eq!(d.get_render_state(RenderState::ZEnable), 1, "D3DZB_TRUE");

    let d = device(&PresentParameters::windowed(8, 8, Format::Unknown, None)).unwrap();
    assert_eq!(d.auto_depth_stencil(), None);
    assert_eq!(d.get_render_state(RenderState::ZEnable), 0, "D3DZB_FALSE");
    // Windowed with D3DFMT_UNKNOWN: the display's format.
    assert_eq!(
        d.surface_format(d.back_buffer().unwrap()).unwrap(),
        Format::X8R8G8B8
    );
}

#[test]
fn bad_presentation_parameters_are_invalid_calls() {
    let invalid = |p: PresentParameters| {
        device(&p).err().map(|e| e.hresult()) == Some(HResult::D3DERR_INVALIDCALL)
    };
    assert!(invalid(PresentParameters::windowed(
        0,
        8,
        Format::X8R8G8B8,
        None
    )));
    let mut four = PresentParameters::windowed(8, 8, Format::X8R8G8B8, None);
    four.back_buffer_count = 4;
    assert!(invalid(four));
    four.back_buffer_count = 3;
    assert!(!invalid(four));
    // A device has one set of implicit surfaces.
    let mut d = device(&four).unwrap();
    let again = d.make_implicit_surfaces(&four, CreateFlags::HARDWARE_VERTEXPROCESSING);
    assert_eq!(again.unwrap_err().hresult(), HResult::D3DERR_INVALIDCALL);
}

#[test]
fn scenes_nest_as_d3d9_allows_and_present_counts_frames() {
    let mut d = device(&PresentParameters::windowed(8, 8, Format::X8R8G8B8, None)).unwrap();
    assert_eq!(
        d.end_scene().unwrap_err().hresult(),
        HResult::D3DERR_INVALIDCALL
    );
    d.begin_scene().unwrap();
    assert_eq!(
        d.begin_scene().unwrap_err().hresult(),
        HResult::D3DERR_INVALIDCALL
    );
    d.end_scene().unwrap();
    assert_eq!(d.present_count(), 0);
    d.present().unwrap();
    d.present().unwrap();
    assert_eq!(d.present_count(), 2);
}

/// `D3DSWAPEFFECT_COPY` has one back buffer, and `OVERLAY`/`FLIPEX` are
/// Direct3D 9Ex's: a plain device refuses them (Windows, as Wine's
/// test_swapchain_parameters records); DISCARD and FLIP take up to three.
#[test]
fn copy_swap_chains_have_one_back_buffer_and_9ex_effects_are_refused() {
    let invalid = |p: PresentParameters| {
        device(&p).err().map(|e| e.hresult()) == Some(HResult::D3DERR_INVALIDCALL)
    };
    let base = PresentParameters::windowed(8, 8, Format::X8R8G8B8, None);
    for (effect, count, refused) in [
        (SwapEffect::Copy, 0, false),
        (SwapEffect::Copy, 1, false),
        (SwapEffect::Copy, 2, true),
        (SwapEffect::Discard, 2, false),
        (SwapEffect::Flip, 3, false),
        (SwapEffect::Overlay, 1, true),
        (SwapEffect::FlipEx, 1, true),
    ] {
        let mut p = base;
        p.swap_effect = effect;
        p.back_buffer_count = count;
        assert_eq!(invalid(p), refused, "{effect:?} x{count}");
    }
}
