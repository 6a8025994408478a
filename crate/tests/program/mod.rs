//! The `gametree` program as a user runs it, for the CLI test files: arguments in, text and
//! an exit status out. (Apart from `common/`, which the wasm test builds also compile: the
//! program is built only with the `cli` feature.)
#![allow(dead_code)] // each test file uses some of these

use std::process::{Command, Output, Stdio};

/// Runs `gametree ARGS` with no standard input.
pub fn gametree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_gametree")).args(args).stdin(Stdio::null()).output().expect("runs")
}

pub fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

pub fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}
