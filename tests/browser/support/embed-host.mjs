// Shared by the browser tests of <game-tree-playground> on a course page of our own
// (tests/browser/embed/): the page, served at the test server's origin, holds the element
// and nothing else; the tests make elements in it and read their events.

/** A host page: embed.js and an empty <main>. */
const HOST = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title>
<script type="module" src="embed.js"></script></head><body><main></main></body></html>`;

/** Opens the host page as `name` (a path of the test server's) with the harness `h`, and
 *  waits for the element to be defined. */
export async function openHost(h, name) {
  const opened = await h.open(name, {
    ready: null,
    beforeGoto: (page) => page.route(`${h.server.url}${name}`, (route) => route.fulfill({ contentType: 'text/html', body: HOST })),
  });
  await opened.page.waitForFunction(() => customElements.get('game-tree-playground'));
  return opened;
}

/** Makes (once) the element `id` in the host page, sets `attrs` on it and resolves with its
 *  next result or error event: {type, detail, shown} (`shown`: the element's error line). */
export function settle(page, id, attrs) {
  return page.evaluate(
    ([id, attrs]) =>
      new Promise((ok) => {
        let el = document.getElementById(id);
        const made = !el;
        if (made) {
          el = document.createElement('game-tree-playground');
          el.id = id;
        }
        const done = (e) => {
          el.removeEventListener('result', done);
          el.removeEventListener('error', done);
          ok({ type: e.type, detail: e.detail, shown: el.shadowRoot.querySelector('.error').textContent });
        };
        el.addEventListener('result', done);
        el.addEventListener('error', done);
        for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
        if (made) document.querySelector('main').append(el);
      }),
    [id, attrs],
  );
}
