import * as z from 'zod/mini';
import { phoneNumberSchema } from './account';
import { defineEndpoints, idSchema, instantSchema } from './common';
import { errorBodySchema } from './errors';

/**
 * The phone-order line API (ours; README "Phone-order line"): the IVR system asks for a visible-ARS link for a
 * caller and a branch. Calls are signed per caller line (auth `arsLine`: X-Ars-Key-Id, X-Ars-Timestamp,
 * X-Ars-Signature = hex HMAC-SHA256(secret, timestamp + "\n" + body)), never with a customer session.
 */

export const ARS_LINE_MESSAGES = {
  unauthorized: '전화 주문 회선 인증에 실패했습니다.',
  replayed: '이미 처리한 요청입니다. 새 타임스탬프로 다시 서명해서 보내주세요.',
  branchNotFound: '존재하지 않는 매장입니다.',
  smsFailed: '보이는 ARS 링크 문자를 보내지 못했습니다. 잠시 후 다시 시도해주세요.',
  rateLimited: (minutes: number) =>
    `이 전화번호로 보이는 ARS 링크를 너무 많이 보냈습니다. ${minutes}분 후에 다시 시도해주세요.`,
} as const;

/** An order whose x-agent does not match its session (422 AGENT_MISMATCH on POST /order/process). */
export const AGENT_MISMATCH_MESSAGE = '주문 경로가 현재 세션과 맞지 않습니다. 화면을 새로 고친 뒤 다시 주문해주세요.';

/** The stable codes of the refusals above (the error body's `code`). */
export const ARS_LINE_CODES = {
  REPLAYED: 'ARS_REQUEST_REPLAYED',
  BRANCH_NOT_FOUND: 'BRANCH_NOT_FOUND',
  BRANCH_CLOSED: 'BRANCH_CLOSED',
  SMS_FAILED: 'SMS_DELIVERY_FAILED',
} as const;

export const arsPlacedBySchema = z
  .enum(['caller', 'agent'])
  .check(
    z.describe(
      'caller (default): the link goes to phoneNumber by SMS and the caller orders (agent VISUALARS); agent: no SMS, ' +
        'the link comes back in `url` for the call-centre agent, who orders for the caller (agent AGENTCALL).',
    ),
  );

export const arsLinkBodySchema = z.object({
  phoneNumber: phoneNumberSchema.check(z.describe("The caller's mobile number, 11 digits.")),
  branchId: idSchema.check(z.describe('The branch the caller orders from (it must exist and take orders now).')),
  placedBy: z._default(arsPlacedBySchema, 'caller'),
});

export const arsLinkCreatedSchema = z.object({
  phoneNumber: z.string(),
  branchId: idSchema,
  placedBy: arsPlacedBySchema,
  expiresAt: instantSchema.check(z.describe('The link opens once, until then (30 minutes).')),
  smsSent: z.boolean(),
  url: z
    .nullable(z.string())
    .check(z.describe('placedBy agent only: the link for the agent to open; null when sent by SMS.')),
});

export const arsEndpoints = defineEndpoints({
  createLink: {
    method: 'POST',
    path: '/api/ars/links',
    operationId: 'createArsLink',
    summary:
      '전화 주문 회선(IVR)이 보이는 ARS 링크를 만들어 문자로 보냄: 서명 없음·틀림·5분 밖 401, 재전송 409, ' +
      '없는·주문 불가 매장 422, 같은 번호 10분에 3번 초과 429',
    tags: ['ars'],
    auth: 'arsLine',
    body: arsLinkBodySchema,
    response: {
      201: arsLinkCreatedSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      409: errorBodySchema,
      422: errorBodySchema,
      429: errorBodySchema,
      503: errorBodySchema,
    },
  },
});

export type ArsLinkBody = z.infer<typeof arsLinkBodySchema>;
