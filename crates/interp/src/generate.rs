//! Random valid programs for property tests and differential fuzzing
//! (feature `generate`): assembly text built from a vocabulary of
//! instructions, modifiers and nested flow control that the validator
//! accepts. The words drive every choice, so a proptest strategy of byte
//! arrays shrinks to small programs.

/// Source swizzles drawn from.
const SWIZZLES: &[&str] = &["", ".x", ".y", ".w", ".xyzw", ".wzyx", ".yyzz", ".zxwy"];
/// Write masks drawn from.
const MASKS: &[&str] = &["", ".x", ".xy", ".xyz", ".w", ".yw"];

/// A readable register.
fn reg(kind: u8, n: u8) -> String {
    match kind % 3 {
        0 => format!("r{}", n % 4),
        1 => format!("c{}", n % 8),
        _ => format!("v{}", n % 2),
    }
}

/// A source parameter.
fn src(k: u8, n: u8, s: u8, m: u8) -> String {
    let base = format!("{}{}", reg(k, n), SWIZZLES[s as usize % SWIZZLES.len()]);
    match m % 4 {
        0 => base,
        1 => format!("-{base}"),
        2 => format!("{base}_abs"),
        _ => format!("-{base}_abs"),
    }
}

/// One line of a vs_3_0 / ps_3_0 body from random numbers.
fn line(
    w: &[u8; 12],
    pixel: bool,
    depth: &mut Vec<&'static str>,
    loops: &mut u32,
    calls: &mut bool,
) -> String {
    let dst = format!("r{}{}", w[1] % 4, MASKS[w[2] as usize % MASKS.len()]);
    let sat = if w[3] % 5 == 0 { "_sat" } else { "" };
    let a = src(w[4], w[5], w[6], w[7]);
    let b = src(w[8], w[9], w[10], w[11]);
    let scalar = |s: &str| {
        format!(
            "{}.x",
            s.split('.').next().unwrap_or(s).trim_start_matches('-')
        )
    };
    let plain = |k: u8| format!("r{}", k % 4);
    let pred = if w[3] % 2 == 0 { "p0.x" } else { "!p0.y" };
    match w[0] % 37 {
        0 => format!("add{sat} {dst}, {a}, {b}"),
        1 => format!("mul{sat} {dst}, {a}, {b}"),
        2 => format!("mad{sat} {dst}, {a}, {b}, {a}"),
        3 => format!("dp3{sat} {dst}, {a}, {b}"),
        4 => format!("dp4 {dst}, {a}, {b}"),
        5 => format!("rcp {dst}, {}", scalar(&a)),
        6 => format!("rsq {dst}, {}", scalar(&a)),
        7 => format!("exp {dst}, {}", scalar(&a)),
        8 => format!("log {dst}, {}", scalar(&a)),
        9 => format!("pow {dst}, {}, {}", scalar(&a), scalar(&b)),
        10 => format!("frc {dst}, {a}"),
        11 => format!("min {dst}, {a}, {b}"),
        12 => format!("max {dst}, {a}, {b}"),
        13 if pixel => format!("abs {dst}, {a}"),
        13 => format!("slt {dst}, {a}, {b}"),
        14 => format!("lrp {dst}, {a}, {b}, {a}"),
        15 => format!("nrm r{}.xyz, {a}", w[1] % 4),
        16 => format!("sincos r{}.xy, {}", w[1] % 4, scalar(&a)),
        17 if pixel => format!("cmp {dst}, {a}, {b}, {a}"),
        17 => format!("sge {dst}, {a}, {b}"),
        18 if pixel => format!("dsx {dst}, {a}"),
        18 => format!("lit {dst}, {a}"),
        19 if pixel => format!("texld r{}, {a}, s0", w[1] % 4),
        19 => format!(
            "mova a0.x, {}\nmov {dst}, c[a0.x + {}]",
            scalar(&a),
            w[5] % 8
        ),
        20 if depth.len() < 3 => {
            depth.push("endif");
            format!("if_lt {}, {}", scalar(&a), scalar(&b))
        }
        21 if depth.len() < 3 && *loops < 2 => {
            depth.push("endloop");
            *loops += 1;
            "loop aL, i0".to_string()
        }
        22 if depth.contains(&"endloop") => format!("break_ge {}, {}", scalar(&a), scalar(&b)),
        23 if depth.last() == Some(&"endif") => "else".to_string(),
        24 => format!("setp_gt p0, {a}, {b}"),
        25 => format!("({pred}) add {dst}, {a}, {b}"),
        26 if depth.len() < 3 && *loops < 2 => {
            depth.push("endrep");
            *loops += 1;
            "rep i0".to_string()
        }
        27 => format!("m4x4 {}, {}, c{}", plain(w[1]), plain(w[4]), w[5] % 4),
        28 => format!("crs {}.xyz, {}, {}", plain(w[1]), plain(w[4]), plain(w[8])),
        29 if pixel => format!("dp2add {dst}, {a}, {b}, {}", scalar(&a)),
        29 => format!("dst {dst}, {a}, {b}"),
        30 if pixel => format!("texldp r{}, {a}, s0", w[1] % 4),
        30 => format!("sgn {dst}, {a}"),
        31 if pixel => format!("texldb r{}, {a}, s0", w[1] % 4),
        31 => format!("expp {dst}, {}", scalar(&a)),
        32 if pixel => format!("texldl r{}, {a}, s0", w[1] % 4),
        32 => format!("mova a0.xy, {a}\nmov {dst}, c[a0.y + {}]", w[9] % 8),
        33 => {
            *calls = true;
            "call l0".to_string()
        }
        34 if pixel => format!("dsy {dst}, {a}"),
        34 => format!("logp {dst}, {}", scalar(&a)),
        35 if depth.len() < 3 => {
            depth.push("endif");
            format!("if b{}", w[5] % 4)
        }
        36 if depth.iter().any(|d| *d == "endloop" || *d == "endrep") => {
            format!("breakp {pred}")
        }
        36 => {
            *calls = true;
            format!("callnz l0, b{}", w[5] % 4)
        }
        _ => format!("mov {dst}, {a}"),
    }
}

/// A vs_3_0 (or, with `pixel`, ps_3_0) program from `words`, one
/// instruction (or block opening) per word: arithmetic with random
/// registers, swizzles, masks, `_sat` and source modifiers, `rcp`/`rsq`/
/// `exp`/`log`/`pow`/`sincos`/`nrm`, the matrix macros, `crs`, `dst`,
/// `sgn`, `expp`/`logp`, relative addressing through `a0.x`/`a0.y`
/// (vertex), `dsx`/`dsy`, `dp2add` and `texld`/`texldp`/`texldb`/`texldl` on
/// `s0` (pixel), `setp` with predicated instructions, and
/// `if_lt`/`if b#`/`else`/`loop`/`rep`/`break_ge`/`breakp` nested up to 3
/// deep, every block closed, with `call`/`callnz` to one subroutine. The
/// program reads `v0`, `v1`, `c0..c7`, `i0` and `b0..b3`, writes `o0`
/// (vertex position) or `oC0`.
pub fn program_text(words: &[[u8; 12]], pixel: bool) -> String {
    let mut s = if pixel {
        "ps_3_0\ndcl_texcoord0 v0\ndcl_texcoord1 v1\ndcl_2d s0\n".to_string()
    } else {
        "vs_3_0\ndcl_position v0\ndcl_normal v1\ndcl_position o0\n".to_string()
    };
    s.push_str("defi i0, 3, 1, 2, 0\ndef c7, 0.5, -1, 2, 0\n");
    for i in 0..4 {
        s.push_str(&format!("mov r{i}, c{i}\n"));
    }
    let mut depth = Vec::new();
    let mut loops = 0;
    let mut calls = false;
    let mut elses: Vec<bool> = Vec::new();
    for w in words {
        let l = line(w, pixel, &mut depth, &mut loops, &mut calls);
        if l == "else" {
            if elses.last() == Some(&true) {
                continue;
            }
            if let Some(e) = elses.last_mut() {
                *e = true;
            }
        }
        if l.starts_with("if") {
            elses.push(false);
        }
        s.push_str(&l);
        s.push('\n');
    }
    while let Some(end) = depth.pop() {
        if end == "endif" {
            elses.pop();
        }
        s.push_str(end);
        s.push('\n');
    }
    s.push_str(if pixel {
        "mov oC0, r0\n"
    } else {
        "mov o0, r0\n"
    });
    if calls {
        s.push_str("ret\nlabel l0\nmad r0, r0, c7.x, c6\nret\n");
    }
    s
}

/// Sources a ps_1_x instruction reads.
const PS1_SOURCES: &[&str] = &["r0", "r1", "v0", "v1", "t0", "t1", "c0", "c1", "c2", "c3"];

/// A ps_1_x source with a random swizzle (alpha replicate or none) and
/// modifier (`-`, `_bias`, `_bx2`, `1-`).
fn ps1_src(w: u8, m: u8) -> String {
    let reg = PS1_SOURCES[w as usize % PS1_SOURCES.len()];
    let swz = if m & 0x10 != 0 { ".a" } else { "" };
    match m % 6 {
        0 | 1 => format!("{reg}{swz}"),
        2 => format!("-{reg}{swz}"),
        3 => format!("{reg}_bias{swz}"),
        4 => format!("{reg}_bx2{swz}"),
        _ => format!("1-{reg}{swz}"),
    }
}

/// A ps_1_1 .. ps_1_3 program from `words` (`version` picks the minor):
/// `tex t0` and `texcoord t1`, `r0`/`r1` set from the colours, then up to 8
/// arithmetic instructions (`add`, `sub`, `mul`, `mad`, `dp3`, `lrp`,
/// `cnd` on `r0.a`, `mov`, and from ps_1_2 `dp4` and `cmp`) with source
/// modifiers, destination shifts (`_x2`, `_x4`, `_d2`), `_sat` and
/// co-issued colour/alpha pairs. The colour is r0.
pub fn program_text_ps1(words: &[[u8; 12]], version: u8) -> String {
    let minor = 1 + version % 3;
    let mut s = format!(
        "ps_1_{minor}\ndef c3, 0.5, -0.25, 1, 0.75\ntex t0\ntexcoord t1\nmov r0, v0\nmov r1, v1\n"
    );
    let mut count = 2;
    for w in words {
        if count >= 8 {
            break;
        }
        let dst = format!("r{}", w[1] % 2);
        let shift = match w[2] % 6 {
            0 => "_x2",
            1 => "_x4",
            2 => "_d2",
            _ => "",
        };
        let sat = if w[3] % 3 == 0 { "_sat" } else { "" };
        let (a, b, c) = (
            ps1_src(w[4], w[5]),
            ps1_src(w[6], w[7]),
            ps1_src(w[8], w[9]),
        );
        let op = match w[0] % 11 {
            0 => format!("add{shift}{sat} {dst}, {a}, {b}"),
            1 => format!("sub{shift}{sat} {dst}, {a}, {b}"),
            2 => format!("mul{shift}{sat} {dst}, {a}, {b}"),
            3 => format!("mad{shift}{sat} {dst}, {a}, {b}, {c}"),
            4 => format!("dp3{shift}{sat} {dst}, {a}, {b}"),
            5 => format!("lrp{sat} {dst}, {a}, {b}, {c}"),
            6 => format!("cnd{sat} {dst}, r0.a, {b}, {c}"),
            7 if minor >= 2 => format!("dp4{sat} {dst}, {a}, {b}"),
            8 if minor >= 2 => format!("cmp{sat} {dst}, {a}, {b}, {c}"),
            9 => {
                // A co-issued pair: colour, then alpha.
                count += 1;
                format!("mul{sat} {dst}.rgb, {a}, {b}\n+add{shift} {dst}.a, {b}, {c}")
            }
            _ => format!("mov{shift}{sat} {dst}, {a}"),
        };
        s.push_str(&op);
        s.push('\n');
        count += 1;
    }
    s
}
