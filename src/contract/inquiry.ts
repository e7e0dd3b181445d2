import * as z from 'zod/mini';
import {
  INQUIRY_ATTACHMENT_MAX_BYTES,
  INQUIRY_CONTENT_MAX_LENGTH,
  INQUIRY_MAX_ATTACHMENTS,
} from '../domain/shared/constants';
import { INQUIRY_MESSAGES, type InquiryType, isInquiryType } from '../domain/validation/inquiry';
import { defineEndpoints, idSchema } from './common';
import { relayPostSchema } from './content';
import { errorBodySchema, sessionErrors } from './errors';

/** Spec §7 Other: the inquiry form (multipart) and the relay writer. */

/** Longest name and typed title of an inquiry, and longest relay title (ours). */
export const INQUIRY_NAME_MAX_LENGTH = 20;
export const INQUIRY_TITLE_MAX_LENGTH = 100;
export const RELAY_TITLE_MAX_LENGTH = 100;
/** A relay post's text shares the inquiry's limit (ours: spec §9 names 1,000 characters for content). */
export const RELAY_CONTENT_MAX_LENGTH = INQUIRY_CONTENT_MAX_LENGTH;

export const INQUIRY_WIRE_MESSAGES = {
  ...INQUIRY_MESSAGES,
  nameTooLong: `이름은 ${INQUIRY_NAME_MAX_LENGTH}자 이내로 입력해주세요.`,
  titleTooLong: `제목은 ${INQUIRY_TITLE_MAX_LENGTH}자 이내로 입력해주세요.`,
  invalidBranch: '매장 선택이 올바르지 않습니다.',
} as const;

export const RELAY_MESSAGES = {
  titleRequired: '제목을 입력해주세요.',
  titleTooLong: `제목은 ${RELAY_TITLE_MAX_LENGTH}자 이내로 입력해주세요.`,
  contentRequired: '내용을 입력해주세요.',
  contentTooLong: '내용은 1,000자 이내로 입력해주세요.',
} as const;

/** Spec §3: the multipart file fields, in order; each optional. */
export const INQUIRY_FILE_FIELDS = ['contentImage1', 'contentImage2', 'contentImage3'] as const;

/** Spec §5/§9: jpg or png (checked by content, not by name), at most 2 MB each, at most 3. */
export const INQUIRY_ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export const INQUIRY_FILE_LIMITS = {
  maxFiles: INQUIRY_MAX_ATTACHMENTS,
  maxBytes: INQUIRY_ATTACHMENT_MAX_BYTES,
} as const;

/** The parts of a submitted title `[type] title`; null when it is not in that form or the type is unknown. */
export function splitInquiryTitle(submitted: string): { type: InquiryType; title: string } | null {
  const match = /^\[([^\]]+)\] (.*)$/s.exec(submitted);
  if (match === null) return null;
  const type = match[1] ?? null;
  const title = (match[2] ?? '').trim();
  return isInquiryType(type) ? { type, title } : null;
}

/**
 * Spec §3 title "[type] title": the type one of the spec §5 inquiry types, the typed title non-blank and at most
 * 100 characters.
 */
export const inquiryTitleSchema = z.string({ error: INQUIRY_WIRE_MESSAGES.typeRequired }).check(
  z.superRefine((text, ctx) => {
    const parts = splitInquiryTitle(text);
    if (parts === null) ctx.addIssue({ code: 'custom', message: INQUIRY_WIRE_MESSAGES.typeRequired });
    else if (parts.title === '') ctx.addIssue({ code: 'custom', message: INQUIRY_WIRE_MESSAGES.titleRequired });
    else if (parts.title.length > INQUIRY_TITLE_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', message: INQUIRY_WIRE_MESSAGES.titleTooLong });
    }
  }),
);

/**
 * Spec §3/§5 inquiry submission, its text fields (multipart values are text): branchId optional (absent or empty:
 * none), name non-blank, phoneNumber exactly 11 digits, title "[type] title", content non-blank and at most
 * 1,000 characters (UTF-16 units, as the form's counter).
 */
export const inquiryFieldsSchema = z.object({
  // zod/mini has no z.preprocess; classic's is this same pipe (the transform, then the schema): parsing is unchanged.
  branchId: z.pipe(
    z.transform((value: unknown): unknown => (value === '' || value === null ? undefined : value)),
    z.optional(
      z.coerce
        .number({ error: INQUIRY_WIRE_MESSAGES.invalidBranch })
        .check(z.int(INQUIRY_WIRE_MESSAGES.invalidBranch), z.positive(INQUIRY_WIRE_MESSAGES.invalidBranch)),
    ),
  ),
  name: z
    .string({ error: INQUIRY_WIRE_MESSAGES.nameRequired })
    .check(
      z.trim(),
      z.minLength(1, INQUIRY_WIRE_MESSAGES.nameRequired),
      z.maxLength(INQUIRY_NAME_MAX_LENGTH, INQUIRY_WIRE_MESSAGES.nameTooLong),
    ),
  phoneNumber: z
    .string({ error: INQUIRY_WIRE_MESSAGES.phoneInvalid })
    .check(z.regex(/^\d{11}$/, INQUIRY_WIRE_MESSAGES.phoneInvalid)),
  title: inquiryTitleSchema,
  content: z.string({ error: INQUIRY_WIRE_MESSAGES.contentRequired }).check(
    z.refine((text) => text.trim() !== '', INQUIRY_WIRE_MESSAGES.contentRequired),
    z.refine((text) => text.length <= INQUIRY_CONTENT_MAX_LENGTH, INQUIRY_WIRE_MESSAGES.contentTooLong),
  ),
});

/** A multipart file part as the OpenAPI document shows it; the server checks type and size itself. */
const inquiryFileSchema = z.optional(z.unknown().check(z.meta({ type: 'string', format: 'binary' })));

/**
 * The whole multipart body (text fields plus contentImage1..3) for the OpenAPI document and for a server that
 * attaches parts to the body as key/values; file parts pass through unchecked (their bytes are checked by the
 * route: jpg/png by content, ≤ 2 MB, ≤ 3).
 */
export const inquiryMultipartBodySchema = z.extend(inquiryFieldsSchema, {
  contentImage1: inquiryFileSchema,
  contentImage2: inquiryFileSchema,
  contentImage3: inquiryFileSchema,
});

export const inquiryCreatedSchema = z.object({ id: idSchema });

/** Spec §3 names no relay fields (ours): a non-blank title ≤ 100 and non-blank content ≤ 1,000 characters. */
export const createRelayBodySchema = z.object({
  title: z
    .string({ error: RELAY_MESSAGES.titleRequired })
    .check(
      z.trim(),
      z.minLength(1, RELAY_MESSAGES.titleRequired),
      z.maxLength(RELAY_TITLE_MAX_LENGTH, RELAY_MESSAGES.titleTooLong),
    ),
  content: z.string({ error: RELAY_MESSAGES.contentRequired }).check(
    z.refine((text) => text.trim() !== '', RELAY_MESSAGES.contentRequired),
    z.refine((text) => text.length <= RELAY_CONTENT_MAX_LENGTH, RELAY_MESSAGES.contentTooLong),
  ),
});

/** PATCH /api/proxy-content-relay: the post's id in the body (the spec's path has none) and the new text. */
export const updateRelayBodySchema = z.extend(createRelayBodySchema, { id: idSchema });

const tags = ['inquiry'] as const;

export const inquiryEndpoints = defineEndpoints({
  submitInquiry: {
    method: 'POST',
    path: '/api/post-delivery-content-qna',
    operationId: 'submitInquiry',
    summary: `1:1 문의 접수 (multipart: ${INQUIRY_FILE_FIELDS.join(', ')}는 jpg/png, 2MB 이하, 선택)`,
    tags,
    auth: 'session',
    consumes: ['multipart/form-data'],
    body: inquiryMultipartBodySchema,
    response: { 201: inquiryCreatedSchema, 400: errorBodySchema, 401: errorBodySchema, 413: errorBodySchema },
  },
  createRelay: {
    method: 'POST',
    path: '/api/proxy-content-relay',
    operationId: 'createRelayPost',
    summary: '릴레이 글 작성',
    tags,
    auth: 'session',
    body: createRelayBodySchema,
    response: { 201: relayPostSchema, 400: sessionErrors[400], 401: sessionErrors[401] },
  },
  updateRelay: {
    method: 'PATCH',
    path: '/api/proxy-content-relay',
    operationId: 'updateRelayPost',
    summary: '릴레이 글 수정 (본문의 id, 내 글이 아니면 404)',
    tags,
    auth: 'session',
    body: updateRelayBodySchema,
    response: { 200: relayPostSchema, ...sessionErrors },
  },
});

export type InquiryFields = z.infer<typeof inquiryFieldsSchema>;
export type CreateRelayBody = z.infer<typeof createRelayBodySchema>;
export type UpdateRelayBody = z.infer<typeof updateRelayBodySchema>;
