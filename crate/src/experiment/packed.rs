//! Samples packed into one array of numbers: how the page's experiment workers hand their
//! samples to the page and the page hands them back to the core to summarize.
//!
//! A sample as a JS object (three arrays, one of arrays) cost the worker a JS call into V8
//! for every count it built, the structured clone of `postMessage` one object per count, and
//! the summary as many calls again to read them back: in the browser benchmark's experiment
//! (K&M section 7's permutation model, d = 3, h = 6, F1 and F2: about 20 counts a sample)
//! that was more time than the two searches. A chunk is one `Float64Array`, copied out of
//! the module in one go and moved between threads without a copy (a transfer).
//!
//! A chunk: its number of samples n, then for each of the n samples, for each procedure (in
//! the spec's order): terminals examined, positions examined, the number of levels L, and
//! the positions examined on levels 0..L. Counts are whole numbers below 2^53, so the
//! numbers are exact.

use super::SampleCounts;
use crate::error::{Error, Result};

/// Counts above this are not exact in a double (no tree is that large).
const MAX_COUNT: f64 = 9_007_199_254_740_991.0;

/// A chunk holding no sample yet: [`push`] adds them.
pub fn chunk() -> Vec<f64> {
    vec![0.0]
}

/// Appends sample `s` to `chunk`.
pub fn push(chunk: &mut Vec<f64>, s: &SampleCounts) {
    for ((t, p), levels) in s.terminals.iter().zip(&s.positions).zip(&s.per_level) {
        chunk.extend([*t as f64, *p as f64, levels.len() as f64]);
        chunk.extend(levels.iter().map(|&x| x as f64));
    }
    chunk[0] += 1.0;
}

/// The samples of `chunk`, each with counts for `procs` procedures and at most `height + 1`
/// levels, in order, handed to `each`; returns how many. Errs, naming the sample and the
/// number, on anything a chunk from [`push`] could not hold.
pub fn unpack(
    chunk: &[f64],
    procs: usize,
    height: u32,
    mut each: impl FnMut(&SampleCounts) -> Result<()>,
) -> Result<u32> {
    let bad = |what: String| Err(Error::generator(format!("a chunk of samples: {what}")));
    let Some((&n, mut rest)) = chunk.split_first() else {
        return bad("it is empty (its first number is its number of samples)".into());
    };
    let whole = |x: f64| (0.0..=MAX_COUNT).contains(&x) && x.fract() == 0.0;
    if !whole(n) || n > u32::MAX as f64 {
        return bad(format!("its first number, the number of samples, is {n}"));
    }
    let n = n as u32;
    let mut s =
        SampleCounts { terminals: vec![0; procs], per_level: vec![Vec::new(); procs], positions: vec![0; procs] };
    for i in 0..n {
        for j in 0..procs {
            let Some((head, tail)) = rest.split_first_chunk::<3>() else {
                return bad(format!("it ends inside sample {i} (procedure {}), of {n}", j + 1));
            };
            let [t, p, l] = *head;
            if let Some(x) = [t, p, l].into_iter().find(|&x| !whole(x)) {
                return bad(format!("sample {i}, procedure {}: {x} is not a count", j + 1));
            }
            if l > height as f64 + 1.0 {
                return bad(format!("sample {i}, procedure {}: {l} levels for height {height}", j + 1));
            }
            let Some((levels, tail)) = tail.split_at_checked(l as usize) else {
                return bad(format!("it ends inside sample {i} (procedure {}), of {n}", j + 1));
            };
            if let Some(x) = levels.iter().find(|&&x| !whole(x)) {
                return bad(format!("sample {i}, procedure {}: {x} is not a count", j + 1));
            }
            s.terminals[j] = t as u64;
            s.positions[j] = p as u64;
            s.per_level[j].clear();
            s.per_level[j].extend(levels.iter().map(|&x| x as u64));
            rest = tail;
        }
        each(&s)?;
    }
    if !rest.is_empty() {
        return bad(format!("{} numbers after its {n} samples", rest.len()));
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(k: u64) -> SampleCounts {
        SampleCounts {
            terminals: vec![k, k + 1],
            per_level: vec![vec![1, 3, k], vec![1, 2]],
            positions: vec![k + 4, 1 << 52],
        }
    }

    #[test]
    fn samples_come_back_as_packed() {
        let mut c = chunk();
        let all: Vec<SampleCounts> = (0..5).map(sample).collect();
        for s in &all {
            push(&mut c, s);
        }
        let mut back = Vec::new();
        assert_eq!(
            unpack(&c, 2, 2, |s| {
                back.push(s.clone());
                Ok(())
            })
            .unwrap(),
            5
        );
        assert_eq!(back, all);
        assert_eq!(unpack(&chunk(), 2, 2, |_| unreachable!()).unwrap(), 0);
    }

    #[test]
    fn a_chunk_that_push_could_not_make_is_refused_with_where() {
        let mut c = chunk();
        push(&mut c, &sample(7));
        let refused = |v: &[f64], procs: usize, height: u32, want: &str| {
            let e = unpack(v, procs, height, |_| Ok(())).unwrap_err().to_string();
            assert!(e.contains(want), "{v:?}: {e}");
        };
        refused(&[], 2, 2, "empty");
        refused(&[-1.0], 2, 2, "number of samples, is -1");
        refused(&[0.5], 2, 2, "number of samples, is 0.5");
        refused(&c[..c.len() - 1], 2, 2, "ends inside sample 0 (procedure 2)");
        refused(&[&c[..], &[1.0]].concat(), 2, 2, "1 numbers after its 1 samples");
        refused(&c, 2, 1, "3 levels for height 1");
        refused(&c, 3, 2, "ends inside sample 0 (procedure 3)");
        let mut nan = c.clone();
        nan[4] = f64::NAN;
        refused(&nan, 2, 2, "sample 0, procedure 1: NaN is not a count");
        let mut big = c.clone();
        big[1] = 1e300;
        refused(&big, 2, 2, "is not a count");
    }
}
