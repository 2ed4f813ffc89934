//! [`FfVertexKey`]: the fixed-function vertex state that changes the code.

use ninebridge_types::{FogMode, LightType, MaterialColorSource, VertexBlendFlags};

use crate::error::TranslateError;
use crate::interface::FF_STAGES;

/// How the vertex declaration's `BLENDINDICES` 0 element is stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum BlendIndexType {
    /// `D3DDECLTYPE_UBYTE4` (`D3DFVF_LASTBETA_UBYTE4`): the bytes are the
    /// indices.
    UByte4,
    /// `D3DDECLTYPE_D3DCOLOR` (`D3DFVF_LASTBETA_D3DCOLOR`): the colour's
    /// components as D3D9 reads them, times 255.
    Color,
    /// Any other type: the fetched values are the indices.
    Float,
}

/// What the vertex declaration holds, as the fixed-function vertex stage
/// reads it (usage index 0 unless named otherwise).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct FfVertexInputs {
    /// `POSITION` 0 (untransformed; pre-transformed vertices never reach
    /// this stage).
    pub position: bool,
    /// `POSITION` 1: tweening's second position.
    pub position1: bool,
    /// `NORMAL` 0.
    pub normal: bool,
    /// `NORMAL` 1: tweening's second normal.
    pub normal1: bool,
    /// Components of `BLENDWEIGHT` (0: none).
    pub blend_weights: u8,
    /// `BLENDINDICES` and how it is stored.
    pub blend_indices: Option<BlendIndexType>,
    /// `COLOR` 0, the diffuse colour.
    pub diffuse: bool,
    /// `COLOR` 1, the specular colour.
    pub specular: bool,
    /// `PSIZE`.
    pub point_size: bool,
    /// Components of `TEXCOORD` n (0: no such element).
    pub texcoords: [u8; FF_STAGES as usize],
}

/// One texture stage's coordinate state, as `SetTextureStageState` stored
/// it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct FfVertexStageState {
    /// `D3DTSS_TEXCOORDINDEX`: the set (low 16 bits) and the `D3DTSS_TCI_*`
    /// generation mode (high bits).
    pub texcoord_index: u32,
    /// `D3DTSS_TEXTURETRANSFORMFLAGS`.
    pub transform_flags: u32,
    /// Whether the pixel stage reads this stage's coordinates (`TEXCOORD`
    /// k); stages nobody reads are left out of the key.
    pub read: bool,
}

/// The fixed-function vertex state of a draw without a vertex shader.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FfVertexState {
    /// The declaration's elements.
    pub inputs: FfVertexInputs,
    /// `D3DRS_LIGHTING`.
    pub lighting: bool,
    /// The types of the enabled lights, in index order (D3D9 lights at
    /// most 8 at once).
    pub lights: [Option<LightType>; 8],
    /// `D3DRS_COLORVERTEX`.
    pub color_vertex: bool,
    /// `D3DRS_DIFFUSEMATERIALSOURCE`, `SPECULARMATERIALSOURCE`,
    /// `AMBIENTMATERIALSOURCE`, `EMISSIVEMATERIALSOURCE` (raw values).
    pub material_sources: [u32; 4],
    /// `D3DRS_NORMALIZENORMALS`.
    pub normalize_normals: bool,
    /// `D3DRS_LOCALVIEWER`.
    pub local_viewer: bool,
    /// `D3DRS_SPECULARENABLE`.
    pub specular_enable: bool,
    /// `D3DRS_VERTEXBLEND` (raw).
    pub vertex_blend: u32,
    /// `D3DRS_INDEXEDVERTEXBLENDENABLE`.
    pub indexed_blend: bool,
    /// `D3DRS_FOGENABLE`.
    pub fog_enable: bool,
    /// `D3DRS_FOGTABLEMODE` (raw).
    pub fog_table_mode: u32,
    /// `D3DRS_FOGVERTEXMODE` (raw).
    pub fog_vertex_mode: u32,
    /// `D3DRS_RANGEFOGENABLE`.
    pub range_fog: bool,
    /// `D3DRS_POINTSCALEENABLE`.
    pub point_scale: bool,
    /// The texture stages.
    pub stages: [FfVertexStageState; FF_STAGES as usize],
    /// `D3DRS_SHADEMODE` is `D3DSHADE_FLAT` (flat colour varyings).
    pub flat_shading: bool,
    /// The position takes the renderer block's viewport adjustment
    /// (viewports reaching past the render target; otherwise the module
    /// reads no renderer block).
    pub viewport_adjust: bool,
}

/// How a stage's texture coordinates are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum TexGen {
    /// `D3DTSS_TCI_PASSTHRU`: the vertex's set n, of `components` (0: the
    /// vertex has no such set).
    PassThrough {
        /// The set.
        set: u8,
        /// Its components in the declaration.
        components: u8,
    },
    /// `D3DTSS_TCI_CAMERASPACENORMAL`.
    CameraSpaceNormal,
    /// `D3DTSS_TCI_CAMERASPACEPOSITION`.
    CameraSpacePosition,
    /// `D3DTSS_TCI_CAMERASPACEREFLECTIONVECTOR`.
    CameraSpaceReflection,
    /// `D3DTSS_TCI_SPHEREMAP`.
    SphereMap,
}

/// A stage of a key: how its coordinates are made and transformed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FfVertexStage {
    /// The generation.
    pub generation: TexGen,
    /// `D3DTTFF_COUNTn`, 2..4 (0: no texture transform: `DISABLE`, `COUNT1`
    /// or a count past 4).
    pub transform_count: u8,
    /// With `D3DTTFF_PROJECTED`, the component D3D9 divides by, which the
    /// stage copies into w (the pixel stage divides by w): the `COUNTn`
    /// one, or without a transform the last one the vertex gives (3, or
    /// 2 of generated coordinates). `None`: not projected, or already w.
    pub divisor: Option<u8>,
}

/// Vertex blending of a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Blend {
    /// One world matrix (`D3DVBF_DISABLE`, or `D3DVBF_0WEIGHTS` without
    /// indices).
    None,
    /// `weights` weights from the vertex and the last one 1 minus their
    /// sum: `weights + 1` matrices, `D3DTS_WORLDMATRIX(i)` or, `indexed`,
    /// the matrices the vertex's blend indices name.
    Weights {
        /// 0..3.
        weights: u8,
        /// `D3DRS_INDEXEDVERTEXBLENDENABLE` with a `BLENDINDICES` element.
        indexed: Option<BlendIndexType>,
    },
    /// `D3DVBF_TWEENING`: positions (and normals) 0 and 1 mixed by
    /// `D3DRS_TWEENFACTOR`.
    Tweening,
}

/// Vertex fog of a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum VertexFog {
    /// No fog factor is written (fog off, or table fog computes it per
    /// pixel).
    None,
    /// `D3DFOG_NONE` with fog on: the fog factor is the specular alpha.
    SpecularAlpha,
    /// `EXP`, `EXP2` or `LINEAR` of the eye depth, or of the distance with
    /// `range`.
    Computed {
        /// The formula.
        mode: FogMode,
        /// `D3DRS_RANGEFOGENABLE`.
        range: bool,
    },
}

/// The fixed-function vertex key: everything of [`FfVertexState`] that
/// changes the generated program, normalised (zeroed where a state has no
/// effect: lighting states with lighting off, stages nobody reads, unread
/// inputs), so equal behaviour gives equal keys. Values (matrices, light
/// and material colours and positions, fog and point parameters) are
/// never in it. Built only by [`FfVertexKey::new`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct FfVertexKey {
    pub(crate) inputs: FfVertexInputs,
    /// Enabled lights' types in order; empty with lighting off.
    pub(crate) lights: [Option<LightType>; 8],
    pub(crate) lighting: bool,
    /// Diffuse, specular, ambient, emissive: the vertex colour read
    /// (`Color1`/`Color2`) or the material.
    pub(crate) sources: [MaterialColorSource; 4],
    pub(crate) normalize_normals: bool,
    pub(crate) local_viewer: bool,
    pub(crate) specular: bool,
    pub(crate) blend: Blend,
    pub(crate) fog: VertexFog,
    pub(crate) point_scale: bool,
    pub(crate) stages: [Option<FfVertexStage>; FF_STAGES as usize],
    pub(crate) flat_shading: bool,
    pub(crate) viewport_adjust: bool,
}

impl FfVertexKey {
    /// The key of `state`. Out-of-range values: a `*MATERIALSOURCE` outside
    /// `D3DMATERIALCOLORSOURCE` reads the material, an unknown
    /// `D3DRS_VERTEXBLEND` blends nothing, an unknown fog mode computes no
    /// fog, an unknown `D3DTSS_TCI_*` mode passes the set through; a
    /// coordinate set past 7 on a stage that is read is an error
    /// ([`TranslateError::FixedFunction`]), on which the device fails the
    /// draw with `D3DERR_INVALIDCALL`.
    pub fn new(state: &FfVertexState) -> Result<Self, TranslateError> {
        let inputs = state.inputs;
        let lighting = state.lighting;
        let mut lights = [None; 8];
        if lighting {
            for (slot, light) in lights.iter_mut().zip(state.lights.iter().flatten()) {
                *slot = Some(*light);
            }
        }
        // D3D9 reads a vertex colour only with COLORVERTEX and a vertex
        // that has the colour.
        let source = |raw: u32| match MaterialColorSource::from_d3d(raw) {
            Some(MaterialColorSource::Color1) if state.color_vertex && inputs.diffuse => {
                MaterialColorSource::Color1
            }
            Some(MaterialColorSource::Color2) if state.color_vertex && inputs.specular => {
                MaterialColorSource::Color2
            }
            _ => MaterialColorSource::Material,
        };
        let sources = if lighting {
            state.material_sources.map(source)
        } else {
            [MaterialColorSource::Material; 4]
        };
        let blend = match VertexBlendFlags::from_d3d(state.vertex_blend) {
            Some(VertexBlendFlags::Tweening) if inputs.position1 => Blend::Tweening,
            Some(
                f @ (VertexBlendFlags::Weights1
                | VertexBlendFlags::Weights2
                | VertexBlendFlags::Weights3),
            ) => Blend::Weights {
                weights: f.to_d3d() as u8,
                indexed: state
                    .indexed_blend
                    .then_some(inputs.blend_indices)
                    .flatten(),
            },
            Some(VertexBlendFlags::Weights0) if state.indexed_blend => match inputs.blend_indices {
                Some(t) => Blend::Weights {
                    weights: 0,
                    indexed: Some(t),
                },
                None => Blend::None,
            },
            _ => Blend::None,
        };
        let fog = if !state.fog_enable
            || FogMode::from_d3d(state.fog_table_mode) != Some(FogMode::None)
        {
            // Table fog (or an unknown table mode) is the pixel stage's.
            VertexFog::None
        } else {
            match FogMode::from_d3d(state.fog_vertex_mode) {
                Some(FogMode::None) => VertexFog::SpecularAlpha,
                Some(mode) => VertexFog::Computed {
                    mode,
                    range: state.range_fog,
                },
                None => VertexFog::None,
            }
        };
        let mut stages = [None; FF_STAGES as usize];
        for (k, (slot, st)) in stages.iter_mut().zip(&state.stages).enumerate() {
            if !st.read {
                continue;
            }
            let set = st.texcoord_index & 0xffff;
            let generation = match st.texcoord_index >> 16 {
                1 => TexGen::CameraSpaceNormal,
                2 => TexGen::CameraSpacePosition,
                3 => TexGen::CameraSpaceReflection,
                4 => TexGen::SphereMap,
                _ => {
                    if set >= FF_STAGES {
                        return Err(TranslateError::FixedFunction {
                            stage: k as u32,
                            state: "D3DTSS_TEXCOORDINDEX",
                            value: st.texcoord_index,
                            reason: "the coordinate set is past 7",
                        });
                    }
                    TexGen::PassThrough {
                        set: set as u8,
                        components: inputs.texcoords[set as usize],
                    }
                }
            };
            // Windows applies no transform with COUNT1 (Wine's
            // `texture_transform_flags_test`: a zero matrix with COUNT1
            // samples the untransformed coordinates).
            let transform_count = match st.transform_flags & 0xff {
                n @ 2..=4 => n as u8,
                _ => 0,
            };
            let projected = st.transform_flags & 0x100 != 0;
            let last = match (transform_count, generation) {
                (n @ 1..=4, _) => n,
                (_, TexGen::PassThrough { components, .. }) => components.max(1),
                (_, TexGen::SphereMap) => 2,
                _ => 3,
            };
            *slot = Some(FfVertexStage {
                generation,
                transform_count,
                divisor: (projected && last < 4).then(|| last - 1),
            });
        }
        let uses_normal = lighting
            || stages.iter().flatten().any(|s| {
                matches!(
                    s.generation,
                    TexGen::CameraSpaceNormal | TexGen::CameraSpaceReflection | TexGen::SphereMap
                )
            });
        // Inputs nobody reads are not key bits.
        let mut read_inputs = inputs;
        if !uses_normal {
            read_inputs.normal = false;
            read_inputs.normal1 = false;
        }
        if blend != Blend::Tweening {
            read_inputs.position1 = false;
            read_inputs.normal1 = false;
        }
        match blend {
            Blend::Weights { weights, indexed } => {
                if weights == 0 {
                    read_inputs.blend_weights = 0;
                }
                read_inputs.blend_indices = indexed;
            }
            _ => {
                read_inputs.blend_weights = 0;
                read_inputs.blend_indices = None;
            }
        }
        read_inputs.texcoords = [0; FF_STAGES as usize];
        for s in stages.iter().flatten() {
            if let TexGen::PassThrough { set, components } = s.generation {
                read_inputs.texcoords[usize::from(set)] = components;
            }
        }
        Ok(FfVertexKey {
            inputs: read_inputs,
            lights,
            lighting,
            sources,
            normalize_normals: state.normalize_normals && uses_normal,
            // Only specular highlights look at the viewer's position.
            local_viewer: lighting && state.specular_enable && state.local_viewer,
            specular: lighting && state.specular_enable,
            blend,
            fog,
            point_scale: state.point_scale,
            stages,
            flat_shading: state.flat_shading,
            viewport_adjust: state.viewport_adjust,
        })
    }

    /// The number of world matrices the key blends (1 to 4).
    pub fn world_matrices(&self) -> usize {
        match self.blend {
            Blend::Weights {
                weights,
                indexed: None,
            } => usize::from(weights) + 1,
            _ => 1,
        }
    }

    /// Whether the key reads world matrices by the vertex's blend indices
    /// (then all [`crate::ff::FF_WORLD_MATRICES`] of them are uploaded).
    pub fn indexed(&self) -> bool {
        matches!(
            self.blend,
            Blend::Weights {
                indexed: Some(_),
                ..
            }
        )
    }

    /// The active lights (lighting on), in upload order.
    pub fn light_count(&self) -> usize {
        self.lights.iter().flatten().count()
    }

    /// The key's vertex blending.
    pub fn blend(&self) -> Blend {
        self.blend
    }

    /// The key's vertex fog.
    pub fn fog(&self) -> VertexFog {
        self.fog
    }

    /// Stage k's coordinates (`None`: not written).
    pub fn stage(&self, k: usize) -> Option<FfVertexStage> {
        self.stages.get(k).copied().flatten()
    }
}
