//! Which targets follow the back buffer.

/// Whether a target of `size` (width, height) follows a back buffer of
/// `back_buffer` size: the same size, or the same aspect at a power-of-two
/// fraction of it (a bloom or blur chain: 1/2, 1/4, ... down to 1/64, each
/// edge rounded down or up as games compute it). Anything else (a 256x256
/// mirror, a 1024x1024 shadow map, a 128x128 cube face) does not.
pub fn follows_back_buffer(size: (u32, u32), back_buffer: (u32, u32)) -> bool {
    let ((w, h), (bw, bh)) = (size, back_buffer);
    if w == 0 || h == 0 || bw == 0 || bh == 0 {
        return false;
    }
    (0..=6).any(|k: u32| {
        let fits = |edge: u32, full: u32| {
            let floor = full >> k;
            let ceil = full.div_ceil(1 << k);
            edge == floor || edge == ceil
        };
        // A fraction so small that an edge is 1 no longer says anything.
        fits(w, bw) && fits(h, bh) && (k == 0 || (w > 1 && h > 1))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_back_buffer_size_and_its_power_of_two_fractions_follow() {
        let bb = (1920, 1080);
        for size in [
            (1920, 1080),
            (960, 540),
            (480, 270),
            (240, 135),
            (120, 67),
            (120, 68),
        ] {
            assert!(follows_back_buffer(size, bb), "{size:?}");
        }
    }

    #[test]
    fn other_sizes_and_aspects_keep_their_own() {
        let bb = (1920, 1080);
        for size in [
            (256, 256),
            (1024, 1024),
            (128, 128),
            (320, 240),
            (1920, 1079),
            (960, 1080),
            (640, 360),
        ] {
            assert!(!follows_back_buffer(size, bb), "{size:?}");
        }
        assert!(!follows_back_buffer((0, 0), bb));
        assert!(!follows_back_buffer((640, 480), (0, 0)));
    }
}
