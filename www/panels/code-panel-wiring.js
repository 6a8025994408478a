// The procedure's text beside the tree during a step-through (panels/code-panel.js): shown
// while a step of a procedure the code panel knows is on, hidden otherwise. The panel and
// its listings (every paper's procedures) load with the first step, not with the page: the
// first view does not show them, so the first load is lighter without them. Its text is in
// the later part of the messages (i18n/l10n.js), awaited with its code.
import { laterMessages } from '../i18n/translate.js';

/**
 * Returns the paint function of the code panel in `box` (a <details>), reading the page
 * state (`store.state`: state/store.js), the runs `runs` (PageRuns) and the tree `doc` (CurrentTree) at each call;
 * `prepareSteps()`: builds the main run's stepper (the step panel needs it too);
 * `practicing()`: an exercise is on the page (then the panel is cleared and hidden).
 */
export function codePanelPainter({ box, store, runs, doc, prepareSteps, practicing = () => false }) {
  let codePanel = null;
  let CodePanel = null;
  let loading = null;
  paintCode.clear = () => codePanel?.clear(); // practice mode (view/page-paint.js, blank)
  box.addEventListener('toggle', () => box.open && !CodePanel && load()); // opened at the finished run, before any step
  return paintCode;
  function paintCode() {
    if (practicing()) return paintCode.clear(); // an explore step is a run's: not during an exercise
    const S = store.state;
    if (S.step == null) {
      // The finished run keeps the panel's place (its summary, "The code"), its line unmarked,
      // wherever a step-through can show it: the step controls above stay where they are when
      // a step-through starts or ends (stepper.css). Its code loads when it is opened.
      box.hidden = S.proc === 'compare' || !runs.main || !!runs.main.stepError || (CodePanel ? !CodePanel.has(S.proc) : false);
      if (!box.hidden && box.open) codePanel ? codePanel.rest(S.proc) : load();
      return;
    }
    if (!CodePanel) return load();
    if (CodePanel.has(S.proc) && runs.main && !runs.main.stepper) prepareSteps(); // the step panel needs it too
    const stepper = runs.main?.stepper;
    if (!stepper?.trace || !CodePanel.has(S.proc)) return codePanel?.hide();
    // Closed until opened (index.html): the step's sentence and the call stack stay on the
    // first screen at 1366x768 (a common laptop screen); one click on "The code" opens it.
    codePanel ??= new CodePanel(box);
    codePanel.show(S.proc, stepper.stateAt(S.step), doc.shape);
  }

  function load() {
    // Painted again once loaded (the step may have moved meanwhile: it reads the state then).
    loading ??= Promise.all([import('./code-panel.js'), laterMessages()]).then(
      ([m]) => {
        CodePanel = m.CodePanel;
        codePanel ??= new CodePanel(box);
        paintCode();
      },
      () => (loading = null), // not loaded (offline?): the step panel works without it; the next step tries again
    );
  }
}
