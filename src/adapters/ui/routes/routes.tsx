import type { LoaderFunction, LoaderFunctionArgs, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import type { Resolve, UseCaseGroup } from '../../../tokens';
import { RouteErrorPage } from '../pages/route-error-page';
import { AppShell } from '../shell/app-shell';
import { ShellFallback } from '../shell/shell-fallback';
import { publicShellLoader } from '../shell/sidebar/sidebar.loader';
import { guardLoader, SHELL_ROUTE_ID, unguardedShellLoader } from './guard-loader';
import { type PageCustomer, pageCustomer } from './loader-part';
import { ReadAgainRequest, type RouteHandle, readAgainOnNewUrl } from './page-data';
import { CUSTOMER_PAGE_LOADERS, ONE_ANSWER_PER_QUERY, PAGE_LOADERS, pageLoaderSource } from './page-loaders';
import type { PageRoute } from './page-route';

/** Spec §2: every page under /mypage renders inside the my-page frame (the my-page menu). */
const MY_PAGE_PREFIX = '/mypage';

function isMyPage(route: PageRoute): boolean {
  return route.path === MY_PAGE_PREFIX || route.path.startsWith(`${MY_PAGE_PREFIX}/`);
}

/** Which services the routes' loaders use. */
export interface StorefrontRouteServices {
  /** The public pages' loaders (page-loaders.ts) read through these; absent: each page reads its data itself. */
  readonly loaders?: Resolve;
  /** The spec §4 guards run in the shell's loader through these (the browser); absent: nothing is guarded. */
  readonly guard?: Resolve;
  /**
   * Binds the use-case groups a page calls (its `uses`) before it renders, beside its code (the browser:
   * BrowserContainer.bindUseCases); absent: every use case is bound already.
   */
  readonly bindUseCases?: (groups: readonly UseCaseGroup[]) => Promise<void>;
}

/** Binds the use-case groups a page calls when those are bound on demand (the browser); null when nothing is to bind. */
function groupBinding(route: PageRoute, services: StorefrontRouteServices): (() => Promise<void>) | null {
  const { uses } = route;
  const { bindUseCases } = services;
  return uses === undefined || bindUseCases === undefined ? null : () => bindUseCases(uses);
}

/** The page's code, loaded beside the use-case groups it calls. */
function pageLoad(route: PageRoute, services: StorefrontRouteServices): PageRoute['load'] {
  const bind = groupBinding(route, services);
  if (bind === null) return route.load;
  return async () => (await Promise.all([route.load(), bind()]))[0];
}

/**
 * A page's loader, run once the use-case groups its page calls are bound (a loader calls the page's use cases); a
 * loader in a chunk of its own loads beside them.
 */
function withUseCases(route: PageRoute, services: StorefrontRouteServices, source: () => Promise<LoaderFunction>) {
  const bind = groupBinding(route, services);
  return async (args: LoaderFunctionArgs): Promise<unknown> => {
    const [loader] = await Promise.all([source(), bind?.()]);
    return loader(args);
  };
}

/**
 * `loader`, telling the page's read-again request when it has answered (page-data.ts), and for which customer when the
 * page is a customer's own (`customer`).
 */
function answering(request: ReadAgainRequest, loader: LoaderFunction, customer?: PageCustomer): LoaderFunction {
  return async (args) => {
    const readFor = customer === undefined ? null : await customer.onceRead();
    const answer = await loader(args);
    request.answered(readFor);
    return answer;
  };
}

/**
 * A page as a child of `base` ('/' for the shell, '/mypage' for the my-page frame): the base itself is the index. With
 * `resolve`, a page with a loader (page-loaders.ts) reads its data through the use cases before it renders.
 */
function pageRoute(route: PageRoute, services: StorefrontRouteServices, base = '/'): RouteObject {
  const resolve = services.loaders;
  const loaderOf = resolve === undefined ? undefined : PAGE_LOADERS[route.path];
  // A customer's own page reads again when the session speaks for another customer (the shell's guards revalidate).
  const customer = resolve !== undefined && CUSTOMER_PAGE_LOADERS.has(route.path) ? pageCustomer(resolve) : undefined;
  const readAgain = new ReadAgainRequest(customer?.now);
  const handle: RouteHandle = loaderOf ? { title: route.title, readAgain } : { title: route.title };
  const page = {
    id: route.path,
    handle,
    lazy: pageLoad(route, services),
    ...(loaderOf
      ? {
          loader: answering(
            readAgain,
            withUseCases(route, services, pageLoaderSource(loaderOf, resolve as Resolve)),
            customer,
          ),
          shouldRevalidate: readAgainOnNewUrl(readAgain, ONE_ANSWER_PER_QUERY.has(route.path)),
        }
      : {}),
  };
  if (route.path === base) return { ...page, index: true };
  const prefix = base === '/' ? 1 : base.length + 1;
  return { ...page, path: route.path.slice(prefix) };
}

/** The my-page layout route: the frame (its own chunk) around every /mypage page. */
function myPageLayout(pages: readonly PageRoute[], services: StorefrontRouteServices): RouteObject {
  return {
    path: MY_PAGE_PREFIX.slice(1),
    lazy: () => import('../pages/mypage/frame/my-page-frame'),
    children: pages.map((route) => pageRoute(route, services, MY_PAGE_PREFIX)),
  };
}

/** The shell's loader: the guards where they run (the browser), the sidebar's public data where pages are rendered. */
function shellLoader(services: StorefrontRouteServices): LoaderFunction {
  if (services.guard !== undefined) return guardLoader(services.guard);
  return services.loaders === undefined ? unguardedShellLoader : publicShellLoader(services.loaders);
}

/** The pages of `pages` as the shell's children: the /mypage pages inside the my-page frame (when there are any). */
function shellChildren(pages: readonly PageRoute[], services: StorefrontRouteServices): RouteObject[] {
  const myPages = pages.filter(isMyPage);
  return [
    ...pages.filter((route) => !isMyPage(route)).map((route) => pageRoute(route, services)),
    ...(myPages.length === 0 ? [] : [myPageLayout(myPages, services)]),
  ];
}

/**
 * The storefront's route tree: every page of `pages` (spec §2) inside the AppShell layout, each loaded on demand (its
 * own chunk), the /mypage pages inside the my-page frame, then a not-found page for anything else. Route ids are the
 * paths (the server's hydration data names routes by id). `services.loaders` gives the public pages their loaders;
 * `services.guard` runs the spec §4 guards in the shell's loader before every page, on every navigation (the shell
 * always has a loader, so the server's hydration data names it and hydration does not run it).
 */
export function storefrontRoutes(pages: readonly PageRoute[], services: StorefrontRouteServices = {}): RouteObject[] {
  return [
    {
      id: SHELL_ROUTE_ID,
      path: '/',
      loader: shellLoader(services),
      shouldRevalidate: () => true,
      Component: AppShell,
      HydrateFallback: ShellFallback,
      errorElement: <RouteErrorPage />,
      children: [
        ...shellChildren(pages, services),
        { path: '*', handle: { title: '페이지를 찾을 수 없음' }, lazy: () => import('../pages/not-found-page') },
      ],
    },
  ];
}

/**
 * Issue 13: a router started with some pages (the landing pages) learns the others from `load` (the whole route table,
 * a chunk of its own) when it is first asked for a path those do not match; react-router asks for any path whose
 * match has a parameter (the not-found page's `*` too), so the whole table is added once and every later call returns.
 * A failed load fails that navigation (the error page) and is tried again by the next, and so is the patch of a
 * navigation superseded meanwhile (react-router drops it).
 */
export function patchingInTheOtherPages(
  started: readonly PageRoute[],
  load: () => Promise<readonly PageRoute[]>,
  services: StorefrontRouteServices,
): PatchRoutesOnNavigationFunction {
  const known = new Set(started.map((route) => route.path));
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    const others = (await load()).filter((route) => !known.has(route.path));
    // A navigation superseded while the table loaded (another click, a revalidation) ignores its patch: the next asks
    // again. Marked done only when applied, or that next one would find the pages missing (the not-found page).
    if (patched || signal.aborted) return;
    patched = true;
    patch(SHELL_ROUTE_ID, shellChildren(others, services));
  };
}
