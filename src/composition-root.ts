import type { Container, ContainerModule } from 'inversify';
import * as z from 'zod/mini';
import type { HttpClientOptions } from './adapters/http/http-client';
import { uiModule } from './adapters/ui/di/ui-module';
import type { CustomerBackend } from './application/ports/customer-backend';
import type { PublicBackend } from './application/ports/public-backend';
import { httpBackendModule } from './composition/http-backend-module';
import { inProcessBackendModule } from './composition/in-process-backend-module';
import { memoryLocalModule, memoryModules } from './composition/memory-backend-module';
import type { Resolve } from './composition/provide';
import { containerWith } from './composition/use-case-groups';
import { resolverOf } from './composition/use-case-module';

export type { CustomerBackend } from './application/ports/customer-backend';
export type { PublicBackend } from './application/ports/public-backend';
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
export { useCaseModule } from './composition/use-case-groups';
export { resolverOf } from './composition/use-case-module';
export { TOKENS, type Token } from './tokens';

/**
 * The backend ports on the franchise API server (spec §7) over one axios client built from `options`
 * (composition/http-backend-module.ts). A franchise swaps its backend in one line:
 * createContainer([createHttpBackendModule(options), browserStorageModule]). Its adapters check the answers with the
 * contract's zod/mini schemas, which set no locale: English is set here, so a ContractViolationError names its issues
 * as in the browser (composition/zod-without-eval.ts) and on the server, not as "Invalid input".
 */
export function createHttpBackendModule(options: HttpClientOptions): ContainerModule {
  z.config(z.locales.en());
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
 * The in-process family (issue 13): the public ports the server builds over its own services (server/in-process), no
 * HTTP to itself. The server's page renderer resolves the public pages' use cases through it; it has no customer.
 */
export function createInProcessBackendModule(backend: PublicBackend, customer?: CustomerBackend): ContainerModule {
  return inProcessBackendModule(backend, customer);
}

/**
 * The server renderer's composition (issue 13): the in-process backend, the in-memory device family (a first visit:
 * nothing stored, no cookies) and the UI's stores, which stay signed out. Without `customer` it reads public data
 * only; with it (one request's: the customer its session cookie names) the customer's own ports too.
 */
export function createServerRenderContainer(
  backend: PublicBackend,
  customer?: CustomerBackend,
): { readonly resolve: Resolve } {
  return {
    resolve: resolverOf(containerWith([createInProcessBackendModule(backend, customer), memoryLocalModule, uiModule])),
  };
}

export {
  type BackendChoice,
  type BrowserContainer,
  backendFromEnvironment,
  createBrowserContainer,
} from './composition/browser-container';
