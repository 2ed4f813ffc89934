//! A corpus run's results: one class per shader, counted by game and by
//! instruction family, as a text table (`ninebridge shader corpus`,
//! docs/conformance.md) and as JSON.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::{Deserialize, Serialize};

use super::source::CorpusFile;
use crate::diff::{Disagreement, Family};

/// What became of one shader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    /// Every compared output of every input set agreed.
    Agree,
    /// Some output breaks a rule: differs beyond its tolerance, or is
    /// non-finite in another class on each side.
    Disagree,
    /// Some outputs became infinite or NaN, alike on both sides (never
    /// agreement), and none breaks a rule.
    NonFinite,
    /// The diff cannot compare it (vertex texture fetch, no pixel drawn).
    NotCompared,
    /// It does not assemble, the interpreter refuses it, or the GPU failed.
    Error,
}

impl Class {
    /// Every class, in table order.
    pub const ALL: [Class; 5] = [
        Class::Agree,
        Class::Disagree,
        Class::NonFinite,
        Class::NotCompared,
        Class::Error,
    ];

    /// The column name.
    pub fn name(self) -> &'static str {
        match self {
            Class::Agree => "agree",
            Class::Disagree => "disagree",
            Class::NonFinite => "non-finite",
            Class::NotCompared => "not compared",
            Class::Error => "error",
        }
    }
}

/// One shader's result (read back from a part's JSON: `shader corpus`
/// runs a large corpus a process per part).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct ShaderResult {
    /// The file name.
    pub file: String,
    /// Its game (the name before `__`).
    pub game: String,
    /// Its class.
    pub class: Class,
    /// The instruction families the shader uses (empty when it does not
    /// assemble).
    pub families: Vec<String>,
    /// Why it was not compared, or the error (empty otherwise).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub detail: String,
    /// The outputs that differ (disagree and non-finite).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub disagreements: Vec<Disagreement>,
}

impl ShaderResult {
    /// A result of `file` in `class`.
    pub fn new(file: &CorpusFile, class: Class, families: Vec<String>) -> Self {
        ShaderResult {
            file: file.name.clone(),
            game: file.game().to_string(),
            class,
            families,
            detail: String::new(),
            disagreements: Vec::new(),
        }
    }

    /// With a reason or an error message.
    pub fn with_detail(mut self, detail: String) -> Self {
        self.detail = detail;
        self
    }

    /// With the outputs that differ.
    pub fn with_disagreements(mut self, d: Vec<Disagreement>) -> Self {
        self.disagreements = d;
        self
    }
}

/// Counts per class.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct ClassCounts {
    /// Shaders counted.
    pub shaders: usize,
    /// See [`Class::Agree`].
    pub agree: usize,
    /// See [`Class::Disagree`].
    pub disagree: usize,
    /// See [`Class::NonFinite`].
    pub non_finite: usize,
    /// See [`Class::NotCompared`].
    pub not_compared: usize,
    /// See [`Class::Error`].
    pub error: usize,
}

impl ClassCounts {
    fn add(&mut self, class: Class) {
        self.shaders += 1;
        *match class {
            Class::Agree => &mut self.agree,
            Class::Disagree => &mut self.disagree,
            Class::NonFinite => &mut self.non_finite,
            Class::NotCompared => &mut self.not_compared,
            Class::Error => &mut self.error,
        } += 1;
    }

    /// The count of `class`.
    pub fn of(&self, class: Class) -> usize {
        match class {
            Class::Agree => self.agree,
            Class::Disagree => self.disagree,
            Class::NonFinite => self.non_finite,
            Class::NotCompared => self.not_compared,
            Class::Error => self.error,
        }
    }

    /// Agreeing shaders in percent of all (0 of 0: 0).
    pub fn agree_percent(&self) -> f64 {
        if self.shaders == 0 {
            0.0
        } else {
            100.0 * self.agree as f64 / self.shaders as f64
        }
    }
}

/// The whole run.
#[derive(Clone, Debug, Default, Serialize)]
pub struct CorpusReport {
    /// Every class, over all shaders.
    pub total: ClassCounts,
    /// Per game (sorted by name).
    pub by_game: BTreeMap<String, ClassCounts>,
    /// Per instruction family: the shaders that use it.
    pub by_family: BTreeMap<String, ClassCounts>,
    /// Every shader, in corpus order.
    pub shaders: Vec<ShaderResult>,
}

impl CorpusReport {
    /// Counts `results`.
    pub fn new(results: Vec<ShaderResult>) -> Self {
        let mut r = CorpusReport::default();
        for s in &results {
            r.total.add(s.class);
            r.by_game.entry(s.game.clone()).or_default().add(s.class);
            for f in &s.families {
                r.by_family.entry(f.clone()).or_default().add(s.class);
            }
        }
        r.shaders = results;
        r
    }

    /// The shaders of `class`.
    pub fn of(&self, class: Class) -> impl Iterator<Item = &ShaderResult> {
        self.shaders.iter().filter(move |s| s.class == class)
    }

    /// The tables: by game, then by instruction family (in
    /// [`Family::ALL`]'s order), then the total.
    pub fn table(&self) -> String {
        let mut s = String::new();
        let header = |s: &mut String, first: &str| {
            let _ = write!(s, "{first:<24} {:>7}", "shaders");
            for c in Class::ALL {
                let _ = write!(s, " {:>12}", c.name());
            }
            let _ = writeln!(s, " {:>8}", "agree %");
        };
        let row = |s: &mut String, name: &str, c: &ClassCounts| {
            let _ = write!(s, "{name:<24} {:>7}", c.shaders);
            for class in Class::ALL {
                let _ = write!(s, " {:>12}", c.of(class));
            }
            let _ = writeln!(s, " {:>8.1}", c.agree_percent());
        };
        header(&mut s, "game");
        for (game, c) in &self.by_game {
            row(&mut s, game, c);
        }
        row(&mut s, "all", &self.total);
        s.push('\n');
        header(&mut s, "family (shaders using it)");
        for f in Family::ALL {
            if let Some(c) = self.by_family.get(f.name()) {
                row(&mut s, f.name(), c);
            }
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(name: &str, class: Class, families: &[&str]) -> ShaderResult {
        let file = CorpusFile {
            name: name.into(),
            text: String::new(),
        };
        ShaderResult::new(
            &file,
            class,
            families.iter().map(|f| f.to_string()).collect(),
        )
    }

    #[test]
    fn counts_by_game_and_by_family() {
        let r = CorpusReport::new(vec![
            result("A__PixelShaders__1.txt", Class::Agree, &["arithmetic"]),
            result(
                "A__PixelShaders__2.txt",
                Class::Disagree,
                &["arithmetic", "texture"],
            ),
            result("B__VertexShaders__1.txt", Class::NotCompared, &["texture"]),
            result("B__VertexShaders__2.txt", Class::Error, &[]),
            result("B__VertexShaders__3.txt", Class::NonFinite, &["reciprocal"]),
        ]);
        assert_eq!(r.total.shaders, 5);
        assert_eq!(
            (r.total.agree, r.total.disagree, r.total.non_finite),
            (1, 1, 1)
        );
        assert_eq!((r.total.not_compared, r.total.error), (1, 1));
        assert_eq!(r.by_game["A"].agree, 1);
        assert_eq!(r.by_game["B"].shaders, 3);
        assert_eq!(r.by_family["texture"].shaders, 2);
        assert_eq!(r.by_family["texture"].not_compared, 1);
        assert_eq!(r.by_family["arithmetic"].agree_percent(), 50.0);
        let table = r.table();
        assert!(table.contains("non-finite"), "{table}");
        let all = table.lines().find(|l| l.starts_with("all ")).unwrap();
        assert_eq!(
            all.split_whitespace().collect::<Vec<_>>(),
            ["all", "5", "1", "1", "1", "1", "1", "20.0"]
        );
    }
}
