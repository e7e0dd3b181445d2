// The server's entry into the storefront (issue 13): built by `vite build --ssr` into dist/ssr (scripts/build-ssr.mjs),
// loaded by server/http/page-rendering.ts. It renders the public pages to HTML with their loaders' data.

import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server.browser';
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunction,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { type CustomerBackend, createServerRenderContainer, type PublicBackend } from '../../composition-root';
import type { Resolve } from '../../tokens';
import { ServicesProvider } from './di/services';
import { UserAgentProvider } from './hooks/user-agent';
import { LANDING_ROUTES } from './routes/landing-routes';
import type { CustomerPageRequest } from './routes/loader-part';
import { PAGE_ROUTES } from './routes/page-routes';
import { PAGE_ROUTES_FILE } from './routes/route-files';
import { storefrontRoutes } from './routes/routes';
import { ShellFrame } from './shell/shell-fallback';

// Observers render once and never subscribe on the server (no reactions outlive a request).
enableStaticRendering(true);

/**
 * Issue 13: the browser's whole route table (a chunk of its own), which it loads before hydrating any page but the
 * landing pages (main.tsx): linked with such a page's own modules, so it loads beside them.
 */
export const ROUTE_TABLE_MODULE = PAGE_ROUTES_FILE;

/** The modules (manifest keys) the browser loads to hydrate the page of route `leaf`, whose page module is `source`. */
function hydrationModules(leaf: string, source: string): readonly string[] {
  return LANDING_ROUTES.some((route) => route.path === leaf) ? [source] : [source, ROUTE_TABLE_MODULE];
}

/**
 * The pages rendered on the server (issue 13: what a customer lands on from search or a link), by route id, with the
 * source module of each page: the server links that module's stylesheets and chunks from Vite's manifest, so the page
 * arrives styled and its code loads while the HTML is read. Any other route gets the SPA's empty index.html.
 */
export const SERVER_RENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'src/adapters/ui/pages/home/home-page.tsx',
  '/categories/:id': 'src/adapters/ui/pages/categories/categories-page.tsx',
  '/products/:id': 'src/adapters/ui/pages/products/product-page.tsx',
  '/stores/map': 'src/adapters/ui/pages/stores/stores-map-page.tsx',
  '/events': 'src/adapters/ui/pages/events/events-page.tsx',
  '/events/:id': 'src/adapters/ui/pages/events/event-detail-page.tsx',
  '/faq': 'src/adapters/ui/pages/faq/customer-center-page.tsx',
  '/faq/notices/:id': 'src/adapters/ui/pages/faq/notice-detail-page.tsx',
};

/**
 * A customer's own pages the server renders for the customer a request's session cookie names (issue 13: /cart and
 * /checkout, whose lines, pictures and address were the last of a chain of requests after the scripts), by route id,
 * with the source module of each page. Their HTML is personal: never cached or shared (server/http/page-rendering.ts).
 */
export const CUSTOMER_PAGES: Readonly<Record<string, string>> = {
  '/cart': 'src/adapters/ui/pages/cart/cart-page.tsx',
  '/checkout': 'src/adapters/ui/pages/checkout/checkout-page.tsx',
};

/**
 * Each customer page's loader data as the server reads it through the customer's ports (`resolve`) for the request,
 * or null when the page is left to the browser. The route's loader in the server's tree hands it over (the request's
 * context).
 */
const CUSTOMER_PAGE_READS: Readonly<
  Record<string, (resolve: Resolve, request: CustomerPageRequest) => Promise<unknown>>
> = {
  // Imported as the browser's routes import these loaders (page-loaders.ts), each module in one chunk of its own.
  '/cart': async (resolve) => (await import('./pages/cart/cart.loader')).serverCartPreload(resolve),
  '/checkout': async (resolve, request) =>
    (await import('./pages/checkout/checkout.loader')).serverCheckoutPreload(resolve, request),
};

/** The server's loader of a customer page: the data read for this request (CUSTOMER_PAGE_READS), by route id. */
function customerPageLoader(id: string): LoaderFunction {
  return ({ context }) => (context as Readonly<Record<string, unknown>>)[id] ?? null;
}

/** `routes` with the customer pages' loaders replaced by the server's (customerPageLoader). */
function withCustomerPageLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children === undefined ? {} : { children: withCustomerPageLoaders(route.children) };
    const loader = route.id !== undefined && route.id in CUSTOMER_PAGES ? { loader: customerPageLoader(route.id) } : {};
    return { ...route, ...children, ...loader } as RouteObject;
  });
}

/** What the browser needs to hydrate: react-router's data of the rendered routes (main.tsx reads it back). */
export interface PageHydration {
  readonly loaderData: Record<string, unknown>;
}

export interface RenderedPage {
  readonly status: number;
  /** The markup inside #root. */
  readonly html: string;
  readonly hydration: PageHydration;
  /** The manifest keys (source modules) of the rendered pages. */
  readonly modules: readonly string[];
}

export interface PageRenderer {
  /**
   * Renders `url` (absolute) for a browser with `userAgent`, or answers null when the route is not server-rendered,
   * redirects, or its loaders failed (the server then sends the SPA, which renders and retries in the browser). A
   * customer page (CUSTOMER_PAGES) is rendered only with the request's `customer`, through that customer's ports.
   */
  render(url: string, userAgent: string, customer?: CustomerBackend): Promise<RenderedPage | null>;
}

/**
 * The whole markup of `element` before the first byte: a whole document (cacheable, no inline scripts, which the CSP
 * refuses). React's Web Streams renderer, not the Node one: the Node renderer keeps each render in an
 * AsyncLocalStorage, and on Node 20 the first one turns on the async hooks for the whole process, after which every
 * promise of every request pays them (measured: the cached catalog answers went from ~30,000 to ~24,000 req/s once a
 * page had been rendered). Nothing here needs it: React resolves the render's resource hints from the render itself.
 */
async function renderToString(element: React.ReactElement): Promise<string> {
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  const html = await new Response(stream).text();
  if (failure !== undefined) throw failure;
  return html;
}

/**
 * The frame of what the browser's router shows first on every page the server does not render (its HydrateFallback,
 * without the spinner): the server sends it inside #root of the SPA's index.html (server/http/spa.ts), so it paints
 * before the scripts.
 */
export function renderShellFrame(): Promise<string> {
  return renderToString(<ShellFrame />);
}

/** A renderer over the server's public ports in this process (`backend`, over the server's services). */
export function createPageRenderer(backend: PublicBackend): PageRenderer {
  const { resolve } = createServerRenderContainer(backend);
  // Nothing is guarded on the server: the public HTML is every visitor's, and a customer page is asked for only when the
  // guards would show it (server/in-process/customer-backend.ts); the browser guards once hydrated.
  const routes = withCustomerPageLoaders(storefrontRoutes(PAGE_ROUTES, { loaders: resolve }));
  const handler = createStaticHandler(routes);
  return {
    async render(url, userAgent, customer) {
      const matches = matchRoutes(routes, new URL(url).pathname) ?? [];
      const leaf = matches.at(-1)?.route.id;
      const source = leaf === undefined ? undefined : (SERVER_RENDERED_PAGES[leaf] ?? CUSTOMER_PAGES[leaf]);
      if (leaf === undefined || source === undefined) return null;
      let requestContext: Readonly<Record<string, unknown>> = {};
      const read = CUSTOMER_PAGE_READS[leaf];
      if (read !== undefined) {
        if (customer === undefined) return null;
        const request = { search: new URL(url).search.slice(1), userAgent, member: customer.member };
        const data = await read(createServerRenderContainer(backend, customer).resolve, request);
        if (data === null) return null;
        requestContext = { [leaf]: data };
      }
      const context = await handler.query(new Request(url), { requestContext });
      if (context instanceof Response || context.errors !== null) return null;
      const router = createStaticRouter(handler.dataRoutes, context);
      const html = await renderToString(
        <StrictMode>
          <UserAgentProvider userAgent={userAgent}>
            <ServicesProvider resolve={resolve}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </ServicesProvider>
          </UserAgentProvider>
        </StrictMode>,
      );
      return {
        status: context.statusCode,
        html,
        hydration: { loaderData: context.loaderData },
        modules: hydrationModules(leaf, source),
      };
    },
  };
}
