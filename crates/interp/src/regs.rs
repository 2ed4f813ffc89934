//! Register files of one lane, and reading and writing parameters:
//! relative addressing, swizzles, source modifiers, destination shifts,
//! saturation, write masks and predication.

use ninebridge_d3dbc::register::{
    MISC_FACE, MISC_POSITION, RASTOUT_FOG, RASTOUT_POINT_SIZE, RASTOUT_POSITION,
};
use ninebridge_d3dbc::{DstParam, Register, RegisterType, SrcModifier};

use crate::float::saturate;

/// Temporaries (`r0..r31`).
pub(crate) const TEMPS: usize = 32;
/// Input registers (`v0..v15`).
pub(crate) const INPUTS: usize = 16;
/// Texture-coordinate registers (`t0..t7`).
pub(crate) const TEXCOORDS: usize = 8;

/// Output slots: oPos, oFog, oPts, oD0, oD1, oT0..7 / o0..11, oC0..3, oDepth.
pub(crate) const OUT_RAST: usize = 0;
pub(crate) const OUT_ATTR: usize = 3;
pub(crate) const OUT_TEX: usize = 5;
pub(crate) const OUT_COLOR: usize = 17;
pub(crate) const OUT_DEPTH: usize = 21;
pub(crate) const OUT_SLOTS: usize = 22;

/// The output slot of an output register.
pub(crate) fn out_slot(kind: RegisterType, index: i64) -> Option<usize> {
    let (base, count) = match kind {
        RegisterType::RastOut => (OUT_RAST, 3),
        RegisterType::AttrOut => (OUT_ATTR, 2),
        RegisterType::TexCrdOut => (OUT_TEX, 12),
        RegisterType::ColorOut => (OUT_COLOR, 4),
        RegisterType::DepthOut => (OUT_DEPTH, 1),
        _ => return None,
    };
    (0..count as i64)
        .contains(&index)
        .then(|| base + index as usize)
}

/// The register an output slot stands for.
pub(crate) fn slot_register(slot: usize) -> Register {
    let (kind, base) = match slot {
        s if s >= OUT_DEPTH => (RegisterType::DepthOut, OUT_DEPTH),
        s if s >= OUT_COLOR => (RegisterType::ColorOut, OUT_COLOR),
        s if s >= OUT_TEX => (RegisterType::TexCrdOut, OUT_TEX),
        s if s >= OUT_ATTR => (RegisterType::AttrOut, OUT_ATTR),
        _ => (RegisterType::RastOut, OUT_RAST),
    };
    Register::new(kind, (slot - base) as u32)
}

// Keep the RASTOUT numbering visible where slots are computed.
const _: () = assert!(RASTOUT_POSITION == 0 && RASTOUT_FOG == 1 && RASTOUT_POINT_SIZE == 2);

/// The register state of one vertex or pixel.
#[derive(Clone, Debug)]
pub(crate) struct Lane {
    pub r: [[f32; 4]; TEMPS],
    pub t: [[f32; 4]; TEXCOORDS],
    /// The interpolated texture coordinates (ps_1_x keeps them apart from
    /// the `t#` a texture instruction overwrites).
    pub tc: [[f32; 4]; TEXCOORDS],
    /// ps_1_x `texm3x*pad` dot products, by the pad's register number.
    pub dots: [f32; TEXCOORDS],
    pub v: [[f32; 4]; INPUTS],
    pub a0: [i32; 4],
    pub p0: [bool; 4],
    pub out: [[f32; 4]; OUT_SLOTS],
    pub out_mask: [u8; OUT_SLOTS],
    /// vPos (x, y, 0, 0).
    pub pos: [f32; 4],
    /// vFace.
    pub face: f32,
    pub killed: bool,
    /// Samples taken at a non-finite coordinate (`Outputs::undefined_samples`).
    pub undefined_samples: u32,
    /// The first instruction that wrote a non-finite value
    /// (`Outputs::first_non_finite`).
    pub first_non_finite: Option<crate::env::NonFiniteOrigin>,
}

impl Default for Lane {
    fn default() -> Self {
        Lane {
            r: [[0.0; 4]; TEMPS],
            t: [[0.0; 4]; TEXCOORDS],
            tc: [[0.0; 4]; TEXCOORDS],
            dots: [0.0; TEXCOORDS],
            v: [[0.0; 4]; INPUTS],
            a0: [0; 4],
            p0: [false; 4],
            out: [[0.0; 4]; OUT_SLOTS],
            out_mask: [0; OUT_SLOTS],
            pos: [0.0; 4],
            face: 1.0,
            killed: false,
            undefined_samples: 0,
            first_non_finite: None,
        }
    }
}

/// `vPos`/`vFace` register numbers.
pub(crate) const MISC_POS: u32 = MISC_POSITION;
pub(crate) const MISC_FACE_REG: u32 = MISC_FACE;

/// Applies a swizzle.
#[inline]
pub(crate) fn swizzle(v: [f32; 4], s: ninebridge_d3dbc::Swizzle) -> [f32; 4] {
    let c = s.0;
    [
        v[(c & 3) as usize],
        v[((c >> 2) & 3) as usize],
        v[((c >> 4) & 3) as usize],
        v[((c >> 6) & 3) as usize],
    ]
}

/// Applies a source modifier (after the swizzle). `Dz`/`Dw` (ps_1_4
/// `texld`/`texcrd`): x and y divided by z or w, as the reference says; z and
/// w are kept (the reference names only x and y).
#[inline]
pub(crate) fn modify(v: [f32; 4], m: SrcModifier) -> [f32; 4] {
    match m {
        SrcModifier::None | SrcModifier::Not => v,
        SrcModifier::Negate => v.map(|x| -x),
        SrcModifier::Bias => v.map(|x| x - 0.5),
        SrcModifier::BiasNegate => v.map(|x| -(x - 0.5)),
        SrcModifier::Sign => v.map(|x| 2.0 * x - 1.0),
        SrcModifier::SignNegate => v.map(|x| -(2.0 * x - 1.0)),
        SrcModifier::Complement => v.map(|x| 1.0 - x),
        SrcModifier::X2 => v.map(|x| 2.0 * x),
        SrcModifier::X2Negate => v.map(|x| -2.0 * x),
        SrcModifier::Dz => [v[0] / v[2], v[1] / v[2], v[2], v[3]],
        SrcModifier::Dw => [v[0] / v[3], v[1] / v[3], v[2], v[3]],
        SrcModifier::Abs => v.map(f32::abs),
        SrcModifier::AbsNegate => v.map(|x| -x.abs()),
    }
}

/// A destination's result modifiers: the ps_1_x shift, then `_sat`, then
/// (ps_1_x) the clamp to ±`range`.
#[inline]
pub(crate) fn dst_modify(mut v: [f32; 4], dst: &DstParam, ps1_range: Option<f32>) -> [f32; 4] {
    if dst.shift != 0 {
        let scale = (dst.shift as f32).exp2();
        v = v.map(|x| x * scale);
    }
    if dst.saturate {
        v = v.map(saturate);
    }
    if let Some(range) = ps1_range {
        v = v.map(|x| {
            if x.is_nan() {
                x
            } else {
                x.clamp(-range, range)
            }
        });
    }
    v
}

/// How a write lands in its register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum WriteKind {
    /// A float register.
    Float,
    /// `a0` from `mova`: rounded to nearest.
    AddrRound,
    /// `a0` from vs_1_1 `mov`: floored.
    AddrFloor,
    /// `p0`: nonzero is true.
    Predicate,
}

/// A destination write, held while a co-issued pair completes.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PendingWrite {
    pub kind: WriteKind,
    /// Temp, t#, a0, p0 or an output slot.
    pub target: Target,
    pub value: [f32; 4],
    pub mask: u8,
}

/// Where a write goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Target {
    Temp(usize),
    Tex(usize),
    Addr,
    Pred,
    Out(usize),
    /// Outside the register file: dropped.
    Nowhere,
}

impl Lane {
    /// Stores a write.
    pub fn commit(&mut self, w: PendingWrite) {
        let masked = |dst: &mut [f32; 4]| {
            for (i, d) in dst.iter_mut().enumerate() {
                if w.mask & (1 << i) != 0 {
                    *d = w.value[i];
                }
            }
        };
        match w.target {
            Target::Temp(i) => masked(&mut self.r[i]),
            Target::Tex(i) => masked(&mut self.t[i]),
            Target::Out(s) => {
                masked(&mut self.out[s]);
                self.out_mask[s] |= w.mask;
            }
            Target::Addr => {
                for i in 0..4 {
                    if w.mask & (1 << i) != 0 {
                        self.a0[i] = match w.kind {
                            WriteKind::AddrRound => crate::float::round_to_address(w.value[i]),
                            _ => crate::float::floor_to_address(w.value[i]),
                        };
                    }
                }
            }
            Target::Pred => {
                for i in 0..4 {
                    if w.mask & (1 << i) != 0 {
                        self.p0[i] = w.value[i] != 0.0;
                    }
                }
            }
            Target::Nowhere => {}
        }
    }
}
