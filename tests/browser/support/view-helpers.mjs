// Shared by the tree view's browser tests (view-*.test.mjs) and scripts/bench-browser.mjs:
// open the page on a generated tree through its own generator form.

/** Generates a uniform tree (model, degree, height, seed) with the page's generator form. */
export async function generateOnPage(page, { model = 'iid', degree, height, seed = 1 }) {
  await page.evaluate(
    ({ model, degree, height, seed }) => {
      const f = document.getElementById('gen-form');
      f.elements.namedItem('model').value = model;
      f.elements.namedItem('model').dispatchEvent(new Event('change'));
      f.elements.namedItem('degree').value = String(degree);
      f.elements.namedItem('height').value = String(height);
      f.elements.namedItem('seed').value = String(seed);
      if (f.elements.namedItem('lo')) f.elements.namedItem('lo').value = '-99';
      if (f.elements.namedItem('hi')) f.elements.namedItem('hi').value = '99';
      f.requestSubmit();
    },
    { model, degree, height, seed },
  );
  const n = (degree ** (height + 1) - 1) / (degree - 1);
  await page.waitForFunction((n) => document.querySelector('#tree-host [data-testid=tree]')?.treeView?.shape?.parent.length === n, n, { timeout: 60_000 });
}
