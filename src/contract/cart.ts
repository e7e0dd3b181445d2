import * as z from 'zod/mini';
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINE_QUANTITY_MIN } from '../domain/order/quantity';
import {
  countSchema,
  DELIVERY_PREFIX,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  MAX_ID,
  noContentSchema,
  wonSchema,
} from './common';
import { sessionErrors } from './errors';

/** Spec §7 Delivery › Cart: the server cart of the session's owner. */

/** Spec §5/§9: a cart line holds 1..99 of its menu (the stepper's max; 0 would be a deletion). */
export const CART_QUANTITY_MIN = ORDER_LINE_QUANTITY_MIN;
export const CART_QUANTITY_MAX = ORDER_LINE_QUANTITY_MAX;

/** Most option items one line can carry (ours: far above any menu's option count). */
export const CART_OPTION_ITEMS_MAX = 50;

export const CART_MESSAGES = {
  quantityOutOfRange: '수량은 1~99 사이로 입력해주세요.',
  mergedQuantityTooLarge: '장바구니에는 같은 메뉴를 99개까지 담을 수 있습니다.',
  menuRequired: '메뉴를 선택해주세요.',
  optionsInvalid: '옵션 선택이 올바르지 않습니다.',
  optionsDuplicated: '같은 옵션을 두 번 선택할 수 없습니다.',
  menuNotFound: '존재하지 않는 메뉴입니다.',
  optionUnknown: '선택할 수 없는 옵션입니다.',
  optionBelowMin: '필수 옵션을 선택해주세요.',
  optionAboveMax: '선택할 수 있는 옵션 수를 넘었습니다.',
} as const;

/**
 * The `code` of a 400 from POST /cart and PATCH /cart/{id} when the body is well-formed but the catalog refuses it
 * (ours; the spec names no cart codes). A malformed body answers BAD_REQUEST with the `field` instead.
 */
export const CART_REJECTION_CODES = {
  MENU_NOT_FOUND: 'MENU_NOT_FOUND',
  OPTION_UNKNOWN: 'OPTION_UNKNOWN',
  OPTION_BELOW_MIN: 'OPTION_BELOW_MIN',
  OPTION_ABOVE_MAX: 'OPTION_ABOVE_MAX',
  QUANTITY_OUT_OF_RANGE: 'QUANTITY_OUT_OF_RANGE',
} as const;

export type CartRejectionWireCode = (typeof CART_REJECTION_CODES)[keyof typeof CART_REJECTION_CODES];

export const cartQuantitySchema = z
  .number({ error: CART_MESSAGES.quantityOutOfRange })
  .check(
    z.int(CART_MESSAGES.quantityOutOfRange),
    z.minimum(CART_QUANTITY_MIN, CART_MESSAGES.quantityOutOfRange),
    z.maximum(CART_QUANTITY_MAX, CART_MESSAGES.quantityOutOfRange),
  );

/**
 * Spec §3 add-to-cart payload. subOptionItemIdSet is a set: each option item id at most once, order irrelevant;
 * empty for a menu without options.
 */
export const addToCartBodySchema = z.object({
  mainMenuId: z
    .number({ error: CART_MESSAGES.menuRequired })
    .check(
      z.int(CART_MESSAGES.menuRequired),
      z.positive(CART_MESSAGES.menuRequired),
      z.maximum(MAX_ID, CART_MESSAGES.menuRequired),
    ),
  quantity: cartQuantitySchema,
  subOptionItemIdSet: z.array(idSchema, { error: CART_MESSAGES.optionsInvalid }).check(
    z.maxLength(CART_OPTION_ITEMS_MAX, CART_MESSAGES.optionsInvalid),
    z.refine((ids) => new Set(ids).size === ids.length, { error: CART_MESSAGES.optionsDuplicated }),
  ),
});

/** Spec §7 PATCH /cart/{id} (quantity). */
export const changeCartQuantityBodySchema = z.object({ quantity: cartQuantitySchema });

/** Spec §3 cart line sub-option detail. */
export const cartSubOptionDetailSchema = z.object({
  subOptionDetailId: idSchema,
  subOptionDetailName: z.string(),
});

/** Spec §3 cart line sub-option head: the option group's title and the items chosen in it. */
export const cartSubOptionHeadSchema = z.object({
  subOptionName: z.string(),
  subOptionDetailList: z.array(cartSubOptionDetailSchema),
});

/**
 * Spec §3 Cart line. `cartId` (ours) names the line in PATCH/DELETE /cart/{id}. The total is recomputed by the
 * server on every answer: (menu price + sum of chosen add prices) × quantity, integer won.
 */
export const cartLineSchema = z.object({
  cartId: idSchema,
  mainMenuId: idSchema,
  mainMenuName: z.string(),
  quantity: z.number().check(z.int(), z.minimum(CART_QUANTITY_MIN), z.maximum(CART_QUANTITY_MAX)),
  menuImageUrl: z.string(),
  isOnlyOrderWithEcoupon: z.boolean(),
  subOptionHeadList: z.array(cartSubOptionHeadSchema),
  totalMenuWithSubOptionAndQuantityPrice: wonSchema,
});

/** Spec §3 checkoutData.cartResponseInfo: the lines, oldest first, and their sum in integer won. */
export const cartSummarySchema = z.object({
  responseList: z.array(cartLineSchema),
  totalPrice: wonSchema,
});

export const cartCountSchema = z.object({ cartCount: countSchema });

const tags = ['cart'] as const;

export const cartEndpoints = defineEndpoints({
  list: {
    method: 'POST',
    path: `${DELIVERY_PREFIX}/cart/list`,
    operationId: 'listCartItems',
    summary: '장바구니 목록 (금액은 서버가 다시 계산; 본문 없음)',
    tags,
    auth: 'session',
    response: { 200: cartSummarySchema, 401: sessionErrors[401] },
  },
  count: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/cart/count`,
    operationId: 'getCartCount',
    summary: '장바구니 줄 수 (헤더 배지)',
    tags,
    auth: 'session',
    response: { 200: cartCountSchema, 401: sessionErrors[401] },
  },
  add: {
    method: 'POST',
    path: `${DELIVERY_PREFIX}/cart`,
    operationId: 'addCartItem',
    summary: '장바구니 담기: 모르는 메뉴·옵션, 다른 메뉴의 옵션, 1~99 밖의 수량은 400',
    tags,
    auth: 'session',
    body: addToCartBodySchema,
    response: { 201: cartLineSchema, 400: sessionErrors[400], 401: sessionErrors[401] },
  },
  changeQuantity: {
    method: 'PATCH',
    path: `${DELIVERY_PREFIX}/cart/:id`,
    operationId: 'changeCartItemQuantity',
    summary: '장바구니 수량 변경',
    tags,
    auth: 'session',
    params: idParamsSchema,
    body: changeCartQuantityBodySchema,
    response: { 200: cartLineSchema, ...sessionErrors },
  },
  remove: {
    method: 'DELETE',
    path: `${DELIVERY_PREFIX}/cart/:id`,
    operationId: 'removeCartItem',
    summary: '장바구니 한 줄 삭제',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 204: noContentSchema, ...sessionErrors },
  },
  clear: {
    method: 'DELETE',
    path: `${DELIVERY_PREFIX}/cart`,
    operationId: 'clearCart',
    summary: '장바구니 비우기',
    tags,
    auth: 'session',
    response: { 204: noContentSchema, 401: sessionErrors[401] },
  },
});

export type AddToCartBody = z.infer<typeof addToCartBodySchema>;
export type CartLineWire = z.infer<typeof cartLineSchema>;
export type CartSummaryWire = z.infer<typeof cartSummarySchema>;
