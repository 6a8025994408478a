// The example course page's own script: an exercise built on the result events of
// <game-tree-playground> (defined by ../embed.js). It never searches anything itself.
const fig1 = document.getElementById('fig1');
const small = document.getElementById('small');
const $ = (id) => document.getElementById(id);

function summary(r) {
  return `${r.procedure}: value ${r.value}, ${r.terminalsExamined} terminals and ${r.positionsExamined} positions examined, outcome ${r.outcome}`;
}

fig1.addEventListener('result', (e) => {
  $('ex-log').textContent = summary(e.detail);
});
small.addEventListener('result', (e) => {
  $('small-log').textContent =
    summary(e.detail) + (e.detail.research ? `; re-search (${e.detail.research.alpha}, ${e.detail.research.beta}) gives ${e.detail.research.value}` : '');
});
fig1.addEventListener('error', (e) => {
  $('ex-log').textContent = `error: ${e.detail.message}`;
});

$('ex-apply').addEventListener('click', () => {
  fig1.setAttribute('procedure', $('ex-proc').value);
  fig1.setAttribute('alpha', $('ex-alpha').value);
  fig1.setAttribute('beta', $('ex-beta').value);
});

$('ex-check').addEventListener('click', () => {
  const r = fig1.result;
  const answer = Number($('ex-answer').value);
  if (r?.procedure !== 'F1') {
    $('ex-verdict').textContent = 'Switch the element to F1 first, then compare.';
    return;
  }
  $('ex-verdict').textContent = answer === r.terminalsExamined ? 'Right!' : `Not quite: F1 examines ${r.terminalsExamined}.`;
});
