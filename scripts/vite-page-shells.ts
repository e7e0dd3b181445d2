import { relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The attribute marking a preload only the SPA's empty index.html needs (server/http/page-rendering.ts drops them). */
export const SPA_ONLY_ATTRIBUTE = 'data-spa-only';

/**
 * Issue 13: a page the server does not render (the cart, checkout, my page) shows nothing until the session is read,
 * and the adapters that read it are chunks loaded on their first call (src/composition/browser-http-backend.ts). In
 * the SPA's index.html their chunks are preloaded beside the entry, so that first call does not wait for them; a
 * server-rendered page needs none of them to paint or hydrate, and the server drops these links from its HTML.
 * `modules`: source paths from the project root.
 */
export function spaPreloads(modules: readonly string[]): Plugin {
  let root = '';
  return {
    name: 'spa-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.bundle === undefined) return [];
        const chunks = Object.values(context.bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const bySource = new Map(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [relative(root, id), chunk] as const)),
        );
        // The entry's own imports are preloaded by Vite already.
        const linked = new Set(context.chunk?.imports ?? []);
        const files = new Set<string>();
        const visit = (chunk: OutputChunk | undefined) => {
          if (chunk === undefined || files.has(chunk.fileName) || chunk.isEntry || linked.has(chunk.fileName)) return;
          files.add(chunk.fileName);
          for (const imported of chunk.imports) visit(context.bundle?.[imported] as OutputChunk | undefined);
        };
        for (const module of modules) {
          const chunk = bySource.get(module);
          if (chunk === undefined) throw new Error(`spa-preloads: ${module} is in no chunk of this build`);
          visit(chunk);
        }
        return [...files].map(
          (file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', href: `/${file}`, [SPA_ONLY_ATTRIBUTE]: true },
            injectTo: 'head',
          }),
        );
      },
    },
  };
}

/** Where the build writes the server-rendered pages' shell (beside Vite's manifest: not served). */
export const PAGE_TEMPLATE_FILE = '.vite/page-template.html';

/**
 * Runs the storefront's entry once the page has painted (a classic deferred script can name it; a module script has
 * no currentScript). requestAnimationFrame runs before the next paint, the timeout after it.
 */
const START_AFTER_PAINT = `(function () {
  var entry = document.currentScript.getAttribute('data-entry');
  requestAnimationFrame(function () {
    setTimeout(function () {
      import(entry);
    }, 0);
  });
})();
`;

/**
 * Issue 13: the shell the server renders public pages into (server/http/page-rendering.ts): index.html without the
 * SPA's preloads, and with its entry started after the first paint. A module script runs as soon as the document is
 * parsed, before the browser paints when its code is already there (a repeat visit, a fast network): the page's
 * server markup then waited for the whole app's start-up (~0.3-0.6 s of a phone's CPU). Here the entry is preloaded
 * as before but run from a small deferred script once the page has painted; the page is hydrated after that.
 */
export function pageTemplate(): Plugin {
  return {
    name: 'page-template',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index === undefined) return;
        if (index.type !== 'asset') throw new Error('page-template: index.html is not an asset of this build');
        const html = String(index.source);
        const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g;
        const entries = [...html.matchAll(entryScript)];
        if (entries.length !== 1)
          throw new Error(`page-template: index.html has ${entries.length} entry scripts, not 1`);
        const start = this.getFileName(
          this.emitFile({ type: 'asset', name: 'start-after-paint.js', source: START_AFTER_PAINT }),
        );
        const template = html
          .replace(SPA_ONLY_LINK, '')
          .replace(
            entryScript,
            (_tag, src: string) =>
              `<link rel="modulepreload" crossorigin href="${src}"><script defer src="/${start}" data-entry="${src}"></script>`,
          );
        this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: template });
      },
    },
  };
}

/** A link index.html carries for the SPA only. */
const SPA_ONLY_LINK = new RegExp(`<link [^>]*${SPA_ONLY_ATTRIBUTE}[^>]*>\\s*`, 'g');
