//! The driver cache on the default adapter (lavapipe in CI): a session
//! saves the blob, the next loads it; every kind of bad file is discarded,
//! the cache starts empty and pipelines still build and draw right.

use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use ninebridge_gpu::{Gpu, GpuError, wgpu};
use ninebridge_pipelines::driver_cache::file::{CacheFile, FORMAT_VERSION, FormatError};
use ninebridge_pipelines::{DriverCache, DriverCacheError, LoadOutcome, SaveOutcome};

/// The GPU shared by the tests, or `None` (printed) when the adapter has no
/// driver pipeline cache.
fn gpu() -> Option<&'static Gpu> {
    static GPU: OnceLock<Gpu> = OnceLock::new();
    let gpu =
        GPU.get_or_init(|| Gpu::from_env().expect("a wgpu adapter (install mesa-vulkan-drivers)"));
    let info = gpu.adapter_info();
    if !gpu.features().contains(wgpu::Features::PIPELINE_CACHE) {
        ninebridge_testutil::skipped(
            "the driver pipeline cache tests",
            &format!(
                "{} ({:?}) offers no PIPELINE_CACHE; the driver cache is off there",
                info.name, info.backend
            ),
        );
        return None;
    }
    if wgpu::util::pipeline_cache_key(info).is_none() {
        ninebridge_testutil::skipped(
            "the driver pipeline cache tests",
            &format!(
                "wgpu has no pipeline cache key for {} ({:?})",
                info.name, info.backend
            ),
        );
        return None;
    }
    Some(gpu)
}

const SHADER: &str = r#"
@vertex fn vs(@builtin(vertex_index) i: u32) -> @builtin(position) vec4<f32> {
    var p = array<vec2<f32>, 3>(vec2(-1.0, -1.0), vec2(3.0, -1.0), vec2(-1.0, 3.0));
    return vec4(p[i], 0.0, 1.0);
}
@fragment fn fs() -> @location(0) vec4<f32> { return vec4(0.25, 0.5, 0.75, 1.0); }
"#;

const FORMAT: wgpu::TextureFormat = wgpu::TextureFormat::Rgba8Unorm;
/// `SHADER`'s colour in `FORMAT`.
const EXPECTED: [u8; 4] = [64, 128, 191, 255];

fn pipeline(
    gpu: &Gpu,
    cache: Option<&wgpu::PipelineCache>,
) -> Result<wgpu::RenderPipeline, GpuError> {
    gpu.scoped("create_render_pipeline", |device| {
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("driver cache test"),
            source: wgpu::ShaderSource::Wgsl(SHADER.into()),
        });
        device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("driver cache test"),
            layout: None,
            vertex: wgpu::VertexState {
                module: &module,
                entry_point: Some("vs"),
                compilation_options: Default::default(),
                buffers: &[],
            },
            primitive: Default::default(),
            depth_stencil: None,
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &module,
                entry_point: Some("fs"),
                compilation_options: Default::default(),
                targets: &[Some(FORMAT.into())],
            }),
            multiview_mask: None,
            cache,
        })
    })
}

/// Builds the test pipeline with the driver cache, draws it and checks
/// every pixel.
fn build_and_draw(gpu: &Gpu, cache: &DriverCache) {
    let pipe = pipeline(gpu, Some(cache.cache())).expect("pipeline with the driver cache");
    cache.note_build();
    let texture = gpu.device().create_texture(&wgpu::TextureDescriptor {
        label: None,
        size: wgpu::Extent3d {
            width: 4,
            height: 4,
            depth_or_array_layers: 1,
        },
        mip_level_count: 1,
        sample_count: 1,
        dimension: wgpu::TextureDimension::D2,
        format: FORMAT,
        usage: wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC,
        view_formats: &[],
    });
    let view = texture.create_view(&Default::default());
    let mut encoder = gpu.device().create_command_encoder(&Default::default());
    {
        let mut pass = encoder.begin_render_pass(&wgpu::RenderPassDescriptor {
            color_attachments: &[Some(wgpu::RenderPassColorAttachment {
                view: &view,
                depth_slice: None,
                resolve_target: None,
                ops: wgpu::Operations {
                    load: wgpu::LoadOp::Clear(wgpu::Color::BLACK),
                    store: wgpu::StoreOp::Store,
                },
            })],
            ..Default::default()
        });
        pass.set_pipeline(&pipe);
        pass.draw(0..3, 0..1);
    }
    gpu.submit([encoder.finish()]).expect("submit");
    let pixels = gpu
        .read_texture(&texture, 0, (0, 0, 4, 4))
        .expect("readback");
    for (i, px) in pixels.chunks(4).enumerate() {
        assert_eq!(px, EXPECTED, "pixel {i}");
    }
}

/// A first session in `dir`: builds the pipeline and flushes. Returns the
/// file's bytes.
fn first_session(gpu: &Gpu, dir: &Path) -> Vec<u8> {
    let cache =
        DriverCache::open(gpu, dir).expect("driver cache on an adapter with PIPELINE_CACHE");
    assert!(
        matches!(cache.load_outcome(), LoadOutcome::Cold),
        "{:?}",
        cache.load_outcome()
    );
    build_and_draw(gpu, &cache);
    let outcome = cache.flush().expect("save");
    let SaveOutcome::Written { blob_bytes } = outcome else {
        panic!("first flush after a build: {outcome:?}");
    };
    assert!(blob_bytes > 0);
    std::fs::read(cache.path()).expect("the saved file")
}

/// The size of an empty cache's data on this adapter.
fn empty_cache_bytes(gpu: &Gpu) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let cache = DriverCache::open(gpu, dir.path()).unwrap();
    cache.cache().get_data().map_or(0, |d| d.len())
}

#[test]
fn a_second_session_loads_what_the_first_saved() {
    let Some(gpu) = gpu() else { return };
    let dir = tempfile::tempdir().unwrap();
    let saved = first_session(gpu, dir.path());
    let file = CacheFile::parse(&saved).expect("our own file parses");
    let blob_bytes = file.blob.len();
    eprintln!(
        "{}: blob {} bytes (empty cache {} bytes), file {} bytes",
        gpu.adapter_info().name,
        blob_bytes,
        empty_cache_bytes(gpu),
        saved.len()
    );

    let cache = DriverCache::open(gpu, dir.path()).expect("second session");
    match cache.load_outcome() {
        LoadOutcome::Loaded {
            blob_bytes: loaded,
            accepted_bytes,
        } => {
            assert_eq!(*loaded, blob_bytes);
            // An empty cache's data is a header; a driver that stores
            // pipelines in it keeps more after loading.
            assert!(*accepted_bytes >= empty_cache_bytes(gpu));
            eprintln!("loaded {loaded} bytes, the driver kept {accepted_bytes}");
        }
        other => panic!("second session: {other:?}"),
    }
    let stats = cache.stats();
    assert_eq!((stats.blobs_loaded, stats.blobs_discarded), (1, 0));
    assert_eq!(stats.loaded_bytes, blob_bytes as u64);
    build_and_draw(gpu, &cache);
    assert_eq!(cache.stats().pipelines_created, 1);
    // The same pipeline again adds nothing to the driver's cache: a flush
    // writes nothing when the blob did not change.
    let again = cache.flush().expect("flush");
    assert!(
        matches!(again, SaveOutcome::Unchanged | SaveOutcome::Written { .. }),
        "{again:?}"
    );
    assert_eq!(cache.flush().expect("flush"), SaveOutcome::Unchanged);
    assert!(cache.stats().saves_unchanged >= 1);
}

#[test]
fn without_builds_only_flush_writes_and_only_once() {
    let Some(gpu) = gpu() else { return };
    let dir = tempfile::tempdir().unwrap();
    let cache = DriverCache::open(gpu, dir.path()).unwrap();
    let later = Instant::now() + Duration::from_secs(3600);
    assert_eq!(cache.save_if_quiet(later).unwrap(), SaveOutcome::Idle);
    assert!(!cache.path().exists());
    // No file yet: a flush writes the (empty) cache once.
    let written = cache.flush().unwrap();
    assert_eq!(
        written,
        SaveOutcome::Written {
            blob_bytes: empty_cache_bytes(gpu)
        }
    );
    assert_eq!(cache.flush().unwrap(), SaveOutcome::Unchanged);
    let stats = cache.stats();
    assert_eq!((stats.saves, stats.saves_unchanged), (1, 1));
    assert_eq!(stats.saved_bytes, empty_cache_bytes(gpu) as u64);
}

#[test]
fn saves_wait_for_the_quiet_period() {
    let Some(gpu) = gpu() else { return };
    let dir = tempfile::tempdir().unwrap();
    let quiet = Duration::from_secs(60);
    let cache = DriverCache::open(gpu, dir.path())
        .unwrap()
        .with_quiet_period(quiet);
    build_and_draw(gpu, &cache);
    let built = Instant::now();
    assert_eq!(cache.save_if_quiet(built).unwrap(), SaveOutcome::Waiting);
    assert!(!cache.path().exists());
    let outcome = cache.save_if_quiet(built + quiet).unwrap();
    assert!(
        matches!(outcome, SaveOutcome::Written { blob_bytes } if blob_bytes > 0),
        "{outcome:?}"
    );
    assert!(cache.path().exists());
    assert_eq!(
        cache.save_if_quiet(built + 2 * quiet).unwrap(),
        SaveOutcome::Idle
    );
    assert_eq!(cache.stats().saves, 1);
    // A new build restarts the period.
    cache.note_build();
    assert_eq!(
        cache.save_if_quiet(Instant::now()).unwrap(),
        SaveOutcome::Waiting
    );
}

#[test]
fn the_default_quiet_period_is_two_seconds() {
    assert_eq!(
        ninebridge_pipelines::DEFAULT_QUIET_PERIOD,
        Duration::from_millis(2000)
    );
}

/// Counts the events at WARN or above logged on this thread.
struct CountWarnings(Arc<AtomicUsize>);

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for CountWarnings {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        if *event.metadata().level() <= tracing::Level::WARN {
            self.0.fetch_add(1, Ordering::Relaxed);
        }
    }
}

/// Opens the cache in `dir` and returns it with the number of warnings
/// logged while opening.
fn open_counting_warnings(gpu: &Gpu, dir: &Path) -> (Option<DriverCache>, usize) {
    use tracing_subscriber::layer::SubscriberExt;
    let count = Arc::new(AtomicUsize::new(0));
    let subscriber = tracing_subscriber::registry().with(CountWarnings(count.clone()));
    let cache = tracing::subscriber::with_default(subscriber, || DriverCache::open(gpu, dir));
    (cache, count.load(Ordering::Relaxed))
}

/// Writes `bad` as the cache file of a fresh directory, opens it and checks
/// that it was discarded for `reason`, set aside, and that the session works
/// as a cold one and repairs the file.
fn assert_discarded(gpu: &Gpu, bad: &[u8], reason: impl Fn(&DriverCacheError) -> bool) {
    let dir = tempfile::tempdir().unwrap();
    let path = {
        let probe = DriverCache::open(gpu, dir.path()).unwrap();
        probe.path().to_path_buf()
    };
    std::fs::write(&path, bad).unwrap();
    let (cache, warnings) = open_counting_warnings(gpu, dir.path());
    let cache = cache.expect("a bad file is not fatal");
    assert_eq!(warnings, 1, "one log line per discarded file");
    match cache.load_outcome() {
        LoadOutcome::Discarded {
            reason: r,
            set_aside,
        } => {
            assert!(reason(r), "unexpected reason: {r}");
            let aside = set_aside.as_ref().expect("moved aside");
            assert_eq!(std::fs::read(aside).unwrap(), bad);
        }
        other => panic!("bad file not discarded: {other:?}"),
    }
    assert!(!path.exists(), "the bad file is gone from its place");
    let stats = cache.stats();
    assert_eq!(
        (
            stats.blobs_loaded,
            stats.blobs_discarded,
            stats.loaded_bytes
        ),
        (0, 1, 0)
    );
    // The cache starts as empty as a cold one.
    assert_eq!(
        cache.cache().get_data().map_or(0, |d| d.len()),
        empty_cache_bytes(gpu)
    );
    build_and_draw(gpu, &cache);
    assert!(matches!(
        cache.flush().unwrap(),
        SaveOutcome::Written { .. }
    ));
    drop(cache);
    let (repaired, warnings) = open_counting_warnings(gpu, dir.path());
    let repaired = repaired.unwrap();
    assert_eq!(warnings, 0);
    assert!(
        matches!(repaired.load_outcome(), LoadOutcome::Loaded { .. }),
        "after repair: {:?}",
        repaired.load_outcome()
    );
}

fn good_file(gpu: &Gpu) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    first_session(gpu, dir.path())
}

#[test]
fn a_truncated_file_is_discarded() {
    let Some(gpu) = gpu() else { return };
    let good = good_file(gpu);
    let header = good.len() - CacheFile::parse(&good).unwrap().blob.len();
    // Inside the blob, inside the header, and empty.
    assert_discarded(gpu, &good[..good.len() - 1], |r| {
        matches!(r, DriverCacheError::Format(FormatError::BlobLength { .. }))
    });
    assert_discarded(gpu, &good[..header + (good.len() - header) / 2], |r| {
        matches!(r, DriverCacheError::Format(FormatError::BlobLength { .. }))
    });
    assert_discarded(gpu, &good[..header / 2], |r| {
        matches!(r, DriverCacheError::Format(FormatError::Truncated { .. }))
    });
    assert_discarded(gpu, &[], |r| {
        matches!(
            r,
            DriverCacheError::Format(FormatError::Truncated { offset: 0, .. })
        )
    });
}

#[test]
fn a_flipped_byte_is_discarded() {
    let Some(gpu) = gpu() else { return };
    let good = good_file(gpu);
    let header = good.len() - CacheFile::parse(&good).unwrap().blob.len();
    // In the driver's blob: the checksum catches it.
    let mut bad = good.clone();
    bad[header + (good.len() - header) / 2] ^= 0x10;
    assert_discarded(gpu, &bad, |r| {
        matches!(r, DriverCacheError::Format(FormatError::Checksum { .. }))
    });
    // In the adapter name of our header: the identity check catches it.
    let name = &gpu.adapter_info().name;
    if !name.is_empty() {
        let at = good
            .windows(name.len())
            .position(|w| w == name.as_bytes())
            .expect("the adapter name is in the header");
        let mut bad = good.clone();
        bad[at] ^= 0x01;
        assert_discarded(gpu, &bad, |r| {
            matches!(
                r,
                DriverCacheError::Identity {
                    field: "adapter",
                    ..
                }
            ) || matches!(r, DriverCacheError::Format(FormatError::NotUtf8 { .. }))
        });
    }
}

#[test]
fn a_blob_of_another_adapter_or_driver_is_discarded() {
    let Some(gpu) = gpu() else { return };
    let good = good_file(gpu);
    let file = CacheFile::parse(&good).unwrap();
    let ours = file.identity.clone();

    let mut driver = ours.clone();
    driver.driver_info = format!("{} (an older build)", ours.driver_info);
    assert_discarded(gpu, &CacheFile::encode(&driver, file.blob), |r| {
        matches!(
            r,
            DriverCacheError::Identity {
                field: "driver info",
                ..
            }
        )
    });

    let mut adapter = ours.clone();
    adapter.adapter = "NVIDIA H200".into();
    adapter.device = ours.device ^ 0x2335;
    assert_discarded(gpu, &CacheFile::encode(&adapter, file.blob), |r| {
        matches!(
            r,
            DriverCacheError::Identity {
                field: "adapter",
                ..
            }
        )
    });

    let mut ids = ours.clone();
    ids.vendor ^= 0x10de;
    assert_discarded(gpu, &CacheFile::encode(&ids, file.blob), |r| {
        matches!(
            r,
            DriverCacheError::Identity {
                field: "vendor id",
                ..
            }
        )
    });
}

#[test]
fn a_file_of_another_format_version_is_discarded() {
    let Some(gpu) = gpu() else { return };
    let good = good_file(gpu);
    let file = CacheFile::parse(&good).unwrap();
    for version in [0, FORMAT_VERSION + 1] {
        let other = CacheFile::encode_version(version, &file.identity, file.blob);
        assert_discarded(
            gpu,
            &other,
            |r| matches!(r, DriverCacheError::Format(FormatError::Version { found, .. }) if *found == version),
        );
    }
}

#[test]
fn garbage_is_discarded() {
    let Some(gpu) = gpu() else { return };
    // A deterministic pseudo-random kilobyte.
    let mut state = 0x9e37_79b9_u32;
    let garbage: Vec<u8> = (0..1024)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 17;
            state ^= state << 5;
            state as u8
        })
        .collect();
    assert_discarded(gpu, &garbage, |r| {
        matches!(r, DriverCacheError::Format(FormatError::Magic { .. }))
    });
}

/// wgpu's own header opens the blob (magic `WGPUPLCH`, version, ABI,
/// backend at byte 16, a 15-byte adapter key at bytes 17..32, a 16-byte
/// validation key with the driver version at bytes 32..48). A blob that our
/// header vouches for but wgpu does not take is still never trusted.
const WGPU_ADAPTER_KEY: usize = 20;
const WGPU_VALIDATION_KEY: usize = 32;

#[test]
fn a_blob_wgpu_refuses_is_discarded() {
    let Some(gpu) = gpu() else { return };
    let good = good_file(gpu);
    let file = CacheFile::parse(&good).unwrap();
    assert_eq!(
        &file.blob[..8],
        b"WGPUPLCH",
        "wgpu's header starts the blob"
    );
    // Another device in wgpu's adapter key: wgpu refuses it even with
    // `fallback`; the file is discarded and an empty cache made instead.
    let mut blob = file.blob.to_vec();
    blob[WGPU_ADAPTER_KEY] ^= 0xff;
    assert_discarded(gpu, &CacheFile::encode(&file.identity, &blob), |r| {
        matches!(r, DriverCacheError::Refused { .. })
    });
}

#[test]
fn a_blob_of_another_driver_build_falls_back_to_an_empty_cache() {
    let Some(gpu) = gpu() else { return };
    let good = good_file(gpu);
    let file = CacheFile::parse(&good).unwrap();
    // Another driver version in wgpu's validation key (a driver update our
    // header could not see): wgpu falls back to an empty cache by itself.
    let mut blob = file.blob.to_vec();
    blob[WGPU_VALIDATION_KEY] ^= 0xff;
    let dir = tempfile::tempdir().unwrap();
    let path = dir
        .path()
        .join(ninebridge_pipelines::driver_cache::file_name(
            &file.identity.key,
        ));
    std::fs::write(&path, CacheFile::encode(&file.identity, &blob)).unwrap();
    let cache = DriverCache::open(gpu, dir.path()).unwrap();
    match cache.load_outcome() {
        LoadOutcome::Loaded {
            blob_bytes,
            accepted_bytes,
        } => {
            assert_eq!(*blob_bytes, blob.len());
            assert_eq!(
                *accepted_bytes,
                empty_cache_bytes(gpu),
                "the driver kept nothing"
            );
        }
        other => panic!("{other:?}"),
    }
    build_and_draw(gpu, &cache);
    // The next save replaces the stale blob with this driver's.
    assert!(matches!(
        cache.flush().unwrap(),
        SaveOutcome::Written { .. }
    ));
    let saved = std::fs::read(&path).unwrap();
    assert_eq!(
        CacheFile::parse(&saved).unwrap().blob[WGPU_VALIDATION_KEY],
        file.blob[WGPU_VALIDATION_KEY]
    );
}

#[test]
fn a_directory_in_place_of_the_file_is_survived() {
    let Some(gpu) = gpu() else { return };
    let dir = tempfile::tempdir().unwrap();
    let path = {
        let probe = DriverCache::open(gpu, dir.path()).unwrap();
        probe.path().to_path_buf()
    };
    std::fs::create_dir(&path).unwrap();
    std::fs::write(path.join("x"), b"x").unwrap();
    let cache = DriverCache::open(gpu, dir.path()).expect("not fatal");
    assert!(
        matches!(cache.load_outcome(), LoadOutcome::Discarded { .. }),
        "{:?}",
        cache.load_outcome()
    );
    build_and_draw(gpu, &cache);
}
