import { makeAutoObservable } from 'mobx';
import type { OrderFormRepository } from '../../../application/ports/order-form-repository';
import type {
  PutMenuInOrderForm,
  PutMenuInOrderFormResult,
} from '../../../application/use-cases/put-menu-in-order-form';
import { orderFormTotal, removeOrderFormItem } from '../../../domain/menu/order-form';
import type { OrderForm, OrderFormItem } from '../../../domain/menu/types';
import { Hydration } from './hydration';

/**
 * The sidebar order form (spec §2 Sidebar, §3) as observable state over the local-storage repository: the product
 * page adds configured items (through the PutMenuInOrderForm use case, which checks them), the sidebar card lists and
 * removes them. Shared and long-lived (one per app). The add-to-cart and pay use cases write the repository
 * themselves, so screens call reload() after running them.
 */
export class OrderFormStore {
  items: OrderForm = [];

  constructor(
    private readonly repository: OrderFormRepository,
    private readonly putMenu: Pick<PutMenuInOrderForm, 'execute'>,
    hydration: Hydration = new Hydration(),
  ) {
    makeAutoObservable<OrderFormStore, 'repository' | 'putMenu'>(this, { repository: false, putMenu: false });
    // The stored form is this device's: a server-rendered page shows it once hydrated (the server's is empty).
    if (hydration.done) this.items = repository.load();
    else void hydration.settled().then(() => this.reload());
  }

  /** Reads the stored form again (after a use case changed it, or another tab did). */
  reload(): void {
    this.items = this.repository.load();
  }

  /**
   * Adds a configured item when its options and quantity are valid (the same configuration gains the quantity);
   * otherwise nothing changes and the result says why.
   */
  add(item: OrderFormItem): PutMenuInOrderFormResult {
    const result = this.putMenu.execute(item);
    if (result.kind === 'put') this.items = result.form;
    return result;
  }

  remove(index: number): void {
    this.commit(removeOrderFormItem(this.items, index));
  }

  /** Spec §3: the sum of the line totals, in won. */
  get total(): number {
    return orderFormTotal(this.items);
  }

  private commit(form: OrderForm): void {
    this.repository.save(form);
    this.items = form;
  }
}
