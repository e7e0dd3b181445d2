import fastifyMultipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { contentEndpoints } from '../../src/contract/content';
import {
  INQUIRY_FILE_FIELDS,
  INQUIRY_FILE_LIMITS,
  INQUIRY_WIRE_MESSAGES,
  inquiryEndpoints,
  inquiryFieldsSchema,
  splitInquiryTitle,
} from '../../src/contract/inquiry';
import { inquiryImageMimeOf } from '../../src/domain/validation/inquiry';
import type { RouteModule } from '../app';
import { callerOf, principalOf } from '../auth/require-session';
import { badRequest, type DomainHttpError, isDomainHttpError, parsedOrBadRequest } from '../http/domain-http-error';
import type { InquiryAttachment, InquirySubmission } from '../services/content/qna-desk';
import { endpointRoute, found } from './endpoint-route';

/**
 * Multipart limits of the inquiry form (spec §5/§9: at most 3 jpg/png images of 2 MB each). One file more than
 * allowed is let through the parser so it can be refused by its field name; text fields are small (content is at
 * most 1,000 characters, 16 KiB leaves room for any UTF-8), and the counts bound what a request can make us read.
 */
const MULTIPART_LIMITS = {
  files: INQUIRY_FILE_LIMITS.maxFiles + 1,
  fileSize: INQUIRY_FILE_LIMITS.maxBytes,
  fields: 10,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  parts: 16,
  headerPairs: 50,
};

/** Messages of ours for refusals the contract has no words for. */
const MESSAGES = {
  notMultipart: '문의는 multipart/form-data 형식으로 보내주세요.',
  malformed: '요청 형식이 올바르지 않습니다.',
  unknownFile: '첨부할 수 없는 항목입니다.',
  duplicate: '같은 항목이 두 번 전송되었습니다.',
  invalidValue: '입력값이 올바르지 않습니다.',
} as const;

const FILE_FIELDS: readonly string[] = INQUIRY_FILE_FIELDS;

/**
 * The inquiry body is a stream the handler reads itself (files checked by content as they arrive), so the route's
 * body schema documents the form in OpenAPI but is not applied before the handler; params and query still are.
 */
function documentedBodyOnly<Schema>(route: FastifyRouteSchemaDef<Schema>): FastifyValidationResult {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

/**
 * The customer's 1:1 inquiries: spec §7 /content/qna (list, detail) and /api/post-delivery-content-qna (the
 * multipart form of spec §3/§5). All need a session; multipart parsing exists only in this module's scope.
 */
export const inquiryRoutes: RouteModule = async (app, deps) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  const desk = deps.services.qna;

  app.route({
    ...endpointRoute(contentEndpoints.qnaList, deps),
    handler: async (request) => desk.list(callerOf(request)),
  });

  app.route({
    ...endpointRoute(contentEndpoints.qna, deps),
    handler: async (request) => found(await desk.get(callerOf(request), request.params.id)),
  });

  app.route({
    ...endpointRoute(inquiryEndpoints.submitInquiry, deps),
    validatorCompiler: documentedBodyOnly,
    handler: async (request, reply) => {
      const owner = principalOf(request).sub;
      const submission = await readInquiryForm(request);
      const result = await desk.submit(owner, submission, deps.now());
      if (result.kind === 'unknown-branch') throw badRequest('branchId', INQUIRY_WIRE_MESSAGES.invalidBranch);
      return reply.code(201).send({ id: result.id });
    },
  });
};

/**
 * Reads the multipart inquiry: text fields by the contract schema, each of contentImage1..3 at most once, at most
 * 3 files, each ≤ 2 MB and a jpg or png by its leading bytes. The first problem is answered as 400 naming the
 * field (a too-large file too: the parser's 413 becomes the Korean 400 the form can show); the rest of the body is
 * still drained so the connection stays usable.
 */
async function readInquiryForm(request: FastifyRequest): Promise<InquirySubmission> {
  if (!request.isMultipart()) throw badRequest('body', MESSAGES.notMultipart);
  const fields = new Map<string, string>();
  const attachments: InquiryAttachment[] = [];
  let fileCount = 0;
  let problem: DomainHttpError | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileCount += 1;
        if (problem !== null) {
          await drain(part);
          continue;
        }
        try {
          const attachment = await readAttachment(part, fileCount, attachments);
          if (attachment !== null) attachments.push(attachment);
        } catch (error) {
          problem = refusal(error, part.fieldname);
          await drain(part);
        }
      } else if (problem === null) {
        if (fields.has(part.fieldname)) problem = badRequest(part.fieldname, MESSAGES.duplicate);
        else if (typeof part.value !== 'string' || part.valueTruncated) {
          problem = badRequest(part.fieldname, textTooLongMessage(part.fieldname));
        } else fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    problem ??= refusal(error, undefined);
  }
  if (problem !== null) throw problem;
  return submissionOf(Object.fromEntries(fields), attachments);
}

/** One file part: null for a file input left empty (browsers send it with no name and no bytes). */
async function readAttachment(
  part: MultipartFile,
  fileCount: number,
  accepted: readonly InquiryAttachment[],
): Promise<InquiryAttachment | null> {
  const field = part.fieldname;
  if (fileCount > INQUIRY_FILE_LIMITS.maxFiles) throw badRequest(field, INQUIRY_WIRE_MESSAGES.tooManyImages);
  const position = FILE_FIELDS.indexOf(field) + 1;
  if (position === 0) throw badRequest(field, MESSAGES.unknownFile);
  if (accepted.some((attachment) => attachment.position === position)) throw badRequest(field, MESSAGES.duplicate);
  const data = await part.toBuffer();
  if (data.byteLength === 0 && part.filename === '') return null;
  if (data.byteLength > INQUIRY_FILE_LIMITS.maxBytes) throw badRequest(field, INQUIRY_WIRE_MESSAGES.imageTooLarge);
  const mime = inquiryImageMimeOf(data);
  if (mime === null) throw badRequest(field, INQUIRY_WIRE_MESSAGES.imageType);
  return { position, fileName: part.filename.trim() === '' ? field : part.filename, mime, data };
}

/** The text fields checked by the contract schema; its first issue is the 400 (its message is Korean). */
function submissionOf(text: Record<string, string>, attachments: readonly InquiryAttachment[]): InquirySubmission {
  const { branchId, name, phoneNumber, title, content } = parsedOrBadRequest(inquiryFieldsSchema, text);
  const parts = splitInquiryTitle(title);
  if (parts === null) throw badRequest('title', INQUIRY_WIRE_MESSAGES.typeRequired);
  return { branchId, name, phoneNumber, type: parts.type, title: parts.title, content, attachments };
}

/** The 400 for a failure while reading the form; programming errors stay errors (500). */
function refusal(error: unknown, field: string | undefined): DomainHttpError {
  if (isDomainHttpError(error)) return error;
  if (error instanceof TypeError || error instanceof ReferenceError) throw error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return badRequest(field ?? 'images', INQUIRY_WIRE_MESSAGES.imageTooLarge);
  if (code === 'FST_FILES_LIMIT') return badRequest(field ?? 'images', INQUIRY_WIRE_MESSAGES.tooManyImages);
  return badRequest(field ?? 'body', MESSAGES.malformed);
}

function textTooLongMessage(field: string): string {
  return field === 'content' ? INQUIRY_WIRE_MESSAGES.contentTooLong : MESSAGES.invalidValue;
}

/** Reads and discards the rest of a file part (the parser waits for each part to be consumed). */
async function drain(part: MultipartFile): Promise<void> {
  if (part.file.readableEnded || part.file.destroyed) return;
  for await (const _chunk of part.file) {
    // discarded: the form is refused, only the stream's end matters
  }
}
