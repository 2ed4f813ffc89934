//! Texture sampling: the [`Textures`] trait the interpreter samples through,
//! and [`CpuTextures`], a CPU implementation of D3D9's point and linear
//! filtering of 2D, cube and volume textures with every address mode and the
//! border colour.
//!
//! The interpreter computes coordinates and derivatives; the implementation
//! chooses the level of detail from them (it alone knows the texture's size).

use ninebridge_d3dbc::SamplerTextureType;
use ninebridge_types::{SamplerSlot, TextureAddress, TextureFilterType};

/// How the level of detail of one sample is chosen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LodMode {
    /// From the screen-space derivatives of the coordinate (`texld`, `texldb`
    /// with its bias, `texldd`), plus `bias` levels.
    Gradients {
        /// Levels added (`texldb`'s w; 0 otherwise).
        bias: f32,
    },
    /// An explicit level (`texldl`'s w).
    Level(f32),
}

/// One texture sample request.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SampleRequest {
    /// The texture type the shader declares (`Unknown` for ps_1_x, where the
    /// bound texture decides).
    pub kind: SamplerTextureType,
    /// Normalised coordinates (u, v, w); projection already applied.
    pub coord: [f32; 3],
    /// d(coord)/dx across the quad.
    pub ddx: [f32; 3],
    /// d(coord)/dy across the quad.
    pub ddy: [f32; 3],
    /// How the level of detail is chosen.
    pub lod: LodMode,
}

/// What the interpreter samples through.
pub trait Textures {
    /// The texture type bound to `slot`, `None` when nothing is bound.
    fn kind(&self, slot: SamplerSlot) -> Option<SamplerTextureType>;
    /// One filtered sample (r, g, b, a). Unbound slots give (0, 0, 0, 1).
    fn sample(&self, slot: SamplerSlot, request: &SampleRequest) -> [f32; 4];
}

/// No textures bound: every sample is (0, 0, 0, 1).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTextures;

/// What an unbound sampler returns.
pub const UNBOUND_SAMPLE: [f32; 4] = [0.0, 0.0, 0.0, 1.0];

impl Textures for NoTextures {
    fn kind(&self, _slot: SamplerSlot) -> Option<SamplerTextureType> {
        None
    }

    fn sample(&self, _slot: SamplerSlot, _request: &SampleRequest) -> [f32; 4] {
        UNBOUND_SAMPLE
    }
}

/// A texture held as f32 RGBA texels.
#[derive(Clone, Debug, PartialEq)]
pub struct CpuTexture {
    /// 2D, cube or volume.
    pub kind: SamplerTextureType,
    /// Level 0 width.
    pub width: u32,
    /// Level 0 height.
    pub height: u32,
    /// Level 0 depth (1 unless a volume).
    pub depth: u32,
    /// Texels of each level, rows of x then y then z; for cube textures the
    /// six faces (D3DCUBEMAP_FACES order: +x, -x, +y, -y, +z, -z), each with
    /// all its levels, face-major (`face * levels + level`).
    pub levels: Vec<Vec<[f32; 4]>>,
}

impl CpuTexture {
    /// Number of mip levels.
    pub fn level_count(&self) -> usize {
        match self.kind {
            SamplerTextureType::Cube => self.levels.len() / 6,
            _ => self.levels.len(),
        }
    }

    fn level_size(&self, level: usize) -> [u32; 3] {
        let e = |v: u32| (v >> level.min(31)).max(1);
        [e(self.width), e(self.height), e(self.depth)]
    }

    fn texel(&self, face: usize, level: usize, x: u32, y: u32, z: u32) -> [f32; 4] {
        let [w, h, _] = self.level_size(level);
        let data = self.levels.get(face * self.level_count() + level);
        let i = (z as usize * h as usize + y as usize) * w as usize + x as usize;
        data.and_then(|d| d.get(i))
            .copied()
            .unwrap_or(UNBOUND_SAMPLE)
    }
}

/// A sampler's states (the `D3DSAMP_*` values that matter on the CPU).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SamplerDesc {
    /// ADDRESSU, ADDRESSV, ADDRESSW.
    pub address: [TextureAddress; 3],
    /// BORDERCOLOR as floats (r, g, b, a).
    pub border: [f32; 4],
    /// MAGFILTER.
    pub mag: TextureFilterType,
    /// MINFILTER.
    pub min: TextureFilterType,
    /// MIPFILTER.
    pub mip: TextureFilterType,
    /// MIPMAPLODBIAS.
    pub lod_bias: f32,
    /// MAXMIPLEVEL: the largest (most detailed) level used.
    pub max_mip_level: u32,
}

impl Default for SamplerDesc {
    /// D3D9's defaults: wrap, point, no mipmapping, black transparent border.
    fn default() -> Self {
        SamplerDesc {
            address: [TextureAddress::Wrap; 3],
            border: [0.0; 4],
            mag: TextureFilterType::Point,
            min: TextureFilterType::Point,
            mip: TextureFilterType::None,
            lod_bias: 0.0,
            max_mip_level: 0,
        }
    }
}

/// Converts a `D3DCOLOR` (0xAARRGGBB) to (r, g, b, a) floats.
pub fn d3dcolor_to_rgba(color: u32) -> [f32; 4] {
    let ch = |shift: u32| ((color >> shift) & 0xff) as f32 / 255.0;
    [ch(16), ch(8), ch(0), ch(24)]
}

/// Textures and samplers bound to sampler slots, sampled on the CPU.
#[derive(Clone, Debug, Default)]
pub struct CpuTextures {
    /// The bound slots.
    pub slots: Vec<(SamplerSlot, CpuTexture, SamplerDesc)>,
}

impl CpuTextures {
    /// Binds `texture` with `sampler` to `slot` (replacing what was there).
    pub fn bind(&mut self, slot: SamplerSlot, texture: CpuTexture, sampler: SamplerDesc) {
        self.slots.retain(|(s, _, _)| *s != slot);
        self.slots.push((slot, texture, sampler));
    }

    fn get(&self, slot: SamplerSlot) -> Option<(&CpuTexture, &SamplerDesc)> {
        self.slots
            .iter()
            .find(|(s, _, _)| *s == slot)
            .map(|(_, t, d)| (t, d))
    }
}

impl Textures for CpuTextures {
    fn kind(&self, slot: SamplerSlot) -> Option<SamplerTextureType> {
        self.get(slot).map(|(t, _)| t.kind)
    }

    fn sample(&self, slot: SamplerSlot, request: &SampleRequest) -> [f32; 4] {
        match self.get(slot) {
            Some((t, d)) => sample_texture(t, d, request),
            None => UNBOUND_SAMPLE,
        }
    }
}

/// The texel index for integer position `i` on an axis of `n` texels, or
/// `None` for the border colour.
fn address(mode: TextureAddress, i: i64, n: u32) -> Option<u32> {
    let n = i64::from(n.max(1));
    let j = match mode {
        TextureAddress::Wrap => i.rem_euclid(n),
        TextureAddress::Mirror => {
            let m = i.rem_euclid(2 * n);
            if m >= n { 2 * n - 1 - m } else { m }
        }
        TextureAddress::Clamp => i.clamp(0, n - 1),
        TextureAddress::Border => {
            if i < 0 || i >= n {
                return None;
            }
            i
        }
        TextureAddress::MirrorOnce => {
            let m = if i < 0 { -i - 1 } else { i };
            m.clamp(0, n - 1)
        }
    };
    Some(j as u32)
}

/// A float coordinate scaled to texels, kept in i64 range.
fn texel_pos(x: f32) -> f64 {
    f64::from(x).clamp(-1.0e12, 1.0e12)
}

fn is_linear(f: TextureFilterType) -> bool {
    !matches!(f, TextureFilterType::None | TextureFilterType::Point)
}

/// Where and how one level is read.
struct Lookup {
    /// Cube face (0 otherwise).
    face: usize,
    /// Normalised coordinates on the face or volume.
    coord: [f32; 3],
    /// Axes used (2 or 3).
    dims: usize,
    /// Linear rather than point filtering.
    linear: bool,
    /// Address mode per axis.
    modes: [TextureAddress; 3],
}

/// Samples one level of a face with one filter.
fn sample_level(t: &CpuTexture, d: &SamplerDesc, level: usize, q: &Lookup) -> [f32; 4] {
    let Lookup {
        face,
        coord,
        dims,
        linear,
        modes: address_modes,
    } = *q;
    let size = t.level_size(level);
    // Per axis: up to two (texel index or border, weight) taps.
    let mut taps = [[(Some(0u32), 1.0f64), (None, 0.0)]; 3];
    let mut counts = [1usize; 3];
    for axis in 0..dims {
        let n = size[axis];
        let x = texel_pos(coord[axis]) * f64::from(n);
        let mode = address_modes[axis];
        if linear {
            let x = x - 0.5;
            let i0 = x.floor();
            let f = x - i0;
            let i0 = i0 as i64;
            taps[axis] = [
                (address(mode, i0, n), 1.0 - f),
                (address(mode, i0 + 1, n), f),
            ];
            counts[axis] = 2;
        } else {
            taps[axis][0] = (address(mode, x.floor() as i64, n), 1.0);
        }
    }
    let mut out = [0.0f64; 4];
    for (ix, wx) in taps[0].iter().take(counts[0]) {
        for (iy, wy) in taps[1].iter().take(counts[1]) {
            for (iz, wz) in taps[2].iter().take(counts[2]) {
                let w = wx * wy * wz;
                if w == 0.0 {
                    continue;
                }
                let texel = match (ix, iy, iz) {
                    (Some(x), Some(y), Some(z)) => t.texel(face, level, *x, *y, *z),
                    _ => d.border,
                };
                for c in 0..4 {
                    out[c] += w * f64::from(texel[c]);
                }
            }
        }
    }
    out.map(|v| v as f32)
}

/// The cube face and its (s, t) for a direction (D3D9's face table), and the
/// major axis magnitude. When magnitudes tie, z is taken before y before x:
/// D3D9's documentation does not say; this is the order of the Vulkan and
/// Direct3D 10+ specifications (see docs/conformance.md).
fn cube_face(c: [f32; 3]) -> (usize, [f32; 2], f32) {
    let [x, y, z] = c;
    let (ax, ay, az) = (x.abs(), y.abs(), z.abs());
    let (face, sc, tc, ma) = if az >= ax && az >= ay {
        if z >= 0.0 {
            (4, x, -y, az)
        } else {
            (5, -x, -y, az)
        }
    } else if ay >= ax {
        if y >= 0.0 {
            (2, x, z, ay)
        } else {
            (3, x, -z, ay)
        }
    } else if x >= 0.0 {
        (0, -z, -y, ax)
    } else {
        (1, z, -y, ax)
    };
    let ma = if ma == 0.0 { 1.0 } else { ma };
    (face, [(sc / ma + 1.0) * 0.5, (tc / ma + 1.0) * 0.5], ma)
}

/// Samples `t` with `d` (the CPU reference of D3D9's filtering).
pub fn sample_texture(t: &CpuTexture, d: &SamplerDesc, r: &SampleRequest) -> [f32; 4] {
    let levels = t.level_count();
    if levels == 0 {
        return UNBOUND_SAMPLE;
    }
    let (face, coord, dims, deriv_scale, modes) = match t.kind {
        SamplerTextureType::Cube => {
            let (face, st, ma) = cube_face(r.coord);
            let clamp = [TextureAddress::Clamp; 3];
            (face, [st[0], st[1], 0.0], 2, 0.5 / ma, clamp)
        }
        SamplerTextureType::Volume => (0, r.coord, 3, 1.0, d.address),
        _ => (0, [r.coord[0], r.coord[1], 0.0], 2, 1.0, d.address),
    };
    let base = (d.max_mip_level as usize).min(levels - 1);
    let lod = match r.lod {
        LodMode::Level(l) => l + d.lod_bias,
        LodMode::Gradients { bias } => {
            let size = t.level_size(0);
            let len = |g: [f32; 3]| {
                let mut s = 0.0f32;
                for (axis, v) in g.iter().enumerate().take(dims) {
                    let e = v * deriv_scale * size[axis] as f32;
                    s += e * e;
                }
                s.sqrt()
            };
            let rho = len(r.ddx).max(len(r.ddy));
            rho.log2() + bias + d.lod_bias
        }
    };
    let lod = if lod.is_nan() { 0.0 } else { lod };
    let linear = is_linear(if lod > 0.0 { d.min } else { d.mag });
    let max_level = (levels - 1) as f32;
    let q = Lookup {
        face,
        coord,
        dims,
        linear,
        modes,
    };
    let one = |level: usize| sample_level(t, d, level, &q);
    match d.mip {
        TextureFilterType::None => one(base),
        TextureFilterType::Point => {
            let l = (base as f32 + (lod.max(0.0) + 0.5).floor()).min(max_level);
            one(l as usize)
        }
        _ => {
            let l = (base as f32 + lod.max(0.0)).min(max_level);
            let l0 = l.floor();
            let f = l - l0;
            let a = one(l0 as usize);
            if f == 0.0 {
                return a;
            }
            let b = one((l0 as usize + 1).min(levels - 1));
            [0, 1, 2, 3].map(|c| a[c] + (b[c] - a[c]) * f)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tex2d(w: u32, h: u32, texels: Vec<[f32; 4]>) -> CpuTexture {
        CpuTexture {
            kind: SamplerTextureType::Texture2d,
            width: w,
            height: h,
            depth: 1,
            levels: vec![texels],
        }
    }

    fn req(u: f32, v: f32) -> SampleRequest {
        SampleRequest {
            kind: SamplerTextureType::Texture2d,
            coord: [u, v, 0.0],
            ddx: [0.0; 3],
            ddy: [0.0; 3],
            lod: LodMode::Level(0.0),
        }
    }

    fn grey(v: f32) -> [f32; 4] {
        [v, v, v, 1.0]
    }

    #[test]
    fn address_modes_follow_d3d9() {
        use TextureAddress::*;
        assert_eq!(address(Wrap, -1, 4), Some(3));
        assert_eq!(address(Wrap, 5, 4), Some(1));
        assert_eq!(address(Mirror, 4, 4), Some(3));
        assert_eq!(address(Mirror, -1, 4), Some(0));
        assert_eq!(address(Mirror, 8, 4), Some(0));
        assert_eq!(address(Clamp, -3, 4), Some(0));
        assert_eq!(address(Clamp, 9, 4), Some(3));
        assert_eq!(address(Border, 4, 4), None);
        assert_eq!(address(Border, -1, 4), None);
        assert_eq!(address(MirrorOnce, -2, 4), Some(1));
        assert_eq!(address(MirrorOnce, -9, 4), Some(3));
    }

    #[test]
    fn point_sampling_picks_the_texel_under_the_coordinate() {
        let t = tex2d(2, 1, vec![grey(0.0), grey(1.0)]);
        let d = SamplerDesc::default();
        assert_eq!(sample_texture(&t, &d, &req(0.25, 0.5)), grey(0.0));
        assert_eq!(sample_texture(&t, &d, &req(0.75, 0.5)), grey(1.0));
        // Wrap: 1.25 is 0.25.
        assert_eq!(sample_texture(&t, &d, &req(1.25, 0.5)), grey(0.0));
    }

    #[test]
    fn linear_sampling_blends_neighbours_from_texel_centres() {
        let t = tex2d(2, 1, vec![grey(0.0), grey(1.0)]);
        let d = SamplerDesc {
            mag: TextureFilterType::Linear,
            min: TextureFilterType::Linear,
            address: [TextureAddress::Clamp; 3],
            ..SamplerDesc::default()
        };
        // Centres sample one texel.
        assert_eq!(sample_texture(&t, &d, &req(0.25, 0.5)), grey(0.0));
        // Halfway between the centres.
        assert_eq!(sample_texture(&t, &d, &req(0.5, 0.5)), grey(0.5));
    }

    #[test]
    fn border_colour_outside_the_texture() {
        let t = tex2d(1, 1, vec![grey(1.0)]);
        let d = SamplerDesc {
            address: [TextureAddress::Border; 3],
            border: d3dcolor_to_rgba(0x80ff_0000),
            ..SamplerDesc::default()
        };
        assert_eq!(
            sample_texture(&t, &d, &req(1.5, 0.5)),
            [1.0, 0.0, 0.0, 128.0 / 255.0]
        );
        assert_eq!(sample_texture(&t, &d, &req(0.5, 0.5)), grey(1.0));
    }

    #[test]
    fn cube_faces_by_major_axis() {
        let faces: Vec<Vec<[f32; 4]>> = (0..6).map(|f| vec![grey(f as f32)]).collect();
        let t = CpuTexture {
            kind: SamplerTextureType::Cube,
            width: 1,
            height: 1,
            depth: 1,
            levels: faces,
        };
        let d = SamplerDesc::default();
        for (dir, face) in [
            ([1.0, 0.2, 0.1], 0.0),
            ([-1.0, 0.2, 0.1], 1.0),
            ([0.1, 1.0, 0.2], 2.0),
            ([0.1, -1.0, 0.2], 3.0),
            ([0.1, 0.2, 1.0], 4.0),
            ([0.1, 0.2, -1.0], 5.0),
        ] {
            let mut r = req(0.0, 0.0);
            r.coord = dir;
            assert_eq!(sample_texture(&t, &d, &r), grey(face), "{dir:?}");
        }
        // Ties: z before y before x.
        for (dir, face) in [
            ([1.0, 1.0, 1.0], 4.0),
            ([1.0, -1.0, 0.5], 3.0),
            ([-1.0, 0.5, -1.0], 5.0),
        ] {
            let mut r = req(0.0, 0.0);
            r.coord = dir;
            assert_eq!(sample_texture(&t, &d, &r), grey(face), "{dir:?}");
        }
    }

    #[test]
    fn cube_face_orientation_follows_the_face_table() {
        // 2x2 faces, texel (x, y) of face f holds 10 f + 2 y + x.
        let faces: Vec<Vec<[f32; 4]>> = (0..6)
            .map(|f| (0..4).map(|i| grey((10 * f + i) as f32)).collect())
            .collect();
        let t = CpuTexture {
            kind: SamplerTextureType::Cube,
            width: 2,
            height: 2,
            depth: 1,
            levels: faces,
        };
        let d = SamplerDesc::default();
        // +x: s = -z, t = -y; +y: s = x, t = z; -z: s = -x, t = -y.
        for (dir, texel) in [
            ([1.0, -0.5, -0.5], 3.0),
            ([1.0, 0.5, -0.5], 1.0),
            ([-1.0, -0.5, 0.5], 13.0),
            ([0.5, 1.0, 0.5], 23.0),
            ([0.5, -1.0, -0.5], 33.0),
            ([-0.5, -0.5, 1.0], 42.0),
            ([-0.5, -0.5, -1.0], 53.0),
        ] {
            let mut r = req(0.0, 0.0);
            r.coord = dir;
            assert_eq!(sample_texture(&t, &d, &r), grey(texel), "{dir:?}");
        }
    }

    #[test]
    fn volume_point_sampling() {
        let t = CpuTexture {
            kind: SamplerTextureType::Volume,
            width: 1,
            height: 1,
            depth: 2,
            levels: vec![vec![grey(0.25), grey(0.75)]],
        };
        let d = SamplerDesc::default();
        let mut r = req(0.5, 0.5);
        r.coord[2] = 0.75;
        assert_eq!(sample_texture(&t, &d, &r), grey(0.75));
    }

    #[test]
    fn mip_selection_from_gradients() {
        let t = CpuTexture {
            kind: SamplerTextureType::Texture2d,
            width: 4,
            height: 4,
            depth: 1,
            levels: vec![vec![grey(0.0); 16], vec![grey(1.0); 4], vec![grey(2.0)]],
        };
        let d = SamplerDesc {
            mip: TextureFilterType::Point,
            ..SamplerDesc::default()
        };
        let mut r = req(0.5, 0.5);
        r.lod = LodMode::Gradients { bias: 0.0 };
        // One texel per pixel: level 0.
        r.ddx = [0.25, 0.0, 0.0];
        assert_eq!(sample_texture(&t, &d, &r), grey(0.0));
        // Two texels per pixel: level 1.
        r.ddx = [0.5, 0.0, 0.0];
        assert_eq!(sample_texture(&t, &d, &r), grey(1.0));
        // A bias of one more level.
        r.lod = LodMode::Gradients { bias: 1.0 };
        assert_eq!(sample_texture(&t, &d, &r), grey(2.0));
        // MIPFILTER NONE keeps MAXMIPLEVEL's level.
        let none = SamplerDesc {
            max_mip_level: 1,
            ..SamplerDesc::default()
        };
        assert_eq!(sample_texture(&t, &none, &r), grey(1.0));
    }
}
