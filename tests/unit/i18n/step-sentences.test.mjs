// The families' step sentences in every language: each event of each family's runs formats
// in fr, es, de, pl and en-XA with no message missing or failing (no warning), differs from
// the English (nothing left untranslated), keeps the numbers and Dewey names, and in en-XA
// is bracketed whole. A message that fails to format shows English, warned once.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describe, readySentence } from '../../../www/families/km/sentences.js';
import { doneSentence } from '../../../www/families/km/steps.js';
import { MnSentences } from '../../../www/families/mn/sentences.js';
import { ThesisSentences } from '../../../www/families/thesis/sentences.js';
import { makeBundle } from '../../../www/i18n/bundle.js';
import { LANGUAGES, PSEUDO } from '../../../www/i18n/languages.js';
import { currentEntries, t, useEntries } from '../../../www/i18n/translate.js';
import { core, GameTree, piTree, record } from '../wasm.mjs';
import { useLanguage } from './english.mjs';

/** Every sentence of the families' procedures on the π tree and a random tree, as `describe` says them now. */
function sentences() {
  const out = [];
  const random = GameTree.generate({ model: 'random-shape', maxDegree: 3, maxDepth: 4, seed: 5, lo: -9, hi: 9 });
  for (const { tree, shape } of [piTree(), { tree: random, shape: random.shape() }]) {
    for (const p of core.procedureCatalog().procedures) {
      const window = p.takesWindow ? { alpha: 1, beta: 4 } : {};
      for (const opts of p.family === 'mn' ? [{ m: 3, n: 2, backup: 'identity' }] : [{}]) {
        const r = record(tree, p.name, { ...opts, ...window, trace: true, analysis: true });
        for (const view of ['negamax', 'minimax']) {
          if (p.family === 'km') {
            const saved = r.windowEffect ? new Set(r.windowEffect.saved) : null;
            out.push(readySentence(p.name, window.alpha ?? '-inf', window.beta ?? '+inf'), doneSentence(r));
            for (const e of r.trace) out.push(describe(e, { proc: p.name, view, shape, isSaved: saved ? (q) => saved.has(q) : undefined }));
          } else if (p.family === 'thesis') {
            const words = new ThesisSentences(shape, p.name, r.minimax, view);
            for (const e of r.trace) out.push(words.describe(e));
          } else {
            const words = new MnSentences(shape);
            for (const e of r.trace) out.push(words.describe(e));
          }
        }
      }
    }
  }
  return out;
}

/** `fn()` with console.warn recorded: [result, warnings]. */
function quiet(fn) {
  const warned = [];
  const warn = console.warn;
  console.warn = (...a) => warned.push(a.join(' '));
  try {
    return [fn(), warned];
  } finally {
    console.warn = warn;
  }
}

useLanguage('en');
const english = sentences();

test('step sentences: there are many, each a sentence (no message id, no placeable left)', () => {
  assert.ok(english.length > 2000, `${english.length} sentences`);
  for (const s of english) assert.match(s, /^[A-Z].*[.?)]$/su, s);
});

for (const lang of [...LANGUAGES.filter((l) => l !== 'en'), PSEUDO]) {
  test(`step sentences in ${lang}: every event formats, translated, with the English sentence's numbers and names`, () => {
    useLanguage(lang);
    try {
      const [said, warned] = quiet(sentences);
      assert.deepEqual(warned, [], `${lang}: messages missing or failing`);
      assert.equal(said.length, english.length);
      said.forEach((s, i) => {
        assert.notEqual(s, english[i], `${lang} left this English: ${s}`);
        assert.doesNotMatch(s, /[{}]|^(km|thesis|mn)-|undefined|NaN/, s);
        // The numbers, Dewey names and ±∞ stay as printed (each of the English sentence's is there).
        for (const n of english[i].match(/[−+]?∞|\d+(\.\d+)*/g) ?? []) assert.ok(s.includes(n), `${lang}: ${n} of "${english[i]}" missing in "${s}"`);
        if (lang === PSEUDO) assert.match(s, /^\[.*\]$/su, s);
      });
    } finally {
      useLanguage('en');
    }
  });
}

test("a message that fails to format in the page's language shows English, warned once", () => {
  const saved = currentEntries();
  const broken = makeBundle('de', 'km-ready = Bereit: { $nope }\n');
  useEntries([broken, ...saved]);
  try {
    const [said, warned] = quiet(() => [readySentence('F2', 1, 4), readySentence('F2', 1, 4)]);
    assert.deepEqual(said, [
      'Ready: F2 starts at the root (Max to move) with window (α, β) = (1, 4). Step forward (→) or play (Space).',
      'Ready: F2 starts at the root (Max to move) with window (α, β) = (1, 4). Step forward (→) or play (Space).',
    ]);
    assert.equal(warned.length, 1, warned.join('\n'));
    assert.match(warned[0], /km-ready/);
  } finally {
    useEntries(saved);
  }
  assert.equal(t('km-why-shallow'), "a shallow cutoff (the bound is the parent's value)");
});
