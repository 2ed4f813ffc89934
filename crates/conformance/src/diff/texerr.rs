//! The tolerance of outputs that texture samples feed, in the smooth
//! texture mode: a sample may differ between the GPU and the interpreter by
//!
//! - its coordinate's error times the texture's slope: the coordinate's
//!   tolerance (`Tolerance::of_output` of the instructions that compute it,
//!   ULPs of its value plus the absolute allowance, twice for the projective
//!   divide) times the largest texel-to-texel change per unit coordinate
//!   (cube textures: per unit of the face coordinate, which moves by at
//!   most `|dc| / major axis` per coordinate change `dc`);
//! - the filter's precision: GPUs weight texels with 8-bit fixed-point
//!   fractions (Vulkan asks for 4 sub-texel bits at least; lavapipe and
//!   desktop GPUs have 8), 2^-8 of a texel step on each axis of the
//!   coarsest level;
//! - the level of detail's precision: the spread of the sample's values
//!   over the levels of detail a GPU may use (`lod_range`: an explicit
//!   level within 2^-4, Vulkan's minimum mipmap precision; a level from
//!   derivatives between the largest component and the sum of the
//!   components, the approximations of their length Vulkan allows), which
//!   is `LEVEL_STEP` times the range's width away from the mirror seams
//!   (`smooth`);
//! - cube seams: GPUs filter across cube faces, D3D9's reference clamps at
//!   each face: 2 texel steps of the coarsest level within a texel of an
//!   edge.
//!
//! Twice that sum is each sample's allowance. How an output depends on its
//! samples is measured, not derived: the interpreter is run again with one
//! sampler's one channel moved by its allowance, for each sampler and
//! channel, and an output's extra tolerance is the sum of how far it moved.
//! This runs only for outputs outside their plain tolerance. Point-sampled
//! textures (the texel mode) get no allowance.

use std::cell::Cell;
use std::collections::BTreeMap;

use ninebridge_d3dbc::{Opcode, Program, Register, SamplerTextureType};
use ninebridge_interp::sample::sample_texture;
use ninebridge_interp::{CpuTexture, CpuTextures, LodMode, SampleRequest, SamplerDesc, Textures};
use ninebridge_types::{SamplerSlot, TextureFilterType};

use super::family::Tolerance;

/// A coordinate's error: ULPs of its value and an absolute allowance.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct CoordError {
    /// ULPs of each component's value.
    pub ulps: u64,
    /// Absolute allowance.
    pub abs: f32,
}

/// The coordinate error of every sampler stage: the largest over the
/// instructions that sample it.
pub fn coord_errors(program: &Program) -> BTreeMap<u32, CoordError> {
    let mut out: BTreeMap<u32, CoordError> = BTreeMap::new();
    let straight = program.body().all(|(_, ins)| {
        !ins.opcode.is_flow_control() && ins.dst.is_none_or(|d| d.relative.is_none())
    });
    for (index, ins) in program.body() {
        if !ins.opcode.samples_texture(program.model) {
            continue;
        }
        let ps1 = program.model.is_ps_1x();
        let stage = match (ps1, ins.src.get(1), ins.dst) {
            (false, Some(s), _) => s.reg.index,
            (true, _, Some(d)) => d.reg.index,
            _ => continue,
        };
        let mut err = CoordError::default();
        if let Some(src) = ins.src.first().filter(|_| !ps1 || program.model.minor >= 4) {
            // The instructions before this one (all of them under flow
            // control, where later ones may run first).
            let mut upto = program.clone();
            if straight {
                upto.instructions.truncate(index);
            }
            for c in src.swizzle.components() {
                let t = Tolerance::of_output(&upto, src.reg, c);
                err.ulps = err.ulps.max(t.ulps);
                err.abs = err.abs.max(t.abs);
            }
        } else if ps1 {
            let t = super::family::families(program);
            err.ulps = 2 * program.body().count() as u64 + if t.is_empty() { 0 } else { 2 };
        }
        let e = out.entry(stage).or_default();
        e.ulps = e.ulps.max(err.ulps);
        e.abs = e.abs.max(err.abs);
    }
    out
}

/// Sub-texel precision of GPU filtering (fractional bits).
const SUBTEXEL_BITS: i32 = 8;
/// Level-of-detail precision of GPU mipmapping (fractional bits).
const MIPMAP_BITS: i32 = 4;

fn linear(f: TextureFilterType) -> bool {
    !matches!(f, TextureFilterType::None | TextureFilterType::Point)
}

/// Per axis, the largest change between neighbouring texels of any level,
/// per unit of the normalised coordinate (cube: of the face coordinate).
fn slopes(t: &CpuTexture) -> [f32; 3] {
    let mut s = [0.0f32; 3];
    let faces = if t.kind == SamplerTextureType::Cube {
        6
    } else {
        1
    };
    let count = t.level_count();
    for face in 0..faces {
        for level in 0..count {
            let e = |v: u32| (v >> level).max(1) as usize;
            let (w, h, d) = (e(t.width), e(t.height), e(t.depth));
            let Some(data) = t.levels.get(face * count + level) else {
                continue;
            };
            let at = |x: usize, y: usize, z: usize| data.get((z * h + y) * w + x);
            for z in 0..d {
                for y in 0..h {
                    for x in 0..w {
                        let Some(a) = at(x, y, z) else { continue };
                        for (axis, (n, next)) in [
                            (w, at(x + 1, y, z).filter(|_| x + 1 < w)),
                            (h, at(x, y + 1, z).filter(|_| y + 1 < h)),
                            (d, at(x, y, z + 1).filter(|_| z + 1 < d)),
                        ]
                        .into_iter()
                        .enumerate()
                        {
                            if let Some(b) = next {
                                let step = (0..4).map(|c| (a[c] - b[c]).abs()).fold(0.0, f32::max);
                                s[axis] = s[axis].max(step * n as f32);
                            }
                        }
                    }
                }
            }
        }
    }
    s
}

/// The allowance of one sample (see the module notes), before doubling.
/// `grads`: the derivatives of the quad's other lanes for the same sample
/// (a GPU may use any lane's: coarse or fine derivatives).
fn allowance(
    t: &CpuTexture,
    d: &SamplerDesc,
    err: CoordError,
    r: &SampleRequest,
    grads: &[([f32; 3], [f32; 3])],
) -> f32 {
    if !linear(d.mag) && !linear(d.min) {
        return 0.0;
    }
    let s = slopes(t);
    let levels = t.level_count().max(1);
    let coarse = |v: u32| (v >> (levels - 1)).max(1) as f32;
    let sizes = [coarse(t.width), coarse(t.height), coarse(t.depth)];
    let e = |v: f32| v.abs() * err.ulps as f32 * 2.0 * f32::EPSILON + err.abs;
    let cube = t.kind == SamplerTextureType::Cube;
    let dims = if t.kind == SamplerTextureType::Volume {
        3
    } else {
        2
    };
    let mut total = 0.0f32;
    if cube {
        let major = r.coord.iter().map(|c| c.abs()).fold(0.0, f32::max);
        let worst = r.coord.iter().map(|c| e(*c)).fold(0.0, f32::max);
        let face_slope = s[0].max(s[1]);
        if major > 0.0 {
            total += 2.0 * face_slope * worst / major;
            // Within a coarsest texel of a face edge: the seam.
            let near = r
                .coord
                .iter()
                .filter(|c| c.abs() / major > 1.0 - 2.0 / sizes[0])
                .count();
            if near >= 2 {
                total += 2.0 * face_slope / sizes[0];
            }
        } else {
            total += 1.0;
        }
        total += 2.0 * face_slope / sizes[0] * 2f32.powi(-SUBTEXEL_BITS);
    } else {
        for a in 0..dims {
            total += s[a] * e(r.coord[a]);
            total += s[a] / sizes[a] * 2f32.powi(-SUBTEXEL_BITS);
        }
    }
    if d.mip != TextureFilterType::None && levels > 1 {
        let (mut lo, mut hi) = lod_range(t, r, cube);
        for &(ddx, ddy) in grads {
            let (l, h) = lod_range(t, &SampleRequest { ddx, ddy, ..*r }, cube);
            lo = lo.min(l);
            hi = hi.max(h);
        }
        let max = (levels - 1) as f32;
        let (lo, hi) = (lo.clamp(0.0, max), hi.clamp(0.0, max));
        let mut at_lods = vec![lo, hi];
        at_lods.extend((lo.ceil() as usize..=hi.floor() as usize).map(|l| l as f32));
        let vals: Vec<[f32; 4]> = at_lods
            .iter()
            .map(|&l| {
                let q = SampleRequest {
                    lod: LodMode::Level(l),
                    ..*r
                };
                sample_texture(t, d, &q)
            })
            .collect();
        total += (0..4)
            .map(|c| {
                let hi = vals.iter().map(|v| v[c]).fold(f32::MIN, f32::max);
                let lo = vals.iter().map(|v| v[c]).fold(f32::MAX, f32::min);
                hi - lo
            })
            .fold(0.0, f32::max);
    }
    total
}

/// The levels of detail a GPU may use for `r`: an explicit level within
/// 2^-4 (`MIPMAP_BITS`); from derivatives, between the largest component
/// and the sum of the components of the scaled derivatives (Vulkan's
/// allowed approximations of their length), plus the bias, within 2^-4;
/// cube derivatives one level more either way (GPUs differentiate the face
/// coordinate, D3D9's reference the direction). Derivatives all zero: level
/// 0 on both sides.
fn lod_range(t: &CpuTexture, r: &SampleRequest, cube: bool) -> (f32, f32) {
    let eps = 2f32.powi(-MIPMAP_BITS);
    match r.lod {
        LodMode::Level(l) if l.is_finite() => (l - eps, l + eps),
        LodMode::Level(_) => (0.0, 0.0),
        LodMode::Gradients { bias } => {
            if r.ddx.iter().chain(&r.ddy).all(|g| *g == 0.0) {
                return (0.0, 0.0);
            }
            let size = [t.width, t.height, t.depth].map(|v| v as f32);
            let dims = if t.kind == SamplerTextureType::Volume {
                3
            } else {
                2
            };
            let major = r.coord.iter().map(|c| c.abs()).fold(0.0, f32::max);
            let scale = if cube && major > 0.0 {
                0.5 / major
            } else {
                1.0
            };
            let bounds = |g: [f32; 3]| {
                let e: Vec<f32> = (0..dims).map(|a| (g[a] * scale * size[a]).abs()).collect();
                let max = e.iter().copied().fold(0.0, f32::max);
                let sum: f32 = e.iter().sum();
                // The Euclidean length (D3D9's reference) lies between.
                (max, sum)
            };
            let (xl, xh) = bounds(r.ddx);
            let (yl, yh) = bounds(r.ddy);
            let widen = if cube { 1.0 } else { 0.0 };
            let lo = xl.max(yl).log2() + bias - eps - widen;
            let hi = xh.max(yh).log2() + bias + eps + widen;
            let lo = if lo.is_nan() { 0.0 } else { lo };
            let hi = if hi.is_nan() { 0.0 } else { hi };
            (lo, hi)
        }
    }
}

/// A recent sample's slot and derivatives (x, y).
type Recent = (SamplerSlot, [f32; 3], [f32; 3]);

/// The interpreter's textures, one sampler's one channel moved by its
/// allowance (or none: the plain samples); records the largest allowance.
pub struct Perturbed<'a> {
    inner: &'a CpuTextures,
    errors: &'a BTreeMap<u32, CoordError>,
    target: Option<(SamplerSlot, usize, f32)>,
    /// The largest allowance of a sample so far.
    pub largest: Cell<f32>,
    /// The derivatives of the last three samples (the interpreter samples
    /// an instruction lane by lane: the quad's other lanes).
    recent: std::cell::RefCell<Vec<Recent>>,
}

impl<'a> Perturbed<'a> {
    /// `inner` with `target` (sampler, channel, +1 or -1: which way)
    /// moved.
    pub fn new(
        inner: &'a CpuTextures,
        errors: &'a BTreeMap<u32, CoordError>,
        target: Option<(SamplerSlot, usize, f32)>,
    ) -> Self {
        Perturbed {
            inner,
            errors,
            target,
            largest: Cell::new(0.0),
            recent: Default::default(),
        }
    }
}

fn stage_of(slot: SamplerSlot) -> Option<u32> {
    match slot {
        SamplerSlot::Pixel(s) | SamplerSlot::Vertex(s) => Some(s),
        _ => None,
    }
}

impl Textures for Perturbed<'_> {
    fn kind(&self, slot: SamplerSlot) -> Option<SamplerTextureType> {
        self.inner.kind(slot)
    }

    fn sample(&self, slot: SamplerSlot, request: &SampleRequest) -> [f32; 4] {
        let mut v = self.inner.sample(slot, request);
        if let Some((target, channel, sign)) = self.target
            && target == slot
            && let Some((_, t, d)) = self.inner.slots.iter().find(|(s, _, _)| *s == slot)
        {
            let err = stage_of(slot)
                .and_then(|s| self.errors.get(&s))
                .copied()
                .unwrap_or_default();
            let grads: Vec<([f32; 3], [f32; 3])> = self
                .recent
                .borrow()
                .iter()
                .filter(|(s, _, _)| *s == slot)
                .map(|(_, x, y)| (*x, *y))
                .collect();
            let a = 2.0 * allowance(t, d, err, request, &grads);
            self.largest.set(self.largest.get().max(a));
            v[channel] += sign * a;
        }
        let mut recent = self.recent.borrow_mut();
        if recent.len() == 3 {
            recent.remove(0);
        }
        recent.push((slot, request.ddx, request.ddy));
        v
    }
}

/// The moves of one channel, as fractions of its allowance: up and down
/// the whole allowance (a value clamped one way moves the other), and up
/// and down 0.618 of it, an amount no power of two divides, because a
/// shader that scales a sample by a power of two before `frc` (Risen3's
/// depth packed into 8-bit channels, `frc(d * 65536)`) sees a move of a
/// dyadic allowance as a whole number of periods and does not move at all.
pub const MOVES: [f32; 4] = [1.0, -1.0, 0.618_034, -0.618_034];

/// Every (sampler slot, channel, move) a perturbation run moves: the slots
/// bound with linear filtering, each channel by each of [`MOVES`].
pub fn targets(textures: &CpuTextures) -> Vec<(SamplerSlot, usize, f32)> {
    textures
        .slots
        .iter()
        .filter(|(_, _, d)| linear(d.mag) || linear(d.min))
        .flat_map(|(s, _, _)| (0..4).flat_map(move |c| MOVES.map(|m| (*s, c, m))))
        .collect()
}

/// Extra absolute tolerance per (output register, component): over the
/// perturbation runs, taken in groups of `MOVES.len()` (one sampler channel
/// moved each way), the sum of the largest move of each group from `base`.
pub fn extra(
    base: &[(Register, [f32; 4])],
    runs: &[Vec<(Register, [f32; 4])>],
) -> BTreeMap<(Register, usize), f32> {
    let mut out = BTreeMap::new();
    for pair in runs.chunks(MOVES.len()) {
        let mut moved_most: BTreeMap<(Register, usize), f32> = BTreeMap::new();
        for run in pair {
            for (reg, b) in base {
                let Some((_, v)) = run.iter().find(|(r, _)| r == reg) else {
                    continue;
                };
                for c in 0..4 {
                    let moved = (v[c] - b[c]).abs();
                    let moved = if moved.is_nan() { f32::INFINITY } else { moved };
                    let m = moved_most.entry((*reg, c)).or_insert(0.0);
                    *m = m.max(moved);
                }
            }
        }
        for (k, m) in moved_most {
            *out.entry(k).or_insert(0.0) += m;
        }
    }
    out
}

/// The extra tolerance of every output component of one input set: `run`
/// (the interpreter on the set, with the textures it is given) once plain
/// and once per [`targets`] perturbation.
pub fn slack<E>(
    textures: &CpuTextures,
    errors: &BTreeMap<u32, CoordError>,
    run: impl Fn(&dyn Textures) -> Result<ninebridge_interp::Outputs, E>,
) -> Result<BTreeMap<(Register, usize), f32>, E> {
    let values = |o: ninebridge_interp::Outputs| -> Vec<(Register, [f32; 4])> {
        o.values.iter().map(|v| (v.reg, v.value)).collect()
    };
    let base = values(run(&Perturbed::new(textures, errors, None))?);
    let mut runs = Vec::new();
    for t in targets(textures) {
        runs.push(values(run(&Perturbed::new(textures, errors, Some(t)))?));
    }
    Ok(extra(&base, &runs))
}

/// Whether the interpreter's `texkill` decision flips when one sampler's
/// one channel moves by its allowance (the [`targets`] runs): a kill
/// operand within the texture tolerance of zero, which either side may
/// decide either way.
pub fn kill_flips<E>(
    textures: &CpuTextures,
    errors: &BTreeMap<u32, CoordError>,
    run: impl Fn(&dyn Textures) -> Result<ninebridge_interp::Outputs, E>,
) -> Result<bool, E> {
    let base = run(&Perturbed::new(textures, errors, None))?.killed;
    for t in targets(textures) {
        if run(&Perturbed::new(textures, errors, Some(t)))?.killed != base {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Whether an opcode samples a texture (any model).
pub fn samples(program: &Program) -> bool {
    program
        .body()
        .any(|(_, i)| i.opcode.samples_texture(program.model) || i.opcode == Opcode::TexLdl)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_d3dbc::assemble_program;
    use ninebridge_types::TextureAddress;

    fn gradient_texture() -> (CpuTexture, SamplerDesc) {
        // r = u over 8 texels, two levels.
        let level = |n: u32| {
            (0..n * n)
                .map(|i| [((i % n) as f32 + 0.5) / n as f32, 0.5, 0.5, 1.0])
                .collect()
        };
        let t = CpuTexture {
            kind: SamplerTextureType::Texture2d,
            width: 8,
            height: 8,
            depth: 1,
            levels: vec![level(8), level(4)],
        };
        let d = SamplerDesc {
            address: [TextureAddress::Mirror; 3],
            mag: TextureFilterType::Linear,
            min: TextureFilterType::Linear,
            mip: TextureFilterType::Linear,
            ..SamplerDesc::default()
        };
        (t, d)
    }

    fn request(u: f32, lod: LodMode) -> SampleRequest {
        SampleRequest {
            kind: SamplerTextureType::Texture2d,
            coord: [u, 0.5, 0.0],
            ddx: [0.0; 3],
            ddy: [0.0; 3],
            lod,
        }
    }

    #[test]
    fn the_allowance_grows_with_the_coordinate_error() {
        let (t, d) = gradient_texture();
        assert_eq!(slopes(&t), [1.0, 0.0, 0.0]);
        let r = request(0.5, LodMode::Level(0.0));
        let exact = allowance(&t, &d, CoordError::default(), &r, &[]);
        // Only the filter precision: 2^-8 of a texel step of the 4-texel level.
        assert!((exact - 0.25 / 256.0).abs() < 1e-7, "{exact}");
        let loose = allowance(&t, &d, CoordError { ulps: 0, abs: 1e-3 }, &r, &[]);
        assert!((loose - exact - 1e-3).abs() < 1e-6, "{loose}");
        // Point sampling: no allowance.
        let point = SamplerDesc {
            mag: TextureFilterType::Point,
            min: TextureFilterType::Point,
            ..d
        };
        assert_eq!(
            allowance(&t, &point, CoordError { ulps: 9, abs: 1.0 }, &r, &[]),
            0.0
        );
    }

    #[test]
    fn levels_count_only_where_they_differ() {
        let (t, d) = gradient_texture();
        // Derivatives of 0.8 texel on each axis: a level of detail between
        // log2(0.8) (the largest) and log2(1.6) (the sum), levels 0 to 0.68.
        let grads = |u| SampleRequest {
            ddx: [0.1, 0.1, 0.0],
            ..request(u, LodMode::Gradients { bias: 0.0 })
        };
        // In the middle both levels hold u; at the seam the 4-texel level
        // flattens to 1/8 where the 8-texel one reaches 1/16.
        let middle = allowance(&t, &d, CoordError::default(), &grads(0.5), &[]);
        let seam = allowance(&t, &d, CoordError::default(), &grads(0.02), &[]);
        assert!(middle < 1e-3, "{middle}");
        assert!(seam > 0.03, "{seam}");
        // Levels that differ by a step: an explicit level costs 2^-4 of a
        // step either way.
        let mut stepped = t.clone();
        for v in &mut stepped.levels[1] {
            v[0] += 0.1;
        }
        let r = request(0.5, LodMode::Level(0.5));
        let a = allowance(&stepped, &d, CoordError::default(), &r, &[]);
        assert!((a - 0.1 / 8.0).abs() < 2e-3, "{a}");
    }

    #[test]
    fn coordinate_errors_follow_the_instructions_that_compute_them() {
        let p = assemble_program(
            "ps_2_0\ndcl t0\ndcl_2d s0\ndcl_2d s1\nrcp r0.x, t0.x\nmul r0, r0.x, t0\n\
             texld r1, r0, s0\ntexld r2, t0, s1\nadd oC0, r1, r2\n",
        )
        .unwrap();
        let e = coord_errors(&p);
        assert!(e[&0].ulps > e[&1].ulps, "{e:?}");
        assert_eq!(e[&1], CoordError { ulps: 2, abs: 0.0 });
    }

    #[test]
    fn a_kill_flips_only_when_its_operand_is_within_the_allowance() {
        let p = assemble_program(
            "ps_3_0\ndcl_texcoord v0.xy\ndcl_2d s0\ntexld r0, v0, s0\n\
             add r1, r0.x, c0.x\ntexkill r1\nmov oC0, r0\n",
        )
        .unwrap();
        let it = ninebridge_interp::Interpreter::new(&p).unwrap();
        let (t, d) = gradient_texture();
        let mut textures = CpuTextures::default();
        textures.bind(SamplerSlot::Pixel(0), t, d);
        let errors = coord_errors(&p);
        let flips = |threshold: f32, u: f32| {
            let mut set = crate::inputs::InputSet::default();
            set.c.insert(0, [threshold; 4]);
            set.v.insert(0, [u, 0.5, 0.0, 1.0]);
            let env = set.environment().unwrap();
            let px = set.pixel().unwrap();
            kill_flips(&textures, &errors, |t| it.run_pixel(&env, t, &px)).unwrap()
        };
        // The sample at u is about u (r = u): a threshold of -u puts the
        // kill operand at 0, within the filter's allowance; -u + 0.2 far
        // from it, killed or not.
        assert!(flips(-0.5, 0.5));
        assert!(!flips(-0.3, 0.5));
        assert!(!flips(-0.7, 0.5));
    }
}
