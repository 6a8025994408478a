//! Control characters given to the program never reach its output raw: an error message
//! quotes the argument with them made visible (`\u{1b}`), a worksheet's title drops them.
//! Written to a terminal, `ESC ] 0 ; ... BEL` would set its title, `CSI 2 J` clear it, a
//! carriage return hide the start of the line. Every command, every kind of argument.

mod program;
use program::gametree_with_stdin;
use std::process::Output;

/// Control characters of every kind: an OSC title sequence, DEL, C1's CSI, a carriage
/// return, C0 odds, a tab and a line break.
const HOSTILE: &[&str] =
    &["\u{1b}]0;PWNED\u{7}", "a\u{7f} del", "\u{9b}2J", "x\ry", "\u{1}\u{c}", "tab\there", "nl\nline", "\u{0}"];

fn run(args: &[&str], stdin: &str) -> Output {
    gametree_with_stdin(args, stdin)
}

/// The first control character other than a line break (a CRLF's CR counts as part of
/// the line break: the CSV output ends its lines so, RFC 4180).
fn raw_control(text: &str) -> Option<(usize, char)> {
    let b: Vec<char> = text.chars().collect();
    b.iter().enumerate().find_map(|(i, &c)| {
        let line_break = c == '\n' || (c == '\r' && b.get(i + 1) == Some(&'\n'));
        (c.is_control() && !line_break).then_some((i, c))
    })
}

/// Every command with `X` where an argument goes: option values, positionals, option
/// names, file names, JSON fields, tree text on stdin.
fn commands() -> Vec<(Vec<&'static str>, &'static str)> {
    let t = "(1,2)";
    vec![
        (vec!["search", "X"], ""),
        (vec!["search", t, "--proc", "X"], ""),
        (vec!["search", t, "--alpha", "X"], ""),
        (vec!["search", t, "--proc", "mn-alphabeta", "--backup", "X"], ""),
        (vec!["search", t, "--proc", "mn-minimax", "--tie", "X"], ""),
        (vec!["search", t, "--proc", "mn-minimax", "--m", "X"], ""),
        (vec!["search", "--file", "X"], ""),
        (vec!["search", t, "--X"], ""),
        (vec!["search", "-"], "(1, X 2)"),
        (vec!["gen", "X"], ""),
        (vec!["gen", "iid", "--degree", "X"], ""),
        (vec!["gen", "example", "X"], ""),
        (vec!["analyze", "X"], ""),
        (vec!["experiment", "--model", "X", "--degree", "2", "--height", "2", "--samples", "2", "--proc", "F1"], ""),
        (vec!["experiment", "--model", "iid", "--degree", "2", "--height", "X", "--samples", "2", "--proc", "F1"], ""),
        (vec!["experiment", "--model", "iid", "--degree", "2", "--height", "2", "--samples", "2", "--proc", "X"], ""),
        (vec!["experiment", "--model", "iid", "--degree", "2", "--height", "2", "--samples", "2", "--shard", "X"], ""),
        (vec!["merge", "X"], ""),
        (vec!["theory", "X"], ""),
        (vec!["theory", "dependent", "--degree", "2", "--height", "2", "--proc", "X"], ""),
        (vec!["pathology", "X"], ""),
        (vec!["pathology", "game", "--game", "X", "--width", "2", "--terminal-level", "2", "--samples", "2"], ""),
        (vec!["pathology", "game", "--game", "pearl", "--width", "X", "--terminal-level", "2", "--samples", "2"], ""),
        (vec!["exercise", "new", "X"], ""),
        (vec!["exercise", "new", "prune.X"], ""),
        (vec!["exercise", "new", "--proc", "X"], ""),
        (vec!["exercise", "check", "prune.F2.s1", "--answer", "X"], ""),
        (vec!["exercise", "check", "values.F2.s1", "--answer", r#"{"values": {"X": 1}}"#], ""),
        (vec!["exercise", "check", "values.F2.s1", "--answer", r#"{"values": {"": "X"}}"#], ""),
        (vec!["exercise", "check", "values.F2.s1", "--answer", r#"{"values": {"": 1}, "bounds": {"": "X"}}"#], ""),
        (vec!["worksheet", t, "--title", "X"], ""),
        (vec!["worksheet", t, "--title", "X", "--standalone", "--solution"], ""),
        (vec!["worksheet", t, "--proc", "X"], ""),
        (vec!["worksheet", "X"], ""),
        (vec!["thesis-grid", "--trees", "X"], ""),
        (vec!["help", "X"], ""),
        (vec!["X"], ""),
    ]
}

#[test]
fn no_command_writes_a_control_character_it_was_given() {
    for hostile in HOSTILE {
        // JSON strings carry control characters escaped (\u001b) or raw; both reach the program.
        let json_escaped = serde_json::to_string(hostile).unwrap();
        for (args, stdin) in commands() {
            let in_json = args.iter().any(|a| a.starts_with('{'));
            let put = |a: &str| {
                if in_json {
                    a.replace("\"X\"", &json_escaped).replace("X", hostile)
                } else {
                    a.replace('X', hostile)
                }
            };
            let args: Vec<String> = args.iter().map(|a| put(a)).collect();
            let args: Vec<&str> = args.iter().map(String::as_str).collect();
            if args.iter().any(|a| a.contains('\0')) {
                continue; // an argument cannot hold NUL; stdin and JSON's \u0000 can
            }
            let o = run(&args, &stdin.replace('X', hostile));
            for (stream, text) in [("stdout", &o.stdout), ("stderr", &o.stderr)] {
                let text = String::from_utf8_lossy(text);
                if let Some((at, c)) = raw_control(&text) {
                    panic!("gametree {args:?} wrote {c:?} raw to {stream} at char {at}: {text:?}");
                }
            }
        }
    }
}

#[test]
fn an_error_quotes_the_argument_with_its_escape_visible() {
    let o = run(&["search", "(1,2)", "--proc", "\u{1b}]0;PWNED\u{7}"], "");
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8(o.stderr).unwrap();
    assert!(err.contains(r"unknown procedure '\u{1b}]0;PWNED\u{7}'"), "{err}");
    let o = run(&["worksheet", "(1,2)", "--title", "\u{7f} del \u{1}x\u{c}y"], "");
    assert!(o.status.success());
    let tex = String::from_utf8(o.stdout).unwrap();
    assert!(tex.contains("\\section*{ del xy}"), "{tex}");
}
