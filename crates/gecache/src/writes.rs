//! The pixel write pipeline of a sprite (spec 002, "Self-texturing"):
//! pixels reach memory 16 bytes at a time, a block landing `delay` pixels
//! after the next block starts (1, or 4 with bilinear filtering).
//!
//! The fetch run-ahead is modelled as *holding* the newest closed blocks:
//! the caller says at each pixel how many blocks the writes lag behind
//! ([`WritePipeline::land_due`]'s `held`), and at a miss it calls
//! [`WritePipeline::miss`], after which the held blocks land four pixels
//! later. Time is counted in pixels in drawing order.

/// A 16-byte block of framebuffer being written or waiting to land.
#[derive(Clone, Copy, Debug)]
struct Block {
    /// 16-aligned address.
    addr: u64,
    data: [u8; 16],
    /// Which bytes of `data` the primitive wrote.
    mask: u16,
    /// The pixel at which the next block started.
    closed_at: u64,
    /// Set at a miss for held blocks: they land exactly then.
    forced: Option<u64>,
}

impl Block {
    fn land(&self, mem: &mut [u8]) {
        for i in 0..16 {
            if self.mask & (1 << i) != 0 {
                if let Some(b) = usize::try_from(self.addr + i as u64)
                    .ok()
                    .and_then(|a| mem.get_mut(a))
                {
                    *b = self.data[i];
                }
            }
        }
    }
}

/// The blocks a primitive has written but memory has not seen yet.
#[derive(Clone, Debug)]
pub struct WritePipeline {
    delay: u64,
    open: Option<Block>,
    closed: Vec<Block>,
}

impl WritePipeline {
    /// Pixels between the next block starting and a block landing: 1, or 4
    /// with bilinear filtering.
    pub fn new(delay: u64) -> Self {
        Self {
            delay,
            open: None,
            closed: Vec::new(),
        }
    }

    /// Lands, before pixel `now` samples, every closed block that is due: a
    /// block whose next block started at least `delay` pixels ago, except
    /// the newest `held` ones; held blocks that a miss forced land exactly
    /// at their forced time.
    pub fn land_due(&mut self, now: u64, held: usize, mem: &mut [u8]) {
        let newest_free = self.closed.len().saturating_sub(held);
        let delay = self.delay;
        let mut i = 0;
        self.closed.retain(|block| {
            let due = match block.forced {
                Some(at) => at <= now,
                None => i < newest_free && block.closed_at + delay <= now,
            };
            i += 1;
            if due {
                block.land(mem);
            }
            !due
        });
    }

    /// A sample at pixel `now` missed: the blocks held back by the
    /// run-ahead (due but not landed) arrive four pixels later.
    pub fn miss(&mut self, now: u64) {
        let delay = self.delay;
        for block in &mut self.closed {
            if block.forced.is_none() && block.closed_at + delay <= now {
                block.forced = Some(now + 4);
            }
        }
    }

    /// Pixel `now` writes `bytes` (one pixel, inside one 16-byte block) at
    /// `addr`. Starting a new block closes the open one.
    pub fn write(&mut self, now: u64, addr: u64, bytes: &[u8]) {
        let block_addr = addr & !15;
        if self.open.is_some_and(|b| b.addr != block_addr) {
            if let Some(mut done) = self.open.take() {
                done.closed_at = now;
                self.closed.push(done);
            }
        }
        let block = self.open.get_or_insert(Block {
            addr: block_addr,
            data: [0; 16],
            mask: 0,
            closed_at: 0,
            forced: None,
        });
        let at = (addr - block_addr) as usize;
        for (i, &b) in bytes.iter().enumerate().take(16usize.saturating_sub(at)) {
            block.data[at + i] = b;
            block.mask |= 1 << (at + i);
        }
    }

    /// The primitive ended: everything lands, in order.
    pub fn finish(&mut self, mem: &mut [u8]) {
        for block in self.closed.drain(..).chain(self.open.take()) {
            block.land(mem);
        }
    }

    /// Blocks written but not in memory (the open one included).
    pub fn pending(&self) -> usize {
        self.closed.len() + usize::from(self.open.is_some())
    }
}
