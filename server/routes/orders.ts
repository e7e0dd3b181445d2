import type { FastifyRequest } from 'fastify';
import { type CheckoutBreakdownWire, ORDER_MESSAGES, orderEndpoints } from '../../src/contract/order';
import { quickOrderEndpoints } from '../../src/contract/quick-order';
import { isAdultByBirthDate } from '../../src/domain/order/adult';
import type { Agent } from '../../src/domain/shared/constants';
import type { RouteModule } from '../app';
import { principalOf } from '../auth/require-session';
import { adultVerifications } from '../db/schema';
import { DomainHttpError } from '../http/domain-http-error';
import type { IdentityVerifier } from '../partners/identity/identity-verifier';
import { LocalIdentitySimulator } from '../partners/identity/local-identity-simulator';
import { isProduction } from '../services/account/account-services';
import { type HappyPointPartner, LocalHappyPointSimulator } from '../services/account/happy-point';
import { deriveAccountKey } from '../services/account/secrets';
import { AdultTokens } from '../services/orders/adult-token';
import {
  BranchSimulator,
  type BranchSimulatorOptions,
  readBranchSimulatorOptions,
} from '../services/orders/branch-simulator';
import { CheckoutService, type Customer } from '../services/orders/checkout-service';
import { isRefusal, ORDER_TEXT, type OrderRefusal } from '../services/orders/order-errors';
import { OrderService } from '../services/orders/order-service';
import { type PaymentGateway, readSandboxOptions, SandboxCardGateway } from '../services/orders/payment-gateway';
import { QuickOrderService } from '../services/orders/quick-order-service';
import { endpointRoute, found } from './endpoint-route';

export interface OrderRoutesOptions {
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly gateway?: PaymentGateway;
  readonly happyPoint?: HappyPointPartner;
  readonly identity?: IdentityVerifier | null;
  /** null: no branch simulator (orders stay PAID). Default from ORDER_SIMULATOR_STEP_SECONDS (45 s). */
  readonly simulator?: BranchSimulatorOptions | null;
  readonly claimStaleMs?: number;
}

function customerOf(request: FastifyRequest): Customer {
  const principal = principalOf(request);
  return { ownerId: principal.sub, isMember: principal.type === 'member' };
}

function fail(refused: OrderRefusal): DomainHttpError {
  return new DomainHttpError(refused);
}

function unwrap<T>(value: T | OrderRefusal): T {
  if (isRefusal(value)) throw fail(value);
  return value;
}

/**
 * Spec §7 Delivery › Order, adult verification and Quick order. The payment gateway is the local sandbox, Happy
 * Point and identity the local simulators, unless given (a franchise plugs its own here).
 */
export function createOrderRoutes(options: OrderRoutesOptions = {}): RouteModule {
  return async (app, deps) => {
    const env = options.env ?? process.env;
    const { db, now } = deps;
    const gateway = options.gateway ?? new SandboxCardGateway(db, readSandboxOptions(env), now);
    const happyPoint =
      options.happyPoint ?? new LocalHappyPointSimulator(deriveAccountKey(deps.authKey, 'happy-point'));
    const identity =
      options.identity !== undefined
        ? options.identity
        : !isProduction(env) || /^(1|true)$/i.test(env['IDENTITY_SIMULATOR'] ?? '')
          ? new LocalIdentitySimulator(deps.authKey, now)
          : null;
    const checkouts = new CheckoutService({ db, now, happyPoint });
    const staleEnv = Number(env['ORDER_CLAIM_STALE_MS']);
    const orders = new OrderService({
      db,
      now,
      checkouts,
      gateway,
      claimStaleMs: options.claimStaleMs ?? (Number.isFinite(staleEnv) && staleEnv > 0 ? staleEnv : undefined),
    });
    const quick = new QuickOrderService(db, now);
    const adultTokens = new AdultTokens(deriveAccountKey(deps.authKey, 'adult-token'), now);
    const simulatorOptions = options.simulator === undefined ? readBranchSimulatorOptions(env) : options.simulator;
    if (simulatorOptions !== null) {
      const simulator = new BranchSimulator(db, simulatorOptions, now);
      app.addHook('onReady', async () => simulator.start());
      app.addHook('onClose', async () => simulator.stop());
    }
    const calls = orderEndpoints;

    app.route({
      ...endpointRoute(calls.init, deps),
      handler: async (request, reply) => {
        const checkout = unwrap(await checkouts.init(customerOf(request), request.body));
        return reply.code(201).send(checkout);
      },
    });

    app.route({
      ...endpointRoute(calls.calc, deps),
      handler: async (request, reply) => {
        // The domain's breakdown is the wire's checkoutBreakdownSchema with readonly arrays.
        const breakdown = unwrap(await checkouts.calc(customerOf(request), request.body)) as CheckoutBreakdownWire;
        return reply.code(200).send(breakdown);
      },
    });

    app.route({
      ...endpointRoute(calls.process, deps),
      handler: async (request, reply) => {
        const agent = request.headers['x-agent'] as Agent;
        const key = request.headers['idempotency-key'] as string;
        const outcome = unwrap(await orders.process(customerOf(request), key, agent, request.body));
        return reply.code(201).send(outcome.order);
      },
    });

    app.route({
      ...endpointRoute(calls.cancel, deps),
      handler: async (request, reply) =>
        reply.code(200).send(unwrap(found(await orders.cancel(customerOf(request), request.params.id)))),
    });

    app.route({
      ...endpointRoute(calls.complete, deps),
      handler: async (request, reply) =>
        reply.code(200).send(found(await orders.complete(customerOf(request), request.query.orderId))),
    });

    app.route({
      ...endpointRoute(calls.historyDetail, deps),
      handler: async (request, reply) =>
        reply.code(200).send(found(await orders.detail(customerOf(request), request.params.id))),
    });

    app.route({
      ...endpointRoute(calls.history, deps),
      handler: async (request, reply) =>
        reply.code(200).send(await orders.history(customerOf(request), request.query.page, request.query.size)),
    });

    app.route({
      ...endpointRoute(calls.adultStatus, deps),
      handler: async (request, reply) =>
        reply.code(200).send({ adultVerified: await checkouts.isAdultVerified(customerOf(request).ownerId) }),
    });

    app.route({
      ...endpointRoute(calls.adultToken, deps),
      handler: async (request, reply) =>
        reply
          .code(200)
          .send({ token: adultTokens.issue(customerOf(request).ownerId), verifyType: 'ADULT_VERIFY' as const }),
    });

    app.route({
      ...endpointRoute(calls.adultVerify, deps),
      handler: async (request, reply) => {
        if (!adultTokens.isValid(customerOf(request).ownerId, request.body.token)) {
          throw new DomainHttpError({
            status: 400,
            code: 'ADULT_TOKEN_INVALID',
            message: ORDER_MESSAGES.adultTokenInvalid,
            field: 'token',
          });
        }
        const person = identity === null ? null : await identity.verify(request.body.ciToken);
        if (person === null)
          throw new DomainHttpError({
            status: 400,
            code: 'CI_INVALID',
            message: ORDER_TEXT.ciInvalid,
            field: 'ciToken',
          });
        if (!isAdultByBirthDate(person.birthDate, now().getTime())) {
          throw new DomainHttpError({ status: 403, code: 'NOT_ADULT', message: ORDER_TEXT.adultRefused });
        }
        await db
          .insert(adultVerifications)
          .values({ ownerId: customerOf(request).ownerId, verifiedAt: now() })
          .onConflictDoUpdate({ target: adultVerifications.ownerId, set: { verifiedAt: now() } });
        return reply.code(200).send({ adultVerified: true });
      },
    });

    const quickCalls = quickOrderEndpoints;
    app.route({
      ...endpointRoute(quickCalls.create, deps),
      handler: async (request, reply) => {
        const { orderHistoryId, quickOrderTitle } = request.body;
        return reply.code(201).send(unwrap(await quick.create(customerOf(request), orderHistoryId, quickOrderTitle)));
      },
    });
    app.route({
      ...endpointRoute(quickCalls.list, deps),
      handler: async (request, reply) => reply.code(200).send(unwrap(await quick.list(customerOf(request)))),
    });
    app.route({
      ...endpointRoute(quickCalls.items, deps),
      handler: async (request, reply) =>
        reply.code(200).send(unwrap(found(await quick.items(customerOf(request), request.params.id)))),
    });
    app.route({
      ...endpointRoute(quickCalls.rename, deps),
      handler: async (request, reply) => {
        unwrap(found(await quick.rename(customerOf(request), request.params.id, request.body.quickOrderTitle)));
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...endpointRoute(quickCalls.remove, deps),
      handler: async (request, reply) => {
        unwrap(found(await quick.remove(customerOf(request), request.params.id)));
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...endpointRoute(quickCalls.removeDetail, deps),
      handler: async (request, reply) => {
        unwrap(found(await quick.removeDetail(customerOf(request), request.params.id)));
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...endpointRoute(quickCalls.reorder, deps),
      handler: async (request, reply) =>
        reply
          .code(200)
          .send(unwrap(found(await quick.reorder(customerOf(request), request.params.id, request.body.branchId)))),
    });
  };
}

export const orderRoutes: RouteModule = createOrderRoutes();
