//! `ninebridge image compare A.png B.png --downsample N [--edge-mask]
//! [--tolerance T] [--json]`: compares an image rendered at scale 1 with
//! one rendered at scale N (issue 17's correctness target for resolution
//! scaling: "images at scale 2, downsampled, match scale 1 away from
//! edges").
//!
//! Design notes:
//! - B is box-filtered by N (each output pixel the rounded mean of an NxN
//!   block, per channel) and must then be A's size.
//! - With `--edge-mask`, pixels of A within 1 pixel (8-neighbourhood) of an
//!   edge are not compared; an edge pixel is one with a 4-neighbour whose
//!   colour differs by more than the tolerance in some channel. Primitive
//!   edges move by a fraction of a pixel between scales, so only interiors
//!   are expected to match.
//! - A pixel differs when some compared channel differs by more than the
//!   tolerance. Reported: the largest channel difference, the mean channel
//!   difference over the compared pixels, the compared, masked and
//!   differing pixel counts. Channels: R, G, B (alpha too with `--alpha`).
//! - Exit status 1 when a pixel differs, as `cmp` does.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::Subcommand;

/// Image tools.
#[derive(Subcommand)]
pub enum Command {
    /// Compare A with B box-downsampled by a factor, optionally ignoring
    /// pixels near edges of A; exit status 1 when a pixel differs.
    Compare {
        /// The reference image (PNG).
        a: PathBuf,
        /// The image to downsample and compare (PNG), N times A's size.
        b: PathBuf,
        /// The box filter's factor applied to B (1: none); by default B's
        /// width divided by A's.
        #[arg(long)]
        downsample: Option<u32>,
        /// Ignore pixels within 1 pixel of an edge of A.
        #[arg(long)]
        edge_mask: bool,
        /// Largest channel difference still equal (0-255); also the edge
        /// threshold.
        #[arg(long, default_value_t = 0)]
        tolerance: u8,
        /// Compare alpha too.
        #[arg(long)]
        alpha: bool,
        /// Print the result as one JSON object.
        #[arg(long)]
        json: bool,
    },
}

/// An RGBA8 image.
#[derive(Clone, Debug, PartialEq)]
pub struct Rgba {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Pixels, rows top to bottom, 4 bytes each.
    pub pixels: Vec<u8>,
}

impl Rgba {
    fn at(&self, x: u32, y: u32) -> &[u8] {
        let i = (y as usize * self.width as usize + x as usize) * 4;
        &self.pixels[i..i + 4]
    }
}

/// What [`compare`] found.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Comparison {
    /// Pixels compared.
    pub compared: u64,
    /// Pixels left out by the edge mask.
    pub masked: u64,
    /// Compared pixels with a channel differing by more than the tolerance.
    pub differing: u64,
    /// The largest channel difference of the compared pixels.
    pub max_diff: u8,
    /// The mean channel difference of the compared pixels.
    pub mean_diff: f64,
}

/// The factor B is larger than A by: B's width over A's when that divides
/// evenly (1 otherwise, so that the sizes are reported as differing).
pub fn auto_factor(a: &Rgba, b: &Rgba) -> u32 {
    if a.width > 0 && b.width % a.width == 0 {
        (b.width / a.width).max(1)
    } else {
        1
    }
}

/// Box-downsamples `img` by `factor` (each edge must divide by it).
pub fn downsample(img: &Rgba, factor: u32) -> Result<Rgba> {
    if factor == 0 {
        bail!("--downsample must be at least 1");
    }
    if img.width % factor != 0 || img.height % factor != 0 {
        bail!(
            "{}x{} does not divide by the factor {factor}",
            img.width,
            img.height
        );
    }
    let (w, h) = (img.width / factor, img.height / factor);
    let n = factor * factor;
    let mut pixels = Vec::with_capacity(w as usize * h as usize * 4);
    for y in 0..h {
        for x in 0..w {
            let mut sum = [0u32; 4];
            for dy in 0..factor {
                for dx in 0..factor {
                    let p = img.at(x * factor + dx, y * factor + dy);
                    for c in 0..4 {
                        sum[c] += u32::from(p[c]);
                    }
                }
            }
            pixels.extend(sum.map(|s| ((s + n / 2) / n) as u8));
        }
    }
    Ok(Rgba {
        width: w,
        height: h,
        pixels,
    })
}

fn channel_diff(p: &[u8], q: &[u8], channels: usize) -> u8 {
    (0..channels)
        .map(|c| p[c].abs_diff(q[c]))
        .max()
        .unwrap_or(0)
}

/// The pixels of `img` within 1 pixel of an edge (see the module notes).
pub fn edge_mask(img: &Rgba, tolerance: u8, channels: usize) -> Vec<bool> {
    let (w, h) = (img.width as i64, img.height as i64);
    let mut edge = vec![false; (w * h) as usize];
    for y in 0..h {
        for x in 0..w {
            let p = img.at(x as u32, y as u32);
            edge[(y * w + x) as usize] =
                [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().any(|(dx, dy)| {
                    let (nx, ny) = (x + dx, y + dy);
                    nx >= 0
                        && ny >= 0
                        && nx < w
                        && ny < h
                        && channel_diff(p, img.at(nx as u32, ny as u32), channels) > tolerance
                });
        }
    }
    let mut near = vec![false; edge.len()];
    for y in 0..h {
        for x in 0..w {
            near[(y * w + x) as usize] = (-1..=1).any(|dy| {
                (-1..=1).any(|dx| {
                    let (nx, ny) = (x + dx, y + dy);
                    nx >= 0 && ny >= 0 && nx < w && ny < h && edge[(ny * w + nx) as usize]
                })
            });
        }
    }
    near
}

/// Compares `a` with `b` (already downsampled to `a`'s size).
pub fn compare(
    a: &Rgba,
    b: &Rgba,
    mask_edges: bool,
    tolerance: u8,
    alpha: bool,
) -> Result<Comparison> {
    if (a.width, a.height) != (b.width, b.height) {
        bail!(
            "sizes differ: {}x{} against {}x{} (after downsampling)",
            a.width,
            a.height,
            b.width,
            b.height
        );
    }
    let channels = if alpha { 4 } else { 3 };
    let mask = mask_edges.then(|| edge_mask(a, tolerance, channels));
    let mut out = Comparison::default();
    let mut total = 0u64;
    for y in 0..a.height {
        for x in 0..a.width {
            let i = (y * a.width + x) as usize;
            if mask.as_ref().is_some_and(|m| m[i]) {
                out.masked += 1;
                continue;
            }
            let (p, q) = (a.at(x, y), b.at(x, y));
            out.compared += 1;
            let d = channel_diff(p, q, channels);
            out.max_diff = out.max_diff.max(d);
            total += (0..channels)
                .map(|c| u64::from(p[c].abs_diff(q[c])))
                .sum::<u64>();
            if d > tolerance {
                out.differing += 1;
            }
        }
    }
    if out.compared > 0 {
        out.mean_diff = total as f64 / (out.compared * channels as u64) as f64;
    }
    Ok(out)
}

/// Reads a PNG as RGBA8 (grey, grey-alpha and RGB are expanded).
pub fn read_png(path: &Path) -> Result<Rgba> {
    let file = std::fs::File::open(path).with_context(|| format!("opening {}", path.display()))?;
    let mut decoder = png::Decoder::new(std::io::BufReader::new(file));
    decoder.set_transformations(png::Transformations::normalize_to_color8());
    let mut reader = decoder
        .read_info()
        .with_context(|| format!("{} is not a PNG", path.display()))?;
    let size = reader
        .output_buffer_size()
        .with_context(|| format!("{} is too large", path.display()))?;
    let mut buf = vec![0; size];
    let info = reader
        .next_frame(&mut buf)
        .with_context(|| format!("decoding {}", path.display()))?;
    buf.truncate(info.buffer_size());
    let pixels = match info.color_type {
        png::ColorType::Rgba => buf,
        png::ColorType::Rgb => buf
            .chunks_exact(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::Grayscale => buf.iter().flat_map(|&g| [g, g, g, 255]).collect(),
        png::ColorType::GrayscaleAlpha => buf
            .chunks_exact(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        other => bail!("{}: unsupported PNG colour type {other:?}", path.display()),
    };
    Ok(Rgba {
        width: info.width,
        height: info.height,
        pixels,
    })
}

/// Runs an image subcommand.
pub fn run(cmd: Command) -> Result<bool> {
    let Command::Compare {
        a,
        b,
        downsample: factor,
        edge_mask,
        tolerance,
        alpha,
        json,
    } = cmd;
    let img_a = read_png(&a)?;
    let raw_b = read_png(&b)?;
    let factor = factor.unwrap_or_else(|| auto_factor(&img_a, &raw_b));
    let img_b =
        downsample(&raw_b, factor).with_context(|| format!("downsampling {}", b.display()))?;
    let c = compare(&img_a, &img_b, edge_mask, tolerance, alpha)?;
    if json {
        println!(
            "{}",
            serde_json::json!({
                "a": a.display().to_string(),
                "b": b.display().to_string(),
                "downsample": factor,
                "edge_mask": edge_mask,
                "tolerance": tolerance,
                "compared": c.compared,
                "masked": c.masked,
                "differing": c.differing,
                "max_diff": c.max_diff,
                "mean_diff": c.mean_diff,
            })
        );
    } else {
        println!(
            "{} vs {} (/{factor}): {} of {} pixels differ by more than {tolerance} ({} masked); max {}, mean {:.3}",
            a.display(),
            b.display(),
            c.differing,
            c.compared,
            c.masked,
            c.max_diff,
            c.mean_diff
        );
    }
    Ok(c.differing == 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn image(width: u32, height: u32, f: impl Fn(u32, u32) -> [u8; 4]) -> Rgba {
        let mut pixels = Vec::new();
        for y in 0..height {
            for x in 0..width {
                pixels.extend(f(x, y));
            }
        }
        Rgba {
            width,
            height,
            pixels,
        }
    }

    #[test]
    fn downsampling_averages_each_block_rounding_to_nearest() {
        // A 4x2 image of 2x2 blocks: (0, 0, 1, 2) -> mean 0.75 -> 1;
        // (10, 20, 30, 41) -> 25.25 -> 25.
        let vals = [[0u8, 0, 10, 20], [1, 2, 30, 41]];
        let img = image(4, 2, |x, y| {
            let v = vals[y as usize][x as usize];
            [v, v, v, 255]
        });
        let d = downsample(&img, 2).unwrap();
        assert_eq!((d.width, d.height), (2, 1));
        assert_eq!(d.pixels, vec![1, 1, 1, 255, 25, 25, 25, 255]);
        assert!(downsample(&image(3, 2, |_, _| [0; 4]), 2).is_err());
        assert!(downsample(&img, 0).is_err());
        assert_eq!(auto_factor(&d, &img), 2);
        assert_eq!(auto_factor(&img, &img), 1);
        assert_eq!(auto_factor(&image(3, 1, |_, _| [0; 4]), &img), 1);
    }

    #[test]
    fn a_scale_2_image_of_the_same_scene_matches_after_downsampling() {
        // Left half red, right half blue at 8x4; the same at 16x8.
        let scene = |w: u32| {
            move |x: u32, _y: u32| {
                if x < w / 2 {
                    [200, 0, 0, 255]
                } else {
                    [0, 0, 200, 255]
                }
            }
        };
        let a = image(8, 4, scene(8));
        let b = downsample(&image(16, 8, scene(16)), 2).unwrap();
        let c = compare(&a, &b, false, 0, false).unwrap();
        assert_eq!(
            c,
            Comparison {
                compared: 32,
                masked: 0,
                differing: 0,
                max_diff: 0,
                mean_diff: 0.0
            }
        );
    }

    #[test]
    fn the_edge_mask_leaves_out_pixels_next_to_an_edge_only() {
        // A vertical edge between x = 3 and x = 4 of an 8x4 image: columns
        // 3 and 4 are edge pixels, 2 and 5 lie within 1 pixel of one.
        let a = image(8, 4, |x, _| {
            if x < 4 {
                [0, 0, 0, 255]
            } else {
                [255, 255, 255, 255]
            }
        });
        let mask = edge_mask(&a, 8, 3);
        for y in 0..4 {
            for x in 0..8 {
                assert_eq!(
                    mask[(y * 8 + x) as usize],
                    (2..=5).contains(&x),
                    "({x}, {y})"
                );
            }
        }
        // B's edge moved by one pixel: only masked pixels differ.
        let b = image(8, 4, |x, _| {
            if x < 3 {
                [0, 0, 0, 255]
            } else {
                [255, 255, 255, 255]
            }
        });
        let masked = compare(&a, &b, true, 8, false).unwrap();
        assert_eq!(
            (masked.compared, masked.masked, masked.differing),
            (16, 16, 0)
        );
        let unmasked = compare(&a, &b, false, 8, false).unwrap();
        assert_eq!((unmasked.differing, unmasked.max_diff), (4, 255));
        // Mean channel difference: 4 pixels x 3 channels x 255 over 32 x 3.
        assert!((unmasked.mean_diff - 4.0 * 255.0 / 32.0).abs() < 1e-9);
    }

    #[test]
    fn tolerance_and_alpha_decide_what_differs() {
        let a = image(2, 1, |_, _| [100, 100, 100, 0]);
        let b = image(2, 1, |x, _| [100 + 3 * x as u8, 100, 100, 255]);
        let c = compare(&a, &b, false, 2, false).unwrap();
        assert_eq!((c.differing, c.max_diff), (1, 3));
        assert_eq!(compare(&a, &b, false, 3, false).unwrap().differing, 0);
        // Alpha compared: both pixels differ by 255.
        let c = compare(&a, &b, false, 3, true).unwrap();
        assert_eq!((c.differing, c.max_diff), (2, 255));
        assert!(compare(&a, &image(1, 1, |_, _| [0; 4]), false, 0, false).is_err());
    }
}
