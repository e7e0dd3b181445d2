import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerBackend } from '../../src/application/ports/customer-backend';
import type { PublicBackend } from '../../src/application/ports/public-backend';
import { assetsOf, MANIFEST_FILE, PAGE_TEMPLATE_FILE, readManifest } from './build-manifest';
import { type CacheFreshness, ResponseCache, varyOn } from './cache';
import { EMPTY_ROOT, type SendSpa } from './spa';
import { documentForClass, type UserAgentClass, userAgentClass, varyByUserAgent } from './user-agent-class';

/** What the storefront's server entry (src/adapters/ui/server-render.tsx) renders for one URL. */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  readonly hydration: { readonly loaderData: Record<string, unknown> };
  readonly modules: readonly string[];
}

/** The storefront's server entry: its renderer and the route paths it renders. */
export interface PageRendering {
  readonly createPageRenderer: (backend: PublicBackend) => {
    render(url: string, userAgent: string, customer?: CustomerBackend): Promise<RenderedPage | null>;
  };
  readonly SERVER_RENDERED_PAGES: Readonly<Record<string, string>>;
  /** A customer's own pages, rendered for the customer of the request's session cookie only. */
  readonly CUSTOMER_PAGES: Readonly<Record<string, string>>;
  /** The browser's route table, linked with every rendered page but the landing pages (issue 13). */
  readonly ROUTE_TABLE_MODULE: string;
  /** The router fallback's frame, for #root of the SPA's index.html (server/http/spa.ts). */
  readonly renderShellFrame: () => Promise<string>;
}

/** The storefront's server build (`npm run build`: vite build --ssr into dist/ssr). */
export const SERVER_ENTRY_FILE = 'dist/ssr/server-render.js';

/** The server entry of the build, or undefined when there is none (the pages are then sent as the SPA only). */
export async function loadPageRendering(file = SERVER_ENTRY_FILE): Promise<PageRendering | undefined> {
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as PageRendering;
}

/** The id of the JSON block hydration reads (src/adapters/ui/server-hydration.ts SERVER_RENDER_DATA_ID). */
const DATA_BLOCK_ID = 'server-render-data';

/**
 * A browser paints a page it is still parsing. On a phone the layout puts parts that come later in the markup above
 * earlier ones (the sidebar's order-method card above the page, CSS `order: -1`), so a paint of half the markup was
 * followed by the page moving down when the rest arrived (seen on /products/{id} at 4x CPU: CLS 0.15). The whole
 * document is sent at once, so waiting for the end of #root (the hydration data block right after it) costs no
 * network time. Browsers without `rel="expect"` (Chromium has it) ignore the tag.
 */
const RENDER_AFTER_PAGE_MARKUP = `<link rel="expect" href="#${DATA_BLOCK_ID}" blocking="render">`;

/**
 * Issue 13: public HTML may be reused briefly by browsers and CDNs (10 s, the catalog answers' own bound, from the
 * cache's freshness), and served stale for 30 s more while one revalidates. Short: a deploy names new asset files.
 */
const STALE_WHILE_REVALIDATE_SECONDS = 30;

/** The resource hints React writes first in a page's markup (`<link rel="preload" …/>`: its pictures). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

/**
 * A page's markup without the preloads React puts first in it, and those preloads. They go first in the head: a
 * preload at the start of #root was found after every stylesheet and script of the head, so the page's largest picture
 * (the banner of /, the first menu picture) was asked for after them and waited for a free connection on a phone's
 * network. Hydration does not read them (React's resource hints are not part of the tree it hydrates).
 */
export function splitLeadingPreloads(html: string): { preloads: string; markup: string } {
  const preloads = LEADING_PRELOADS.exec(html)?.[0] ?? '';
  return { preloads, markup: html.slice(preloads.length) };
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A user agent of that class, for the renderer (its HTML depends on the class only, so the cache keys by it). */
const CLASS_USER_AGENT = { mobile: 'Mobile', other: '' } as const;

export interface PageRenderingOptions {
  readonly webRoot: string;
  readonly rendering: PageRendering;
  /** The public ports the renderer reads through: the in-process family over the server's services. */
  readonly backend: PublicBackend;
  readonly freshness: CacheFreshness;
  /** The SPA's index.html, for a page the renderer declines (server/http/spa.ts). */
  readonly sendSpa: SendSpa;
  /**
   * The customer a document request's session cookie names, as the in-process ports of that customer, or null when the
   * request has none the server renders for (server/in-process/customer-backend.ts).
   */
  readonly customerOf: (request: FastifyRequest) => Promise<CustomerBackend | null>;
}

/**
 * Issue 13: the public pages (SERVER_RENDERED_PAGES) are GET routes answering the storefront's index.html with the
 * page rendered into #root, its loaders' data for hydration, and the page's stylesheets and scripts linked in the
 * head. The HTML never holds personal data (the renderer carries no session and reads no cookie), so every visitor
 * of a URL gets the same bytes: cached per URL and user agent class like the catalog answers (ETag, 304,
 * dropped on a catalog change). A page the renderer declines (a redirect, a failed loader) is the plain SPA.
 */
export async function installPageRendering(app: FastifyInstance, options: PageRenderingOptions): Promise<void> {
  const manifest = readManifest(options.webRoot);
  if (manifest === undefined) {
    app.log.warn(
      `${join(options.webRoot, MANIFEST_FILE)} is missing (a web build older than issue 13): pages are sent unrendered`,
    );
    return;
  }
  // The build's shell for rendered pages (scripts/vite-page-shells.ts: index.html without the SPA's preloads); a
  // build without one gives index.html.
  const pageTemplate = join(options.webRoot, PAGE_TEMPLATE_FILE);
  const template = readFileSync(existsSync(pageTemplate) ? pageTemplate : join(options.webRoot, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error(`index.html has no empty ${EMPTY_ROOT}`);
  const shells: Record<UserAgentClass, PageShell> = {
    mobile: pageShell(documentForClass(template, 'mobile')),
    other: pageShell(template),
  };
  const renderer = options.rendering.createPageRenderer(options.backend);
  const head = new Map<string, string>();
  const headFor = (modules: readonly string[]): string => {
    const key = modules.join('\n');
    let tags = head.get(key);
    if (tags === undefined) {
      // What index.html links already (the entry's chunks and stylesheets) is not linked twice.
      const { css, js } = assetsOf(manifest, modules, template);
      tags = [
        ...css.map((file) => `<link rel="stylesheet" href="/${file}">`),
        ...js.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
        RENDER_AFTER_PAGE_MARKUP,
      ].join('');
      head.set(key, tags);
    }
    return tags;
  };
  // Fail at start, not at the first visitor, when the build's manifest lacks a page.
  const { SERVER_RENDERED_PAGES, CUSTOMER_PAGES, ROUTE_TABLE_MODULE } = options.rendering;
  for (const source of [...Object.values(SERVER_RENDERED_PAGES), ...Object.values(CUSTOMER_PAGES)]) headFor([source]);
  headFor([ROUTE_TABLE_MODULE]);

  const cache = new ResponseCache(options.freshness, {
    keyOf: (request) => `${userAgentClass(request)} ${request.url}`,
    contentType: 'text/html; charset=utf-8',
    cacheControl: (ttlSeconds) =>
      `public, max-age=${ttlSeconds}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_SECONDS}`,
  });
  /** The document of a rendered page: the shell of its user agent class with the page's markup, head and data. */
  const documentOf = (page: RenderedPage, agent: UserAgentClass): string => {
    const { preloads, markup } = splitLeadingPreloads(page.html);
    const { head: templateHead, rest: templateRest } = shells[agent];
    const document = `${templateHead}${preloads}${templateRest}`
      .replace('</head>', () => `${headFor(page.modules)}</head>`)
      .replace(
        EMPTY_ROOT,
        () =>
          `<div id="root">${markup}</div><script type="application/json" id="${DATA_BLOCK_ID}">${jsonForHtml(page.hydration)}</script>`,
      );
    return document;
  };
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const agent = userAgentClass(request);
    const page = await renderer.render(`http://storefront${request.url}`, CLASS_USER_AGENT[agent]);
    if (page === null) return options.sendSpa(request, reply);
    return reply.code(page.status).type('text/html; charset=utf-8').send(documentOf(page, agent));
  };
  for (const path of Object.keys(SERVER_RENDERED_PAGES)) {
    app.get(path, { onRequest: [varyByUserAgent, cache.hooks.onRequest], onSend: cache.hooks.onSend }, sendPage);
  }
  // Issue 13: a customer page for the customer the request's cookie names, through that customer's in-process ports:
  // personal, so never stored or shared (no ETag, no 304); anyone else (no session, a guard's redirect ahead, a page
  // the server does not render for them) gets the SPA, which reads and guards in the browser.
  const sendCustomerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    varyOn(reply, 'Cookie');
    const customer = await options.customerOf(request);
    const agent = userAgentClass(request);
    const page =
      customer === null
        ? null
        : await renderer.render(`http://storefront${request.url}`, CLASS_USER_AGENT[agent], customer);
    if (page === null) return options.sendSpa(request, reply);
    return reply
      .code(page.status)
      .header('cache-control', CUSTOMER_PAGE_CACHE_CONTROL)
      .type('text/html; charset=utf-8')
      .send(documentOf(page, agent));
  };
  for (const path of Object.keys(CUSTOMER_PAGES)) {
    app.get(path, { onRequest: [varyByUserAgent] }, sendCustomerPage);
  }
}

/** A customer page is that customer's alone: no cache may keep it (a shared one could hand it to the next visitor). */
const CUSTOMER_PAGE_CACHE_CONTROL = 'private, no-store';

/** The rendered pages' shell, cut where a page's preloads go. */
interface PageShell {
  readonly head: string;
  readonly rest: string;
}

/** A page's preloads go before the first stylesheet or script of the head (or at its end when it links none). */
function pageShell(template: string): PageShell {
  const headEnd = template.indexOf('</head>');
  if (headEnd < 0) throw new Error('index.html has no </head>');
  const tags = [template.indexOf('<link '), template.indexOf('<script ')].filter((at) => at >= 0 && at < headEnd);
  const preloadsAt = Math.min(headEnd, ...tags);
  return { head: template.slice(0, preloadsAt), rest: template.slice(preloadsAt) };
}
