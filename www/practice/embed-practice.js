// <game-tree-playground mode="practice">: one exercise in the element's shadow root, read
// from its attributes (task, proc or procedure, tree or example, alpha, beta, view, hide,
// feedback: end | continuous | fix, practice/feedback-mode.js).
// Loaded by embed/embed.js only for practice mode.
import { TreeView } from '../view/tree-view.js';
import { NEG_INF, POS_INF, parseScore, toNumber } from '../core/score.js';
import { KM, OTHERS, findProc } from '../core/procedures.js';
import { nextSupported } from './next-procs.js';
import { PracticeSession } from './session.js';
import { TASKS } from './tasks.js';
import { FEEDBACK_MODES } from './feedback-mode.js';
import { defaultStatement } from './statement.js';
import { tooDeep } from '../core/depth-limit.js';
import css from './practice.css?inline';
import { DEFAULT_PROC } from '../families/defaults.js';

/** A PracticeSession for element `el` inside `wrap` (its shadow content); `onAnswer(summary)`. */
export function practiceSession(el, core, wrap, onAnswer) {
  const attr = (k, d) => (el.getAttribute(k) ?? d).trim();
  const task = attr('task', 'prune').toLowerCase();
  if (!TASKS.includes(task)) throw new Error(`task must be one of ${TASKS.join(', ')}, not '${task.slice(0, 20)}'`);
  // The procedure by the catalogue's names and aliases (the core's): an unknown one is an
  // error event, not an exercise about it.
  const asked = attr('proc', attr('procedure', DEFAULT_PROC));
  const proc = findProc(asked);
  if (!proc || proc === 'compare') throw new Error(`proc must be one of ${[...KM, ...OTHERS].join(', ')}, not '${asked.slice(0, 20)}'`);
  const why = task === 'next' ? nextSupported(core, proc) : true;
  if (why !== true) throw new Error(why);
  const view = attr('view', 'minimax').toLowerCase();
  if (view !== 'negamax' && view !== 'minimax') throw new Error('view must be negamax or minimax');
  const feedback = attr('feedback', 'end').toLowerCase();
  if (!FEEDBACK_MODES.includes(feedback)) throw new Error(`feedback must be one of ${FEEDBACK_MODES.join(', ')}, not '${feedback.slice(0, 20)}'`);
  const alpha = parseScore(attr('alpha', NEG_INF), 'alpha');
  const beta = parseScore(attr('beta', POS_INF), 'beta');
  if (!(toNumber(alpha) < toNumber(beta))) throw new Error('alpha must be less than beta');
  const text = el.getAttribute('tree');
  const g = text != null && text.trim() !== '' ? core.GameTree.parse(text) : core.GameTree.example(attr('example', 'pi'));
  let treeText;
  try {
    if (g.size() > 2000) throw new Error(`a practice tree has at most 2000 positions (this one ${g.size()})`);
    const deep = tooDeep(g.height(), 'this element');
    if (deep) throw new Error(deep);
    treeText = g.text();
  } finally {
    g.free();
  }
  const root = wrap.getRootNode();
  if (!root.querySelector?.('style[data-practice]')) {
    const style = document.createElement('style');
    style.dataset.practice = '';
    style.textContent = css + ':host([mode=practice]) { height: auto; } .practice { padding: 6px 8px; }';
    wrap.before(style);
  }
  const host = document.createElement('div');
  wrap.prepend(host);
  const session = new PracticeSession(host, {
    core,
    TreeView,
    treeText,
    task,
    proc,
    alpha,
    beta,
    view,
    hide: el.hasAttribute('hide'),
    feedback,
    statement: el.getAttribute('statement') ?? defaultStatement(task, proc, alpha, beta, view),
    onAnswer,
  });
  const destroy = session.destroy.bind(session);
  session.destroy = () => (destroy(), host.remove());
  return session;
}
