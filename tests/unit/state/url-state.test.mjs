import { test } from 'node:test';
import '../i18n/english.mjs'; // the messages t() formats (www/i18n/messages/en.ftl)
import assert from 'node:assert/strict';
import '../wasm.mjs'; // the catalogue of procedures (names, option defaults)
import { defaults, readFragment, validBackup, writeFragment } from '../../../www/state/url-state.js';

test('url state: a state written to a fragment reads back the same', async () => {
  const S = {
    ...defaults(),
    proc: 'mn-alphabeta',
    alpha: -3,
    beta: '+inf',
    view: 'minimax',
    step: 12,
    sel: '2.1',
    dewey: true,
    crit: true,
    m: 3,
    n: 2,
    backup: 'exp:3,1',
    tie: 'le',
    lit: true,
  };
  const text = '((3,1,4),(1,5,9),(2,6,5))';
  const hash = await writeFragment(S, text);
  const { state, treeSource, problems } = readFragment(hash);
  assert.deepEqual(problems, []);
  assert.deepEqual(treeSource, { text });
  for (const k of ['proc', 'alpha', 'beta', 'view', 'step', 'sel', 'dewey', 'crit', 'm', 'n', 'backup', 'tie', 'lit']) assert.deepEqual(state[k], S[k], k);
});

test('url state: the compare view keeps its added procedures', async () => {
  const hash = await writeFragment({ ...defaults(), proc: 'sss', show: 'side', cmp: ['pvs', 'sss'] }, '(1,2)');
  assert.match(hash, /proc=sss&.*show=side/);
  const { state } = readFragment(hash);
  assert.deepEqual([state.proc, state.show], ['sss', 'side']);
  assert.deepEqual(state.cmp, ['pvs', 'sss']);
});

test('url state: the compare mode and the two procedures of the difference round-trip through the link', async () => {
  for (const diff of [
    ['F1', 'F2'],
    ['F2', 'F2@full'],
    ['pvs', 'sss'],
    ['F0', 'mn-alphabeta'],
  ]) {
    const hash = await writeFragment({ ...defaults(), show: 'diff', diff }, '(1,2)');
    const { state, problems } = readFragment(hash);
    assert.deepEqual(problems, [], hash);
    assert.equal(state.show, 'diff', hash);
    assert.deepEqual(state.diff, diff, hash);
  }
  // Side by side writes no diff=; outside the compare view neither is written, and no proc=compare ever.
  assert.doesNotMatch(await writeFragment({ ...defaults(), show: 'side' }, '(1,2)'), /cmode|diff=|proc=compare/);
  assert.doesNotMatch(await writeFragment({ ...defaults(), proc: 'F2' }, '(1,2)'), /show=|cmode|diff=/);
});

test("url state: an older link's compare view (proc=compare, cmode=diff) opens the same view, written anew", async () => {
  const old = readFragment('#tree=(1,2)&proc=compare&cmode=diff&diff=F1,F2@full&cmp=pvs');
  assert.deepEqual(old.problems, []);
  assert.deepEqual([old.state.proc, old.state.show, old.state.diff, old.state.cmp], ['F2', 'diff', ['F1', 'F2@full'], ['pvs']]);
  assert.deepEqual([readFragment('#proc=compare').state.show, readFragment('#proc=Compare&cmode=side').state.show], ['side', 'side']);
  const hash = await writeFragment(old.state, '(1,2)');
  assert.match(hash, /proc=F2&.*show=diff&diff=F1,F2@full/);
  assert.doesNotMatch(hash, /cmode|proc=compare/);
});

test('url state: a bad compare mode or difference is reported and the defaults stay', () => {
  const { state, problems } = readFragment('#proc=compare&cmode=sideways&diff=F1,F9');
  assert.equal(state.show, 'side');
  assert.deepEqual(state.diff, ['F1', 'F2']);
  assert.equal(problems.length, 2, problems.join('\n'));
  assert.match(problems.join(' '), /unknown compare mode 'sideways'/);
  assert.match(problems.join(' '), /diff=/);
  assert.deepEqual(readFragment('#proc=compare&cmode=diff&diff=F1').problems.length, 1, 'one name is not a pair');
  assert.deepEqual(readFragment('#proc=compare&cmode=DIFF&diff=f1,f2@FULL').state.diff, ['F1', 'F2@full']);
  assert.deepEqual(readFragment('#show=DIFF&diff=f1,f2@FULL').state.diff, ['F1', 'F2@full']);
  assert.match(readFragment('#show=stacked').problems.join(' '), /unknown compare mode 'stacked'/);
  assert.match(readFragment('#show=side&diff=F1,F2').problems.join(' '), /diff= is used only with the difference view \(show=diff\)/);
});

test('url state: "+inf" keeps its plus and the root is sel=root', async () => {
  const { state } = readFragment('#beta=+inf&alpha=-inf&sel=root');
  assert.equal(state.beta, '+inf');
  assert.equal(state.sel, '');
});

test('url state: what cannot be used is reported, and the defaults stay', () => {
  const { state, problems } = readFragment('#proc=F9&alpha=5&beta=2&view=sideways&step=x');
  assert.equal(state.proc, 'F2');
  assert.equal(state.alpha, '-inf');
  assert.equal(state.beta, '+inf');
  assert.equal(state.view, 'negamax');
  assert.equal(state.step, null);
  assert.equal(problems.length, 4, problems.join('\n'));
  assert.match(problems.join(' '), /unknown procedure 'F9'/);
  assert.match(problems.join(' '), /alpha must be less than beta/);
});

test('url state: procedure names are read in any case', () => {
  assert.equal(readFragment('#proc=PVS').state.proc, 'pvs');
  assert.equal(readFragment('#proc=f1').state.proc, 'F1');
});

test('url state: backing-up functions are identity, sample or exp with two or four numbers', () => {
  assert.equal(validBackup('Sample'), 'sample');
  assert.equal(validBackup('exp:3,1'), 'exp:3,1');
  assert.equal(validBackup('exp:3,1,2,-1.5'), 'exp:3,1,2,-1.5');
  assert.equal(validBackup('exp:3'), null);
  assert.equal(validBackup('<script>'), null);
});

test('url state: a key given twice, two trees at once, and settings the page cannot use are reported, not resolved silently', () => {
  const said = (hash) => readFragment(hash).problems.join(' | ');
  assert.match(said('#tree=(1,2)&tree=(3,4)'), /gives tree= more than once: the last is used/);
  assert.equal(readFragment('#tree=(1,2)&tree=(3,4)').treeSource.text, '(3,4)');
  assert.match(said('#tree=(1,2)&tz=abc'), /more than one tree: tree= is used, not tz=/);
  assert.match(said('#tree=(1,2)&held=k1'), /more than one tree: tree= is used, not held=/);
  assert.match(said('#tree=(1,2)&gen=model:iid,d:2,h:2,seed:1&sum=abc'), /more than one tree: tree= is used, not the generated tree/);
  // gen= beside a tree, with no patch= or sum=, is the generator panel's settings (the page writes it).
  assert.deepEqual(readFragment('#tree=(1,2)&gen=model:iid,d:2,h:2,seed:1').problems, []);
  // Numbers past 2^53 are not rounded into another seed.
  assert.match(said('#exp=model:iid,seed:99999999999999999'), /exp=.*seed:99999999999999999.*exceeds 2\^53/);
  assert.equal(readFragment('#exp=model:iid,seed:99999999999999999').state.exp.seed, 1, 'the default, and said so');
  assert.match(said('#exp=model:iid,seed:9007199254740993'), /exceeds 2\^53/);
  assert.match(said('#gen=model:iid,d:2,h:2,seed:9007199254740993'), /gen=.*exceeds 2\^53/);
  assert.match(said('#gen=model:iid,d:2,h:2,nope:3'), /'nope:3' is not a setting/);
  assert.match(said('#tree=(1,2)&gen=zzz'), /gen=\) cannot be read/);
  // Practice keys outside practice mode, compare keys outside the compare view.
  assert.match(said('#ex=prune.F2.s1.d3h4.random.v-9..9'), /ex= is used only in practice mode/);
  assert.match(said('#proc=F2&cmode=diff'), /cmode= is used only with the compare view/);
});

test('url state: lists cut to their caps say so (gen= q, exp= heights and procedures)', () => {
  const many = Array.from({ length: 70 }, (_, i) => (i % 9) / 10).join(';');
  assert.match(readFragment(`#gen=model:nonuniform,d:2,h:2,q:${many}`).problems.join(' '), /gen=.*at most 64 entries/);
  assert.match(readFragment(`#exp=model:iid,h:${Array.from({ length: 70 }, (_, i) => i + 1).join(';')}`).problems.join(' '), /exp=.*at most 64 entries/);
});

test('url state: presentation mode and following travel in the link; off by default they leave no key', async () => {
  const text = '((3,1,4),(1,5,9),(2,6,5))';
  for (const [present, follow] of [
    [true, false],
    [true, true],
    [false, false],
  ]) {
    const hash = await writeFragment({ ...defaults(), present, follow }, text);
    assert.equal(hash.includes('present=1'), present, hash);
    assert.equal(hash.includes('follow=0'), !follow, hash);
    const { state, problems } = readFragment(hash);
    assert.deepEqual(problems, []);
    assert.deepEqual([state.present, state.follow], [present, follow]);
  }
  const plain = readFragment(`#tree=${text}`).state;
  assert.deepEqual([plain.present, plain.follow], [false, true]);
});

test("url state: a link naming a procedure that thinks from Max's standpoint opens in the minimax view unless it names a view", () => {
  assert.equal(readFragment('#proc=sss').state.view, 'minimax');
  assert.equal(readFragment('#proc=mn-alphabeta').state.view, 'minimax');
  assert.equal(readFragment('#proc=sss&view=negamax').state.view, 'negamax');
  assert.equal(readFragment('#proc=pvs').state.view, 'negamax');
  assert.equal(readFragment('#proc=F2').state.view, 'negamax');
});

test('url state: the table view travels in the link as table=1; off by default it leaves no key', async () => {
  const text = '((3,1,4),(1,5,9),(2,6,5))';
  for (const table of [true, false]) {
    const hash = await writeFragment({ ...defaults(), table }, text);
    assert.equal(hash.includes('table=1'), table, hash);
    const { state, problems } = readFragment(hash);
    assert.deepEqual(problems, []);
    assert.equal(state.table, table);
  }
  // Any other value is "off", as for the page's other switches (dewey=, crit=).
  assert.equal(readFragment(`#tree=${text}&table=yes`).state.table, false);
  assert.equal(readFragment(`#tree=${text}&table=1`).state.table, true);
});
