import { relative } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { PAGE_TEMPLATE_FILE } from '../server/http/build-manifest';
import { withoutLinksMarked } from '../server/http/marked-links';
import { staticImportClosure } from './vite-web-app';

type OutputChunk = Rolldown.OutputChunk;

/** The attribute marking a preload only the SPA's empty index.html needs (server/http/page-rendering.ts drops them). */
export const SPA_ONLY_ATTRIBUTE = 'data-spa-only';

/**
 * Issue 13: a page the server does not render (checkout, my page, the cart of a visitor it has no session of) shows
 * nothing until the session is read, and the adapters that read it are chunks loaded on their first call
 * (src/composition/browser-http-backend.ts). In
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
        const bundle = context.bundle as unknown as Readonly<Record<string, OutputChunk>>;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const bySource = new Map(
          chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [relative(root, id), chunk] as const)),
        );
        const starts = modules.map((module) => {
          const chunk = bySource.get(module);
          if (chunk === undefined) throw new Error(`spa-preloads: ${module} is in no chunk of this build`);
          return chunk.fileName;
        });
        // The entry and its own imports are linked by Vite already.
        const linked = new Set(context.chunk?.imports ?? []);
        const files = staticImportClosure(bundle, starts, (chunk) => chunk.isEntry || linked.has(chunk.fileName)).map(
          (chunk) => chunk.fileName,
        );
        return files.map((file) => spaOnlyLink({ rel: 'modulepreload', href: `/${file}` }));
      },
    },
  };
}

/**
 * Issue 13: on a page the server does not render, the app's first wait is the session (GET /api/auth/session, read by
 * src/adapters/http/axios-session-gateway.ts once the entry has run), and every personal call waits on its token. The
 * SPA's index.html asks for it beside the entry instead: Chromium hands the preloaded answer to the gateway's first
 * read of the same URL (one request, checked in e2e/session.spec.ts). /cart as the demo member, Lighthouse with
 * DevTools throttling, 3 runs each, alternately: largest contentful paint 4.87-4.91 s -> 4.72-4.77 s. Only the SPA's
 * shell (SPA_ONLY_ATTRIBUTE): a rendered page reads the session after hydrating, which would leave a preload unused.
 * `path`: the session's path (src/contract/auth.ts).
 */
export function spaSessionPreload(path: string): Plugin {
  return {
    name: 'spa-session-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [spaOnlyLink({ rel: 'preload', href: path, as: 'fetch', crossorigin: 'use-credentials' })],
    },
  };
}

/** A <link> in the head of the SPA's index.html only (pageShellOf drops it from the rendered pages' shell). */
function spaOnlyLink(attrs: Record<string, string>): HtmlTagDescriptor {
  return { tag: 'link', attrs: { ...attrs, [SPA_ONLY_ATTRIBUTE]: true }, injectTo: 'head' };
}

/**
 * Issue 13: the storefront's scripts (the entry, its chunks, the SPA's adapter preloads) fetched at low priority. The
 * HTML paints without them: a rendered page is the server's markup, and the SPA's index.html holds the shell frame
 * (header bar and logo, server/http/spa.ts). At high priority they shared a phone's network with the stylesheets
 * that paint needs: on /cart (Lighthouse with DevTools throttling, 3 runs each, alternately) the first contentful
 * paint was 3.04-3.08 s with them high and 2.01-2.03 s low, the largest paint unchanged (4.71-4.74 s against
 * 4.73-4.80 s). Lighthouse's simulation also counts every high-priority script that has arrived before the first paint
 * as blocking it: the 210 KB entry made the first contentful paint of /categories/1 2.4 s in most runs and 1.1 s in the
 * others (median of 5: 3 of 5); at low priority it is 0.93-0.97 s in every run.
 * Tried and left: running the entry from a deferred script after the first paint moved the app's start-up behind the
 * first contentful paint, where Lighthouse counts it as blocking time (TBT up by 50-300 ms), for no steadier paint;
 * preloading the cart page's chunks in the SPA's HTML took 100-300 ms off its largest paint and put 550 ms on its
 * first (they compete with the stylesheets too).
 */
export function scriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module" (?!fetchpriority)/g, '<script type="module" fetchpriority="low" ')
    .replace(/<link rel="modulepreload" (?!fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low" ');
}

/** index.html with scriptsAtLowPriority; after spaPreloads, whose links it covers too. */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => scriptsAtLowPriority(html) },
  };
}

/**
 * Issue 13: the shell the server renders public pages into (server/http/page-rendering.ts): index.html without the
 * SPA's preloads (a rendered page needs none of those adapters to paint or hydrate), its scripts at low priority.
 */
export function pageShellOf(indexHtml: string): string {
  return scriptsAtLowPriority(withoutLinksMarked(indexHtml, SPA_ONLY_ATTRIBUTE));
}

/** Writes pageShellOf(index.html) into the build (PAGE_TEMPLATE_FILE). */
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
        this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: pageShellOf(String(index.source)) });
      },
    },
  };
}
