// The diagnosis of a checked answer: the known mistakes (crate/src/mutants: wrong procedures
// such as a strict cutoff test, K&M's m > β for m ≥ β) that the answer follows, or the
// closest one, in words ("Your marks are what alpha-beta gives if … Here that means …"), its
// explanation, and a button that opens the difference view of the mistake against the
// correct procedure on this tree (where the page has that view).

import { count, currentEntries, t } from '../i18n/translate.js';
import { coreSpan } from './core-message.js';
import { h } from './dom.js';

/**
 * A mistake's words in the page's language, by the core's id: `mutant-<id>-title`,
 * `-explanation` and `-clause` (tests/unit/i18n/messages.test.mjs finds them by the core's
 * mutant ids); null for a mistake the messages do not know (it keeps the core's English).
 */
export function mistakeWords(id) {
  const known = currentEntries().some((e) => e?.bundle?.hasMessage(`mutant-${id}-title`));
  return known ? { title: `mutant-${id}-title`, explanation: `mutant-${id}-explanation`, clause: `mutant-${id}-clause` } : null;
}

/** A diagnosis item with its title and explanation in the page's language. */
function localMutant(d) {
  const w = mistakeWords(d.id);
  return w ? { ...d, title: t(w.title), explanation: d.explanation ? t(w.explanation) : d.explanation } : d;
}

/**
 * A diagnosis' sentence: the core's message (`practice-dx-text`: the task, the mistake, how
 * many positions apart, the example) in the page's language, the example — the check's own
 * sentence — by its message too (`exampleMessage`; English, marked lang="en", from a core
 * without it), unless `shown`: the student's own lines say it already (the line of that
 * position leads them); a core without the message gives its English text.
 */
function dxText(d, shown) {
  const m = d.message;
  const clause = mistakeWords(d.id)?.clause;
  if (m?.id !== 'practice-dx-text' || !clause) return h('p', { class: 'pr-dx-text', lang: 'en', text: d.text });
  const near = m.args.near === 'none' ? 'none' : count(Number(m.args.near));
  const text = t('practice-dx-text', { task: m.args.task, near, clause: t(clause), lead: t('practice-dx-lead', { task: m.args.task, near }) });
  const p = h('p', { class: 'pr-dx-text' }, text);
  if (m.args.example !== 'none' && !shown) p.append(` ${t('practice-dx-here')} `, coreSpan('pr-dx-example', m.args.exampleMessage, m.args.example));
  return p;
}

/**
 * The diagnosis of the core's check `r`: `note`, the clause the score line ends with (the
 * mistakes' names; null when there is none), `nodes`, one block per mistake, each with a
 * button calling `onDifference(id)` when the page gives one, and `first`, the position whose
 * line of the check is a mistake's example (null if none): that line leads the check's lines
 * and the example is not said twice.
 */
export function diagnosisView(r, onDifference) {
  const items = [
    ...(r.diagnosis ?? []).map((d) => ({ ...localMutant(d), closest: false })),
    ...(r.closest ? [{ ...localMutant(r.closest), closest: true }] : []),
  ];
  // The example is the first line where the mistake's answer parts from the right one, in the
  // check's words: when the student's answer has that line, it is the same sentence.
  const lineOf = (d) => (d.message?.args?.example ? r.feedback.find((fb) => fb.verdict !== 'right' && fb.sentence === d.message.args.example) : undefined);
  const first = items.map(lineOf).find(Boolean)?.position ?? null;
  const names = items.map((d) => d.title).join('; ');
  const note = items.length ? t(items[0].closest ? 'practice-dx-close' : 'practice-dx-known', { names }) : null;
  const nodes = items.map((d) =>
    h(
      'div',
      { class: 'pr-dx', 'data-mutant': d.id },
      h('p', {
        class: 'pr-dx-title',
        text: d.closest ? t('practice-dx-closest-title', { count: count(d.differences), title: d.title }) : t('practice-dx-title', { title: d.title }),
      }),
      dxText(d, !!lineOf(d)),
      d.explanation ? h('details', { class: 'pr-dx-more' }, h('summary', { text: t('practice-dx-why') }), h('p', { text: d.explanation })) : null,
      onDifference
        ? h('button', {
            type: 'button',
            class: 'pr-dx-show',
            text: t('practice-dx-show'),
            title: t('practice-dx-show-title'),
            onclick: () => onDifference(d.id),
          })
        : null,
    ),
  );
  return { note, nodes, first };
}
