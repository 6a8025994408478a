// Practice mode on the page (mode=practice in the link), loaded only when it is switched on:
// the task, procedure and view menus, "New exercise" from a seed and a difficulty (the
// core's exerciseGenerate; the exercise's text travels in the link as ex=), an exercise set
// (set=, progress in localStorage), LaTeX worksheets and Print. One PracticeSession (the
// task itself) on the page's current tree; a new tree, task, procedure or view makes a
// new one. The bar's menus and the attempt log's: bar-menus.js. The set's current exercise
// and fresh trees per attempt: set-attempts.js.

import { messageOf } from '../core/load.js';
import { mutantNamed, NEGAMAX, shortName } from '../core/procedures.js';
import { DEFAULT_PROC } from '../families/defaults.js';
import { familyFor, loadFamilies } from '../families/index.js';
import { language } from '../i18n/l10n.js';
import { count, t } from '../i18n/translate.js';
import { postToParent } from '../lms/parent.js';
import { PracticeLms } from '../lms/practice-lms.js';
import { comparing } from '../state/show.js';
import { mistakeTitle } from '../view/compare-diff.js';
import { save } from '../view/export.js';
import { AttemptLog } from './attempt-log.js';
import { attemptKey, noteExplored, wasExplored } from './attempts.js';
import { buildBar, logMenu } from './bar-menus.js';
import { coreSentence } from './core-message.js';
import { h } from './dom.js';
import { runnableExercise } from './link-exercise.js';
import { nextSupported } from './next-procs.js';
import css from './practice.css?inline';
import { PracticeSession } from './session.js';
import { attemptsBar, currentOfSet, freshExercise } from './set-attempts.js';
import { defaultStatement } from './statement.js';
import { TASK_KINDS } from './tasks/index.js';

export class PracticeMode {
  /**
   * @param {HTMLElement} host
   * @param {{core: object, store: import('../state/store.js').Store, doc: object, TreeView: Function,
   *   loadText: (text: string) => void, setProc: (name: string) => void, announce: (t: string) => void}} o
   */
  constructor(host, o) {
    Object.assign(this, o);
    this.host = host;
    if (!document.getElementById('practice-css')) document.head.append(h('style', { id: 'practice-css', text: css }));
    this.bar = h('div', { class: 'practice-bar' });
    this.setBar = h('div', { class: 'practice-set', hidden: true });
    this.sessionHost = h('div', { class: 'practice-host' });
    // fresh=1: the attempts on this exercise, and the way to a new tree (fresh.js).
    this.freshBar = h('div', { class: 'practice-fresh', hidden: true });
    this.msg = h('p', { class: 'message', role: 'alert' });
    // Leaving for the explore view shows the search on this tree, so the answer: a deliberate act.
    this.leaveBox = h(
      'div',
      { class: 'practice-leave', role: 'alertdialog', 'aria-label': t('practice-leave-label'), hidden: true },
      h('p', { text: t('practice-leave-text') }),
      h('button', { type: 'button', class: 'pr-leave', text: t('practice-leave'), onclick: () => this.onLeave?.() }),
      h('button', { type: 'button', class: 'pr-stay', text: t('practice-stay'), onclick: () => (this.leaveBox.hidden = true) }),
    );
    // The printed worksheet's heading (print.css shows it; the page's is "Practice"): the task and the procedure.
    this.printTitle = h('p', { class: 'pr-print-title' });
    host.replaceChildren(
      h('h2', { class: 'practice-title', text: t('practice-title') }),
      this.printTitle,
      this.leaveBox,
      this.bar,
      this.setBar,
      this.freshBar,
      this.msg,
      this.sessionHost,
    );
    this.key = null;
    // In an iframe: every check is posted to the parent page ({type: 'gametree-answer',
    // detail}), and the parent may submit an answer as data ({type: 'gametree-submit',
    // answer}); the reply is the same answer message. See docs/embedding.md.
    this.onMessage = (e) => {
      if (e.source !== window.parent || e.data?.type !== 'gametree-submit' || !this.session) return;
      try {
        this.session.submitAnswer(e.data.answer);
      } catch (err) {
        postToParent({ type: 'gametree-error', message: messageOf(err) });
      }
    };
    if (window.parent !== window) window.addEventListener('message', this.onMessage);
    // In a frame or a window opened by one: SPLICE, frame height, SCORM (www/lms/); and a
    // package opened on its own (pass= in its link), which says that nothing is recorded.
    if (window.parent !== window || window.opener || this.P.pass != null) this.lms = new PracticeLms(this);
  }

  /** The attempt log changed from outside a check (a learning system's restored records): its menu follows. */
  logChanged() {
    logMenu(this);
  }

  /** The page state (read only: changes go through the store's actions). */
  get S() {
    return this.store.state;
  }

  get P() {
    return this.S.practice;
  }

  /**
   * The Practice switch pressed while practising: `leave()` (explore mode) at once if the
   * exercise has been checked, else after the student confirms. Either way the attempt
   * record notes it (left(), called when the mode goes).
   */
  confirmLeave(leave) {
    if (!this.session || this.session.checked) return leave();
    this.onLeave = () => {
      this.leaveBox.hidden = true;
      leave();
    };
    this.leaveBox.hidden = false;
    this.leaveBox.querySelector('.pr-stay').focus();
  }

  /** Practice mode goes (the switch, or a link in explore mode): the attempt record notes it. */
  left() {
    if (this.attempt) noteExplored(this.attempt);
  }

  /** The procedure the exercise runs: the page's, or F2 (compare; or a procedure the next task cannot step through). */
  #proc() {
    const p = comparing(this.S) ? DEFAULT_PROC : this.S.proc;
    return this.P.task === 'next' && nextSupported(this.core, p) !== true ? DEFAULT_PROC : p;
  }

  /** The core's exercise for `spec` (text or object), or null; `this.note` says why not, or that it steps through F2. */
  #exercise(spec) {
    try {
      return runnableExercise(this.core, spec, (why) => (this.note = `${why}.`));
    } catch (e) {
      this.note = t('practice-unusable', { error: messageOf(e) });
      return null;
    }
  }

  /** Loads the code of procedure `name` (families/index.js), then syncs again; a failure drops the exercise. */
  #loadProcedure(name) {
    if (this.loadingProc === name) return;
    this.loadingProc = name;
    const done = (failed) => {
      this.loadingProc = null;
      if (this.destroyed) return;
      if (failed || !familyFor(name)) {
        this.lost = t('practice-proc-not-loaded', { proc: shortName(name), error: failed || 'none' });
        this.dropExercise();
      }
      this.sync();
    };
    loadFamilies([name]).then(
      () => done(null),
      (e) => done(messageOf(e)),
    );
  }

  /** The exercise (or the set) the page cannot open leaves the state and the link. */
  dropExercise() {
    this.loadedEx = null;
    this.store.setPractice(this.P.set ? { set: null } : { ex: null });
  }

  /** A change of the practice state (a new task drops the exercise: state/store.js); the
   *  page syncs the session when told (app.js), or here when nothing changed. */
  #set(patch) {
    this.lost = '';
    const before = this.store.state;
    this.store.setPractice(patch);
    if (this.store.state === before) this.sync();
  }

  #newExercise(freshSeed) {
    const fd = new FormData(this.genForm);
    if (freshSeed) this.genForm.elements.seed.value = String(this.core.freshSeed());
    const n = (k) => Number(this.genForm.elements[k].value);
    const spec = {
      task: this.P.task,
      proc: this.#proc(),
      seed: n('seed'),
      degree: n('degree'),
      height: n('height'),
      order: fd.get('order'),
      lo: n('lo'),
      hi: n('hi'),
      view: this.S.view,
    };
    this.lost = '';
    try {
      const ex = this.core.exerciseGenerate(spec);
      this.msg.textContent = '';
      this.loadedEx = null;
      this.#set({ ex: ex.text, set: null });
    } catch (e) {
      this.msg.textContent = messageOf(e);
    }
  }

  #latex(solution) {
    if (solution && this.P.hide) return; // a teacher's link gives no solution (bar-menus.js disables the button)
    try {
      let tex;
      // An exercise (alone or the set's current one): titled, with a QR code of its link on an http(s) page.
      const exText = this.P.ex ?? (this.progress ? this.loadedEx : null);
      const url = /^https?:$/.test(location.protocol) ? location.origin + location.pathname : undefined;
      const s = this.session?.o ?? {};
      const run = { proc: s.proc ?? DEFAULT_PROC, view: this.S.view, ...(this.P.task === 'window' ? { alpha: s.alpha, beta: s.beta } : {}) };
      // The sheet in the page's language: its statement, title and labels, and the solution's
      // sentence the core gives as a message.
      const words = { statement: s.statement, subtreeLabel: t('practice-sheet-subtree') };
      if (solution) words.solutionText = coreSentence(this.doc.tree.worksheetSolution(run), undefined).text;
      if (exText)
        tex = this.core.exerciseWorksheet(exText, {
          solution,
          standalone: true,
          url,
          number: this.progress ? this.progress.at + 1 : undefined,
          title: this.printTitle.textContent,
          ...words,
        });
      else tex = this.doc.tree.worksheetTex({ solution, standalone: true, ...run, ...words });
      save(new Blob([tex], { type: 'application/x-tex' }), `worksheet-${this.P.task}${solution ? '-solution' : ''}.tex`);
      this.announce(t(solution ? 'practice-latex-saved-solution' : 'practice-latex-saved'));
    } catch (e) {
      this.msg.textContent = messageOf(e);
    }
  }

  /**
   * The difference view of mistake `id` (the diagnosis' id) against procedure `proc` on the
   * exercise's tree, as one change of the page (compare-view.js centres the first position
   * where the two runs part). The exercise has been checked, so leaving it asks nothing; the
   * attempt record notes the visit as any leaving does.
   */
  #showDifference(id, proc) {
    const name = mutantNamed(id);
    if (!name) {
      this.msg.textContent = t('practice-mistake-unknown', { id });
      return;
    }
    // A history entry: the browser's Back returns to the exercise (its link, restored as any
    // link is), the difference view's link replacing this new entry once written.
    history.pushState(history.state, '', location.href);
    this.store.batch(() => {
      this.store.setPracticeMode('explore');
      this.store.showCompare();
      this.store.setCompareMode('diff');
      this.store.chooseDiff(name, proc);
    });
    this.announce(t('practice-difference-announce', { mistake: mistakeTitle(name), proc: shortName(proc) }));
    // The view where the diagnosis was read may be scrolled far down (a phone): the page's
    // top, where the difference view stands whole under its choices.
    requestAnimationFrame(() => window.scrollTo(0, 0));
  }

  /** Brings the session in step with the page: a new tree, task, procedure or view. What it
   *  tells the store (the exercise's task, procedure, view and tree) is one change, told after. */
  sync() {
    this.store.batch(() => this.#sync());
  }

  #sync() {
    this.note = '';
    const current = currentOfSet(this);
    let ex = null;
    if (current || this.P.ex) {
      ex = this.#exercise(current ?? this.P.ex);
      if (!ex) {
        // An exercise the core refuses (a link's was checked already: link-exercise.js) is
        // dropped, with its set, so the page and its link never keep half of it.
        this.lost = this.note;
        this.note = '';
        this.dropExercise();
      }
    }
    ex = freshExercise(this, ex, current);
    this.ex = ex;
    const exText = ex?.text ?? null;
    if (ex && this.loadedEx !== ex.text && familyFor(ex.spec.proc)) {
      this.loadedEx = ex.text;
      this.store.openExercise(ex.spec); // its task, procedure and view
      this.loadText(ex.tree); // repaints the page, which calls sync() again
      return;
    }
    if (ex) this.store.openExercise({ task: ex.spec.task });
    // The exercise's procedure runs on the page too: its code first (an SSS* exercise on a
    // page that showed F2 has not loaded SSS*'s).
    if (ex && this.loadedEx !== ex.text) return this.#loadProcedure(ex.spec.proc);
    const P = this.P;
    const proc = this.#proc();
    const number = this.progress ? count(this.progress.at + 1) : null;
    this.printTitle.textContent = t('practice-print-title', {
      number: number || 'none',
      task: TASK_KINDS[P.task] ? t(TASK_KINDS[P.task].title) : P.task,
      proc: shortName(proc),
    });
    const alpha = ex?.spec.alpha ?? this.S.alpha;
    const beta = ex?.spec.beta ?? this.S.beta;
    // The exercise's identity, which a learning system's saved state is keyed by, holds no
    // language: only the session (its words) is rebuilt when the language changes.
    const identity = [this.doc.text, P.task, proc, this.S.view, alpha, beta, P.hide, exText, P.feedback, P.answers, P.hintcost].join('|');
    const key = [language(), identity].join('|');
    if (key === this.key) return;
    this.key = key;
    this.identity = identity;
    this.leaveBox.hidden = true;
    this.attempt = attemptKey(exText ? [exText] : [P.task, proc, this.S.view, alpha, beta, this.doc.text]);
    const explored = wasExplored(this.attempt);
    buildBar(this, { proc, set: (patch) => this.#set(patch), newExercise: (fresh) => this.#newExercise(fresh), latex: (solution) => this.#latex(solution) });
    logMenu(this);
    this.session?.destroy();
    this.session = null;
    try {
      this.session = new PracticeSession(this.sessionHost, {
        core: this.core,
        TreeView: this.TreeView,
        treeText: this.doc.text,
        task: P.task,
        proc,
        alpha,
        beta,
        view: this.S.view,
        hide: P.hide,
        feedback: P.feedback,
        // A package's policy (answers=): Show answer always, once a limit of attempts is spent, or never.
        answersAllowed: () => P.answers === 'always' || (P.answers === 'after-attempts' && !!this.fresh?.exhausted),
        hintCost: P.hintcost ?? 0,
        exercise: exText ?? undefined,
        actions: this.fresh ? [this.freshAgain] : [],
        // The diagnosis' button: the difference view, the mistake against this procedure on this tree.
        onDifference: (id) => this.#showDifference(id, proc),
        // fresh=1: one check per tree, and none once a teacher's limit of attempts is reached.
        refuse: () => {
          const fa = this.fresh;
          if (!fa || this.lms?.restoring) return null; // a restored state is shown, not checked anew
          if (fa.exhausted) return t('practice-no-attempts-left', { used: count(fa.used), limit: count(fa.limit) });
          if (fa.checkedHere) return t('practice-tree-checked');
          return null;
        },
        // An exercise's statement is the core's (it names the exercise's window), worded here;
        // but the page's next-step task goes on from step to step, so its statement is the page's.
        statement:
          ex && ex.spec.task !== 'next' ? coreSentence(ex.statementMessage, ex.statement).text : defaultStatement(P.task, proc, alpha, beta, this.S.view),
        options: NEGAMAX.includes(proc) ? {} : procOptions(this.S),
        onAnswer: (s) => {
          // A check after the student left this exercise for the explore view says so.
          const detail = wasExplored(this.attempt) ? { ...s, explored: true } : { ...s };
          if (this.fresh) {
            // A state restored from the learning system is not a new check.
            if (!this.lms?.restoring) this.fresh.checked(s.score, s.total);
            detail.attempt = this.fresh.used;
            if (this.fresh.limit != null) detail.attempts = this.fresh.limit;
            attemptsBar(this);
          }
          // The attempt log (attempt-log.js): the record with what the page adds.
          detail.record = { ...s.record, ...(detail.attempt ? { attempt: detail.attempt } : {}), ...(detail.explored ? { explored: true } : {}) };
          // A state restored from a learning system is not a new check: its records come with it (lms/practice-lms.js).
          this.log ??= new AttemptLog();
          const note = this.lms?.restoring ? '' : this.log.add(detail.record);
          logMenu(this);
          if (note) this.msg.textContent = note;
          if (s.correct && this.progress) {
            this.progress.solved(this.progress.at, detail.explored);
            currentOfSet(this);
          }
          postToParent({ type: 'gametree-answer', detail });
          this.lms?.answered(detail, this.session?.lastAnswer);
        },
      });
      const why = !ex && P.task === 'next' && !comparing(this.S) ? nextSupported(this.core, this.S.proc) : true;
      const left = explored ? t('practice-left-before') : '';
      this.msg.textContent = [this.lms?.notice, this.lost, this.note, why === true ? '' : t('practice-steps-through', { why, proc: DEFAULT_PROC }), left]
        .filter(Boolean)
        .join(' ');
      this.lms?.sessionReady();
    } catch (e) {
      this.msg.textContent = messageOf(e);
    }
  }

  destroy() {
    this.destroyed = true;
    window.removeEventListener('message', this.onMessage);
    this.lms?.destroy();
    this.session?.destroy();
    this.session = null;
    this.key = null;
    this.host.replaceChildren();
  }
}

function procOptions(S) {
  const o = { literal: !!S.lit, m: S.m, n: S.n, backup: S.backup, tie: S.tie };
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v != null));
}
