//! One-line error reports: every cause of an error chain, each clause said
//! once.
//!
//! Library errors often print their source inline (`{path}: {source}`) and
//! also return it from `source()`, so joining the chain naively says the same
//! cause twice (`...: No such file (os error 2): No such file (os error 2)`).
//! [`one_line`] joins the chain with `: ` but keeps only the first occurrence
//! of every clause.

/// The error and its causes as one line, without repeated clauses.
pub fn one_line(err: &anyhow::Error) -> String {
    join_causes(err.chain().map(|cause| cause.to_string()))
}

/// Joins cause messages (outermost first) with `: `, splitting each into its
/// `: `-separated clauses and dropping any clause already said. A clause's
/// trailing full stop is dropped (a sentence in the middle of a line reads
/// badly), and so are empty clauses.
pub fn join_causes(causes: impl IntoIterator<Item = String>) -> String {
    let mut clauses: Vec<String> = Vec::new();
    for cause in causes {
        for clause in cause.lines().flat_map(|line| line.split(": ")) {
            let clause = clause.trim();
            let clause = clause
                .strip_suffix('.')
                .filter(|c| !c.ends_with('.'))
                .unwrap_or(clause);
            if !clause.is_empty() && !clauses.iter().any(|c| c == clause) {
                clauses.push(clause.to_string());
            }
        }
    }
    clauses.join(": ")
}

/// `n` and the noun in the right number: `1 entry`, `2 entries`.
pub fn count(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn repeated_sources_are_said_once() {
        let io = "No such file or directory (os error 2)";
        assert_eq!(
            join_causes([format!("pack unavailable: a.hvt: {io}"), io.to_string()]),
            format!("pack unavailable: a.hvt: {io}")
        );
        assert_eq!(
            join_causes([
                "a.png: unreadable PNG: Invalid PNG signature.".to_string(),
                "Invalid PNG signature.".to_string()
            ]),
            "a.png: unreadable PNG: Invalid PNG signature"
        );
        assert_eq!(
            join_causes(["x".to_string(), "y".to_string()]),
            "x: y".to_string()
        );
        assert_eq!(count(1, "entry", "entries"), "1 entry");
        assert_eq!(count(0, "entry", "entries"), "0 entries");
        // An ellipsis is not a full stop.
        assert_eq!(join_causes(["wait...".to_string()]), "wait...");
    }

    /// Clauses without the separator, some of them repeated on purpose.
    fn clause() -> impl Strategy<Value = String> {
        prop_oneof![
            Just("No such file or directory (os error 2)".to_string()),
            Just("a.hvt".to_string()),
            Just("Invalid PNG signature.".to_string()),
            "[a-z0-9 ]{1,12}",
        ]
    }

    proptest! {
        /// Whatever the chain (causes repeating earlier causes whole or in
        /// part), the line says every clause once and loses none.
        #[test]
        fn no_clause_is_repeated(
            chain in prop::collection::vec(prop::collection::vec(clause(), 1..4), 1..6)
        ) {
            let causes: Vec<String> = chain.iter().map(|c| c.join(": ")).collect();
            let line = join_causes(causes);
            let said: Vec<&str> = line.split(": ").collect();
            let mut unique = said.clone();
            unique.sort_unstable();
            unique.dedup();
            prop_assert_eq!(unique.len(), said.len(), "{}", line);
            for c in chain.iter().flatten() {
                let c = c.trim().trim_end_matches('.');
                prop_assert!(c.is_empty() || said.contains(&c), "{} lost from {}", c, line);
            }
        }
    }
}
