import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { backendFromEnvironment, createBrowserContainer } from '../../composition/browser-container';
import { yieldToBrowser } from '../../composition/yield-to-browser';
import { loadOnce } from '../../domain/shared/load-once';
import { App } from './app';
import { UI_TOKENS } from './di/ui-tokens';
import { replayInputBeforeHydration } from './input-before-hydration';
import { isLandingPath, LANDING_ROUTES } from './routes/landing-routes';
import { patchingInTheOtherPages, storefrontRoutes } from './routes/routes';
import { readServerRender, resolveLazyRoutes } from './server-hydration';
import { preloadShellParts } from './shell/app-shell';
import { Hydration } from './stores/hydration';
import { applyFranchiseTheme } from './styles/franchise-theme';

applyFranchiseTheme(document.documentElement);

/** `work` once the page has loaded (at once when this entry runs after the load event: its code came late). */
function afterLoad(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}

/** `work` once the page has loaded and the browser is idle (at most 10 s after the load). */
function afterLoadWhenIdle(work: () => void): void {
  afterLoad(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 10_000 });
    else setTimeout(work, 1_000);
  });
}

// Issue 13: the production build's service worker (scripts/vite-web-app.ts) keeps the shell and the menu pictures for
// the next visit; registered once the page has loaded, so it never competes with the first paint.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('the service worker could not be registered', error);
    });
  };
  afterLoad(register);
}

/**
 * Issue 13: the whole route table (page-routes.ts), a chunk of its own: a landing page starts without it (its router
 * learns the other pages on the first navigation to one, patchingInTheOtherPages), any other page waits for it.
 */
const allPageRoutes = loadOnce(async () => (await import('./routes/page-routes')).PAGE_ROUTES);

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');

// Each step of the start below runs as a task of its own (yieldToBrowser): one module evaluation that built the
// container, the stores and the routes was a single long task on a phone.
async function start(element: HTMLElement): Promise<void> {
  // Issue 13: on a server-rendered page the session and cart calls start now, beside the page, and what they answer
  // (and the order form stored on this device) is shown once the page is hydrated (Hydration).
  const hydrationData = readServerRender(document);
  const hydration = new Hydration(hydrationData !== null);
  await yieldToBrowser();
  const { resolve, bindUseCases } = createBrowserContainer(backendFromEnvironment(), hydration);
  await yieldToBrowser();
  const root = resolve(UI_TOKENS.RootStore);
  root.session.listen();
  void root.load();
  await yieldToBrowser();
  const services = { loaders: resolve, guard: resolve, bindUseCases };
  const landing = isLandingPath(window.location.pathname);
  const pages = landing ? LANDING_ROUTES : await allPageRoutes();
  const routes = storefrontRoutes(pages, services);
  const patchRoutesOnNavigation = landing ? patchingInTheOtherPages(pages, allPageRoutes, services) : undefined;
  // The token refresh's group is bound at the first 401 at the latest; fetched once the page is idle, so that refresh
  // neither waits for its chunk nor fails on it (a tab left open across a deploy, then offline): a failed refresh signs
  // the customer out (spec §8). A fetch that fails here is tried again at the 401.
  // The drawer's code likewise, so the first tap on ☰ opens it at once (it is left out of the first load), and the
  // other pages' routes, so the first navigation to one does not wait for them.
  afterLoadWhenIdle(() => {
    void bindUseCases(['refresh']).catch(() => undefined);
    preloadShellParts();
    void allPageRoutes().catch(() => undefined);
  });

  if (hydrationData === null) {
    // Issue 13: the first render in a transition too, so React yields to the browser every few milliseconds instead of
    // one long task (Lighthouse, /cart and /checkout as the demo member, 5 runs each, alternately: total blocking time
    // 279 -> 188 ms and 262 -> 177 ms, medians). The shell frame in #root stays on screen until the commit.
    const spaRoot = createRoot(element);
    startTransition(() => {
      spaRoot.render(
        <StrictMode>
          <App resolve={resolve} routes={routes} patchRoutesOnNavigation={patchRoutesOnNavigation} />
        </StrictMode>,
      );
    });
    return;
  }
  // Issue 13: the server sent the page's markup and its loaders' data; the page's chunk is loaded before hydrating, so
  // the first browser render is the server's markup again (the router would otherwise show its fallback first).
  // Hydrating in a transition lets React yield to the browser every few milliseconds (a default-priority hydration of
  // the root is one long task: ~450 ms of a throttled phone's main thread on /categories/1).
  await resolveLazyRoutes(routes, window.location.pathname);
  // What the customer typed or chose meanwhile is handed to the page as input once it is hydrated (once: StrictMode
  // runs a development build's effects twice).
  let replayed = false;
  const replayInput = () => {
    if (!replayed) replayInputBeforeHydration(element);
    replayed = true;
  };
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <App
          resolve={resolve}
          routes={routes}
          patchRoutesOnNavigation={patchRoutesOnNavigation}
          hydrationData={hydrationData}
          onCommitted={replayInput}
          onHydrated={() => hydration.finish()}
        />
      </StrictMode>,
    );
  });
}

void start(element);
