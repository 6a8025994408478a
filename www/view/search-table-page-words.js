// What the page writes in the table view's place itself (view/page-paint.js): the heading and
// the note while the table waits for the runs or is hidden during an exercise, and the note
// of the compare view's table. The table's own words are search-table-words.js's, which loads
// with the table's code (view/search-table-lazy.js), not with the first load.
import { t } from '../i18n/translate.js';

export const TABLE_PAGE_WORDS = {
  get heading() {
    return t('table-title');
  },
  get hiddenPractice() {
    return t('table-hidden-practice');
  },
  get waiting() {
    return t('table-waiting');
  },
  compareNote: (proc) => t('table-compare-note', { proc }),
};
