// The practice bar's "Learning system…" menu: SCORM version, mastery score, and the button
// "Download for a learning system" (lms/package.js). docs/teaching.md says what to do with
// the zip.
import { downloadPackage } from './package.js';

/**
 * @param {{core: object, set: () => string|null, note: (t: string) => void, announce: (t: string) => void,
 *   h: (tag: string, attrs?: object, ...kids: any[]) => HTMLElement}} o
 */
export function packageMenu({ core, set, note, announce, h }) {
  const version = h('select', { class: 'pr-scorm-version', 'aria-label': 'SCORM version' }, h('option', { value: '1.2', text: 'SCORM 1.2', selected: true }), h('option', { value: '2004', text: 'SCORM 2004 (4th ed.)' }));
  const mastery = h('input', { class: 'pr-scorm-mastery', type: 'number', min: '0', max: '100', value: '80', size: '4' });
  const button = h('button', {
    type: 'button',
    class: 'pr-scorm',
    text: 'Download for a learning system',
    title: 'A SCORM package of this set (or exercise) for Moodle, Canvas, Blackboard, Brightspace…',
    onclick: async () => {
      const text = set();
      if (!text) {
        note('Make an exercise or open a set first: the package holds an exercise set.');
        return;
      }
      const m = Number(mastery.value);
      if (!Number.isInteger(m) || m < 0 || m > 100) {
        note('The mastery score is a whole percentage from 0 to 100.');
        return;
      }
      button.disabled = true;
      try {
        const name = await downloadPackage(core, text, { version: version.value, mastery: m });
        note('');
        announce(`${name} saved: import it into the learning system as a SCORM activity.`);
      } catch (e) {
        note(`No package: ${e?.message ?? e}`);
      } finally {
        button.disabled = false;
      }
    },
  });
  return h('details', { class: 'menu practice-lms' }, h('summary', { text: 'Learning system…' }), h('div', { class: 'practice-gen' }, h('label', {}, 'Version ', version), h('label', {}, 'Pass at % ', mastery), button));
}
