import type { AxiosInstance } from 'axios';
import type {
  AdultVerificationResult,
  CheckoutChoices,
  CheckoutData,
  CheckoutInit,
  CheckoutInitResult,
  CheckoutPriceResult,
  OrderCancelResult,
  OrderGateway,
  OrderPlaceResult,
  OrderRejection,
  OrderSubmission,
  PlacedOrder,
} from '../../application/ports/order-gateway';
import type { Page } from '../../application/ports/page';
import { ERROR_CODES } from '../../contract/errors';
import {
  adultStatusSchema,
  adultTokenSchema,
  checkoutBreakdownSchema,
  checkoutDataSchema,
  orderEndpoints,
  orderHistoryPageSchema,
  placedOrderSchema,
} from '../../contract/order';
import { toCheckoutChoicesBody, toCheckoutInitBody, toOrderProcessBody } from '../../contract/wire-writing';
import { HttpError } from './http-error';
import { callEndpoint, nullIfNotFound } from './wire';

/** The statuses the order calls answer with a refusal the customer can act on (not an outage). */
const REFUSAL_STATUSES = new Set([400, 402, 403, 409, 422, 504]);

function refusalOf(error: unknown): OrderRejection | null {
  if (!(error instanceof HttpError) || error.kind !== 'response' || error.status === null) return null;
  if (error.status === 404 && error.code !== ERROR_CODES.ELEMENT_NOT_FOUND) {
    return { kind: 'rejected', code: error.code ?? 'NOT_FOUND', message: error.message };
  }
  if (!REFUSAL_STATUSES.has(error.status)) return null;
  return { kind: 'rejected', code: error.code ?? 'REJECTED', message: error.message };
}

async function refusing<T>(call: () => Promise<T>): Promise<T | OrderRejection> {
  try {
    return await call();
  } catch (error) {
    const refused = refusalOf(error);
    if (refused !== null) return refused;
    throw error;
  }
}

/**
 * OrderGateway over spec §7 Order calls. Refusals (400 with the field, 402 declined card, 403 adult check, 409
 * conflicts, 422 business rules, 504 card timeout) are `rejected` values with the server's code and Korean message;
 * an order that is not the caller's (404 ELEMENT_NOT_FOUND) reads null / `not-found`. A lost answer (network) of
 * process is thrown: the caller retries with the SAME idempotency key and gets the first result.
 */
export class AxiosOrderGateway implements OrderGateway {
  constructor(private readonly http: AxiosInstance) {}

  async init(input: CheckoutInit): Promise<CheckoutInitResult> {
    const result = await refusing(() =>
      callEndpoint(this.http, orderEndpoints.init, checkoutDataSchema, {
        headers: { customAgent: input.agent },
        body: toCheckoutInitBody(input),
      }),
    );
    return 'kind' in result ? result : { kind: 'ready', checkout: result as CheckoutData };
  }

  async calc(choices: CheckoutChoices): Promise<CheckoutPriceResult> {
    const result = await refusing(() =>
      callEndpoint(this.http, orderEndpoints.calc, checkoutBreakdownSchema, { body: toCheckoutChoicesBody(choices) }),
    );
    return 'kind' in result ? result : { kind: 'priced', breakdown: result };
  }

  async process(submission: OrderSubmission): Promise<OrderPlaceResult> {
    const result = await refusing(() =>
      callEndpoint(this.http, orderEndpoints.process, placedOrderSchema, {
        headers: { 'x-agent': submission.agent, 'idempotency-key': submission.idempotencyKey },
        body: toOrderProcessBody(submission),
      }),
    );
    return 'kind' in result ? result : { kind: 'placed', order: result };
  }

  async complete(orderId: string): Promise<PlacedOrder | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, orderEndpoints.complete, placedOrderSchema, { query: { orderId } }),
    );
  }

  async cancel(id: number): Promise<OrderCancelResult> {
    try {
      const order = await callEndpoint(this.http, orderEndpoints.cancel, placedOrderSchema, { path: { id } });
      return { kind: 'cancelled', order };
    } catch (error) {
      if (error instanceof HttpError && error.status === 404 && error.code === ERROR_CODES.ELEMENT_NOT_FOUND) {
        return { kind: 'not-found' };
      }
      const refused = refusalOf(error);
      if (refused !== null) return refused;
      throw error;
    }
  }

  async verifyAdult(ciToken: string): Promise<AdultVerificationResult> {
    // The token of GET /pay/adult/token ties the verification to this session (spec §7 adult calls).
    const result = await refusing(async () => {
      const { token } = await callEndpoint(this.http, orderEndpoints.adultToken, adultTokenSchema);
      return callEndpoint(this.http, orderEndpoints.adultVerify, adultStatusSchema, { body: { ciToken, token } });
    });
    return 'kind' in result ? result : { kind: 'verified' };
  }

  async history(page: number, size: number): Promise<Page<PlacedOrder>> {
    const answer = await callEndpoint(this.http, orderEndpoints.history, orderHistoryPageSchema, {
      query: { page, size },
    });
    return { items: answer.list, page: answer.page, size: answer.size, totalCount: answer.totalCount };
  }

  async historyDetail(id: number): Promise<PlacedOrder | null> {
    return nullIfNotFound(() =>
      callEndpoint(this.http, orderEndpoints.historyDetail, placedOrderSchema, { path: { id } }),
    );
  }
}
