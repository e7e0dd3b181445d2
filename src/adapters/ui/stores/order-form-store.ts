import { makeAutoObservable } from 'mobx';
import type { OrderFormRepository } from '../../../application/ports/order-form-repository';
import { addOrderFormItem, orderFormTotal, removeOrderFormItem } from '../../../domain/menu/order-form';
import type { OrderForm, OrderFormItem } from '../../../domain/menu/types';

/**
 * The sidebar order form (spec §2 Sidebar, §3) as observable state over the local-storage repository: the product
 * page adds configured items, the sidebar card lists and removes them. Shared and long-lived (one per app). The
 * add-to-cart and pay use cases write the repository themselves, so screens call reload() after running them.
 */
export class OrderFormStore {
  items: OrderForm = [];

  constructor(private readonly repository: OrderFormRepository) {
    makeAutoObservable<OrderFormStore, 'repository'>(this, { repository: false });
    this.items = repository.load();
  }

  /** Reads the stored form again (after a use case changed it, or another tab did). */
  reload(): void {
    this.items = this.repository.load();
  }

  /** Adds a configured item; the same configuration gains the quantity (domain addOrderFormItem). */
  add(item: OrderFormItem): void {
    this.commit(addOrderFormItem(this.items, item));
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
