//! Arithmetic instructions with D3D9's float rules (docs/conformance.md,
//! "Non-finite values and denormals", which the reference interpreter's
//! `float.rs` follows too): `rcp(±0) = ±inf`, `rsq(0) = +inf` (of |x|),
//! `log(0) = -inf` (of |x|), denormal inputs of these read as zero, `pow`
//! of |x| with its undefined cases fixed, the optional "0 times anything
//! is 0" multiply, the vs_1_x `expp`/`logp` vector forms, `lit`, `dst`,
//! `sincos`, the matrix macros and `mova` rounding. Every special case is
//! selected explicitly, so the result does not depend on what a driver
//! does with a denormal or with `log2(0)`.

use naga::{BinaryOperator as B, Expression, Handle, MathFunction as M, ScalarKind};
use ninebridge_d3dbc::{Comparison, DstParam, Instruction, Opcode, RegisterType, SrcParam};

use super::Ctx;
use crate::error::TranslateError;

type Expr = Handle<Expression>;

impl Ctx<'_> {
    pub(crate) fn dst_of<'i>(&self, ins: &'i Instruction) -> Result<&'i DstParam, TranslateError> {
        ins.dst
            .as_ref()
            .ok_or_else(|| self.err("missing destination"))
    }

    pub(crate) fn src_of<'i>(
        &self,
        ins: &'i Instruction,
        n: usize,
    ) -> Result<&'i SrcParam, TranslateError> {
        ins.src
            .get(n)
            .ok_or_else(|| self.err(format!("missing source operand {}", n + 1)))
    }

    /// Source `n` of `ins` as a `vec4<f32>`.
    pub(crate) fn srcv(&mut self, ins: &Instruction, n: usize) -> Result<Expr, TranslateError> {
        let s = *self.src_of(ins, n)?;
        self.src(&s)
    }

    /// +inf (naga literals must be finite, so it is a bit cast).
    pub(crate) fn inf(&mut self, negative: bool) -> Expr {
        let bits = self.b.u32(if negative { 0xFF80_0000 } else { 0x7F80_0000 });
        self.b.expr(Expression::As {
            expr: bits,
            kind: ScalarKind::Float,
            convert: None,
        })
    }

    /// `a * b`, or D3D9's multiply where 0 (or a denormal) times anything
    /// is +0 when the option asks for it. Works on scalars and vectors
    /// alike.
    pub(crate) fn mul(&mut self, a: Expr, b: Expr, size: u32) -> Expr {
        let product = self.b.binary(B::Multiply, a, b);
        if !self.options.d3d9_mul_zero {
            return product;
        }
        let az = self.is_zero(a, size);
        let bz = self.is_zero(b, size);
        let either = self.b.binary(B::InclusiveOr, az, bz);
        let zero = self.b.f32(0.0);
        let zero = self.b.splat(size, zero);
        self.b.select(either, zero, product)
    }

    /// Whether each component of `x` (of `size` components) reads as zero:
    /// `|x| < f32::MIN_POSITIVE`, ±0 and the denormals D3D9 hardware
    /// flushes.
    pub(crate) fn is_zero(&mut self, x: Expr, size: u32) -> Expr {
        let a = self.b.math1(M::Abs, x);
        let min = self.b.f32(f32::MIN_POSITIVE);
        let min = self.b.splat(size, min);
        self.b.binary(B::Less, a, min)
    }

    /// Dot product of the first `n` components of two `vec4<f32>`.
    pub(crate) fn dot(&mut self, a: Expr, b: Expr, n: u32) -> Expr {
        let (a, b) = if n == 4 {
            (a, b)
        } else {
            let p = [0, 1, 2, 3];
            (self.b.swizzle(a, n, p), self.b.swizzle(b, n, p))
        };
        if !self.options.d3d9_mul_zero {
            return self.b.math2(M::Dot, a, b);
        }
        let products = self.mul(a, b, n);
        let mut sum = self.b.index(products, 0);
        for i in 1..n {
            let c = self.b.index(products, i);
            sum = self.b.binary(B::Add, sum, c);
        }
        sum
    }

    fn splat_f(&mut self, v: f32) -> Expr {
        let s = self.b.f32(v);
        self.b.splat4(s)
    }

    /// `1 / x` with D3D9's rules: `rcp(±0) = ±inf` (the sign of the zero is
    /// kept, explicitly, as drivers need not divide by zero per IEEE;
    /// denormals count as zero), `rcp(1) = 1` exactly.
    fn rcp(&mut self, x: Expr) -> Expr {
        let one = self.b.f32(1.0);
        let q = self.b.binary(B::Divide, one, x);
        let is_zero = self.is_zero(x, 1);
        let bits = self.b.expr(Expression::As {
            expr: x,
            kind: ScalarKind::Uint,
            convert: None,
        });
        let sign_mask = self.b.u32(0x8000_0000);
        let sign = self.b.binary(B::And, bits, sign_mask);
        let inf_bits = self.b.u32(0x7F80_0000);
        let signed_inf = self.b.binary(B::InclusiveOr, sign, inf_bits);
        let inf = self.b.expr(Expression::As {
            expr: signed_inf,
            kind: ScalarKind::Float,
            convert: None,
        });
        self.b.select(is_zero, inf, q)
    }

    /// `1 / sqrt(|x|)` with `rsq(0) = +inf` (denormals too).
    pub(crate) fn rsq(&mut self, x: Expr) -> Expr {
        let a = self.b.math1(M::Abs, x);
        let r = self.b.math1(M::InverseSqrt, a);
        let is_zero = self.is_zero(x, 1);
        let inf = self.inf(false);
        self.b.select(is_zero, inf, r)
    }

    /// `log2(|x|)` with `log(0) = -inf` (denormals too).
    fn log(&mut self, x: Expr) -> Expr {
        let a = self.b.math1(M::Abs, x);
        let l = self.b.math1(M::Log2, a);
        let is_zero = self.is_zero(x, 1);
        let ninf = self.inf(true);
        self.b.select(is_zero, ninf, l)
    }

    /// `|x|^y` with the cases `exp2(y log2 |x|)` leaves undefined fixed as
    /// IEEE `powf` of |x| has them: `y = 0` gives 1 (for every x, NaN
    /// included; the GPU's formula gives NaN for 0^0), `|x| = 1` gives 1
    /// (for every y; the formula gives NaN for 1^inf), and `0^y` (x zero
    /// or denormal) is +inf for y < 0 (drivers' `pow` is undefined there;
    /// lavapipe gives 0) and 0 for y > 0.
    fn pow(&mut self, x: Expr, y: Expr) -> Expr {
        let a = self.b.math1(M::Abs, x);
        let x0 = self.is_zero(x, 1);
        let zero = self.b.f32(0.0);
        let a = self.b.select(x0, zero, a);
        let p = self.b.math2(M::Pow, a, y);
        let one = self.b.f32(1.0);
        let y0 = self.b.binary(B::Equal, y, zero);
        let a1 = self.b.binary(B::Equal, a, one);
        let unit = self.b.binary(B::LogicalOr, y0, a1);
        let r = self.b.select(unit, one, p);
        let yn = self.b.binary(B::Less, y, zero);
        let pole = self.b.binary(B::LogicalAnd, x0, yn);
        let inf = self.inf(false);
        self.b.select(pole, inf, r)
    }

    /// A per-component comparison of two values of the same shape.
    pub(crate) fn compare(&mut self, cmp: Comparison, a: Expr, b: Expr) -> Expr {
        let op = match cmp {
            Comparison::Gt => B::Greater,
            Comparison::Eq => B::Equal,
            Comparison::Ge => B::GreaterEqual,
            Comparison::Lt => B::Less,
            Comparison::Ne => B::NotEqual,
            Comparison::Le => B::LessEqual,
        };
        self.b.binary(op, a, b)
    }

    fn select_f(&mut self, cond: Expr, yes: f32, no: f32) -> Expr {
        let y = self.splat_f(yes);
        let n = self.splat_f(no);
        self.b.select(cond, y, n)
    }

    pub(crate) fn alu_instruction(&mut self, ins: &Instruction) -> Result<(), TranslateError> {
        use Opcode as O;
        let dst = *self.dst_of(ins)?;
        let pred = ins.predicate;
        let pred = pred.as_ref();
        let value = match ins.opcode {
            O::Mov
                if dst.reg.kind == RegisterType::Addr
                    && self.stage == naga::ShaderStage::Vertex =>
            {
                // vs_1_x `mov a0`: floor to an integer.
                let v = self.srcv(ins, 0)?;
                let v = self.address_source(v);
                let f = self.b.math1(M::Floor, v);
                return self.write_addr(&dst, f, pred);
            }
            O::Mova => {
                // Round to nearest, ties to even: Windows drivers give
                // `mova` of 0.5 -> 0, 1.5 -> 2 (vkd3d's non-const-indexing
                // probes), which ties away from zero would not.
                let v = self.srcv(ins, 0)?;
                let v = self.address_source(v);
                let r = self.b.math1(M::Round, v);
                return self.write_addr(&dst, r, pred);
            }
            O::SetP => {
                let cmp = ins
                    .comparison()
                    .ok_or_else(|| self.err("setp without a comparison"))?;
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let c = self.compare(cmp, a, b);
                let p = self.reg_ptr(RegisterType::Predicate, 0);
                self.store_masked(p, c, dst.write_mask.0, pred);
                return Ok(());
            }
            O::Mov => self.srcv(ins, 0)?,
            O::Add => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                self.b.binary(B::Add, a, b)
            }
            O::Sub => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                self.b.binary(B::Subtract, a, b)
            }
            O::Mul => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                self.mul(a, b, 4)
            }
            O::Mad => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let c = self.srcv(ins, 2)?;
                let p = self.mul(a, b, 4);
                self.b.binary(B::Add, p, c)
            }
            O::Lrp => {
                // src0 * (src1 - src2) + src2
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let c = self.srcv(ins, 2)?;
                let d = self.b.binary(B::Subtract, b, c);
                let p = self.mul(a, d, 4);
                self.b.binary(B::Add, p, c)
            }
            O::Min | O::Max => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let f = if ins.opcode == O::Min { M::Min } else { M::Max };
                self.b.math2(f, a, b)
            }
            O::Slt | O::Sge => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let op = if ins.opcode == O::Slt {
                    B::Less
                } else {
                    B::GreaterEqual
                };
                let c = self.b.binary(op, a, b);
                self.select_f(c, 1.0, 0.0)
            }
            O::Frc => {
                let a = self.srcv(ins, 0)?;
                self.b.math1(M::Fract, a)
            }
            O::Abs => {
                let a = self.srcv(ins, 0)?;
                self.b.math1(M::Abs, a)
            }
            O::Sgn => {
                let a = self.srcv(ins, 0)?;
                self.b.math1(M::Sign, a)
            }
            O::Dp3 | O::Dp4 => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let n = if ins.opcode == O::Dp3 { 3 } else { 4 };
                let d = self.dot(a, b, n);
                self.b.splat4(d)
            }
            O::Dp2Add => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let c = *self.src_of(ins, 2)?;
                let c = self.src_scalar_replicate(&c)?;
                let d = self.dot(a, b, 2);
                let s = self.b.binary(B::Add, d, c);
                self.b.splat4(s)
            }
            O::Cmp => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let c = self.srcv(ins, 2)?;
                let zero = self.splat_f(0.0);
                let ge = self.b.binary(B::GreaterEqual, a, zero);
                self.b.select(ge, b, c)
            }
            O::Cnd => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let c = self.srcv(ins, 2)?;
                let half = self.splat_f(0.5);
                let gt = self.b.binary(B::Greater, a, half);
                self.b.select(gt, b, c)
            }
            O::Rcp => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar(&s)?;
                let r = self.rcp(x);
                self.b.splat4(r)
            }
            O::Rsq => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar(&s)?;
                let r = self.rsq(x);
                self.b.splat4(r)
            }
            O::Exp => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar(&s)?;
                let r = self.b.math1(M::Exp2, x);
                self.b.splat4(r)
            }
            O::Log => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar(&s)?;
                let r = self.log(x);
                self.b.splat4(r)
            }
            O::ExpP => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar(&s)?;
                if self.model.is_vs_1x() {
                    // (2^floor(x), x - floor(x), 2^x, 1)
                    let fl = self.b.math1(M::Floor, x);
                    let ex = self.b.math1(M::Exp2, fl);
                    let fr = self.b.binary(B::Subtract, x, fl);
                    let full = self.b.math1(M::Exp2, x);
                    let one = self.b.f32(1.0);
                    self.b.compose(self.b.types.vec4f, vec![ex, fr, full, one])
                } else {
                    let r = self.b.math1(M::Exp2, x);
                    self.b.splat4(r)
                }
            }
            O::LogP => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar(&s)?;
                if self.model.is_vs_1x() {
                    // The DirectX 8 pseudo-code, from the bits: (exponent
                    // field - 127, the mantissa with exponent 0, log2|x|,
                    // 1); ±0 and denormals give (-inf, 1, -inf, 1).
                    let l = self.log(x);
                    let bits = self.b.expr(Expression::As {
                        expr: x,
                        kind: ScalarKind::Uint,
                        convert: None,
                    });
                    let abs_mask = self.b.u32(0x7fff_ffff);
                    let bits = self.b.binary(B::And, bits, abs_mask);
                    let shift = self.b.u32(23);
                    let field = self.b.binary(B::ShiftRight, bits, shift);
                    let field = self.b.convert(field, ScalarKind::Float);
                    let bias = self.b.f32(127.0);
                    let e = self.b.binary(B::Subtract, field, bias);
                    let mant_mask = self.b.u32(0x007f_ffff);
                    let mant = self.b.binary(B::And, bits, mant_mask);
                    let one_bits = self.b.u32(0x3f80_0000);
                    let mant = self.b.binary(B::InclusiveOr, mant, one_bits);
                    let m = self.b.expr(Expression::As {
                        expr: mant,
                        kind: ScalarKind::Float,
                        convert: None,
                    });
                    let one = self.b.f32(1.0);
                    let is_zero = self.is_zero(x, 1);
                    let m = self.b.select(is_zero, one, m);
                    let e = self.b.select(is_zero, l, e);
                    self.b.compose(self.b.types.vec4f, vec![e, m, l, one])
                } else {
                    let r = self.log(x);
                    self.b.splat4(r)
                }
            }
            O::Pow => {
                let s0 = *self.src_of(ins, 0)?;
                let s1 = *self.src_of(ins, 1)?;
                let x = self.src_scalar(&s0)?;
                let y = self.src_scalar(&s1)?;
                let r = self.pow(x, y);
                self.b.splat4(r)
            }
            O::Lit => {
                let v = self.srcv(ins, 0)?;
                let x = self.b.index(v, 0);
                let y = self.b.index(v, 1);
                let w = self.b.index(v, 3);
                let zero = self.b.f32(0.0);
                let one = self.b.f32(1.0);
                // The reference's MAXPOWER; `clamp` keeps a NaN power
                // NaN only where the GPU's min/max do, so it is selected.
                let lo = self.b.f32(-127.9961);
                let hi = self.b.f32(127.9961);
                let clamped = self.b.math3(M::Clamp, w, lo, hi);
                let w_nan = self.b.binary(B::NotEqual, w, w);
                let power = self.b.select(w_nan, w, clamped);
                let xp = self.b.binary(B::Greater, x, zero);
                let dy = self.b.select(xp, x, zero);
                let yp = self.b.binary(B::Greater, y, zero);
                let both = self.b.binary(B::LogicalAnd, xp, yp);
                let pw = self.pow(y, power);
                let dz = self.b.select(both, pw, zero);
                self.b.compose(self.b.types.vec4f, vec![one, dy, dz, one])
            }
            O::Dst => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let ay = self.b.index(a, 1);
                let by = self.b.index(b, 1);
                let az = self.b.index(a, 2);
                let bw = self.b.index(b, 3);
                let y = self.mul(ay, by, 1);
                let one = self.b.f32(1.0);
                self.b.compose(self.b.types.vec4f, vec![one, y, az, bw])
            }
            O::Nrm => {
                let v = self.srcv(ins, 0)?;
                let d = self.dot(v, v, 3);
                let r = self.rsq(d);
                let r = self.b.splat4(r);
                self.mul(v, r, 4)
            }
            O::Crs => {
                let a = self.srcv(ins, 0)?;
                let b = self.srcv(ins, 1)?;
                let a3 = self.b.swizzle(a, 3, [0, 1, 2, 3]);
                let b3 = self.b.swizzle(b, 3, [0, 1, 2, 3]);
                let c = self.b.math2(M::Cross, a3, b3);
                let zero = self.b.f32(0.0);
                let cx = self.b.index(c, 0);
                let cy = self.b.index(c, 1);
                let cz = self.b.index(c, 2);
                self.b.compose(self.b.types.vec4f, vec![cx, cy, cz, zero])
            }
            O::SinCos => {
                let s = *self.src_of(ins, 0)?;
                let x = self.src_scalar_replicate(&s)?;
                let c = self.b.math1(M::Cos, x);
                let sn = self.b.math1(M::Sin, x);
                let zero = self.b.f32(0.0);
                self.b.compose(self.b.types.vec4f, vec![c, sn, zero, zero])
            }
            O::M4x4 | O::M4x3 | O::M3x4 | O::M3x3 | O::M3x2 => {
                let (n, rows) = match ins.opcode {
                    O::M4x4 => (4, 4),
                    O::M4x3 => (4, 3),
                    O::M3x4 => (3, 4),
                    O::M3x3 => (3, 3),
                    _ => (3, 2),
                };
                let v = self.srcv(ins, 0)?;
                let m = *self.src_of(ins, 1)?;
                let zero = self.b.f32(0.0);
                let mut comps = vec![zero; 4];
                for (row, comp) in comps.iter_mut().enumerate().take(rows) {
                    let mut r = m;
                    r.reg.index = r.reg.index.saturating_add(row as u32);
                    let rv = self.src(&r)?;
                    *comp = self.dot(v, rv, n);
                }
                self.b.compose(self.b.types.vec4f, comps)
            }
            O::Dsx | O::Dsy => {
                if self.stage != naga::ShaderStage::Fragment {
                    return Err(self.err("derivatives exist only in pixel shaders"));
                }
                let v = self.srcv(ins, 0)?;
                let axis = if ins.opcode == O::Dsx {
                    naga::DerivativeAxis::X
                } else {
                    naga::DerivativeAxis::Y
                };
                self.b.expr(Expression::Derivative {
                    axis,
                    ctrl: naga::DerivativeControl::None,
                    expr: v,
                })
            }
            other => {
                return Err(self.err(format!(
                    "{} is not an arithmetic instruction the translator knows",
                    other.mnemonic(self.model)
                )));
            }
        };
        self.write(&dst, value, pred)
    }

    /// A scalar operand that D3D requires with a replicate swizzle
    /// (`dp2add`'s third source, `sincos`): its first swizzled component.
    fn src_scalar_replicate(&mut self, s: &SrcParam) -> Result<Expr, TranslateError> {
        let v = self.src(s)?;
        Ok(self.b.index(v, 0))
    }

    /// The float an address register is computed from, under the float rules
    /// Windows drivers apply to shader arithmetic (those of D3D10, which
    /// D3D9 leaves open): a NaN converts to 0, denormals are flushed to zero
    /// (so `floor` of a tiny negative value is 0, not -1), and magnitudes are
    /// clamped to the `i32` range so the conversion is defined on every
    /// driver. This matters for constants written as integer bits: an `int`
    /// below 2^23 reads as a denormal float, a negative one as a NaN.
    fn address_source(&mut self, v: Expr) -> Expr {
        let bits = self.b.expr(Expression::As {
            expr: v,
            kind: ScalarKind::Uint,
            convert: None,
        });
        let exp_mask = self.b.u32(0x7f80_0000);
        let exp_mask = self.b.splat4(exp_mask);
        let exponent = self.b.binary(B::And, bits, exp_mask);
        let zero_u = self.b.u32(0);
        let zero_u = self.b.splat4(zero_u);
        // Exponent 0: zero or denormal; exponent all ones: inf or NaN.
        let denormal = self.b.binary(B::Equal, exponent, zero_u);
        let mant_mask = self.b.u32(0x007f_ffff);
        let mant_mask = self.b.splat4(mant_mask);
        let mantissa = self.b.binary(B::And, bits, mant_mask);
        let special = self.b.binary(B::Equal, exponent, exp_mask);
        let has_mantissa = self.b.binary(B::NotEqual, mantissa, zero_u);
        let nan = self.b.binary(B::And, special, has_mantissa);
        let to_zero = self.b.binary(B::InclusiveOr, denormal, nan);
        let zero = self.splat_f(0.0);
        let v = self.b.select(to_zero, zero, v);
        let lo = self.splat_f(-2_147_483_648.0);
        let hi = self.splat_f(2_147_483_520.0);
        self.b.math3(M::Clamp, v, lo, hi)
    }

    /// Writes an address register (`a0`) from a float vector already rounded.
    fn write_addr(
        &mut self,
        dst: &DstParam,
        rounded: Expr,
        pred: Option<&SrcParam>,
    ) -> Result<(), TranslateError> {
        // Register type 3 is `a0` only in a vertex shader; in a pixel
        // shader it is `t#`, a float register mova cannot write.
        if dst.reg.kind != RegisterType::Addr || self.stage != naga::ShaderStage::Vertex {
            return Err(self.err("mova writes only a0 of a vertex shader"));
        }
        let i = self.b.convert(rounded, ScalarKind::Sint);
        let p = self.reg_ptr(RegisterType::Addr, 0);
        self.store_masked(p, i, dst.write_mask.0, pred);
        Ok(())
    }
}
