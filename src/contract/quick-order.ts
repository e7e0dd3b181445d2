import * as z from 'zod/mini';
import { QUICK_ORDER_TITLE_MAX } from '../domain/order/reorder';
import {
  QUICK_ORDER_TITLE_REQUIRED_MESSAGE,
  QUICK_ORDER_TITLE_TOO_LONG_MESSAGE,
} from '../domain/validation/quick-order';
import {
  CONTROL_CHARACTERS_MESSAGE,
  countSchema,
  DELIVERY_PREFIX,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  instantSchema,
  noContentSchema,
  PRINTABLE_TEXT,
  wonSchema,
} from './common';
import { errorBodySchema, sessionErrors } from './errors';

/** Spec §7 Delivery › Quick order (members only, spec §6) plus our reorder-into-cart call. */

export const QUICK_ORDER_MESSAGES = {
  titleTooLong: QUICK_ORDER_TITLE_TOO_LONG_MESSAGE,
  membersOnly: '퀵오더는 비비큐 회원만 이용할 수 있습니다.',
  orderNotFound: '주문 내역을 찾을 수 없습니다.',
  nothingToReorder: '담을 수 있는 메뉴가 없습니다.',
} as const;

export const quickOrderTitleSchema = z
  .string({ error: QUICK_ORDER_TITLE_REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.minLength(1, QUICK_ORDER_TITLE_REQUIRED_MESSAGE),
    z.maxLength(QUICK_ORDER_TITLE_MAX, QUICK_ORDER_MESSAGES.titleTooLong),
    z.regex(PRINTABLE_TEXT, CONTROL_CHARACTERS_MESSAGE),
  );

export const createQuickOrderBodySchema = z.object({
  orderHistoryId: idSchema,
  quickOrderTitle: quickOrderTitleSchema,
});
export const renameQuickOrderBodySchema = z.object({ quickOrderTitle: quickOrderTitleSchema });
export const reorderBodySchema = z.object({ branchId: z._default(z.nullable(idSchema), null) });

export const quickOrderItemSchema = z.object({
  id: idSchema,
  menuId: idSchema,
  menuName: z.string(),
  menuImageUrl: z.string(),
  quantity: countSchema,
  subOptionIds: z.array(idSchema),
  subOptionNames: z.array(z.string()),
  savedPrice: wonSchema,
});

export const quickOrderSchema = z.object({
  id: idSchema,
  quickOrderTitle: z.string(),
  createdAt: instantSchema,
  items: z.array(quickOrderItemSchema),
});

export const reorderResultSchema = z.object({
  addedCount: countSchema,
  flags: z.array(
    z.object({
      menuName: z.string(),
      reason: z.enum(['SOLD_OUT', 'REPRICED']),
      savedPrice: wonSchema,
      currentPrice: z.nullable(wonSchema),
      message: z.string(),
    }),
  ),
});

const tags = ['quick-order'] as const;
const QUICK = `${DELIVERY_PREFIX}/order/quick-order`;
const memberWrite = { ...sessionErrors, 403: errorBodySchema };

export const quickOrderEndpoints = defineEndpoints({
  create: {
    method: 'POST',
    path: QUICK,
    operationId: 'createQuickOrder',
    summary: '주문 이력에서 퀵오더 등록 (정상가로 저장; 회원만)',
    tags,
    auth: 'session',
    body: createQuickOrderBodySchema,
    response: { 201: quickOrderSchema, ...memberWrite },
  },
  list: {
    method: 'GET',
    path: QUICK,
    operationId: 'listQuickOrders',
    summary: '내 퀵오더 목록 (최신순, 항목 포함)',
    tags,
    auth: 'session',
    response: { 200: z.array(quickOrderSchema), ...memberWrite },
  },
  items: {
    method: 'POST',
    path: `${QUICK}/list/:id`,
    operationId: 'listQuickOrderItems',
    summary: '퀵오더 한 건의 항목',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 200: z.array(quickOrderItemSchema), ...memberWrite },
  },
  rename: {
    method: 'PATCH',
    path: `${QUICK}/:id`,
    operationId: 'renameQuickOrder',
    summary: '퀵오더 이름 변경',
    tags,
    auth: 'session',
    params: idParamsSchema,
    body: renameQuickOrderBodySchema,
    response: { 204: noContentSchema, ...memberWrite },
  },
  remove: {
    method: 'DELETE',
    path: `${QUICK}/:id`,
    operationId: 'removeQuickOrder',
    summary: '퀵오더 삭제',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 204: noContentSchema, ...memberWrite },
  },
  removeDetail: {
    method: 'DELETE',
    path: `${QUICK}/detail/:id`,
    operationId: 'removeQuickOrderItem',
    summary: '퀵오더 항목 하나 삭제 (마지막 항목이면 퀵오더도 삭제)',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 204: noContentSchema, ...memberWrite },
  },
  reorder: {
    method: 'POST',
    path: `${QUICK}/:id/cart`,
    operationId: 'reorderQuickOrder',
    summary: '퀵오더를 장바구니에 담기: 품절(매장 기준)·가격 변경 항목을 알려줌',
    tags,
    auth: 'session',
    params: idParamsSchema,
    body: reorderBodySchema,
    response: { 200: reorderResultSchema, ...memberWrite, 422: errorBodySchema },
  },
});
