//! Content generations: what lets an unchanged texture skip hashing.
//!
//! Every texture carries a [`ContentState`]. The device calls
//! [`ContentState::touch`] on every lock and unlock, dirty rect, copy or
//! fill into the texture, GPU readback into its storage and change of a level
//! alias. The cache stores the content key with the generation it was
//! computed for and reuses it while the generation is unchanged; likewise
//! the TexMod CRC and the replacement lookup are done once per generation.

/// The cache's memory of one texture's contents.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ContentState {
    generation: u64,
    key: Option<(u64, u64)>,
    crc: Option<(u64, u32)>,
    replacement: Option<ReplacementCheck>,
}

/// The replacement lookup done for one generation and one replacement epoch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct ReplacementCheck {
    pub generation: u64,
    pub epoch: u64,
    pub crc: Option<u32>,
}

impl ContentState {
    /// A texture that has never been written.
    pub fn new() -> Self {
        Self::default()
    }

    /// Records a change of the texture's contents.
    pub fn touch(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The current generation.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The content key of this generation, computing it with `compute` only
    /// when the generation changed since the last call. The flag is true when
    /// the stored key was reused.
    pub fn key_with(&mut self, compute: impl FnOnce() -> u64) -> (u64, bool) {
        match self.stored_key() {
            Some(key) => (key, true),
            None => {
                let key = compute();
                self.store_key(key);
                (key, false)
            }
        }
    }

    /// The key stored for the current generation, if any.
    #[inline]
    pub fn stored_key(&self) -> Option<u64> {
        self.key
            .filter(|&(generation, _)| generation == self.generation)
            .map(|(_, key)| key)
    }

    /// Stores the key of the current generation.
    pub fn store_key(&mut self, key: u64) {
        self.key = Some((self.generation, key));
    }

    /// The TexMod CRC of level 0 for this generation, computed once.
    pub fn crc_with(&mut self, compute: impl FnOnce() -> u32) -> u32 {
        match self.crc {
            Some((generation, crc)) if generation == self.generation => crc,
            _ => {
                let crc = compute();
                self.crc = Some((self.generation, crc));
                crc
            }
        }
    }

    /// The CRC computed for the current generation, if any.
    pub fn crc_if_current(&self) -> Option<u32> {
        self.crc
            .filter(|&(generation, _)| generation == self.generation)
            .map(|(_, crc)| crc)
    }

    pub(crate) fn replacement(&self, epoch: u64) -> Option<Option<u32>> {
        self.replacement
            .filter(|c| c.generation == self.generation && c.epoch == epoch)
            .map(|c| c.crc)
    }

    pub(crate) fn set_replacement(&mut self, epoch: u64, crc: Option<u32>) {
        self.replacement = Some(ReplacementCheck {
            generation: self.generation,
            epoch,
            crc,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_is_reused_until_the_generation_changes() {
        let mut s = ContentState::new();
        let mut calls = 0;
        let mut key = |s: &mut ContentState, value| {
            s.key_with(|| {
                calls += 1;
                value
            })
        };
        assert_eq!(key(&mut s, 5), (5, false));
        // Same generation: the stored key even though the bytes "changed".
        assert_eq!(key(&mut s, 6), (5, true));
        s.touch();
        assert_eq!(key(&mut s, 6), (6, false));
        assert_eq!(calls, 2);
    }

    #[test]
    fn crc_and_replacement_checks_follow_the_generation() {
        let mut s = ContentState::new();
        assert_eq!(s.crc_with(|| 1), 1);
        assert_eq!(s.crc_with(|| 2), 1);
        s.set_replacement(0, Some(1));
        assert_eq!(s.replacement(0), Some(Some(1)));
        assert_eq!(s.replacement(1), None, "a new epoch rechecks");
        s.touch();
        assert_eq!(s.replacement(0), None);
        assert_eq!(s.crc_with(|| 2), 2);
    }
}
