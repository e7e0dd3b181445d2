import type { AxiosInstance } from 'axios';
import type {
  AddToCartResult,
  CartGateway,
  CartRejection,
  CartRejectionCode,
  ChangeCartQuantityResult,
  RemoveCartLineResult,
} from '../../application/ports/cart-gateway';
import {
  CART_REJECTION_CODES,
  cartCountSchema,
  cartEndpoints,
  cartLineSchema,
  cartSummarySchema,
} from '../../contract/cart';
import { cartRejectionCodeOfField, toCartLine } from '../../contract/wire-reading';
import type { AddToCartPayload, CartSummary } from '../../domain/cart/types';
import { type HttpError, isHttpStatus } from './http-error';
import { callEndpoint, sendEndpoint } from './wire';

const WIRE_CODES: ReadonlySet<string> = new Set(Object.values(CART_REJECTION_CODES));

function rejectionOf(error: HttpError): CartRejection {
  const code =
    error.code !== null && WIRE_CODES.has(error.code)
      ? (error.code as CartRejectionCode)
      : cartRejectionCodeOfField(error.field);
  return { kind: 'rejected', code, message: error.message };
}

/**
 * CartGateway over the spec §7 Cart calls. A 400 is `rejected` with the server's Korean message (its cart code, or
 * one derived from the refused field); adding an unknown menu answered with 404 is MENU_NOT_FOUND; a line that
 * is not the caller's (404) is `not-found`. No session: the client throws SessionRequiredError.
 */
export class AxiosCartGateway implements CartGateway {
  constructor(private readonly http: AxiosInstance) {}

  async list(): Promise<CartSummary> {
    const summary = await callEndpoint(this.http, cartEndpoints.list, cartSummarySchema);
    return { responseList: summary.responseList.map(toCartLine), totalPrice: summary.totalPrice };
  }

  async count(): Promise<number> {
    const { cartCount } = await callEndpoint(this.http, cartEndpoints.count, cartCountSchema);
    return cartCount;
  }

  async add(payload: AddToCartPayload): Promise<AddToCartResult> {
    try {
      const line = await callEndpoint(this.http, cartEndpoints.add, cartLineSchema, {
        body: {
          mainMenuId: payload.mainMenuId,
          quantity: payload.quantity,
          subOptionItemIdSet: [...payload.subOptionItemIdSet],
        },
      });
      return { kind: 'added', cartId: line.cartId };
    } catch (error) {
      if (isHttpStatus(error, 400)) return rejectionOf(error);
      if (isHttpStatus(error, 404)) return { kind: 'rejected', code: 'MENU_NOT_FOUND', message: error.message };
      throw error;
    }
  }

  async changeQuantity(cartId: number, quantity: number): Promise<ChangeCartQuantityResult> {
    try {
      const line = await callEndpoint(this.http, cartEndpoints.changeQuantity, cartLineSchema, {
        path: { id: cartId },
        body: { quantity },
      });
      return { kind: 'changed', line: toCartLine(line) };
    } catch (error) {
      if (isHttpStatus(error, 404)) return { kind: 'not-found' };
      if (isHttpStatus(error, 400)) return { kind: 'rejected', code: 'QUANTITY_OUT_OF_RANGE', message: error.message };
      throw error;
    }
  }

  async remove(cartId: number): Promise<RemoveCartLineResult> {
    try {
      await sendEndpoint(this.http, cartEndpoints.remove, { path: { id: cartId } });
      return { kind: 'removed' };
    } catch (error) {
      if (isHttpStatus(error, 404)) return { kind: 'not-found' };
      throw error;
    }
  }

  async clear(): Promise<void> {
    await sendEndpoint(this.http, cartEndpoints.clear);
  }
}
