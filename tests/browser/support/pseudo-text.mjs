// What the pseudo-locale (en-XA) finds: text on the page that did not come from the message
// files. In en-XA every message is bracketed ("[Çööþýý ļîîñķ]"), so any visible text with a
// word in it and no brackets was written by a script or index.html without t(). Skipped, as
// they stay as printed in every language: text without a word (numbers, Dewey names, ±∞,
// "(α, β)"), words in capitals only (F2, SSS*, PVS) and anything inside translate="no" (the
// papers' listings, the procedures' names in the compare and experiment lists, the
// version) — the HTML attribute that tells translation tools the same thing.

/**
 * The visible text nodes and the text attributes (aria-label, title, placeholder,
 * aria-valuetext, alt) under `root` (a selector, default the body) that are not bracketed:
 * ["where: text", …], at most `max`. Elements not rendered (hidden, in a closed <details>) are skipped,
 * and so is anything inside `skip` (a selector; none by default).
 */
export function unbracketed(page, root = 'body', max = 60, skip = null) {
  return page.evaluate(
    ([root, max, skip]) => {
      const out = [];
      // A word: two letters or more, one of them lower case (capitals-only names are as printed).
      const needs = (s) => /(?=[A-Za-z]*[a-z])[A-Za-z]{2,}/.test(s.replace(/\b[A-Z][A-Z0-9*]*(?![a-z])/g, ''));
      const bracketed = (s) => /^\[[\s\S]*\]$/.test(s.trim()) || /^\d+\. \[[\s\S]*\]$/.test(s.trim());
      const where = (el) =>
        el.id
          ? `#${el.id}`
          : el.dataset?.testid
            ? `[${el.dataset.testid}]`
            : `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`;
      const skipped = (el) => el.closest(`[translate=no], script, style, noscript${skip ? `, ${skip}` : ''}`);
      for (const top of document.querySelectorAll(root)) {
        const walk = document.createTreeWalker(top, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
        for (let n = walk.currentNode; n && out.length < max; n = walk.nextNode()) {
          if (n.nodeType === 1) {
            if (skipped(n) || !n.getClientRects().length) continue;
            for (const a of ['aria-label', 'title', 'placeholder', 'aria-valuetext', 'alt']) {
              const v = n.getAttribute(a);
              if (v && needs(v) && !bracketed(v)) out.push(`${where(n)} @${a}: ${v.slice(0, 90)}`);
            }
            continue;
          }
          const el = n.parentElement;
          const s = n.data.trim();
          if (!s || !needs(s) || bracketed(s) || skipped(el) || !el.getClientRects().length) continue;
          // A text split into several nodes (a message with an element inside) is judged whole.
          const whole = el.textContent.trim();
          if (bracketed(whole) || (el.parentElement && bracketed(el.parentElement.textContent))) continue;
          out.push(`${where(el)}: ${s.slice(0, 90)}`);
        }
      }
      return out;
    },
    [root, max, skip],
  );
}
