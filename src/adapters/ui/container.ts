import type { Container } from 'inversify';
import {
  browserStorageModule,
  createContainer,
  createHttpBackendModule,
  memoryBackendModule,
  type Resolve,
  resolverOf,
  TOKENS,
} from '../../composition-root';
import { refreshThrough, SIGNED_OUT_PATH } from '../http/http-client';
import { uiModule } from './di/ui-module';

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
 * session's access token, refreshes through the shared RefreshSession use case and, when the customer is signed
 * out, loads /reset (unless already there, so a signed-out /reset cannot loop).
 */
export function createBrowserContainer(backend: BackendChoice = backendFromEnvironment()): BrowserContainer {
  let resolve: Resolve = () => {
    throw new Error('the container is still being built');
  };
  const backendModule =
    backend === 'http'
      ? createHttpBackendModule({
          baseURL: '',
          getAccessToken: async () => (await resolve(TOKENS.SessionGateway).session())?.accessToken ?? null,
          refresh: () => refreshThrough(resolve(TOKENS.RefreshSession))(),
          onSignedOut: (to) => {
            if (window.location.pathname !== SIGNED_OUT_PATH) window.location.assign(to);
          },
        })
      : memoryBackendModule;
  if (backend === 'memory') {
    console.warn('Storefront built with VITE_BACKEND=memory: the in-memory demo backend is used, not the API server.');
  }
  const container = createContainer([backendModule, browserStorageModule, uiModule]);
  resolve = resolverOf(container);
  return { container, resolve, backend };
}
