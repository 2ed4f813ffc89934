//! The two declarative macros every module uses: `d3d_enum!` for D3D9
//! enumerations and `d3d_flags!` for D3D9 bit sets.

/// Declares a `#[repr(u32)]` enum whose discriminants are D3D9's values, with
/// `from_d3d`, `to_d3d` and `ALL`.
macro_rules! d3d_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $var:ident = $val:expr),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[repr(u32)]
        pub enum $name { $($(#[$vm])* $var = $val),+ }

        impl $name {
            /// Every variant, in declaration order.
            pub const ALL: &'static [Self] = &[$(Self::$var),+];

            /// The variant for a raw D3D9 value, `None` when D3D9 has no such value.
            pub const fn from_d3d(value: u32) -> Option<Self> {
                // An `if` chain rather than a `match`: values may be const
                // expressions (`make_fourcc(..)`), which patterns cannot be.
                $(if value == $val { return Some(Self::$var); })+
                None
            }

            /// The raw D3D9 value.
            pub const fn to_d3d(self) -> u32 {
                self as u32
            }

            /// The variant named `name`, ignoring case and non-alphanumeric
            /// characters (`"less equal"`, `"less-equal"` and `"LESSEQUAL"`
            /// all name `LessEqual`): for command lines and test files.
            pub fn from_name(name: &str) -> Option<Self> {
                $(if $crate::macros::name_matches(stringify!($var), name) {
                    return Some(Self::$var);
                })+
                None
            }
        }
    };
}
pub(crate) use d3d_enum;

/// Whether `name`, without non-alphanumerics and case, spells `variant`.
pub(crate) fn name_matches(variant: &str, name: &str) -> bool {
    let key = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase());
    variant.chars().map(|c| c.to_ascii_lowercase()).eq(key)
}

/// Declares a `u32` newtype for a D3D9 bit set: named constants, set
/// operators, and `from_d3d`/`to_d3d` that keep unknown bits (D3D9 passes
/// them through or rejects them per call; that is the caller's decision).
macro_rules! d3d_flags {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $flag:ident = $val:expr),+ $(,)? }) => {
        $(#[$m])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
        #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
        #[cfg_attr(feature = "serde", serde(transparent))]
        #[repr(transparent)]
        pub struct $name(u32);

        impl $name {
            $($(#[$vm])* pub const $flag: Self = Self($val);)+

            /// Every named flag with its D3D9 name, in declaration order.
            pub const NAMED: &'static [(&'static str, Self)] = &[$((stringify!($flag), Self::$flag)),+];

            /// No flag set.
            pub const fn empty() -> Self {
                Self(0)
            }

            /// The set for a raw D3D9 value (unknown bits are kept).
            pub const fn from_d3d(value: u32) -> Self {
                Self(value)
            }

            /// The raw D3D9 value.
            pub const fn to_d3d(self) -> u32 {
                self.0
            }

            /// Whether every bit of `other` is set in `self`.
            pub const fn contains(self, other: Self) -> bool {
                self.0 & other.0 == other.0
            }

            /// Whether any bit of `other` is set in `self`.
            pub const fn intersects(self, other: Self) -> bool {
                self.0 & other.0 != 0
            }

            /// Whether no bit is set.
            pub const fn is_empty(self) -> bool {
                self.0 == 0
            }

            /// The bits that no named flag covers.
            pub const fn unknown_bits(self) -> u32 {
                self.0 & !(0 $(| $val)+)
            }
        }

        impl core::ops::BitOr for $name {
            type Output = Self;
            fn bitor(self, rhs: Self) -> Self {
                Self(self.0 | rhs.0)
            }
        }

        impl core::ops::BitOrAssign for $name {
            fn bitor_assign(&mut self, rhs: Self) {
                self.0 |= rhs.0;
            }
        }

        impl core::ops::BitAnd for $name {
            type Output = Self;
            fn bitand(self, rhs: Self) -> Self {
                Self(self.0 & rhs.0)
            }
        }
    };
}
pub(crate) use d3d_flags;
