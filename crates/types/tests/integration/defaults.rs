//! State defaults against Microsoft's `D3DRENDERSTATETYPE`,
//! `D3DSAMPLERSTATETYPE` and `D3DTEXTURESTAGESTATETYPE` reference pages.

use ninebridge_types::*;

fn f(v: f32) -> u32 {
    v.to_bits()
}

/// Every render state with the default its reference entry states.
#[test]
fn every_render_state_default() {
    use RenderState as R;
    let table: &[(RenderState, u32)] = &[
        (R::ZEnable, 0), // D3DZB_FALSE: no automatic depth-stencil
        (R::FillMode, 3),
        (R::ShadeMode, 2),
        (R::ZWriteEnable, 1),
        (R::AlphaTestEnable, 0),
        (R::LastPixel, 1),
        (R::SrcBlend, 2),
        (R::DestBlend, 1),
        (R::CullMode, 3),
        (R::ZFunc, 4),
        (R::AlphaRef, 0),
        (R::AlphaFunc, 8),
        (R::DitherEnable, 0),
        (R::AlphaBlendEnable, 0),
        (R::FogEnable, 0),
        (R::SpecularEnable, 0),
        (R::FogColor, 0),
        (R::FogTableMode, 0),
        (R::FogStart, f(0.0)),
        (R::FogEnd, f(1.0)),
        (R::FogDensity, f(1.0)),
        (R::RangeFogEnable, 0),
        (R::StencilEnable, 0),
        (R::StencilFail, 1),
        (R::StencilZFail, 1),
        (R::StencilPass, 1),
        (R::StencilFunc, 8),
        (R::StencilRef, 0),
        (R::StencilMask, 0xffff_ffff),
        (R::StencilWriteMask, 0xffff_ffff),
        (R::TextureFactor, 0xffff_ffff),
        (R::Wrap0, 0),
        (R::Wrap1, 0),
        (R::Wrap2, 0),
        (R::Wrap3, 0),
        (R::Wrap4, 0),
        (R::Wrap5, 0),
        (R::Wrap6, 0),
        (R::Wrap7, 0),
        (R::Clipping, 1),
        (R::Lighting, 1),
        (R::Ambient, 0),
        (R::FogVertexMode, 0),
        (R::ColorVertex, 1),
        (R::LocalViewer, 1),
        (R::NormalizeNormals, 0),
        (R::DiffuseMaterialSource, 1),
        (R::SpecularMaterialSource, 2),
        (R::AmbientMaterialSource, 0),
        (R::EmissiveMaterialSource, 0),
        (R::VertexBlend, 0),
        (R::ClipPlaneEnable, 0),
        (R::PointSize, f(1.0)),
        (R::PointSizeMin, f(1.0)),
        (R::PointSpriteEnable, 0),
        (R::PointScaleEnable, 0),
        (R::PointScaleA, f(1.0)),
        (R::PointScaleB, f(0.0)),
        (R::PointScaleC, f(0.0)),
        (R::MultisampleAntialias, 1),
        (R::MultisampleMask, 0xffff_ffff),
        (R::PatchEdgeStyle, 0),
        (R::DebugMonitorToken, 0),
        // The device's MaxPointSize, as Windows initialises it (stateblock.c).
        (R::PointSizeMax, f(256.0)),
        (R::IndexedVertexBlendEnable, 0),
        (R::ColorWriteEnable, 0xf),
        (R::TweenFactor, f(0.0)),
        (R::BlendOp, 1),
        (R::PositionDegree, 3),
        (R::NormalDegree, 1),
        (R::ScissorTestEnable, 0),
        (R::SlopeScaleDepthBias, 0),
        (R::AntialiasedLineEnable, 0),
        (R::MinTessellationLevel, f(1.0)),
        (R::MaxTessellationLevel, f(1.0)),
        (R::AdaptiveTessX, f(0.0)),
        (R::AdaptiveTessY, f(0.0)),
        (R::AdaptiveTessZ, f(1.0)),
        (R::AdaptiveTessW, f(0.0)),
        (R::EnableAdaptiveTessellation, 0),
        (R::TwoSidedStencilMode, 0),
        (R::CcwStencilFail, 1),
        (R::CcwStencilZFail, 1),
        (R::CcwStencilPass, 1),
        (R::CcwStencilFunc, 8),
        (R::ColorWriteEnable1, 0xf),
        (R::ColorWriteEnable2, 0xf),
        (R::ColorWriteEnable3, 0xf),
        (R::BlendFactor, 0xffff_ffff),
        (R::SrgbWriteEnable, 0),
        (R::DepthBias, 0),
        (R::Wrap8, 0),
        (R::Wrap9, 0),
        (R::Wrap10, 0),
        (R::Wrap11, 0),
        (R::Wrap12, 0),
        (R::Wrap13, 0),
        (R::Wrap14, 0),
        (R::Wrap15, 0),
        (R::SeparateAlphaBlendEnable, 0),
        (R::SrcBlendAlpha, 2),
        (R::DestBlendAlpha, 1),
        (R::BlendOpAlpha, 1),
    ];
    assert_eq!(
        table.len(),
        RenderState::ALL.len(),
        "one row per render state"
    );
    for &(state, value) in table {
        assert_eq!(state.default_value(), value, "{state:?}");
    }
    assert_eq!(
        RenderState::zenable_default(true),
        ZBufferType::True.to_d3d()
    );
    assert_eq!(
        RenderState::zenable_default(false),
        ZBufferType::False.to_d3d()
    );
}

/// Enum-valued defaults name the documented variants.
#[test]
fn render_state_defaults_decode_to_documented_variants() {
    use RenderState as R;
    let cmp = |s: RenderState| CmpFunc::from_d3d(s.default_value());
    assert_eq!(cmp(R::ZFunc), Some(CmpFunc::LessEqual));
    assert_eq!(cmp(R::AlphaFunc), Some(CmpFunc::Always));
    assert_eq!(Cull::from_d3d(R::CullMode.default_value()), Some(Cull::Ccw));
    assert_eq!(
        Blend::from_d3d(R::SrcBlend.default_value()),
        Some(Blend::One)
    );
    assert_eq!(
        Blend::from_d3d(R::DestBlend.default_value()),
        Some(Blend::Zero)
    );
    assert_eq!(
        FillMode::from_d3d(R::FillMode.default_value()),
        Some(FillMode::Solid)
    );
    assert_eq!(
        ShadeMode::from_d3d(R::ShadeMode.default_value()),
        Some(ShadeMode::Gouraud)
    );
    assert_eq!(
        StencilOp::from_d3d(R::StencilPass.default_value()),
        Some(StencilOp::Keep)
    );
    assert_eq!(
        BlendOp::from_d3d(R::BlendOpAlpha.default_value()),
        Some(BlendOp::Add)
    );
    assert_eq!(
        DegreeType::from_d3d(R::PositionDegree.default_value()),
        Some(DegreeType::Cubic)
    );
    assert_eq!(
        MaterialColorSource::from_d3d(R::DiffuseMaterialSource.default_value()),
        Some(MaterialColorSource::Color1)
    );
    assert_eq!(
        ColorWriteEnable::from_d3d(R::ColorWriteEnable.default_value()),
        ColorWriteEnable::RED
            | ColorWriteEnable::GREEN
            | ColorWriteEnable::BLUE
            | ColorWriteEnable::ALPHA
    );
}

#[test]
fn float_render_states() {
    for s in RenderState::ALL {
        if s.is_float() {
            assert!(f32::from_bits(s.default_value()).is_finite(), "{s:?}");
        }
    }
    assert!(RenderState::FogStart.is_float());
    assert!(RenderState::DepthBias.is_float());
    assert!(!RenderState::FogColor.is_float());
    assert!(!RenderState::AlphaRef.is_float());
}

#[test]
fn wrap_states_by_coordinate_set() {
    assert_eq!(RenderState::wrap(0), Some(RenderState::Wrap0));
    assert_eq!(RenderState::wrap(3).map(RenderState::to_d3d), Some(131)); // 128 + 3
    assert_eq!(RenderState::wrap(7), Some(RenderState::Wrap7));
    assert_eq!(RenderState::wrap(8), Some(RenderState::Wrap8));
    assert_eq!(RenderState::wrap(15), Some(RenderState::Wrap15));
    assert_eq!(RenderState::wrap(16), None);
}

#[test]
fn every_sampler_state_default() {
    use SamplerState as S;
    let table: &[(SamplerState, u32)] = &[
        (S::AddressU, 1),
        (S::AddressV, 1),
        (S::AddressW, 1),
        (S::BorderColor, 0),
        (S::MagFilter, 1),
        (S::MinFilter, 1),
        (S::MipFilter, 0),
        (S::MipMapLodBias, 0),
        (S::MaxMipLevel, 0),
        (S::MaxAnisotropy, 1),
        (S::SrgbTexture, 0),
        (S::ElementIndex, 0),
        (S::DmapOffset, 0),
    ];
    assert_eq!(table.len(), SamplerState::ALL.len());
    for &(state, value) in table {
        assert_eq!(state.default_value(), value, "{state:?}");
    }
}

#[test]
fn sampler_indices() {
    assert_eq!(SamplerSlot::from_d3d(0), Some(SamplerSlot::Pixel(0)));
    assert_eq!(SamplerSlot::from_d3d(15), Some(SamplerSlot::Pixel(15)));
    assert_eq!(SamplerSlot::from_d3d(16), None);
    assert_eq!(
        SamplerSlot::from_d3d(256),
        Some(SamplerSlot::DisplacementMap)
    );
    assert_eq!(SamplerSlot::from_d3d(257), Some(SamplerSlot::Vertex(0)));
    assert_eq!(SamplerSlot::from_d3d(260), Some(SamplerSlot::Vertex(3)));
    assert_eq!(SamplerSlot::from_d3d(261), None);
    for i in (0..16).chain(256..261) {
        assert_eq!(SamplerSlot::from_d3d(i).map(SamplerSlot::to_d3d), Some(i));
    }
}

#[test]
fn texture_stage_defaults() {
    use TextureStageState as T;
    // Stage 0.
    assert_eq!(T::ColorOp.default_value(0), TextureOp::Modulate.to_d3d());
    assert_eq!(T::AlphaOp.default_value(0), TextureOp::SelectArg1.to_d3d());
    // Other stages.
    for stage in 1..TEXTURE_STAGES {
        assert_eq!(T::ColorOp.default_value(stage), 1, "D3DTOP_DISABLE");
        assert_eq!(T::AlphaOp.default_value(stage), 1, "D3DTOP_DISABLE");
    }
    for stage in 0..TEXTURE_STAGES {
        assert_eq!(T::ColorArg1.default_value(stage), 2, "D3DTA_TEXTURE");
        assert_eq!(T::ColorArg2.default_value(stage), 1, "D3DTA_CURRENT");
        assert_eq!(T::AlphaArg1.default_value(stage), 2, "D3DTA_TEXTURE");
        assert_eq!(T::AlphaArg2.default_value(stage), 1, "D3DTA_CURRENT");
        assert_eq!(T::ColorArg0.default_value(stage), 1, "D3DTA_CURRENT");
        assert_eq!(T::AlphaArg0.default_value(stage), 1, "D3DTA_CURRENT");
        assert_eq!(T::ResultArg.default_value(stage), 1, "D3DTA_CURRENT");
        assert_eq!(T::TexCoordIndex.default_value(stage), stage);
        assert_eq!(
            T::TextureTransformFlags.default_value(stage),
            0,
            "D3DTTFF_DISABLE"
        );
        for bump in [
            T::BumpEnvMat00,
            T::BumpEnvMat01,
            T::BumpEnvMat10,
            T::BumpEnvMat11,
            T::BumpEnvLScale,
            T::BumpEnvLOffset,
        ] {
            assert!(bump.is_float());
            assert_eq!(bump.default_value(stage), f(0.0));
        }
    }
}
