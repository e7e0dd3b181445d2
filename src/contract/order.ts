import * as z from 'zod/mini';
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINE_QUANTITY_MIN } from '../domain/order/quantity';
import { ORDER_STATUSES } from '../domain/order/status';
import { AGENTS } from '../domain/shared/constants';
import { cartSummarySchema } from './cart';
import {
  COMMON_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  countSchema,
  DELIVERY_PREFIX,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  instantSchema,
  PRINTABLE_TEXT,
  pageOf,
  pageQuerySchema,
  wonSchema,
} from './common';
import { membershipCouponSchema, priceCouponSchema, voucherSchema } from './coupon';
import { errorBodySchema, sessionErrors } from './errors';

/** Spec §7 Delivery › Order (init, calc, process, cancel, complete, history) and adult verification. */

export const ORDER_MESSAGES = {
  mealTypeRequired: '배달인지 포장인지 먼저 선택해주세요.',
  itemsInvalid: '주문할 메뉴가 올바르지 않습니다.',
  quantityInvalid: '수량은 1~99 사이로 입력해주세요.',
  checkoutIdInvalid: '주문 정보가 올바르지 않습니다. 다시 주문해주세요.',
  pointsInvalid: '포인트는 0 이상의 정수로 입력해주세요.',
  paymentMethodRequired: '결제수단을 선택해주세요.',
  requestTooLong: '요청 사항은 100자 이내로 입력해주세요.',
  agentInvalid: `x-agent 헤더는 ${AGENTS.join(', ')} 중 하나여야 합니다.`,
  idempotencyKeyInvalid: 'idempotency-key 헤더(8~64자의 영문, 숫자, -, _)가 필요합니다.',
  idempotencyKeyReused: '같은 주문 요청 번호로 다른 주문을 보낼 수 없습니다. 새로 주문해주세요.',
  inFlight: '같은 주문을 처리하고 있습니다. 잠시 후 주문 내역을 확인해주세요.',
  benefitAlreadyUsed: '이미 사용된 쿠폰 또는 포인트가 있어 주문할 수 없습니다. 할인 내용을 다시 선택해주세요.',
  priceChanged: '주문 금액이 바뀌었습니다. 금액을 확인하고 다시 결제해주세요.',
  ciTokenRequired: '본인 인증 정보가 필요합니다.',
  adultTokenInvalid: '성인 인증 요청이 만료되었습니다. 다시 인증해주세요.',
} as const;

/** Most lines one order may carry (ours). */
export const ORDER_ITEMS_MAX = 30;
/** Longest free text of a request (ours). */
export const ORDER_REQUEST_TEXT_MAX = 100;
/** The largest points or Happy Point figure accepted on the wire (ours; the domain clamps to the balance). */
export const POINTS_WIRE_MAX = 100_000_000;

export const mealTypeSchema = z.enum(['DELIVERY', 'TAKEOUT'], { error: ORDER_MESSAGES.mealTypeRequired });
export const agentSchema = z.enum(AGENTS, { error: ORDER_MESSAGES.agentInvalid });

/** The `mc` item (spec §3 sidebar cart item). */
export const orderItemSchema = z.object({
  menuId: idSchema,
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityInvalid })
    .check(
      z.int(ORDER_MESSAGES.quantityInvalid),
      z.minimum(ORDER_LINE_QUANTITY_MIN, ORDER_MESSAGES.quantityInvalid),
      z.maximum(ORDER_LINE_QUANTITY_MAX, ORDER_MESSAGES.quantityInvalid),
    ),
  subOptionIds: z.array(idSchema).check(z.maxLength(50, ORDER_MESSAGES.itemsInvalid)),
});

/** Spec §7 POST /order/init: the `mc` items (or null: the server cart) for a meal type at a branch. */
export const checkoutInitBodySchema = z.object({
  mealType: mealTypeSchema,
  branchId: z._default(z.nullable(idSchema), null),
  items: z._default(
    z.nullable(
      z
        .array(orderItemSchema, { error: ORDER_MESSAGES.itemsInvalid })
        .check(z.minLength(1, ORDER_MESSAGES.itemsInvalid), z.maxLength(ORDER_ITEMS_MAX, ORDER_MESSAGES.itemsInvalid)),
    ),
    null,
  ),
});

/** Spec §7 "POST /order/init (header customAgent)"; x-agent is accepted too. Default DESKTOPWEB. */
export const initHeadersSchema = z.looseObject({
  customagent: z.optional(agentSchema),
  'x-agent': z.optional(agentSchema),
});

/** Spec §7 "POST /order/process (header x-agent)" plus our idempotency key (one per submit intent). */
export const processHeadersSchema = z.looseObject({
  'x-agent': agentSchema,
  'idempotency-key': z
    .string({ error: ORDER_MESSAGES.idempotencyKeyInvalid })
    .check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, ORDER_MESSAGES.idempotencyKeyInvalid)),
});

export const adultHeadersSchema = z.looseObject({ 'x-agent': z.optional(agentSchema) });

const checkoutIdSchema = z.uuid({ error: ORDER_MESSAGES.checkoutIdInvalid });
const pointsSchema = z
  .number({ error: ORDER_MESSAGES.pointsInvalid })
  .check(
    z.int(ORDER_MESSAGES.pointsInvalid),
    z.minimum(0, ORDER_MESSAGES.pointsInvalid),
    z.maximum(POINTS_WIRE_MAX, ORDER_MESSAGES.pointsInvalid),
  );

export const couponSelectionSchema = z.object({
  membershipCouponNo: z.nullable(z.string().check(z.minLength(1), z.maxLength(64))),
  voucherIds: z.array(idSchema).check(z.maxLength(20)),
  priceCouponIds: z.array(idSchema).check(z.maxLength(20)),
});

export const checkoutChoicesSchema = z.object({
  checkoutId: checkoutIdSchema,
  coupons: couponSelectionSchema,
  points: pointsSchema,
  happyPoints: z._default(pointsSchema, 0),
});

const requestText = z
  .string()
  .check(
    z.maxLength(ORDER_REQUEST_TEXT_MAX, ORDER_MESSAGES.requestTooLong),
    z.regex(PRINTABLE_TEXT, CONTROL_CHARACTERS_MESSAGE),
  );

export const orderRequestSchema = z.object({
  orderMessage: requestText,
  orderMessageExcludeRadish: z.boolean(),
  orderMessageExcludeBeverage: z.boolean(),
  orderMessageExcludeDisposableProducts: z.boolean(),
  deliveryMessage: requestText,
});

export const orderProcessBodySchema = z.extend(checkoutChoicesSchema, {
  paymentMethod: z
    .string({ error: ORDER_MESSAGES.paymentMethodRequired })
    .check(z.minLength(1, ORDER_MESSAGES.paymentMethodRequired), z.maxLength(32)),
  cardNumber: z._default(z.nullable(z.string().check(z.maxLength(32))), null),
  request: orderRequestSchema,
});

export const paymentMethodOptionSchema = z.object({ paymentMethod: z.string(), paymentMethodName: z.string() });

export const happyPointStateSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('SUCCESS'), balance: z.number().check(z.int()) }),
  z.object({ status: z.literal('CI_REQUIRED') }),
  z.object({ status: z.literal('NOT_HPC_MEMBER') }),
  z.object({ status: z.literal('raw'), raw: z.string() }),
]);

export const checkoutChangeSchema = z.object({
  menuId: idSchema,
  menuName: z.string(),
  kind: z.enum(['SOLD_OUT', 'HIDDEN', 'REMOVED']),
  message: z.string(),
});

/** Spec §3 checkoutData plus ours: checkoutId, branchId, deliveryFee, pointBalance, happyPoint, changes, adult. */
export const checkoutDataSchema = z.object({
  checkoutId: z.string(),
  branchId: idSchema,
  mealType: mealTypeSchema,
  familyInfo: z.object({
    branchName: z.string(),
    branchAddress: z.string(),
    branchTel: z.string(),
    certifiedList: z.array(z.string()),
  }),
  deliveryInfo: z.nullable(z.object({ deliveryFullAddress: z.string(), deliveryDetailAddress: z.string() })),
  deliveryFee: wonSchema,
  receiverPhoneNumber: z.string(),
  membershipCouponInfoList: z.array(membershipCouponSchema),
  voucherInfoList: z.array(voucherSchema),
  priceCouponInfoList: z.array(priceCouponSchema),
  availablePaymentMethodList: z.array(paymentMethodOptionSchema),
  cartResponseInfo: cartSummarySchema,
  pointBalance: z.number().check(z.int(), z.minimum(0)),
  happyPoint: z.nullable(happyPointStateSchema),
  changes: z.array(checkoutChangeSchema),
  adultVerificationRequired: z.boolean(),
  adultVerified: z.boolean(),
});

const discountPaymentTypeSchema = z.enum(['MEMBERSHIP_COUPON_PRIVATE', 'VOUCHER', 'PRICE_COUPON']);

/** The priced checkout (domain CheckoutBreakdown). */
export const checkoutBreakdownSchema = z.object({
  lines: z.array(z.object({ menuId: idSchema, lineTotal: wonSchema })),
  benefitLines: z.array(
    z.object({ couponNo: z.string(), menuName: z.string(), menuImage: z.string(), price: z.literal(0) }),
  ),
  subtotal: wonSchema,
  deliveryFee: wonSchema,
  membershipCoupon: z.nullable(
    z.object({
      couponNo: z.string(),
      benefitType: z.enum(['FLAT_DISCOUNT', 'RATE_DISCOUNT', 'PRODUCT', 'DELIVERY_FEE']),
      amount: wonSchema,
    }),
  ),
  vouchers: z.array(
    z.object({ id: idSchema, voucherSn: z.string(), price: wonSchema, amount: wonSchema, forfeited: wonSchema }),
  ),
  priceCoupons: z.array(z.object({ id: idSchema, couponNo: z.string(), amount: wonSchema, balanceAfter: wonSchema })),
  appliedCouponAmounts: z.object({
    discountInfoList: z.array(z.object({ paymentType: discountPaymentTypeSchema, amount: wonSchema })),
  }),
  discountTotal: wonSchema,
  payableBeforePoints: wonSchema,
  pointsUsed: wonSchema,
  happyPointsUsed: wonSchema,
  total: wonSchema,
});

export const orderStatusSchema = z.enum(ORDER_STATUSES);

/** Spec §3 order history line. */
export const orderedMenuSchema = z.object({
  menuImageUrl: z.string(),
  menuName: z.string(),
  quantity: countSchema,
  orderSubOptionList: z.array(
    z.object({
      orderSubOptionItemList: z.array(
        z.object({ subOptionItemName: z.string(), menuAndSubOptionAndQuantityPrice: wonSchema }),
      ),
    }),
  ),
});

/** A placed order (the port's PlacedOrder): `id` for history/cancel, `orderId` the order number shown. */
export const placedOrderSchema = z.object({
  id: idSchema,
  orderId: z.string(),
  status: orderStatusSchema,
  statusHistory: z.array(z.object({ status: orderStatusSchema, at: instantSchema })),
  cancellable: z.boolean(),
  mealType: mealTypeSchema,
  branchName: z.string(),
  branchTel: z.string(),
  deliveryInfo: z.nullable(z.object({ deliveryFullAddress: z.string(), deliveryDetailAddress: z.string() })),
  orderedAt: instantSchema,
  paymentMethod: z.string(),
  paymentMethodName: z.string(),
  agent: agentSchema.check(
    z.describe('Where the order was placed (spec §9): MOBILEWEB, DESKTOPWEB, VISUALARS or AGENTCALL.'),
  ),
  subtotal: wonSchema,
  deliveryFee: wonSchema,
  discountTotal: wonSchema,
  pointsUsed: wonSchema,
  happyPointsUsed: wonSchema,
  totalPrice: wonSchema,
  request: orderRequestSchema,
  orderMenuList: z.array(orderedMenuSchema),
});

export const completeQuerySchema = z.object({
  orderId: z
    .string({ error: COMMON_MESSAGES.invalidId })
    .check(z.minLength(1, COMMON_MESSAGES.invalidId), z.maxLength(40)),
});

export const orderHistoryQuerySchema = pageQuerySchema(10, 50);
export const orderHistoryPageSchema = pageOf(placedOrderSchema);

export const adultStatusSchema = z.object({ adultVerified: z.boolean() });
export const adultTokenSchema = z.object({ token: z.string(), verifyType: z.literal('ADULT_VERIFY') });
export const adultVerifyBodySchema = z.object({
  ciToken: z
    .string({ error: ORDER_MESSAGES.ciTokenRequired })
    .check(z.minLength(1, ORDER_MESSAGES.ciTokenRequired), z.maxLength(4096)),
  /** From GET /pay/adult/token of the same session (required). */
  token: z
    .string({ error: ORDER_MESSAGES.adultTokenInvalid })
    .check(z.minLength(1, ORDER_MESSAGES.adultTokenInvalid), z.maxLength(200)),
});

const tags = ['order'] as const;
const ORDER = `${DELIVERY_PREFIX}/order`;
const conflict = { 409: errorBodySchema };

export const orderEndpoints = defineEndpoints({
  init: {
    method: 'POST',
    path: `${ORDER}/init`,
    operationId: 'initOrder',
    summary: '주문서 만들기: 장바구니(또는 mc 항목)를 매장 기준으로 다시 확인하고 바뀐 점을 알려줌',
    tags,
    auth: 'session',
    headers: initHeadersSchema,
    body: checkoutInitBodySchema,
    response: { 201: checkoutDataSchema, ...sessionErrors, 422: errorBodySchema },
  },
  calc: {
    method: 'POST',
    path: `${ORDER}/calc`,
    operationId: 'calculateOrder',
    summary: '쿠폰·포인트 선택의 금액 계산 (도메인 계산과 같음)',
    tags,
    auth: 'session',
    body: checkoutChoicesSchema,
    response: { 200: checkoutBreakdownSchema, ...sessionErrors, 422: errorBodySchema },
  },
  process: {
    method: 'POST',
    path: `${ORDER}/process`,
    operationId: 'placeOrder',
    summary:
      '결제와 주문 (idempotency-key 헤더): 같은 키는 첫 결과, 다른 본문은 422, 처리 중이면 409, 이미 쓴 혜택은 409, 결제 거절은 402, 성인 인증 없는 성인 메뉴는 403',
    tags,
    auth: 'session',
    headers: processHeadersSchema,
    body: orderProcessBodySchema,
    response: {
      201: placedOrderSchema,
      ...sessionErrors,
      402: errorBodySchema,
      403: errorBodySchema,
      ...conflict,
      422: errorBodySchema,
      504: errorBodySchema,
    },
  },
  cancel: {
    method: 'DELETE',
    path: `${ORDER}/process/:id`,
    operationId: 'cancelOrder',
    summary: '주문 취소 (결제완료·주문접수 상태만): 쿠폰과 포인트를 돌려줌',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 200: placedOrderSchema, ...sessionErrors, ...conflict },
  },
  complete: {
    method: 'GET',
    path: `${ORDER}/complete`,
    operationId: 'getOrderCompletion',
    summary: '주문 완료 정보 (주문번호)',
    tags,
    auth: 'session',
    querystring: completeQuerySchema,
    response: { 200: placedOrderSchema, ...sessionErrors },
  },
  historyDetail: {
    method: 'GET',
    path: `${ORDER}/history/:id`,
    operationId: 'getOrderHistoryDetail',
    summary: '주문 상세 (회원은 계정, 비회원은 인증한 휴대폰 기준)',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 200: placedOrderSchema, ...sessionErrors },
  },
  history: {
    method: 'GET',
    path: `${ORDER}/history`,
    operationId: 'listOrderHistory',
    summary: '주문 이력 (최신순)',
    tags,
    auth: 'session',
    querystring: orderHistoryQuerySchema,
    response: { 200: orderHistoryPageSchema, ...sessionErrors },
  },
  adultStatus: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/pay/adult/ready`,
    operationId: 'getAdultVerificationStatus',
    summary: '성인 인증 여부 (x-agent 헤더)',
    tags,
    auth: 'session',
    headers: adultHeadersSchema,
    response: { 200: adultStatusSchema, ...sessionErrors },
  },
  adultToken: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/pay/adult/token`,
    operationId: 'getAdultVerificationToken',
    summary: '성인 인증 창에 넘길 토큰',
    tags,
    auth: 'session',
    response: { 200: adultTokenSchema, ...sessionErrors },
  },
  adultVerify: {
    method: 'POST',
    path: `${DELIVERY_PREFIX}/delivery/pay/adult/ready`,
    operationId: 'verifyAdult',
    summary: '본인 인증(ciToken)으로 성인 확인: 만 19세 미만은 403',
    tags,
    auth: 'session',
    body: adultVerifyBodySchema,
    response: { 200: adultStatusSchema, ...sessionErrors, 403: errorBodySchema },
  },
});

export type CheckoutDataWire = z.infer<typeof checkoutDataSchema>;
export type PlacedOrderWire = z.infer<typeof placedOrderSchema>;
export type OrderProcessBody = z.infer<typeof orderProcessBodySchema>;
export type CheckoutBreakdownWire = z.infer<typeof checkoutBreakdownSchema>;
