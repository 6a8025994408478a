//! The inputs: every one is built from a seeded generator, so input number `i` of seed `s`
//! is the same on every run (`--seed s --from i --inputs 1` replays it alone).

use gametree::generate::{iid, random_shape, GenSpec, Model, Reorder, SeededRng};
use gametree::notation::print;
use gametree::tree::Limits;
use std::fmt;

/// One fuzz input.
pub enum Input {
    /// Tree text for the notation parser.
    Parse(String),
    /// A tree (as text) for every procedure; `trace` asks for the traces too.
    Procedures { text: String, trace: bool, m: usize, n: usize },
    /// A command line for `gametree::cli::execute`, and its stdin.
    Cli { args: Vec<String>, stdin: String },
    /// A generator spec, then a reordering or the worst-case values.
    Gen { spec: GenSpec, reorder: Option<Reorder>, worst_case: bool },
}

impl Input {
    pub fn family(&self) -> &'static str {
        match self {
            Input::Parse(_) => "parser",
            Input::Procedures { .. } => "procedures",
            Input::Cli { .. } => "cli",
            Input::Gen { .. } => "generators",
        }
    }
}

/// Shell-quotes an argument.
fn quote(s: &str) -> String {
    if !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_.,:+=/".contains(c)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

impl fmt::Display for Input {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Input::Parse(t) => write!(f, "parse {t:?}"),
            Input::Procedures { text, trace, m, n } => write!(f, "procedures (trace {trace}, m {m}, n {n}) on {text}"),
            Input::Cli { args, stdin } => {
                let line: Vec<String> = args.iter().map(|a| quote(a)).collect();
                write!(f, "gametree {}", line.join(" "))?;
                if !stdin.is_empty() {
                    write!(f, " <<< {}", quote(stdin))?;
                }
                Ok(())
            }
            Input::Gen { spec, reorder, worst_case } => {
                write!(f, "generate {spec:?}, reorder {reorder:?}, worst case {worst_case}")
            }
        }
    }
}

/// The seed of input `i` of a run with seed `seed` (splitmix64 of both).
pub fn input_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ i.wrapping_add(0x6a09_e667_f3bc_c908);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn pick<'a, T>(r: &mut SeededRng, xs: &'a [T]) -> &'a T {
    &xs[r.below(xs.len() as u64) as usize]
}

/// A small random tree: mixed depths and degrees, ties, negative values; sometimes uniform.
pub fn small_tree_text(r: &mut SeededRng, max_positions: usize) -> String {
    let range = *pick(r, &[1i64, 2, 5, 9, 100, 9_007_199_254_740_991]);
    let seed = r.next_u64();
    let limits = Limits { max_positions, max_depth: 100_000 };
    let t = if r.chance(0.3) {
        let d = 1 + r.below(4) as u32;
        let h = r.below(6) as u32;
        iid(d, h, -range, range, seed, limits)
    } else {
        random_shape(1 + r.below(6) as u32, r.below(8) as u32, -range, range, seed, limits)
    };
    let text = match t {
        Ok(t) => print(&t),
        Err(_) => "(1 (2 3) -4)".to_string(),
    };
    if r.chance(0.15) {
        extreme(&text, *pick(r, &[0u8, 1, 2]))
    } else {
        text
    }
}

/// The largest value the notation takes, 2^53 - 1.
const MAX: i64 = 9_007_199_254_740_991;

/// `text` with every terminal at the extremes: `how` 0 every value 2^53 - 1, 1 every value
/// -(2^53 - 1), 2 each value's sign kept (0 as 2^53 - 2). Null windows and first guesses at
/// the ends of the range are where MTD(f) and NegaScout step past them.
fn extreme(text: &str, how: u8) -> String {
    let mut out = String::with_capacity(text.len() * 4);
    let mut number = String::new();
    let flush = |number: &mut String, out: &mut String| {
        if let Ok(v) = number.parse::<i64>() {
            let e = match how {
                0 => MAX,
                1 => -MAX,
                _ if v > 0 => MAX,
                _ if v < 0 => -MAX,
                _ => MAX - 1,
            };
            out.push_str(&e.to_string());
        } else {
            out.push_str(number);
        }
        number.clear();
    };
    for c in text.chars() {
        if c == '-' || c.is_ascii_digit() {
            number.push(c);
        } else {
            flush(&mut number, &mut out);
            out.push(c);
        }
    }
    flush(&mut number, &mut out);
    out
}

/// Characters a hostile tree text is made of.
const ALPHABET: &[&str] = &[
    "(",
    ")",
    "(",
    ")",
    " ",
    ",",
    "-",
    "+",
    "0",
    "1",
    "9",
    "7",
    "[",
    "]",
    "{",
    "}",
    ";",
    "#",
    "\n",
    "\t",
    "inf",
    "∞",
    "e",
    ".",
    "x",
    "\u{0}",
    "\u{feff}",
    "é",
    "9007199254740992",
    "99999999999999999999",
    "−",
    "\r",
];

/// Parser input: a printed tree mutated, hostile characters, or deep nesting.
pub fn parse_text(r: &mut SeededRng) -> String {
    match r.below(10) {
        0..=4 => {
            let mut t: Vec<char> = small_tree_text(r, 500).chars().collect();
            for _ in 0..1 + r.below(4) {
                if t.is_empty() {
                    break;
                }
                let at = r.below(t.len() as u64) as usize;
                match r.below(4) {
                    0 => {
                        t.remove(at);
                    }
                    1 => t.insert(at, pick(r, ALPHABET).chars().next().unwrap_or('(')),
                    2 => {
                        let end = (at + 1 + r.below(20) as usize).min(t.len());
                        let piece: Vec<char> = t[at..end].to_vec();
                        t.splice(at..at, piece);
                    }
                    _ => t[at] = pick(r, ALPHABET).chars().next().unwrap_or(')'),
                }
            }
            t.into_iter().collect()
        }
        5..=7 => (0..r.below(60)).map(|_| *pick(r, ALPHABET)).collect(),
        8 => {
            // Deep nesting around the depth limit (100,000 levels), balanced or not.
            let k = *pick(r, &[1usize, 1000, 99_999, 100_000, 100_001, 150_000]);
            let close = if r.chance(0.7) { k } else { r.below(k as u64 + 2) as usize };
            format!("{}{}{}", "(".repeat(k), pick(r, &["1", "", "-1 2", "()"]), ")".repeat(close))
        }
        _ => {
            // A wide or long-numbered tree.
            let k = *pick(r, &[2usize, 1000, 50_000]);
            let v = *pick(r, &["1", "-0", "9007199254740991", "9007199254740992", "1e3", "+5"]);
            format!("({})", vec![v; k].join(" "))
        }
    }
}

/// Values any option may get: numbers at every edge, junk, empties.
const HOSTILE: &[&str] = &[
    "",
    "0",
    "1",
    "2",
    "3",
    "-1",
    "x",
    "4294967295",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "-9223372036854775808",
    "9007199254740992",
    "1e309",
    "nan",
    "inf",
    "-inf",
    "+inf",
    "1,2,3",
    ",,",
    "0.5",
    " 1 ",
    "\u{0}",
    "--json",
    "-",
    "１",
];

/// Option-specific values that keep legitimate work short (long runs within the documented
/// limits are not defects: `--samples 10^8` is allowed) while probing the validation.
fn option_values(name: &str) -> &'static [&'static str] {
    match name {
        "samples" => &["0", "1", "2", "3", "-1", "x", "100000000000", "100000001", "4294967296", ""],
        "trees" => &["0", "1", "2", "-1", "x", "10001", "4294967295", "4294967296", ""],
        // Each thread costs a stack and a start-up, and the CLI's range (1..=256, MAX_THREADS)
        // is checked by its own tests; kept small so that an input stays quick.
        "threads" => &["0", "1", "2", "-1", "x", ""],
        "degree" | "height" | "max-degree" | "max-depth" => &[
            "0",
            "1",
            "2",
            "3",
            "4",
            "5",
            "7",
            "10",
            "64",
            "100",
            "101",
            "100000",
            "4294967295",
            "4294967296",
            "1000000000",
            "-1",
            "x",
            "",
            "3,4",
        ],
        "m" | "n" => &["0", "1", "2", "3", "10000", "10001", "-1", "x", "18446744073709551616"],
        "alpha" | "beta" => &[
            "-inf",
            "inf",
            "+inf",
            "0",
            "1",
            "-1",
            "9007199254740991",
            "9007199254740992",
            "-9007199254740993",
            "nan",
            "x",
            "",
            "5",
        ],
        "q" | "mean-degree" => {
            &["0.5", "1", "0", "1.5", "nan", "inf", "-1", "0.9,0.5", "1,1,1", "4294967295", "1e300", "", "3"]
        }
        "lo" | "hi" | "scale" => {
            &["0", "1", "-1", "9", "-9", "100", "9007199254740991", "-9007199254740991", "9007199254740992", "x", ""]
        }
        "guess" => &["0", "1", "-1", "9007199254740991", "-9007199254740991", "9007199254740992", "x", ""],
        "seed" => &["0", "1", "18446744073709551615", "18446744073709551616", "-1", "x", ""],
        "proc" => &[
            "F0",
            "F1",
            "F2",
            "all",
            "sss",
            "pvs",
            "scout",
            "scout-cm",
            "scout-pearl",
            "scout-testm",
            "palphabeta",
            "falphabeta",
            "alphabeta",
            "branch-and-bound",
            "mn-minimax",
            "mn-alphabeta",
            "fail-soft",
            "negascout",
            "mtdf",
            "F2,negascout,mtdf",
            "F0,F1,F2,sss",
            "x",
            "",
            ",",
        ],
        "backup" => &["identity", "sample", "exp:1,2", "exp:1,2,3,4", "exp:x", "exp:1e308,1e308", "exp:0,0", ""],
        "tie" => &["strict", "le", "x", ""],
        "model" => {
            &["iid", "permutation", "pi", "dependent", "additive", "nonuniform", "random-shape", "implicit", "x"]
        }
        "reorder" => &["best-first", "worst-first", "reversed", "shuffle", "shuffle:5", "shuffle:x", "x"],
        "file" => &["/nonexistent/tree.txt", "/tmp", "-", ""],
        _ => HOSTILE,
    }
}

/// The commands and, per command, the option names its help lists (read from the program
/// itself, so new options are fuzzed without editing this file).
pub struct CliVocabulary {
    pub commands: Vec<(String, Vec<String>)>,
}

impl CliVocabulary {
    pub fn read() -> CliVocabulary {
        let names = ["search", "gen", "analyze", "experiment", "theory", "thesis-grid"];
        let commands = names
            .iter()
            .map(|&c| {
                let help = gametree::cli::execute(&["help".to_string(), c.to_string()], &mut std::io::empty())
                    .unwrap_or_default();
                let mut opts: Vec<String> = Vec::new();
                for w in help.split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '-')) {
                    if let Some(o) = w.strip_prefix("--") {
                        if !o.is_empty() && !opts.iter().any(|x| x == o) {
                            opts.push(o.to_string());
                        }
                    }
                }
                (c.to_string(), opts)
            })
            .collect();
        CliVocabulary { commands }
    }
}

/// A command line: a command, maybe a sub-command or positional, options with values from
/// their pools or hostile ones, sometimes unknown options and stray words.
pub fn cli_input(r: &mut SeededRng, vocab: &CliVocabulary) -> Input {
    let mut args = Vec::new();
    let mut stdin = String::new();
    if r.chance(0.03) {
        let n = r.below(4);
        for _ in 0..n {
            args.push(pick(r, HOSTILE).to_string());
        }
        return Input::Cli { args, stdin };
    }
    let (cmd, opts) = pick(r, &vocab.commands);
    args.push(cmd.clone());
    match cmd.as_str() {
        "gen" => {
            let m = *pick(
                r,
                &["iid", "permutation", "pi", "dependent", "additive", "nonuniform", "random-shape", "example", "x"],
            );
            args.push(m.into());
            if m == "example" {
                args.push(pick(r, &["pi", "fig1", "x", ""]).to_string());
            }
        }
        "theory" => args.push(pick(r, &["table1", "bound", "dependent", "random", "x", ""]).to_string()),
        "search" | "analyze" => match r.below(4) {
            0 => args.push(small_tree_text(r, 300)),
            1 => {
                args.push("-".into());
                stdin = if r.chance(0.8) { small_tree_text(r, 300) } else { parse_text(r) };
            }
            2 => args.push(parse_text(r).chars().take(5000).collect()),
            _ => {}
        },
        _ => {}
    }
    if cmd == "thesis-grid" {
        args.push("--trees".into());
        args.push(pick(r, option_values("trees")).to_string());
    }
    for _ in 0..r.below(7) {
        if opts.is_empty() || r.chance(0.05) {
            args.push(pick(r, &["--nope", "-x", "--", "---", "--=", "--json=1"]).to_string());
            continue;
        }
        let o = pick(r, opts);
        args.push(format!("--{o}"));
        if r.chance(0.9) {
            // Counts that set the amount of work draw only from their own pools (whose
            // large values probe the caps); any other option may get any hostile value.
            let bounded = ["samples", "trees", "threads"].contains(&o.as_str());
            let v = if bounded || r.chance(0.8) { pick(r, option_values(o)) } else { pick(r, HOSTILE) };
            args.push(v.to_string());
        }
    }
    Input::Cli { args, stdin }
}

/// A generator spec with fields at their edges.
pub fn gen_input(r: &mut SeededRng) -> Input {
    let num = |r: &mut SeededRng| -> u32 {
        *pick(r, &[0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 100, 1413, 100_000, 100_001, 1_000_000_000, u32::MAX])
    };
    let small = |r: &mut SeededRng| -> u32 { r.below(7) as u32 };
    let spec = GenSpec {
        model: *pick(r, &Model::ALL),
        degree: if r.chance(0.7) { 1 + small(r) } else { num(r) },
        height: if r.chance(0.7) { small(r) } else { num(r) },
        seed: r.next_u64(),
        lo: *pick(r, &[-9, 0, 1, -9_007_199_254_740_991, i64::MIN, 5]),
        hi: *pick(r, &[9, 0, 1, 9_007_199_254_740_991, i64::MAX, -5]),
        scale: *pick(r, &[1, 100, 0, -1, i64::MAX, 1 << 40]),
        q: (0..r.below(4)).map(|_| *pick(r, &[0.0, 0.5, 0.9, 1.0, -0.1, 1.5, f64::NAN, f64::INFINITY])).collect(),
        mean_degree: (0..r.below(4))
            .map(|_| *pick(r, &[1.0, 1.5, 2.5, 3.0, 0.5, 1e12, f64::NAN, 4294967295.0]))
            .collect(),
        max_degree: if r.chance(0.7) { small(r) } else { num(r) },
        max_depth: if r.chance(0.7) { small(r) } else { num(r) },
    };
    let reorder = match r.below(6) {
        0 => Some(Reorder::BestFirst),
        1 => Some(Reorder::WorstFirst),
        2 => Some(Reorder::Reversed),
        3 => Some(Reorder::Shuffle { seed: r.next_u64() }),
        _ => None,
    };
    Input::Gen { spec, reorder, worst_case: r.chance(0.2) }
}

/// Input number `i` of the run with seed `seed`.
pub fn input(seed: u64, i: u64, vocab: &CliVocabulary) -> Input {
    let mut r = SeededRng::new(input_seed(seed, i));
    match r.below(100) {
        0..=29 => Input::Parse(parse_text(&mut r)),
        30..=59 => {
            let size = if r.chance(0.05) { 3000 } else { 200 };
            let text = small_tree_text(&mut r, size);
            let trace = r.chance(0.3);
            Input::Procedures { text, trace, m: 1 + r.below(4) as usize, n: 1 + r.below(4) as usize }
        }
        60..=89 => cli_input(&mut r, vocab),
        _ => gen_input(&mut r),
    }
}
