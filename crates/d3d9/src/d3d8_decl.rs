//! Direct3D 8 vertex declarations (the `DWORD` token array D3D8's
//! `CreateVertexShader` takes) converted to this device's D3D9 vertex
//! elements.
//!
//! Design: D3D8 binds stream data to input registers (`D3DVSD_REG(n, type)`
//! loads the next `type` of the current stream into `v<n>`); D3D9 binds
//! by (usage, usage index). The conversion gives register `n` the usage of
//! the `D3DVSDE_*` register of that number
//! ([`ninebridge_translate::d3d8::register_usage`]), which is also how the
//! translator reports a D3D8 shader's `v<n>`, so the two meet at draw time.
//! Offsets accumulate per stream from the element sizes and `D3DVSD_SKIP`
//! counts (in `DWORD`s). Token layout (`d3d8types.h`): type in bits 29-31
//! (0 NOP, 1 STREAM, 2 STREAMDATA, 3 TESSELLATOR, 4 CONSTMEM, 5 EXT, 7 END);
//! STREAM: stream in bits 0-3, bit 28 the tessellator stream; STREAMDATA:
//! bit 28 skip, type / skip count in bits 16-19, register in bits 0-4;
//! CONSTMEM: count in bits 25-28, address in bits 0-6, then count x 4
//! `DWORD`s; EXT: count in bits 24-28, then that many `DWORD`s;
//! END: `0xFFFFFFFF`.

use thiserror::Error;

use ninebridge_types::{DeclType, VertexElement};

/// `D3DVSD_END()`.
pub const D3DVSD_END: u32 = 0xFFFF_FFFF;

/// A converted D3D8 declaration.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct D3d8Declaration {
    /// The D3D9 elements, in declaration order.
    pub elements: Vec<VertexElement>,
    /// `D3DVSD_CONST(address, count)` loads: (first register, values), which
    /// D3D8 writes to the vertex shader constants when the shader is set.
    pub constants: Vec<(u32, Vec<[f32; 4]>)>,
}

/// Why a D3D8 declaration does not convert; `index` is the token's position.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum D3d8DeclError {
    /// The array ends without `D3DVSD_END()`.
    #[error("no D3DVSD_END() in {len} tokens")]
    MissingEnd {
        /// Tokens in the array.
        len: usize,
    },
    /// A token of type 6, or of type 7 that is not all ones.
    #[error("token {index} ({token:#010x}) is not a D3D8 declaration token")]
    UnknownToken {
        /// Token index.
        index: usize,
        /// The token.
        token: u32,
    },
    /// `D3DVSD_REG`/`D3DVSD_SKIP` before any `D3DVSD_STREAM`.
    #[error("token {index}: stream data before any D3DVSD_STREAM")]
    NoStream {
        /// Token index.
        index: usize,
    },
    /// A `D3DVSDT_*` type past `D3DVSDT_SHORT4` (7).
    #[error("token {index}: data type {ty} is not a D3DVSDT_* type (0-7)")]
    BadType {
        /// Token index.
        index: usize,
        /// The type field.
        ty: u32,
    },
    /// A register past `D3DVSDE_NORMAL2` (16).
    #[error("token {index}: register v{register} is past v16 (D3DVSDE_NORMAL2)")]
    BadRegister {
        /// Token index.
        index: usize,
        /// The register number.
        register: u32,
    },
    /// The same register loaded twice.
    #[error("token {index}: register v{register} is loaded twice")]
    DuplicateRegister {
        /// Token index.
        index: usize,
        /// The register number.
        register: u32,
    },
    /// A `D3DVSD_CONST` or `D3DVSD_EXT` whose data runs past the array.
    #[error("token {index}: needs {needed} data tokens, {left} left")]
    Truncated {
        /// Token index.
        index: usize,
        /// Data tokens the token announces.
        needed: usize,
        /// Tokens after it.
        left: usize,
    },
    /// A stream's vertex past 65535 bytes.
    #[error("token {index}: offset {offset} in stream {stream} is past 65535 bytes")]
    OffsetOverflow {
        /// Token index.
        index: usize,
        /// The stream.
        stream: u16,
        /// The offset reached.
        offset: u32,
    },
    /// Tessellator input (`D3DVSD_STREAM_TESS`, `D3DVSD_TESSNORMAL`,
    /// `D3DVSD_TESSUV`): N-patches are not implemented.
    #[error("token {index}: tessellator declarations are not available")]
    Tessellator {
        /// Token index.
        index: usize,
    },
}

/// Converts a D3D8 declaration token array (up to and including
/// `D3DVSD_END()`; tokens after it are ignored).
pub fn parse_d3d8_declaration(tokens: &[u32]) -> Result<D3d8Declaration, D3d8DeclError> {
    let mut out = D3d8Declaration::default();
    let mut stream: Option<(u16, u32)> = None;
    let mut loaded: u32 = 0;
    let mut index = 0;
    while let Some(&token) = tokens.get(index) {
        let left = tokens.len() - index - 1;
        let data = |needed: usize| {
            if needed > left {
                Err(D3d8DeclError::Truncated {
                    index,
                    needed,
                    left,
                })
            } else {
                Ok(&tokens[index + 1..index + 1 + needed])
            }
        };
        match token >> 29 {
            0 => {}
            1 if token & (1 << 28) != 0 => return Err(D3d8DeclError::Tessellator { index }),
            1 => stream = Some(((token & 0xF) as u16, 0)),
            2 => {
                let Some((s, offset)) = stream.as_mut() else {
                    return Err(D3d8DeclError::NoStream { index });
                };
                let field = (token >> 16) & 0xF;
                let size = if token & (1 << 28) != 0 {
                    field * 4
                } else {
                    let register = token & 0x1F;
                    let ty = DeclType::from_d3d(field)
                        .filter(|_| field <= 7)
                        .ok_or(D3d8DeclError::BadType { index, ty: field })?;
                    let (usage, usage_index) = ninebridge_translate::d3d8::register_usage(register)
                        .map(|(u, i)| (u, i as u8))
                        .ok_or(D3d8DeclError::BadRegister { index, register })?;
                    if loaded & (1 << register) != 0 {
                        return Err(D3d8DeclError::DuplicateRegister { index, register });
                    }
                    loaded |= 1 << register;
                    let at = u16::try_from(*offset).map_err(|_| D3d8DeclError::OffsetOverflow {
                        index,
                        stream: *s,
                        offset: *offset,
                    })?;
                    out.elements
                        .push(VertexElement::new(*s, at, ty, usage, usage_index));
                    ty.size_in_bytes()
                };
                *offset += size;
            }
            3 => return Err(D3d8DeclError::Tessellator { index }),
            4 => {
                let count = ((token >> 25) & 0xF) as usize;
                let values = data(count * 4)?;
                let regs = values
                    .chunks_exact(4)
                    .map(|c| std::array::from_fn(|i| f32::from_bits(c[i])))
                    .collect();
                out.constants.push((token & 0x7F, regs));
                index += count * 4;
            }
            5 => {
                let count = ((token >> 24) & 0x1F) as usize;
                data(count)?;
                index += count;
            }
            _ if token == D3DVSD_END => return Ok(out),
            _ => return Err(D3d8DeclError::UnknownToken { index, token }),
        }
        index += 1;
    }
    Err(D3d8DeclError::MissingEnd { len: tokens.len() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ninebridge_types::DeclUsage;

    /// `D3DVSD_STREAM(n)`.
    fn stream(n: u32) -> u32 {
        (1 << 29) | n
    }
    /// `D3DVSD_REG(reg, type)`.
    fn reg(r: u32, ty: u32) -> u32 {
        (2 << 29) | (ty << 16) | r
    }
    /// `D3DVSD_SKIP(count)`.
    fn skip(dwords: u32) -> u32 {
        (2 << 29) | (1 << 28) | (dwords << 16)
    }
    const FLOAT3: u32 = 2;
    const D3DCOLOR: u32 = 4;
    const FLOAT2: u32 = 1;

    fn element(stream: u16, offset: u16, ty: DeclType, usage: DeclUsage, i: u8) -> VertexElement {
        VertexElement::new(stream, offset, ty, usage, i)
    }

    #[test]
    fn position_diffuse_texcoord_as_d3d8_documents() {
        // The D3D8 SDK's typical declaration: FLOAT3 position into v0
        // (D3DVSDE_POSITION), D3DCOLOR into v5 (D3DVSDE_DIFFUSE), FLOAT2 into
        // v7 (D3DVSDE_TEXCOORD0), packed in stream 0.
        let decl = [
            stream(0),
            reg(0, FLOAT3),
            reg(5, D3DCOLOR),
            reg(7, FLOAT2),
            D3DVSD_END,
        ];
        let d = parse_d3d8_declaration(&decl).unwrap();
        assert_eq!(
            d.elements,
            [
                element(0, 0, DeclType::Float3, DeclUsage::Position, 0),
                element(0, 12, DeclType::D3dColor, DeclUsage::Color, 0),
                element(0, 16, DeclType::Float2, DeclUsage::TexCoord, 0),
            ]
        );
        assert!(d.constants.is_empty());
    }

    #[test]
    fn skip_counts_dwords_and_streams_restart_offsets() {
        let decl = [
            stream(0),
            reg(0, FLOAT3),
            skip(2),
            reg(6, D3DCOLOR), // D3DVSDE_SPECULAR: colour 1
            stream(1),
            reg(3, FLOAT3),  // D3DVSDE_NORMAL
            reg(15, FLOAT3), // D3DVSDE_POSITION2
            D3DVSD_END,
        ];
        let d = parse_d3d8_declaration(&decl).unwrap();
        assert_eq!(
            d.elements,
            [
                element(0, 0, DeclType::Float3, DeclUsage::Position, 0),
                element(0, 20, DeclType::D3dColor, DeclUsage::Color, 1),
                element(1, 0, DeclType::Float3, DeclUsage::Normal, 0),
                element(1, 12, DeclType::Float3, DeclUsage::Position, 1),
            ]
        );
    }

    #[test]
    fn d3dvsdt_types_are_d3ddecltype_0_to_7() {
        // D3DVSDT_FLOAT1..SHORT4 = 0..7 with D3DDECLTYPE's meaning and size.
        let sizes = [4, 8, 12, 16, 4, 4, 4, 8];
        for (ty, size) in sizes.into_iter().enumerate() {
            let d = parse_d3d8_declaration(&[stream(0), reg(0, ty as u32), reg(1, 0), D3DVSD_END])
                .unwrap();
            assert_eq!(d.elements[0].ty.to_d3d(), ty as u32);
            assert_eq!(d.elements[1].offset, size, "type {ty}");
        }
        // D3DDECLTYPE_UBYTE4N (8) has no D3D8 counterpart.
        assert_eq!(
            parse_d3d8_declaration(&[stream(0), reg(0, 8), D3DVSD_END]),
            Err(D3d8DeclError::BadType { index: 1, ty: 8 })
        );
    }

    #[test]
    fn constants_nops_and_extensions() {
        // D3DVSD_CONST(4, 1) followed by one float4; a NOP; an EXT with one
        // data token.
        let one = 1.0f32.to_bits();
        let half = 0.5f32.to_bits();
        let decl = [
            (4 << 29) | (1 << 25) | 4,
            one,
            half,
            0,
            one,
            0,
            (5 << 29) | (1 << 24),
            0xDEAD_BEEF,
            stream(0),
            reg(0, FLOAT3),
            D3DVSD_END,
        ];
        let d = parse_d3d8_declaration(&decl).unwrap();
        assert_eq!(d.constants, [(4, vec![[1.0, 0.5, 0.0, 1.0]])]);
        assert_eq!(d.elements.len(), 1);
    }

    #[test]
    fn malformed_declarations_name_the_token() {
        use D3d8DeclError as E;
        let cases: [(&[u32], E); 7] = [
            (&[stream(0), reg(0, FLOAT3)], E::MissingEnd { len: 2 }),
            (&[reg(0, FLOAT3), D3DVSD_END], E::NoStream { index: 0 }),
            (
                &[stream(0), reg(17, FLOAT3), D3DVSD_END],
                E::BadRegister {
                    index: 1,
                    register: 17,
                },
            ),
            (
                &[stream(0), reg(2, 0), reg(2, 0), D3DVSD_END],
                E::DuplicateRegister {
                    index: 2,
                    register: 2,
                },
            ),
            (
                &[(4 << 29) | (2 << 25), 0, 0, D3DVSD_END],
                E::Truncated {
                    index: 0,
                    needed: 8,
                    left: 3,
                },
            ),
            (
                &[(1 << 29) | (1 << 28), D3DVSD_END],
                E::Tessellator { index: 0 },
            ),
            (
                &[6 << 29, D3DVSD_END],
                E::UnknownToken {
                    index: 0,
                    token: 6 << 29,
                },
            ),
        ];
        for (tokens, want) in cases {
            assert_eq!(parse_d3d8_declaration(tokens), Err(want.clone()), "{want}");
        }
    }
}
