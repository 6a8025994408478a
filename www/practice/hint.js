// The exercise's one hint (the core's practiceHint), for a practice session (session.js):
// shown in the page's language, its position selected, counted with the score.
import { t } from '../i18n/translate.js';
import { coreSentence } from './core-message.js';

/** Shows session `s`'s hint (once: a second call returns the same text); its text, or null. */
export function showHint(s) {
  if (s.hintsUsed) return s.hintText;
  let hnt;
  try {
    hnt = s.g.practiceHint(s.task, s.o.proc, s.options());
  } catch (e) {
    s.error.textContent = t('practice-no-hint', { error: e.message });
    return null;
  }
  s.hintsUsed = 1;
  s.hintText = hnt.text;
  // The core's sentence in the page's language (its message; English from a core without it).
  s.hintBox.textContent = t('practice-hint', { text: coreSentence(hnt.message, hnt.text).text });
  s.hintBox.hidden = false;
  s.hintBtn.disabled = true;
  s.hintBtn.textContent = t('practice-hint-used');
  // The hint in view (on a phone it is below the buttons, under the fold).
  const r = s.hintBox.getBoundingClientRect();
  if (r.bottom > window.innerHeight || r.top < 0) s.hintBox.scrollIntoView({ block: 'nearest', behavior: 'auto' });
  // The position it is about, selected (not in the next task, where selecting answers, nor the ordering puzzle).
  const id = s.kind.hintSelects ? s.idOf(hnt.position) : -1;
  if (hnt.position !== '' && id >= 0) s.select(id, 'hint');
  return hnt.text;
}
