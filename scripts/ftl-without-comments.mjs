// The message files as the page fetches them: without their comments. A .ftl file's comments
// (lines starting with #: the sections' and messages' notes for translators) are about a
// fifth of its bytes and mean nothing to @fluent/bundle, whose parser skips them; this Vite
// plugin serves `*.ftl?raw` without them (docs/benchmarks.md, "First load"). A # at the start
// of a line always begins a comment in Fluent: a pattern's continuation lines are indented,
// so no message text is touched.
import { readFile } from 'node:fs/promises';

/** `text` without its comment lines. */
export const withoutComments = (text) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n');

/** Vite plugin: `import x from './messages/en.ftl?raw'` gives the file without comments. */
export function ftlWithoutComments() {
  return {
    name: 'ftl-without-comments',
    enforce: 'pre',
    async load(id) {
      const [path, query] = id.split('?');
      if (!path.endsWith('.ftl') || query !== 'raw') return null;
      this.addWatchFile?.(path);
      return `export default ${JSON.stringify(withoutComments(await readFile(path, 'utf8')))};`;
    },
  };
}
