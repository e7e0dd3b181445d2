import * as z from 'zod/mini';
import { COUPON_IN_USE_MESSAGE } from '../domain/coupon/removal';
import {
  DELIVERY_PREFIX,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  instantSchema,
  noContentSchema,
  wonSchema,
} from './common';
import { errorBodySchema, sessionErrors } from './errors';

/** Spec §7 Delivery › Coupons: membership coupons (issue, list) and the coupons registered by number. */

export const COUPON_MESSAGES = {
  couponNoRequired: '쿠폰번호를 입력해주세요.',
  couponNoInvalid: '쿠폰번호는 영문, 숫자, 하이픈 32자 이내로 입력해주세요.',
  /** The members-only refusal: contains 비회원, the word spec §6 keys the notice on. */
  membersOnly: '비회원은 쿠폰을 등록할 수 없습니다.',
  notFound: '존재하지 않는 쿠폰번호입니다.',
  alreadyRegistered: '이미 등록된 쿠폰입니다.',
  expired: '사용 기간이 지난 쿠폰입니다.',
  alreadyIssued: '이미 발급받은 쿠폰입니다.',
  templateNotFound: '발급할 수 없는 쿠폰입니다.',
  /** Domain canRemoveWalletCoupon refused (409 COUPON_IN_USE). */
  inUse: COUPON_IN_USE_MESSAGE,
} as const;

export const COUPON_NO_MAX = 32;

export const couponNoBodySchema = z.object({
  couponNo: z
    .string({ error: COUPON_MESSAGES.couponNoRequired })
    .check(
      z.trim(),
      z.minLength(1, COUPON_MESSAGES.couponNoRequired),
      z.maxLength(COUPON_NO_MAX, COUPON_MESSAGES.couponNoInvalid),
      z.regex(/^[A-Za-z0-9-]+$/, COUPON_MESSAGES.couponNoInvalid),
    ),
});

export const issueCouponBodySchema = z.object({ templateId: idSchema });

export const benefitTypeSchema = z.enum(['FLAT_DISCOUNT', 'RATE_DISCOUNT', 'PRODUCT', 'DELIVERY_FEE']);

/** Spec §3 Membership coupon; isUsable/unUsableReason judged for the order being priced (or in general). */
export const membershipCouponSchema = z.object({
  couponNo: z.string(),
  couponName: z.string(),
  benefitType: benefitTypeSchema,
  discountAmount: wonSchema,
  discountRate: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  maxDiscountAmount: wonSchema,
  useEndsAt: instantSchema,
  isUsable: z.boolean(),
  unUsableReason: z.nullable(z.string()),
  benefitMenuInfo: z.optional(z.nullable(z.object({ menuName: z.string(), menuImage: z.string() }))),
});

const dateSchema = z.iso.date();

export const priceCouponSchema = z.object({
  id: idSchema,
  couponNo: z.string(),
  couponName: z.string(),
  balance: wonSchema,
  endDate: dateSchema,
});

export const voucherSchema = z.object({ id: idSchema, voucherSn: z.string(), price: wonSchema, endDate: dateSchema });

export const ecouponSchema = z.object({
  id: idSchema,
  couponNo: z.string(),
  couponName: z.string(),
  menuId: idSchema,
  menuName: z.string(),
  endDate: dateSchema,
});

export const registeredSchema = z.object({ registered: z.literal(true) });

const tags = ['coupon'] as const;
const COUPON = `${DELIVERY_PREFIX}/coupon`;
const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema };

/**
 * The add / list / delete rows of one registrable kind (spec §7: ecoupon, price-coupon, voucher); `name` (PascalCase)
 * makes their operationIds (registerEcoupon, listEcoupons, removeEcoupon).
 */
function walletRows<const K extends string, S extends z.ZodMiniType>(kind: K, name: string, item: S, label: string) {
  return {
    add: {
      method: 'POST',
      path: `${COUPON}/${kind}`,
      operationId: `register${name}`,
      summary: `${label} 등록 (쿠폰번호): 비회원은 403 (메시지에 '비회원'), 없는 번호 404, 이미 등록 409`,
      tags,
      auth: 'session',
      body: couponNoBodySchema,
      response: { 201: registeredSchema, ...writeErrors, 404: errorBodySchema },
    },
    list: {
      method: 'GET',
      path: `${COUPON}/${kind}`,
      operationId: `list${name}s`,
      summary: `내 ${label} 목록 (사용 가능한 것만)`,
      tags,
      auth: 'session',
      response: { 200: z.array(item), 401: sessionErrors[401] },
    },
    remove: {
      method: 'DELETE',
      path: `${COUPON}/${kind}/:id`,
      operationId: `remove${name}`,
      summary: `${label} 삭제 (내 것이 아니면 404)`,
      tags,
      auth: 'session',
      params: idParamsSchema,
      response: { 204: noContentSchema, ...sessionErrors, 409: errorBodySchema },
    },
  } as const;
}

const ecoupon = walletRows('ecoupon', 'Ecoupon', ecouponSchema, 'E-쿠폰');
const priceCoupon = walletRows('price-coupon', 'PriceCoupon', priceCouponSchema, '금액권');
const voucher = walletRows('voucher', 'Voucher', voucherSchema, '지류 상품권');

export const couponEndpoints = defineEndpoints({
  issue: {
    method: 'POST',
    path: `${COUPON}/issue`,
    operationId: 'issueCoupon',
    summary: '멤버십 쿠폰 발급 (템플릿): 회원만, 템플릿마다 한 번',
    tags,
    auth: 'session',
    body: issueCouponBodySchema,
    response: { 201: membershipCouponSchema, ...writeErrors, 404: errorBodySchema },
  },
  membershipIssue: {
    method: 'POST',
    path: `${COUPON}/membership`,
    operationId: 'issueMembershipCoupon',
    summary: '멤버십 쿠폰 발급 (POST /coupon/issue 와 같음)',
    tags,
    auth: 'session',
    body: issueCouponBodySchema,
    response: { 201: membershipCouponSchema, ...writeErrors, 404: errorBodySchema },
  },
  membershipList: {
    method: 'GET',
    path: `${COUPON}/membership`,
    operationId: 'listMembershipCoupons',
    summary:
      '내 멤버십 쿠폰 (미사용; 최근 30일 안에 기간이 끝난 것은 isUsable false와 사유), isUsable과 unUsableReason 포함',
    tags,
    auth: 'session',
    response: { 200: z.array(membershipCouponSchema), 401: sessionErrors[401] },
  },
  ecouponAdd: ecoupon.add,
  ecouponList: ecoupon.list,
  ecouponRemove: ecoupon.remove,
  priceCouponAdd: priceCoupon.add,
  priceCouponList: priceCoupon.list,
  priceCouponRemove: priceCoupon.remove,
  voucherAdd: voucher.add,
  voucherList: voucher.list,
  voucherRemove: voucher.remove,
});
