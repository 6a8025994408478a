// The catalogue's procedure labels and paper titles in the page's language: the words of the
// procedure menu and of the experiments' procedure list ("F1 — branch-and-bound",
// "Muszycka 1985 (thesis)"). The procedures' names, the papers' authors and years and their
// section numbers stay as printed; English's messages are the catalogue's own labels
// (tests/unit/i18n/catalogue-words.test.mjs), and a procedure without a message keeps the
// catalogue's label.

import { procedure } from '../core/procedures.js';
import { t } from './translate.js';

/** Procedure `p`'s label (p: a catalogue entry, {name, label}). */
export const procedureLabel = (p) => worded(`proc-label-${p.name}`, p.label);

/**
 * A procedure's proper name for sentences ("Fail-soft alpha-beta", "NegaScout", "MTD(f)",
 * "F2"): its label in the page's language up to the dash that begins its description ("F2 —
 * alpha-beta"), never the catalogue's internal name (failsoft, mtdf) nor a table's
 * abbreviation (FS). An unknown name stays as it is.
 */
export function procedureName(name) {
  const p = procedure(name);
  return p ? procedureLabel(p).split(' — ')[0] : name;
}

/** A paper's title in the menus (paper: {id, title}, core/procedures.js PAPERS). */
export const paperTitle = (paper) => worded(`paper-title-${paper.id}`, paper.title);

function worded(id, fallback) {
  const s = t(id);
  return s === id ? fallback : s;
}
