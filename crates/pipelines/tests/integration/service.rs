//! The compiler service's scheduling rules (spec 001, "Pipeline states and
//! the draw-time lookup", "Workers"), with builds that are closures
//! counting their calls and, where a test needs it, waiting on a signal.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::{Arc, Barrier, mpsc};
use std::time::Duration;

use ninebridge_pipelines::service::{
    DEFAULT_WORKERS, MAX_ATTEMPTS, MAX_WORKERS, Queue, RETRY_AFTER, Service,
};

#[test]
fn a_missing_entry_is_built_by_the_caller_once() {
    let s: Service<u32, String> = Service::new(0);
    let calls = AtomicU32::new(0);
    for _ in 0..3 {
        let v = s
            .get_or_build(&7, || {
                calls.fetch_add(1, Ordering::SeqCst);
                Ok("seven".to_string())
            })
            .unwrap();
        assert_eq!(*v, "seven");
    }
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    let st = s.stats();
    assert_eq!(st.engine_thread_builds, 1);
    assert_eq!(st.prewarm_hits, 0);
}

#[test]
fn a_queued_entry_is_claimed_by_the_caller_when_no_worker_took_it() {
    // No workers: the queued recipe waits until a draw claims it, and the
    // draw builds it with the recipe's job, not its own.
    let s: Service<u32, u32> = Service::new(0);
    assert!(s.queue(1, Box::new(|| Ok(100))));
    assert!(!s.queue(1, Box::new(|| Ok(200))), "one entry per key");
    let v = s.get_or_build(&1, || Ok(999)).unwrap();
    assert_eq!(*v, 100);
    assert_eq!(s.stats().engine_thread_builds, 1);
}

#[test]
fn workers_build_queued_entries_and_the_draw_counts_a_prewarm_hit() {
    let s: Service<u32, u32> = Service::new(2);
    assert_eq!(s.workers(), 2);
    for k in 0..20 {
        s.queue(k, Box::new(move || Ok(k * 10)));
    }
    s.settle();
    assert_eq!(s.ready(), 20);
    for k in 0..20 {
        let v = s
            .get_or_build(&k, || panic!("no draw builds a prewarmed entry"))
            .unwrap();
        assert_eq!(*v, k * 10);
    }
    let st = s.stats();
    assert_eq!(st.engine_thread_builds, 0, "{st:?}");
    assert_eq!(st.background_builds, 20);
    assert_eq!(st.prewarm_hits, 20);
}

#[test]
fn a_caller_waits_only_for_the_entry_a_worker_is_building() {
    let s: Arc<Service<u32, u32>> = Arc::new(Service::new(1));
    let (started_tx, started_rx) = mpsc::channel();
    let (release_tx, release_rx) = mpsc::channel::<()>();
    s.queue(
        1,
        Box::new(move || {
            started_tx.send(()).unwrap();
            release_rx.recv().unwrap();
            Ok(11)
        }),
    );
    started_rx.recv().unwrap(); // the worker is building 1
    // Another key does not wait for it.
    assert_eq!(*s.get_or_build(&2, || Ok(22)).unwrap(), 22);
    // Key 1 waits until the worker publishes it, and is not rebuilt.
    let waiter = {
        let s = s.clone();
        std::thread::spawn(move || *s.get_or_build(&1, || Ok(0)).unwrap())
    };
    std::thread::sleep(Duration::from_millis(50));
    release_tx.send(()).unwrap();
    assert_eq!(waiter.join().unwrap(), 11);
    let st = s.stats();
    assert_eq!(st.waits, 1, "{st:?}");
    assert_eq!(st.engine_thread_builds, 1, "only key 2: {st:?}");
}

#[test]
fn concurrent_callers_of_one_key_build_it_once() {
    let s: Arc<Service<u32, u32>> = Arc::new(Service::new(0));
    let calls = Arc::new(AtomicU32::new(0));
    let barrier = Arc::new(Barrier::new(4));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let (s, calls, barrier) = (s.clone(), calls.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                *s.get_or_build(&5, || {
                    calls.fetch_add(1, Ordering::SeqCst);
                    std::thread::sleep(Duration::from_millis(20));
                    Ok(55)
                })
                .unwrap()
            })
        })
        .collect();
    for t in threads {
        assert_eq!(t.join().unwrap(), 55);
    }
    assert_eq!(calls.load(Ordering::SeqCst), 1);
}

#[test]
fn a_failure_is_returned_until_the_retry_delay_and_final_after_three_attempts() {
    assert_eq!(RETRY_AFTER, Duration::from_secs(2), "spec 001's delay");
    assert_eq!(MAX_ATTEMPTS, 3);
    let delay = Duration::from_millis(40);
    let s: Service<u32, u32> = Service::new(0).with_retry_after(delay);
    let calls = AtomicU32::new(0);
    let fail = || {
        calls.fetch_add(1, Ordering::SeqCst);
        Err("bad shader".to_string())
    };
    assert_eq!(s.get_or_build(&3, fail).unwrap_err(), "bad shader");
    // Within the retry delay: the stored error, no new attempt.
    assert_eq!(s.get_or_build(&3, fail).unwrap_err(), "bad shader");
    assert_eq!(calls.load(Ordering::SeqCst), 1);
    for _ in 1..MAX_ATTEMPTS {
        std::thread::sleep(delay);
        assert!(s.get_or_build(&3, fail).is_err());
    }
    assert_eq!(calls.load(Ordering::SeqCst), MAX_ATTEMPTS);
    // Final: however long one waits, the stored error.
    std::thread::sleep(delay * 2);
    assert_eq!(s.get_or_build(&3, fail).unwrap_err(), "bad shader");
    assert_eq!(calls.load(Ordering::SeqCst), MAX_ATTEMPTS);
    // A success after failures is kept.
    let t: Service<u32, u32> = Service::new(0).with_retry_after(Duration::ZERO);
    assert!(t.get_or_build(&1, || Err("once".into())).is_err());
    assert_eq!(*t.get_or_build(&1, || Ok(1)).unwrap(), 1);
    assert_eq!(
        *t.get_or_build(&1, || Err("never asked".into())).unwrap(),
        1
    );
}

#[test]
fn a_background_failure_is_retried_by_the_first_draw() {
    let s: Service<u32, u32> = Service::new(1);
    s.queue(9, Box::new(|| Err("worker failed".to_string())));
    s.settle();
    // The draw builds it itself, at once, and its success is kept.
    assert_eq!(*s.get_or_build(&9, || Ok(90)).unwrap(), 90);
    let st = s.stats();
    assert_eq!((st.failures, st.engine_thread_builds), (1, 1), "{st:?}");
}

#[test]
fn jobs_run_in_queue_order_and_settle_waits_for_them() {
    // One worker, held busy by a first job while the others are queued:
    // translate jobs then run before prepare, then modules.
    let s: Service<u32, u32> = Service::new(1);
    let (hold_tx, hold_rx) = mpsc::channel::<()>();
    let (order_tx, order_rx) = mpsc::channel();
    s.submit(
        Queue::Modules,
        Box::new(move || {
            hold_rx.recv().unwrap();
        }),
    );
    std::thread::sleep(Duration::from_millis(20));
    for (queue, tag) in [
        (Queue::Modules, "modules"),
        (Queue::Prepare, "prepare"),
        (Queue::Translate, "translate"),
    ] {
        let tx = order_tx.clone();
        s.submit(queue, Box::new(move || tx.send(tag).unwrap()));
    }
    hold_tx.send(()).unwrap();
    s.settle();
    let order: Vec<&str> = order_rx.try_iter().collect();
    assert_eq!(order, ["translate", "prepare", "modules"]);
}

#[test]
fn without_workers_jobs_run_at_once_and_settle_returns() {
    let s: Service<u32, u32> = Service::new(0);
    let ran = Arc::new(AtomicU32::new(0));
    let r = ran.clone();
    s.submit(
        Queue::Translate,
        Box::new(move || {
            r.fetch_add(1, Ordering::SeqCst);
        }),
    );
    assert_eq!(ran.load(Ordering::SeqCst), 1);
    s.settle();
}

#[test]
fn the_worker_count_is_clamped() {
    assert_eq!(Service::<u32, u32>::new(100).workers(), MAX_WORKERS);
    assert_eq!(
        (DEFAULT_WORKERS, MAX_WORKERS),
        (3, 6),
        "spec 001's default and clamp"
    );
}

/// A build or job that panics on a worker fails its entry (a draw then
/// builds it itself) and leaves the worker running: nothing waits for ever.
#[test]
fn a_panicking_build_fails_its_entry_and_the_worker_goes_on() {
    let s: Service<u32, u32> = Service::new(1);
    s.submit(Queue::Translate, Box::new(|| panic!("a job panics")));
    s.queue(1, Box::new(|| panic!("a build panics")));
    s.queue(2, Box::new(|| Ok(20)));
    s.settle();
    assert_eq!(s.ready(), 1, "the worker survived both panics");
    assert_eq!(s.stats().failures, 1);
    let v = s.get_or_build(&1, || Ok(10)).unwrap();
    assert_eq!(*v, 10, "the draw rebuilds the background failure");
}
