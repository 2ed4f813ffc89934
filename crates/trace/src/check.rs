//! Checks of one step beyond its field types, as the README states them:
//! data sizes, shader token streams, constant counts, probe areas. What a
//! device decides (an unknown id, a format it refuses) is not checked here:
//! that is the step's HRESULT at replay.

use ninebridge_types::Format;

use crate::probe::Probe;
use crate::step::{Call, CreateShader};

/// A field and what is wrong with it.
pub(crate) type CheckError = (&'static str, String);

/// Rows of data a surface of `format` and `height` has in a trace: block
/// rows for DXTn, else `height` (the planar NV12/YV12 surfaces of the Wine
/// cases too: their data is what the test locked, `row_pitch` x `height`).
pub fn data_rows(format: Format, height: u32) -> u64 {
    let h = u64::from(height);
    if format.is_block_compressed() {
        h.div_ceil(4)
    } else {
        h
    }
}

/// [`data_rows`] of a trace's format; a number D3D9 has no name for
/// counts every row.
fn data_rows_of(format: crate::names::Enum<Format>, height: u32) -> u64 {
    match format.get() {
        Ok(f) => data_rows(f, height),
        Err(_) => u64::from(height),
    }
}

fn size_is(field: &'static str, got: usize, want: u64, what: &str) -> Result<(), CheckError> {
    if got as u64 == want {
        Ok(())
    } else {
        Err((field, format!("{got} bytes given, {what} = {want}")))
    }
}

pub(crate) fn check_call(call: &Call) -> Result<(), CheckError> {
    match call {
        Call::TextureData(t) => size_is(
            "data",
            t.data.len(),
            u64::from(t.row_pitch) * data_rows_of(t.format, t.height),
            "row_pitch x rows",
        ),
        Call::SurfaceData(s) => size_is(
            "data",
            s.data.len(),
            u64::from(s.row_pitch) * data_rows_of(s.format, s.height),
            "row_pitch x rows",
        ),
        Call::VolumeData(v) => size_is(
            "data",
            v.data.len(),
            u64::from(v.slice_pitch) * u64::from(v.depth),
            "slice_pitch x depth",
        ),
        Call::BufferData(b) => size_is("data", b.data.len(), u64::from(b.size), "size"),
        Call::SetPaletteEntries(p) => {
            size_is("entries_hex", p.entries_hex.0.len(), 1024, "256 entries")
        }
        Call::SetGammaRamp(g) => count_is(g.ramp.len(), 768, "3 x 256"),
        Call::CreatePixelShader(s) => check_shader(s, 0xffff),
        Call::CreateVertexShader(s) => check_shader(s, 0xfffe),
        Call::SetPixelShaderConstantF(c) | Call::SetVertexShaderConstantF(c) => {
            count_is(c.values.len(), u64::from(c.count) * 4, "count x 4")
        }
        Call::SetPixelShaderConstantI(c) | Call::SetVertexShaderConstantI(c) => {
            count_is(c.values.len(), u64::from(c.count) * 4, "count x 4")
        }
        Call::SetPixelShaderConstantB(c) | Call::SetVertexShaderConstantB(c) => {
            count_is(c.values.len(), u64::from(c.count), "count")
        }
        Call::DrawPrimitiveUp(d) => {
            vertex_data(d.data_hex.0.len(), d.stride, d.vertex_count)?;
            decoded_count(d.vertices.as_ref(), d.vertex_count)
        }
        Call::DrawIndexedPrimitiveUp(d) => {
            vertex_data(d.data_hex.0.len(), d.stride, d.vertex_count)?;
            decoded_count(d.vertices.as_ref(), d.vertex_count)?;
            // Another format is the device's to refuse (D3DERR_INVALIDCALL),
            // not a malformed file.
            let size = match d.index_format.get() {
                Ok(Format::Index16) => 2,
                Ok(Format::Index32) => 4,
                _ => return Ok(()),
            };
            if d.indices_hex.0.len() % size != 0 {
                return Err((
                    "indices_hex",
                    format!(
                        "{} bytes is not whole {size}-byte indices",
                        d.indices_hex.0.len()
                    ),
                ));
            }
            Ok(())
        }
        Call::Probe(p) => check_probe(p),
        _ => Ok(()),
    }
}

fn count_is(got: usize, want: u64, what: &str) -> Result<(), CheckError> {
    if got as u64 == want {
        Ok(())
    } else {
        Err(("values", format!("{got} values, {what} = {want}")))
    }
}

fn vertex_data(len: usize, stride: u32, count: u32) -> Result<(), CheckError> {
    size_is(
        "data_hex",
        len,
        u64::from(stride) * u64::from(count),
        "stride x vertex_count",
    )
}

fn decoded_count(vertices: Option<&Vec<serde_json::Value>>, count: u32) -> Result<(), CheckError> {
    match vertices {
        Some(v) if v.len() as u64 != u64::from(count) => Err((
            "vertices",
            format!("{} decoded vertices, vertex_count says {count}", v.len()),
        )),
        _ => Ok(()),
    }
}

fn check_shader(s: &CreateShader, version_high: u32) -> Result<(), CheckError> {
    let (Some(first), Some(last)) = (s.tokens.first(), s.tokens.last()) else {
        return Err(("tokens", "empty".into()));
    };
    if first.0 >> 16 != version_high {
        return Err((
            "tokens",
            format!(
                "version token {first} is not a {} shader's",
                if version_high == 0xffff {
                    "pixel"
                } else {
                    "vertex"
                }
            ),
        ));
    }
    if last.0 != 0x0000_ffff {
        return Err((
            "tokens",
            format!("ends with {last}, not the end token 0x0000ffff"),
        ));
    }
    Ok(())
}

fn check_probe(p: &Probe) -> Result<(), CheckError> {
    if p.area().is_none() {
        return Err(("x", "exactly one of x/y and rect is needed".into()));
    }
    if let Some([l, t, r, b]) = p.rect {
        if l >= r || t >= b {
            return Err(("rect", format!("[{l}, {t}, {r}, {b}] is empty")));
        }
    }
    let too_big = |d: u32| d > 255;
    if too_big(p.max_diff) {
        return Err(("max_diff", format!("{} is over 255", p.max_diff)));
    }
    if p.also_allowed.iter().any(|a| too_big(a.max_diff)) {
        return Err(("also_allowed", "a max_diff is over 255".into()));
    }
    if p.broken_allowed.iter().any(|a| too_big(a.max_diff)) {
        return Err(("broken_allowed", "a max_diff is over 255".into()));
    }
    Ok(())
}
