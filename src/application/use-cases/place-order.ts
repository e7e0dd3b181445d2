import { withQuery } from '../../domain/navigation/url';
import {
  ORDER_REJECTION_CODES,
  type OrderGateway,
  type OrderPlaceResult,
  type OrderSubmission,
  type PlacedOrder,
} from '../ports/order-gateway';

/** Where a placed order lands (the order-complete page, spec §7 GET /order/complete). */
export const ORDER_COMPLETE_PATH = '/checkout/complete';

/** Said when the same order is submitted again while its first submit is still being answered (ours). */
export const ORDER_IN_FLIGHT_MESSAGE = '주문을 처리하고 있습니다. 잠시만 기다려주세요.';

/** The server's code for a key whose first submit is still being processed (409). */
const ORDER_IN_FLIGHT = 'ORDER_IN_FLIGHT';

/** Everything an order carries but its idempotency key, which PlaceOrder owns. */
export type PlaceOrderInput = Omit<OrderSubmission, 'idempotencyKey'>;

export type PlaceOrderResult =
  | { readonly kind: 'placed'; readonly order: PlacedOrder; readonly completePath: string }
  /** The card was declined or timed out: nothing was charged, the choices stay. */
  | { readonly kind: 'declined'; readonly code: string; readonly message: string }
  /** A chosen coupon or the points were spent by another order since the price was shown. */
  | { readonly kind: 'benefit-already-used'; readonly message: string }
  /** The order holds an adult-only menu and the buyer has not proved their age (spec §4). */
  | { readonly kind: 'adult-required'; readonly message: string }
  /** The server no longer knows the checkout: it must be snapshotted again. */
  | { readonly kind: 'checkout-lost'; readonly message: string }
  /** The first submit of this intent is still being answered; retrying later reuses its key. */
  | { readonly kind: 'in-flight'; readonly message: string }
  | { readonly kind: 'rejected'; readonly code: string; readonly message: string };

/**
 * Spec §7 POST /order/process with exactly-once semantics. One idempotency key per submit intent: the first submit
 * of some order details creates the key; sending the same details again after an outage (a thrown error) or an
 * in-flight answer reuses it, so the server answers with the first order instead of making a second one. A placed
 * order or a refusal ends the intent: the next submit is a new intent with a new key. A second submit of the same
 * details while one runs joins it (one call); other details meanwhile are `in-flight`. One instance per checkout
 * screen. Outages throw (the intent is kept for the retry).
 */
export class PlaceOrder {
  private intent: { readonly key: string; readonly fingerprint: string } | null = null;
  private running: { readonly fingerprint: string; readonly answer: Promise<PlaceOrderResult> } | null = null;

  constructor(
    private readonly orders: Pick<OrderGateway, 'process'>,
    private readonly newKey: () => string,
  ) {}

  /** The key the next submit of `input` would carry: its intent's key, or null when it would be a new intent. */
  keyFor(input: PlaceOrderInput): string | null {
    return this.intent?.fingerprint === JSON.stringify(input) ? this.intent.key : null;
  }

  execute(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    const fingerprint = JSON.stringify(input);
    if (this.running !== null) {
      if (this.running.fingerprint === fingerprint) return this.running.answer;
      return Promise.resolve({ kind: 'in-flight', message: ORDER_IN_FLIGHT_MESSAGE });
    }
    if (this.intent?.fingerprint !== fingerprint) this.intent = { key: this.newKey(), fingerprint };
    const answer = this.submit({ ...input, idempotencyKey: this.intent.key });
    this.running = { fingerprint, answer };
    const done = () => {
      this.running = null;
    };
    answer.then(done, done);
    return answer;
  }

  private async submit(submission: OrderSubmission): Promise<PlaceOrderResult> {
    const result = await this.orders.process(submission);
    if (!(result.kind === 'rejected' && result.code === ORDER_IN_FLIGHT)) this.intent = null;
    return resultOf(result);
  }
}

function resultOf(result: OrderPlaceResult): PlaceOrderResult {
  if (result.kind === 'placed') {
    const completePath = withQuery(ORDER_COMPLETE_PATH, { orderId: result.order.orderId });
    return { kind: 'placed', order: result.order, completePath };
  }
  const { code, message } = result;
  switch (code) {
    case ORDER_REJECTION_CODES.PAYMENT_DECLINED:
    case ORDER_REJECTION_CODES.PAYMENT_TIMEOUT:
      return { kind: 'declined', code, message };
    case ORDER_REJECTION_CODES.BENEFIT_ALREADY_USED:
      return { kind: 'benefit-already-used', message };
    case ORDER_REJECTION_CODES.ADULT_VERIFICATION_REQUIRED:
      return { kind: 'adult-required', message };
    case ORDER_REJECTION_CODES.CHECKOUT_NOT_FOUND:
      return { kind: 'checkout-lost', message };
    case ORDER_IN_FLIGHT:
      return { kind: 'in-flight', message };
    default:
      return { kind: 'rejected', code, message };
  }
}
