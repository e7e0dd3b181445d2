import * as z from 'zod/mini';
import {
  BULK_ORDER_MESSAGES,
  BULK_ORDER_RULES,
  BULK_PURCHASE_STATUSES,
  isCalendarDate,
} from '../domain/validation/bulk-order';
import {
  COMMON_MESSAGES,
  CONTROL_CHARACTERS_MESSAGE,
  DELIVERY_PREFIX,
  defineEndpoints,
  idParamsSchema,
  idSchema,
  instantSchema,
  PRINTABLE_TEXT,
} from './common';
import { errorBodySchema, sessionErrors } from './errors';

/**
 * 대량 구매 (단체 주문) requests (ours; spec §2 /mypage/bulk-purchase names the page): a member or a guest with a
 * session files one and reads back their own. The date rule depends on "today" in Seoul, so the server checks it
 * after the schema (the same BULK_ORDER_MESSAGES, field desiredDate).
 */

const m = BULK_ORDER_MESSAGES;

function boundedText(required: string, maxLength: number, tooLong: string) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.maxLength(maxLength, tooLong),
      z.regex(PRINTABLE_TEXT, CONTROL_CHARACTERS_MESSAGE),
    );
}

/** The request body: the texts trimmed, the date 'YYYY-MM-DD', quantity 20..1,000, branchId null when none. */
export const bulkPurchaseBodySchema = z.object({
  name: boundedText(m.nameRequired, BULK_ORDER_RULES.nameMaxLength, m.nameTooLong),
  phoneNumber: z.string({ error: m.phoneInvalid }).check(z.regex(/^\d{11}$/, m.phoneInvalid)),
  organisation: boundedText(m.organisationRequired, BULK_ORDER_RULES.organisationMaxLength, m.organisationTooLong),
  desiredDate: z.string({ error: m.dateRequired }).check(z.refine(isCalendarDate, m.dateInvalid)),
  quantity: z
    .number({ error: m.quantityInvalid })
    .check(
      z.int(m.quantityInvalid),
      z.minimum(BULK_ORDER_RULES.minQuantity, m.quantityInvalid),
      z.maximum(BULK_ORDER_RULES.maxQuantity, m.quantityInvalid),
    ),
  branchId: z.union([idSchema, z.null()], { error: COMMON_MESSAGES.invalidId }),
  message: z
    .string({ error: m.messageTooLong })
    .check(z.trim(), z.maxLength(BULK_ORDER_RULES.messageMaxLength, m.messageTooLong)),
});

export const bulkPurchaseRequestSchema = z.object({
  id: idSchema,
  name: z.string(),
  phoneNumber: z.string(),
  organisation: z.string(),
  desiredDate: z.string(),
  quantity: z.number().check(z.int()),
  branchId: z.nullable(idSchema),
  /** The branch's name when one was chosen (null when none, or the branch has since closed). */
  branchName: z.nullable(z.string()),
  message: z.string(),
  status: z.enum(BULK_PURCHASE_STATUSES),
  createdAt: instantSchema,
});

export const bulkPurchaseListSchema = z.array(bulkPurchaseRequestSchema);

export type BulkPurchaseRequestWire = z.infer<typeof bulkPurchaseRequestSchema>;

const tags = ['bulk-purchase'] as const;
const path = `${DELIVERY_PREFIX}/bulk-purchase`;

export const bulkPurchaseEndpoints = defineEndpoints({
  submit: {
    method: 'POST',
    path,
    operationId: 'submitBulkPurchaseRequest',
    summary: '단체 주문(대량 구매) 문의 접수',
    tags,
    auth: 'session',
    body: bulkPurchaseBodySchema,
    response: { 201: bulkPurchaseRequestSchema, 400: errorBodySchema, 401: sessionErrors[401] },
  },
  list: {
    method: 'GET',
    path,
    operationId: 'listMyBulkPurchaseRequests',
    summary: '나의 단체 주문 문의 목록 (최신순)',
    tags,
    auth: 'session',
    response: { 200: bulkPurchaseListSchema, 401: sessionErrors[401] },
  },
  get: {
    method: 'GET',
    path: `${path}/:id`,
    operationId: 'getMyBulkPurchaseRequest',
    summary: '나의 단체 주문 문의 (내 문의가 아니면 404)',
    tags,
    auth: 'session',
    params: idParamsSchema,
    response: { 200: bulkPurchaseRequestSchema, ...sessionErrors },
  },
});
