//! D3D registers as naga variables, and the parameter rules around them:
//! swizzles and source modifiers on reads; write masks, `_sat`, ps_1_x shift
//! scales and range clamping, and predication on writes; constants with
//! `def` overrides, relative addressing and out-of-range reads returning 0.
//!
//! Every register the program touches is a `var<private>` created on first
//! use with a zero initialiser (D3D9 reads uninitialised temps as 0), so
//! subroutines (`call`/`label`) share them the way D3D does.

use naga::{
    AddressSpace, BinaryOperator, Expression, GlobalVariable, Handle, Literal, MathFunction,
    ScalarKind, Span, UnaryOperator,
};
use ninebridge_d3dbc::{DstParam, RegisterType, RelativeAddress, SrcModifier, SrcParam};

use super::Ctx;
use crate::error::TranslateError;
use crate::interface::{self, DeclUsage};

/// The register variables created so far. A shader touches a few dozen
/// registers at most, so a linear scan beats hashing.
#[derive(Default)]
pub(crate) struct RegMap(Vec<((RegisterType, u32), Handle<GlobalVariable>)>);

impl RegMap {
    pub(crate) fn get(&self, key: &(RegisterType, u32)) -> Option<&Handle<GlobalVariable>> {
        self.0.iter().find(|(k, _)| k == key).map(|(_, h)| h)
    }

    pub(crate) fn insert(&mut self, key: (RegisterType, u32), h: Handle<GlobalVariable>) {
        self.0.push((key, h));
    }

    pub(crate) fn contains_key(&self, key: &(RegisterType, u32)) -> bool {
        self.get(key).is_some()
    }

    pub(crate) fn keys(&self) -> impl Iterator<Item = &(RegisterType, u32)> {
        self.0.iter().map(|(k, _)| k)
    }
}

/// A write held back inside a co-issued pair: pointer, value, mask, predicate.
pub(crate) type PendingWrite = (Handle<Expression>, Handle<Expression>, u8, Option<SrcParam>);

/// The factor of a result shift (`_x2`, `_d4`, ...; at most 8 either way).
fn shift_scale(shift: i8) -> f32 {
    if shift > 0 {
        (1u32 << shift.min(3)) as f32
    } else {
        1.0 / (1u32 << (-shift).min(3)) as f32
    }
}

/// ps_1_x arithmetic range (`PixelShader1xMaxValue` of the D3D9 drivers
/// Wine and the reference rasteriser report).
pub(crate) const PS1X_MAX: f32 = 8.0;

impl Ctx<'_> {
    /// The private variable of register (`kind`, `index`), created on first use.
    pub(crate) fn reg_var(&mut self, kind: RegisterType, index: u32) -> Handle<GlobalVariable> {
        if let Some(&h) = self.regs.get(&(kind, index)) {
            return h;
        }
        let ty = match kind {
            RegisterType::Addr if self.stage == naga::ShaderStage::Vertex => self.b.types.vec4i,
            RegisterType::Loop => self.b.types.i32,
            RegisterType::Predicate => self.b.types.vec4b,
            _ => self.b.types.vec4f,
        };
        let init = match self.output_default(kind, index) {
            Some(value) => {
                let exprs = &mut self.b.module.global_expressions;
                let components = value
                    .map(|v| exprs.append(Expression::Literal(Literal::F32(v)), Span::UNDEFINED))
                    .to_vec();
                exprs.append(Expression::Compose { ty, components }, Span::UNDEFINED)
            }
            None => self
                .b
                .module
                .global_expressions
                .append(Expression::ZeroValue(ty), Span::UNDEFINED),
        };
        let name = if kind == RegisterType::TexCrdOut && self.stage == naga::ShaderStage::Fragment {
            // ps_1_x keeps the interpolated coordinates apart from `t#`.
            format!("texcoord{index}")
        } else {
            ninebridge_d3dbc::Register::new(kind, index).name(self.model)
        };
        let h = self.b.module.global_variables.append(
            GlobalVariable {
                name: Some(name),
                space: AddressSpace::Private,
                binding: None,
                ty,
                init: Some(init),
                memory_decorations: Default::default(),
            },
            Span::UNDEFINED,
        );
        self.regs.insert((kind, index), h);
        h
    }

    /// The starting value of a vertex colour output register (`oD#`) when it
    /// is not 0 ([`interface::output_register_default`]).
    fn output_default(&self, kind: RegisterType, index: u32) -> Option<[f32; 4]> {
        if kind != RegisterType::AttrOut || self.stage != naga::ShaderStage::Vertex {
            return None;
        }
        let v = interface::output_register_default(self.model.major, DeclUsage::Color, index);
        (v != [0.0; 4]).then_some(v)
    }

    /// A pointer expression to register (`kind`, `index`).
    pub(crate) fn reg_ptr(&mut self, kind: RegisterType, index: u32) -> Handle<Expression> {
        let var = self.reg_var(kind, index);
        self.b.global(var)
    }

    /// Loads a whole register.
    pub(crate) fn load_reg(&mut self, kind: RegisterType, index: u32) -> Handle<Expression> {
        let p = self.reg_ptr(kind, index);
        self.b.load(p)
    }

    /// The uniform block of D3D constants, created on first use.
    /// Lenient mode: whether constant `index` of `kind` is past the model's
    /// file, so that it reads 0 as the relaxation says (the block itself is
    /// sized for the largest model of the stage).
    fn lenient_out_of_range(&self, kind: RegisterType, index: u32) -> bool {
        let sw = self.options.software_vp;
        let count = if kind == RegisterType::Const && sw && self.model.is_vertex() {
            // c2048 and up live in the files Const2..Const4.
            Some(ninebridge_d3dbc::validate::mode::SOFTWARE_VP_FLOAT_CONSTANTS)
        } else {
            ninebridge_d3dbc::validate::register_count_with(self.model, kind, false, sw)
        };
        self.options.lenient && count.is_none_or(|n| index >= n)
    }

    /// The register counts of this stage's constants block.
    pub(crate) fn constant_counts(&self) -> interface::ConstantCounts {
        interface::constant_counts(self.stage, self.options.software_vp)
    }

    fn constants_var(&mut self) -> Handle<GlobalVariable> {
        if let Some(h) = self.constants {
            return h;
        }
        let h = super::entry::constants_global(self);
        self.constants = Some(h);
        h
    }

    /// The integer value of a relative address (`a0.c` or `aL`), as `i32`.
    pub(crate) fn relative_index(
        &mut self,
        rel: RelativeAddress,
    ) -> Result<Handle<Expression>, TranslateError> {
        match rel.reg.kind {
            RegisterType::Loop => Ok(self.load_reg(RegisterType::Loop, 0)),
            RegisterType::Addr if self.stage == naga::ShaderStage::Vertex => {
                let a = self.load_reg(RegisterType::Addr, 0);
                Ok(self.b.index(a, u32::from(rel.component())))
            }
            _ => Err(self.err("relative addressing through a register other than a0 or aL")),
        }
    }

    /// Float constant `c[index + rel]` as a `vec4<f32>`, with `def` values,
    /// out-of-range reads as 0, and ps_1_x's clamp to [-1, 1].
    pub(crate) fn float_const(
        &mut self,
        index: u32,
        rel: Option<RelativeAddress>,
    ) -> Result<Handle<Expression>, TranslateError> {
        let count = self.constant_counts().float;
        let value = match rel {
            None => {
                if let Some(v) = self.float_def(index) {
                    self.b.vec4_lit(v)
                } else if index < count && !self.lenient_out_of_range(RegisterType::Const, index) {
                    let g = self.constants_var();
                    let gp = self.b.global(g);
                    let arr = self.b.index(gp, 0);
                    let el = self.b.index(arr, index);
                    self.b.load(el)
                } else {
                    self.b.vec4_lit([0.0; 4])
                }
            }
            Some(rel) => {
                let addr = self.relative_index(rel)?;
                let base = self.b.i32(index as i32);
                let idx = self.b.binary(BinaryOperator::Add, addr, base);
                let idx_u = self.b.convert(idx, ScalarKind::Uint);
                let limit = self.b.u32(count);
                let in_range = self.b.binary(BinaryOperator::Less, idx_u, limit);
                let last = self.b.u32(count - 1);
                let clamped = self.b.math2(MathFunction::Min, idx_u, last);
                let g = self.constants_var();
                let gp = self.b.global(g);
                let arr = self.b.index(gp, 0);
                let el = self.b.expr(Expression::Access {
                    base: arr,
                    index: clamped,
                });
                let loaded = self.b.load(el);
                let zero = self.b.vec4_lit([0.0; 4]);
                let mut v = self.b.select(in_range, loaded, zero);
                let defs: Vec<(u32, [f32; 4])> = self.float_defs.clone();
                for (reg, lit) in defs {
                    let k = self.b.i32(reg as i32);
                    let hit = self.b.binary(BinaryOperator::Equal, idx, k);
                    let l = self.b.vec4_lit(lit);
                    v = self.b.select(hit, l, v);
                }
                v
            }
        };
        if self.model.is_ps_1x() {
            let lo = self.b.vec4_lit([-1.0; 4]);
            let hi = self.b.vec4_lit([1.0; 4]);
            return Ok(self.b.math3(MathFunction::Clamp, value, lo, hi));
        }
        Ok(value)
    }

    fn float_def(&self, index: u32) -> Option<[f32; 4]> {
        self.float_defs
            .iter()
            .find(|(r, _)| *r == index)
            .map(|(_, v)| *v)
    }

    /// Integer constant `i#` as a `vec4<i32>`.
    pub(crate) fn int_const(&mut self, index: u32) -> Handle<Expression> {
        if let Some(&(_, v)) = self.int_defs.iter().find(|(r, _)| *r == index) {
            let c = v.map(|x| self.b.i32(x));
            return self.b.compose(self.b.types.vec4i, c.to_vec());
        }
        if index >= self.constant_counts().int
            || self.lenient_out_of_range(RegisterType::ConstInt, index)
        {
            let c = [0; 4].map(|x| self.b.i32(x));
            return self.b.compose(self.b.types.vec4i, c.to_vec());
        }
        let g = self.constants_var();
        let gp = self.b.global(g);
        let arr = self.b.index(gp, 1);
        let el = self.b.index(arr, index);
        self.b.load(el)
    }

    /// Boolean constant `b#` as a `bool`.
    pub(crate) fn bool_const(&mut self, index: u32) -> Handle<Expression> {
        if let Some(&(_, v)) = self.bool_defs.iter().find(|(r, _)| *r == index) {
            return self.b.bool(v);
        }
        if index >= self.constant_counts().bool
            || self.lenient_out_of_range(RegisterType::ConstBool, index)
        {
            return self.b.bool(false);
        }
        let g = self.constants_var();
        let gp = self.b.global(g);
        let arr = self.b.index(gp, 2);
        let el = self.b.index(arr, index);
        let x = self.b.index(el, 0);
        let v = self.b.load(x);
        let zero = self.b.u32(0);
        self.b.binary(BinaryOperator::NotEqual, v, zero)
    }

    /// The raw `vec4<f32>` of a source register before swizzle and modifier.
    pub(crate) fn src_raw(&mut self, src: &SrcParam) -> Result<Handle<Expression>, TranslateError> {
        let reg = src.reg;
        if let Some(c) = reg.float_const_index() {
            return self.float_const(c, src.relative);
        }
        if let Some(rel) = src.relative {
            return self.relative_register(reg.kind, reg.index, rel);
        }
        match reg.kind {
            RegisterType::Temp | RegisterType::Input | RegisterType::MiscType => {
                Ok(self.load_reg(reg.kind, reg.index))
            }
            RegisterType::Addr if self.stage == naga::ShaderStage::Fragment => {
                Ok(self.load_reg(reg.kind, reg.index))
            }
            RegisterType::ConstInt => {
                let v = self.int_const(reg.index);
                Ok(self.b.convert(v, ScalarKind::Float))
            }
            RegisterType::ConstBool => {
                let v = self.bool_const(reg.index);
                let one = self.b.f32(1.0);
                let zero = self.b.f32(0.0);
                let f = self.b.select(v, one, zero);
                Ok(self.b.splat4(f))
            }
            RegisterType::Loop => {
                let v = self.load_reg(RegisterType::Loop, 0);
                let f = self.b.convert(v, ScalarKind::Float);
                Ok(self.b.splat4(f))
            }
            RegisterType::Addr => {
                let v = self.load_reg(RegisterType::Addr, 0);
                Ok(self.b.convert(v, ScalarKind::Float))
            }
            _ => Err(self.err(format!("{} cannot be read", reg.name(self.model)))),
        }
    }

    /// A source operand: register, swizzle, modifier, as `vec4<f32>`.
    pub(crate) fn src(&mut self, src: &SrcParam) -> Result<Handle<Expression>, TranslateError> {
        if let Some(v) = self.swizzled_def(src) {
            return Ok(self.modify(v, src.modifier));
        }
        let raw = self.src_raw(src)?;
        let v = if src.swizzle.0 == ninebridge_d3dbc::Swizzle::IDENTITY.0 {
            raw
        } else {
            self.b.swizzle(raw, 4, src.swizzle.components())
        };
        Ok(self.modify(v, src.modifier))
    }

    /// A `def` constant read directly (not ps_1_x, whose constants are
    /// clamped), with its swizzle applied to the values: one literal vector,
    /// or a splat when the swizzle replicates one value (`c10.x`), instead
    /// of a literal vector and a swizzle of it. Scalar reads of it then
    /// fold to the literal.
    fn swizzled_def(&mut self, src: &SrcParam) -> Option<Handle<Expression>> {
        if src.relative.is_some() || self.model.is_ps_1x() {
            return None;
        }
        let v = self.float_def(src.reg.float_const_index()?)?;
        let w = src.swizzle.components().map(|i| v[usize::from(i & 3)]);
        if w.iter().all(|x| x.to_bits() == w[0].to_bits()) {
            let f = self.b.f32(w[0]);
            Some(self.b.splat4(f))
        } else {
            Some(self.b.vec4_lit(w))
        }
    }

    /// Applies a source modifier to a `vec4<f32>` (`_dz`/`_dw`/`!` are handled
    /// by the instructions that accept them and ignored here).
    pub(crate) fn modify(&mut self, v: Handle<Expression>, m: SrcModifier) -> Handle<Expression> {
        use SrcModifier as M;
        let base = match m {
            M::None | M::Negate | M::Dz | M::Dw | M::Not => v,
            M::Bias | M::BiasNegate => {
                let h = self.b.f32(0.5);
                let h = self.b.splat4(h);
                self.b.binary(BinaryOperator::Subtract, v, h)
            }
            M::Sign | M::SignNegate => {
                let two = self.b.f32(2.0);
                let one = self.b.f32(1.0);
                let two = self.b.splat4(two);
                let one = self.b.splat4(one);
                let t = self.b.binary(BinaryOperator::Multiply, v, two);
                self.b.binary(BinaryOperator::Subtract, t, one)
            }
            M::Complement => {
                let one = self.b.f32(1.0);
                let one = self.b.splat4(one);
                self.b.binary(BinaryOperator::Subtract, one, v)
            }
            M::X2 | M::X2Negate => {
                let two = self.b.f32(2.0);
                let two = self.b.splat4(two);
                self.b.binary(BinaryOperator::Multiply, v, two)
            }
            M::Abs | M::AbsNegate => self.b.math1(MathFunction::Abs, v),
        };
        if m.negates() {
            self.b.expr(Expression::Unary {
                op: UnaryOperator::Negate,
                expr: base,
            })
        } else {
            base
        }
    }

    /// The scalar a single-component instruction reads (`rcp`, `rsq`, `exp`,
    /// ...): the first swizzled component, or `.w` when the source carries no
    /// swizzle at all (the vs_1_x rule).
    pub(crate) fn src_scalar(
        &mut self,
        src: &SrcParam,
    ) -> Result<Handle<Expression>, TranslateError> {
        let v = self.src(src)?;
        let comp = if src.swizzle.0 == ninebridge_d3dbc::Swizzle::IDENTITY.0 {
            3
        } else {
            0
        };
        Ok(self.b.index(v, comp))
    }

    /// The predicate of a predicated instruction as `vec4<bool>` (swizzled,
    /// negated for `!p0`).
    fn predicate_value(&mut self, p: &SrcParam) -> Handle<Expression> {
        let raw = self.load_reg(RegisterType::Predicate, 0);
        let v = self.b.swizzle(raw, 4, p.swizzle.components());
        if p.modifier == SrcModifier::Not {
            self.b.expr(Expression::Unary {
                op: UnaryOperator::LogicalNot,
                expr: v,
            })
        } else {
            v
        }
    }

    /// Writes a `vec4<f32>` result to a destination, applying the shift
    /// scale, `_sat`, ps_1_x range clamping, the write mask and predication.
    pub(crate) fn write(
        &mut self,
        dst: &DstParam,
        value: Handle<Expression>,
        predicate: Option<&SrcParam>,
    ) -> Result<(), TranslateError> {
        let mask = dst.write_mask.0 & 0xF;
        if mask.count_ones() == 1
            && predicate.is_none()
            && dst.relative.is_none()
            && self.coissue_writes.is_none()
        {
            // One component: take it out first (which folds through the
            // splats and swizzles most results are) and apply the
            // component-wise shift, saturation and clamp to the scalar,
            // instead of to a vec4 only one component of which is stored.
            self.check_writable(dst)?;
            let c = mask.trailing_zeros();
            let mut n = self.b.index(value, c);
            if dst.shift != 0 {
                let s = self.b.f32(shift_scale(dst.shift));
                n = self.b.binary(BinaryOperator::Multiply, n, s);
            }
            if dst.saturate {
                n = self.b.math1(MathFunction::Saturate, n);
            } else if self.model.is_ps_1x() && dst.reg.kind != RegisterType::DepthOut {
                let lo = self.b.f32(-PS1X_MAX);
                let hi = self.b.f32(PS1X_MAX);
                n = self.b.math3(MathFunction::Clamp, n, lo, hi);
            }
            let ptr = self.reg_ptr(dst.reg.kind, dst.reg.index);
            let p = self.b.index(ptr, c);
            self.b.store(p, n);
            return Ok(());
        }
        let mut v = value;
        if dst.shift != 0 {
            let s = self.b.f32(shift_scale(dst.shift));
            let s = self.b.splat4(s);
            v = self.b.binary(BinaryOperator::Multiply, v, s);
        }
        if dst.saturate {
            v = self.b.math1(MathFunction::Saturate, v);
        } else if self.model.is_ps_1x() && dst.reg.kind != RegisterType::DepthOut {
            let lo = self.b.vec4_lit([-PS1X_MAX; 4]);
            let hi = self.b.vec4_lit([PS1X_MAX; 4]);
            v = self.b.math3(MathFunction::Clamp, v, lo, hi);
        }
        self.check_writable(dst)?;
        if let Some(rel) = dst.relative {
            return self.write_relative(dst, rel, v, predicate);
        }
        let ptr = self.reg_ptr(dst.reg.kind, dst.reg.index);
        if let Some(pending) = self.coissue_writes.as_mut() {
            // A co-issued pair reads its sources before either writes.
            pending.push((ptr, v, dst.write_mask.0, predicate.copied()));
            return Ok(());
        }
        self.store_masked(ptr, v, dst.write_mask.0, predicate);
        Ok(())
    }

    /// Stores the writes held back while a co-issued pair was computed.
    pub(crate) fn flush_coissue(&mut self) {
        for (ptr, v, mask, pred) in self.coissue_writes.take().unwrap_or_default() {
            self.store_masked(ptr, v, mask, pred.as_ref());
        }
    }

    fn check_writable(&self, dst: &DstParam) -> Result<(), TranslateError> {
        use RegisterType as R;
        let ok = match dst.reg.kind {
            R::Temp | R::RastOut | R::AttrOut | R::TexCrdOut | R::ColorOut | R::DepthOut => true,
            R::Addr => self.stage == naga::ShaderStage::Fragment,
            _ => false,
        };
        if ok {
            Ok(())
        } else {
            Err(self.err(format!(
                "{} cannot be written here",
                dst.reg.name(self.model)
            )))
        }
    }

    /// Stores the components of `value` selected by `mask` through `ptr`
    /// (a pointer to a 4-component vector), under an optional predicate:
    /// one component is stored directly, several through
    /// `select(old, value, mask & predicate)`.
    pub(crate) fn store_masked(
        &mut self,
        ptr: Handle<Expression>,
        value: Handle<Expression>,
        mask: u8,
        predicate: Option<&SrcParam>,
    ) {
        let mask = mask & 0xF;
        if mask == 0 {
            return;
        }
        if mask == 0xF && predicate.is_none() {
            self.b.store(ptr, value);
            return;
        }
        if predicate.is_none() && mask.count_ones() == 1 {
            let c = mask.trailing_zeros();
            let p = self.b.index(ptr, c);
            let n = match self.b.exprs()[value] {
                Expression::Splat { value: scalar, .. } => scalar,
                _ => self.b.index(value, c),
            };
            self.b.store(p, n);
            return;
        }
        let pred = predicate.map(|p| self.predicate_value(p));
        let cond = match (mask, pred) {
            (0xF, Some(p)) => p,
            (_, None) => self.mask_constant(mask),
            (_, Some(p)) => {
                let m = self.mask_constant(mask);
                self.b.binary(BinaryOperator::And, m, p)
            }
        };
        let old = self.b.load(ptr);
        let merged = self.b.select(cond, value, old);
        self.b.store(ptr, merged);
    }

    /// The `vec4<bool>` module constant of a write mask.
    fn mask_constant(&mut self, mask: u8) -> Handle<Expression> {
        let slot = usize::from(mask & 0xF);
        let c = match self.mask_constants[slot] {
            Some(c) => c,
            None => {
                let ge = &mut self.b.module.global_expressions;
                let comps = (0..4)
                    .map(|i| {
                        ge.append(
                            Expression::Literal(naga::Literal::Bool(mask & (1 << i) != 0)),
                            Span::UNDEFINED,
                        )
                    })
                    .collect();
                let ty = self.b.types.vec4b;
                let init = self.b.module.global_expressions.append(
                    Expression::Compose {
                        ty,
                        components: comps,
                    },
                    Span::UNDEFINED,
                );
                let c = self.b.module.constants.append(
                    naga::Constant {
                        name: None,
                        ty,
                        init,
                    },
                    Span::UNDEFINED,
                );
                self.mask_constants[slot] = Some(c);
                c
            }
        };
        self.b.constant(c)
    }

    /// The declared registers of `kind`: the candidates of `v[aL + n]` and
    /// `o[aL + n]` (D3D9 only allows relative addressing of declared
    /// inputs and outputs).
    fn declared_registers(&self, kind: RegisterType) -> Vec<u32> {
        let mut regs: Vec<u32> = self
            .program
            .declarations
            .iter()
            .filter(|d| d.reg.kind == kind)
            .map(|d| d.reg.index)
            .collect();
        regs.sort_unstable();
        regs.dedup();
        regs
    }

    /// `v[a + n]`: a select over the declared input registers; an address
    /// outside them reads 0.
    fn relative_register(
        &mut self,
        kind: RegisterType,
        index: u32,
        rel: RelativeAddress,
    ) -> Result<Handle<Expression>, TranslateError> {
        if kind != RegisterType::Input {
            return Err(self.err(format!(
                "relative addressing of {} is not supported",
                ninebridge_d3dbc::Register::new(kind, index).name(self.model)
            )));
        }
        let addr = self.relative_index(rel)?;
        let base = self.b.i32(index as i32);
        let idx = self.b.binary(BinaryOperator::Add, addr, base);
        let mut v = self.b.vec4_lit([0.0; 4]);
        for r in self.declared_registers(kind) {
            let k = self.b.i32(r as i32);
            let hit = self.b.binary(BinaryOperator::Equal, idx, k);
            let value = self.load_reg(kind, r);
            v = self.b.select(hit, value, v);
        }
        Ok(v)
    }

    /// `o[a + n] = v`: one guarded store per declared output register.
    fn write_relative(
        &mut self,
        dst: &DstParam,
        rel: RelativeAddress,
        value: Handle<Expression>,
        predicate: Option<&SrcParam>,
    ) -> Result<(), TranslateError> {
        if dst.reg.kind != RegisterType::TexCrdOut || self.model.major < 3 {
            return Err(self.err("relative addressing of this destination is not supported"));
        }
        let addr = self.relative_index(rel)?;
        let base = self.b.i32(dst.reg.index as i32);
        let idx = self.b.binary(BinaryOperator::Add, addr, base);
        for r in self.declared_registers(dst.reg.kind) {
            let k = self.b.i32(r as i32);
            let hit = self.b.binary(BinaryOperator::Equal, idx, k);
            self.b.push_block();
            let ptr = self.reg_ptr(dst.reg.kind, r);
            self.store_masked(ptr, value, dst.write_mask.0, predicate);
            let accept = self.b.pop_block();
            self.b.stmt(naga::Statement::If {
                condition: hit,
                accept,
                reject: naga::Block::new(),
            });
        }
        Ok(())
    }
}
