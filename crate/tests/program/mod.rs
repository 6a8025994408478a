//! The `gametree` program as a user runs it, for the CLI test files: arguments in, text and
//! an exit status out. (Apart from `common/`, which the wasm test builds also compile: the
//! program is built only with the `cli` feature.)
#![allow(dead_code)] // each test file uses some of these

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `gametree ARGS` with no standard input.
pub fn gametree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gametree")).args(args).stdin(Stdio::null()).output().expect("runs")
}

/// Runs `gametree ARGS` with `input` on its standard input (the program may stop reading it
/// early: a closed pipe is not an error here).
pub fn gametree_with_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gametree"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("runs");
    let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
    child.wait_with_output().unwrap()
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}
