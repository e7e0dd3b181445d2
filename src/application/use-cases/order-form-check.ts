import { validateOptionSelection } from '../../domain/menu/order-form';
import type { OrderForm } from '../../domain/menu/types';

/** The first order-form item whose options break its menu's option rules, with the domain's Korean message. */
export type OrderFormProblem = {
  readonly kind: 'invalid-options';
  readonly menuName: string;
  readonly message: string;
};

/** Spec §3/§5: every item's selection must satisfy its option groups before anything is sent; null when all do. */
export function firstOrderFormProblem(form: OrderForm): OrderFormProblem | null {
  for (const item of form) {
    const checked = validateOptionSelection(item.options, item.selectedOptionItemIds);
    if (!checked.ok) return { kind: 'invalid-options', menuName: item.menuName, message: checked.error.message };
  }
  return null;
}
