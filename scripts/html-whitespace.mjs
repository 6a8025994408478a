// The pages' HTML as the browser gets it: each run of white space that holds a line break
// becomes one line break, so the indentation of index.html's source is not sent (about 3 %
// of the first load's HTML gzip: docs/benchmarks.md, "First load"). Outside <pre>, <textarea>,
// <script> and <style> (kept as written) the browser shows any run of white space as one
// space, and a line break is white space too, so the page looks the same; the words and the
// places between them are unchanged (tests/unit/html-whitespace.test.mjs).

/** Elements whose text is kept as written. */
const VERBATIM = /(<(pre|textarea|script|style)\b[\s\S]*?<\/\2\s*>)/gi;

/** `html` with each white-space run holding a line break, in text between tags outside
 *  VERBATIM elements, made one line break. */
export function leanWhitespace(html) {
  return html
    .split(VERBATIM)
    .map((part, i) => {
      // split() with two groups gives [text, whole, name, text, whole, name, …].
      if (i % 3 === 1) return part;
      if (i % 3 === 2) return '';
      // Only text between tags: an attribute's value keeps its white space.
      return part.replace(/(^|>)([^<]*)/g, (_, end, text) => end + text.replace(/[ \t]*\n\s*/g, '\n'));
    })
    .join('');
}

/** Vite plugin: every built page's HTML through leanWhitespace, after Vite's own changes. */
export function htmlWhitespace() {
  return {
    name: 'html-whitespace',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => leanWhitespace(html) },
  };
}
