//! A progress bar on stderr for long runs: `[#####-----] 370/1000 trees, about 12 s left`,
//! redrawn in place (`\r`) at each new percent, from any thread. Drawn only when asked
//! (the caller decides: stderr a terminal, the run long enough, no `--quiet`), so piped
//! and tested runs keep stderr for errors.

use std::io::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

pub struct Progress {
    total: u64,
    what: &'static str,
    shown: bool,
    done: AtomicU64,
    /// The last percent drawn (+1; 0: nothing yet), so threads never draw it backwards.
    drawn: AtomicU64,
    start: Instant,
}

/// Seconds in words: `45 s`, `3 min 20 s`, `2 h 5 min`.
pub fn duration(secs: f64) -> String {
    let s = secs.max(0.0).round() as u64;
    match s {
        0..=59 => format!("{s} s"),
        60..=3599 => format!("{} min {} s", s / 60, s % 60),
        _ => format!("{} h {} min", s / 3600, s % 3600 / 60),
    }
}

impl Progress {
    /// A bar for `total` steps of `what` ("trees"), drawn only when `shown`.
    pub fn new(total: u64, what: &'static str, shown: bool) -> Progress {
        Progress { total, what, shown, done: AtomicU64::new(0), drawn: AtomicU64::new(0), start: Instant::now() }
    }

    /// One more step done.
    pub fn tick(&self) {
        let k = self.done.fetch_add(1, Ordering::Relaxed) + 1;
        if !self.shown {
            return;
        }
        let total = self.total.max(1);
        let percent = k.min(total) * 100 / total;
        let before = self.drawn.fetch_max(percent + 1, Ordering::Relaxed);
        if before > percent {
            return;
        }
        let width = 40;
        let filled = (percent * width / 100) as usize;
        let bar = "#".repeat(filled) + &"-".repeat(width as usize - filled);
        let elapsed = self.start.elapsed().as_secs_f64();
        let left = if k < total {
            format!(", about {} left", duration(elapsed * (total - k) as f64 / k as f64))
        } else {
            String::new()
        };
        let mut e = std::io::stderr().lock();
        // Spaces wipe the end of a longer line drawn before.
        let _ = write!(e, "\r[{bar}] {k}/{total} {}{left}    ", self.what);
        let _ = e.flush();
    }

    /// Ends the bar's line (when one was drawn).
    pub fn finish(&self) {
        if self.shown && self.drawn.load(Ordering::Relaxed) > 0 {
            let _ = writeln!(std::io::stderr());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_as_words() {
        assert_eq!(duration(4.4), "4 s");
        assert_eq!(duration(200.0), "3 min 20 s");
        assert_eq!(duration(7500.0), "2 h 5 min");
        assert_eq!(duration(-1.0), "0 s");
    }

    #[test]
    fn a_hidden_bar_counts_and_draws_nothing() {
        let p = Progress::new(10, "trees", false);
        (0..10).for_each(|_| p.tick());
        assert_eq!(p.done.load(Ordering::Relaxed), 10);
        assert_eq!(p.drawn.load(Ordering::Relaxed), 0);
    }
}
