// The link reader under fuzzing: seeded fragments, hostile (random bytes, lone and cut
// surrogates, lone '%', huge and non-finite numbers, duplicate and conflicting keys, every
// key the page reads with hostile values) and valid (random values each key accepts). For
// each fragment: readFragment never throws; the state it reads is written without a throw
// (encodeURIComponent throws URIError on a lone surrogate); and read -> write -> read is a
// fixed point: the state read back from the written link is the state written, with no
// problem reported and the same fragment when written again. A valid fragment also reads
// with no problem at all. A failure prints the seed, the fragment's number and the fragment.
//
//   node --test tests/unit/state/link-fuzz.test.mjs                      (npm test: 3,000 fragments)
//   FUZZ_LINK_N=100000 FUZZ_LINK_SEED=7 node --test tests/unit/state/link-fuzz.test.mjs

import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../wasm.mjs'; // the catalogue of procedures (names, options and their ranges)
import { ALL, allOptions, OTHERS } from '../../../www/core/procedures.js';
import { TASKS } from '../../../www/practice/tasks.js';
import { composeLink, readFragment, stateKey } from '../../../www/state/url-state.js';
import { CORE_KEYS, LATER_KEYS } from '../../support/link-keys.mjs';
import { rng } from '../rng.mjs'; // mulberry32, seeded: a failure replays from its seed
import './../i18n/english.mjs'; // the page's English messages (t() formats with them)

const N = Number(process.env.FUZZ_LINK_N ?? 3000);
const SEED = Number(process.env.FUZZ_LINK_SEED ?? 1);

const KEYS = [...CORE_KEYS, ...LATER_KEYS, ...allOptions().map((o) => stateKey(o.name))];

function makers(r) {
  const int = (n) => Math.floor(r() * n);
  const pick = (xs) => xs[int(xs.length)];
  const some = (xs, k = 1 + int(3)) => Array.from({ length: k }, () => pick(xs));
  const digits = (n) => Array.from({ length: n }, () => int(10)).join('');
  const dewey = () => Array.from({ length: 1 + int(4) }, () => 1 + int(5)).join('.');
  const tree = (d = 0) => (d >= 3 || r() < 0.3 ? String(int(41) - 20) : `(${Array.from({ length: 1 + int(3) }, () => tree(d + 1)).join(',')})`);
  const _score = () => pick(['-inf', '+inf', String(int(41) - 20), '0']);
  const unicode = () => pick(['é', '漢', '😀', '\u{1F600}'.repeat(3), '\u202e', 'a😀'.repeat(150)]);
  const spec = () => {
    const task = pick(TASKS);
    const proc = task === 'next' ? pick(['F0', 'F1', 'F2', 'alphabeta', 'pvs']) : pick(['F0', 'F1', 'F2', 'pvs', 'sss', 'scout']);
    const lo = -int(20);
    return `${task}.${proc}.s${int(1e6)}.d${2 + int(3)}h${3 + int(3)}.${pick(['random', 'good', 'bad'])}.v${lo}..${lo + 1 + int(20)}${r() < 0.3 ? '.negamax' : ''}`;
  };
  const genText = () => {
    const model = pick(['iid', 'permutation', 'pi', 'dependent', 'additive', 'nonuniform', 'random-shape']);
    const parts = [`model:${model}`, `d:${2 + int(4)}`, `h:${1 + int(5)}`, `seed:${int(1e9)}`];
    if (r() < 0.5) parts.push(`lo:${-int(50)}`, `hi:${int(50)}`);
    if (model === 'nonuniform') parts.push(`q:0.9;0.8`, `md:3;2`);
    if (model === 'random-shape') parts.push(`maxd:${1 + int(5)}`, `maxh:${1 + int(6)}`);
    return parts.join(',');
  };
  const expText = () =>
    `model:${pick(['permutation', 'iid', 'dependent', 'additive', 'nonuniform', 'pi'])},d:${2 + int(5)},h:${some(['2', '3', '4', '6']).join(';')},n:${1 + int(500)},seed:${int(1e6)},p:${some(['F1', 'F2', 'pvs', 'sss']).join(';')}`;
  const options = Object.fromEntries(allOptions().map((o) => [stateKey(o.name), o]));

  /** A value the key accepts (the page writes it, or a person would type it). */
  function valid(key) {
    const o = options[key];
    if (o) {
      if (o.kind === 'bool') return '1';
      if (o.kind === 'int') return String((o.min ?? 0) + int(Math.min(20, (o.max ?? 20) - (o.min ?? 0) + 1)));
      if (o.name === 'backup') return pick(['identity', 'sample', 'exp:3,1', 'exp:1.5,2,0.5,1']);
      return pick(o.choices ?? ['']);
    }
    switch (key) {
      case 'tree':
        return tree();
      case 'gen':
        return genText();
      case 'proc':
        return pick(ALL);
      case 'alpha':
        return pick(['-inf', String(-int(30))]);
      case 'beta':
        return pick(['+inf', String(1 + int(30))]);
      case 'view':
        return pick(['negamax', 'minimax']);
      case 'step':
        return String(int(1000));
      case 'sel':
        return pick(['root', dewey()]);
      case 'dewey':
      case 'crit':
      case 'embed':
      case 'hide':
        return '1';
      case 'cmp':
        return [...new Set(some(OTHERS))].join(',');
      case 'exp':
        return expText();
      case 'patho':
        return encodeURIComponent(pick(['game:pearl,w:2,t:6', `text ${unicode()}`, 'x'.repeat(int(600))]));
      case 'show':
        return pick(['single', 'side', 'diff']);
      case 'cmode':
        return 'side';
      case 'diff':
        return `${pick(['F0', 'F1', 'F2', 'F2@full', ...OTHERS])},${pick(['F1', 'F2', 'F2@full', ...OTHERS])}`; // the difference view's pair
      case 'mode':
        return 'practice';
      case 'task':
        return pick(TASKS);
      case 'ex':
        return spec();
      case 'set':
        return Array.from({ length: 1 + int(3) }, spec).join(',');
    }
    return null; // tz, held, patch, sum: the page's own forms (short-links.test.mjs), or hostile
  }

  /** A value nobody should send. */
  function hostile() {
    switch (int(16)) {
      case 0:
        return Array.from({ length: int(40) }, () => String.fromCharCode(int(256))).join(''); // random bytes
      case 1:
        return Array.from({ length: int(20) }, () => String.fromCharCode(int(0x10000))).join(''); // random code units, lone surrogates among them
      case 2:
        return pick(['\ud800', '\udfff', 'a\ud83d', '\ude00b', '%ED%A0%80', '%F0%9F%98']);
      case 3: {
        // a surrogate pair across every cap the reader has (20, 40, 600, 2000 characters)
        const at = pick([19, 20, 39, 40, 599, 600, 1999, 2000]);
        return encodeURIComponent('x'.repeat(at) + '😀'.repeat(3));
      }
      case 4:
        return pick(['%', '%%', '%2', '%zz', 'a%', '%E0%A4%A', '%25', '%26', '%3D', '%23']);
      case 5:
        return pick(['1e308', '-1e308', 'NaN', 'Infinity', '-0', '0x10', digits(17), digits(25), '9007199254740993', '-9007199254740993', '4294967296', '-1']);
      case 6:
        return pick(['', ' ', '=', '==', '&', 'root', 'end', 'inf', '+inf', '-inf', '∞', '\u2212inf']);
      case 7:
        return 'x'.repeat(pick([601, 2001, 40_001]));
      case 8:
        return encodeURIComponent(pick(['<script>x</script>', '"\'><img src=x>', 'javascript:1', '\u0000', '\u202e漢字😀']));
      case 9:
        return `model:${pick(['iid', 'nope'])},d:${pick(['1e9', '-1', digits(17), '3'])},h:${pick(['99', '4', digits(20)])},seed:${pick([digits(25), '99999999999999999', '1'])},q:${pick(['NaN;-0', '1e400', '0.5'])}`;
      case 10:
        return `${pick(TASKS.concat(['nope']))}.${pick(['F2', 'sss', 'nope'])}.s${digits(pick([1, 20, 25]))}.d${pick(['3', '4000000', '9'])}h${pick(['4', '5000', '9'])}.good.v-9..9`;
      case 11:
        return `${pick(['', '-', '+'])}${digits(1 + int(20))}`;
      case 12:
        return Array.from({ length: 1 + int(4) }, () => pick(['F1', 'F2@full', 'pvs', 'nope', ''])).join(pick([',', ';', '']));
      case 13:
        return 'tree=' + tree();
      case 14:
        return tree().replace(/\d/, pick(['x', '.', '(']));
      default:
        return valid(pick(KEYS)) ?? '';
    }
  }

  /** A fragment: valid values for random keys, or (hostile) anything. */
  function fragment(isHostile) {
    const parts = [];
    const k = 1 + int(isHostile ? 10 : 8);
    const used = new Set();
    for (let i = 0; i < k; i++) {
      const key = isHostile && r() < 0.1 ? pick(['', '=', 'x', '%', 'tree ', 'TREE', 'a\ud800']) : pick(KEYS);
      if (!isHostile && used.has(key)) continue; // a valid link names a key once
      used.add(key);
      const value = isHostile && r() < 0.6 ? hostile() : valid(key);
      if (value == null) continue;
      parts.push(isHostile && r() < 0.05 ? key : `${key}=${value}`);
      if (isHostile && r() < 0.15) parts.push(`${key}=${pick([hostile(), valid(key) ?? ''])}`); // the key again
    }
    if (!isHostile && parts.some((x) => /^(task|ex|set|hide)=/.test(x)) && !parts.includes('mode=practice')) parts.push('mode=practice'); // the practice keys need practice mode
    if (!isHostile && parts.some((x) => /^(show|cmode|diff)=/.test(x))) {
      // the compare view's keys need the compare view: an older link's (proc=compare, cmode=)
      // or today's (show=); diff= needs the difference view
      const diff = parts.some((x) => x.startsWith('diff='));
      const older = parts.some((x) => x.startsWith('cmode='));
      for (let j = parts.length - 1; j >= 0; j--) if (/^(show|cmode)=/.test(parts[j]) || (older && parts[j].startsWith('proc='))) parts.splice(j, 1);
      if (older) parts.push('proc=compare', `cmode=${diff ? 'diff' : 'side'}`);
      else parts.push(`show=${diff ? 'diff' : pick(['single', 'side', 'diff'])}`);
    }
    const body = parts.join(isHostile && r() < 0.1 ? pick(['&&', '&=&', '#']) : '&');
    return (r() < 0.9 ? '#' : '') + body;
  }
  return { fragment, tree, int };
}

/** The page's tree text for the written link: the link's if it is a canonical tree, else a random one. */
const canonical = (t) => /^[-0-9(),]+$/.test(t) && !/\(\)|,\)|\(,|,,|^,|,$/.test(t);

function roundTrip(hash, treeFor) {
  let first;
  try {
    first = readFragment(hash);
  } catch (e) {
    throw new Error(`readFragment threw ${e.name}: ${e.message}`);
  }
  const text = treeFor(first.treeSource);
  let written;
  try {
    written = composeLink(first.state, text).hash;
  } catch (e) {
    throw new Error(`writing the link threw ${e.name}: ${e.message}`);
  }
  const second = readFragment(written);
  assert.deepEqual(second.problems, [], `the written link ${written.slice(0, 300)} reads with problems`);
  assert.deepEqual(second.state, first.state, `read -> write -> read changed the state (written: ${written.slice(0, 300)})`);
  assert.deepEqual(second.treeSource, { text }, 'the tree read back');
  assert.equal(composeLink(second.state, text).hash, written, 'written again, the same fragment');
  return first;
}

test(`link reader: ${N.toLocaleString('en')} seeded fragments (seed ${SEED}) never throw, write without a URIError, and read -> write -> read is a fixed point`, () => {
  const r = rng(SEED);
  const { fragment, tree } = makers(r);
  const tally = { hostile: 0, valid: 0, problems: 0 };
  for (let i = 0; i < N; i++) {
    const isHostile = r() < 0.7;
    const hash = fragment(isHostile);
    const own = tree();
    try {
      const first = roundTrip(hash, (src) => (src && 'text' in src && canonical(src.text) ? src.text : own));
      if (!isHostile) assert.deepEqual(first.problems, [], 'valid values read without a problem');
      if (first.problems.length) tally.problems++;
    } catch (e) {
      e.message = `seed ${SEED}, fragment ${i}: ${JSON.stringify(hash.slice(0, 400))}\n${e.message}`;
      throw e;
    }
    tally[isHostile ? 'hostile' : 'valid']++;
  }
  if (N >= 10_000)
    console.log(
      `link fuzz: seed ${SEED}, ${N} fragments (${tally.hostile} hostile, ${tally.valid} valid), ${tally.problems} with a problem reported; no throw, every round trip a fixed point`,
    );
});

test('link reader: a value cut at its cap never ends in half a surrogate pair (the written link encodes)', () => {
  // patho= is kept up to 600 characters; an emoji across the cut used to leave a lone
  // surrogate that encodeURIComponent refuses (URIError) when the link is written.
  const hash = `#patho=${encodeURIComponent('x'.repeat(599) + '😀😀')}`;
  const { state, problems } = readFragment(hash);
  assert.ok(!/[\ud800-\udbff]$/.test(state.patho), 'no lone high surrogate at the cut');
  assert.match(problems.join(' '), /patho=.*600/);
  assert.doesNotThrow(() => composeLink(state, '(1,2)'));
});
