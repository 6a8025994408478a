// The page's own modules, for the tests that read its source (the guards on state writes,
// procedure names and infinities): every .js file under www/ but the core's generated
// bindings (www/pkg, www/pkg-full), as paths relative to the repository's root with '/'.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The page's modules, less those a test names in `skip` (regular expressions on the path). */
export function pageModules(skip = []) {
  const out = [];
  const visit = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      const rel = relative(ROOT, path).split('\\').join('/');
      if (/^www\/pkg(-full)?(\/|$)/.test(rel) || skip.some((r) => r.test(rel))) continue;
      if (e.isDirectory()) visit(path);
      else if (e.isFile() && e.name.endsWith('.js')) out.push(rel);
    }
  };
  visit(join(ROOT, 'www'));
  return out;
}
