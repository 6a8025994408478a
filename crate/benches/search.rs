//! Positions examined per second for F0/F1/F2 on uniform trees, with and without traces;
//! the counting path beside the driver and a textbook recursive baseline (`counting`,
//! figures in docs/speed.md); tree generation and parsing speed. Figures are in
//! docs/benchmarks.md ("Native search").

mod textbook;

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use gametree::search::{self, Counts, Stack, Trace};
use gametree::{notation, Limits, Score, Tree};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn iid(d: u32, h: u32, seed: u64) -> Tree {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    Tree::uniform(d, h, Limits::default(), |_| rng.random_range(-1000..=1000)).unwrap()
}

fn searches(c: &mut Criterion) {
    for (d, h) in [(3u32, 12u32), (8, 6)] {
        let t = iid(d, h, 42);
        let mut g = c.benchmark_group(format!("search d={d} h={h}"));
        g.sample_size(20);
        let mut stack = Stack::new();
        type Search = fn(&Tree, &mut Counts, &mut Stack) -> Score;
        let procs: [(&str, Search); 3] = [
            ("F0", |t, o, s| search::f0_with(t, o, s)),
            ("F1", |t, o, s| search::f1_with(t, Score::INF, o, s)),
            ("F2", |t, o, s| search::f2_with(t, Score::NEG_INF, Score::INF, o, s)),
        ];
        for (name, f) in procs {
            let mut counts = Counts::for_height(t.height());
            f(&t, &mut counts, &mut stack);
            g.throughput(Throughput::Elements(counts.positions));
            g.bench_function(BenchmarkId::new("counts", name), |b| {
                b.iter(|| {
                    let mut c = Counts::for_height(t.height());
                    black_box(f(black_box(&t), &mut c, &mut stack));
                    c.positions
                })
            });
        }
        let mut counts = Counts::for_height(t.height());
        search::f2_with(&t, Score::NEG_INF, Score::INF, &mut counts, &mut stack);
        g.throughput(Throughput::Elements(counts.positions));
        g.bench_function(BenchmarkId::new("trace", "F2"), |b| {
            b.iter(|| {
                let mut tr = Trace(Vec::new());
                black_box(search::f2_with(&t, Score::NEG_INF, Score::INF, &mut tr, &mut stack));
                tr.0.len()
            })
        });
        g.bench_function(BenchmarkId::new("full-report", "F2"), |b| {
            let f2 = gametree::procedures::find("F2").unwrap();
            let options = gametree::procedures::Options::default();
            b.iter(|| black_box(f2.run(&t, &options).unwrap()).value)
        });
        g.finish();
    }
}

/// Counting only, on i.i.d. trees: the textbook recursive F0/F1/F2 over flat arrays, the
/// observed driver with a `Counts` observer, and the counting path. All three examine the
/// same positions (checked here), so the throughputs compare directly.
fn counting(c: &mut Criterion) {
    for (d, h) in [(3u32, 12u32), (4, 9), (8, 6)] {
        let t = gametree::generate::iid(d, h, -1000, 1000, 42, Limits::default()).unwrap();
        let flat = textbook::Flat::new(&t);
        let mut g = c.benchmark_group(format!("counting d={d} h={h}"));
        g.sample_size(30);
        let mut stack = Stack::new();
        // K&M's three, which the textbook forms transcribe.
        for (k, p) in
            [gametree::Procedure::F0, gametree::Procedure::F1, gametree::Procedure::F2].into_iter().enumerate()
        {
            let w = gametree::Window::FULL;
            let mut counts = Counts::for_height(t.height());
            search::search_with(&t, p, w, &mut counts);
            let mut lean = Counts::for_height(t.height());
            search::count::search_with(&t, p, w, &mut lean, &mut stack);
            assert_eq!(lean, counts, "{p}");
            let recursive = |n: &mut u64| match k {
                0 => textbook::f0(&flat, 0, n),
                1 => textbook::f1(&flat, 0, textbook::INF, n),
                _ => textbook::f2(&flat, 0, -textbook::INF, textbook::INF, n),
            };
            let mut n = 0;
            recursive(&mut n);
            assert_eq!(n, counts.positions, "{p}");
            g.throughput(Throughput::Elements(counts.positions));
            g.bench_function(BenchmarkId::new("textbook", p), |b| {
                b.iter(|| {
                    let mut n = 0u64;
                    black_box(recursive(&mut n));
                    n
                })
            });
            g.bench_function(BenchmarkId::new("driver", p), |b| {
                b.iter(|| {
                    let mut c = Counts::for_height(t.height());
                    black_box(match k {
                        0 => search::f0_with(black_box(&t), &mut c, &mut stack),
                        1 => search::f1_with(black_box(&t), Score::INF, &mut c, &mut stack),
                        _ => search::f2_with(black_box(&t), Score::NEG_INF, Score::INF, &mut c, &mut stack),
                    });
                    c.positions
                })
            });
            g.bench_function(BenchmarkId::new("count", p), |b| {
                b.iter(|| {
                    let mut c = Counts::for_height(t.height());
                    black_box(search::count::search_with(black_box(&t), p, w, &mut c, &mut stack));
                    c.positions
                })
            });
        }
        g.finish();
    }
}

fn building(c: &mut Criterion) {
    let mut g = c.benchmark_group("build");
    g.sample_size(20);
    let t = iid(3, 12, 1);
    g.throughput(Throughput::Elements(t.len() as u64));
    g.bench_function("generate iid d=3 h=12", |b| b.iter(|| iid(3, 12, 1).len()));
    let text = notation::print(&t);
    g.throughput(Throughput::Bytes(text.len() as u64));
    g.bench_function("parse d=3 h=12", |b| b.iter(|| notation::parse(black_box(&text)).unwrap().len()));
    g.bench_function("print d=3 h=12", |b| b.iter(|| notation::print(black_box(&t)).len()));
    g.finish();
}

criterion_group!(benches, searches, counting, building);
criterion_main!(benches);
