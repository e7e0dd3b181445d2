import type { AddToCartPayload, CartItem } from '../cart/types';
import { ORDER_LINE_QUANTITY_MAX } from '../order/quantity';
import { type DomainError, err, ok, type Result } from '../shared/result';
import type { OptionGroup, OptionItem, OrderForm, OrderFormItem } from './types';

export type OptionSelectionErrorCode = 'OPTION_UNKNOWN' | 'OPTION_BELOW_MIN' | 'OPTION_ABOVE_MAX';
export type OptionSelectionError = DomainError<OptionSelectionErrorCode>;

/** Selected option ids without repeats, first occurrence kept: choosing an option twice counts once (spec §3). */
export function distinctIds(ids: readonly number[]): readonly number[] {
  return [...new Set(ids)];
}

/** Spec §3: a line total in won = (menu price + Σ option add prices) × quantity. */
export function lineTotalOf(menuPrice: number, addPrices: readonly number[], quantity: number): number {
  let unit = menuPrice;
  for (const add of addPrices) unit += add;
  return unit * quantity;
}

/** The option items of a menu by id; an id listed in two groups keeps the first group's item. */
function optionItemsById(options: readonly OptionGroup[]): ReadonlyMap<number, OptionItem> {
  const byId = new Map<number, OptionItem>();
  for (const group of options) {
    for (const item of group.subOptionItemDetailResponseList) if (!byId.has(item.id)) byId.set(item.id, item);
  }
  return byId;
}

/**
 * Spec §3 line total of an order-form item, in won. Repeated ids count once; an id naming no option of the menu
 * adds nothing (validateOptionSelection reports it). Quantity is the stepper's integer (spec §5).
 */
export function orderFormLineTotal(item: OrderFormItem): number {
  const byId = optionItemsById(item.options);
  const addPrices = distinctIds(item.selectedOptionItemIds).map((id) => byId.get(id)?.addPrice ?? 0);
  return lineTotalOf(item.menuPrice, addPrices, item.quantity);
}

/**
 * Checks a selection against the menu's option groups and returns the distinct selected ids. A group's
 * minSelect/maxSelect bound how many of its items may be chosen; absent means min 0 and max = its item count.
 */
export function validateOptionSelection(
  options: readonly OptionGroup[],
  selectedIds: readonly number[],
): Result<readonly number[], DomainError<OptionSelectionErrorCode>> {
  const selected = distinctIds(selectedIds);
  const known = optionItemsById(options);
  const unknown = selected.find((id) => !known.has(id));
  if (unknown !== undefined) {
    return err({ code: 'OPTION_UNKNOWN', message: '선택할 수 없는 옵션입니다.', field: 'selectedOptionItemIds' });
  }
  const chosen = new Set(selected);
  for (const group of options) {
    const items = group.subOptionItemDetailResponseList;
    const count = items.filter((item) => chosen.has(item.id)).length;
    const min = group.minSelect ?? 0;
    const max = group.maxSelect ?? items.length;
    const field = `options.${group.id}`;
    if (count < min) {
      return err({
        code: 'OPTION_BELOW_MIN',
        message: `${group.subOptionTitle} 옵션을 ${min}개 이상 선택해주세요.`,
        field,
      });
    }
    if (count > max) {
      return err({
        code: 'OPTION_ABOVE_MAX',
        message: `${group.subOptionTitle} 옵션은 최대 ${max}개까지 선택할 수 있어요.`,
        field,
      });
    }
  }
  return ok(selected);
}

/** Spec §3: the sidebar cart item (menuId, quantity, subOptionIds) of an order-form item; ids distinct. */
export function toCartItem(item: OrderFormItem): CartItem {
  return { menuId: item.menuId, quantity: item.quantity, subOptionIds: distinctIds(item.selectedOptionItemIds) };
}

/** Spec §3: the add-to-cart payload (mainMenuId, quantity, subOptionItemIdSet) of an order-form item. */
export function toAddToCartPayload(item: OrderFormItem): AddToCartPayload {
  return {
    mainMenuId: item.menuId,
    quantity: item.quantity,
    subOptionItemIdSet: distinctIds(item.selectedOptionItemIds),
  };
}

/** Two items are the same configuration when they name the same menu and the same set of options. */
export function sameConfiguration(a: OrderFormItem, b: OrderFormItem): boolean {
  if (a.menuId !== b.menuId) return false;
  const left = new Set(a.selectedOptionItemIds);
  const right = new Set(b.selectedOptionItemIds);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * Adds an item to the sidebar order form. The same configuration already in the form gains the quantity
 * instead of a second line, capped at an order line's 99 units (ORDER_LINE_QUANTITY_MAX, spec §5/§9), so one add call per line stays
 * one cart line per configuration.
 */
export function addOrderFormItem(form: OrderForm, item: OrderFormItem): OrderForm {
  const index = form.findIndex((line) => sameConfiguration(line, item));
  if (index < 0) return [...form, item];
  return form.map((line, i) =>
    i === index ? { ...line, quantity: Math.min(line.quantity + item.quantity, ORDER_LINE_QUANTITY_MAX) } : line,
  );
}

/** Removes the line at `index`; an index outside the form changes nothing. */
export function removeOrderFormItem(form: OrderForm, index: number): OrderForm {
  if (!Number.isInteger(index) || index < 0 || index >= form.length) return form;
  return form.filter((_, i) => i !== index);
}

/** The order-form total in won: the sum of its line totals (spec §3). */
export function orderFormTotal(form: OrderForm): number {
  let total = 0;
  for (const item of form) total += orderFormLineTotal(item);
  return total;
}
