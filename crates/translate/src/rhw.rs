//! The vertex stage of pre-transformed vertices (`D3DFVF_XYZRHW`,
//! `D3DDECLUSAGE_POSITIONT`) drawn without a vertex shader.
//!
//! D3D9 skips vertex processing for such vertices: the position holds
//! screen coordinates in pixels (x right, y down, pixel centres at integer
//! coordinates), the depth `z` as written to the depth buffer and `1/w`
//! (rhw); colours and texture coordinates go to the pixel stage as they
//! are. The module built here (directly in naga, like the translator's
//! output) undoes the rasteriser's viewport transform for x and y, so the
//! vertex lands on the pixel it names, and passes the other inputs to the
//! varying locations of their semantics ([`varying_location`]; linking
//! moves those from 16 up to where the pixel shader reads them, or drops
//! them when it does not):
//!
//! ```text
//! ndc.x = 2 (x - vp.x) / vp.width - 1      ndc.y = 1 - 2 (y - vp.y) / vp.height
//! w = 1 / rhw (1 when rhw is 0)            clip = (ndc.x w, ndc.y w, z w, w)
//! ```
//!
//! `vp` is D3D9's viewport, the renderer block's `viewport` field (width,
//! height, x, y in pixels), and the clip position gets the block's
//! adjustment (`half_pixel`) as every vertex module's does: that maps the
//! clip space of D3D9's viewport onto the rasteriser's (moved by half a
//! pixel for D3D9's pixel centres, or clamped to the render target), so
//! the vertex lands on the pixel it names whatever viewport the rasteriser
//! uses. Clip-space w from rhw keeps the interpolation of the varyings
//! perspective-correct, as D3D9 interpolates with rhw. The module uses the
//! same renderer block layout as translated vertex shaders, so linking and
//! point expansion (`link`) apply to it unchanged.

use naga::{
    AddressSpace, ArraySize, BinaryOperator as B, Binding, BuiltIn, EntryPoint, Expression,
    FunctionArgument, FunctionResult, GlobalVariable, Interpolation, ResourceBinding, Sampling,
    ShaderStage, Span, Statement, StructMember, TypeInner,
};
use ninebridge_types::DeclUsage;

use crate::error::TranslateError;
use crate::interface::{
    self, ShaderInterface, Varying, VertexInput, renderer_layout, varying_location,
};
use crate::lower::builder::Builder;
use crate::lower::entry::adjust_position;
use crate::{Translation, VALIDATOR};

/// The elements a pre-transformed vertex passes to the pixel stage, by
/// semantic as D3D9 matches them to the pixel shader's inputs: the
/// position, and every other element (texture coordinates, colours,
/// normals, blend weights and indices, depth, ...) but the fog (D3D9 takes
/// vertex fog of transformed vertices from the specular alpha), the point
/// size (a size, not a varying) and untransformed positions.
pub fn passes_through(usage: DeclUsage, usage_index: u32) -> bool {
    match usage {
        DeclUsage::PositionT => usage_index == 0,
        DeclUsage::Fog | DeclUsage::PointSize | DeclUsage::Position => false,
        _ => true,
    }
}

/// The vertex attributes the module reads at most (wgpu's default
/// `max_vertex_attributes`).
pub const MAX_INPUTS: usize = 16;

/// The vertex module for pre-transformed vertices whose declaration holds
/// `elements` (usage, index); elements [`passes_through`] rejects are
/// ignored, and a declaration without `POSITIONT` 0 is an error. Of more
/// than [`MAX_INPUTS`] elements, the last ones located from 16 up are left
/// out (the pixel shader reads 0 there). Input `k`
/// (in the order given) is `@location(k)`. `flat_colors` gives the colour
/// varyings flat interpolation (`D3DSHADE_FLAT`), as the pixel shader's
/// variant declares them.
pub fn pretransformed_vertex_shader(
    elements: &[(DeclUsage, u32)],
    flat_colors: bool,
) -> Result<Translation, TranslateError> {
    let mut inputs: Vec<(DeclUsage, u32)> = Vec::new();
    for &(usage, index) in elements {
        if passes_through(usage, index) && !inputs.contains(&(usage, index)) {
            inputs.push((usage, index));
        }
    }
    if !inputs.contains(&(DeclUsage::PositionT, 0)) {
        return Err(TranslateError::Program(
            "pre-transformed vertices need a POSITIONT 0 element".to_string(),
        ));
    }
    // wgpu's default limit of vertex attributes: past it, the last
    // elements located from 16 up (the rarest semantics) are left out.
    while inputs.len() > MAX_INPUTS {
        let Some(k) = inputs
            .iter()
            .rposition(|&(u, i)| u != DeclUsage::PositionT && varying_location(u, i) >= 16)
        else {
            break;
        };
        inputs.remove(k);
    }
    let mut b = Builder::new();
    let vec4f = b.types.vec4f;
    let renderer = renderer_global(&mut b);

    let mut args = Vec::new();
    let mut values = Vec::new();
    for (location, &(usage, index)) in inputs.iter().enumerate() {
        args.push(FunctionArgument {
            name: Some(format!("{usage:?}{index}").to_lowercase()),
            ty: vec4f,
            binding: Some(Binding::Location {
                location: location as u32,
                interpolation: None,
                sampling: None,
                blend_src: None,
                per_primitive: false,
            }),
        });
        values.push(b.expr(Expression::FunctionArgument(location as u32)));
    }

    let position_index = inputs
        .iter()
        .position(|i| *i == (DeclUsage::PositionT, 0))
        .unwrap_or(0);
    let pos = values[position_index];
    let r = b.global(renderer);
    let vp_ptr = b.index(r, 3);
    let vp = b.load(vp_ptr);
    let half_ptr = b.index(r, 0);
    let half = b.load(half_ptr);
    let [x, y, z, rhw] = [0, 1, 2, 3].map(|i| b.index(pos, i));
    let [vw, vh, vx, vy] = [0, 1, 2, 3].map(|i| b.index(vp, i));
    let (one, two, zero) = (b.f32(1.0), b.f32(2.0), b.f32(0.0));
    // ndc.x = 2 (x - vp.x) / w - 1
    let dx = b.binary(B::Subtract, x, vx);
    let dx = b.binary(B::Multiply, dx, two);
    let dx = b.binary(B::Divide, dx, vw);
    let ndc_x = b.binary(B::Subtract, dx, one);
    // ndc.y = 1 - 2 (y - vp.y) / h
    let dy = b.binary(B::Subtract, y, vy);
    let dy = b.binary(B::Multiply, dy, two);
    let dy = b.binary(B::Divide, dy, vh);
    let ndc_y = b.binary(B::Subtract, one, dy);
    let inv = b.binary(B::Divide, one, rhw);
    let is_zero = b.binary(B::Equal, rhw, zero);
    let w = b.select(is_zero, one, inv);
    let cx = b.binary(B::Multiply, ndc_x, w);
    let cy = b.binary(B::Multiply, ndc_y, w);
    let cz = b.binary(B::Multiply, z, w);
    let clip = b.compose(vec4f, vec![cx, cy, cz, w]);
    // The renderer's adjustment, as translated shaders apply it.
    let clip = adjust_position(&mut b, clip, half);

    let mut members = vec![StructMember {
        name: Some("position".to_string()),
        ty: vec4f,
        binding: Some(Binding::BuiltIn(BuiltIn::Position { invariant: false })),
        offset: 0,
    }];
    let mut out_values = vec![clip];
    let mut varyings = Vec::new();
    let mut vertex_inputs = Vec::new();
    for (location, &(usage, index)) in inputs.iter().enumerate() {
        vertex_inputs.push(VertexInput {
            usage,
            usage_index: index,
            location: location as u32,
        });
        if usage == DeclUsage::PositionT {
            continue;
        }
        let loc = varying_location(usage, index);
        let flat = flat_colors && usage == DeclUsage::Color;
        members.push(StructMember {
            name: Some(format!("{usage:?}{index}").to_lowercase()),
            ty: vec4f,
            binding: Some(Binding::Location {
                location: loc,
                interpolation: Some(if flat {
                    Interpolation::Flat
                } else {
                    Interpolation::Perspective
                }),
                sampling: (!flat).then_some(Sampling::Center),
                blend_src: None,
                per_primitive: false,
            }),
            offset: 16 * (members.len() as u32),
        });
        out_values.push(values[location]);
        varyings.push(Varying {
            usage,
            usage_index: index,
            location: loc,
            components: 4,
            unwritten: [0.0; 4],
        });
    }
    let span = 16 * members.len() as u32;
    let out_ty = b.module.types.insert(
        naga::Type {
            name: Some("VertexOutput".to_string()),
            inner: TypeInner::Struct { members, span },
        },
        Span::UNDEFINED,
    );
    let out = b.compose(out_ty, out_values);
    b.stmt(Statement::Return { value: Some(out) });
    let mut function = b.take_function("main");
    function.arguments = args;
    function.result = Some(FunctionResult {
        ty: out_ty,
        binding: None,
    });
    b.module.entry_points.push(EntryPoint {
        name: "main".to_string(),
        stage: ShaderStage::Vertex,
        early_depth_test: None,
        workgroup_size: [0; 3],
        workgroup_size_overrides: None,
        function,
        mesh_info: None,
        task_payload: None,
        incoming_ray_payload: None,
    });
    let module = b.module;
    let info = VALIDATOR.with(|v| {
        v.borrow_mut()
            .validate(&module)
            .map_err(|e| TranslateError::Validation(format!("{:?}", e.into_inner())))
    })?;
    Ok(Translation {
        module,
        info,
        interface: ShaderInterface {
            stage: ShaderStage::Vertex,
            group: interface::bind_group(ShaderStage::Vertex),
            constants: None,
            renderer: Some(renderer_layout(ShaderStage::Vertex)),
            textures: Vec::new(),
            vertex_inputs,
            varyings,
            color_outputs: Vec::new(),
            writes_depth: false,
            alpha_test: false,
            fog: false,
        },
        entry_point: "main".to_string(),
        stage: ShaderStage::Vertex,
    })
}

/// The vertex renderer block (`VERTEX_RENDERER_FIELDS`) as a uniform global.
fn renderer_global(b: &mut Builder) -> naga::Handle<GlobalVariable> {
    let layout = renderer_layout(ShaderStage::Vertex);
    let f4 = b.types.vec4f;
    let planes = b.ty(TypeInner::Array {
        base: f4,
        size: ArraySize::Constant(
            std::num::NonZeroU32::new(crate::link::MAX_CLIP_PLANES as u32)
                .unwrap_or(std::num::NonZeroU32::MIN),
        ),
        stride: 16,
    });
    let members = layout
        .fields
        .iter()
        .zip([f4, planes, f4, f4])
        .map(|(field, ty)| StructMember {
            name: Some(field.name.to_string()),
            ty,
            binding: None,
            offset: field.offset,
        })
        .collect();
    let ty = b.module.types.insert(
        naga::Type {
            name: Some("VertexRenderer".to_string()),
            inner: TypeInner::Struct {
                members,
                span: layout.size,
            },
        },
        Span::UNDEFINED,
    );
    b.module.global_variables.append(
        GlobalVariable {
            name: Some("d3d_renderer".to_string()),
            space: AddressSpace::Uniform,
            binding: Some(ResourceBinding {
                group: interface::bind_group(ShaderStage::Vertex),
                binding: interface::RENDERER_BINDING,
            }),
            ty,
            init: None,
            memory_decorations: Default::default(),
        },
        Span::UNDEFINED,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (usage, index, location) of the varyings the module passes.
    fn passed(elements: &[(DeclUsage, u32)]) -> Vec<(DeclUsage, u32, u32)> {
        pretransformed_vertex_shader(elements, false)
            .unwrap()
            .interface
            .varyings
            .iter()
            .map(|v| (v.usage, v.usage_index, v.location))
            .collect()
    }

    fn wgsl(elements: &[(DeclUsage, u32)], flat: bool) -> String {
        let t = pretransformed_vertex_shader(elements, flat).unwrap();
        crate::to_wgsl(&t).unwrap()
    }

    #[test]
    fn colours_and_texcoords_go_to_their_varying_locations() {
        let elements = [
            (DeclUsage::PositionT, 0),
            (DeclUsage::Color, 0),
            (DeclUsage::Color, 1),
            (DeclUsage::TexCoord, 3),
        ];
        let locs = passed(&elements);
        assert_eq!(
            locs,
            vec![
                (DeclUsage::Color, 0, 8),
                (DeclUsage::Color, 1, 9),
                (DeclUsage::TexCoord, 3, 3),
            ]
        );
        let t = pretransformed_vertex_shader(&elements, false).unwrap();
        let inputs: Vec<_> = t
            .interface
            .vertex_inputs
            .iter()
            .map(|i| i.location)
            .collect();
        assert_eq!(inputs, vec![0, 1, 2, 3]);
    }

    #[test]
    fn fog_point_size_and_positions_are_not_passed() {
        let t = pretransformed_vertex_shader(
            &[
                (DeclUsage::PositionT, 0),
                (DeclUsage::Fog, 0),
                (DeclUsage::PointSize, 0),
                (DeclUsage::Position, 0),
                (DeclUsage::Normal, 0),
            ],
            false,
        )
        .unwrap();
        let passed: Vec<_> = t.interface.varyings.iter().map(|v| v.location).collect();
        assert_eq!(passed, vec![11]);
    }

    /// D3D9 hands a ps_3_0 shader any element of a pre-transformed vertex
    /// by semantic; the module writes those located from 16 up at their
    /// semantic's location, for linking to move.
    #[test]
    fn high_semantics_are_passed_at_their_semantic_location() {
        let passed = passed(&[
            (DeclUsage::PositionT, 0),
            (DeclUsage::BlendIndices, 0),
            (DeclUsage::Depth, 0),
            (DeclUsage::Color, 2),
        ]);
        assert_eq!(
            passed,
            vec![
                (DeclUsage::BlendIndices, 0, 16 + 16 * 2),
                (DeclUsage::Depth, 0, 16 + 16 * 12),
                (DeclUsage::Color, 2, 16 + 16 * 10 + 2),
            ]
        );
    }

    #[test]
    fn past_16_inputs_the_last_high_semantics_are_left_out() {
        let mut elements = vec![(DeclUsage::PositionT, 0), (DeclUsage::Depth, 0)];
        elements.extend((0..8).map(|i| (DeclUsage::TexCoord, i)));
        elements.extend((8..12).map(|i| (DeclUsage::TexCoord, i)));
        elements.extend([
            (DeclUsage::Color, 0),
            (DeclUsage::Color, 1),
            (DeclUsage::Normal, 0),
            (DeclUsage::Tangent, 0),
        ]);
        assert_eq!(elements.len(), 18);
        let t = pretransformed_vertex_shader(&elements, false).unwrap();
        assert_eq!(t.interface.vertex_inputs.len(), MAX_INPUTS);
        let read: Vec<_> = t
            .interface
            .vertex_inputs
            .iter()
            .map(|i| (i.usage, i.usage_index))
            .collect();
        // TEXCOORD10 and TEXCOORD11 go; DEPTH0 and the low ones stay.
        assert!(read.contains(&(DeclUsage::Depth, 0)));
        assert!(read.contains(&(DeclUsage::TexCoord, 9)));
        assert!(!read.contains(&(DeclUsage::TexCoord, 10)));
        assert!(!read.contains(&(DeclUsage::TexCoord, 11)));
        assert!(read.contains(&(DeclUsage::Tangent, 0)));
    }

    #[test]
    fn a_declaration_without_positiont_is_refused() {
        assert!(pretransformed_vertex_shader(&[(DeclUsage::Color, 0)], false).is_err());
    }

    #[test]
    fn flat_shading_makes_only_colours_flat() {
        let src = wgsl(
            &[
                (DeclUsage::PositionT, 0),
                (DeclUsage::Color, 0),
                (DeclUsage::TexCoord, 0),
            ],
            true,
        );
        assert!(src.contains("@location(8) @interpolate(flat"), "{src}");
        assert!(!src.contains("@location(0) @interpolate(flat"), "{src}");
    }
}
