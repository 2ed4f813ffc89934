//! The calling thread's own CPU time, for benchmarks that must not count
//! time spent waiting (for the GPU, or for another thread of the
//! renderer): `ninebridge bench frame`'s game-thread rate and `bench
//! scene`'s CPU milliseconds per frame.

use std::time::Duration;

/// CPU time the calling thread has used so far (`CLOCK_THREAD_CPUTIME_ID`),
/// or `None` where the platform has no per-thread CPU clock.
#[cfg(unix)]
pub fn thread_cpu_time() -> Option<Duration> {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `ts` is a valid, writable timespec for the duration of the
    // call; clock_gettime writes only into it and has no other effect.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return None;
    }
    let secs = u64::try_from(ts.tv_sec).ok()?;
    let nanos = u32::try_from(ts.tv_nsec).ok()?;
    Some(Duration::new(secs, nanos))
}

/// CPU time the calling thread has used so far; `None` here (no
/// per-thread CPU clock on this platform is wired up).
#[cfg(not(unix))]
pub fn thread_cpu_time() -> Option<Duration> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn sleeping_costs_no_thread_cpu_time_and_spinning_does() {
        let start = thread_cpu_time().expect("CLOCK_THREAD_CPUTIME_ID exists on unix");
        std::thread::sleep(Duration::from_millis(50));
        let slept = thread_cpu_time().unwrap() - start;
        assert!(
            slept < Duration::from_millis(25),
            "{slept:?} while sleeping"
        );
        let wall = std::time::Instant::now();
        let mut x = 0u64;
        while wall.elapsed() < Duration::from_millis(30) {
            x = std::hint::black_box(x.wrapping_add(1));
        }
        let spun = thread_cpu_time().unwrap() - start - slept;
        assert!(spun > Duration::ZERO, "{spun:?} after spinning");
    }
}
