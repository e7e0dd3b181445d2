import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NOT_FOUND_MESSAGE } from './domain-http-error';
import { withRequestId } from './request-id';

/** The build's compressed copy of a file (index.html.br): cached as the file itself (index.html). */
const PRE_COMPRESSED = /\.(br|gz)$/;

/** Vite's content-hashed bundles: a changed file gets a new name, so a year-long immutable cache is safe. */
const HASHED_ASSETS = 'public, max-age=31536000, immutable';

/** index.html names the current bundles: revalidate every time so a deploy is picked up at once. */
const ENTRY_DOCUMENT = 'no-cache';

/** Unhashed public files (images copied from public/): short cache, they can change under the same name. */
const PUBLIC_FILES = 'public, max-age=3600';

/**
 * Serves the built storefront from `webRoot` (when it holds an index.html) and installs the not-found handler:
 * a non-API GET that accepts HTML gets the SPA (history fallback), anything else 404 ELEMENT_NOT_FOUND.
 */
export async function installWebRoot(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
    if (serveSpa && wantsSpa(request)) return sendIndex(reply);
    return reply.code(404).send(withRequestId(request, { code: 'ELEMENT_NOT_FOUND', message: NOT_FOUND_MESSAGE }));
  });
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

function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', ENTRY_DOCUMENT).sendFile('index.html');
}

/** Client-side routes (/products/12, /mypage): a page navigation, not an API call or a missing asset. */
function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/api' || path.startsWith('/api/') || isSourceMap(path)) return false;
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}
