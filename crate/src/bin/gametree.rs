//! The `gametree` command-line program: see `gametree --help` and [`gametree::cli`].

fn main() {
    std::process::exit(gametree::cli::main());
}
