//! UCT iterations per second (`crate/src/mcts`; Browne et al. 2012, Algorithm 2) on uniform
//! trees of independent values: a small tree soon fully in the search tree, and one of
//! about 10^5 positions of which a run adds a fraction; with and without the trace.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gametree::mcts::{self, Options};
use gametree::{Limits, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn iid(d: u32, h: u32, seed: u64) -> Tree {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    Tree::uniform(d, h, Limits::default(), |_| rng.random_range(-1000..=1000)).unwrap()
}

fn uct(c: &mut Criterion) {
    const ITERATIONS: u64 = 10_000;
    for (d, h) in [(3u32, 4u32), (8, 6)] {
        let t = iid(d, h, 42);
        let mut g = c.benchmark_group(format!("mcts d={d} h={h}"));
        g.sample_size(10);
        g.throughput(Throughput::Elements(ITERATIONS));
        for trace in [false, true] {
            let o = Options { iterations: ITERATIONS, seed: 7, trace, ..Options::default() };
            let name = if trace { "traced" } else { "plain" };
            g.bench_function(BenchmarkId::new("iterations", name), |b| {
                b.iter(|| black_box(mcts::run(black_box(&t), &o).unwrap().best))
            });
        }
        g.finish();
    }
}

criterion_group!(benches, uct);
criterion_main!(benches);
