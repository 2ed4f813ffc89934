//! ninebridge-d3d9's integration tests, one binary: each module was a test file of
//! its own. One binary links the crate and its dependencies once, not once
//! per file (CI's disk and link time); nextest still runs every test in a
//! process of its own.

mod anisotropy;
mod blend_alpha;
mod border_color;
mod bump_env;
mod common;
mod copies;
mod copy_rules_fill;
mod copy_rules_locks;
mod copy_rules_stretch;
mod d3d8;
mod depth_textures;
mod device;
mod dirty;
mod ff_fog;
mod ff_pixel;
mod ff_vertex;
mod float_rules;
mod front_buffer;
mod gpu_profile;
mod instancing;
mod link;
mod lod_bias;
mod mips;
mod msaa;
mod one_bind_group;
mod pipeline_service;
mod post;
mod presentation;
mod process_vertices;
mod projected_tex;
mod queries;
mod render_scale;
mod render_thread;
mod reset;
mod resources;
mod robustness;
mod sampler_types;
mod shader_creation;
mod shader_pack;
mod software_vp;
mod stand_in;
mod state_blocks;
mod subresources;
mod target_formats;
mod texcache;
mod translated;
mod vertex_input;
mod viewport;
mod window_x11;
