//! `gametree exercise`: practice exercises — a new exercise from a seed, its
//! expected answer, and the check of an answer, as text or JSON.

use super::args::{self, Args, Spec};
use super::CliError;
use crate::practice::{self, Answer, Check, ExerciseSpec, Ordering, Verdict, View};
use std::fmt::Write as _;
use std::io::Read;

pub const HELP: &str = "\
gametree exercise - practice exercises: a tree from a seed, the expected answer, checking

USAGE
  gametree exercise new [SPEC] [--task T] [--proc P] [--seed S] [--degree D] [--height H]
                        [--order random|good|bad] [--lo L] [--hi H] [--alpha A] [--beta B]
                        [--view minimax|negamax] [--json]
  gametree exercise answer SPEC [--step K] [--json]
  gametree exercise check SPEC --answer JSON [--step K] [--json]
  gametree exercise chance [TREE] --task values|skip ...   (trees with chance positions:
                        'gametree exercise chance --help')

  SPEC      an exercise's text, as in a link: TASK.PROC.sSEED.dDhH.ORDER.vLO..HI
            [.wALPHA..BETA] [.negamax], e.g. prune.F2.s123.d3h4.good.v-9..9
  --task    prune (default) | values | window | next | order
  --proc    a procedure of the catalogue (default F2; 'gametree help search' lists them)
  --seed    the seed of the tree (default 1); the same spec gives the same tree
  --degree  2, 3 or 4 (default 3);  --height  3, 4 or 5 (default 4)
  --order   random (default), good (best first), bad (worst first)
  --lo, --hi  the terminal values' range (default -9..9)
  --alpha, --beta  the window (the window task gets one from the seed if not given)
  --view    the values task: minimax (Max's standpoint, default) or negamax
  --step    the next task: how many trace events have been shown (default 0)
  --answer  the answer as JSON, in the task's shape:
              prune   {\"pruned\": [\"2.1.2\", ...]}  (the cut-off roots)
              values  {\"values\": {\"1\": 3, ...}, \"bounds\": {\"1\": \"exact\"|\"lower\"|\"upper\"}}
              window  {\"outcome\": \"fail_low\"|\"exact\"|\"fail_high\", \"value\": 3, \"saved\": [..]}
                      (saved left out: the window saves nothing)
              next    {\"examined\": \"1.2\", \"cutoff\": false, \"m\": 3}
              order   {\"order\": {\"\": [2, 1, 3], \"1\": [3, 1, 2]}}
  --json    print one JSON object
  -h, --help  this text

Positions are Dewey coordinates (\"\" is the root). 'new' prints the spec text, the tree and
the task; 'answer' the expected answer (JSON); 'check' the score and, per position, right /
missed / wrong with the reason.
";

const SPEC: Spec = Spec {
    command: "exercise",
    options: &[
        "task", "proc", "seed", "degree", "height", "order", "lo", "hi", "alpha", "beta", "view", "step", "answer",
    ],
    flags: &["json"],
};

fn usage(m: impl Into<String>) -> CliError {
    CliError::usage(m).for_command("exercise")
}

fn input(e: crate::Error) -> CliError {
    CliError::input(e.to_string())
}

fn num<T: std::str::FromStr>(a: &Args, name: &str) -> Result<Option<T>, CliError> {
    a.value(name)
        .map(|v| v.trim().parse::<T>().map_err(|_| usage(format!("--{name}: '{v}' is not a whole number"))))
        .transpose()
}

/// The spec from SPEC and/or the options (options override the text).
fn spec_of(a: &Args, text: Option<&str>) -> Result<ExerciseSpec, CliError> {
    let mut s = match text {
        Some(t) => ExerciseSpec::parse(t).map_err(|e| usage(e.to_string()))?,
        None => ExerciseSpec::default(),
    };
    if let Some(t) = a.value("task") {
        s.task = t.parse().map_err(|e: crate::Error| usage(format!("--task: {e}")))?;
    }
    if let Some(p) = a.value("proc") {
        s.proc = practice::procedure(p).map_err(|e| usage(format!("--proc: {e}")))?.name.to_string();
    }
    if let Some(v) = num(a, "seed")? {
        s.seed = v;
    }
    if let Some(v) = num(a, "degree")? {
        s.degree = v;
    }
    if let Some(v) = num(a, "height")? {
        s.height = v;
    }
    if let Some(v) = num(a, "lo")? {
        s.lo = v;
    }
    if let Some(v) = num(a, "hi")? {
        s.hi = v;
    }
    if let Some(o) = a.value("order") {
        s.order = match o {
            "random" => Ordering::Random,
            "good" => Ordering::Good,
            "bad" => Ordering::Bad,
            _ => return Err(usage(format!("--order: '{o}' is not random, good or bad"))),
        };
    }
    if let Some(v) = a.value("view") {
        s.view = match v {
            "minimax" => View::Minimax,
            "negamax" => View::Negamax,
            _ => return Err(usage(format!("--view: '{v}' is not minimax or negamax"))),
        };
    }
    for (name, slot) in [("alpha", &mut s.alpha), ("beta", &mut s.beta)] {
        if let Some(v) = a.value(name) {
            *slot = Some(v.parse().map_err(|e| usage(format!("--{name}: {e}")))?);
        }
    }
    s.validate().map_err(|e| usage(e.to_string()))?;
    Ok(s.completed())
}

fn json<T: serde::Serialize>(v: &T) -> String {
    let mut s = serde_json::to_string_pretty(v).expect("plain data serializes");
    s.push('\n');
    s
}

/// The check in words: the score, then one line per position.
pub fn render(c: &Check) -> String {
    let mut s = format!("{}: {} of {}{}\n", c.task, c.score, c.total, if c.correct { " - correct" } else { "" });
    if let Some(o) = &c.order {
        let _ = writeln!(
            s,
            "terminals examined by F2: yours {}, best {}, best first {}, as given {}{}",
            o.terminals,
            o.best,
            o.best_first,
            o.original,
            o.corollary3.map(|m| format!(", Corollary 3's minimum {m}")).unwrap_or_default()
        );
    }
    for f in &c.feedback {
        let v = match f.verdict {
            Verdict::Right => "right ",
            Verdict::Missed => "missed",
            Verdict::Wrong => "wrong ",
        };
        let at = if f.position.is_root() { "root".to_string() } else { f.position.to_string() };
        let _ = writeln!(s, "  {v} {at:<8} {}", f.sentence);
    }
    for d in &c.diagnosis {
        let _ = writeln!(s, "mistake {} ({}): {}", d.id, d.title, d.text);
    }
    if let Some(d) = &c.closest {
        let _ = writeln!(s, "closest mistake {} ({}): {}", d.id, d.title, d.text);
    }
    s
}

pub fn run(rest: &[String], stdin: &mut dyn Read) -> Result<String, CliError> {
    if rest.first().map(String::as_str) == Some("chance") {
        return super::chance_practice::run(&rest[1..], stdin);
    }
    let a = args::parse(&SPEC, rest)?;
    if a.flag("help") {
        return Ok(HELP.to_string());
    }
    let Some((sub, positional)) = a.positional.split_first() else {
        return Err(usage("expected 'exercise new', 'exercise answer SPEC' or 'exercise check SPEC --answer JSON'"));
    };
    if positional.len() > 1 {
        return Err(usage(format!("one SPEC at most ({} were given)", positional.len())));
    }
    let text = positional.first().map(String::as_str);
    match sub.as_str() {
        "new" => {
            let s = spec_of(&a, text)?;
            let ex = s.generate().map_err(input)?;
            if a.flag("json") {
                return Ok(json(&ex));
            }
            Ok(format!("exercise: {}\ntree: {}\ntask: {}\n", ex.text, ex.tree, ex.statement))
        }
        "answer" | "check" => {
            let Some(text) = text else { return Err(usage(format!("'exercise {sub}' needs the exercise's SPEC"))) };
            let s = spec_of(&a, Some(text))?;
            let tree = s.tree().map_err(input)?;
            let mut o = s.options();
            if let Some(k) = num(&a, "step")? {
                o.step = k;
            }
            if sub == "answer" {
                return practice::expected(&tree, s.task, &s.proc, &o).map(|x| json(&x)).map_err(input);
            }
            let Some(answer) = a.value("answer") else {
                return Err(usage("'exercise check' needs --answer JSON"));
            };
            let mut de = serde_json::Deserializer::from_str(answer);
            let answer = Answer::deserialize_for(s.task, &mut de).and_then(|x| de.end().map(|()| x)).map_err(|e| {
                CliError::input(format!("--answer: {e} (a {} answer: see 'gametree exercise --help')", s.task))
            })?;
            let c = practice::check(&tree, s.task, &s.proc, &o, &answer).map_err(input)?;
            Ok(if a.flag("json") { json(&c) } else { render(&c) })
        }
        other => Err(usage(format!("unknown 'exercise {other}': expected new, answer or check"))),
    }
}
