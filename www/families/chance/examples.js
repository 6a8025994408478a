// The core's examples with chance positions (crate/src/examples.rs CHANCE_NAMES; the full
// core's chanceExampleNames(), checked by tests/unit/families/chance/chance.test.mjs), for
// the Examples menu (panels/controls.js): read by the full core only, which loads first
// (open.js). Their labels are the messages example-<name>.
export const CHANCE_EXAMPLES = ['dice', 'aima-chance', 'aima-chance-transformed'];
