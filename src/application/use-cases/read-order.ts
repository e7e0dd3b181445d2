import { type OrderStatusAllowance, orderStatusAllows } from '../../domain/order/status';
import type { OrderGateway, PlacedOrder } from '../ports/order-gateway';

/**
 * Which order to read: `id` names it in the history (GET /order/history/{id}), `orderId` is the order number the
 * complete page carries in its link (GET /order/complete).
 */
export type ReadOrderInput = { readonly id: number } | { readonly orderId: string };

export type ReadOrderResult =
  /** The order as it is now, with what its status still allows (cancel it, follow it). */
  | ({ readonly kind: 'found'; readonly order: PlacedOrder } & OrderStatusAllowance)
  /** Unknown, or not this customer's order (spec §7: another customer's order reads as not found). */
  | { readonly kind: 'not-found' };

/**
 * Issue 6/10 order detail: one order of the signed-in customer (member or phone-confirmed guest), read again from
 * the backend each time. A blank order number is not-found without a call. No session: SessionRequiredError.
 */
export class ReadOrder {
  constructor(private readonly orders: Pick<OrderGateway, 'complete' | 'historyDetail'>) {}

  async execute(input: ReadOrderInput): Promise<ReadOrderResult> {
    const order = await this.read(input);
    if (order === null) return { kind: 'not-found' };
    return { kind: 'found', order, ...orderStatusAllows(order.status) };
  }

  private read(input: ReadOrderInput): Promise<PlacedOrder | null> {
    if ('id' in input) return this.orders.historyDetail(input.id);
    const orderId = input.orderId.trim();
    return orderId === '' ? Promise.resolve(null) : this.orders.complete(orderId);
  }
}
