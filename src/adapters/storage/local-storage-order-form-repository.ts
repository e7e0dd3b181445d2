import type { KeyValueStore } from '../../application/ports/key-value-store';
import type { OrderFormRepository } from '../../application/ports/order-form-repository';
import type { OptionGroup, OrderForm, OrderFormItem } from '../../domain/menu/types';

/** Storage keys: the sidebar order form (JSON) and the two coupon-change cart line ids (decimal). */
export const ORDER_FORM_KEYS = {
  orderForm: 'orderForm',
  cartId: 'cartId',
  removableCartId: 'removableCartId',
} as const;

/**
 * The sidebar order form as JSON in local storage (spec §3). Stored text that is not a well-formed order form
 * (corrupt JSON, an older shape, a hand edit) reads as an empty form and is overwritten, never thrown: a broken
 * sidebar must not break the product page.
 */
export class LocalStorageOrderFormRepository implements OrderFormRepository {
  constructor(private readonly store: KeyValueStore) {}

  load(): OrderForm {
    const raw = this.store.get(ORDER_FORM_KEYS.orderForm);
    if (raw === null) return [];
    const form = parseOrderForm(raw);
    if (form === null) {
      this.store.set(ORDER_FORM_KEYS.orderForm, '[]');
      return [];
    }
    return form;
  }

  save(form: OrderForm): void {
    this.store.set(ORDER_FORM_KEYS.orderForm, JSON.stringify(form));
  }

  clear(): void {
    this.store.remove(ORDER_FORM_KEYS.orderForm);
  }

  cartId(): number | null {
    return this.readId(ORDER_FORM_KEYS.cartId);
  }

  saveCartId(cartId: number | null): void {
    this.writeId(ORDER_FORM_KEYS.cartId, cartId);
  }

  removableCartId(): number | null {
    return this.readId(ORDER_FORM_KEYS.removableCartId);
  }

  saveRemovableCartId(cartId: number | null): void {
    this.writeId(ORDER_FORM_KEYS.removableCartId, cartId);
  }

  private readId(key: string): number | null {
    const raw = this.store.get(key);
    const id = raw === null || !/^[0-9]+$/.test(raw) ? Number.NaN : Number(raw);
    return Number.isSafeInteger(id) ? id : null;
  }

  private writeId(key: string, id: number | null): void {
    if (id === null) this.store.remove(key);
    else this.store.set(key, String(id));
  }
}

function parseOrderForm(raw: string): OrderForm | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return Array.isArray(value) && value.every(isOrderFormItem) ? value : null;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isOptionGroup(v: unknown): v is OptionGroup {
  if (!isRecord(v) || !isInt(v['id']) || typeof v['subOptionTitle'] !== 'string') return false;
  const items = v['subOptionItemDetailResponseList'];
  return (
    Array.isArray(items) &&
    items.every((i) => isRecord(i) && isInt(i['id']) && typeof i['itemTitle'] === 'string' && isInt(i['addPrice']))
  );
}

function isOrderFormItem(v: unknown): v is OrderFormItem {
  if (!isRecord(v)) return false;
  const { menuId, menuName, menuPrice, menuImageUrl, options, selectedOptionItemIds, quantity } = v;
  return (
    isInt(menuId) &&
    typeof menuName === 'string' &&
    isInt(menuPrice) &&
    typeof menuImageUrl === 'string' &&
    Array.isArray(options) &&
    options.every(isOptionGroup) &&
    Array.isArray(selectedOptionItemIds) &&
    selectedOptionItemIds.every(isInt) &&
    isInt(quantity)
  );
}
