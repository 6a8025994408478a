// Vite serves and builds the site from the repository root.
//   npm start       dev server on http://127.0.0.1:5173/ with live reload
//   npm run build   static site in dist/, with relative URLs (base './'), so it
//                   works from any sub-path or folder.
// The wasm package comes from scripts/build-wasm.sh (www/pkg), not from a plugin.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, version } from 'vite';
import { ftlWithoutComments } from './scripts/ftl-without-comments.mjs';
import { htmlWhitespace } from './scripts/html-whitespace.mjs';
import { teachingGuide } from './scripts/teaching-page.mjs';

const root = dirname(fileURLToPath(import.meta.url));

// Pages that exist now; the config has to work before the front end does.
const pages = {
  main: 'index.html',
  'embed-example': 'www/embed/example.html',
  course: 'www/course/index.html',
};
// The web component: one ES module at the site's root, dist/embed.js (README, "Embedding").
const embedEntry = 'www/embed/embed.js';
const input = Object.fromEntries(
  Object.entries({ ...pages, embed: embedEntry })
    .filter(([, file]) => existsSync(resolve(root, file)))
    .map(([name, file]) => [name, resolve(root, file)]),
);

// In the dev server, /embed.js is www/embed/embed.js, as in the built site.
const embedAtRoot = {
  name: 'embed-at-root',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.url === '/embed.js' || req.url?.startsWith('/embed.js?')) req.url = '/' + embedEntry + req.url.slice('/embed.js'.length);
      next();
    });
  },
};

// Vite 8 bundles with Rolldown (build.rolldownOptions); Vite 7 with Rollup.
const bundlerOptions = Number.parseInt(version, 10) >= 8 ? 'rolldownOptions' : 'rollupOptions';

// Folders Vite must neither watch nor crawl: Cargo's output (target/doc alone
// holds thousands of .html files), the Rust sources, and build output.
const ignored = ['**/target/**', '**/crate/**', '**/dist/**', '**/bench-results/**'];

export default defineConfig({
  root,
  base: './',
  clearScreen: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No polyfill for <link rel="modulepreload">: the browsers of es2022 that lack it (Safari
    // before 17) only skip the preload, and load each module when it is imported; the first
    // load is one script lighter (docs/benchmarks.md, "First load").
    modulePreload: { polyfill: false },
    [bundlerOptions]: {
      input,
      output: {
        entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  plugins: [embedAtRoot, ftlWithoutComments(), htmlWhitespace(), teachingGuide(resolve(root, 'docs/teaching.md'))],
  // The experiments' Web Worker (www/experiments/worker.js) is an ES module worker.
  worker: { format: 'es' },
  // Only the real pages are scanned for dependencies to pre-bundle.
  optimizeDeps: {
    entries: Object.values(pages).filter((file) => existsSync(resolve(root, file))),
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: false,
    open: false,
    watch: { ignored },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
});
