//! `gametree theory`: a thin translation of [`crate::theory`]: Table 1 (section 7), the
//! best-case counts (Corollary 3, (50)) and the totally dependent model (Theorem 6, (54)).

use super::args::{parse, Args, Spec};
use super::CliError;
use crate::theory;
use serde::Serialize;
use std::fmt::Write as _;

/// `gametree theory --help`.
pub const HELP: &str = "\
gametree theory - Knuth & Moore's analysis in numbers (sections 6-9)

USAGE
  gametree theory table1 [--max-degree N] [--json]
  gametree theory bound --degree D --height H [--json]
  gametree theory dependent --degree D --height H [--proc F1|F2] [--json]
  gametree theory random --degree D --height H [--json]

table1
  K&M Table 1, degrees 2..N (default 31, at most 100): bounds on the branching factor
  r(d) = lim T(d,h)^(1/h) of alpha-beta without deep cutoffs (F1) when the terminal values
  are a random permutation, and T(d,2), the exact expected number of terminal positions
  examined at height 2 (Theorem 3, (30); F1 = F2 there).
    r0   largest eigenvalue of the d x d matrix (p_ij) (25), p_ij from (27): a lower bound
    r1   1/2 + sqrt(S_d + 1/4) (39), S_d = sum of p_ij over all i and j >= 2: upper bound
    r*   largest eigenvalue of the matrix (sqrt(p_ij)) (41), Theorem 4: upper bound
  JSON: an array of {degree, r0, r1, r_star, t2, t2_exact}; t2_exact is T(d,2) as an exact
  fraction \"numerator/denominator\".

bound
  Terminal positions examined in a uniform tree of degree D and height H:
    all terminals          d^h (F0, or any procedure under the worst ordering)
    F1 best case           (50): A0 = 1, A1 = d, A(n+2) = A(n+1) + (d-1) A(n);
                           branching factor sqrt(d - 3/4) + 1/2 (51)
    Corollary 3 minimum    d^ceil(h/2) + d^floor(h/2) - 1: what any algorithm must examine,
                           and what F2 examines when every first successor is best;
                           branching factor sqrt(d)
  JSON: {degree, height, all_terminals, f1_best_case_terminals, f1_best_case_growth,
  corollary3_minimum_terminals, corollary3_growth}; a count too large for 64 bits is null.

dependent
  K&M section 9's totally dependent model (random move numbers at every position; a
  terminal's value is the radix-d number its path spells): the exact expected number of
  terminal positions examined, D <= 100, H <= 500.
    --proc F2 (default)    Theorem 6: A0 = B0 = C0 = 1, A(n+1) = H_d A(n) + (d - H_d) B(n),
                           B(n+1) = C(n), C(n+1) = d B(n) (53); closed form (52);
                           branching factor max(sqrt(d), H_d)
    --proc F1              (54): A0 = 1, A1 = d, A(n+2) = H_d A(n+1) + (d - H_d) A(n);
                           branching factor sqrt(d - H_d + H_d^2/4) + H_d/2
  H_d = 1 + 1/2 + ... + 1/d. The exact value is a fraction; the decimal is rounded.
  JSON: {degree, height, procedure, expected_terminals, expected_exact, harmonic,
  growth, corollary3_minimum_terminals, all_terminals}.

random
  K&M sections 7-8, the random (permutation) model, F1: the two recurrences behind Table 1,
  exact, for D <= 30 and H <= 60:
    independence estimate   (18)/(24): the section-7 estimate from the flawed independence
                            assumption; grows like r0(d)^h (for h = 3, d = 2: 61/9)
    upper recurrence        (37): an upper bound on T(d,h); grows like r1(d)^h
    T(d,2)                  Theorem 3 (30), exact (F1 = F2 at height 2)
  JSON: {degree, height, independence_estimate, independence_estimate_exact,
  upper_recurrence, upper_recurrence_exact, r0_power, r1_power, r_star_power, t2?}.

OPTIONS
  --json        print JSON instead of a table
  -h, --help    this text
";

const MAX_TABLE_DEGREE: u32 = 100;
const MAX_DEPENDENT_DEGREE: u32 = 100;
const MAX_DEPENDENT_HEIGHT: u32 = 500;
const MAX_BOUND_HEIGHT: u32 = 1_000_000;

/// Runs `gametree theory ARGS...` (the arguments after `theory`) and returns what it prints.
pub fn run(args: &[String]) -> Result<String, CliError> {
    let Some(first) = args.first() else {
        return Err(usage("no subcommand given: expected table1, bound, dependent or random"));
    };
    let rest = &args[1..];
    match first.as_str() {
        "-h" | "--help" | "help" => Ok(HELP.to_string()),
        "table1" => table1(rest),
        "bound" => bound(rest),
        "dependent" => dependent(rest),
        "random" => random(rest),
        other => Err(usage(format!("unknown subcommand '{other}': expected table1, bound, dependent or random"))),
    }
}

/// A usage error of `gametree theory`.
fn usage(message: impl Into<String>) -> CliError {
    CliError::usage(message).for_command("theory")
}

fn json<T: Serialize>(v: &T) -> Result<String, CliError> {
    serde_json::to_string(v).map(|s| s + "\n").map_err(|e| CliError::input(format!("JSON: {e}")))
}

fn show(v: Option<u64>) -> String {
    v.map_or_else(|| "too large for 64 bits".into(), |x| x.to_string())
}

#[derive(Serialize)]
struct Table1Row {
    degree: u32,
    r0: f64,
    r1: f64,
    r_star: f64,
    t2: f64,
    t2_exact: String,
}

fn table1(argv: &[String]) -> Result<String, CliError> {
    const SPEC: Spec = Spec { command: "theory table1", options: &["max-degree"], flags: &["json"] };
    let a = parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    a.no_positional()?;
    let max: u32 = a.number_or("max-degree", 31)?;
    if !(2..=MAX_TABLE_DEGREE).contains(&max) {
        return Err(a.usage(format!("--max-degree must be between 2 and {MAX_TABLE_DEGREE} (got {max})")));
    }
    let rows: Vec<Table1Row> = (2..=max)
        .map(|d| {
            let r = theory::table1_row(d);
            Table1Row { degree: d, r0: r.r0, r1: r.r1, r_star: r.r_star, t2: r.t2, t2_exact: String::new() }
        })
        .collect();
    if a.flag("json") {
        let rows: Vec<Table1Row> =
            rows.into_iter().map(|r| Table1Row { t2_exact: theory::t2_exact(r.degree).to_string(), ..r }).collect();
        return json(&rows);
    }
    let mut out = String::new();
    let _ = writeln!(out, "K&M Table 1: branching factor r(d) of alpha-beta without deep cutoffs (F1),");
    let _ = writeln!(out, "random uniform trees of degree d (r0 lower bound; r1, r* upper bounds),");
    let _ = writeln!(out, "and T(d,2), the expected terminal positions examined at height 2 (Theorem 3).");
    let _ = writeln!(out);
    let _ = writeln!(out, "{:>4} {:>9} {:>9} {:>9} {:>11}", "d", "r0", "r1", "r*", "T(d,2)");
    for r in &rows {
        let _ = writeln!(out, "{:>4} {:>9.3} {:>9.3} {:>9.3} {:>11.3}", r.degree, r.r0, r.r1, r.r_star, r.t2);
    }
    Ok(out)
}

#[derive(Serialize)]
struct Bound {
    degree: u64,
    height: u32,
    all_terminals: Option<u64>,
    f1_best_case_terminals: Option<u64>,
    f1_best_case_growth: f64,
    corollary3_minimum_terminals: Option<u64>,
    corollary3_growth: f64,
}

fn degree_and_height(a: &Args) -> Result<(u64, u32), CliError> {
    let d: u64 = a.required("degree")?;
    let h: u32 = a.required("height")?;
    if d == 0 {
        return Err(a.usage("--degree must be at least 1"));
    }
    Ok((d, h))
}

/// `theory random`: the recurrences (18)/(24) and (37) for the random model, exactly.
fn random(argv: &[String]) -> Result<String, CliError> {
    const SPEC: Spec = Spec { command: "theory random", options: &["degree", "height"], flags: &["json"] };
    let a = parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    a.no_positional()?;
    let (d, h) = degree_and_height(&a)?;
    if !(2..=30).contains(&d) || h > 60 {
        return Err(a.usage("theory random needs 2 <= --degree <= 30 and --height <= 60"));
    }
    let (d, h) = (d as u32, h);
    let low = theory::independence_estimate_exact(d, h);
    let up = theory::upper_recurrence_exact(d, h);
    let t2 = (h == 2).then(|| theory::t2_exact(d));
    #[derive(serde::Serialize)]
    struct Random {
        degree: u32,
        height: u32,
        independence_estimate: f64,
        independence_estimate_exact: String,
        upper_recurrence: f64,
        upper_recurrence_exact: String,
        r0_power: f64,
        r1_power: f64,
        r_star_power: f64,
        #[serde(skip_serializing_if = "Option::is_none")]
        t2: Option<String>,
    }
    let r = Random {
        degree: d,
        height: h,
        independence_estimate: low.to_f64(),
        independence_estimate_exact: low.to_string(),
        upper_recurrence: up.to_f64(),
        upper_recurrence_exact: up.to_string(),
        r0_power: theory::r0(d).powi(h as i32),
        r1_power: theory::r1(d).powi(h as i32),
        r_star_power: theory::r_star(d).powi(h as i32),
        t2: t2.as_ref().map(|t| t.to_string()),
    };
    if a.flag("json") {
        return json(&r);
    }
    let mut out = String::new();
    let _ = writeln!(out, "random (permutation) uniform tree, degree {d}, height {h}: F1's expected terminals");
    let _ = writeln!(out);
    let _ = writeln!(
        out,
        "{:<40} {:>14}  {}",
        "independence estimate (18)/(24)",
        format!("{:.4}", r.independence_estimate),
        r.independence_estimate_exact
    );
    let _ = writeln!(
        out,
        "{:<40} {:>14}  {}",
        "upper recurrence (37)",
        format!("{:.4}", r.upper_recurrence),
        r.upper_recurrence_exact
    );
    if let Some(t) = &r.t2 {
        let _ = writeln!(out, "{:<40} {:>14}  {}", "T(d,2), Theorem 3 (30)", format!("{:.4}", theory::t2(d)), t);
    }
    let _ = writeln!(out, "{:<40} {:>14.4}", "r0(d)^h", r.r0_power);
    let _ = writeln!(out, "{:<40} {:>14.4}", "r1(d)^h", r.r1_power);
    let _ = writeln!(out, "{:<40} {:>14.4}", "r*(d)^h", r.r_star_power);
    Ok(out)
}

fn bound(argv: &[String]) -> Result<String, CliError> {
    const SPEC: Spec = Spec { command: "theory bound", options: &["degree", "height"], flags: &["json"] };
    let a = parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    a.no_positional()?;
    let (d, h) = degree_and_height(&a)?;
    if h > MAX_BOUND_HEIGHT {
        return Err(a.usage(format!("--height must be at most {MAX_BOUND_HEIGHT}")));
    }
    let b = Bound {
        degree: d,
        height: h,
        all_terminals: d.checked_pow(h),
        f1_best_case_terminals: theory::f1_best_case(d, h),
        f1_best_case_growth: theory::f1_best_case_growth(d),
        corollary3_minimum_terminals: theory::minimal_terminals(d, h),
        corollary3_growth: theory::f2_best_case_growth(d),
    };
    if a.flag("json") {
        return json(&b);
    }
    let mut out = String::new();
    let _ = writeln!(out, "uniform tree of degree {d} and height {h}: terminal positions examined");
    let _ = writeln!(out);
    let _ = writeln!(out, "{:<34} {:>22}  branching factor", "", "terminals");
    let _ = writeln!(out, "{:<34} {:>22}  {:.6}", "all (F0; any, worst ordering)", show(b.all_terminals), d as f64);
    let _ = writeln!(
        out,
        "{:<34} {:>22}  {:.6}",
        "F1, best ordering (50)(51)",
        show(b.f1_best_case_terminals),
        b.f1_best_case_growth
    );
    let _ = writeln!(
        out,
        "{:<34} {:>22}  {:.6}",
        "minimum, F2 best ordering (Cor. 3)",
        show(b.corollary3_minimum_terminals),
        b.corollary3_growth
    );
    Ok(out)
}

#[derive(Serialize)]
struct Dependent {
    degree: u32,
    height: u32,
    procedure: &'static str,
    expected_terminals: f64,
    expected_exact: String,
    harmonic: String,
    growth: f64,
    corollary3_minimum_terminals: Option<u64>,
    all_terminals: Option<u64>,
}

fn dependent(argv: &[String]) -> Result<String, CliError> {
    const SPEC: Spec = Spec { command: "theory dependent", options: &["degree", "height", "proc"], flags: &["json"] };
    let a = parse(&SPEC, argv)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    a.no_positional()?;
    let (d, h) = degree_and_height(&a)?;
    if d > MAX_DEPENDENT_DEGREE as u64 || h > MAX_DEPENDENT_HEIGHT {
        return Err(a.usage(format!(
            "'theory dependent' computes exact fractions: --degree at most {MAX_DEPENDENT_DEGREE}, --height at most {MAX_DEPENDENT_HEIGHT}"
        )));
    }
    let d32 = d as u32;
    // The name through the catalogue; the theory covers K&M's F1 and F2.
    use crate::procedures::{find, Kind};
    use crate::search::Procedure;
    let f1 = match a.value("proc").map(|p| (p, find(p).map(|e| e.kind))) {
        None => false,
        Some((_, Ok(Kind::Km(p)))) if p == Procedure::F2 => false,
        Some((_, Ok(Kind::Km(p)))) if p == Procedure::F1 => true,
        Some((p, _)) => return Err(a.usage(format!("--proc: '{}' is not F1 or F2", p.trim()))),
    };
    let exact = if f1 { theory::f1_dependent(d32, h) } else { theory::f2_dependent(d32, h) };
    let r = Dependent {
        degree: d32,
        height: h,
        procedure: if f1 { "F1" } else { "F2" },
        expected_terminals: exact.to_f64(),
        expected_exact: exact.to_string(),
        harmonic: theory::harmonic(d32).to_string(),
        growth: if f1 { theory::f1_dependent_growth(d32) } else { theory::f2_dependent_growth(d32) },
        corollary3_minimum_terminals: theory::minimal_terminals(d, h),
        all_terminals: d.checked_pow(h),
    };
    if a.flag("json") {
        return json(&r);
    }
    let mut out = String::new();
    let (name, source) = if f1 { ("F1 (no deep cutoffs)", "(54)") } else { ("F2 (alpha-beta)", "Theorem 6, (52)(53)") };
    let _ = writeln!(out, "totally dependent uniform tree, degree {d}, height {h}; {name}, {source}");
    let _ = writeln!(out);
    let _ = writeln!(out, "expected terminals examined   {}", r.expected_terminals);
    if r.expected_exact.len() <= 72 {
        let _ = writeln!(out, "  exactly                     {}", r.expected_exact);
    } else {
        let _ = writeln!(
            out,
            "  exactly                     a fraction of {} + {} digits (see --json)",
            exact.numer().to_string().len(),
            exact.denom().to_string().len()
        );
    }
    let _ = writeln!(out, "H_d                           {} = {:.6}", r.harmonic, theory::harmonic(d32).to_f64());
    let growth = if f1 { "sqrt(d - H_d + H_d^2/4) + H_d/2" } else { "max(sqrt(d), H_d)" };
    let _ = writeln!(out, "branching factor              {:.6} = {growth}", r.growth);
    let _ = writeln!(out, "Corollary 3 minimum           {}", show(r.corollary3_minimum_terminals));
    let _ = writeln!(out, "all terminals (d^h)           {}", show(r.all_terminals));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn theory(line: &str) -> Result<String, String> {
        run(&line.split_whitespace().map(String::from).collect::<Vec<_>>()).map_err(|e| {
            assert_eq!(e.status, super::super::USAGE, "every theory error is a usage error: {}", e.message);
            e.message
        })
    }

    fn json_of(line: &str) -> serde_json::Value {
        serde_json::from_str(&theory(line).unwrap()).unwrap()
    }

    #[test]
    fn table1_prints_the_papers_rows() {
        let t = theory("table1").unwrap();
        assert!(t.contains("   2     1.847     1.884     1.912       3.667"), "{t}");
        assert!(t.contains("  31    13.948    18.903    18.802"), "{t}");
        let v = json_of("table1 --max-degree 3 --json");
        let rows = v.as_array().unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1]["degree"], 3);
        assert_eq!(rows[1]["t2_exact"], "521/70");
        assert!((rows[1]["r0"].as_f64().unwrap() - 2.533911).abs() < 1e-6);
        for k in ["r1", "r_star", "t2"] {
            assert!(rows[1][k].is_f64(), "{k}");
        }
    }

    #[test]
    fn bound_gives_corollary_3_and_recurrence_50() {
        let v = json_of("bound --degree 3 --height 4 --json");
        assert_eq!(v["all_terminals"], 81);
        assert_eq!(v["corollary3_minimum_terminals"], 17);
        assert_eq!(v["f1_best_case_terminals"], 21);
        assert!(theory("bound --degree 3 --height 4").unwrap().contains("21"));
        let big = json_of("bound --degree 1000 --height 100 --json");
        assert!(big["all_terminals"].is_null());
    }

    #[test]
    fn random_gives_the_recurrences_18_and_37() {
        let v = json_of("random --degree 2 --height 3 --json");
        assert_eq!(v["independence_estimate_exact"], "61/9", "section 7's flawed estimate for h = 3");
        assert_eq!(v["upper_recurrence_exact"], crate::theory::upper_recurrence_exact(2, 3).to_string());
        let v = json_of("random --degree 3 --height 2 --json");
        assert_eq!(v["t2"], "521/70");
        assert!(theory("random --degree 1 --height 2").is_err());
    }

    #[test]
    fn dependent_gives_theorem_6_and_54() {
        let v = json_of("dependent --degree 2 --height 4 --json");
        assert_eq!(v["procedure"], "F2");
        let want = crate::theory::f2_dependent(2, 4);
        assert_eq!(v["expected_exact"], want.to_string());
        assert_eq!(v["expected_terminals"].as_f64().unwrap(), want.to_f64());
        let f1 = json_of("dependent --degree 2 --height 4 --proc f1 --json");
        assert_eq!(f1["expected_exact"], crate::theory::f1_dependent(2, 4).to_string());
        assert!(theory("dependent --degree 3 --height 2").unwrap().contains("20/3"));
    }

    #[test]
    fn errors_say_what_is_wrong() {
        assert!(theory("").unwrap_err().contains("no subcommand"));
        assert!(theory("tabel1").unwrap_err().contains("unknown subcommand"));
        assert!(theory("table1 --max-degree 1").unwrap_err().contains("between 2 and"));
        assert!(theory("table1 --max-degree x").unwrap_err().contains("not a valid number"));
        assert!(theory("bound --degree 3").unwrap_err().contains("--height is required"));
        assert!(theory("bound --degree 0 --height 2").unwrap_err().contains("at least 1"));
        assert!(theory("dependent --degree 3 --height 2 --proc F0").unwrap_err().contains("not F1 or F2"));
        assert!(theory("dependent --degree 101 --height 2").unwrap_err().contains("at most"));
        assert!(theory("table1 extra").unwrap_err().contains("unexpected argument"));
        assert!(theory("table1 --bogus").unwrap_err().contains("unknown option"));
        assert!(theory("--help").unwrap().contains("USAGE"));
        assert!(theory("bound --help").unwrap().contains("USAGE"));
    }
}
