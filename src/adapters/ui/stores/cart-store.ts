import { makeAutoObservable, runInAction } from 'mobx';
import type { Loadable } from '../../../domain/session/types';
import type { ShellData } from '../session/shell-data';

/**
 * The cart line count behind the header badge (spec §2), shared by every screen: the cart, product and checkout
 * view-models refresh it after each change (spec §4 "the cart count badge refreshes after every change").
 */
export class CartStore {
  count: Loadable<number> = { status: 'loading' };

  constructor(private readonly source: Pick<ShellData, 'cartCount'>) {
    makeAutoObservable<CartStore, 'source'>(this, { source: false });
  }

  async refresh(): Promise<void> {
    const count = await this.source.cartCount();
    runInAction(() => {
      this.count = { status: 'loaded', value: count };
    });
  }

  /**
   * Runs a cart change, then refreshes the badge whatever the change answered (spec §4: the count refreshes after
   * every change; a failed or half-done change may still have changed the server cart). The change's own outcome,
   * or its error, is passed on unchanged.
   */
  async afterChange<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } finally {
      await this.refresh();
    }
  }

  /** A count a use case already returned (AddOrderFormToCart's cartCount): no second call needed. */
  setCount(count: number | null): void {
    this.count = { status: 'loaded', value: count };
  }
}
