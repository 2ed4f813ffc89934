//! Fixed-function lighting: lights, materials, their colour and vector
//! structs, material colour sources and vertex blending.

use crate::macros::d3d_enum;

d3d_enum! {
    /// `D3DLIGHTTYPE`.
    LightType {
        /// `D3DLIGHT_POINT`.
        Point = 1,
        /// `D3DLIGHT_SPOT`.
        Spot = 2,
        /// `D3DLIGHT_DIRECTIONAL`.
        Directional = 3,
    }
}

d3d_enum! {
    /// `D3DMATERIALCOLORSOURCE`: where a lighting colour comes from.
    MaterialColorSource {
        /// `D3DMCS_MATERIAL`: the material.
        Material = 0,
        /// `D3DMCS_COLOR1`: the vertex diffuse colour.
        Color1 = 1,
        /// `D3DMCS_COLOR2`: the vertex specular colour.
        Color2 = 2,
    }
}

d3d_enum! {
    /// `D3DVERTEXBLENDFLAGS`: the values of `D3DRS_VERTEXBLEND`.
    VertexBlendFlags {
        /// `D3DVBF_DISABLE`.
        Disable = 0,
        /// `D3DVBF_1WEIGHTS`: two matrices.
        Weights1 = 1,
        /// `D3DVBF_2WEIGHTS`: three matrices.
        Weights2 = 2,
        /// `D3DVBF_3WEIGHTS`: four matrices.
        Weights3 = 3,
        /// `D3DVBF_TWEENING`: `D3DRS_TWEENFACTOR` between two positions.
        Tweening = 255,
        /// `D3DVBF_0WEIGHTS`: one matrix, weight 1.
        Weights0 = 256,
    }
}

/// `D3DCOLORVALUE`: a floating-point colour.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct ColorValue {
    /// Red.
    pub r: f32,
    /// Green.
    pub g: f32,
    /// Blue.
    pub b: f32,
    /// Alpha.
    pub a: f32,
}

/// `D3DVECTOR`.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct Vector {
    /// x.
    pub x: f32,
    /// y.
    pub y: f32,
    /// z.
    pub z: f32,
}

/// `D3DMATERIAL9`.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct Material {
    /// Diffuse reflectance.
    pub diffuse: ColorValue,
    /// Ambient reflectance.
    pub ambient: ColorValue,
    /// Specular reflectance.
    pub specular: ColorValue,
    /// Emitted colour.
    pub emissive: ColorValue,
    /// Specular exponent.
    pub power: f32,
}

/// `D3DLIGHT9`.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(C)]
pub struct Light {
    /// Light type.
    pub ty: LightType,
    /// Diffuse colour.
    pub diffuse: ColorValue,
    /// Specular colour.
    pub specular: ColorValue,
    /// Ambient colour.
    pub ambient: ColorValue,
    /// Position in world space (point and spot lights).
    pub position: Vector,
    /// Direction in world space (spot and directional lights).
    pub direction: Vector,
    /// Distance beyond which the light has no effect.
    pub range: f32,
    /// Spotlight falloff between the inner and outer cones.
    pub falloff: f32,
    /// Constant attenuation.
    pub attenuation0: f32,
    /// Linear attenuation.
    pub attenuation1: f32,
    /// Quadratic attenuation.
    pub attenuation2: f32,
    /// Inner cone angle in radians.
    pub theta: f32,
    /// Outer cone angle in radians.
    pub phi: f32,
}

impl Light {
    /// What `GetLight` returns for an index never set but enabled by
    /// `LightEnable`: a white directional light pointing down +z.
    pub const DEFAULT_DIRECTIONAL: Light = Light {
        ty: LightType::Directional,
        diffuse: ColorValue {
            r: 1.0,
            g: 1.0,
            b: 1.0,
            a: 0.0,
        },
        specular: ColorValue {
            r: 0.0,
            g: 0.0,
            b: 0.0,
            a: 0.0,
        },
        ambient: ColorValue {
            r: 0.0,
            g: 0.0,
            b: 0.0,
            a: 0.0,
        },
        position: Vector {
            x: 0.0,
            y: 0.0,
            z: 0.0,
        },
        direction: Vector {
            x: 0.0,
            y: 0.0,
            z: 1.0,
        },
        range: 0.0,
        falloff: 0.0,
        attenuation0: 0.0,
        attenuation1: 0.0,
        attenuation2: 0.0,
        theta: 0.0,
        phi: 0.0,
    };
}
