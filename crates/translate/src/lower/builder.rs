//! The naga module under construction: cached types, the function being
//! written, `Emit` bookkeeping and the block stack.

use naga::{
    Arena, Block, Expression, Function, Handle, Literal, Module, Scalar, ScalarKind, Span,
    Statement, SwizzleComponent, Type, TypeInner, UniqueArena, VectorSize,
};

/// Handles of the types every translation uses.
#[derive(Clone, Copy)]
pub(crate) struct Types {
    pub f32: Handle<Type>,
    pub i32: Handle<Type>,
    pub u32: Handle<Type>,
    pub bool: Handle<Type>,
    pub vec4f: Handle<Type>,
    pub vec4i: Handle<Type>,
    pub vec4u: Handle<Type>,
    pub vec4b: Handle<Type>,
}

/// A function being written: its arena, the stack of open blocks, and the
/// first expression not yet covered by an `Emit`.
pub(crate) struct FnState {
    pub function: Function,
    /// Open blocks; the last one receives statements. Index 0 is the body.
    pub blocks: Vec<Block>,
    emit_start: usize,
    /// Pre-emitted literals of this function, shared by all its blocks.
    f32_literals: Vec<(u32, Handle<Expression>)>,
    i32_literals: Vec<(i32, Handle<Expression>)>,
    /// `GlobalVariable`/`Constant` expressions of this function (valid in
    /// every block, so one per global suffices).
    globals: Vec<(Handle<naga::GlobalVariable>, Handle<Expression>)>,
    constants: Vec<(Handle<naga::Constant>, Handle<Expression>)>,
    /// Known contents of whole global variables (registers) in the current
    /// straight-line stretch of the innermost block: the value last stored
    /// or loaded. A later load reuses it instead of adding a `Load`, which
    /// removes the reloads D3D code is full of (`mad r1.xyz, r1, ...` reads
    /// `r1` for the source and again for the write mask's merge; the next
    /// instruction reads what the previous one stored). Only valid while
    /// nothing else can change the variables and the expression is in
    /// scope, so a nested block starts without it and every statement other
    /// than `Emit` and `Store` drops it (calls may write registers).
    known: Vec<(Handle<naga::GlobalVariable>, Handle<Expression>)>,
    /// `known` of each enclosing block, restored when the nested block
    /// closes: the closed block goes either into a statement (`If`, `Loop`,
    /// whose `stmt` drops `known` again) or in front of the body
    /// ([`Builder::prepend`]), which changes nothing after it.
    known_outer: Vec<Vec<(Handle<naga::GlobalVariable>, Handle<Expression>)>>,
}

impl FnState {
    pub fn new(name: &str) -> Self {
        FnState {
            function: Function {
                name: Some(name.to_string()),
                ..Default::default()
            },
            blocks: vec![Block::new()],
            emit_start: 0,
            f32_literals: Vec::new(),
            i32_literals: Vec::new(),
            globals: Vec::new(),
            constants: Vec::new(),
            known: Vec::new(),
            known_outer: Vec::new(),
        }
    }
}

/// Owns the module and the function under construction.
pub(crate) struct Builder {
    pub module: Module,
    pub types: Types,
    pub f: FnState,
}

impl Builder {
    pub fn new() -> Self {
        thread_local! {
            /// The type arena with the common types, built once per thread:
            /// cloning it copies the hash table as it is, where inserting
            /// the eight types hashes each and regrows the table, a
            /// noticeable share of a small shader's lowering.
            static TEMPLATE: (UniqueArena<Type>, Types) = {
                let mut types = UniqueArena::new();
                let mut ty = |inner: TypeInner| types.insert(Type { name: None, inner }, Span::UNDEFINED);
                let vec = |size, scalar| TypeInner::Vector { size, scalar };
                let handles = Types {
                    f32: ty(TypeInner::Scalar(Scalar::F32)),
                    i32: ty(TypeInner::Scalar(Scalar::I32)),
                    u32: ty(TypeInner::Scalar(Scalar::U32)),
                    bool: ty(TypeInner::Scalar(Scalar::BOOL)),
                    vec4f: ty(vec(VectorSize::Quad, Scalar::F32)),
                    vec4i: ty(vec(VectorSize::Quad, Scalar::I32)),
                    vec4u: ty(vec(VectorSize::Quad, Scalar::U32)),
                    vec4b: ty(vec(VectorSize::Quad, Scalar::BOOL)),
                };
                (types, handles)
            };
        }
        let (arena, types) = TEMPLATE.with(|(arena, types)| (arena.clone(), *types));
        let module = Module {
            types: arena,
            ..Module::default()
        };
        Builder {
            module,
            types,
            f: FnState::new("main"),
        }
    }

    /// A type handle for `inner`, deduplicated by the arena.
    pub fn ty(&mut self, inner: TypeInner) -> Handle<Type> {
        self.module
            .types
            .insert(Type { name: None, inner }, Span::UNDEFINED)
    }

    /// Appends an expression, closing the pending `Emit` range first when the
    /// expression must not be emitted (literals, variables, arguments).
    pub fn expr(&mut self, e: Expression) -> Handle<Expression> {
        if e.needs_pre_emit() {
            self.flush_emit();
            let h = self.f.function.expressions.append(e, Span::UNDEFINED);
            self.f.emit_start = self.f.function.expressions.len();
            h
        } else {
            self.f.function.expressions.append(e, Span::UNDEFINED)
        }
    }

    /// Pushes an `Emit` for every expression appended since the last one.
    pub fn flush_emit(&mut self) {
        let len = self.f.function.expressions.len();
        if len > self.f.emit_start {
            let range = self.f.function.expressions.range_from(self.f.emit_start);
            self.f.emit_start = len;
            self.current_block()
                .push(Statement::Emit(range), Span::UNDEFINED);
        }
    }

    fn current_block(&mut self) -> &mut Block {
        // The stack never empties: index 0 is the function body and only
        // `pop_block` removes entries above it.
        if self.f.blocks.is_empty() {
            self.f.blocks.push(Block::new());
        }
        let last = self.f.blocks.len() - 1;
        &mut self.f.blocks[last]
    }

    /// Adds a statement after emitting pending expressions.
    pub fn stmt(&mut self, s: Statement) {
        self.flush_emit();
        match s {
            Statement::Emit(_) => {}
            Statement::Store { pointer, value } => self.note_store(pointer, value),
            _ => self.f.known.clear(),
        }
        self.current_block().push(s, Span::UNDEFINED);
    }

    /// Opens a nested block (the body of an `if`, `else` or loop).
    pub fn push_block(&mut self) {
        self.flush_emit();
        let outer = std::mem::take(&mut self.f.known);
        self.f.known_outer.push(outer);
        self.f.blocks.push(Block::new());
    }

    /// Puts `block` in front of the function body.
    pub fn prepend(&mut self, block: Block) {
        self.flush_emit();
        // `known` stays: the block runs before everything written so far.
        if let Some(body) = self.f.blocks.first_mut() {
            body.splice(0..0, block);
        }
    }

    /// Closes the innermost block and returns it (never the function body).
    pub fn pop_block(&mut self) -> Block {
        self.flush_emit();
        self.f.known = self.f.known_outer.pop().unwrap_or_default();
        if self.f.blocks.len() > 1 {
            self.f.blocks.pop().unwrap_or_default()
        } else {
            Block::new()
        }
    }

    /// Finishes the current function and starts a fresh one named `next`.
    pub fn take_function(&mut self, next: &str) -> Function {
        self.flush_emit();
        let mut state = std::mem::replace(&mut self.f, FnState::new(next));
        // Fold any unclosed blocks into the body (the caller reports unclosed
        // control flow before this happens).
        while state.blocks.len() > 1 {
            let inner = state.blocks.pop().unwrap_or_default();
            if let Some(outer) = state.blocks.last_mut() {
                outer.push(Statement::Block(inner), Span::UNDEFINED);
            }
        }
        state.function.body = state.blocks.pop().unwrap_or_default();
        state.function
    }

    /// The expression arena of the current function (for look-ups).
    pub fn exprs(&self) -> &Arena<Expression> {
        &self.f.function.expressions
    }

    // ---- literals and constructors ----

    /// An `f32` literal (cached per function). Infinities and NaNs (which a
    /// `def` may hold) cannot be naga literals; they are bit casts of their
    /// `u32` pattern instead, emitted where they are used.
    pub fn f32(&mut self, v: f32) -> Handle<Expression> {
        let bits = v.to_bits();
        if !v.is_finite() {
            let u = self.u32(bits);
            return self.expr(Expression::As {
                expr: u,
                kind: ScalarKind::Float,
                convert: None,
            });
        }
        if let Some(&(_, h)) = self.f.f32_literals.iter().find(|(b, _)| *b == bits) {
            return h;
        }
        let h = self.expr(Expression::Literal(Literal::F32(v)));
        self.f.f32_literals.push((bits, h));
        h
    }

    /// An `i32` literal (cached per function).
    pub fn i32(&mut self, v: i32) -> Handle<Expression> {
        if let Some(&(_, h)) = self.f.i32_literals.iter().find(|(x, _)| *x == v) {
            return h;
        }
        let h = self.expr(Expression::Literal(Literal::I32(v)));
        self.f.i32_literals.push((v, h));
        h
    }

    /// The pointer expression of a global variable (cached per function).
    pub fn global(&mut self, g: Handle<naga::GlobalVariable>) -> Handle<Expression> {
        if let Some(&(_, h)) = self.f.globals.iter().find(|(x, _)| *x == g) {
            return h;
        }
        let h = self.expr(Expression::GlobalVariable(g));
        self.f.globals.push((g, h));
        h
    }

    /// The expression of a module constant (cached per function).
    pub fn constant(&mut self, c: Handle<naga::Constant>) -> Handle<Expression> {
        if let Some(&(_, h)) = self.f.constants.iter().find(|(x, _)| *x == c) {
            return h;
        }
        let h = self.expr(Expression::Constant(c));
        self.f.constants.push((c, h));
        h
    }

    /// A `u32` literal.
    pub fn u32(&mut self, v: u32) -> Handle<Expression> {
        self.expr(Expression::Literal(Literal::U32(v)))
    }

    /// A `bool` literal.
    pub fn bool(&mut self, v: bool) -> Handle<Expression> {
        self.expr(Expression::Literal(Literal::Bool(v)))
    }

    /// `vec4<f32>(x, y, z, w)` of literals.
    pub fn vec4_lit(&mut self, v: [f32; 4]) -> Handle<Expression> {
        let c = v.map(|x| self.f32(x));
        self.compose(self.types.vec4f, c.to_vec())
    }

    /// `vec4<f32>(v, v, v, v)` of an `f32` expression.
    pub fn splat4(&mut self, value: Handle<Expression>) -> Handle<Expression> {
        self.expr(Expression::Splat {
            size: VectorSize::Quad,
            value,
        })
    }

    /// A splat of `value` to `size` components (`value` itself for 1).
    pub fn splat(&mut self, size: u32, value: Handle<Expression>) -> Handle<Expression> {
        match size {
            1 => value,
            2 => self.expr(Expression::Splat {
                size: VectorSize::Bi,
                value,
            }),
            3 => self.expr(Expression::Splat {
                size: VectorSize::Tri,
                value,
            }),
            _ => self.splat4(value),
        }
    }

    /// A composite of `components`.
    pub fn compose(
        &mut self,
        ty: Handle<Type>,
        components: Vec<Handle<Expression>>,
    ) -> Handle<Expression> {
        self.expr(Expression::Compose { ty, components })
    }

    /// Component `index` of a vector (or member of a pointer). Reading a
    /// component of a swizzle, splat or vector composite reads its source
    /// directly instead of adding an expression.
    pub fn index(&mut self, base: Handle<Expression>, index: u32) -> Handle<Expression> {
        match self.f.function.expressions[base] {
            Expression::Swizzle {
                size,
                vector,
                pattern,
            } if (index as usize) < size as usize => {
                let from = pattern[(index & 3) as usize] as u32;
                return self.index(vector, from);
            }
            Expression::Splat { value, .. } => return value,
            Expression::Compose { ty, ref components } => {
                if let TypeInner::Vector { size, .. } = self.module.types[ty].inner {
                    if components.len() == size as usize {
                        if let Some(&c) = components.get(index as usize) {
                            return c;
                        }
                    }
                }
            }
            _ => {}
        }
        self.expr(Expression::AccessIndex { base, index })
    }

    /// `vector.<pattern>` with `size` components (1: a scalar access).
    pub fn swizzle(
        &mut self,
        vector: Handle<Expression>,
        size: u32,
        pattern: [u8; 4],
    ) -> Handle<Expression> {
        let comp = |i: u8| match i & 3 {
            0 => SwizzleComponent::X,
            1 => SwizzleComponent::Y,
            2 => SwizzleComponent::Z,
            _ => SwizzleComponent::W,
        };
        let size = match size {
            1 => return self.index(vector, u32::from(pattern[0] & 3)),
            2 => VectorSize::Bi,
            3 => VectorSize::Tri,
            _ => VectorSize::Quad,
        };
        self.expr(Expression::Swizzle {
            size,
            vector,
            pattern: pattern.map(comp),
        })
    }

    /// `left <op> right`.
    pub fn binary(
        &mut self,
        op: naga::BinaryOperator,
        left: Handle<Expression>,
        right: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Binary { op, left, right })
    }

    /// A one-argument math function.
    pub fn math1(
        &mut self,
        fun: naga::MathFunction,
        arg: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Math {
            fun,
            arg,
            arg1: None,
            arg2: None,
            arg3: None,
        })
    }

    /// A two-argument math function.
    pub fn math2(
        &mut self,
        fun: naga::MathFunction,
        arg: Handle<Expression>,
        arg1: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Math {
            fun,
            arg,
            arg1: Some(arg1),
            arg2: None,
            arg3: None,
        })
    }

    /// A three-argument math function.
    pub fn math3(
        &mut self,
        fun: naga::MathFunction,
        arg: Handle<Expression>,
        arg1: Handle<Expression>,
        arg2: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Math {
            fun,
            arg,
            arg1: Some(arg1),
            arg2: Some(arg2),
            arg3: None,
        })
    }

    /// `select(reject, accept, condition)`.
    pub fn select(
        &mut self,
        condition: Handle<Expression>,
        accept: Handle<Expression>,
        reject: Handle<Expression>,
    ) -> Handle<Expression> {
        self.expr(Expression::Select {
            condition,
            accept,
            reject,
        })
    }

    /// A numeric conversion to `kind` (32-bit).
    pub fn convert(&mut self, expr: Handle<Expression>, kind: ScalarKind) -> Handle<Expression> {
        self.expr(Expression::As {
            expr,
            kind,
            convert: Some(4),
        })
    }

    /// `*pointer`; a whole global whose value is known (see
    /// [`FnState::known`]) gives that value without a new `Load`.
    pub fn load(&mut self, pointer: Handle<Expression>) -> Handle<Expression> {
        let global = match self.f.function.expressions[pointer] {
            Expression::GlobalVariable(g) => Some(g),
            _ => None,
        };
        if let Some(g) = global {
            if let Some(&(_, v)) = self.f.known.iter().find(|(x, _)| *x == g) {
                return v;
            }
        }
        let v = self.expr(Expression::Load { pointer });
        if let Some(g) = global {
            self.f.known.push((g, v));
        }
        v
    }

    /// Updates [`FnState::known`] for a store: a whole global now holds
    /// `value`; a store into part of one (a component, an array element)
    /// forgets that global.
    fn note_store(&mut self, pointer: Handle<Expression>, value: Handle<Expression>) {
        let mut p = pointer;
        loop {
            match self.f.function.expressions[p] {
                Expression::Access { base, .. } | Expression::AccessIndex { base, .. } => p = base,
                Expression::GlobalVariable(g) => {
                    self.f.known.retain(|(x, _)| *x != g);
                    if p == pointer {
                        self.f.known.push((g, value));
                    }
                    return;
                }
                // Function-local variables (loop counters) are never cached.
                Expression::LocalVariable(_) => return,
                _ => {
                    self.f.known.clear();
                    return;
                }
            }
        }
    }

    /// `*pointer = value`.
    pub fn store(&mut self, pointer: Handle<Expression>, value: Handle<Expression>) {
        self.stmt(Statement::Store { pointer, value });
    }
}
