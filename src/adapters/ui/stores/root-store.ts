import type { SignInRequest, SignInResult } from '../../../application/ports/session-gateway';
import type { ShellData } from '../session/shell-data';
import { CartStore } from './cart-store';
import { Hydration } from './hydration';
import { SessionStore, type SessionStoreOptions } from './session-store';

/**
 * The shared, long-lived state of the storefront (STYLE.md: a root store that composes): the session and the cart
 * count. Screen state lives in per-screen view-models, not here.
 */
export class RootStore {
  readonly session: SessionStore;
  readonly cart: CartStore;

  constructor(
    source: ShellData,
    options: SessionStoreOptions = {},
    private readonly hydration: Hydration = new Hydration(),
  ) {
    this.session = new SessionStore(source, {
      ...options,
      onCustomerChange: () => {
        options.onCustomerChange?.();
        void this.cart.refresh();
      },
    });
    // The cart count needs a session: without one the call would be a 401 (spec §8 would sign out to /reset).
    this.cart = new CartStore({
      cartCount: () => (this.session.current === null ? Promise.resolve(null) : source.cartCount()),
    });
  }

  /**
   * Loads the session first, then the cart count (which needs to know whether there is a session; a guest signed in
   * on arrival is a new owner, whose cart is empty: not read). The calls start at once; on a server-rendered page
   * their answers are shown once it is hydrated (Hydration).
   */
  async load(): Promise<void> {
    await this.session.load(this.hydration.done ? undefined : this.hydration.settled());
    if (this.session.isArrivalGuest) this.cart.setCount(0);
    else await this.cart.refresh();
  }

  /** Signs in (member login, a confirmed guest, an ARS link); on success the session, member and cart badge follow. */
  signIn(request: SignInRequest): Promise<SignInResult> {
    return this.session.signIn(request);
  }
}
