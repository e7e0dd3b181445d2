import type { PublicBackend } from '../../src/application/ports/public-backend';
import type { ServerServices } from '../composition';
import type { CacheFreshness } from '../http/cache';
import { ReadCache } from '../services/read-cache';
import { ServiceContentFeed } from './service-content-feed';
import { ServiceMenuCatalog } from './service-menu-catalog';
import { ServiceStoreLocator } from './service-store-locator';

/**
 * Issue 13's in-process backend family: the public ports over this server's services, called directly (no HTTP to
 * itself). The page renderer reads the public pages through them (server/http/page-rendering.ts); they answer as
 * the public routes do, held to the same port contract suites (tests/contract/adapters/in-process-adapters-pglite),
 * and keep what those routes keep in their cache while `freshness` (the catalog's change version) holds.
 */
export function publicBackendOf(services: ServerServices, now: () => Date, freshness: CacheFreshness): PublicBackend {
  const reads = new ReadCache(freshness);
  return {
    menuCatalog: new ServiceMenuCatalog(services.catalog, reads),
    storeLocator: new ServiceStoreLocator(services.stores, reads, now),
    contentFeed: new ServiceContentFeed(services, reads, now),
  };
}
