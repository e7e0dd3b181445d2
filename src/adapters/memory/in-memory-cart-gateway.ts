import type {
  AddToCartResult,
  CartGateway,
  ChangeCartQuantityResult,
  RemoveCartLineResult,
} from '../../application/ports/cart-gateway';
import { CART_MESSAGES } from '../../contract/cart';
import type { AddToCartPayload, CartSummary } from '../../domain/cart/types';
import { distinctIds } from '../../domain/menu/order-form';
import { cartItemRejection, cartLineOf, isCartQuantity, QUANTITY_MESSAGE, sameChoice } from './cart-lines';
import type { CartEntry, MemoryBackend, OwnerState } from './memory-backend';

/**
 * The server cart kept per customer. Adding a configuration already in the cart raises that line's quantity
 * (refused past 99) rather than adding a second line; an option id sent twice is refused; the count is the
 * number of lines.
 */
export class InMemoryCartGateway implements CartGateway {
  constructor(private readonly backend: MemoryBackend) {}

  async list(): Promise<CartSummary> {
    const owner = this.backend.requireOwner();
    const responseList = owner.cart.map((entry) => cartLineOf(this.menuOf(entry), entry));
    const totalPrice = responseList.reduce((sum, line) => sum + line.totalMenuWithSubOptionAndQuantityPrice, 0);
    return { responseList, totalPrice };
  }

  async count(): Promise<number> {
    return this.backend.requireOwner().cart.length;
  }

  async add(payload: AddToCartPayload): Promise<AddToCartResult> {
    const owner = this.backend.requireOwner();
    const ids = distinctIds(payload.subOptionItemIdSet);
    // The payload's option ids are a set (spec §3 subOptionItemIdSet): the server refuses one sent twice.
    if (ids.length !== payload.subOptionItemIdSet.length) {
      return { kind: 'rejected', code: 'OPTION_UNKNOWN', message: CART_MESSAGES.optionsDuplicated };
    }
    const rejection = cartItemRejection(this.backend.menu(payload.mainMenuId), ids, payload.quantity);
    if (rejection !== null) return rejection;
    const same = owner.cart.find((entry) => sameChoice(entry, payload.mainMenuId, ids));
    if (same !== undefined) {
      if (!isCartQuantity(same.quantity + payload.quantity)) return tooMany();
      same.quantity += payload.quantity;
      return { kind: 'added', cartId: same.cartId };
    }
    const entry: CartEntry = {
      cartId: this.backend.nextId(),
      menuId: payload.mainMenuId,
      subOptionIds: ids,
      quantity: payload.quantity,
    };
    owner.cart = [...owner.cart, entry];
    return { kind: 'added', cartId: entry.cartId };
  }

  async changeQuantity(cartId: number, quantity: number): Promise<ChangeCartQuantityResult> {
    const entry = this.entry(this.backend.requireOwner(), cartId);
    if (entry === undefined) return { kind: 'not-found' };
    if (!isCartQuantity(quantity)) return tooMany();
    entry.quantity = quantity;
    return { kind: 'changed', line: cartLineOf(this.menuOf(entry), entry) };
  }

  async remove(cartId: number): Promise<RemoveCartLineResult> {
    const owner = this.backend.requireOwner();
    if (this.entry(owner, cartId) === undefined) return { kind: 'not-found' };
    owner.cart = owner.cart.filter((entry) => entry.cartId !== cartId);
    return { kind: 'removed' };
  }

  async clear(): Promise<void> {
    this.backend.requireOwner().cart = [];
  }

  private entry(owner: OwnerState, cartId: number): CartEntry | undefined {
    return owner.cart.find((entry) => entry.cartId === cartId);
  }

  private menuOf(entry: CartEntry) {
    const menu = this.backend.menu(entry.menuId);
    if (menu === undefined) throw new Error(`cart line ${entry.cartId} names unknown menu ${entry.menuId}`);
    return menu;
  }
}

function tooMany(): ChangeCartQuantityResult & AddToCartResult {
  return { kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE', message: QUANTITY_MESSAGE };
}
