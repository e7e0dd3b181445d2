import type { FastifyBaseLogger } from 'fastify';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';
import type { SmsSender } from '../../partners/sms/sms-sender';
import type { OrderTracking } from './order-tracking';

export interface TrackingLinkTextsDeps {
  readonly sms: SmsSender;
  readonly tracking: Pick<OrderTracking, 'pathFor'>;
  /** PUBLIC_URL: the storefront's origin put before the link; unset, the origin the order was placed through. */
  readonly publicUrl: string | undefined;
}

export type TrackingTextOutcome =
  | { readonly kind: 'sent' }
  /** The order has no 11-digit receiver number (spec §9) to text. */
  | { readonly kind: 'no-receiver' }
  /** The carrier refused the message: nothing was sent, the order stands. */
  | { readonly kind: 'failed'; readonly error: unknown };

const PHONE_NUMBER = /^[0-9]{11}$/;

/** What the text names of a placed order: its id, its receiver's number and its branch. */
export interface TextedOrder {
  readonly id: number;
  readonly receiverPhoneNumber: string;
  readonly branchName: string;
}

/** The receiver's text: the branch, that the order went through, and the link with how long it works. */
export function trackingLinkText(branchName: string, url: string): string {
  const brand = FRANCHISE_PROFILE.brand.name;
  return `[${brand}] ${branchName} 주문이 완료되었습니다. 주문이 끝나고 24시간까지 주문 상태를 볼 수 있어요: ${url}`;
}

/**
 * Issue 14: texts an order's receiver the tracking link of the order (OrderTracking.pathFor) through the SmsSender
 * port, after the order committed. The caller sends once per placed order and does not wait: a slow or failing
 * carrier never delays or fails the order, so `send` never rejects (its outcome says what happened). `settled`
 * waits for the texts still on their way (the server closes its database after it).
 */
export class TrackingLinkTexts {
  private readonly pending = new Set<Promise<TrackingTextOutcome>>();

  constructor(private readonly deps: TrackingLinkTextsDeps) {}

  /**
   * Texts the link of the order just placed to its receiver (as the placement wrote them: no read of the order),
   * prefixed with PUBLIC_URL or else `origin` (`scheme://host`).
   */
  send(order: TextedOrder, origin: string): Promise<TrackingTextOutcome> {
    const sending = this.text(order, origin).catch(
      (error: unknown): TrackingTextOutcome => ({ kind: 'failed', error }),
    );
    this.pending.add(sending);
    void sending.finally(() => this.pending.delete(sending));
    return sending;
  }

  /** Resolves once every text started so far has been sent or has failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async text(order: TextedOrder, origin: string): Promise<TrackingTextOutcome> {
    if (!PHONE_NUMBER.test(order.receiverPhoneNumber)) return { kind: 'no-receiver' };
    const url = `${this.deps.publicUrl ?? origin}${this.deps.tracking.pathFor(order.id)}`;
    await this.deps.sms.send({ to: order.receiverPhoneNumber, text: trackingLinkText(order.branchName, url) });
    return { kind: 'sent' };
  }
}

/**
 * Texts the receiver of an order just placed through `origin` its tracking link without waiting for it; a text that
 * fails is logged, the order stands (the order route's and the in-process order gateway's, server/in-process).
 */
export function sendTrackingLinkText(
  texts: TrackingLinkTexts,
  origin: string,
  log: Pick<FastifyBaseLogger, 'warn'>,
  order: TextedOrder,
): void {
  void texts.send(order, origin).then((outcome) => {
    if (outcome.kind === 'failed') log.warn({ err: outcome.error, orderId: order.id }, 'tracking link SMS not sent');
  });
}
