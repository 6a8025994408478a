// The command-line program, for the unit and browser tests that hold the page's or the core's
// output against the CLI's or build a package with it: GAMETREE_BIN when it is set
// (scripts/test.sh names the debug binary its native build made, so no test waits for cargo's
// build lock while a cargo step beside the tests holds it), else `cargo run`, which first builds
// the binary if it is missing or older than its source.

/**
 * The command and arguments that run `gametree ARGS`, for spawnSync or execFileSync.
 * @param {string[]} args
 * @returns {[string, string[]]}
 */
export function gametree(args) {
  const bin = process.env.GAMETREE_BIN;
  return bin ? [bin, args] : ['cargo', ['run', '-q', '-p', 'gametree', '--bin', 'gametree', '--', ...args]];
}
