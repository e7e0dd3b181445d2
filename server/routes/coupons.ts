import { couponEndpoints } from '../../src/contract/coupon';
import type { RouteModule } from '../app';
import { callerOf } from '../auth/require-session';
import type { WalletKind } from '../db/schema/coupons';
import { DomainHttpError } from '../http/domain-http-error';
import type { CouponRefusal, CouponRefusalCode } from '../services/coupons/coupon-service';
import { endpointRoute, found } from './endpoint-route';

/** The HTTP status of each coupon refusal (ARCHITECTURE "Errors": one table per feature, in its routes). */
const COUPON_REFUSAL_STATUS: Readonly<Record<CouponRefusalCode, 400 | 403 | 404 | 409>> = {
  MEMBERS_ONLY: 403,
  COUPON_NOT_FOUND: 404,
  ALREADY_ISSUED: 409,
  COUPON_EXPIRED: 400,
  ALREADY_REGISTERED: 409,
  COUPON_IN_USE: 409,
};

function unwrap<T>(value: T | CouponRefusal): T {
  if (typeof value === 'object' && value !== null && (value as { kind?: string }).kind === 'refused') {
    const { code, message } = value as CouponRefusal;
    throw new DomainHttpError({ status: COUPON_REFUSAL_STATUS[code], code, message });
  }
  return value as T;
}

/** Spec §7 Delivery › Coupons from the contract's couponEndpoints table. */
export const couponRoutes: RouteModule = async (app, deps) => {
  const coupons = deps.services.coupons;
  const calls = couponEndpoints;

  for (const row of [calls.issue, calls.membershipIssue]) {
    app.route({
      ...endpointRoute(row, deps),
      handler: async (request, reply) => {
        const { ownerId, isMember } = callerOf(request);
        return reply.code(201).send(unwrap(await coupons.issue(ownerId, isMember, request.body.templateId)));
      },
    });
  }
  app.route({
    ...endpointRoute(calls.membershipList, deps),
    handler: async (request, reply) =>
      reply
        .code(200)
        .send(await coupons.membershipCoupons(callerOf(request).ownerId, null, undefined, { recentlyExpired: true })),
  });

  // The three kinds' rows differ only in path and list item; their request shapes are the ecoupon rows' shapes.
  type Rows = readonly [WalletKind, typeof calls.ecouponAdd, typeof calls.ecouponList, typeof calls.ecouponRemove];
  const kinds = [
    ['ecoupon', calls.ecouponAdd, calls.ecouponList, calls.ecouponRemove],
    ['price-coupon', calls.priceCouponAdd, calls.priceCouponList, calls.priceCouponRemove],
    ['voucher', calls.voucherAdd, calls.voucherList, calls.voucherRemove],
  ] as unknown as readonly Rows[];
  for (const [kind, add, list, remove] of kinds) {
    app.route({
      ...endpointRoute(add, deps),
      handler: async (request, reply) => {
        const { ownerId, isMember } = callerOf(request);
        unwrap(await coupons.register(ownerId, isMember, kind, request.body.couponNo));
        return reply.code(201).send({ registered: true as const });
      },
    });
    app.route({
      ...endpointRoute(list, deps),
      handler: async (request, reply) => {
        const { ownerId } = callerOf(request);
        const rows =
          kind === 'ecoupon'
            ? await coupons.wallet(ownerId, 'ecoupon')
            : kind === 'voucher'
              ? await coupons.wallet(ownerId, 'voucher')
              : await coupons.wallet(ownerId, 'price-coupon');
        return reply.code(200).send(rows as never);
      },
    });
    app.route({
      ...endpointRoute(remove, deps),
      handler: async (request, reply) => {
        unwrap(found(await coupons.remove(callerOf(request).ownerId, kind, request.params.id)));
        return reply.code(204).send(null);
      },
    });
  }
};
