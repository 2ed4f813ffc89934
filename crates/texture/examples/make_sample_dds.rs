//! Writes `assets/sample_dxt5.dds`, the project's own bundled test texture: a
//! 256x256 synthetic image (colour rings over a gradient, with a radial alpha
//! ramp) encoded as DXT5 by `texpresso`, with a full mip chain built by this
//! crate's box filter. Run with
//! `cargo run -p ninebridge-texture --example make_sample_dds [OUT.dds]`.

use std::path::PathBuf;

use ddsfile::{D3DFormat, Dds, NewD3dParams};
use ninebridge_texture::layout::TextureLayout;
use ninebridge_texture::mip::mip_chain;

const SIZE: u32 = 256;

/// The synthetic level 0 as BGRA8.
fn image() -> Vec<u8> {
    let n = SIZE as f32;
    let mut bgra = Vec::with_capacity((SIZE * SIZE * 4) as usize);
    for y in 0..SIZE {
        for x in 0..SIZE {
            let (fx, fy) = (x as f32 / n, y as f32 / n);
            let (dx, dy) = (fx - 0.5, fy - 0.5);
            let r = (dx * dx + dy * dy).sqrt();
            let ring = (r * 40.0).sin() * 0.5 + 0.5;
            let red = 255.0 * (fx * 0.7 + ring * 0.3);
            let green = 255.0 * (fy * 0.6 + ring * 0.4);
            let blue = 255.0 * ((1.0 - fx) * 0.5 + (1.0 - ring) * 0.5);
            let alpha = 255.0 * (1.0 - (r * 1.6).min(1.0) * 0.8);
            bgra.extend([blue as u8, green as u8, red as u8, alpha as u8]);
        }
    }
    bgra
}

/// Encodes one BGRA8 level as DXT5 blocks.
fn encode(bgra: &[u8], w: u32, h: u32) -> Vec<u8> {
    let rgba: Vec<u8> = bgra
        .chunks_exact(4)
        .flat_map(|p| [p[2], p[1], p[0], p[3]])
        .collect();
    let format = texpresso::Format::Bc3;
    let mut blocks = vec![0u8; format.compressed_size(w as usize, h as usize)];
    let params = texpresso::Params {
        algorithm: texpresso::Algorithm::ClusterFit,
        ..Default::default()
    };
    format.compress(&rgba, w as usize, h as usize, params, &mut blocks);
    blocks
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out = std::env::args_os()
        .nth(1)
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../assets/sample_dxt5.dds")
        });
    let base = image();
    let chain = mip_chain(&base, SIZE, SIZE, 0)?;
    let mut payload = encode(&base, SIZE, SIZE);
    for level in &chain {
        payload.extend(encode(&level.data, level.width, level.height));
    }
    let levels = chain.len() as u32 + 1;
    let layout = TextureLayout::texture_2d(ninebridge_texture::Format::Dxt5, SIZE, SIZE, levels)?;
    assert_eq!(
        payload.len(),
        layout.total_size(),
        "payload follows the layout"
    );

    let mut dds = Dds::new_d3d(NewD3dParams {
        height: SIZE,
        width: SIZE,
        depth: None,
        format: D3DFormat::DXT5,
        mipmap_levels: Some(levels),
        caps2: None,
    })?;
    dds.data = payload;
    let mut file = Vec::new();
    dds.write(&mut file)?;
    std::fs::write(&out, &file)?;
    println!(
        "wrote {} ({} bytes, {levels} levels)",
        out.display(),
        file.len()
    );
    Ok(())
}
