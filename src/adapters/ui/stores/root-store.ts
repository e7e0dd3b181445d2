import type { ShellData } from '../session/shell-data';
import { CartStore } from './cart-store';
import { SessionStore } from './session-store';

/**
 * The shared, long-lived state of the storefront (STYLE.md: a root store that composes): the session and the cart
 * count. Screen state lives in per-screen view-models, not here.
 */
export class RootStore {
  readonly session: SessionStore;
  readonly cart: CartStore;

  constructor(source: ShellData) {
    this.session = new SessionStore(source);
    this.cart = new CartStore(source);
  }

  /** Loads the session first, then the cart count (which needs to know whether there is a session). */
  async load(): Promise<void> {
    await this.session.load();
    await this.cart.refresh();
  }
}
