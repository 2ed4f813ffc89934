//! Failure propagation: a step that failed (the device refused it, or the
//! device has no API for it yet) leaves something different from what the
//! trace meant. That is a [`Taint`], attached to what the step would have
//! changed: the pixels of a surface, the contents of a texture or buffer,
//! an object that does not exist, or a piece of state that later draws
//! read. A probe of a tainted surface is an `error` naming the taints.

use std::collections::BTreeMap;

/// Why something differs from what the trace meant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taint {
    /// Index of the failed step.
    pub step: usize,
    /// Its call name.
    pub call: &'static str,
    /// The missing or failing API, as the table of what to implement next
    /// names it (`"StretchRect"`, `"CreateTexture(P8)"`, a draw with the
    /// device's reason, ...).
    pub api: String,
    /// The error.
    pub reason: String,
}

impl std::fmt::Display for Taint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "step {} {} failed: {}",
            self.step, self.call, self.reason
        )
    }
}

/// Which draws a piece of state matters to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scope {
    /// Every draw and clear: the render targets, viewport and scissor
    /// rectangle.
    Targets,
    /// Every draw.
    All,
    /// Draws without a vertex shader (fixed-function vertex processing).
    NoVertexShader,
    /// Draws without a pixel shader (the fixed-function texture stages).
    NoPixelShader,
    /// Draws without a pixel shader or with a ps_1_x one (texture-stage
    /// states ps_1_x reads: bump matrices, projected texture coordinates).
    NoPixelShaderOrPs1,
}

/// What a draw is drawn with, to decide which state taints matter.
#[derive(Clone, Copy, Debug, Default)]
pub struct DrawContext {
    /// A vertex shader is set.
    pub vertex_shader: bool,
    /// A pixel shader is set, and its major version.
    pub pixel_shader_major: Option<u32>,
}

impl Scope {
    /// Whether state of this scope matters to a draw with `ctx`.
    pub fn applies(self, ctx: DrawContext) -> bool {
        match self {
            Scope::Targets | Scope::All => true,
            Scope::NoVertexShader => !ctx.vertex_shader,
            Scope::NoPixelShader => ctx.pixel_shader_major.is_none(),
            Scope::NoPixelShaderOrPs1 => ctx.pixel_shader_major.is_none_or(|m| m < 2),
        }
    }
}

/// A list of taints without repeats.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Taints(pub Vec<Taint>);

impl Taints {
    /// Adds `t` unless already there.
    pub fn add(&mut self, t: &Taint) {
        if !self.0.contains(t) {
            self.0.push(t.clone());
        }
    }

    /// Adds every taint of `other`.
    pub fn extend(&mut self, other: &Taints) {
        for t in &other.0 {
            self.add(t);
        }
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The distinct APIs, sorted.
    pub fn apis(&self) -> Vec<String> {
        let mut apis: Vec<String> = self.0.iter().map(|t| t.api.clone()).collect();
        apis.sort();
        apis.dedup();
        apis
    }

    /// The first few taints as text.
    pub fn describe(&self) -> String {
        let mut parts: Vec<String> = self.0.iter().take(3).map(ToString::to_string).collect();
        if self.0.len() > 3 {
            parts.push(format!("and {} more", self.0.len() - 3));
        }
        parts.join("; ")
    }
}

/// State that later draws read and that a failed step left wrong, by slot
/// (`"fvf"`, `"tss0.COLOROP"`, `"stream0"`, ...).
#[derive(Clone, Debug, Default)]
pub struct LiveState {
    slots: BTreeMap<String, (Scope, Taint)>,
}

impl LiveState {
    /// A failed step left `slot` wrong.
    pub fn set(&mut self, slot: String, scope: Scope, taint: Taint) {
        self.slots.insert(slot, (scope, taint));
    }

    /// The taint of `slot`, if a failed step left it wrong.
    pub fn get(&self, slot: &str) -> Option<&Taint> {
        self.slots.get(slot).map(|(_, t)| t)
    }

    /// `slot` was set as the trace means (again).
    pub fn clear(&mut self, slot: &str) {
        self.slots.remove(slot);
    }

    /// The taints that matter to a clear.
    pub fn for_clear(&self) -> Taints {
        let mut out = Taints::default();
        for (scope, t) in self.slots.values() {
            if *scope == Scope::Targets {
                out.add(t);
            }
        }
        out
    }

    /// The taints that matter to a draw with `ctx`.
    pub fn for_draw(&self, ctx: DrawContext) -> Taints {
        let mut out = Taints::default();
        for (scope, t) in self.slots.values() {
            if scope.applies(ctx) {
                out.add(t);
            }
        }
        out
    }
}
