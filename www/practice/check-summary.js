// What a check reports to the page, the element, the attempt log and a learning system.
/**
 * The summary every check reports (the answer event's detail): the core's check `r`, the
 * feedback mode it was made in and, in continuous and fix modes, the score counting first
 * tries (`sc`: StepRecord.score) with the positions it discounts (`retried` / `fixed`).
 */
export function summary(r, mode = 'end', sc = null) {
  const score = sc?.score ?? r.score;
  // Correct means all right with the mode's score: a continuous or fix answer that got
  // there by retries or by the page's corrections is not (it has not scored every point).
  const s = { task: r.task, correct: r.correct && score === r.total, score, total: r.total, missed: [...r.missed], wrong: [...r.wrong], feedback: mode };
  // The core's diagnosis: the mistakes (mutants) the answer follows, or the closest one.
  s.diagnosis = (r.diagnosis ?? []).map((d) => ({ id: d.id, title: d.title, text: d.text, explanation: d.explanation }));
  if (r.closest)
    s.closest = { id: r.closest.id, title: r.closest.title, text: r.closest.text, explanation: r.closest.explanation, differences: r.closest.differences };
  if (mode === 'continuous') s.retried = [...(sc?.retried ?? [])];
  if (mode === 'fix') s.fixed = [...(sc?.fixed ?? [])];
  return s;
}
