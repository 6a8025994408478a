// Every string the table view of the search shows (view/search-table.js), in one place: each
// sentence comes whole from the message files (table-*), in the page's language, made from
// its variables, never pieced together elsewhere. What the page writes in the table's place
// itself (its heading and note while the table's code is not in) is search-table-page-words.js's,
// so that this file loads with the table's code, not with the first load.
import { formatScore as f } from '../core/score.js';
import { count, quantity, t } from '../i18n/translate.js';

/** The root as the table names it (its Dewey name is empty): "root" in the page's language. */
export const rootName = () => t('table-root');

export const TABLE_WORDS = {
  caption: (proc, view) => t('table-caption', { proc, view }),
  get head() {
    return {
      position: t('table-head-position'),
      player: t('table-head-player'),
      window: t('table-head-window'),
      value: t('table-head-value'),
      status: t('table-head-status'),
    };
  },
  get region() {
    return t('table-region');
  },
  selectRow: (name) => t('table-select-row', { p: name }),
  none: '—',
  window: (a, b) => `(${f(a)}, ${f(b)})`,
  status: {
    get examined() {
      return t('table-status-examined');
    },
    get current() {
      return t('table-status-current');
    },
    get pending() {
      return t('table-status-pending');
    },
    get skipped() {
      return t('table-status-skipped');
    },
    cut: (kind, at) =>
      t('table-status-cut', { kind: ['shallow', 'deep', 'window'].includes(kind) ? kind : 'other', name: String(kind).replace(/_/g, ' '), at }),
    saved: (at) => t('table-status-saved', { at }),
    get savedPlain() {
      return t('table-status-saved-plain');
    },
  },
  rows: (from, to, n, around) =>
    t('table-rows', { from: quantity(from), to: quantity(to), size: quantity(n), count: count(n), around, shown: count(to - from + 1) }),
  get earlier() {
    return t('table-earlier');
  },
  get later() {
    return t('table-later');
  },
  announceCurrent: (name, k, n) => t('table-announce', { p: name, row: quantity(k), size: quantity(n) }),
};
