// The sample course page's own script: the results table, filled by the exercises' `answer`
// events ({task, correct, score, total, missed, wrong}; see docs/embedding.md). It grades
// nothing itself: the element's check (the core) does.
for (const row of document.querySelectorAll('#results tr[data-for]')) {
  const el = document.getElementById(row.dataset.for);
  let tries = 0;
  el?.addEventListener('answer', (e) => {
    const a = e.detail;
    tries += 1;
    row.querySelector('.score').textContent = `${a.score} / ${a.total}`;
    row.querySelector('.tries').textContent = String(tries);
    const done = row.querySelector('.done');
    if (a.correct) {
      done.textContent = 'yes';
      done.classList.add('yes');
    }
  });
}
