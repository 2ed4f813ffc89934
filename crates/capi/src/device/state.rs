//! States: render, texture-stage and sampler states, transforms, the
//! viewport, material and lights, clip planes, the scissor rectangle and
//! the vertex processing mode. D3D9 values arrive raw and are checked
//! against the types crate's enums: an unknown state is
//! `D3DERR_INVALIDCALL`.

use ninebridge_types::{
    ColorValue, Light, LightType, Material, RenderState, SamplerState, TextureStageState,
    TransformState, Vector, Viewport,
};

use super::{This, with};
use crate::hr::{self, HRESULT, S_OK};

/// `D3DVIEWPORT9` as C lays it out.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct ViewportC {
    /// `X`, `Y`, `Width`, `Height`.
    pub rect: [u32; 4],
    /// `MinZ`.
    pub min_z: f32,
    /// `MaxZ`.
    pub max_z: f32,
}

/// `D3DLIGHT9` as C lays it out (104 bytes).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct LightC {
    ty: u32,
    diffuse: [f32; 4],
    specular: [f32; 4],
    ambient: [f32; 4],
    position: [f32; 3],
    direction: [f32; 3],
    range: f32,
    falloff: f32,
    attenuation: [f32; 3],
    theta: f32,
    phi: f32,
}

impl From<&Light> for LightC {
    fn from(l: &Light) -> Self {
        let c = |c: ColorValue| [c.r, c.g, c.b, c.a];
        let v = |v: Vector| [v.x, v.y, v.z];
        LightC {
            ty: l.ty.to_d3d(),
            diffuse: c(l.diffuse),
            specular: c(l.specular),
            ambient: c(l.ambient),
            position: v(l.position),
            direction: v(l.direction),
            range: l.range,
            falloff: l.falloff,
            attenuation: [l.attenuation0, l.attenuation1, l.attenuation2],
            theta: l.theta,
            phi: l.phi,
        }
    }
}

fn color([r, g, b, a]: [f32; 4]) -> ColorValue {
    ColorValue { r, g, b, a }
}

fn vector([x, y, z]: [f32; 3]) -> Vector {
    Vector { x, y, z }
}

/// The matrix C passes (16 floats, row-major `_11.._44`) as rows.
fn rows(m: &[f32; 16]) -> [[f32; 4]; 4] {
    std::array::from_fn(|r| std::array::from_fn(|c| m[r * 4 + c]))
}

/// Reads `*p` (null: `None`).
///
/// # Safety
/// `p` is null or points at a `T`.
unsafe fn read<T: Copy>(p: *const T) -> Option<T> {
    // SAFETY: forwarded to the caller.
    (!p.is_null()).then(|| unsafe { p.read_unaligned() })
}

pub(super) unsafe extern "system" fn set_render_state(p: This, state: u32, value: u32) -> HRESULT {
    with(p, |o| match RenderState::from_d3d(state) {
        Some(state) => {
            o.data.lock().set_render_state(state, value);
            S_OK
        }
        None => hr::invalid(),
    })
}

pub(super) unsafe extern "system" fn get_render_state(
    p: This,
    state: u32,
    out: *mut u32,
) -> HRESULT {
    with(p, |o| match RenderState::from_d3d(state) {
        Some(state) if !out.is_null() => {
            // SAFETY: not null; C passes a DWORD slot.
            unsafe { *out = o.data.lock().get_render_state(state) };
            S_OK
        }
        _ => hr::invalid(),
    })
}

pub(super) unsafe extern "system" fn set_texture_stage_state(
    p: This,
    stage: u32,
    state: u32,
    value: u32,
) -> HRESULT {
    with(p, |o| match TextureStageState::from_d3d(state) {
        Some(state) => hr::result(
            "SetTextureStageState",
            o.data.lock().set_texture_stage_state(stage, state, value),
        ),
        None => hr::invalid(),
    })
}

pub(super) unsafe extern "system" fn set_sampler_state(
    p: This,
    sampler: u32,
    state: u32,
    value: u32,
) -> HRESULT {
    with(p, |o| match SamplerState::from_d3d(state) {
        Some(state) => hr::result(
            "SetSamplerState",
            o.data.lock().set_sampler_state(sampler, state, value),
        ),
        None => hr::invalid(),
    })
}

pub(super) unsafe extern "system" fn set_transform(
    p: This,
    state: u32,
    m: *const [f32; 16],
) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's D3DMATRIX.
        match (TransformState::from_d3d(state), unsafe { read(m) }) {
            (Some(state), Some(m)) => {
                o.data.lock().set_transform(state, rows(&m));
                S_OK
            }
            _ => hr::invalid(),
        }
    })
}

pub(super) unsafe extern "system" fn get_transform(
    p: This,
    state: u32,
    out: *mut [f32; 16],
) -> HRESULT {
    with(p, |o| match TransformState::from_d3d(state) {
        Some(state) if !out.is_null() => {
            let m = o.data.lock().get_transform(state);
            let flat: [f32; 16] = std::array::from_fn(|i| m[i / 4][i % 4]);
            // SAFETY: not null; C passes a D3DMATRIX.
            unsafe { out.write_unaligned(flat) };
            S_OK
        }
        _ => hr::invalid(),
    })
}

pub(super) unsafe extern "system" fn multiply_transform(
    p: This,
    state: u32,
    m: *const [f32; 16],
) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's D3DMATRIX.
        match (TransformState::from_d3d(state), unsafe { read(m) }) {
            (Some(state), Some(m)) => {
                o.data.lock().multiply_transform(state, rows(&m));
                S_OK
            }
            _ => hr::invalid(),
        }
    })
}

pub(super) unsafe extern "system" fn set_viewport(p: This, vp: *const ViewportC) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's D3DVIEWPORT9.
        let Some(vp) = (unsafe { read(vp) }) else {
            return hr::invalid();
        };
        let [x, y, width, height] = vp.rect;
        let viewport = Viewport {
            x,
            y,
            width,
            height,
            min_z: vp.min_z,
            max_z: vp.max_z,
        };
        hr::result("SetViewport", o.data.lock().set_viewport(viewport))
    })
}

pub(super) unsafe extern "system" fn set_material(p: This, m: *const [f32; 17]) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's D3DMATERIAL9 (17 floats).
        let Some(m) = (unsafe { read(m) }) else {
            return hr::invalid();
        };
        let c = |i: usize| color([m[i], m[i + 1], m[i + 2], m[i + 3]]);
        o.data.lock().set_material(Material {
            diffuse: c(0),
            ambient: c(4),
            specular: c(8),
            emissive: c(12),
            power: m[16],
        });
        S_OK
    })
}

pub(super) unsafe extern "system" fn set_light(p: This, index: u32, l: *const LightC) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's D3DLIGHT9.
        let Some(l) = (unsafe { read(l) }) else {
            return hr::invalid();
        };
        let Some(ty) = LightType::from_d3d(l.ty) else {
            return hr::invalid();
        };
        let light = Light {
            ty,
            diffuse: color(l.diffuse),
            specular: color(l.specular),
            ambient: color(l.ambient),
            position: vector(l.position),
            direction: vector(l.direction),
            range: l.range,
            falloff: l.falloff,
            attenuation0: l.attenuation[0],
            attenuation1: l.attenuation[1],
            attenuation2: l.attenuation[2],
            theta: l.theta,
            phi: l.phi,
        };
        hr::result("SetLight", o.data.lock().set_light(index, light))
    })
}

pub(super) unsafe extern "system" fn light_enable(p: This, index: u32, enable: i32) -> HRESULT {
    with(p, |o| {
        o.data.lock().light_enable(index, enable != 0);
        S_OK
    })
}

pub(super) unsafe extern "system" fn set_clip_plane(
    p: This,
    index: u32,
    plane: *const [f32; 4],
) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's 4 floats.
        match unsafe { read(plane) } {
            Some(plane) => hr::result("SetClipPlane", o.data.lock().set_clip_plane(index, plane)),
            None => hr::invalid(),
        }
    })
}

pub(super) unsafe extern "system" fn set_scissor_rect(p: This, rect: *const [i32; 4]) -> HRESULT {
    with(p, |o| {
        // SAFETY: null or C's RECT.
        let Some(r) = (unsafe { read(rect) }) else {
            return hr::invalid();
        };
        if r.iter().any(|v| *v < 0) {
            return hr::invalid();
        }
        hr::result(
            "SetScissorRect",
            o.data.lock().set_scissor_rect(r.map(|v| v as u32)),
        )
    })
}

pub(super) unsafe extern "system" fn set_software_vertex_processing(
    p: This,
    software: i32,
) -> HRESULT {
    with(p, |o| {
        o.data.lock().set_software_vertex_processing(software != 0);
        S_OK
    })
}

pub(super) unsafe extern "system" fn get_software_vertex_processing(p: This) -> i32 {
    let mut software = 0;
    with(p, |o| {
        software = i32::from(o.data.lock().software_vertex_processing());
        S_OK
    });
    software
}
