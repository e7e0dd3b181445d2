import type { SmsSender } from '../partners/sms/sms-sender';
import type { PaymentGateway } from '../services/orders/payment-gateway';

/**
 * The business events operators count (issue 14 "Operations"; README "Operations" lists the Prometheus names). The
 * composition root (server/composition.ts) passes one to the services that see them; the implementation is
 * server/http/metrics.ts. Every call is synchronous and never fails: counting cannot break an order.
 */
export interface ShopMetrics {
  /** An order attempt ended with a new order (a replay of a finished idempotency key is not counted again). */
  orderPlaced(): void;
  /** An order attempt was refused, by its refusal code (PAYMENT_DECLINED, BENEFIT_ALREADY_USED, BRANCH_CLOSED…). */
  orderRefused(code: string): void;
  /** A customer cancelled an order. */
  orderCancelled(): void;
  /** The card gateway declined a charge or did not answer in time. */
  paymentFailed(reason: 'declined' | 'timeout'): void;
  /** The SMS carrier accepted a message (a verification code, an ARS link). */
  smsSent(): void;
}

/** `gateway`, counting the charges it declines or lets time out. */
export function countPaymentFailures(gateway: PaymentGateway, metrics: ShopMetrics): PaymentGateway {
  return {
    authorize: async (request) => {
      const result = await gateway.authorize(request);
      if (result.kind !== 'approved') metrics.paymentFailed(result.kind);
      return result;
    },
    capture: (paymentKey) => gateway.capture(paymentKey),
    void: (paymentKey) => gateway.void(paymentKey),
    refund: (authorizationId) => gateway.refund(authorizationId),
  };
}

/** `sender`, counting the messages its carrier accepted. */
export function countSmsSent(sender: SmsSender, metrics: ShopMetrics): SmsSender {
  return {
    send: async (message) => {
      await sender.send(message);
      metrics.smsSent();
    },
  };
}
