// Every string the table view of the search shows (view/search-table.js), in one place: each
// sentence is made whole here from its variables, never pieced together elsewhere, so that a
// message file can take its place when the page is translated.
import { formatScore as f } from '../core/score.js';

const num = (n) => n.toLocaleString('en');
/** The root as the table names it (its Dewey name is empty). */
export const ROOT = 'root';

export const TABLE_WORDS = {
  toggle: 'Table',
  toggleTitle: 'The search as a table: one row per position, in depth-first order (a screen reader reads this instead of the drawing)',
  heading: 'The search as a table',
  caption: (proc, standpoint) => `${proc}: one row per position in depth-first order; values ${standpoint}`,
  standpoint: { negamax: 'from the standpoint of the player to move (negamax)', minimax: "from Max's standpoint (minimax)" },
  head: { position: 'Position', player: 'To move', window: 'Window (α, β)', value: 'Value or bound', status: 'Status' },
  region: 'The search as a table (scrolls sideways on narrow screens)',
  selectRow: (name) => `Select position ${name}`,
  none: '—',
  window: (a, b) => `(${f(a)}, ${f(b)})`,
  status: {
    examined: 'examined',
    current: 'examined (the current step)',
    pending: 'not reached yet',
    skipped: 'not examined',
    cut: (kind, at) => `cut off by ${kind === 'shallow' ? 'a shallow cutoff' : kind === 'deep' ? 'a deep cutoff' : kind === 'window' ? "the window's bound" : `a cutoff (${String(kind).replace(/_/g, ' ')})`} at ${at}`,
    saved: (at) => `saved by the window (this search cut it off at ${at}; the full window examines it)`,
    savedPlain: 'saved by the window (the full window examines it)',
  },
  rows: (from, to, n, around) => `Rows ${num(from)}–${num(to)} of ${num(n)} positions (depth-first), ${around}. The drawing shows them all; the table shows ${num(to - from + 1)} at a time.`,
  around: { step: 'around the current step', selection: 'around the selected position', start: 'from the root', moved: 'as you moved them' },
  earlier: 'Earlier rows',
  later: 'Later rows',
  announceCurrent: (name, k, n) => `Table: the current step is at ${name}, row ${num(k)} of ${num(n)}.`,
  hiddenPractice: 'The table of the search is hidden while you practise: it would give the answers.',
  compareNote: (proc) => `The compare view shows several runs; the table lists ${proc}'s.`,
  waiting: 'The table follows when the search is done.',
};
