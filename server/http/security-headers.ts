import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions, type FastifyHelmetRouteOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import { DOCS_PREFIX } from './openapi';

const SELF = "'self'";
const NONE = "'none'";

/**
 * The story page's video player (src/adapters/ui/pages/story/use-embed-availability.ts): the privacy-enhanced YouTube
 * embed in an iframe (frame-src), and the reachability probe it fetches first (connect-src). The only external
 * origin the storefront always needs; the map tile server is the other, when one is configured.
 */
const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** One year, s. Not includeSubDomains or preload: other hosts of the franchise's domain are not ours to commit. */
const HSTS = 'max-age=31536000';

/** What the policy needs from the server's settings (server/config.ts ServiceSettings). */
interface SecurityHeaderSettings {
  /** The map tile server (VITE_MAP_TILE_URL, see tileServerOrigin); undefined: the store finder draws no tiles. */
  readonly mapTileOrigin: string | undefined;
}

type Directives = NonNullable<
  Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>['directives']
>;

/**
 * The storefront's policy (the SPA, its assets, the API): our own origin for everything, plus the origins named
 * here. No 'unsafe-inline' and no 'unsafe-eval' anywhere (the browser entry makes zod jitless for that); React's
 * `style` props are CSSOM and need no 'unsafe-inline'. Nobody may frame a storefront page (clickjacking).
 */
function storefrontDirectives(settings: SecurityHeaderSettings): Directives {
  const tiles = settings.mapTileOrigin === undefined ? [] : [settings.mapTileOrigin];
  return {
    defaultSrc: [SELF],
    scriptSrc: [SELF],
    // No inline event handler anywhere (index.html loads its font stylesheet by a media query, not an onload).
    scriptSrcAttr: [NONE],
    styleSrc: [SELF],
    fontSrc: [SELF],
    // data: Leaflet's stylesheet carries its control and marker icons as data: PNGs (bundled by Vite);
    // blob: the 1:1 inquiry form previews the chosen photos through URL.createObjectURL; tiles: the map's <img>s.
    imgSrc: [SELF, 'data:', 'blob:', ...tiles],
    connectSrc: [SELF, VIDEO_EMBED_ORIGIN],
    // SELF: the identity-verification iframe (the identity service's verify-ready page, served on our origin).
    frameSrc: [SELF, VIDEO_EMBED_ORIGIN],
    objectSrc: [NONE],
    baseUri: [SELF],
    formAction: [SELF],
    frameAncestors: [NONE],
  };
}

/**
 * A page the server renders itself (the identity simulator's verify-ready page, the dev SMS outbox): our origin
 * only, and its inline <script> and <style> run by the per-response nonce (`reply.cspNonce`, set by helmet).
 */
function serverPageHeaders(framedBy: 'storefront' | 'nobody'): NonNullable<FastifyHelmetRouteOptions['helmet']> {
  const storefront = framedBy === 'storefront';
  return {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        scriptSrc: [SELF],
        styleSrc: [SELF],
        imgSrc: [SELF],
        connectSrc: [SELF],
        objectSrc: [NONE],
        baseUri: [NONE],
        formAction: [SELF],
        frameAncestors: [storefront ? SELF : NONE],
      },
    },
    xFrameOptions: { action: storefront ? 'sameorigin' : 'deny' },
  };
}

/**
 * The API docs (Swagger UI at /api/docs, server/http/openapi.ts): its bundle injects <style> elements, so styles
 * may be inline there (scripts still may not); images include its data: icons. Nothing else, and never framed.
 */
const DOCS_HEADERS: NonNullable<FastifyHelmetRouteOptions['helmet']> = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:'],
      connectSrc: [SELF],
      objectSrc: [NONE],
      baseUri: [SELF],
      formAction: [SELF],
      frameAncestors: [NONE],
    },
  },
};

/**
 * The route option (`helmet`) of the identity service's verify-ready page: the storefront's 본인 인증 popup frames
 * it (spec §7 Other), so our own origin may frame it (and only ours). Write `reply.cspNonce` into its inline tags.
 */
export const IDENTITY_PAGE_HEADERS = serverPageHeaders('storefront');

/** The route option (`helmet`) of a dev page with inline tags: never framed; write `reply.cspNonce` into them. */
export const DEV_PAGE_HEADERS = serverPageHeaders('nobody');

/**
 * The origin (scheme, host, port) an XYZ tile template such as `https://{s}.tile.example/{z}/{x}/{y}.png` loads
 * from: Leaflet's `{s}` subdomain becomes a `*.` wildcard. Undefined for a blank template; throws on one that is not
 * http(s).
 */
export function tileServerOrigin(template: string | undefined): string | undefined {
  const raw = template?.trim() ?? '';
  if (raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw.replaceAll('{s}', '*').replaceAll(/\{[a-z]+\}/g, '0'));
  } catch {
    throw new Error(`VITE_MAP_TILE_URL must be an http(s) URL template, got ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`VITE_MAP_TILE_URL must be an http(s) URL template, got ${raw}`);
  }
  return `${url.protocol}//${url.host}`;
}

/** The API and its docs: /api and below. */
function isApi(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Issue 15 findings 4 and 8, on every response: the Content-Security-Policy above with X-Frame-Options DENY (a route
 * may relax them through its `helmet` option: IDENTITY_PAGE_HEADERS), `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`; HSTS only on a request that arrived over TLS (`request.protocol`
 * honours trustProxy: a plain-http answer must not pin HTTPS); and `Cache-Control: no-store` on every API answer
 * unless its route sets its own (the public catalog and content answers, server/http/cache.ts): account, orders,
 * coupons, points, cart, addresses, sessions and ARS answers carry personal data no cache may keep. Register before
 * any route.
 */
export async function registerSecurityHeaders(app: FastifyInstance, settings: SecurityHeaderSettings): Promise<void> {
  // Before helmet's own onRoute hook, which reads the option: the docs' routes are the docs plugin's, not ours.
  app.addHook('onRoute', (route) => {
    if (route.url === DOCS_PREFIX || route.url.startsWith(`${DOCS_PREFIX}/`)) route.helmet = DOCS_HEADERS;
  });
  const storefront: FastifyHelmetOptions = {
    contentSecurityPolicy: { useDefaults: false, directives: storefrontDirectives(settings) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  };
  // @fastify/helmet builds helmet's middleware anew on every request, parsing the whole policy each time (~9 % of the
  // CPU of a cached catalog answer). The plugin, not global, serves only the routes with a `helmet` option of their own
  // (the docs, the identity and dev pages, and their nonces). The storefront's headers are the same on every response,
  // so helmet computes them once here, and each request puts them in the reply's header list: no middleware call, and
  // no header written to the raw response ahead of Fastify's (Node checks such a header twice).
  await app.register(helmet, { ...storefront, global: false });
  // The same options; helmet's ESM typings and the CommonJS ones @fastify/helmet uses declare the types twice.
  const storefrontHeaders = fixedHeadersOf(helmetHeaders(storefront as HelmetOptions));
  app.addHook('onRequest', (request, reply, done) => {
    // The plugin keeps a route's own `helmet` option in the route's config (its onRoute hook).
    if ((request.routeOptions.config as { helmet?: unknown }).helmet === undefined) reply.headers(storefrontHeaders);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isApi(request)) reply.header('cache-control', 'no-store');
    done();
  });
}

/** What helmet's middleware writes on a response, read once (policies without per-request parts: no nonce function). */
function fixedHeadersOf(middleware: ReturnType<typeof helmetHeaders>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  let called = false;
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    called = true;
    failure = error;
  });
  if (!called || failure !== undefined) throw new Error(`helmet's headers could not be computed: ${String(failure)}`);
  return headers;
}
