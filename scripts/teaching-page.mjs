// docs/teaching.md as a page of the built site (dist/teaching.html), which the header's "For
// teachers" menu links to: the guide travels with the site a teacher opens. The Markdown is
// the small part docs/teaching.md uses — headings, paragraphs, lists, tables, fenced code,
// `code`, **strong**, *emphasis* and links — and every piece of text is escaped; a link to
// another document of docs/ names it as plain text (the site ships this one).
import { readFileSync } from 'node:fs';

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Inline Markdown of one line of text (escaped first; code spans keep their text as it is). */
export function inline(text) {
  return text
    .split(/(`[^`]*`)/)
    .map((part) => {
      if (part.startsWith('`') && part.endsWith('`') && part.length > 1) return `<code>${esc(part.slice(1, -1))}</code>`;
      return esc(part)
        .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label, href) => {
          if (href.startsWith('#')) return `<a href="${href}">${label}</a>`;
          if (/^https?:\/\//.test(href)) return `<a href="${href}" rel="noopener">${label}</a>`;
          return label; // another file of docs/: not on the site
        })
        .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
        .replace(/(^|[^*\w])\*([^*\s][^*]*?)\*(?!\w)/g, '$1<em>$2</em>');
    })
    .join('');
}

/** GitHub's anchor of a heading ("Blackboard and Brightspace" → blackboard-and-brightspace). */
const anchor = (text) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');

/** The HTML of Markdown `md` (the subset above). */
export function markdownToHtml(md) {
  const lines = md.replace(/\r\n/g, '\n').split('\n');
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (line.startsWith('```')) {
      const code = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) code.push(lines[i]);
      i++;
      out.push(`<pre><code>${esc(code.join('\n'))}</code></pre>`);
    } else if (/^#{1,6} /.test(line)) {
      const level = line.indexOf(' ');
      const text = line.slice(level + 1).trim();
      out.push(`<h${level} id="${anchor(text)}">${inline(text)}</h${level}>`);
      i++;
    } else if (line.startsWith('|')) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++)
        rows.push(
          lines[i]
            .trim()
            .replace(/^\||\|$/g, '')
            .split('|')
            .map((c) => c.trim()),
        );
      const [head, , ...body] = rows;
      out.push(
        `<table><thead><tr>${head.map((c) => `<th>${inline(c)}</th>`).join('')}</tr></thead><tbody>${body.map((r) => `<tr>${r.map((c) => `<td>${inline(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`,
      );
    } else if (/^(\s*)(- |\d+\. )/.test(line)) {
      const ordered = /^\s*\d+\. /.test(line);
      const items = [];
      for (; i < lines.length && lines[i].trim() !== '' && !lines[i].startsWith('```'); i++) {
        if (/^(- |\d+\. )/.test(lines[i])) items.push(lines[i].replace(/^(- |\d+\. )/, ''));
        else items[items.length - 1] += ` ${lines[i].trim()}`;
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>${items.map((t) => `<li>${inline(t)}</li>`).join('')}</${tag}>`);
    } else if (line.trim() === '') i++;
    else {
      const para = [];
      for (; i < lines.length && lines[i].trim() !== '' && !/^(#{1,6} |\||```|- |\d+\. )/.test(lines[i]); i++) para.push(lines[i].trim());
      out.push(`<p>${inline(para.join(' '))}</p>`);
    }
  }
  return out.join('\n');
}

/** The whole page (no script; the site's CSP). */
export function teachingPage(md) {
  const title = /^# (.*)$/m.exec(md)?.[1] ?? 'Teaching with the playground';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; style-src 'unsafe-inline'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'">
<meta name="color-scheme" content="light dark">
<title>${esc(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 52em; margin: 0 auto; padding: 16px; }
table { border-collapse: collapse; } th, td { border: 1px solid #8886; padding: 3px 8px; text-align: left; vertical-align: top; }
pre { overflow-x: auto; padding: 8px; border: 1px solid #8886; } code { font-size: 0.92em; }
</style>
</head>
<body>
<p><a href="./index.html">← Alpha-beta playground</a></p>
${markdownToHtml(md)}
</body>
</html>
`;
}

/** Vite: writes dist/teaching.html from docs/teaching.md, and serves it in the dev server. */
export function teachingGuide(file) {
  const page = () => teachingPage(readFileSync(file, 'utf8'));
  return {
    name: 'teaching-guide',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url !== '/teaching.html') return next();
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'teaching.html', source: page() });
    },
  };
}
