//! Shader constant registers of one stage, and the std140 block the
//! shaders read them from.

use crate::error::{D3dResult, invalid};
use crate::pipeline::ConstantsRead;

/// The constant registers of one stage: `count` of each file are visible
/// to the setters (the hardware files, or with software vertex processing
/// the `vs_3_sw` ones: 8192 float, 2048 integer, 2048 boolean registers);
/// storage grows to the largest count used and keeps its values across a
/// change. Changed through [`super::State`] only.
#[derive(Clone, Debug)]
pub(crate) struct Constants {
    f: Vec<[f32; 4]>,
    i: Vec<[i32; 4]>,
    b: Vec<bool>,
    /// Registers the setters reach: (float, integer, boolean).
    count: (usize, usize, usize),
    /// Registers the shaders see, the block's layout: the hardware files,
    /// or `vs_3_sw`'s with software vertex processing.
    layout: (usize, usize, usize),
}

/// Vertex constants with software vertex processing (`vs_3_sw`).
pub(crate) const SOFTWARE_VS_CONSTANTS: (usize, usize, usize) = (8192, 2048, 2048);

/// Copies `data` into `regs` from `start`, growing `regs` (new registers
/// read 0) to hold it; whether a value changed. `same` compares two
/// registers.
fn store<T: Copy + Default>(
    regs: &mut Vec<T>,
    start: u32,
    data: &[T],
    same: impl Fn(&T, &T) -> bool,
) -> bool {
    let start = start as usize;
    let end = start + data.len();
    if regs.len() < end {
        regs.resize(end, T::default());
    }
    let target = &mut regs[start..end];
    // Element by element: the few registers most calls set compare
    // faster inline than through `memcmp`.
    if target.iter().zip(data).all(|(t, d)| same(t, d)) {
        return false;
    }
    target.copy_from_slice(data);
    true
}

impl Constants {
    pub(super) fn new(floats: usize) -> Self {
        let mut c = Constants {
            f: Vec::new(),
            i: Vec::new(),
            b: Vec::new(),
            count: (0, 0, 0),
            layout: (floats, 16, 16),
        };
        c.resize((floats, 16, 16));
        c
    }

    /// Float registers (storage: at least [`Constants::count`]'s).
    pub(crate) fn floats(&self) -> &[[f32; 4]] {
        &self.f
    }

    /// Integer registers.
    pub(crate) fn ints(&self) -> &[[i32; 4]] {
        &self.i
    }

    /// Boolean registers.
    pub(crate) fn bools(&self) -> &[bool] {
        &self.b
    }

    /// Lets the setters reach `count` registers of each file (new ones
    /// read 0).
    pub(super) fn resize(&mut self, count: (usize, usize, usize)) {
        let grow = (
            count.0.max(self.layout.0),
            count.1.max(self.layout.1),
            count.2.max(self.layout.2),
        );
        if self.f.len() < grow.0 {
            self.f.resize(grow.0, [0.0; 4]);
        }
        if self.i.len() < grow.1 {
            self.i.resize(grow.1, [0; 4]);
        }
        if self.b.len() < grow.2 {
            self.b.resize(grow.2, false);
        }
        self.count = count;
    }

    /// The registers of each file the setters reach (float, integer,
    /// boolean).
    pub(crate) fn count(&self) -> (usize, usize, usize) {
        self.count
    }

    /// The registers of each file the shaders see.
    pub(crate) fn layout(&self) -> (usize, usize, usize) {
        self.layout
    }

    /// Makes the block hold `layout` registers of each file.
    pub(super) fn set_layout(&mut self, layout: (usize, usize, usize)) {
        self.layout = layout;
        self.resize(self.count);
    }

    /// `D3DERR_INVALIDCALL` unless registers `start..start + len` of file
    /// `file` (0 float, 1 integer, 2 boolean) are within reach.
    pub(crate) fn check(&self, file: usize, start: u32, len: usize) -> D3dResult<()> {
        let (count, what) = match file {
            0 => (self.count.0, "float"),
            1 => (self.count.1, "int"),
            _ => (self.count.2, "bool"),
        };
        let end = (start as usize).checked_add(len);
        if end.is_none_or(|e| e > count) {
            return Err(invalid!(
                "{what} constants {start}..+{len} past the last register {}",
                count.saturating_sub(1)
            ));
        }
        Ok(())
    }

    /// Stores float registers from `start`; whether a value changed.
    /// Compared bit for bit: -0.0 and NaN payloads are values too.
    pub(super) fn store_f(&mut self, start: u32, data: &[[f32; 4]]) -> bool {
        store(&mut self.f, start, data, |a, b| {
            a.map(f32::to_bits) == b.map(f32::to_bits)
        })
    }

    /// Stores integer registers from `start`; whether a value changed.
    pub(super) fn store_i(&mut self, start: u32, data: &[[i32; 4]]) -> bool {
        store(&mut self.i, start, data, |a, b| a == b)
    }

    /// Stores boolean registers from `start`; whether a value changed.
    pub(super) fn store_b(&mut self, start: u32, data: &[bool]) -> bool {
        store(&mut self.b, start, data, |a, b| a == b)
    }

    /// Bytes of the whole std140 block: `c`, then `i`, then `b` (uint4 each).
    pub(crate) fn block_size(&self) -> u64 {
        ((self.layout.0 + self.layout.1 + self.layout.2) * 16) as u64
    }

    /// Bytes of the leading part of the block a shader that reads `read`
    /// needs ([`Constants::write_read`] writes them).
    pub(crate) fn read_len(&self, read: ConstantsRead) -> usize {
        match read {
            ConstantsRead::Floats(n) => (n as usize).min(self.layout.0) * 16,
            ConstantsRead::All => self.block_size() as usize,
            // Not shader constants: the draw writes the fixed-function
            // registers instead.
            ConstantsRead::FixedFunction { .. } => 0,
        }
    }

    /// Bytes of float registers among [`Constants::read_len`]'s (the
    /// block starts with them).
    pub(crate) fn float_bytes(&self, read: ConstantsRead) -> usize {
        self.read_len(read).min(self.layout.0 * 16)
    }

    /// Writes the leading bytes of the block a shader that reads `read`
    /// needs to `out`, which holds [`Constants::read_len`] bytes.
    pub(crate) fn write_read(&self, read: ConstantsRead, out: &mut [u8]) {
        match read {
            ConstantsRead::Floats(n) => {
                let n = (n as usize).min(self.layout.0);
                out.copy_from_slice(bytemuck::cast_slice(&self.f[..n]));
            }
            ConstantsRead::All => self.write_all(out),
            ConstantsRead::FixedFunction { .. } => {}
        }
    }

    /// Writes the std140 bytes of the whole block (`c`, then `i`, then `b`
    /// as uint4) to `out`, which holds [`Constants::block_size`] bytes.
    pub(crate) fn write_all(&self, out: &mut [u8]) {
        let (f, rest) = out.split_at_mut(self.layout.0 * 16);
        let (i, b) = rest.split_at_mut(self.layout.1 * 16);
        f.copy_from_slice(bytemuck::cast_slice(&self.f[..self.layout.0]));
        i.copy_from_slice(bytemuck::cast_slice(&self.i[..self.layout.1]));
        for (&value, out) in self.b[..self.layout.2].iter().zip(b.chunks_exact_mut(16)) {
            out.copy_from_slice(bytemuck::cast_slice(&[u32::from(value), 0, 0, 0]));
        }
    }
}
