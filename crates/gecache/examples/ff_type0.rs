//! A reconstruction of Final Fantasy Type-0's blur (spec 002: a 16x16 4444
//! buffer drawn onto itself three times), run with and without a TEXFLUSH
//! between the passes, printing how many pixels differ.
//!
//! The game's buffer contents and pass offsets are not in the spec, so this
//! reconstruction picks its own: a gradient with a bright square, and three
//! passes that each average the buffer with itself shifted by one texel
//! (right, down, then diagonally). The count depends on those choices; the
//! spec's 177 is the game's.
//!
//! `cargo run -p ninebridge-gecache --example ff_type0`

use ninebridge_gecache::{Blend, Ge, Primitive, Sprite, TexFormat, TextureRegs};

/// The buffer's side.
pub const SIDE: u32 = 16;
/// Texel offsets of the three passes.
pub const PASSES: [(i32, i32); 3] = [(1, 0), (0, 1), (1, 1)];

/// The buffer before the blur: a 4444 gradient with a bright square.
pub fn initial() -> Vec<u16> {
    (0..SIDE * SIDE)
        .map(|i| {
            let (x, y) = (i % SIDE, i / SIDE);
            if (5..11).contains(&x) && (4..9).contains(&y) {
                0xffff
            } else {
                (0xf000 | (x / 2) << 8 | (y / 2) << 4 | ((x + y) % 16)) as u16
            }
        })
        .collect()
}

/// Runs the three passes on a fresh machine; `flush` puts a TEXFLUSH before
/// each pass (the SDK's behaviour), otherwise only before the first.
pub fn blur(flush: bool) -> Vec<u16> {
    let mut ge = Ge::new(4096).expect("4 KiB is a valid memory");
    let bytes: Vec<u8> = initial().iter().flat_map(|p| p.to_le_bytes()).collect();
    ge.write(0, &bytes).expect("the buffer fits");
    ge.set_texture(TextureRegs {
        addr: 0,
        bufw: SIDE,
        format: TexFormat::Rgba4444,
        width: SIDE,
        height: SIDE,
        swizzled: false,
        level: 0,
    })
    .expect("a valid texture");
    for (pass, (du, dv)) in PASSES.into_iter().enumerate() {
        if flush || pass == 0 {
            ge.flush();
        }
        let sprite = Sprite {
            fb: 0,
            fb_bufw: SIDE,
            x: 0,
            y: 0,
            width: SIDE,
            height: SIDE,
            u: du,
            v: dv,
            du: 1,
            dv: 1,
            bilinear: false,
            blend: Blend::Average,
            prim: Primitive::Sprite,
        };
        ge.draw(&sprite, |_| {}).expect("a valid sprite");
    }
    ge.memory()[..(SIDE * SIDE * 2) as usize]
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect()
}

/// Pixels that differ between two images.
pub fn differing(a: &[u16], b: &[u16]) -> usize {
    a.iter().zip(b).filter(|(x, y)| x != y).count()
}

#[allow(dead_code)] // the test includes this file for its functions
fn main() {
    let (with, without) = (blur(true), blur(false));
    for (name, img) in [("with TEXFLUSH", &with), ("without", &without)] {
        println!("{name}:");
        for row in img.chunks(SIDE as usize) {
            let line: Vec<String> = row.iter().map(|p| format!("{p:04x}")).collect();
            println!("  {}", line.join(" "));
        }
    }
    println!(
        "differing pixels: {} of {}",
        differing(&with, &without),
        SIDE * SIDE
    );
}
