//! Texture instructions: model 2/3 `texld`/`texldp`/`texldb`/`texldl`/
//! `texldd`, ps_1_4 `texld`/`texcrd`/`bem`, and the ps_1_0..1_3 family
//! (`tex`, `texcoord`, `texbem(l)`, `texreg2*`, `texm3x*`, `texdp3*`,
//! `texdepth`).

use ninebridge_d3dbc::{Instruction, Opcode, RegisterType, SamplerTextureType};
use ninebridge_types::SamplerSlot;

use crate::alu::{lanes, quad_derivatives};
use crate::error::InterpError;
use crate::machine::{Run, unsupported};
use crate::regs::{self, OUT_DEPTH};
use crate::sample::{LodMode, SampleRequest};

fn dot3(a: [f32; 4], b: [f32; 4]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

fn xyz(v: [f32; 4]) -> [f32; 3] {
    [v[0], v[1], v[2]]
}

/// One sampling instruction's work for the quad.
struct SampleJob<'a> {
    /// The sampler stage.
    stage: u32,
    /// Each lane's coordinate.
    coords: &'a [[f32; 4]; 4],
    /// Each lane's level-of-detail mode.
    lod: &'a dyn Fn(usize) -> LodMode,
    /// Explicit gradients per lane (`texldd`), else the quad's differences.
    grads: Option<&'a [([f32; 4], [f32; 4]); 4]>,
    /// What happens to each lane's texel before the write.
    finish: &'a dyn Fn(usize, [f32; 4]) -> [f32; 4],
}

impl Run<'_, '_> {
    fn slot(&self, stage: u32) -> SamplerSlot {
        if self.model().is_vertex() {
            SamplerSlot::Vertex(stage)
        } else {
            SamplerSlot::Pixel(stage)
        }
    }

    /// The texture type a sample of `stage` uses: the declaration, else the
    /// bound texture, else 2D.
    fn kind(&self, stage: u32) -> SamplerTextureType {
        let declared = self
            .it
            .program
            .declaration_of(ninebridge_d3dbc::Register::new(
                RegisterType::Sampler,
                stage,
            ))
            .map(|d| d.texture_type)
            .unwrap_or(SamplerTextureType::Unknown);
        match declared {
            SamplerTextureType::Unknown => self
                .textures
                .kind(self.slot(stage))
                .unwrap_or(SamplerTextureType::Texture2d),
            k => k,
        }
    }

    /// Samples `job.stage` for every active lane at `job.coords` (one per
    /// lane; all lanes' coordinates give the derivatives) and writes the
    /// results through `job.finish` (which may swizzle or scale them).
    fn sample_lanes(
        &mut self,
        pc: usize,
        ins: &Instruction,
        active: u8,
        job: SampleJob<'_>,
    ) -> Result<(), InterpError> {
        let SampleJob {
            stage,
            coords,
            lod,
            grads,
            finish,
        } = job;
        let kind = self.kind(stage);
        let (ddx, ddy) = quad_derivatives(coords, self.lanes.len());
        let slot = self.slot(stage);
        for lane in lanes(active) {
            let (gx, gy) = match grads {
                Some(g) => g[lane],
                None => (ddx[lane], ddy[lane]),
            };
            let lod = match (lod(lane), self.it.fault) {
                // The deliberate error: one level of detail more.
                (LodMode::Level(l), Some(crate::Fault::LodPlusOne)) => LodMode::Level(l + 1.0),
                (LodMode::Gradients { bias }, Some(crate::Fault::LodPlusOne)) => {
                    LodMode::Gradients { bias: bias + 1.0 }
                }
                (l, _) => l,
            };
            let request = SampleRequest {
                kind,
                coord: xyz(coords[lane]),
                ddx: xyz(gx),
                ddy: xyz(gy),
                lod,
            };
            let used = match kind {
                SamplerTextureType::Cube | SamplerTextureType::Volume => 3,
                _ => 2,
            };
            // A non-finite coordinate is sampled as the texture's rules
            // give it (vkd3d's sampler.shader_test probes `tex2Dproj` by
            // w = 0, an infinite coordinate, on Windows), and counted: a
            // NaN one has no rule, and GPUs differ
            // (`Outputs::undefined_samples`).
            if !request.coord[..used].iter().all(|c| c.is_finite()) {
                self.lanes[lane].undefined_samples += 1;
            }
            let texel = self.textures.sample(slot, &request);
            self.write(lane, pc, ins, finish(lane, texel), 0xF)?;
        }
        Ok(())
    }

    /// Every lane's value of source `k` (inactive lanes too: they are the
    /// quad's neighbours).
    fn quad_src(
        &self,
        ins: &Instruction,
        k: usize,
        pc: usize,
    ) -> Result<[[f32; 4]; 4], InterpError> {
        let src = ins
            .src
            .get(k)
            .ok_or_else(|| unsupported(self.it.program, pc, "missing operand"))?;
        let mut out = [[0.0; 4]; 4];
        for (lane, o) in out.iter_mut().enumerate().take(self.lanes.len()) {
            *o = self.read(lane, src, pc)?;
        }
        Ok(out)
    }

    /// Every lane's value of a raw register (texture-coordinate reads of
    /// the ps_1_x family).
    fn quad_map(&self, f: &dyn Fn(&regs::Lane) -> [f32; 4]) -> [[f32; 4]; 4] {
        let mut out = [[0.0; 4]; 4];
        for (lane, o) in out.iter_mut().enumerate().take(self.lanes.len()) {
            *o = f(&self.lanes[lane]);
        }
        out
    }

    pub(crate) fn texture(
        &mut self,
        pc: usize,
        ins: &Instruction,
        active: u8,
    ) -> Result<(), InterpError> {
        let model = self.model();
        if model.major >= 2 {
            return self.texture_sm2(pc, ins, active);
        }
        let dst = ins
            .dst
            .as_ref()
            .ok_or_else(|| unsupported(self.it.program, pc, "no destination"))?;
        let n = dst.reg.index as usize;
        let stage = dst.reg.index;
        if n >= regs::TEXCOORDS {
            return Err(unsupported(self.it.program, pc, "register number"));
        }
        let implicit = |_| LodMode::Gradients { bias: 0.0 };
        let same = |_, v| v;
        let src_t = |ins: &Instruction| -> Result<usize, InterpError> {
            ins.src
                .first()
                .map(|s| s.reg.index as usize)
                .filter(|&i| i < regs::TEXCOORDS)
                .ok_or_else(|| unsupported(self.it.program, pc, "source register"))
        };
        let projected = self.env.stages.get(n).is_some_and(|s| s.projected);
        let project = |c: [f32; 4]| {
            if projected {
                [c[0] / c[3], c[1] / c[3], c[2] / c[3], 1.0]
            } else {
                c
            }
        };
        let bump = self.env.stages.get(n).copied().unwrap_or_default();
        match ins.opcode {
            // ps_1_4 texld rN, src: stage N at the (modified) source.
            Opcode::Tex if model.is_ps_1_4() => {
                let coords = self.quad_src(ins, 0, pc)?;
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &implicit,
                        grads: None,
                        finish: &same,
                    },
                )
            }
            // ps_1_0..1_3 tex tN: stage N at texture coordinate N.
            Opcode::Tex => {
                let coords = self.quad_map(&|l| project(l.tc[n]));
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &implicit,
                        grads: None,
                        finish: &same,
                    },
                )
            }
            Opcode::TexCoord if model.is_ps_1_4() => {
                for lane in lanes(active) {
                    let v = self.src_value(lane, ins, pc)?;
                    self.write(lane, pc, ins, v, 0xF)?;
                }
                Ok(())
            }
            // texcoord tN: the coordinate clamped to [0, 1], w = 1.
            Opcode::TexCoord => {
                for lane in lanes(active) {
                    let c = self.lanes[lane].tc[n];
                    let v = [
                        crate::float::saturate(c[0]),
                        crate::float::saturate(c[1]),
                        crate::float::saturate(c[2]),
                        1.0,
                    ];
                    self.write(lane, pc, ins, v, 0xF)?;
                }
                Ok(())
            }
            Opcode::TexBem | Opcode::TexBemL => {
                let s = src_t(ins)?;
                let m = bump.bump_matrix;
                let coords = self.quad_map(&|l| {
                    let c = project(l.tc[n]);
                    let d = l.t[s];
                    [
                        c[0] + m[0] * d[0] + m[2] * d[1],
                        c[1] + m[1] * d[0] + m[3] * d[1],
                        0.0,
                        0.0,
                    ]
                });
                let luminance = self
                    .quad_map(&|l| [l.t[s][2] * bump.luminance_scale + bump.luminance_offset; 4]);
                let lum = ins.opcode == Opcode::TexBemL;
                let scale = move |lane: usize, v: [f32; 4]| {
                    if lum {
                        v.map(|x| x * luminance[lane][0])
                    } else {
                        v
                    }
                };
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &implicit,
                        grads: None,
                        finish: &scale,
                    },
                )
            }
            Opcode::Bem => {
                let m = bump.bump_matrix;
                for lane in lanes(active) {
                    let a = self.src_value(lane, ins, pc)?;
                    let b = self.read(
                        lane,
                        ins.src
                            .get(1)
                            .ok_or_else(|| unsupported(self.it.program, pc, "missing operand"))?,
                        pc,
                    )?;
                    let v = [
                        a[0] + m[0] * b[0] + m[2] * b[1],
                        a[1] + m[1] * b[0] + m[3] * b[1],
                        0.0,
                        0.0,
                    ];
                    self.write(lane, pc, ins, v, 0b0011)?;
                }
                Ok(())
            }
            Opcode::TexReg2Ar | Opcode::TexReg2Gb | Opcode::TexReg2Rgb => {
                let s = src_t(ins)?;
                let op = ins.opcode;
                let coords = self.quad_map(&|l| {
                    let t = l.t[s];
                    match op {
                        Opcode::TexReg2Ar => [t[3], t[0], 0.0, 0.0],
                        Opcode::TexReg2Gb => [t[1], t[2], 0.0, 0.0],
                        _ => [t[0], t[1], t[2], 0.0],
                    }
                });
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &implicit,
                        grads: None,
                        finish: &same,
                    },
                )
            }
            Opcode::TexM3x2Pad | Opcode::TexM3x3Pad => {
                let s = src_t(ins)?;
                for lane in lanes(active) {
                    let l = &mut self.lanes[lane];
                    l.dots[n] = dot3(l.tc[n], l.t[s]);
                }
                Ok(())
            }
            Opcode::TexDp3 | Opcode::TexM3x3 => {
                let s = src_t(ins)?;
                for lane in lanes(active) {
                    let l = &self.lanes[lane];
                    let d = dot3(l.tc[n], l.t[s]);
                    let v = if ins.opcode == Opcode::TexDp3 {
                        [d; 4]
                    } else {
                        let (a, b) = (l.dots[n.saturating_sub(2)], l.dots[n.saturating_sub(1)]);
                        [a, b, d, 1.0]
                    };
                    self.write(lane, pc, ins, v, 0xF)?;
                }
                Ok(())
            }
            Opcode::TexDp3Tex => {
                let s = src_t(ins)?;
                let coords = self.quad_map(&|l| [dot3(l.tc[n], l.t[s]), 0.0, 0.0, 0.0]);
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &implicit,
                        grads: None,
                        finish: &same,
                    },
                )
            }
            Opcode::TexM3x2Tex => {
                let s = src_t(ins)?;
                let coords = self
                    .quad_map(&|l| [l.dots[n.saturating_sub(1)], dot3(l.tc[n], l.t[s]), 0.0, 0.0]);
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &implicit,
                        grads: None,
                        finish: &same,
                    },
                )
            }
            Opcode::TexM3x3Tex | Opcode::TexM3x3Spec | Opcode::TexM3x3VSpec => {
                let s = src_t(ins)?;
                let eye = match ins.opcode {
                    Opcode::TexM3x3Spec => Some(self.quad_src(ins, 1, pc)?),
                    _ => None,
                };
                let op = ins.opcode;
                let coords = self.quad_map(&|l| {
                    let nrm = [
                        l.dots[n.saturating_sub(2)],
                        l.dots[n.saturating_sub(1)],
                        dot3(l.tc[n], l.t[s]),
                        0.0,
                    ];
                    if op == Opcode::TexM3x3Tex {
                        return nrm;
                    }
                    nrm
                });
                // The reflection of the eye vector about the normal:
                // R = 2 N (N.E) / (N.N) - E.
                let mut reflected = coords;
                for lane in 0..self.lanes.len() {
                    if op == Opcode::TexM3x3Tex {
                        break;
                    }
                    let l = &self.lanes[lane];
                    let e = match &eye {
                        Some(e) => e[lane],
                        None => [
                            l.tc[n.saturating_sub(2)][3],
                            l.tc[n.saturating_sub(1)][3],
                            l.tc[n][3],
                            0.0,
                        ],
                    };
                    let nv = coords[lane];
                    let k = 2.0 * dot3(nv, e) / dot3(nv, nv);
                    reflected[lane] = [k * nv[0] - e[0], k * nv[1] - e[1], k * nv[2] - e[2], 0.0];
                }
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &reflected,
                        lod: &implicit,
                        grads: None,
                        finish: &same,
                    },
                )
            }
            Opcode::TexM3x2Depth | Opcode::TexDepth => {
                for lane in lanes(active) {
                    let l = &self.lanes[lane];
                    let (z, w) = if ins.opcode == Opcode::TexDepth {
                        let r5 = l.r[5];
                        (r5[0], r5[1])
                    } else {
                        let s = src_t(ins)?;
                        (l.dots[n.saturating_sub(1)], dot3(l.tc[n], l.t[s]))
                    };
                    // The reference: z / w, and 1.0 when w is 0.
                    let depth = if w == 0.0 { 1.0 } else { z / w };
                    let l = &mut self.lanes[lane];
                    l.out[OUT_DEPTH] = [depth.clamp(0.0, 1.0), 0.0, 0.0, 0.0];
                    l.out_mask[OUT_DEPTH] |= 1;
                }
                Ok(())
            }
            _ => Err(unsupported(self.it.program, pc, "")),
        }
    }

    fn src_value(
        &self,
        lane: usize,
        ins: &Instruction,
        pc: usize,
    ) -> Result<[f32; 4], InterpError> {
        let src = ins
            .src
            .first()
            .ok_or_else(|| unsupported(self.it.program, pc, "missing operand"))?;
        self.read(lane, src, pc)
    }

    /// Models 2 and 3: `texld[p|b]`, `texldl`, `texldd`.
    fn texture_sm2(&mut self, pc: usize, ins: &Instruction, active: u8) -> Result<(), InterpError> {
        let sampler = *ins
            .src
            .get(1)
            .ok_or_else(|| unsupported(self.it.program, pc, "missing sampler"))?;
        if sampler.reg.kind != RegisterType::Sampler {
            return Err(unsupported(self.it.program, pc, "sampler operand"));
        }
        let stage = sampler.reg.index;
        let mut coords = self.quad_src(ins, 0, pc)?;
        let swz = sampler.swizzle;
        let finish = move |_, v| regs::swizzle(v, swz);
        match ins.opcode {
            Opcode::Tex => {
                let kind = ins
                    .texld_kind()
                    .ok_or_else(|| unsupported(self.it.program, pc, "texld control"))?;
                let w = coords.map(|c| c[3]);
                if kind == ninebridge_d3dbc::TexLdKind::Project {
                    for c in &mut coords {
                        *c = [c[0] / c[3], c[1] / c[3], c[2] / c[3], 1.0];
                    }
                }
                let bias = kind == ninebridge_d3dbc::TexLdKind::Bias;
                let lod = move |lane: usize| LodMode::Gradients {
                    bias: if bias { w[lane] } else { 0.0 },
                };
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &lod,
                        grads: None,
                        finish: &finish,
                    },
                )
            }
            Opcode::TexLdl => {
                let lod = move |lane: usize| LodMode::Level(coords[lane][3]);
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &lod,
                        grads: None,
                        finish: &finish,
                    },
                )
            }
            Opcode::TexLdd => {
                let ddx = self.quad_src(ins, 2, pc)?;
                let ddy = self.quad_src(ins, 3, pc)?;
                let grads = [0, 1, 2, 3].map(|i| (ddx[i], ddy[i]));
                let lod = |_| LodMode::Gradients { bias: 0.0 };
                self.sample_lanes(
                    pc,
                    ins,
                    active,
                    SampleJob {
                        stage,
                        coords: &coords,
                        lod: &lod,
                        grads: Some(&grads),
                        finish: &finish,
                    },
                )
            }
            _ => Err(unsupported(self.it.program, pc, "")),
        }
    }
}
