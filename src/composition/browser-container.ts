import { type Bind, Container, ContainerModule } from 'inversify';
import { refreshThrough, SIGNED_OUT_PATH } from '../adapters/http/token-refresh';
import { uiModule } from '../adapters/ui/di/ui-module';
import { UI_TOKENS } from '../adapters/ui/di/ui-tokens';
import { browserSessionSignals } from '../adapters/ui/session/session-signals';
import { Hydration } from '../adapters/ui/stores/hydration';
import { loadOnce } from '../domain/shared/load-once';
import { TOKENS, type UseCaseGroup } from '../tokens';
import { browserHttpBackendModule } from './browser-http-backend';
import { browserStorageModule } from './device-ports';
import { lazyMemoryBackendModule } from './lazy-memory-backend';
import type { Resolve } from './provide';
import { commonUseCaseModule, resolverOf } from './use-case-module';
import { yieldToBrowser } from './yield-to-browser';

// The browser's composition root (src/adapters/ui/main.tsx), apart from src/composition-root.ts (which re-exports it):
// that module also carries the headless API's in-memory family, whose decorated adapter classes a bundler keeps even
// unused, so importing it put the whole memory backend into the browser's first load (issue 13).

/** Which backend family the browser talks to. */
export type BackendChoice = 'http' | 'memory';

export interface BrowserContainer {
  readonly container: Container;
  readonly resolve: Resolve;
  readonly backend: BackendChoice;
  /** Binds the use-case groups a page calls (its route's `uses`), each loaded once, before the page renders. */
  readonly bindUseCases: (groups: readonly UseCaseGroup[]) => Promise<void>;
}

/**
 * Each use-case group's binder, imported on its own (issue 13: the use cases of cart and checkout, orders, my info,
 * points, inquiries, the account, content, store-finder, address and ARS pages stay out of the first load). Held to
 * use-case-groups.ts USE_CASE_GROUP_BINDERS by a unit test.
 */
export const USE_CASE_GROUP_LOADERS: Readonly<Record<UseCaseGroup, () => Promise<(bind: Bind) => void>>> = {
  checkout: async () => (await import('./cart-checkout-use-cases')).bindCartAndCheckoutUseCases,
  orders: async () => (await import('./order-history-use-cases')).bindOrderHistoryUseCases,
  'my-info': async () => (await import('./my-info-use-cases')).bindMyInfoUseCases,
  points: async () => (await import('./my-points-use-cases')).bindMyPointsUseCases,
  inquiry: async () => (await import('./inquiry-use-cases')).bindInquiryUseCases,
  account: async () => (await import('./account-use-cases')).bindAccountUseCases,
  content: async () => (await import('./content-use-cases')).bindContentUseCases,
  stores: async () => (await import('./stores-use-cases')).bindStoreAndAddressUseCases,
  ars: async () => (await import('./ars-use-cases')).bindArsUseCases,
  refresh: async () => (await import('./refresh-use-cases')).bindRefreshUseCases,
};

/** Binds a group into `container` on its first call; a load that failed is tried again on the next. */
function groupBinder(container: Container): (groups: readonly UseCaseGroup[]) => Promise<void> {
  const binders = new Map<UseCaseGroup, () => Promise<void>>();
  const bindGroup = (group: UseCaseGroup): Promise<void> => {
    let binder = binders.get(group);
    if (binder === undefined) {
      binder = loadOnce(async () => {
        const bindGroupUseCases = await USE_CASE_GROUP_LOADERS[group]();
        await container.load(new ContainerModule(({ bind }) => bindGroupUseCases(bind)));
      });
      binders.set(group, binder);
    }
    return binder();
  };
  return async (groups) => {
    await Promise.all(groups.map(bindGroup));
  };
}

/**
 * The build-time choice: the franchise API server over HTTP (the default), or the in-memory demo backend when built
 * with VITE_BACKEND=memory (a storefront preview without the server).
 */
export function backendFromEnvironment(value: string | undefined = import.meta.env['VITE_BACKEND']): BackendChoice {
  return value === 'memory' ? 'memory' : 'http';
}

/**
 * The browser's composition (ARCHITECTURE.md): the chosen backend family, the browser storage family (local and
 * session storage, cookies, system clock), the use cases every page calls (a page's groups are bound when it loads:
 * bindUseCases) and the UI's shared stores. The HTTP client reads the access token from the session store (once its
 * first read is done; a public call takes the token held now and never waits for the guest sign-in), refreshes through
 * the shared RefreshSession use case (its group bound once the page is idle, main.tsx, or at the first 401 at the
 * latest; the store adopts the new token) and, when the customer is signed out, clears the store and loads /reset
 * (unless already there, so a signed-out /reset cannot loop). The session store signs a new visitor in as a guest and
 * follows focus and the other tabs (spec §4). `hydration`: a server-rendered page's (main.tsx). Screens receive a
 * Resolve over it (ServicesProvider), never the container.
 */
export function createBrowserContainer(
  backend: BackendChoice = backendFromEnvironment(),
  hydration: Hydration = new Hydration(),
): BrowserContainer {
  let resolve: Resolve = () => {
    throw new Error('the container is still being built');
  };
  let bindUseCases: BrowserContainer['bindUseCases'] = async () => {
    throw new Error('the container is still being built');
  };
  const backendModule =
    backend === 'http'
      ? browserHttpBackendModule({
          baseURL: '',
          origin: window.location.origin,
          getAccessToken: async ({ wait }) => {
            const session = resolve(UI_TOKENS.RootStore).session;
            if (wait) await session.ready();
            return session.accessToken;
          },
          refresh: async () => {
            await bindUseCases(['refresh']);
            const outcome = await refreshThrough(resolve(TOKENS.RefreshSession))();
            if (outcome.kind === 'refreshed')
              resolve(UI_TOKENS.RootStore).session.adoptAccessToken(outcome.accessToken);
            return outcome;
          },
          onSignedOut: (to) => {
            resolve(UI_TOKENS.RootStore).session.clear();
            if (window.location.pathname !== SIGNED_OUT_PATH) window.location.assign(to);
          },
        })
      : lazyMemoryBackendModule();
  if (backend === 'memory') {
    console.warn('Storefront built with VITE_BACKEND=memory: the in-memory demo backend is used, not the API server.');
  }
  const container = new Container();
  container.load(commonUseCaseModule, backendModule, browserStorageModule, uiModule, browserSessionModule(hydration));
  resolve = resolverOf(container);
  bindUseCases = groupBinder(container);
  return { container, resolve, backend, bindUseCases };
}

/**
 * The browser's session behaviour: a guest on arrival, refetched on focus and on the other tabs' sign-ins, shown once
 * a server-rendered page is hydrated (`hydration`).
 */
function browserSessionModule(hydration: Hydration): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(UI_TOKENS.Hydration).toConstantValue(hydration);
    bind(UI_TOKENS.SessionStoreOptions).toConstantValue({
      guestOnArrival: true,
      currentPath: () => `${window.location.pathname}${window.location.search}`,
      signals: browserSessionSignals(window),
      pollIntervalMs: null,
      beforeShowing: yieldToBrowser,
    });
  });
}
