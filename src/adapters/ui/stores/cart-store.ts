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

  /** A count a use case already returned (AddOrderFormToCart's cartCount): no second call needed. */
  setCount(count: number | null): void {
    this.count = { status: 'loaded', value: count };
  }
}
