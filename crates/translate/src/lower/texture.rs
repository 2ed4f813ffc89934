//! Texture sampling: samplers and their bindings, model 2/3 `texld`,
//! `texldp`, `texldb`, `texldl`, `texldd`, `texkill`, and every ps_1_x
//! texture instruction (`tex`, `texcoord`/`texcrd`, `texbem(l)`,
//! `texreg2*`, the `texm3x2*`/`texm3x3*` families, `texdp3(tex)`,
//! `texdepth`, `bem`).
//!
//! ps_1_x declares no sampler types: each stage's kind comes from
//! [`TranslateOptions::sampler_kinds`](crate::TranslateOptions), overridden
//! where an instruction needs another (a 2D lookup for `texbem`, a 3D one
//! for `texm3x3tex`), as the spec's translation retry does.

use naga::{
    AddressSpace, BinaryOperator as B, Expression, GlobalVariable, Handle, ImageClass,
    ImageDimension, ImageQuery, MathFunction as M, ResourceBinding, SampleLevel, ScalarKind, Span,
    Statement, TypeInner,
};
use ninebridge_d3dbc::{
    Instruction, Opcode, RegisterType, SamplerTextureType, SrcModifier, SrcParam, TexLdKind,
};

use super::{Ctx, SamplerSlot};
use crate::error::TranslateError;
use crate::interface::{self, TextureDim};
use crate::options::{DepthSampling, SamplerKind};

type Expr = Handle<Expression>;

fn kind_dim(kind: SamplerKind) -> TextureDim {
    match kind {
        SamplerKind::TwoD => TextureDim::D2,
        SamplerKind::Cube => TextureDim::Cube,
        SamplerKind::Volume => TextureDim::D3,
    }
}

/// What a ps_1_x instruction needs of the texture at its stage.
fn ps1_requirement(op: Opcode, bound: TextureDim) -> TextureDim {
    use Opcode as O;
    match op {
        O::TexBem | O::TexBemL | O::TexReg2Ar | O::TexReg2Gb | O::TexM3x2Tex | O::TexDp3Tex => {
            TextureDim::D2
        }
        O::TexM3x3Tex | O::TexM3x3Spec | O::TexM3x3VSpec => match bound {
            TextureDim::D2 => TextureDim::Cube,
            other => other,
        },
        _ => bound,
    }
}

/// How stage `stage` of a `dim` lookup samples a depth texture: 2D pixel
/// stages only, as the options name them (a comparison wins).
fn depth_sampling(ctx: &Ctx, stage: u32, dim: TextureDim) -> DepthSampling {
    if ctx.stage != naga::ShaderStage::Fragment || dim != TextureDim::D2 || stage >= 16 {
        return DepthSampling::None;
    }
    let bit = 1u16 << stage;
    if ctx.options.depth_compare & bit != 0 {
        DepthSampling::Compare
    } else if ctx.options.depth_value & bit != 0 {
        DepthSampling::Value
    } else {
        DepthSampling::None
    }
}

pub(crate) fn create_slot(ctx: &mut Ctx, stage: u32, dim: TextureDim) -> SamplerSlot {
    let group = interface::bind_group(ctx.stage);
    let depth = depth_sampling(ctx, stage, dim);
    let image_dim = match dim {
        TextureDim::D2 => ImageDimension::D2,
        TextureDim::Cube => ImageDimension::Cube,
        TextureDim::D3 => ImageDimension::D3,
    };
    let class = if depth == DepthSampling::None {
        ImageClass::Sampled {
            kind: ScalarKind::Float,
            multi: false,
        }
    } else {
        ImageClass::Depth { multi: false }
    };
    let tex_ty = ctx.b.ty(TypeInner::Image {
        dim: image_dim,
        arrayed: false,
        class,
    });
    let samp_ty = ctx.b.ty(TypeInner::Sampler {
        comparison: depth == DepthSampling::Compare,
    });
    let mut global = |name: String, ty, binding| {
        ctx.b.module.global_variables.append(
            GlobalVariable {
                name: Some(name),
                space: AddressSpace::Handle,
                binding: Some(ResourceBinding { group, binding }),
                ty,
                init: None,
                memory_decorations: Default::default(),
            },
            Span::UNDEFINED,
        )
    };
    let texture = global(
        format!("t_s{stage}"),
        tex_ty,
        interface::texture_binding(stage),
    );
    let sampler = global(
        format!("s_s{stage}"),
        samp_ty,
        interface::sampler_binding(stage),
    );
    SamplerSlot {
        dim,
        depth,
        texture,
        sampler,
    }
}

/// Creates the texture and sampler globals of every stage the program uses.
pub(crate) fn declare_samplers(ctx: &mut Ctx) -> Result<(), TranslateError> {
    let limit = if ctx.stage == naga::ShaderStage::Vertex {
        interface::VERTEX_SAMPLERS
    } else {
        interface::PIXEL_SAMPLERS
    };
    let mut dims: [Option<TextureDim>; 16] = [None; 16];
    if ctx.model.is_ps_1x() {
        for ins in &ctx.program.instructions {
            if !ins.opcode.samples_texture(ctx.model) {
                continue;
            }
            let Some(dst) = ins.dst else { continue };
            let stage = dst.reg.index as usize;
            if stage >= 8 {
                continue;
            }
            let bound = kind_dim(ctx.options.sampler_kinds[stage]);
            dims[stage] = Some(ps1_requirement(ins.opcode, bound));
        }
    } else {
        for decl in &ctx.program.declarations {
            if decl.reg.kind != RegisterType::Sampler {
                continue;
            }
            let stage = decl.reg.index;
            if stage >= limit {
                return Err(TranslateError::Program(format!(
                    "sampler s{stage} is beyond the {limit} stages of this model"
                )));
            }
            let overridden = ctx.options.sampler_kind_overrides & (1 << stage) != 0;
            dims[stage as usize] = Some(if overridden {
                kind_dim(ctx.options.sampler_kinds[stage as usize])
            } else {
                match decl.texture_type {
                    SamplerTextureType::Cube => TextureDim::Cube,
                    SamplerTextureType::Volume => TextureDim::D3,
                    _ => TextureDim::D2,
                }
            });
        }
    }
    for (stage, dim) in dims.iter().enumerate() {
        if let Some(dim) = *dim {
            let slot = create_slot(ctx, stage as u32, dim);
            ctx.samplers[stage] = Some(slot);
        }
    }
    Ok(())
}

impl Ctx<'_> {
    fn sampler_limit(&self) -> u32 {
        if self.stage == naga::ShaderStage::Vertex {
            interface::VERTEX_SAMPLERS
        } else {
            interface::PIXEL_SAMPLERS
        }
    }

    /// Samples stage `stage` at `coord` (a `vec4<f32>`; the components the
    /// texture kind needs are taken from it).
    pub(crate) fn sample(
        &mut self,
        stage: u32,
        coord: Expr,
        level: SampleLevel,
    ) -> Result<Expr, TranslateError> {
        let slot = match self.samplers.get(stage as usize).copied().flatten() {
            Some(slot) => slot,
            // An undeclared sampler (which the D3D9 runtime would refuse)
            // samples as 2D, like a missing `dcl_2d`.
            None if stage < self.sampler_limit() => {
                let slot = create_slot(self, stage, TextureDim::D2);
                self.samplers[stage as usize] = Some(slot);
                slot
            }
            None => return Err(self.err(format!("sampler s{stage} does not exist"))),
        };
        let n = match slot.dim {
            TextureDim::D2 => 2,
            _ => 3,
        };
        let coordinate = self.b.swizzle(coord, n, [0, 1, 2, 3]);
        let level = self.lod_biased(stage, level);
        let level = match level {
            SampleLevel::Auto if self.stage == naga::ShaderStage::Vertex => SampleLevel::Zero,
            SampleLevel::Gradient { x, y } => SampleLevel::Gradient {
                x: self.b.swizzle(x, n, [0, 1, 2, 3]),
                y: self.b.swizzle(y, n, [0, 1, 2, 3]),
            },
            other => other,
        };
        let image = self.b.global(slot.texture);
        let sampler = self.b.global(slot.sampler);
        if slot.depth != DepthSampling::None {
            let value = self.sample_depth(slot.depth, (image, sampler), coord, level);
            return Ok(self.texture_swizzle(stage, value));
        }
        let sampled = self.b.expr(Expression::ImageSample {
            image,
            sampler,
            gather: None,
            coordinate,
            array_index: None,
            offset: None,
            level,
            depth_ref: None,
            clamp_to_edge: false,
        });
        let value = self.texture_swizzle(stage, sampled);
        Ok(self.border_blend(stage, slot, coordinate, value))
    }

    /// `value` (stage `stage` sampled at `coordinate`, the components the
    /// texture kind reads) with an emulated `D3DTADDRESS_BORDER`
    /// ([`TranslateOptions::border_emulation`](crate::TranslateOptions)):
    /// `mix(border_color, value, inside)`, where `inside` is the product
    /// over the bordered axes of the weight the filter gives texels inside
    /// the texture. With x the coordinate in texels of level 0 and S its
    /// size: for point filtering 1 when 0 <= x < S, else 0; for linear
    /// filtering, whose two taps sit at floor(x - 0.5) and the next,
    /// `saturate(min(x + 0.5, S + 0.5 - x))`. The sampler clamps the
    /// bordered axes to the edge, so the taps outside read the edge
    /// texels the taps inside also read: the blend is then exactly the
    /// border hardware's for one level.
    fn border_blend(
        &mut self,
        stage: u32,
        slot: SamplerSlot,
        coordinate: Expr,
        value: Expr,
    ) -> Expr {
        if stage >= self.sampler_limit() || self.options.border_emulation & (1 << stage) == 0 {
            return value;
        }
        let n = match slot.dim {
            TextureDim::D2 => 2,
            TextureDim::D3 => 3,
            // Directions: a cube has no outside.
            TextureDim::Cube => return value,
        };
        let (Some(color_field), Some(params_field)) = (
            super::entry::renderer_member(self, "border_color"),
            super::entry::renderer_member(self, "border_params"),
        ) else {
            return value;
        };
        let load = |ctx: &mut Self, field: u32| {
            let r = ctx.renderer_ptr();
            let array = ctx.b.index(r, field);
            let element = ctx.b.index(array, stage);
            ctx.b.load(element)
        };
        let color = load(self, color_field);
        let params = load(self, params_field);
        let image = self.b.global(slot.texture);
        let level = self.b.u32(0);
        let size = self.b.expr(Expression::ImageQuery {
            image,
            query: ImageQuery::Size { level: Some(level) },
        });
        let size = self.b.convert(size, ScalarKind::Float);
        let x = self.b.binary(B::Multiply, coordinate, size);
        let (half, zero, one) = (self.b.f32(0.5), self.b.f32(0.0), self.b.f32(1.0));
        let [half_n, zero_n, one_n] = [half, zero, one].map(|v| self.b.splat(n, v));
        // Linear: the weight of the taps inside.
        let low = self.b.binary(B::Add, x, half_n);
        let top = self.b.binary(B::Add, size, half_n);
        let high = self.b.binary(B::Subtract, top, x);
        let nearest_edge = self.b.math2(M::Min, low, high);
        let linear = self.b.math1(M::Saturate, nearest_edge);
        // Point: the texel picked is inside.
        let above = self.b.binary(B::GreaterEqual, x, zero_n);
        let below = self.b.binary(B::Less, x, size);
        let above = self.b.select(above, one_n, zero_n);
        let below = self.b.select(below, one_n, zero_n);
        let point = self.b.binary(B::Multiply, above, below);
        let flag = self.b.index(params, 3);
        let is_linear = self.b.binary(B::Greater, flag, half);
        let inside = self.b.select(is_linear, linear, point);
        // Axes without the border are inside: 1 - on * (1 - inside).
        let on = self.b.swizzle(params, n, [0, 1, 2, 3]);
        let outside = self.b.binary(B::Subtract, one_n, inside);
        let outside = self.b.binary(B::Multiply, on, outside);
        let weights = self.b.binary(B::Subtract, one_n, outside);
        let mut weight = self.b.index(weights, 0);
        for k in 1..n {
            let w = self.b.index(weights, k);
            weight = self.b.binary(B::Multiply, weight, w);
        }
        let weight = self.b.splat4(weight);
        self.b.math3(M::Mix, color, value, weight)
    }

    /// Samples a 2D depth texture at `coord` (a `vec4<f32>`; any
    /// projection already divided in): the comparison of `coord.z`, clamped
    /// to 0..1 as D3D9 hardware clamps the reference of its fixed-point
    /// depth formats, with the stored depth ([`DepthSampling::Compare`]),
    /// or the stored depth itself ([`DepthSampling::Value`]), in every
    /// channel. wgpu samples depth textures with an implicit level in
    /// fragment shaders or at level 0: explicit levels, biases and
    /// gradients take level 0 (depth textures are single-level in
    /// practice).
    fn sample_depth(
        &mut self,
        depth: DepthSampling,
        (image, sampler): (Expr, Expr),
        coord: Expr,
        level: SampleLevel,
    ) -> Expr {
        let coordinate = self.b.swizzle(coord, 2, [0, 1, 2, 3]);
        let level = match level {
            SampleLevel::Auto if self.stage == naga::ShaderStage::Fragment => SampleLevel::Auto,
            _ => SampleLevel::Zero,
        };
        let depth_ref = (depth == DepthSampling::Compare).then(|| {
            let z = self.b.index(coord, 2);
            self.b.math1(M::Saturate, z)
        });
        let value = self.b.expr(Expression::ImageSample {
            image,
            sampler,
            gather: None,
            coordinate,
            array_index: None,
            offset: None,
            level,
            depth_ref,
            clamp_to_edge: false,
        });
        self.b.splat4(value)
    }

    /// ps_1_1-1_3 `tex tN` on a stage with `D3DTTFF_PROJECTED`
    /// ([`TranslateOptions::projected`](crate::TranslateOptions)): the
    /// coordinate divided by its last element.
    pub(crate) fn projected(&mut self, coord: Expr, stage: u32) -> Expr {
        let count = self
            .options
            .projected
            .get(stage as usize)
            .copied()
            .unwrap_or(0);
        if count == 0 {
            return coord;
        }
        let last = match count {
            2 => 1,
            3 => 2,
            _ => 3,
        };
        let w = self.b.index(coord, last);
        let w4 = self.b.splat4(w);
        self.b.binary(B::Divide, coord, w4)
    }

    /// `level` with the stage's `D3DSAMP_MIPMAPLODBIAS` added, for the
    /// stages [`TranslateOptions::lod_bias`](crate::TranslateOptions)
    /// names (pixel shaders only).
    fn lod_biased(&mut self, stage: u32, level: SampleLevel) -> SampleLevel {
        if self.stage != naga::ShaderStage::Fragment
            || stage >= 16
            || self.options.lod_bias & (1 << stage) == 0
        {
            return level;
        }
        let field = interface::PIXEL_RENDERER_FIELDS
            .iter()
            .position(|f| f.name == "lod_bias")
            .unwrap_or_default() as u32;
        let r = self.renderer_ptr();
        let array = self.b.index(r, field);
        let vec = self.b.index(array, stage / 4);
        let component = self.b.index(vec, stage % 4);
        let bias = self.b.load(component);
        match level {
            SampleLevel::Auto => SampleLevel::Bias(bias),
            SampleLevel::Bias(b) => SampleLevel::Bias(self.b.binary(B::Add, b, bias)),
            SampleLevel::Exact(l) => SampleLevel::Exact(self.b.binary(B::Add, l, bias)),
            other => other,
        }
    }

    /// Applies the stage's [`TextureSwizzle`](crate::options::TextureSwizzle).
    fn texture_swizzle(&mut self, stage: u32, v: Expr) -> Expr {
        use crate::options::{Channel, TextureSwizzle};
        let swizzle = self
            .options
            .texture_swizzles
            .get(stage as usize)
            .copied()
            .unwrap_or_default();
        if swizzle == TextureSwizzle::IDENTITY {
            return v;
        }
        let comps = swizzle
            .0
            .map(|c| match c {
                Channel::R => self.b.index(v, 0),
                Channel::G => self.b.index(v, 1),
                Channel::B => self.b.index(v, 2),
                Channel::A => self.b.index(v, 3),
                Channel::Zero => self.b.f32(0.0),
                Channel::One => self.b.f32(1.0),
            })
            .to_vec();
        self.b.compose(self.b.types.vec4f, comps)
    }

    /// ps_1_x: the interpolated texture coordinate `n` (a private copy of
    /// the input, kept apart from the `t#` register that texture ops write).
    fn texcoord(&mut self, n: u32) -> Result<Expr, TranslateError> {
        if n >= 8 {
            return Err(self.err(format!("texture coordinate {n} does not exist")));
        }
        self.ps1_texcoords |= 1 << n;
        Ok(self.load_reg(RegisterType::TexCrdOut, n))
    }

    /// Divides by z (`_dz`) or w (`_dw`): the ps_1_4 projection modifiers.
    fn project(&mut self, v: Expr, m: SrcModifier) -> Expr {
        let comp = match m {
            SrcModifier::Dz => 2,
            SrcModifier::Dw => 3,
            _ => return v,
        };
        let d = self.b.index(v, comp);
        let d = self.b.splat4(d);
        self.b.binary(B::Divide, v, d)
    }

    /// A ps_1_4 `texld`/`texcrd` source: `t#` or `r#`, swizzled, projected.
    fn ps14_coord(&mut self, s: &SrcParam) -> Result<Expr, TranslateError> {
        let mut plain = *s;
        plain.modifier = SrcModifier::None;
        let v = self.src(&plain)?;
        Ok(self.project(v, s.modifier))
    }

    /// Stage `stage`'s bump-environment matrix (`field` 2) or luminance
    /// (`field` 3). Stages 4..7 exist in the whole pixel renderer block
    /// only (the fixed-function stage), in its `*_high` arrays.
    pub(crate) fn bumpenv(&mut self, field: u32, stage: u32) -> Result<Expr, TranslateError> {
        if self.ff_renderer && (interface::BUMPENV_STAGES..interface::FF_STAGES).contains(&stage) {
            let r = self.renderer_ptr();
            let arr = self.b.index(r, field + 9);
            let el = self.b.index(arr, stage - interface::BUMPENV_STAGES);
            return Ok(self.b.load(el));
        }
        if stage >= interface::BUMPENV_STAGES {
            return Err(self.err(format!(
                "bump-environment stage {stage} is beyond the {} the renderer provides",
                interface::BUMPENV_STAGES
            )));
        }
        let r = self.renderer_ptr();
        let arr = self.b.index(r, field);
        let el = self.b.index(arr, stage);
        Ok(self.b.load(el))
    }

    /// (u', v') of `texbem`/`bem`: `base.xy + mat * src.xy` with the stage's
    /// bump-environment matrix (m00, m01, m10, m11).
    pub(crate) fn bump(
        &mut self,
        base: Expr,
        src: Expr,
        stage: u32,
    ) -> Result<Expr, TranslateError> {
        let m = self.bumpenv(2, stage)?;
        let r = self.b.index(src, 0);
        let g = self.b.index(src, 1);
        let bx = self.b.index(base, 0);
        let by = self.b.index(base, 1);
        let m00 = self.b.index(m, 0);
        let m01 = self.b.index(m, 1);
        let m10 = self.b.index(m, 2);
        let m11 = self.b.index(m, 3);
        let t = self.b.binary(B::Multiply, m00, r);
        let u = self.b.binary(B::Add, bx, t);
        let t = self.b.binary(B::Multiply, m10, g);
        let u = self.b.binary(B::Add, u, t);
        let t = self.b.binary(B::Multiply, m01, r);
        let v = self.b.binary(B::Add, by, t);
        let t = self.b.binary(B::Multiply, m11, g);
        let v = self.b.binary(B::Add, v, t);
        let zero = self.b.f32(0.0);
        let one = self.b.f32(1.0);
        Ok(self.b.compose(self.b.types.vec4f, vec![u, v, zero, one]))
    }

    /// `dot(texcoord(n).xyz, src.xyz)` of the `texm3x*`/`texdp3` families.
    fn coord_dot(&mut self, n: u32, src: Expr) -> Result<Expr, TranslateError> {
        let c = self.texcoord(n)?;
        Ok(self.dot(c, src, 3))
    }

    /// The `.x` of an earlier pad register (`t(n)`), holding its dot product.
    fn pad_value(&mut self, n: u32) -> Result<Expr, TranslateError> {
        let v = self.src_raw(&SrcParam::new(ninebridge_d3dbc::Register::new(
            RegisterType::Addr,
            n,
        )))?;
        Ok(self.b.index(v, 0))
    }

    fn write_depth(&mut self, depth: Expr) {
        let p = self.reg_ptr(RegisterType::DepthOut, 0);
        let v = self.b.splat4(depth);
        self.b.store(p, v);
    }

    /// `w == 0 ? 1 : z / w` (texm3x2depth, texdepth).
    fn depth_ratio(&mut self, z: Expr, w: Expr) -> Expr {
        let zero = self.b.f32(0.0);
        let one = self.b.f32(1.0);
        let q = self.b.binary(B::Divide, z, w);
        let w0 = self.b.binary(B::Equal, w, zero);
        self.b.select(w0, one, q)
    }

    pub(crate) fn texture_instruction(&mut self, ins: &Instruction) -> Result<(), TranslateError> {
        use Opcode as O;
        let ps1 = self.model.is_ps_1x();
        let ps14 = self.model.is_ps_1_4();
        if ins.opcode == O::TexKill {
            return self.texkill(ins);
        }
        let ps1_only = matches!(
            ins.opcode,
            O::TexCoord
                | O::TexBem
                | O::TexBemL
                | O::TexReg2Ar
                | O::TexReg2Gb
                | O::TexReg2Rgb
                | O::TexM3x2Pad
                | O::TexM3x2Tex
                | O::TexM3x2Depth
                | O::TexM3x3Pad
                | O::TexM3x3
                | O::TexM3x3Tex
                | O::TexM3x3Spec
                | O::TexM3x3VSpec
                | O::TexM3x3Diff
                | O::TexDp3
                | O::TexDp3Tex
                | O::TexDepth
                | O::Bem
        );
        if ps1_only && !ps1 {
            return Err(self.err("this texture instruction exists only in ps_1_x"));
        }
        if self.stage == naga::ShaderStage::Vertex && ins.opcode != O::TexLdl {
            return Err(self.err("vertex shaders sample only with texldl"));
        }
        let dst = *self.dst_of(ins)?;
        let pred = ins.predicate;
        let pred = pred.as_ref();
        let n = dst.reg.index;
        let value = match ins.opcode {
            O::Tex if !ps1 => {
                let s0 = *self.src_of(ins, 0)?;
                let s1 = *self.src_of(ins, 1)?;
                if s1.reg.kind != RegisterType::Sampler {
                    return Err(self.err("the second source of texld must be a sampler"));
                }
                let coord = self.src(&s0)?;
                let kind = ins.texld_kind().unwrap_or(TexLdKind::Plain);
                let (coord, level) = match kind {
                    TexLdKind::Plain => (coord, SampleLevel::Auto),
                    TexLdKind::Project => {
                        let w = self.b.index(coord, 3);
                        let w = self.b.splat4(w);
                        (self.b.binary(B::Divide, coord, w), SampleLevel::Auto)
                    }
                    TexLdKind::Bias => {
                        if self.stage == naga::ShaderStage::Vertex {
                            return Err(self.err("texldb exists only in pixel shaders"));
                        }
                        let w = self.b.index(coord, 3);
                        (coord, SampleLevel::Bias(w))
                    }
                };
                let v = self.sample(s1.reg.index, coord, level)?;
                self.sampler_swizzle(v, &s1)?
            }
            O::TexLdl => {
                let s0 = *self.src_of(ins, 0)?;
                let s1 = *self.src_of(ins, 1)?;
                let coord = self.src(&s0)?;
                let w = self.b.index(coord, 3);
                let v = self.sample(s1.reg.index, coord, SampleLevel::Exact(w))?;
                self.sampler_swizzle(v, &s1)?
            }
            O::TexLdd => {
                let s0 = *self.src_of(ins, 0)?;
                let s1 = *self.src_of(ins, 1)?;
                let coord = self.src(&s0)?;
                let x = self.srcv(ins, 2)?;
                let y = self.srcv(ins, 3)?;
                let v = self.sample(s1.reg.index, coord, SampleLevel::Gradient { x, y })?;
                self.sampler_swizzle(v, &s1)?
            }
            O::Tex if ps14 => {
                let s = *self.src_of(ins, 0)?;
                let coord = self.ps14_coord(&s)?;
                self.sample(n, coord, SampleLevel::Auto)?
            }
            O::Tex => {
                let coord = self.texcoord(n)?;
                let coord = self.projected(coord, n);
                self.sample(n, coord, SampleLevel::Auto)?
            }
            O::TexCoord if ps14 => {
                let s = *self.src_of(ins, 0)?;
                self.ps14_coord(&s)?
            }
            O::TexCoord => {
                // texcoord: (saturate(uvw), 1)
                let c = self.texcoord(n)?;
                let c = self.b.math1(M::Saturate, c);
                let x = self.b.index(c, 0);
                let y = self.b.index(c, 1);
                let z = self.b.index(c, 2);
                let one = self.b.f32(1.0);
                self.b.compose(self.b.types.vec4f, vec![x, y, z, one])
            }
            O::TexBem | O::TexBemL => {
                let src = self.srcv(ins, 0)?;
                // D3DTTFF_PROJECTED divides the stage's coordinates before
                // the bump offset is added (Wine's `texbem_test` on
                // Windows).
                let base = self.texcoord(n)?;
                let base = self.projected(base, n);
                let coord = self.bump(base, src, n)?;
                let v = self.sample(n, coord, SampleLevel::Auto)?;
                if ins.opcode == O::TexBemL {
                    let lum = self.bumpenv(3, n)?;
                    let scale = self.b.index(lum, 0);
                    let offset = self.b.index(lum, 1);
                    let bl = self.b.index(src, 2);
                    let l = self.b.binary(B::Multiply, bl, scale);
                    let l = self.b.binary(B::Add, l, offset);
                    let l = self.b.math1(M::Saturate, l);
                    let one = self.b.f32(1.0);
                    let f = self.b.compose(self.b.types.vec4f, vec![l, l, l, one]);
                    self.b.binary(B::Multiply, v, f)
                } else {
                    v
                }
            }
            O::TexReg2Ar | O::TexReg2Gb | O::TexReg2Rgb => {
                let src = self.srcv(ins, 0)?;
                let pattern = match ins.opcode {
                    O::TexReg2Ar => [3, 0, 2, 3],
                    O::TexReg2Gb => [1, 2, 2, 3],
                    _ => [0, 1, 2, 3],
                };
                let coord = self.b.swizzle(src, 4, pattern);
                self.sample(n, coord, SampleLevel::Auto)?
            }
            O::TexM3x2Pad | O::TexM3x3Pad | O::TexDp3 => {
                let src = self.srcv(ins, 0)?;
                let d = self.coord_dot(n, src)?;
                self.b.splat4(d)
            }
            O::TexDp3Tex => {
                let src = self.srcv(ins, 0)?;
                let d = self.coord_dot(n, src)?;
                let zero = self.b.f32(0.0);
                let coord = self
                    .b
                    .compose(self.b.types.vec4f, vec![d, zero, zero, zero]);
                self.sample(n, coord, SampleLevel::Auto)?
            }
            O::TexM3x2Tex | O::TexM3x2Depth => {
                let src = self.srcv(ins, 0)?;
                let u = self.pad_value(n.wrapping_sub(1))?;
                let v = self.coord_dot(n, src)?;
                if ins.opcode == O::TexM3x2Depth {
                    let d = self.depth_ratio(u, v);
                    self.write_depth(d);
                    self.b.splat4(d)
                } else {
                    let zero = self.b.f32(0.0);
                    let coord = self.b.compose(self.b.types.vec4f, vec![u, v, zero, zero]);
                    self.sample(n, coord, SampleLevel::Auto)?
                }
            }
            O::TexM3x3 | O::TexM3x3Tex | O::TexM3x3Spec | O::TexM3x3VSpec => {
                let src = self.srcv(ins, 0)?;
                let x = self.pad_value(n.wrapping_sub(2))?;
                let y = self.pad_value(n.wrapping_sub(1))?;
                let z = self.coord_dot(n, src)?;
                let one = self.b.f32(1.0);
                let normal = self.b.compose(self.b.types.vec4f, vec![x, y, z, one]);
                match ins.opcode {
                    O::TexM3x3 => normal,
                    O::TexM3x3Tex => self.sample(n, normal, SampleLevel::Auto)?,
                    _ => {
                        let eye = if ins.opcode == O::TexM3x3Spec {
                            self.srcv(ins, 1)?
                        } else {
                            let a = self.texcoord(n.wrapping_sub(2))?;
                            let b = self.texcoord(n.wrapping_sub(1))?;
                            let c = self.texcoord(n)?;
                            let ex = self.b.index(a, 3);
                            let ey = self.b.index(b, 3);
                            let ez = self.b.index(c, 3);
                            self.b.compose(self.b.types.vec4f, vec![ex, ey, ez, one])
                        };
                        // R = 2 * N * dot(N, E) / dot(N, N) - E
                        let ne = self.dot(normal, eye, 3);
                        let nn = self.dot(normal, normal, 3);
                        let two = self.b.f32(2.0);
                        let k = self.b.binary(B::Multiply, two, ne);
                        let k = self.b.binary(B::Divide, k, nn);
                        let k = self.b.splat4(k);
                        let scaled = self.b.binary(B::Multiply, normal, k);
                        let r = self.b.binary(B::Subtract, scaled, eye);
                        self.sample(n, r, SampleLevel::Auto)?
                    }
                }
            }
            O::TexDepth => {
                let v = self.src_raw(&SrcParam::new(dst.reg))?;
                let r = self.b.index(v, 0);
                let g = self.b.index(v, 1);
                let d = self.depth_ratio(r, g);
                self.write_depth(d);
                return Ok(());
            }
            O::Bem => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                self.bump(a, b, n)?
            }
            other => {
                return Err(self.err(format!("{} is not supported", other.mnemonic(self.model))));
            }
        };
        self.write(&dst, value, pred)
    }

    /// Applies the swizzle of a model 2.x/3 sampler operand to the result.
    fn sampler_swizzle(&mut self, v: Expr, s: &SrcParam) -> Result<Expr, TranslateError> {
        if s.swizzle.0 == ninebridge_d3dbc::Swizzle::IDENTITY.0 {
            Ok(v)
        } else {
            Ok(self.b.swizzle(v, 4, s.swizzle.components()))
        }
    }

    /// `texkill`: discard when any of xyz (ps_1_x) or xyzw (2.0 and up) of
    /// the operand is below zero. ps_1_0..1_3 test the texture coordinate.
    fn texkill(&mut self, ins: &Instruction) -> Result<(), TranslateError> {
        if self.stage != naga::ShaderStage::Fragment {
            return Err(self.err("texkill exists only in pixel shaders"));
        }
        // The operand is the destination parameter in the token stream.
        let operand = match (ins.dst, ins.src.first()) {
            (Some(d), _) => SrcParam::new(d.reg),
            (None, Some(s)) => *s,
            (None, None) => return Err(self.err("texkill without an operand")),
        };
        let ps1 = self.model.is_ps_1x();
        let v = if ps1 && operand.reg.kind == RegisterType::Addr {
            self.texcoord(operand.reg.index)?
        } else {
            self.src(&operand)?
        };
        let n = if ps1 { 3 } else { 4 };
        let v = self.b.swizzle(v, n, [0, 1, 2, 3]);
        let zero = self.b.f32(0.0);
        let zero = self.b.splat(n, zero);
        let lt = self.b.binary(B::Less, v, zero);
        let any = self.b.expr(Expression::Relational {
            fun: naga::RelationalFunction::Any,
            argument: lt,
        });
        self.b.push_block();
        self.b.stmt(Statement::Kill);
        let accept = self.b.pop_block();
        self.b.stmt(Statement::If {
            condition: any,
            accept,
            reject: naga::Block::new(),
        });
        Ok(())
    }
}
