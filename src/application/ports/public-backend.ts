import type { ContentFeed } from './content-feed';
import type { MenuCatalog } from './menu-catalog';
import type { StoreLocator } from './store-locator';

/**
 * The backend's public ports: what anyone may read without a session (the menu, the stores, the franchise's content).
 * The server builds them over its own services (server/in-process: issue 13's in-process family, no HTTP to itself)
 * and its page renderer reads every public page through them.
 */
export interface PublicBackend {
  readonly menuCatalog: MenuCatalog;
  readonly storeLocator: StoreLocator;
  readonly contentFeed: ContentFeed;
}
