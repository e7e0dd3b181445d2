import { type Container, ContainerModule } from 'inversify';
import type { HttpClientOptions } from './adapters/http/http-client';
import { refreshThrough, SIGNED_OUT_PATH } from './adapters/http/http-client';
import { type InProcessDispatch, inProcessTransport } from './adapters/http/in-process-transport';
import { uiModule } from './adapters/ui/di/ui-module';
import { UI_TOKENS } from './adapters/ui/di/ui-tokens';
import { browserSessionSignals } from './adapters/ui/session/session-signals';
import { browserStorageModule } from './composition/device-ports';
import { httpBackendModule } from './composition/http-backend-module';
import { lazyMemoryBackendModule } from './composition/lazy-memory-backend';
import { memoryLocalModule, memoryModules } from './composition/memory-backend-module';
import type { Resolve } from './composition/provide';
import { containerWith, resolverOf } from './composition/use-case-module';
import { TOKENS } from './tokens';

export type { InProcessDispatch, InProcessRequest, InProcessResponse } from './adapters/http/in-process-transport';
export { type BrowserEnvironment, browserStorageModule, createBrowserStorageModule } from './composition/device-ports';
export { HTTP_BACKEND } from './composition/http-backend-module';
export {
  createMemoryBackendModule,
  createMemoryLocalModule,
  MEMORY_BACKEND,
  memoryBackendModule,
  memoryLocalModule,
  memoryModules,
} from './composition/memory-backend-module';
export type { Resolve } from './composition/provide';
export { resolverOf, useCaseModule } from './composition/use-case-module';
export { TOKENS, type Token } from './tokens';

/**
 * The backend ports on the franchise API server (spec §7) over one axios client built from `options`
 * (composition/http-backend-module.ts). A franchise swaps its backend in one line:
 * createContainer([createHttpBackendModule(options), browserStorageModule]).
 */
export function createHttpBackendModule(options: HttpClientOptions): ContainerModule {
  return httpBackendModule(options);
}

/**
 * A container with the use cases and the given adapter families: a franchise picks its backend in one line,
 * e.g. createContainer([memoryBackendModule, browserStorageModule]).
 */
export function createContainer(modules: readonly ContainerModule[] = memoryModules): Container {
  return containerWith(modules);
}

/**
 * The in-process family (issue 13): the same Axios adapters, answered by the server's own routes in the same process
 * through `dispatch` (Fastify's inject) instead of a socket. The server's page renderer resolves the public pages'
 * use cases through it; it carries no session (public calls only).
 */
export function createInProcessBackendModule(dispatch: InProcessDispatch): ContainerModule {
  return httpBackendModule({
    baseURL: '',
    getAccessToken: () => null,
    refresh: async () => ({ kind: 'signed-out' }),
    onSignedOut: () => undefined,
    transport: inProcessTransport(dispatch),
  });
}

/**
 * The server renderer's composition (issue 13): the in-process backend, the in-memory device family (a first visit:
 * nothing stored, no cookies) and the UI's stores, which stay signed out: only public data is rendered on the server.
 */
export function createServerRenderContainer(dispatch: InProcessDispatch): { readonly resolve: Resolve } {
  return { resolve: resolverOf(containerWith([createInProcessBackendModule(dispatch), memoryLocalModule, uiModule])) };
}

/** Which backend family the browser talks to. */
export type BackendChoice = 'http' | 'memory';

export interface BrowserContainer {
  readonly container: Container;
  readonly resolve: Resolve;
  readonly backend: BackendChoice;
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
 * session storage, cookies, system clock), the use cases and the UI's shared stores. The HTTP client reads the
 * access token from the session store (once its first read is done; a public call takes the token held now and never
 * waits for the guest sign-in), refreshes through the shared RefreshSession
 * use case (the store adopts the new token) and, when the customer is signed out, clears the store and loads /reset
 * (unless already there, so a signed-out /reset cannot loop). The session store signs a new visitor in as a guest and
 * follows focus and the other tabs (spec §4). Screens receive a Resolve over it (ServicesProvider), never the container.
 */
export function createBrowserContainer(backend: BackendChoice = backendFromEnvironment()): BrowserContainer {
  let resolve: Resolve = () => {
    throw new Error('the container is still being built');
  };
  const backendModule =
    backend === 'http'
      ? httpBackendModule({
          baseURL: '',
          origin: window.location.origin,
          getAccessToken: async ({ wait }) => {
            const session = resolve(UI_TOKENS.RootStore).session;
            if (wait) await session.ready();
            return session.accessToken;
          },
          refresh: async () => {
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
  const container = containerWith([backendModule, browserStorageModule, uiModule, browserSessionModule()]);
  resolve = resolverOf(container);
  return { container, resolve, backend };
}

/** The browser's session behaviour: a guest on arrival, refetched on focus and on the other tabs' sign-ins. */
function browserSessionModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(UI_TOKENS.SessionStoreOptions).toConstantValue({
      guestOnArrival: true,
      currentPath: () => `${window.location.pathname}${window.location.search}`,
      signals: browserSessionSignals(window),
      pollIntervalMs: null,
    });
  });
}
