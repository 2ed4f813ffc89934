//! Operand syntax: registers, relative addresses, masks, swizzles, modifiers.
//!
//! Operands arrive lower-cased with whitespace removed (`c[a0.x+4]`).

use super::error::AsmErrorKind;
use crate::ir::{DstParam, RelativeAddress, SrcModifier, SrcParam, Swizzle, WriteMask};
use crate::model::ShaderModel;
use crate::register::{
    MISC_FACE, MISC_POSITION, RASTOUT_FOG, RASTOUT_POINT_SIZE, RASTOUT_POSITION, Register,
    RegisterType,
};

fn bad(text: &str, reason: &'static str) -> AsmErrorKind {
    AsmErrorKind::BadOperand {
        text: text.to_string(),
        reason,
    }
}

/// Splits `name[digits]` at the start of `s`: returns the letters, the number
/// (if any) and the rest.
fn split_register(s: &str) -> (&str, Option<u32>, &str) {
    let letters = s.find(|c: char| !c.is_ascii_lowercase()).unwrap_or(s.len());
    let (name, rest) = s.split_at(letters);
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (num, rest) = rest.split_at(digits);
    (name, num.parse().ok(), rest)
}

/// Resolves a register name and number. `t#` and `a#` share a file code
/// (the model decides how it prints); both spellings are accepted.
fn register(name: &str, num: Option<u32>, text: &str) -> Result<Register, AsmErrorKind> {
    use RegisterType::*;
    let fixed = |kind, index| {
        if num.is_some_and(|n| n != index) {
            Err(bad(text, "this register takes no number"))
        } else {
            Ok(Register::new(kind, index))
        }
    };
    let numbered = |kind| Ok(Register::new(kind, num.unwrap_or(0)));
    let reg = match name {
        "r" => numbered(Temp),
        "v" => numbered(Input),
        "c" => {
            let n = num.unwrap_or(0);
            let kind = match n / 2048 {
                0 => Const,
                1 => Const2,
                2 => Const3,
                3 => Const4,
                _ => return Err(bad(text, "constant number above 8191")),
            };
            Ok(Register::new(kind, n % 2048))
        }
        "a" | "t" => numbered(Addr),
        "opos" => fixed(RastOut, RASTOUT_POSITION),
        "ofog" => fixed(RastOut, RASTOUT_FOG),
        "opts" => fixed(RastOut, RASTOUT_POINT_SIZE),
        "orast" => numbered(RastOut),
        "od" => numbered(AttrOut),
        "ot" | "o" => numbered(TexCrdOut),
        "i" => numbered(ConstInt),
        "oc" => numbered(ColorOut),
        "odepth" => numbered(DepthOut),
        "s" => numbered(Sampler),
        "b" => numbered(ConstBool),
        "al" => numbered(Loop),
        "half" => numbered(TempFloat16),
        "vpos" => fixed(MiscType, MISC_POSITION),
        "vface" => fixed(MiscType, MISC_FACE),
        "vmisc" => numbered(MiscType),
        "l" => numbered(Label),
        "p" => numbered(Predicate),
        _ => Err(bad(text, "unknown register")),
    }?;
    if reg.index > 0x7FF {
        return Err(bad(text, "register number above 2047"));
    }
    Ok(reg)
}

fn component(c: char) -> Option<u8> {
    match c {
        'x' | 'r' => Some(0),
        'y' | 'g' => Some(1),
        'z' | 'b' => Some(2),
        'w' | 'a' => Some(3),
        _ => None,
    }
}

/// `.xy` / `.rgba` / `.none` write masks (components in order).
fn write_mask(s: &str, text: &str) -> Result<WriteMask, AsmErrorKind> {
    if s == "none" {
        return Ok(WriteMask(0));
    }
    let mut mask = 0u8;
    let mut last: Option<u8> = None;
    for c in s.chars() {
        let i = component(c).ok_or_else(|| bad(text, "bad write mask letter"))?;
        if last.is_some_and(|l| l >= i) {
            return Err(bad(text, "write mask components out of order"));
        }
        last = Some(i);
        mask |= 1 << i;
    }
    if mask == 0 {
        return Err(bad(text, "empty write mask"));
    }
    Ok(WriteMask(mask))
}

/// One to four swizzle letters; a short swizzle repeats its last letter.
fn swizzle(s: &str, text: &str) -> Result<Swizzle, AsmErrorKind> {
    let comps: Vec<u8> = s
        .chars()
        .map(|c| component(c).ok_or_else(|| bad(text, "bad swizzle letter")))
        .collect::<Result<_, _>>()?;
    let last = *comps.last().ok_or_else(|| bad(text, "empty swizzle"))?;
    if comps.len() > 4 {
        return Err(bad(text, "swizzle longer than 4"));
    }
    let mut c = [last; 4];
    c[..comps.len()].copy_from_slice(&comps);
    Ok(Swizzle::from_components(c))
}

/// Register with optional number and `[...]`; returns register, relative
/// address and the rest of the text.
fn addressed<'a>(
    model: ShaderModel,
    s: &'a str,
    text: &str,
) -> Result<(Register, Option<RelativeAddress>, &'a str), AsmErrorKind> {
    let (name, num, rest) = split_register(s);
    if name.is_empty() {
        return Err(bad(text, "expected a register"));
    }
    let Some(inner) = rest.strip_prefix('[') else {
        if num.is_none()
            && matches!(
                name,
                "r" | "v"
                    | "c"
                    | "a"
                    | "t"
                    | "o"
                    | "od"
                    | "ot"
                    | "oc"
                    | "i"
                    | "b"
                    | "s"
                    | "l"
                    | "p"
            )
        {
            return Err(bad(text, "register number missing"));
        }
        return Ok((register(name, num, text)?, None, rest));
    };
    let close = inner.find(']').ok_or_else(|| bad(text, "missing ]"))?;
    let (inside, rest) = (&inner[..close], &inner[close + 1..]);
    let mut offset = i64::from(num.unwrap_or(0));
    let mut address: Option<RelativeAddress> = None;
    for term in inside.split('+') {
        if term.is_empty() {
            return Err(bad(text, "empty term in []"));
        }
        if term.starts_with(|c: char| c.is_ascii_digit()) {
            offset = term
                .parse::<i64>()
                .ok()
                .and_then(|t| offset.checked_add(t))
                .ok_or_else(|| bad(text, "bad offset in []"))?;
            continue;
        }
        if address.is_some() {
            return Err(bad(text, "two address registers in []"));
        }
        let (aname, anum, arest) = split_register(term);
        let areg = register(aname, anum, text)?;
        if !matches!(areg.kind, RegisterType::Addr | RegisterType::Loop) {
            return Err(bad(text, "relative address must be a0 or aL"));
        }
        let sw = match arest.strip_prefix('.') {
            Some(letters) => swizzle(letters, text)?,
            None if arest.is_empty() => Swizzle::IDENTITY,
            None => return Err(bad(text, "unexpected text after the address register")),
        };
        address = Some(RelativeAddress {
            reg: areg,
            swizzle: sw,
        });
    }
    let index = u32::try_from(offset).map_err(|_| bad(text, "negative register number"))?;
    // `vFace[a0.x]`: a named register with no number and no offset.
    let index = (num.is_some() || index != 0).then_some(index);
    let reg = register(name, index, text)?;
    if let Some(a) = address
        && model.is_sm1()
    {
        if a.reg != RelativeAddress::A0_X.reg || a.component() != 0 {
            return Err(bad(text, "model 1 relative addressing is always a0.x"));
        }
        return Ok((reg, Some(RelativeAddress::A0_X), rest));
    }
    Ok((reg, address, rest))
}

/// Parses a destination operand.
pub fn dst(model: ShaderModel, text: &str) -> Result<DstParam, AsmErrorKind> {
    let (reg, relative, rest) = addressed(model, text, text)?;
    let write_mask = match rest.strip_prefix('.') {
        Some(m) => write_mask(m, text)?,
        None if rest.is_empty() => WriteMask::ALL,
        None => return Err(bad(text, "unexpected text after the register")),
    };
    let mut d = DstParam::new(reg, write_mask);
    d.relative = relative;
    Ok(d)
}

/// Parses a source operand.
pub fn src(model: ShaderModel, text: &str) -> Result<SrcParam, AsmErrorKind> {
    let (prefix, body) = if let Some(b) = text.strip_prefix("1-") {
        ("1-", b)
    } else if let Some(b) = text.strip_prefix('-') {
        ("-", b)
    } else if let Some(b) = text.strip_prefix('!') {
        ("!", b)
    } else {
        ("", text)
    };
    let (reg, relative, mut rest) = addressed(model, body, text)?;
    let mut suffix = "";
    let mut sw = Swizzle::IDENTITY;
    // Modifier suffix and swizzle, in either order.
    for _ in 0..2 {
        if let Some(r) = rest.strip_prefix('_') {
            let end = r.find('.').unwrap_or(r.len());
            if !suffix.is_empty() {
                return Err(bad(text, "two modifier suffixes"));
            }
            suffix = &r[..end];
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('.') {
            let end = r.find('_').unwrap_or(r.len());
            sw = swizzle(&r[..end], text)?;
            rest = &r[end..];
        }
    }
    if !rest.is_empty() {
        return Err(bad(text, "unexpected text after the register"));
    }
    let modifier = match (prefix, suffix) {
        ("", "") => SrcModifier::None,
        ("-", "") => SrcModifier::Negate,
        ("", "bias") => SrcModifier::Bias,
        ("-", "bias") => SrcModifier::BiasNegate,
        ("", "bx2") => SrcModifier::Sign,
        ("-", "bx2") => SrcModifier::SignNegate,
        ("1-", "") => SrcModifier::Complement,
        ("", "x2") => SrcModifier::X2,
        ("-", "x2") => SrcModifier::X2Negate,
        ("", "dz" | "db") => SrcModifier::Dz,
        ("", "dw" | "da") => SrcModifier::Dw,
        ("", "abs") => SrcModifier::Abs,
        ("-", "abs") => SrcModifier::AbsNegate,
        ("!", "") => SrcModifier::Not,
        _ => return Err(bad(text, "unknown source modifier combination")),
    };
    Ok(SrcParam {
        reg,
        swizzle: sw,
        modifier,
        relative,
    })
}
