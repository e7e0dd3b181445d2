import { ORDER_LINE_QUANTITY_MAX } from '../order/quantity';
import { type DomainError, err, ok, type Result } from '../shared/result';
import type { CartItem } from './types';

/**
 * Spec §3 compact cart serialisation, also the checkout `mc` parameter (spec §2):
 *
 *   code   = ''                      (the empty cart)
 *          | item ('--' item)*
 *   item   = id '-' quantity         (no options: two parts, no trailing dash)
 *          | id '-' quantity '-' id ('_' id)*
 *   id     = a positive safe integer in plain decimal, no sign, no leading zero
 *   quantity = 1..99 (the stepper's range, spec §5/§9), no leading zero
 *
 * An item without options is `id-quantity`, not `id-quantity-`: a trailing dash next to the `--` separator would
 * make `1-2---3-4` ambiguous. Option ids keep their order and must be distinct. Parsing accepts exactly what
 * formatting produces (anything else is MALFORMED_CART_CODE), so parse∘format is the identity on valid carts and
 * format∘parse the identity on accepted text: a cart link can never silently mean a different cart.
 */
export const CART_CODE_ITEM_SEPARATOR = '--';
export const CART_CODE_PART_SEPARATOR = '-';
export const CART_CODE_OPTION_SEPARATOR = '_';

export type CartCodeError = DomainError<'MALFORMED_CART_CODE'>;

const MALFORMED: CartCodeError = {
  code: 'MALFORMED_CART_CODE',
  message: '주문 정보가 올바르지 않습니다. 장바구니에서 다시 주문해주세요.',
  field: 'mc',
};

const DECIMAL = /^[1-9][0-9]*$/;

/** A positive safe integer written canonically, or null. */
function parseId(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

function parseItem(text: string): CartItem | null {
  const parts = text.split(CART_CODE_PART_SEPARATOR);
  if (parts.length < 2 || parts.length > 3) return null;
  const menuId = parseId(parts[0] ?? '');
  const quantity = parseId(parts[1] ?? '');
  if (menuId === null || quantity === null || quantity > ORDER_LINE_QUANTITY_MAX) return null;
  if (parts.length === 2) return { menuId, quantity, subOptionIds: [] };
  const subOptionIds: number[] = [];
  for (const raw of (parts[2] ?? '').split(CART_CODE_OPTION_SEPARATOR)) {
    const id = parseId(raw);
    if (id === null || subOptionIds.includes(id)) return null;
    subOptionIds.push(id);
  }
  return { menuId, quantity, subOptionIds };
}

function formatItem(item: CartItem): string {
  const head = `${item.menuId}${CART_CODE_PART_SEPARATOR}${item.quantity}`;
  if (item.subOptionIds.length === 0) return head;
  return `${head}${CART_CODE_PART_SEPARATOR}${item.subOptionIds.join(CART_CODE_OPTION_SEPARATOR)}`;
}

/** Spec §3: the compact code of a cart (`12-2-5_7--30-1`); the empty cart is the empty string. */
export function formatCartCode(items: readonly CartItem[]): string {
  return items.map(formatItem).join(CART_CODE_ITEM_SEPARATOR);
}

/** Spec §3: reads a compact cart code; any text formatCartCode would not produce is MALFORMED_CART_CODE. */
export function parseCartCode(text: string): Result<readonly CartItem[], DomainError<'MALFORMED_CART_CODE'>> {
  if (typeof text !== 'string') return err(MALFORMED);
  if (text === '') return ok([]);
  const items: CartItem[] = [];
  for (const raw of text.split(CART_CODE_ITEM_SEPARATOR)) {
    const item = parseItem(raw);
    if (item === null) return err(MALFORMED);
    items.push(item);
  }
  return ok(items);
}

/** Spec §2: the checkout route for a cart, `/checkout?mc=<url-encoded cart code>`. */
export function checkoutPath(items: readonly CartItem[]): string {
  return `/checkout?mc=${encodeURIComponent(formatCartCode(items))}`;
}
