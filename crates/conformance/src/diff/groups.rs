//! Constant groups: input sets `i` and `i + groups` share their constants
//! (`c#`, `i#`, `b#`); varyings, vertex inputs, textures and facing stay
//! their own. Within a group's constants, the components the shader
//! branches on with nothing but constants (`if b#`, `callnz l#, b#`, `rep
//! i#`, `loop aL, i#`, `if_<cmp>`/`break_<cmp>`/`setp_<cmp>` whose sources
//! are all constants: [`BranchConstants`]) are set so that each branch goes
//! both ways over the groups.
//!
//! Why: Mesa's lavapipe (the software Vulkan driver CI and the corpus run
//! on) inlines uniform values into a shader whose branches read uniforms
//! (`lvp_find_inlinable_uniforms`, its copy of `nir_inline_uniforms`) and,
//! in Mesa 22.3, compiles the shader again with LLVM at the first draw
//! after every pipeline or uniform-buffer bind (`update_inline_shader_state`:
//! no variant cache; the "not enough change" cut-off compares SSA counts
//! that only grow, so as we read it it never fires). Measured on real
//! shaders, the values it inlines are not only those of the branch
//! conditions: any change of the constants gave another compile (16 input sets, 16 LLVM compiles of a
//! 215-instruction shader); with the constants shared by a group, a draw
//! produces NIR identical to an earlier one's and Mesa's shader cache
//! answers it. The translator's module is the one that runs; what changes
//! is that 16 input sets hold `groups` constant sets, not 16.
//!
//! Branch constant values: in game sets (`SetKind::Game`) a float branch
//! constant is 0 or 1 (what games put in a flag such as Unreal Engine 3's
//! `if_ne c3.x, -c3.x`, which random values never make 0), in plain sets a
//! float in [-2, 2]; booleans random; integer constants as
//! [`super::random::input_set`] draws them (loop counts 0 to 4). Groups 4k
//! and 4k + 2 (game sets) hold opposite flags and booleans, as do groups
//! 4k + 1 and 4k + 3 (plain sets: opposite booleans, negated floats).
//! Two different components compared with each other without modifiers
//! (`if_eq c4.x, c4.y`) are no flags: independent flags flip together, so
//! their equality never changed between the groups, and a 0 flag fed the
//! arithmetic that also reads them (Firewatch's projection row c4, then
//! `rcp`). They get non-zero values ([0.5, 1] in game sets, +-[0.5, 2] in
//! plain ones), equal in one group of a kind and unequal in the other, on
//! the side that changes the comparison.

use std::cell::RefCell;
use std::collections::BTreeMap;

use ninebridge_d3dbc::{Comparison, Opcode, Program, RegisterType, SrcModifier, SrcParam};

use super::random::{Rng, SetKind};
use crate::inputs::InputSet;

/// The default number of constant groups: input sets `i` and `i + GROUPS`
/// share their constants (a multiple of 4: also their kind and facing).
pub const GROUPS: u32 = 4;

/// One float constant component: `(c#, component)`.
pub type Component = (u32, u8);

/// The constant components a program branches on with constants only.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BranchConstants {
    /// Components compared with themselves or through a modifier (`if_ne
    /// c3.x, -c3.x`): flags in game sets.
    pub floats: Vec<Component>,
    /// Two different components compared with each other, without
    /// modifiers (`if_eq c4.x, c4.y`), and how: set equal in some groups
    /// and unequal, the other way round, in the others.
    pub pairs: Vec<(Component, Component, Comparison)>,
    /// `i#` registers (all four components).
    pub ints: Vec<u32>,
    /// `b#` registers.
    pub bools: Vec<u32>,
}

impl BranchConstants {
    /// The branch constants of `program`.
    pub fn of(program: &Program) -> Self {
        let mut bc = BranchConstants::default();
        for (_, ins) in program.body() {
            match ins.opcode {
                Opcode::If | Opcode::CallNz => {
                    for s in &ins.src {
                        if s.reg.kind == RegisterType::ConstBool && s.relative.is_none() {
                            bc.bools.push(s.reg.index);
                        }
                    }
                }
                Opcode::Rep | Opcode::Loop => {
                    for s in &ins.src {
                        if s.reg.kind == RegisterType::ConstInt && s.relative.is_none() {
                            bc.ints.push(s.reg.index);
                        }
                    }
                }
                Opcode::Ifc | Opcode::BreakC | Opcode::SetP => {
                    let constant =
                        |s: &SrcParam| s.reg.kind == RegisterType::Const && s.relative.is_none();
                    if !ins.src.is_empty() && ins.src.iter().all(constant) {
                        let comps: &[usize] = if ins.opcode == Opcode::SetP {
                            &[0, 1, 2, 3]
                        } else {
                            &[0]
                        };
                        let plain = ins.src.iter().all(|s| s.modifier == SrcModifier::None);
                        for &i in comps {
                            let at = |s: &SrcParam| (s.reg.index, s.swizzle.component(i));
                            match (ins.src.as_slice(), ins.comparison()) {
                                ([a, b], Some(cmp)) if plain && at(a) != at(b) => {
                                    bc.pairs.push((at(a), at(b), cmp));
                                }
                                _ => bc.floats.extend(ins.src.iter().map(at)),
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        for v in [&mut bc.ints, &mut bc.bools] {
            v.sort_unstable();
            v.dedup();
        }
        bc.floats.sort_unstable();
        bc.floats.dedup();
        bc.pairs.dedup();
        bc
    }

    /// Whether the program branches on no constant.
    pub fn is_empty(&self) -> bool {
        self.floats.is_empty()
            && self.pairs.is_empty()
            && self.ints.is_empty()
            && self.bools.is_empty()
    }

    /// Sets the branch constants of `set`, the constants of group `group`
    /// of `groups` (see the module notes), from `seed` and the group alone.
    pub fn pin(&self, set: &mut InputSet, seed: u64, group: u32, groups: u32) {
        if self.is_empty() || groups == 0 {
            return;
        }
        let group = group % groups;
        let game = SetKind::of(group) == SetKind::Game;
        let flip = group % 4 >= 2;
        let mix = |k: u64| seed ^ (k + 1).wrapping_mul(0xA24B_AED4_963E_E407);
        let mut rng = Rng::new(mix(u64::from(if flip { group - 2 } else { group })));
        let mut assigned = std::collections::BTreeSet::new();
        let put = |set: &mut InputSet, (reg, comp): Component, v: f32| {
            set.c.entry(reg).or_insert([0.0; 4])[usize::from(comp & 3)] = v;
        };
        for &(a, b, cmp) in &self.pairs {
            if assigned.contains(&a) || assigned.contains(&b) {
                continue;
            }
            // Non-zero values (a constant compared with another may also be
            // a matrix row or a divisor: Firewatch's `if_eq c4.x, c4.y`
            // reads the projection row c4), equal in one group of a kind
            // and unequal in the other, on the side that makes the
            // comparison change: `lt`/`gt` are false when equal, so unequal
            // makes them true, `le`/`ge` the reverse.
            let equal = (rng.next_u64() & 1 == 1) != flip;
            let (v, step) = if game {
                (rng.range(0.5, 1.0), 0.25)
            } else {
                let v = rng.range(0.5, 2.0);
                (if rng.next_u64() & 1 == 1 { -v } else { v }, 0.5)
            };
            let (va, vb) = match (equal, cmp) {
                (true, _) => (v, v),
                (false, Comparison::Lt | Comparison::Ge) => (v - step, v),
                (false, _) => (v, v - step),
            };
            put(set, a, va);
            put(set, b, vb);
            assigned.extend([a, b]);
        }
        for &(reg, comp) in self.floats.iter().filter(|c| !assigned.contains(*c)) {
            let v = match (game, flip) {
                (true, false) => (rng.next_u64() & 1) as f32,
                (true, true) => 1.0 - (rng.next_u64() & 1) as f32,
                (false, false) => rng.range(-2.0, 2.0),
                (false, true) => -rng.range(-2.0, 2.0),
            };
            put(set, (reg, comp), v);
        }
        for &reg in &self.bools {
            set.b.insert(reg, (rng.next_u64() & 1 == 1) != flip);
        }
        let mut rng = Rng::new(mix(u64::from(group) + u64::from(groups)));
        for &reg in &self.ints {
            set.i
                .insert(reg, [rng.int(0, 4), rng.int(-2, 4), rng.int(-2, 2), 0]);
        }
    }
}

/// One constant set per group.
type Constants = (
    BTreeMap<u32, [f32; 4]>,
    BTreeMap<u32, [i32; 4]>,
    BTreeMap<u32, bool>,
);

/// The constants of each group of one shader's input sets, taken from the
/// first set of the group drawn (its branch constants set), given to every
/// later one.
pub struct Groups {
    groups: u32,
    branch: BranchConstants,
    seed: u64,
    drawn: RefCell<BTreeMap<u32, Constants>>,
}

impl Groups {
    /// `groups` groups (0: every set keeps its own constants) for `program`.
    pub fn new(program: &Program, groups: u32, seed: u64) -> Self {
        Groups {
            groups,
            branch: BranchConstants::of(program),
            seed,
            drawn: RefCell::new(BTreeMap::new()),
        }
    }

    /// Gives set `index` its group's constants.
    pub fn apply(&self, set: &mut InputSet, index: u32) {
        if self.groups == 0 {
            return;
        }
        let group = index % self.groups;
        let mut drawn = self.drawn.borrow_mut();
        let (c, i, b) = drawn.entry(group).or_insert_with(|| {
            self.branch.pin(set, self.seed, group, self.groups);
            (set.c.clone(), set.i.clone(), set.b.clone())
        });
        set.c.clone_from(c);
        set.i.clone_from(i);
        set.b.clone_from(b);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_d3dbc::assemble_program;

    fn program(text: &str) -> Program {
        assemble_program(text).unwrap()
    }

    #[test]
    fn finds_constant_only_conditions_and_loop_counts() {
        let p = program(
            "ps_3_0\ndcl_texcoord v0\n\
             if_ne c3.x, -c3.x\nmov r0, c0\nendif\n\
             if_lt c4.y, v0.x\nmov r0, c1\nendif\n\
             if b2\nmov r0, c2\nendif\n\
             rep i1\nadd r0, r0, c5\nendrep\n\
             mov oC0, r0\n",
        );
        let bc = BranchConstants::of(&p);
        // c4.y is compared with a varying: not a constant-only condition.
        assert_eq!(bc.floats, [(3, 0)]);
        assert_eq!(bc.ints, [1]);
        assert_eq!(bc.bools, [2]);
    }

    #[test]
    fn branch_constants_are_flags_in_game_sets_and_go_both_ways() {
        let p = program(
            "ps_3_0\nif_ne c3.x, -c3.x\nmov r0, c0\nendif\nif b2\nmov r0, c2\nendif\nmov oC0, r0\n",
        );
        let bc = BranchConstants::of(&p);
        let set = |index: u32, base: f32| {
            let mut s = InputSet::default();
            s.c.insert(3, [base, 0.25, 0.5, 0.75]);
            bc.pin(&mut s, 7, index, GROUPS);
            s
        };
        let (a, b) = (set(0, 0.3), set(GROUPS, 0.9));
        // The same group draws the same branch values.
        assert_eq!(a.c[&3][0], b.c[&3][0]);
        assert_eq!(a.b[&2], b.b[&2]);
        // Game sets give float branch constants 0 or 1; the other
        // components stay as drawn.
        assert!(a.c[&3][0] == 0.0 || a.c[&3][0] == 1.0);
        assert_eq!(a.c[&3][1..], [0.25, 0.5, 0.75]);
        // Groups 0 and 2 (both game sets) take opposite sides of each branch.
        let (g0, g2) = (set(0, 0.0), set(2, 0.0));
        assert_eq!(g0.c[&3][0] + g2.c[&3][0], 1.0);
        assert_ne!(g0.b[&2], g2.b[&2]);
    }

    #[test]
    fn components_compared_with_each_other_are_equal_in_one_group_and_not_in_the_other() {
        let p = program(
            "ps_3_0\nif_eq c4.x, c4.y\nmov r0, c0\nendif\nif_lt c5.x, c6.z\nmov r0, c1\nendif\n\
             mov oC0, r0\n",
        );
        let bc = BranchConstants::of(&p);
        assert_eq!(
            bc.pairs,
            [
                ((4, 0), (4, 1), Comparison::Eq),
                ((5, 0), (6, 2), Comparison::Lt)
            ]
        );
        assert!(bc.floats.is_empty());
        let set = |group: u32| {
            let mut s = InputSet::default();
            bc.pin(&mut s, 5, group, GROUPS);
            (s.c[&4], s.c[&5][0], s.c[&6][2])
        };
        for kind in [0, 1] {
            let (a, b) = (set(kind), set(kind + 2));
            // Never 0, so they can also be read as a matrix row or divisor.
            for v in [a.0[0], a.0[1], b.0[0], b.0[1], a.1, a.2, b.1, b.2] {
                assert!(v.abs() >= 0.25, "{v}");
            }
            // if_eq: true in one group of the kind, false in the other.
            assert_ne!(a.0[0] == a.0[1], b.0[0] == b.0[1], "{a:?} {b:?}");
            // if_lt: likewise (equal is false, unequal is c5.x < c6.z).
            assert_ne!(a.1 < a.2, b.1 < b.2, "{a:?} {b:?}");
        }
    }

    #[test]
    fn sets_of_a_group_share_every_constant_and_nothing_else() {
        let p = program("ps_3_0\ndcl_texcoord v0\nif b2\nmov r0, c2\nendif\nadd oC0, r0, v0\n");
        let groups = Groups::new(&p, GROUPS, 9);
        let set = |index: u32| {
            let mut s = InputSet::default();
            let x = index as f32;
            s.c.insert(2, [x; 4]);
            s.i.insert(0, [index as i32; 4]);
            s.v.insert(0, [x; 4]);
            groups.apply(&mut s, index);
            s
        };
        let (first, later, other) = (set(1), set(1 + GROUPS), set(2));
        assert_eq!(first.c, later.c);
        assert_eq!(first.i, later.i);
        assert_eq!(first.b, later.b);
        assert_eq!(later.c[&2], [1.0; 4]);
        assert_eq!(later.v[&0], [5.0; 4]);
        assert_ne!(first.b, other.b);
        // No groups: every set keeps what it was drawn with.
        let none = Groups::new(&p, 0, 9);
        let mut own = InputSet::default();
        own.c.insert(2, [0.3; 4]);
        none.apply(&mut own, 7);
        assert_eq!(own.c[&2], [0.3; 4]);
        assert!(own.b.is_empty());
    }
}
