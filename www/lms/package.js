// "Download for a learning system": the exercise set (or the one exercise) as a SCORM 1.2
// or 2004 package, built in the browser: the same manifest, launch page and set file as
// `gametree scorm` (the core's scormFiles), the single-file page this site serves
// (playground.html, everything inlined, so the package works offline), zipped by fflate.

import { pageError } from '../core/page-error.js';
import { save } from '../view/export.js';

/** The largest practice page put in a package (bytes), as the CLI's limit. */
export const MAX_PAGE_BYTES = 32 << 20;

/** The single-file page beside this one (or this one, when it is the single file). */
async function singlePage(win = window) {
  const here = new URL(win.location.href);
  here.hash = '';
  here.search = '';
  const url = here.pathname.endsWith('/playground.html') ? here : new URL('playground.html', here);
  let res;
  try {
    res = await fetch(url, { cache: 'no-store' });
  } catch {
    res = null;
  }
  if (!res?.ok)
    throw pageError(
      'the package needs playground.html, the single-file page, beside this page; it could not be read here (a page opened from a file, or a site built without it)',
      'lms-no-page',
      {},
    );
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.length > MAX_PAGE_BYTES)
    throw pageError(
      `playground.html is ${bytes.length} bytes; a package takes at most ${MAX_PAGE_BYTES}`,
      'lms-page-big',
      { bytes: bytes.length, max: MAX_PAGE_BYTES },
      false,
    );
  return bytes;
}

/** The package's bytes: `set` an exercise set's text; `o` {version: '1.2'|'2004', mastery, title?}. */
export async function buildPackage(core, set, o) {
  const files = core.scormFiles(set, o); // refuses a bad set, version, mastery or title
  const page = await singlePage();
  const { zipSync, strToU8 } = await import('fflate');
  const entries = Object.fromEntries(files.map(([name, text]) => [name, strToU8(text)]));
  entries['playground.html'] = page;
  return zipSync(entries, { level: 6 });
}

/** Builds and saves the package; returns the file name. */
export async function downloadPackage(core, set, o) {
  const bytes = await buildPackage(core, set, o);
  const name = `gametree-scorm${o.version === '2004' ? '2004' : '12'}.zip`;
  save(new Blob([bytes], { type: 'application/zip' }), name);
  return name;
}
