//! The post-process chain at `Present` (`NINEBRIDGE_POST`): it changes
//! the image `Present` shows, never the back buffer the game reads back
//! (`GetRenderTargetData` returns the surface's contents, as D3D9's
//! reference page says), and counts its passes.

use crate::common;

use common::gpu;
use ninebridge_d3d9::*;
use ninebridge_gpu::post::PostPass;

fn device() -> Device {
    Device::create(
        gpu(),
        Box::new(BytecodeTranslator::default()),
        &PresentParameters::windowed(8, 4, Format::A8R8G8B8, None),
        CreateFlags::HARDWARE_VERTEXPROCESSING,
    )
    .unwrap()
}

#[test]
fn gamma_changes_the_presented_image_not_the_back_buffer() {
    let mut d = device();
    d.set_post_passes(vec![PostPass::Gamma(2.0)]);
    assert_eq!(d.post_passes(), [PostPass::Gamma(2.0)]);
    // 0xAARRGGBB: red 0x40, green 0x90, blue 0xff.
    d.clear(&[], ClearFlags::TARGET, 0xff40_90ff, 1.0, 0)
        .unwrap();
    d.present().unwrap();
    let bb = d.back_buffer().unwrap();
    let original = d.get_render_target_data(bb).unwrap();
    assert_eq!(&original[..4], [0xff, 0x90, 0x40, 0xff], "B, G, R, A");
    let shown = d.presented_image().unwrap().expect("the chain ran");
    assert_eq!(shown.len(), original.len());
    // Each channel to the power 1/2: 0x40 -> 0x80, 0x90 -> 0xc0, 0xff stays.
    let expect = |v: u8| ((f32::from(v) / 255.0).sqrt() * 255.0).round() as u8;
    for px in shown.chunks_exact(4) {
        assert_eq!(px, [0xff, expect(0x90), expect(0x40), 0xff]);
    }
    assert_eq!(d.presentation_stats().post_passes, 1);

    d.set_post_passes(vec![PostPass::Fxaa, PostPass::Cas(0.6)]);
    d.present().unwrap();
    assert_eq!(d.presentation_stats().post_passes, 3);
    // A flat image stays flat through FXAA and CAS.
    let shown = d.presented_image().unwrap().unwrap();
    assert!(shown.chunks_exact(4).all(|px| px == &original[..4]));
}

#[test]
fn without_a_chain_nothing_is_post_processed() {
    let mut d = device();
    d.set_post_passes(Vec::new());
    d.present().unwrap();
    assert_eq!(d.presented_image().unwrap(), None);
    assert_eq!(d.presentation_stats().post_passes, 0);
}
