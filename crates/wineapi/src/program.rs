//! Reading one of Wine's test programs: its `START_TEST` body (the test
//! functions in the order they run), the `ok()` sites of each function,
//! and the gated copy the harness compiles.
//!
//! The reading is textual, as the programs are regular: `START_TEST(name)`
//! opens a brace body whose statements call `test_<name>();` one per line,
//! and each function is `static void test_<name>(void)` followed by a brace
//! body. Comments, strings and character literals are skipped when
//! matching braces.

use std::collections::BTreeMap;
use std::path::Path;

use crate::Error;

/// A test program as the harness sees it.
#[derive(Debug, Clone)]
pub struct Program {
    /// The file name (`device.c`).
    pub file: String,
    /// The program's text.
    pub source: String,
    /// The text with comments and literals blanked ([`code_only`]; same
    /// offsets), where braces and `ok(` are looked for.
    code: String,
    /// The `START_TEST` name (`device`): its function is `func_device`.
    pub start_name: String,
    /// The test functions `START_TEST` calls, in order.
    pub functions: Vec<String>,
    /// The 0-based line range of the `START_TEST` body (braces included).
    start_body: (usize, usize),
}

impl Program {
    /// Reads `dir/file`.
    pub fn read(dir: &Path, file: &str) -> Result<Program, Error> {
        let path = dir.join(file);
        let source = std::fs::read_to_string(&path).map_err(|e| Error::io(&path, e))?;
        Program::parse(file, source)
    }

    /// Reads a program from its text.
    pub fn parse(file: &str, source: String) -> Result<Program, Error> {
        let no_start = || Error::NoStartTest { file: file.into() };
        let lines: Vec<&str> = source.lines().collect();
        let start_line = lines
            .iter()
            .position(|l| l.trim_start().starts_with("START_TEST("))
            .ok_or_else(no_start)?;
        let header = lines[start_line].trim();
        let start_name = header
            .strip_prefix("START_TEST(")
            .and_then(|r| r.split(')').next())
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .ok_or_else(no_start)?
            .to_string();
        let offset = line_offset(&source, start_line);
        let code = code_only(&source);
        let (open, close) = brace_body(&code, offset).ok_or_else(no_start)?;
        let body_first = source[..open].lines().count().saturating_sub(1);
        let body_last = source[..close].lines().count().saturating_sub(1);
        let functions = lines[body_first..=body_last]
            .iter()
            .filter_map(|l| call_of(l))
            .map(str::to_string)
            .collect();
        Ok(Program {
            file: file.into(),
            start_name,
            functions,
            start_body: (body_first, body_last),
            code,
            source,
        })
    }

    /// The number of `ok(` sites in each function's body (the assertions a
    /// function has in its text; loops and helpers are not counted).
    pub fn ok_sites(&self) -> BTreeMap<String, usize> {
        self.functions
            .iter()
            .map(|f| {
                let sites = self
                    .function_body_range(f)
                    .map_or(0, |(open, close)| count_ok_sites(&self.code[open..=close]));
                (f.clone(), sites)
            })
            .collect()
    }

    /// The text of `static void <name>(void) { ... }`'s body.
    pub fn function_body(&self, name: &str) -> Option<&str> {
        self.function_body_range(name)
            .map(|(open, close)| &self.source[open..=close])
    }

    /// The byte offsets of the braces of `name`'s definition.
    fn function_body_range(&self, name: &str) -> Option<(usize, usize)> {
        let mut from = 0;
        while let Some(found) = self.source[from..].find(name) {
            let at = from + found;
            from = at + name.len();
            let line_start = self.source[..at].rfind('\n').map_or(0, |i| i + 1);
            let head_line = self.source[line_start..].lines().next().unwrap_or("");
            let is_definition = head_line.starts_with("static void ")
                && head_line.contains(&format!("{name}(void)"))
                && !head_line.trim_end().ends_with(';');
            if is_definition && let Some(range) = brace_body(&self.code, at) {
                return Some(range);
            }
        }
        None
    }

    /// The program with each call of its `START_TEST` body gated, line for
    /// line: `test_x();` becomes
    /// `if (winetest_nb_selected("test_x")) { test_x(); winetest_nb_done("test_x"); }`.
    /// Line numbers do not change.
    pub fn gate_start_test(&self) -> String {
        let mut out = String::with_capacity(self.source.len() + 4096);
        for (i, line) in self.source.lines().enumerate() {
            let inside = i >= self.start_body.0 && i <= self.start_body.1;
            match call_of(line).filter(|_| inside) {
                Some(name) => {
                    let indent = &line[..line.len() - line.trim_start().len()];
                    out.push_str(&format!(
                        "{indent}if (winetest_nb_selected(\"{name}\")) {{ {name}(); winetest_nb_done(\"{name}\"); }}"
                    ));
                }
                None => out.push_str(line),
            }
            out.push('\n');
        }
        out
    }
}

/// `test_x` for a line that is exactly `test_x();`.
fn call_of(line: &str) -> Option<&str> {
    let name = line.trim().strip_suffix("();")?;
    let ok =
        name.starts_with("test_") && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    ok.then_some(name)
}

/// The byte offset of 0-based line `n`.
fn line_offset(text: &str, n: usize) -> usize {
    text.split_inclusive('\n').take(n).map(str::len).sum()
}

/// The byte offsets of the first `{` at or after `from` and of its
/// matching `}` in `code` (a text with comments and literals blanked by
/// [`code_only`]); `None` when a `;` comes first.
fn brace_body(code: &str, from: usize) -> Option<(usize, usize)> {
    let mut depth = 0usize;
    let mut open = None;
    for (i, b) in code.bytes().enumerate().skip(from) {
        match b {
            b'{' => {
                open.get_or_insert(i);
                depth += 1;
            }
            b'}' if open.is_some() => {
                depth -= 1;
                if depth == 0 {
                    return open.map(|o| (o, i));
                }
            }
            b';' if open.is_none() => return None,
            _ => {}
        }
    }
    None
}

/// `text` with its comments and string and character literals blanked
/// (same length), so that only code is searched.
fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = bytes.to_vec();
    let mut i = 0;
    let blank = |from: usize, to: usize, out: &mut Vec<u8>| {
        for b in &mut out[from..to.min(bytes.len())] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    while i < bytes.len() {
        let start = i;
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
                blank(start, i, &mut out);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i += 2;
                while i + 1 < bytes.len() && !(bytes[i] == b'*' && bytes[i + 1] == b'/') {
                    i += 1;
                }
                i += 2;
                blank(start, i, &mut out);
            }
            quote @ (b'"' | b'\'') => {
                i += 1;
                while i < bytes.len() && bytes[i] != quote {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
                blank(start, i, &mut out);
            }
            _ => i += 1,
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// `ok(` sites in `code` (blanked by [`code_only`]: comments and strings
/// do not count): `ok` as a whole word followed by `(`.
fn count_ok_sites(code: &str) -> usize {
    let text = code;
    let bytes = text.as_bytes();
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    text.match_indices("ok")
        .filter(|(at, _)| {
            let before = at.checked_sub(1).map(|b| bytes[b]);
            let mut after = at + 2;
            while after < bytes.len() && bytes[after] == b' ' {
                after += 1;
            }
            !before.is_some_and(word) && bytes.get(after) == Some(&b'(')
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    const PROGRAM: &str = "\
static void test_a(void)
{
    ok(1, \"a {\\n\");
    /* ok( in a comment is text, { too */
    if (x) { ok (2, \"b\"); }
}

static void test_b(void);
static void test_b(void)
{
    lock(1); ok(3, \"c\");
}

START_TEST(thing)
{
    int y = 0;
    test_a();
    test_b();
    other();
}
";

    fn program() -> Program {
        Program::parse("thing.c", PROGRAM.into()).unwrap()
    }

    #[test]
    fn start_test_names_the_functions_in_order() {
        let p = program();
        assert_eq!(p.start_name, "thing");
        assert_eq!(p.functions, ["test_a", "test_b"]);
    }

    #[test]
    fn ok_sites_are_counted_per_function_body() {
        let sites = program().ok_sites();
        assert_eq!(sites["test_a"], 2);
        assert_eq!(sites["test_b"], 1);
    }

    #[test]
    fn the_gate_keeps_every_line_number() {
        let p = program();
        let gated = p.gate_start_test();
        assert_eq!(gated.lines().count(), PROGRAM.lines().count());
        let line = gated.lines().nth(16).unwrap();
        assert_eq!(
            line,
            "    if (winetest_nb_selected(\"test_a\")) { test_a(); winetest_nb_done(\"test_a\"); }"
        );
        // Outside START_TEST nothing changes.
        assert_eq!(gated.lines().nth(2), PROGRAM.lines().nth(2));
    }

    #[test]
    fn a_program_without_start_test_is_an_error() {
        let err = Program::parse("x.c", "static void f(void) {}\n".into()).unwrap_err();
        assert!(matches!(err, Error::NoStartTest { .. }));
    }
}
