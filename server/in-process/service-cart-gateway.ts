import type {
  AddToCartResult,
  CartGateway,
  CartRejection,
  ChangeCartQuantityResult,
  RemoveCartLineResult,
} from '../../src/application/ports/cart-gateway';
import { addToCartBodySchema } from '../../src/contract/cart';
import { cartRejectionCodeOfField, toCartLine } from '../../src/contract/wire-reading';
import type { AddToCartPayload, CartSummary } from '../../src/domain/cart/types';
import { isDomainHttpError, parsedOrBadRequest } from '../http/domain-http-error';
import type { CartService, CartRejection as ServiceRejection } from '../services/cart/cart-service';

function rejectionOf(rejection: ServiceRejection): CartRejection {
  return { kind: 'rejected', code: rejection.code, message: rejection.message };
}

/**
 * CartGateway over the server's cart service in this process (issue 13's in-process family), for the customer
 * `ownerId` the server read from the request's session cookie: what the spec §7 Cart calls answer that customer,
 * without a request. The server renders a customer's /cart through it (server/http/page-rendering.ts); held to the
 * CartGateway contract suite beside the HTTP family (tests/contract/adapters/in-process-adapters-pglite.test.ts).
 */
export class ServiceCartGateway implements CartGateway {
  constructor(
    private readonly service: CartService,
    private readonly ownerId: string,
  ) {}

  async list(): Promise<CartSummary> {
    const summary = await this.service.list(this.ownerId);
    return { responseList: summary.responseList.map(toCartLine), totalPrice: summary.totalPrice };
  }

  async count(): Promise<number> {
    return this.service.count(this.ownerId);
  }

  /**
   * The body is checked as POST /cart checks it (the contract's schema, parsedOrBadRequest) before the service sees it;
   * its 400 reads as the HTTP family reads one (the refused field's code, the Korean message).
   */
  async add(payload: AddToCartPayload): Promise<AddToCartResult> {
    try {
      parsedOrBadRequest(addToCartBodySchema, payload);
    } catch (error) {
      if (!isDomainHttpError(error)) throw error;
      return { kind: 'rejected', code: cartRejectionCodeOfField(error.field ?? null), message: error.message };
    }
    const outcome = await this.service.add(this.ownerId, payload);
    if (outcome.kind === 'rejected') return rejectionOf(outcome.rejection);
    // The service refuses an unknown menu as MENU_NOT_FOUND; a line is only not-found for changes.
    if (outcome.kind === 'not-found') throw new Error('the cart service answered an add with not-found');
    return { kind: 'added', cartId: outcome.line.cartId };
  }

  async changeQuantity(cartId: number, quantity: number): Promise<ChangeCartQuantityResult> {
    const outcome = await this.service.changeQuantity(this.ownerId, cartId, quantity);
    if (outcome.kind === 'rejected') return rejectionOf(outcome.rejection);
    if (outcome.kind === 'not-found') return { kind: 'not-found' };
    return { kind: 'changed', line: toCartLine(outcome.line) };
  }

  async remove(cartId: number): Promise<RemoveCartLineResult> {
    const outcome = await this.service.remove(this.ownerId, cartId);
    return outcome.kind === 'ok' ? { kind: 'removed' } : { kind: 'not-found' };
  }

  async clear(): Promise<void> {
    await this.service.clear(this.ownerId);
  }
}
