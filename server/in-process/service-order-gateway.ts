import type { FastifyBaseLogger } from 'fastify';
import type * as z from 'zod/mini';
import type {
  AdultVerificationResult,
  CheckoutChoices,
  CheckoutInit,
  CheckoutInitResult,
  CheckoutPriceResult,
  OrderCancelResult,
  OrderGateway,
  OrderPlaceResult,
  OrderRejection,
  OrderSubmission,
  PlacedOrder,
} from '../../src/application/ports/order-gateway';
import type { Page } from '../../src/application/ports/page';
import { AGENT_MISMATCH_MESSAGE } from '../../src/contract/ars';
import { idParamsSchema } from '../../src/contract/common';
import {
  adultVerifyBodySchema,
  checkoutBreakdownSchema,
  checkoutChoicesSchema,
  checkoutDataSchema,
  checkoutInitBodySchema,
  completeQuerySchema,
  orderHistoryPageSchema,
  orderHistoryQuerySchema,
  orderProcessBodySchema,
  placedOrderSchema,
  processHeadersSchema,
} from '../../src/contract/order';
import { toCheckoutChoicesBody, toCheckoutInitBody, toOrderProcessBody } from '../../src/contract/wire-writing';
import type { SessionType } from '../../src/domain/session/types';
import { callerOfClaims } from '../auth/require-session';
import type { ServerServices } from '../composition';
import { isDomainHttpError, parsedOrBadRequest } from '../http/domain-http-error';
import type { Customer } from '../services/orders/checkout-pricing';
import { isRefusal, type OrderRefusal } from '../services/orders/order-errors';
import { sendTrackingLinkText } from '../services/orders/tracking-link-texts';

/** The customer the session cookie names, as the order routes know the caller (server/routes/orders.ts). */
export interface OrderCustomer {
  readonly ownerId: string;
  readonly type: SessionType;
  /** The origin the customer's order is placed through: its tracking link's, unless PUBLIC_URL is set. */
  readonly origin: string;
}

type OrderServices = Pick<ServerServices, 'checkouts' | 'placement' | 'orders' | 'adult' | 'ars' | 'tracking'>;

function rejectionOf({ code, message }: { readonly code: string; readonly message: string }): OrderRejection {
  return { kind: 'rejected', code, message };
}

/** What the order calls answer: the service's value as the wire schema reads it, or the refusal as a rejection. */
function answerOf<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> | OrderRejection {
  if (isRefusal(value)) return rejectionOf(value as OrderRefusal);
  return schema.parse(value) as z.output<S>;
}

/** `call` with the input parsed as the route parses it first: a malformed field is a rejection naming its code. */
async function checked<T>(call: () => Promise<T | OrderRejection>): Promise<T | OrderRejection> {
  try {
    return await call();
  } catch (error) {
    if (isDomainHttpError(error) && error.status === 400) return rejectionOf(error);
    throw error;
  }
}

/**
 * OrderGateway over the server's order services in this process (issue 13's in-process family), for the customer the
 * server read from a request's session cookie: what the spec §7 Order calls answer that customer, without a request.
 * Each input is checked with the route's schema first and each answer read with the wire's (what the HTTP family
 * reads); a refusal is a rejection with the server's code and Korean message, as the HTTP family reads its 4xx; an
 * order that is not the customer's reads null / not-found. The server renders a customer's /checkout through it
 * (server/http/page-rendering.ts); held to the OrderGateway contract suite beside the HTTP family
 * (tests/contract/adapters/in-process-adapters-pglite.test.ts).
 */
export class ServiceOrderGateway implements OrderGateway {
  private readonly customer: Customer;

  constructor(
    private readonly services: OrderServices,
    private readonly caller: OrderCustomer,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.customer = callerOfClaims({ sub: caller.ownerId, type: caller.type });
  }

  async init(input: CheckoutInit): Promise<CheckoutInitResult> {
    const result = await checked(async () => {
      const body = parsedOrBadRequest(checkoutInitBodySchema, toCheckoutInitBody(input));
      return answerOf(checkoutDataSchema, await this.services.checkouts.init(this.customer, body));
    });
    return 'kind' in result ? result : { kind: 'ready', checkout: result };
  }

  async calc(choices: CheckoutChoices): Promise<CheckoutPriceResult> {
    const result = await checked(async () => {
      const body = parsedOrBadRequest(checkoutChoicesSchema, toCheckoutChoicesBody(choices));
      return answerOf(checkoutBreakdownSchema, await this.services.checkouts.calc(this.customer, body));
    });
    return 'kind' in result ? result : { kind: 'priced', breakdown: result };
  }

  async process(submission: OrderSubmission): Promise<OrderPlaceResult> {
    const result = await checked(async () => {
      const headers = parsedOrBadRequest(processHeadersSchema, {
        'x-agent': submission.agent,
        'idempotency-key': submission.idempotencyKey,
      });
      const body = parsedOrBadRequest(orderProcessBodySchema, toOrderProcessBody(submission));
      // As POST /order/process: the agent recorded on the order must be the session's own.
      const agent = await this.services.ars.agents.recordedAgent(
        { sub: this.caller.ownerId, type: this.caller.type },
        headers['x-agent'],
      );
      if (agent === null) return rejectionOf({ code: 'AGENT_MISMATCH', message: AGENT_MISMATCH_MESSAGE });
      const outcome = await this.services.placement.process(this.customer, headers['idempotency-key'], agent, body);
      if (isRefusal(outcome)) return rejectionOf(outcome);
      if (outcome.texted !== undefined) {
        sendTrackingLinkText(this.services.tracking.texts, this.caller.origin, this.log, outcome.texted);
      }
      return placedOrderSchema.parse(outcome.order);
    });
    return 'kind' in result ? result : { kind: 'placed', order: result };
  }

  async complete(orderId: string): Promise<PlacedOrder | null> {
    const query = parsedOrBadRequest(completeQuerySchema, { orderId });
    const order = await this.services.orders.complete(this.customer, query.orderId);
    return order === null ? null : placedOrderSchema.parse(order);
  }

  async cancel(id: number): Promise<OrderCancelResult> {
    const result = await checked(async () => {
      const params = parsedOrBadRequest(idParamsSchema, { id });
      const outcome = await this.services.orders.cancel(this.customer, params.id);
      if (outcome === null) return { kind: 'not-found' as const };
      return answerOf(placedOrderSchema, outcome);
    });
    return 'kind' in result ? result : { kind: 'cancelled', order: result };
  }

  async verifyAdult(ciToken: string): Promise<AdultVerificationResult> {
    // As GET /pay/adult/token then POST /delivery/pay/adult/ready: the token ties the verification to this customer.
    return checked(async () => {
      const { adult } = this.services;
      const body = parsedOrBadRequest(adultVerifyBodySchema, { ciToken, token: adult.issueToken(this.caller.ownerId) });
      const outcome = await adult.verify(this.caller.ownerId, body.token, body.ciToken);
      return isRefusal(outcome) ? rejectionOf(outcome) : { kind: 'verified' as const };
    });
  }

  async history(page: number, size: number): Promise<Page<PlacedOrder>> {
    const query = parsedOrBadRequest(orderHistoryQuerySchema, { page, size });
    const answer = orderHistoryPageSchema.parse(
      await this.services.orders.history(this.customer, query.page, query.size),
    );
    return { items: answer.list, page: answer.page, size: answer.size, totalCount: answer.totalCount };
  }

  async historyDetail(id: number): Promise<PlacedOrder | null> {
    const params = parsedOrBadRequest(idParamsSchema, { id });
    const order = await this.services.orders.detail(this.customer, params.id);
    return order === null ? null : placedOrderSchema.parse(order);
  }
}
