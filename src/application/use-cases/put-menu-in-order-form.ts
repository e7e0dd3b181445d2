import { firstOptionProblem } from '../../domain/menu/option-choice';
import { addOrderFormItem } from '../../domain/menu/order-form';
import type { OrderForm, OrderFormItem } from '../../domain/menu/types';
import { isOrderLineQuantity, ORDER_LINE_QUANTITY_MESSAGE } from '../../domain/order/quantity';
import type { OrderFormRepository } from '../ports/order-form-repository';

export type PutMenuInOrderFormResult =
  /** The form as stored now: the item added, or merged into the line of the same configuration. */
  | { readonly kind: 'put'; readonly form: OrderForm }
  /**
   * Spec §3/§5: the chosen options break a group's bounds (or name an option the menu does not have); nothing was
   * stored. `groupId` is the group at fault, null when no single group is (an unknown option).
   */
  | { readonly kind: 'invalid-options'; readonly groupId: number | null; readonly message: string }
  /** Spec §5/§9: an order line holds 1..99 units; nothing was stored. */
  | { readonly kind: 'invalid-quantity'; readonly message: string };

/**
 * Spec §2/§3 the product page's 주문표에 담기 (and the configuration it sends with 장바구니 담기 / 바로 주문하기): a menu
 * configured with its options and a quantity goes into the order form kept on this device, once its selection
 * satisfies the menu's option groups (min/max, known items) and its quantity is an order line's. The same
 * configuration again adds to that line's quantity (domain addOrderFormItem). Synchronous: the form is local.
 */
export class PutMenuInOrderForm {
  constructor(private readonly orderForms: Pick<OrderFormRepository, 'load' | 'save'>) {}

  execute(item: OrderFormItem): PutMenuInOrderFormResult {
    const problem = firstOptionProblem(item.options, item.selectedOptionItemIds);
    if (problem !== null) {
      return {
        kind: 'invalid-options',
        groupId: problem.groupId < 0 ? null : problem.groupId,
        message: problem.message,
      };
    }
    if (!isOrderLineQuantity(item.quantity)) return { kind: 'invalid-quantity', message: ORDER_LINE_QUANTITY_MESSAGE };
    const form = addOrderFormItem(this.orderForms.load(), item);
    this.orderForms.save(form);
    return { kind: 'put', form };
  }
}
