//! Queries (`IDirect3DQuery9`): `CreateQuery`, `Issue`, `GetData`,
//! `GetDataSize`, each documented rule in a test of its own.

use crate::common;

use common::{bytecode_device, bytes, float_bytes};
use ninebridge_d3d9::*;

fn invalid<T: std::fmt::Debug>(r: D3dResult<T>) -> bool {
    r.unwrap_err().hresult() == HResult::D3DERR_INVALIDCALL
}

/// Polls with `D3DGETDATA_FLUSH` until the result is there (the
/// documented way to wait), at most a few seconds.
fn wait(d: &mut Device, q: QueryId) -> u32 {
    for _ in 0..2000 {
        if let Some(v) = d.query_data(q, true).unwrap() {
            return v;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
    }
    panic!("the query never signaled");
}

/// A device drawing into a `w` x `h` target, with an optional D24S8
/// depth-stencil surface, a position-only declaration, culling off.
fn setup(w: u32, h: u32, depth: bool) -> Device {
    let mut d = bytecode_device();
    let rt = d
        .create_render_target(w, h, Format::A8R8G8B8, MultiSampleType::None, 0, false)
        .unwrap();
    d.set_render_target(0, Some(rt)).unwrap();
    if depth {
        let ds = d
            .create_depth_stencil_surface(w, h, Format::D24S8, MultiSampleType::None, 0, false)
            .unwrap();
        d.set_depth_stencil_surface(Some(ds)).unwrap();
        d.clear(&[], ClearFlags::ZBUFFER, 0, 1.0, 0).unwrap();
        d.set_render_state(RenderState::ZEnable, 1);
    }
    let vs = d
        .create_vertex_shader(&bytes("vs_2_0\ndcl_position v0\nmov oPos, v0\n"))
        .unwrap();
    let ps = d
        .create_pixel_shader(&bytes("ps_2_0\nmov oC0, c0\n"))
        .unwrap();
    d.set_vertex_shader(Some(vs)).unwrap();
    d.set_pixel_shader(Some(ps)).unwrap();
    let decl = d
        .create_vertex_declaration(&[VertexElement::new(
            0,
            0,
            DeclType::Float4,
            DeclUsage::Position,
            0,
        )])
        .unwrap();
    d.set_vertex_declaration(Some(decl)).unwrap();
    d.set_render_state(RenderState::CullMode, 1);
    d
}

/// One triangle over the whole target at depth 0.5.
fn draw_full(d: &mut Device) {
    let v = float_bytes(&[
        -1.0f32, 1.0, 0.5, 1.0, 3.0, 1.0, 0.5, 1.0, -1.0, -3.0, 0.5, 1.0,
    ]);
    d.draw_primitive_up(PrimitiveType::TriangleList, 1, &v, 16)
        .unwrap();
}

#[test]
fn event_and_occlusion_are_supported_and_others_not_available() {
    let mut d = bytecode_device();
    assert!(d.query_supported(QueryType::Event));
    assert!(d.query_supported(QueryType::Occlusion));
    for ty in [
        QueryType::Timestamp,
        QueryType::VCache,
        QueryType::ResourceManager,
    ] {
        assert!(!d.query_supported(ty));
        let e = d.create_query(ty).unwrap_err();
        assert_eq!(e.hresult(), HResult::D3DERR_NOTAVAILABLE, "{ty:?}");
    }
}

#[test]
fn data_sizes_are_a_bool_and_a_dword() {
    let d = bytecode_device();
    assert_eq!(d.query_data_size(QueryType::Event), Some(4));
    assert_eq!(d.query_data_size(QueryType::Occlusion), Some(4));
    assert_eq!(d.query_data_size(QueryType::Timestamp), None);
}

#[test]
fn an_event_takes_end_only() {
    let mut d = bytecode_device();
    let q = d.create_query(QueryType::Event).unwrap();
    assert_eq!(d.query_type(q).unwrap(), QueryType::Event);
    assert!(invalid(d.issue_query(q, IssueFlags::BEGIN)));
    d.issue_query(q, IssueFlags::END).unwrap();
}

#[test]
fn issue_takes_exactly_one_flag() {
    let mut d = bytecode_device();
    let q = d.create_query(QueryType::Occlusion).unwrap();
    assert!(invalid(d.issue_query(q, IssueFlags::empty())));
    assert!(invalid(
        d.issue_query(q, IssueFlags::BEGIN | IssueFlags::END)
    ));
}

#[test]
fn get_data_of_a_query_never_issued_is_invalid() {
    let mut d = bytecode_device();
    let q = d.create_query(QueryType::Event).unwrap();
    assert!(invalid(d.query_data(q, true)));
}

#[test]
fn an_event_is_not_signaled_without_a_flush_and_is_after_one() {
    // GetData without D3DGETDATA_FLUSH never submits the work: the event
    // stays S_FALSE; with the flag it turns TRUE once the GPU is done.
    let mut d = setup(4, 4, false);
    draw_full(&mut d);
    let q = d.create_query(QueryType::Event).unwrap();
    d.issue_query(q, IssueFlags::END).unwrap();
    for _ in 0..3 {
        assert_eq!(d.query_data(q, false).unwrap(), None);
    }
    assert_eq!(wait(&mut d, q), 1, "TRUE");
    assert_eq!(d.query_data(q, false).unwrap(), Some(1), "stays signaled");
}

#[test]
fn occlusion_counts_every_pixel_of_a_full_target_draw() {
    let (w, h) = (5, 3);
    let mut d = setup(w, h, false);
    let q = d.create_query(QueryType::Occlusion).unwrap();
    d.issue_query(q, IssueFlags::BEGIN).unwrap();
    assert_eq!(d.query_data(q, true).unwrap(), None, "building: S_FALSE");
    draw_full(&mut d);
    d.issue_query(q, IssueFlags::END).unwrap();
    assert_eq!(wait(&mut d, q), w * h);
}

#[test]
fn occlusion_counts_only_draws_between_begin_and_end() {
    let (w, h) = (4, 6);
    let mut d = setup(w, h, false);
    let q = d.create_query(QueryType::Occlusion).unwrap();
    draw_full(&mut d);
    d.issue_query(q, IssueFlags::BEGIN).unwrap();
    draw_full(&mut d);
    draw_full(&mut d);
    d.issue_query(q, IssueFlags::END).unwrap();
    draw_full(&mut d);
    assert_eq!(wait(&mut d, q), 2 * w * h);
}

#[test]
fn occlusion_counts_samples_that_pass_the_depth_test() {
    let (w, h) = (5, 3);
    let mut d = setup(w, h, true);
    let q = d.create_query(QueryType::Occlusion).unwrap();
    // Depth 0.5 against a buffer cleared to 1.0 with LESSEQUAL: all pass.
    d.issue_query(q, IssueFlags::BEGIN).unwrap();
    draw_full(&mut d);
    d.issue_query(q, IssueFlags::END).unwrap();
    assert_eq!(wait(&mut d, q), w * h);
}

#[test]
fn occlusion_is_zero_when_the_depth_test_rejects_everything() {
    let mut d = setup(5, 3, true);
    // D3DCMP_NEVER = 1.
    d.set_render_state(RenderState::ZFunc, 1);
    let q = d.create_query(QueryType::Occlusion).unwrap();
    d.issue_query(q, IssueFlags::BEGIN).unwrap();
    draw_full(&mut d);
    d.issue_query(q, IssueFlags::END).unwrap();
    assert_eq!(wait(&mut d, q), 0);
}

#[test]
fn overlapping_occlusion_queries_count_their_own_spans() {
    let (w, h) = (3, 3);
    let mut d = setup(w, h, false);
    let outer = d.create_query(QueryType::Occlusion).unwrap();
    let inner = d.create_query(QueryType::Occlusion).unwrap();
    d.issue_query(outer, IssueFlags::BEGIN).unwrap();
    draw_full(&mut d);
    d.issue_query(inner, IssueFlags::BEGIN).unwrap();
    draw_full(&mut d);
    d.issue_query(inner, IssueFlags::END).unwrap();
    draw_full(&mut d);
    d.issue_query(outer, IssueFlags::END).unwrap();
    assert_eq!(wait(&mut d, inner), w * h);
    assert_eq!(wait(&mut d, outer), 3 * w * h);
}

#[test]
fn a_released_query_is_invalid() {
    let mut d = bytecode_device();
    let q = d.create_query(QueryType::Occlusion).unwrap();
    d.issue_query(q, IssueFlags::BEGIN).unwrap();
    d.release_query(q).unwrap();
    assert!(invalid(d.issue_query(q, IssueFlags::END)));
    assert!(invalid(d.query_data(q, true)));
    assert!(invalid(d.release_query(q)));
}
