import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assetsOf, type Manifest, matchingPattern, readManifest, readPageRouteModules } from './build-manifest';
import { EncodedBody } from './cache';
import { NOT_FOUND_MESSAGE } from './domain-http-error';
import { withRequestId } from './request-id';
import { documentForClass, type UserAgentClass, userAgentClass, varyByUserAgent } from './user-agent-class';

/** The build's compressed copy of a file (index.html.br): cached as the file itself (index.html). */
const PRE_COMPRESSED = /\.(br|gz)$/;

/** Vite's content-hashed bundles: a changed file gets a new name, so a year-long immutable cache is safe. */
const HASHED_ASSETS = 'public, max-age=31536000, immutable';

/** index.html names the current bundles: revalidate every time so a deploy is picked up at once. */
const ENTRY_DOCUMENT = 'no-cache';

/** Unhashed public files (images copied from public/): short cache, they can change under the same name. */
const PUBLIC_FILES = 'public, max-age=3600';

/** Sends the SPA's index.html: the answer to a page the server does not render. */
export type SendSpa = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The empty root of the build's index.html, which the shell frame (and a rendered page, page-rendering.ts) fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * Serves the built storefront from `webRoot` (when it holds an index.html) and installs the not-found handler:
 * a non-API GET that accepts HTML gets the SPA (history fallback), anything else 404 ELEMENT_NOT_FOUND. With
 * `shellFrame` (the router fallback's markup, src/adapters/ui/server-render.tsx renderShellFrame), the SPA is
 * index.html with that markup in #root, read once and kept with its compressed copies (issue 13: a phone paints the
 * header bar and the logo before the scripts arrive, instead of a white page). Answers the SPA's sender.
 */
export async function installWebRoot(
  app: FastifyInstance,
  webRoot: string | undefined,
  shellFrame?: ShellFrame,
): Promise<SendSpa> {
  const serveSpa = webRoot !== undefined && existsSync(join(webRoot, 'index.html'));
  if (serveSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      // Issue 13: the build's .br and .gz siblings (vite.config.ts, compression) are sent as they are to a client that
      // accepts them, with Vary: Accept-Encoding; nothing of the web root is compressed per request.
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => !isSourceMap(pathName),
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(relative(webRoot, filePath).replace(PRE_COMPRESSED, '')));
      },
    });
  }
  const spaDocuments = serveSpa && shellFrame !== undefined ? new SpaDocuments(webRoot, shellFrame) : undefined;
  const sendSpa: SendSpa = async (request, reply) => {
    reply.header('cache-control', ENTRY_DOCUMENT);
    if (spaDocuments === undefined) return reply.sendFile('index.html');
    await varyByUserAgent(request, reply);
    const document = spaDocuments.documentFor(request.url, userAgentClass(request));
    const payload = await document.representation(request, reply);
    return payload === null ? reply.send() : reply.code(200).type('text/html; charset=utf-8').send(payload);
  };
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && wantsSpa(request)) return sendSpa(request, reply);
    return reply.code(404).send(withRequestId(request, { code: 'ELEMENT_NOT_FOUND', message: NOT_FOUND_MESSAGE }));
  });
  return sendSpa;
}

/** The router fallback's frame: its markup, and the preloads React put before it (its logo), for the head. */
export interface ShellFrame {
  readonly markup: string;
  readonly preloads: string;
}

/**
 * The SPA's documents: index.html of the web root with `frame` in its empty #root (as it is when the build has no
 * empty root), one per route of the build's route table (build-manifest.ts readPageRouteModules), each made once and
 * kept with its compressed copies. Issue 13: a route's document also names the chunks of its page and of the use-case
 * groups the page binds (modulepreload, at the entry's low priority), and their stylesheets (preload as a style, which
 * the page's own link then takes from the memory cache), so they load beside the entry. Without them the entry asked
 * for the page's chunk only after it had loaded and run (/cart as the demo member: at 386 ms of a 600 ms load,
 * unthrottled), one more round trip before the page rendered. A path of no route, or a build without the table, gets
 * the document without them.
 */
class SpaDocuments {
  private readonly index: string;
  private readonly routes: Readonly<Record<string, readonly string[]>>;
  private readonly manifest: Manifest | undefined;
  /**
   * By the class of browser and the modules a document names (routes of one page, such as the legal pages, share
   * theirs).
   */
  private readonly documents = new Map<string, EncodedBody>();

  constructor(
    webRoot: string,
    private readonly frame: ShellFrame,
  ) {
    this.index = readFileSync(join(webRoot, 'index.html'), 'utf8');
    this.manifest = readManifest(webRoot);
    this.routes = (this.manifest !== undefined ? readPageRouteModules(webRoot) : undefined) ?? {};
    // Fail at start, not at the first visitor, when the manifest lacks a route's page.
    for (const modules of Object.values(this.routes)) this.documentOf(modules, 'other');
  }

  /**
   * The document of the route `url` (path and query) matches, for the class of browser asking. Matched as written: a
   * path in other letter case (which the router accepts too) gets the document without preloads.
   */
  documentFor(url: string, agent: UserAgentClass): EncodedBody {
    const pattern = matchingPattern(url.split('?', 1)[0] ?? '', Object.keys(this.routes));
    return this.documentOf(pattern === undefined ? [] : (this.routes[pattern] ?? []), agent);
  }

  private documentOf(modules: readonly string[], agent: UserAgentClass): EncodedBody {
    const key = `${agent}\n${modules.join('\n')}`;
    let document = this.documents.get(key);
    if (document === undefined) {
      document = new EncodedBody(documentForClass(this.compose(modules), agent));
      this.documents.set(key, document);
    }
    return document;
  }

  private compose(modules: readonly string[]): string {
    if (!this.index.includes(EMPTY_ROOT)) return this.index;
    return this.index
      .replace('</head>', () => `${this.frame.preloads}${this.preloads(modules)}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${this.frame.markup}</div>`);
  }

  /** The chunks and stylesheets of `modules` that index.html does not link already. */
  private preloads(modules: readonly string[]): string {
    if (modules.length === 0 || this.manifest === undefined) return '';
    const { css, js } = assetsOf(this.manifest, modules, this.index);
    return [
      ...js.map((file) => `<link rel="modulepreload" fetchpriority="low" href="/${file}">`),
      // crossorigin as the page's own link (Vite's preload helper) asks, so that link finds this answer.
      ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
    ].join('');
  }
}

/**
 * Issue 15 finding 9: source maps are never published, even if a build left one in the web root (the production
 * build keeps its hidden maps in dist/sourcemaps, vite.config.ts): a `.map` path is a 404, never the file or the SPA.
 */
function isSourceMap(path: string): boolean {
  return /\.map$/i.test(path);
}

/**
 * Issue 13: the service worker and the web app manifest keep their names across deploys and name the deploy's files:
 * revalidated every time, like index.html, so a new deploy's worker installs on the next visit.
 */
const REVALIDATED_FILES = new Set(['sw.js', 'manifest.webmanifest']);

function cacheControlFor(pathInRoot: string): string {
  if (pathInRoot.startsWith(`assets${sep}`)) return HASHED_ASSETS;
  if (pathInRoot.endsWith('.html') || REVALIDATED_FILES.has(pathInRoot)) return ENTRY_DOCUMENT;
  return PUBLIC_FILES;
}

/** Client-side routes (/products/12, /mypage): a page navigation, not an API call or a missing asset. */
function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || isSourceMap(path)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}
