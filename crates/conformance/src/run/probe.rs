//! Probing: reads a rectangle of a render target back and compares every
//! pixel with the expected values, in ULPs for floats (`ulp`) and exactly for
//! integers.

use ninebridge_d3d9::SurfaceId;

use super::{CaseError, CaseRun};
use crate::case::{Command, ProbeArgs};
use crate::report::Status;
use crate::ulp;

impl CaseRun<'_> {
    /// Runs a `probe` command and records its result.
    pub(super) fn probe(&mut self, cmd: &Command, targets: &[(u32, SurfaceId)]) {
        match self.probe_inner(cmd, targets) {
            Ok((status, got, detail)) => self.result(cmd, status, got, detail),
            Err(reason) => self.result(cmd, Status::Error, Vec::new(), reason.to_string()),
        }
    }

    /// Reads the probed rectangle and compares it: (status, values read, detail).
    pub(super) fn probe_inner(
        &self,
        cmd: &Command,
        targets: &[(u32, SurfaceId)],
    ) -> Result<(Status, Vec<serde_json::Value>, String), CaseError> {
        let a: ProbeArgs =
            serde_json::from_value(cmd.args.clone()).map_err(|source| CaseError::Arguments {
                op: "probe",
                source,
            })?;
        let slot: u32 = a
            .target
            .strip_prefix("rtv ")
            .and_then(|s| s.trim().parse().ok())
            .ok_or_else(|| CaseError::ProbeTarget(a.target.clone()))?;
        let (_, surface) = targets
            .iter()
            .find(|(s, _)| *s == slot)
            .ok_or(CaseError::ProbeUnbound(slot))?;
        let [x0, y0, x1, y1] = a.rect;
        if x1 <= x0 || y1 <= y0 {
            return Err(CaseError::EmptyRect(a.rect));
        }
        let bytes = self
            .device
            .read_surface_rect(*surface, (x0, y0, x1 - x0, y1 - y0))?;
        let pixels = ((x1 - x0) * (y1 - y0)) as usize;
        let texel = bytes.len() / pixels.max(1);
        let n = a.values.len();
        if n == 0 || texel < 4 * n {
            return Err(CaseError::ProbeValues { values: n, texel });
        }
        let word = |p: usize, i: usize| {
            let o = p * texel + i * 4;
            u32::from_le_bytes([bytes[o], bytes[o + 1], bytes[o + 2], bytes[o + 3]])
        };
        let width = (x1 - x0) as usize;
        let mut first_got = Vec::new();
        for p in 0..pixels {
            let mut ok = true;
            let mut got = Vec::with_capacity(n);
            for (i, expected) in a.values.iter().enumerate() {
                let bits = word(p, i);
                let (pass, value) = match a.kind.as_str() {
                    "rgba" | "f32" => {
                        let v = f32::from_bits(bits);
                        let e = expected.as_f64().ok_or(CaseError::NonNumericExpected)?;
                        (ulp::within(e, v, a.ulps), float_json(v))
                    }
                    "i32" => (
                        expected.as_i64() == Some(i64::from(bits as i32)),
                        serde_json::json!(bits as i32),
                    ),
                    "u32" => (
                        expected.as_u64() == Some(u64::from(bits)),
                        serde_json::json!(bits),
                    ),
                    other => return Err(CaseError::ProbeKind(other.to_string())),
                };
                ok &= pass;
                got.push(value);
            }
            if p == 0 {
                first_got = got.clone();
            }
            if !ok {
                let (px, py) = (x0 as usize + p % width, y0 as usize + p / width);
                return Ok((
                    Status::Fail,
                    got,
                    format!("pixel ({px}, {py}) outside {} ulps", a.ulps),
                ));
            }
        }
        Ok((Status::Pass, first_got, String::new()))
    }
}

/// A float for the results file: JSON has no infinities or NaN, so those
/// are written as the strings `inf`, `-inf` and `nan`.
fn float_json(v: f32) -> serde_json::Value {
    if v.is_finite() {
        serde_json::json!(v)
    } else if v.is_nan() {
        serde_json::json!("nan")
    } else if v > 0.0 {
        serde_json::json!("inf")
    } else {
        serde_json::json!("-inf")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_finite_floats_are_strings() {
        assert_eq!(float_json(f32::INFINITY), "inf");
        assert_eq!(float_json(f32::NEG_INFINITY), "-inf");
        assert_eq!(float_json(f32::NAN), "nan");
        assert_eq!(float_json(0.5), 0.5);
    }
}
