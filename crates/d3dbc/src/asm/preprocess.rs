//! The part of the D3DX preprocessor assembly sources use: comments (`//`,
//! `;`, `/* */`), line continuations (`\` at the end of a line), `#line`
//! (ignored), and object-like `#define NAME text` / `#undef NAME`.
//! Function-like macros, `#include` and conditionals are reported as
//! unsupported rather than misread.

use std::collections::HashMap;

use super::error::{AsmError, AsmErrorKind};

/// Deepest macro-in-macro expansion followed.
const MAX_EXPANSION_DEPTH: usize = 16;
/// Longest line macro expansion may produce (macros that reference each
/// other several times grow exponentially).
const MAX_EXPANDED_LEN: usize = 64 * 1024;

/// Comment-free, macro-expanded, lower-cased, non-empty lines with the
/// 1-based number of the line each starts on.
pub fn preprocess(text: &str) -> Result<Vec<(usize, String)>, AsmError> {
    let mut out = Vec::new();
    let mut macros: HashMap<String, String> = HashMap::new();
    for (line_no, line) in strip_comments(text)? {
        let line = line.trim().to_ascii_lowercase();
        if line.is_empty() {
            continue;
        }
        if let Some(directive) = line.strip_prefix('#') {
            directive_line(directive.trim_start(), &mut macros).map_err(|kind| AsmError {
                line: line_no,
                kind,
            })?;
            continue;
        }
        let mut expanded = String::new();
        if !expand(&line, &macros, 0, &mut expanded) {
            return Err(AsmError {
                line: line_no,
                kind: AsmErrorKind::Preprocessor {
                    text: format!("macro expansion longer than {MAX_EXPANDED_LEN} bytes"),
                },
            });
        }
        out.push((line_no, expanded));
    }
    Ok(out)
}

fn directive_line(d: &str, macros: &mut HashMap<String, String>) -> Result<(), AsmErrorKind> {
    let unsupported = || AsmErrorKind::Preprocessor {
        text: format!("#{d}"),
    };
    let (word, rest) = d.split_once(char::is_whitespace).unwrap_or((d, ""));
    match word {
        "line" => Ok(()),
        "define" => {
            let rest = rest.trim_start();
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(rest.len());
            let (name, body) = rest.split_at(end);
            if name.is_empty() || body.starts_with('(') {
                return Err(unsupported());
            }
            macros.insert(name.to_string(), body.trim().to_string());
            Ok(())
        }
        "undef" => {
            macros.remove(rest.trim());
            Ok(())
        }
        _ => Err(unsupported()),
    }
}

/// Appends `line` to `out` with whole identifiers that name a macro
/// replaced; false when the result would exceed [`MAX_EXPANDED_LEN`].
fn expand(line: &str, macros: &HashMap<String, String>, depth: usize, out: &mut String) -> bool {
    if macros.is_empty() || depth >= MAX_EXPANSION_DEPTH {
        out.push_str(line);
        return out.len() <= MAX_EXPANDED_LEN;
    }
    let mut rest = line;
    while let Some(start) = rest.find(|c: char| c.is_ascii_alphabetic() || c == '_') {
        let (before, tail) = rest.split_at(start);
        out.push_str(before);
        let end = tail
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(tail.len());
        let (ident, after) = tail.split_at(end);
        // Identifiers start after a non-identifier character (not inside `r10`).
        let glued = out.ends_with(|c: char| c.is_ascii_digit());
        match macros.get(ident) {
            Some(body) if !glued => {
                if !expand(body, macros, depth + 1, out) {
                    return false;
                }
            }
            _ => out.push_str(ident),
        }
        if out.len() > MAX_EXPANDED_LEN {
            return false;
        }
        rest = after;
    }
    out.push_str(rest);
    out.len() <= MAX_EXPANDED_LEN
}

/// Removes comments and joins continued lines.
fn strip_comments(text: &str) -> Result<Vec<(usize, String)>, AsmError> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut in_block = false;
    let mut continued: Option<(usize, String)> = None;
    for (i, raw) in text.lines().enumerate() {
        let mut line = String::new();
        let mut rest = raw;
        loop {
            if in_block {
                match rest.find("*/") {
                    Some(end) => {
                        rest = &rest[end + 2..];
                        in_block = false;
                    }
                    None => break,
                }
            }
            let cut = [rest.find("//"), rest.find(';'), rest.find("/*")]
                .into_iter()
                .flatten()
                .min();
            match cut {
                Some(at) if rest[at..].starts_with("/*") => {
                    line.push_str(&rest[..at]);
                    line.push(' ');
                    rest = &rest[at + 2..];
                    in_block = true;
                }
                Some(at) => {
                    line.push_str(&rest[..at]);
                    break;
                }
                None => {
                    line.push_str(rest);
                    break;
                }
            }
        }
        let (start, mut joined) = continued.take().unwrap_or((i + 1, String::new()));
        let trimmed = line.trim_end();
        match trimmed.strip_suffix('\\') {
            Some(head) => {
                joined.push_str(head);
                joined.push(' ');
                continued = Some((start, joined));
            }
            None => {
                joined.push_str(trimmed);
                out.push((start, joined));
            }
        }
    }
    if let Some(last) = continued {
        out.push(last);
    }
    if in_block {
        return Err(AsmError {
            line: text.lines().count(),
            kind: AsmErrorKind::UnterminatedComment,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defines_with_continuations_expand() {
        let lines = preprocess("#define REG 1 + 2 +\\\n3 + 4\nvs.1.1\nmov r0, c0[ REG ] // x\n")
            .expect("preprocesses");
        assert_eq!(
            lines,
            [
                (3, "vs.1.1".to_string()),
                (4, "mov r0, c0[ 1 + 2 + 3 + 4 ]".to_string())
            ]
        );
    }

    #[test]
    fn identifiers_inside_registers_are_not_expanded() {
        let lines = preprocess("#define r r5\n#define x y\nmov r1.x, r\n#undef x\nmov r1.x, x\n")
            .expect("preprocesses");
        assert_eq!(lines[0].1, "mov r1.y, r5");
        assert_eq!(lines[1].1, "mov r1.x, x");
    }

    #[test]
    fn exponential_macros_are_bounded() {
        let mut src = String::from("#define m0 r0\n");
        for i in 1..16 {
            src.push_str(&format!("#define m{i} m{0} m{0} m{0} m{0}\n", i - 1));
        }
        src.push_str("mov m15\n");
        let e = preprocess(&src).expect_err("4^15 copies");
        assert_eq!(e.line, 17);
    }

    #[test]
    fn unsupported_directives_are_errors() {
        for d in ["#include \"a.h\"", "#if 1", "#define f(x) x"] {
            let e = preprocess(&format!("vs_1_1\n{d}\n")).expect_err(d);
            assert_eq!(e.line, 2);
            assert!(matches!(e.kind, AsmErrorKind::Preprocessor { .. }));
        }
    }

    #[test]
    fn block_comments_span_lines() {
        let lines =
            preprocess("vs_2_0 /* a\nb */ mov r0, c0 ; c\n/* open").expect_err("unterminated");
        assert!(matches!(lines.kind, AsmErrorKind::UnterminatedComment));
        let ok = preprocess("vs_2_0 /* a\nb */ mov r0, c0 ; c\n").expect("ok");
        assert_eq!(
            ok,
            [(1, "vs_2_0".to_string()), (2, "mov r0, c0".to_string())]
        );
    }
}
