// The practice bar's "Learning system…" menu: SCORM version, mastery score, and the button
// "Download for a learning system" (lms/package.js). docs/teaching.md says what to do with
// the zip.

import { messageOf } from '../core/errors.js';
import { t } from '../i18n/translate.js';
import { downloadPackage } from './package.js';

/**
 * @param {{core: object, set: () => string|null, note: (t: string) => void, announce: (t: string) => void,
 *   h: (tag: string, attrs?: object, ...kids: any[]) => HTMLElement}} o
 */
export function packageMenu({ core, set, note, announce, h }) {
  const version = h(
    'select',
    { class: 'pr-scorm-version', 'aria-label': t('lms-version-label') },
    h('option', { value: '1.2', text: 'SCORM 1.2', selected: true }),
    h('option', { value: '2004', text: 'SCORM 2004 (4th ed.)' }),
  );
  const mastery = h('input', { class: 'pr-scorm-mastery', type: 'number', min: '0', max: '100', value: '80', size: '4' });
  // The teacher's choice of when Show answer shows it (a graded package: not before the
  // attempts are spent) and of what a hint costs.
  const answers = h(
    'select',
    { class: 'pr-scorm-answers', 'aria-label': t('lms-answers-label') },
    ...Object.entries({ 'after-attempts': 'lms-answers-after-attempts', never: 'lms-answers-never', always: 'lms-answers-always' }).map(([v, id], i) =>
      h('option', { value: v, text: t(id), selected: i === 0 }),
    ),
  );
  const hintCost = h('input', { class: 'pr-scorm-hint-cost', type: 'number', min: '0', max: '100', value: '0', size: '4' });
  const button = h('button', {
    type: 'button',
    class: 'pr-scorm',
    text: t('lms-download'),
    title: t('lms-download-title'),
    onclick: async () => {
      const text = set();
      if (!text) {
        note(t('lms-no-set'));
        return;
      }
      const m = Number(mastery.value);
      if (!Number.isInteger(m) || m < 0 || m > 100) {
        note(t('lms-bad-mastery'));
        return;
      }
      const cost = Number(hintCost.value);
      if (!Number.isInteger(cost) || cost < 0 || cost > 100) {
        note(t('lms-bad-hint-cost'));
        return;
      }
      button.disabled = true;
      try {
        const name = await downloadPackage(core, text, { version: version.value, mastery: m, answers: answers.value, hintCost: cost });
        note('');
        announce(t('lms-saved', { name }));
      } catch (e) {
        note(t('lms-no-package', { error: messageOf(e) })); // the core's and the page's errors in the page's language
      } finally {
        button.disabled = false;
      }
    },
  });
  return h(
    'details',
    { class: 'menu practice-lms' },
    h('summary', { text: t('lms-menu') }),
    h(
      'div',
      { class: 'practice-gen' },
      h('label', {}, `${t('lms-version')} `, version),
      h('label', {}, `${t('lms-mastery')} `, mastery),
      h('label', {}, `${t('lms-answers')} `, answers),
      h('label', {}, `${t('lms-hint-cost')} `, hintCost),
      button,
    ),
  );
}
