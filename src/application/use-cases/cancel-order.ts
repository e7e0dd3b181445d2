import { cancelRefusal } from '../../domain/order/status';
import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';

/** The success alert (wording ours: the spec shows no order states). */
export const ORDER_CANCELLED_MESSAGE = '주문이 취소되었습니다.';

export interface CancelOrderInput {
  /** The order as the customer last saw it: its status decides whether the cancel is asked for at all. */
  readonly order: Pick<PlacedOrder, 'id' | 'status'>;
}

export type CancelOrderResult =
  /** Cancelled: the points and coupons it used are given back (spec §4); `order` is the order as it now is. */
  | { readonly kind: 'cancelled'; readonly order: PlacedOrder; readonly message: typeof ORDER_CANCELLED_MESSAGE }
  /** The shown status already refuses a cancel (domain cancelRefusal): nothing was sent. */
  | { readonly kind: 'not-cancellable'; readonly code: string; readonly message: string }
  | { readonly kind: 'not-found' }
  /** The server refused (the branch moved the order on meanwhile): its Korean message. */
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Issue 6/10 cancel an order (DELETE /order/process/{id}): only while the domain says its status allows it, so a
 * cooking, finished or cancelled order is refused without a call; the server judges again with the same rule (the
 * branch may have moved the order on since it was shown). No session: SessionRequiredError; outages throw.
 */
export class CancelOrder {
  constructor(private readonly orders: Pick<OrderGateway, 'cancel'>) {}

  async execute(input: CancelOrderInput): Promise<CancelOrderResult> {
    const refusal = cancelRefusal(input.order.status);
    if (refusal !== null) return { kind: 'not-cancellable', ...refusal };
    const result = await this.orders.cancel(input.order.id);
    if (result.kind === 'cancelled')
      return { kind: 'cancelled', order: result.order, message: ORDER_CANCELLED_MESSAGE };
    if (result.kind === 'not-found') return result;
    return { kind: 'rejected', code: result.code, message: result.message };
  }
}
