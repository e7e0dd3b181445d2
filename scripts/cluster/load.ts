import { setTimeout as sleep } from 'node:timers/promises';
import { accessTokenKey, signAccessToken } from '../../server/auth/access-token';
import { EMPTY_REQUEST_STATE, requestOf } from '../../src/domain/checkout/order-request';

/**
 * The customers of the cluster scenarios (tests/contract/cluster, bench/cluster): ordering customers, each its own
 * guest with its own checkout, who retry a submit with the same idempotency key when the answer is lost (a cut
 * connection, 502/503 from the load balancer, 409 ORDER_IN_FLIGHT); and browsing customers reading the menu.
 * Every answer that is not the one a customer wanted is counted as client-visible, retried or not.
 */

/** One 후라이드 with its first required option: the order of every ordering customer (takeout at branch 2). */
export const CLUSTER_ITEMS = [{ menuId: 1, quantity: 1, subOptionIds: [111] }];

/** The body of POST /order/process for `checkoutId`: no benefits, the sandbox card or pay on delivery. */
export function orderBody(checkoutId: string, card = false) {
  return {
    checkoutId,
    coupons: { membershipCouponNo: null, voucherIds: [], priceCouponIds: [] },
    points: 0,
    happyPoints: 0,
    paymentMethod: card ? 'CARD' : 'MEET_CASH',
    cardNumber: card ? '4242424242424242' : null,
    request: requestOf(EMPTY_REQUEST_STATE, false),
  };
}
/** A submit is given up (counted as unanswered) after this, ms. */
const GIVE_UP_MS = 30_000;

export interface OrderAttempt {
  readonly customer: string;
  readonly checkoutId: string;
  readonly key: string;
  /** The order the customer was told about (201), or null when refused or never answered. */
  readonly orderId: number | null;
  readonly refusal: string | null;
  /** From the first submit to the final answer, ms. */
  readonly ms: number;
  /** Time spent between a lost or in-flight answer and the final one, ms (0 when the first answer was final). */
  readonly blockedMs: number;
}

export interface LoadFigures {
  readonly attempts: OrderAttempt[];
  /** Answers a customer saw that were not what they asked for: network errors, 5xx, 409 ORDER_IN_FLIGHT. */
  readonly clientErrors: number;
  /** By kind, for the report: 'network', '502', '503', 'ORDER_IN_FLIGHT'… */
  readonly errorKinds: Record<string, number>;
  readonly browseRequests: number;
  readonly browseErrors: number;
  /** Requests a browser would have resent on its own (a kept-alive connection closed by an nginx reload). */
  readonly resent: number;
  /** Latencies of successful submits (first try to final 201), ms. */
  readonly orderLatencies: number[];
  readonly seconds: number;
}

export interface LoadOptions {
  readonly baseUrl: string;
  readonly authSecret: string;
  /** Ordering customers at once (each places orders one after the other). */
  readonly orderers: number;
  /** Browsing customers at once (menu reads back to back). */
  readonly browsers: number;
  /** How long the load runs, ms (orders in progress finish after). */
  readonly durationMs: number;
  /** Distinguishes the guests of one run from another's. */
  readonly runId: string;
  /** Card payments go through the payment sandbox (authorize, capture); otherwise pay on delivery. */
  readonly card?: boolean;
}

interface Answer {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** No answer at all: why (undici's error code and message: a refused or cut connection, a timeout). */
interface NoAnswer {
  readonly network: string;
}

/** How an answer counts in the report when it is not the one the customer wanted. */
function kindOf(answer: Answer | NoAnswer, prefix = ''): string {
  return 'network' in answer ? `network (${answer.network})` : `${prefix}${answer.status}`;
}

class Tally {
  clientErrors = 0;
  readonly kinds: Record<string, number> = {};

  count(kind: string): void {
    this.clientErrors += 1;
    this.kinds[kind] = (this.kinds[kind] ?? 0) + 1;
  }
}

/** How often one request is resent after reused connections were closed under it (see send). */
const MAX_RESENDS = 3;

/** Requests resent after the load balancer closed a kept-alive connection (see send). */
let resends = 0;

/**
 * One request as a browser sends it. A browser resends a request when the kept-alive connection it reused was
 * closed before any answer (Chromium's HttpNetworkTransaction::ShouldResendRequest): the server never read it, so this
 * is safe for any method, and nginx closes idle client connections whenever it reloads its configuration. undici's
 * fetch does not, so it is done here: an 'other side closed' on a socket that had carried earlier answers.
 */
async function send(url: string, init: RequestInit): Promise<Answer | NoAnswer> {
  // A resend may itself be handed another idle connection that the same reload (or the next one, a rolling restart
  // reloads twice per instance) closes: like Chromium, a request is resent again while the failure was on a reused
  // connection that never answered it, up to a bound.
  for (let resendsLeft = MAX_RESENDS; ; resendsLeft -= 1) {
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
      const text = await response.text();
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // nginx's own 502 page is HTML
      }
      return { status: response.status, body };
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string; socket?: { bytesRead?: number } } }).cause;
      if (resendsLeft > 0 && cause?.code === 'UND_ERR_SOCKET' && (cause.socket?.bytesRead ?? 0) > 0) {
        resends += 1;
        continue;
      }
      return { network: `${cause?.code ?? (error as Error).name}: ${cause?.message ?? (error as Error).message}` };
    }
  }
}

/** Runs the ordering and browsing customers against `baseUrl` for `durationMs`; resolves when every submit ended. */
export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const key = accessTokenKey(options.authSecret);
  const tally = new Tally();
  const attempts: OrderAttempt[] = [];
  let browseRequests = 0;
  let browseErrors = 0;
  const started = Date.now();
  const resendsBefore = resends;
  const until = started + options.durationMs;

  async function orderer(n: number): Promise<void> {
    const customer = `guest:cluster-${options.runId}-${n}`;
    const token = await signAccessToken({ sub: customer, type: 'guest' }, key, 3600);
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      origin: options.baseUrl,
    };
    for (let round = 0; Date.now() < until; round++) {
      const init = await send(`${options.baseUrl}/api/delivery/order/init`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ mealType: 'TAKEOUT', branchId: 2, items: CLUSTER_ITEMS }),
      });
      if ('network' in init || init.status !== 201) {
        tally.count(kindOf(init));
        await sleep(100);
        continue;
      }
      const checkoutId = String(init.body['checkoutId']);
      attempts.push(await submit(customer, headers, checkoutId, `cluster-${options.runId}-${n}-${round}`));
    }
  }

  async function submit(
    customer: string,
    headers: Record<string, string>,
    checkoutId: string,
    idempotencyKey: string,
  ): Promise<OrderAttempt> {
    const body = JSON.stringify(orderBody(checkoutId, options.card));
    const first = Date.now();
    let blockedSince: number | null = null;
    const done = (orderId: number | null, refusal: string | null): OrderAttempt => ({
      customer,
      checkoutId,
      key: idempotencyKey,
      orderId,
      refusal,
      ms: Date.now() - first,
      blockedMs: blockedSince === null ? 0 : Date.now() - blockedSince,
    });
    while (Date.now() - first < GIVE_UP_MS) {
      const answer = await send(`${options.baseUrl}/api/delivery/order/process`, {
        method: 'POST',
        headers: { ...headers, 'x-agent': 'DESKTOPWEB', 'idempotency-key': idempotencyKey },
        body,
      });
      if (!('network' in answer) && answer.status === 201) return done(Number(answer.body['id']), null);
      const inFlight = !('network' in answer) && answer.status === 409 && answer.body['code'] === 'ORDER_IN_FLIGHT';
      const lost = 'network' in answer || answer.status >= 500;
      if (!inFlight && !lost) return done(null, String(answer.body['code'] ?? answer.status));
      tally.count(inFlight ? 'ORDER_IN_FLIGHT' : kindOf(answer));
      blockedSince ??= Date.now();
      await sleep(100);
    }
    return done(null, 'UNANSWERED');
  }

  async function browser(n: number): Promise<void> {
    const paths = ['/api/delivery/menu/1?branchId=2', '/api/delivery/menu/category', '/api/delivery/menu/detail/1'];
    for (let i = n; Date.now() < until; i++) {
      const answer = await send(`${options.baseUrl}${paths[i % paths.length]}`, { method: 'GET' });
      browseRequests += 1;
      if ('network' in answer || answer.status !== 200) {
        browseErrors += 1;
        tally.count(kindOf(answer, 'GET '));
      }
    }
  }

  await Promise.all([
    ...Array.from({ length: options.orderers }, (_, n) => orderer(n)),
    ...Array.from({ length: options.browsers }, (_, n) => browser(n)),
  ]);
  return {
    attempts,
    clientErrors: tally.clientErrors,
    errorKinds: tally.kinds,
    browseRequests,
    browseErrors,
    resent: resends - resendsBefore,
    orderLatencies: attempts.filter((a) => a.orderId !== null).map((a) => a.ms),
    seconds: (Date.now() - started) / 1000,
  };
}

/** One line of what a load run saw, for the test's log and the bench. */
export function loadSummary(figures: LoadFigures): string {
  return (
    `${figures.attempts.length} submits, ${figures.orderLatencies.length} orders, ${figures.browseRequests} reads, ` +
    `${figures.clientErrors} client-visible errors ${JSON.stringify(figures.errorKinds)}, ` +
    `longest blocked ${Math.max(0, ...figures.attempts.map((a) => a.blockedMs))} ms, ` +
    `p99 ${percentile(figures.orderLatencies, 99)} ms, ${figures.resent} resent after an nginx reload closed the connection`
  );
}

/** The p-th percentile (0..100) of `values`, ms; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
