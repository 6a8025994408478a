// The practice part of the link (see state/url-state.js for the rest):
//
//   #mode=practice&task=values&ex=values.F2.s123.d3h4.good.v-9..9&set=...&hide=1
//
// mode=practice opens practice mode; task (prune|values|window|next|order) is the task on
// the link's tree; ex is an exercise spec in the core's text form (the tree comes from its
// seed); set a comma-separated exercise set (progress kept in localStorage); hide=1 a
// teacher's link: "Show answer" waits until the student has checked once. Read here,
// validated in form only (the core validates ex and set); nothing reaches the DOM as HTML.
import { TASKS } from './tasks.js';

const SPEC = /^[a-z0-9.,_+\-]{1,600}$/i;

export function practiceDefaults() {
  return { mode: 'explore', task: 'prune', ex: null, set: null, hide: false };
}

/** The practice keys of a split fragment (a Map), with problems pushed to `problems`. */
export function readPractice(p, problems = []) {
  const out = practiceDefaults();
  if (p.get('mode') === 'practice') out.mode = 'practice';
  else if (p.has('mode') && p.get('mode') !== 'explore') problems.push(`unknown mode '${p.get('mode').slice(0, 20)}' (explore or practice)`);
  const bad = new Set(); // reported already
  if (p.has('task')) {
    const t = p.get('task').trim().toLowerCase();
    if (TASKS.includes(t)) out.task = t;
    else {
      problems.push(`unknown task '${t.slice(0, 20)}' (${TASKS.join(', ')})`);
      bad.add('task');
    }
  }
  for (const k of ['ex', 'set']) {
    if (!p.has(k)) continue;
    const v = p.get(k).trim();
    if (SPEC.test(v)) out[k] = v;
    else {
      problems.push(`the exercise${k === 'set' ? ' set' : ''} in ${k}= could not be read: ${v.length > 600 ? 'it is longer than 600 characters' : 'an exercise is letters, digits and . , _ + - (such as prune.F2.s1.d3h4.random.v-9..9)'}`);
      bad.add(k);
    }
  }
  out.hide = p.get('hide') === '1';
  if (out.mode === 'practice') return out;
  // The practice keys mean nothing in explore mode, and the page does not write them there.
  const unused = ['task', 'ex', 'set', 'hide'].filter((k) => p.has(k) && !bad.has(k) && (k !== 'hide' || out.hide));
  if (unused.length) problems.push(`${unused.map((k) => `${k}=`).join(', ')} ${unused.length === 1 ? 'is' : 'are'} used only in practice mode (mode=practice)`);
  return practiceDefaults();
}

/** The link's practice keys (empty in explore mode). */
export function writePractice(s) {
  if (s?.mode !== 'practice') return [];
  const parts = ['mode=practice', `task=${s.task}`];
  if (s.ex) parts.push(`ex=${s.ex}`);
  if (s.set) parts.push(`set=${s.set}`);
  if (s.hide) parts.push('hide=1');
  return parts;
}
