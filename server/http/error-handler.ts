import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../src/contract/errors';
import { isDatabaseUnavailable } from './database-unavailable';
import { type ErrorBody, isDomainHttpError, NOT_FOUND_MESSAGE } from './domain-http-error';
import { withRequestId } from './request-id';

/** How a failure is answered and how loudly it is logged (5xx with the stack, expected 4xx quietly). */
export interface ErrorAnswer {
  readonly status: number;
  readonly body: ErrorBody;
  readonly log: 'debug' | 'warn' | 'error';
}

export const BAD_REQUEST_MESSAGE = '입력값이 올바르지 않습니다.';
export const DATABASE_UNAVAILABLE_MESSAGE = '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.';
export const INTERNAL_ERROR_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.';

/** Client errors Fastify and its plugins raise themselves (bad JSON, too large, wrong type), by status. */
const CLIENT_ERRORS: Readonly<Record<number, { code: string; message: string }>> = {
  400: { code: ERROR_CODES.BAD_REQUEST, message: '요청 형식이 올바르지 않습니다.' },
  401: { code: ERROR_CODES.UNAUTHORIZED, message: '로그인이 필요합니다.' },
  403: { code: ERROR_CODES.FORBIDDEN, message: '접근 권한이 없습니다.' },
  404: { code: ERROR_CODES.ELEMENT_NOT_FOUND, message: NOT_FOUND_MESSAGE },
  405: { code: 'METHOD_NOT_ALLOWED', message: '허용되지 않은 요청입니다.' },
  406: { code: 'NOT_ACCEPTABLE', message: '지원하지 않는 요청 형식입니다.' },
  409: { code: ERROR_CODES.CONFLICT, message: '요청을 처리할 수 없는 상태입니다.' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: '요청 크기가 너무 큽니다.' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '지원하지 않는 요청 형식입니다.' },
  // The contract's code for 429 (src/contract/errors.ts ERROR_CODES), so clients match one name.
  429: { code: ERROR_CODES.RATE_LIMITED, message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' },
};

/** Where in the request a schema failed, as named in `field` ('quantity', 'query.page', 'params.id'). */
const CONTEXT_PREFIX: Readonly<Record<string, string>> = {
  body: '',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Classifies any thrown value into the one error body shape; never exposes a stack or internal message. */
export function answerFor(error: unknown): ErrorAnswer {
  if (isDomainHttpError(error)) {
    return { status: error.status, body: error.toBody(), log: error.status >= 500 ? 'error' : 'debug' };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (Array.isArray(fastifyError.validation) && fastifyError.validation.length > 0) {
    const issue = fastifyError.validation[0] as ValidationIssue | undefined;
    const field = fieldOf(fastifyError.validationContext, issue);
    const message = customerMessageOf(issue);
    return { status: 400, body: { code: ERROR_CODES.BAD_REQUEST, message, field }, log: 'debug' };
  }
  if (isUnstorableText(error)) {
    return { status: 400, body: { code: ERROR_CODES.BAD_REQUEST, message: BAD_REQUEST_MESSAGE }, log: 'debug' };
  }
  if (isDatabaseUnavailable(error)) {
    const body = { code: ERROR_CODES.DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
    return { status: 503, body, log: 'warn' };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const known = CLIENT_ERRORS[status] ?? { code: ERROR_CODES.BAD_REQUEST, message: CLIENT_ERRORS[400]!.message };
    return { status, body: { ...known }, log: 'debug' };
  }
  return { status: 500, body: { code: ERROR_CODES.INTERNAL_ERROR, message: INTERNAL_ERROR_MESSAGE }, log: 'error' };
}

/** Installs the one error handler on `app` (inherited by every route registered after it); bodies carry requestId. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const answer = answerFor(error);
    if (answer.log === 'error') request.log.error({ err: error }, 'request failed');
    else if (answer.log === 'warn') request.log.warn({ err: error }, 'database unavailable');
    else request.log.debug({ err: error, code: answer.body.code }, 'request rejected');
    if (answer.status === 503) reply.header('retry-after', '5');
    const body = withRequestId(request, answer.body);
    return reply.code(answer.status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * SQLSTATEs of text PostgreSQL cannot store (22021: a NUL or invalid byte; 22P05: untranslatable character). Only
 * request text carries such characters, so they are bad input (400), not a server fault: the safety net for a
 * contract string schema that does not refuse control characters itself.
 */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

/** True when `error` or its cause chain (Drizzle wraps driver errors) is an unstorable-text SQLSTATE. */
function isUnstorableText(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface ValidationIssue {
  readonly instancePath?: string;
  readonly message?: string;
  readonly params?: Record<string, unknown>;
}

const HANGUL = /[\uAC00-\uD7A3]/;

/**
 * The message a customer sees for a refused value: the contract schema's own Korean message (src/contract), or the
 * generic Korean one when the failing check has none (zod's or ajv's English defaults never reach a customer).
 */
function customerMessageOf(issue: ValidationIssue | undefined): string {
  const message = issue?.message;
  return typeof message === 'string' && HANGUL.test(message) ? message : BAD_REQUEST_MESSAGE;
}

function fieldOf(context: string | undefined, issue: ValidationIssue | undefined): string {
  const prefix = CONTEXT_PREFIX[context ?? 'body'] ?? context ?? '';
  const segments = (issue?.instancePath ?? '').split('/').filter((segment) => segment !== '');
  // Unknown keys (strict objects) and missing properties (JSON-schema routes) name the key in params.
  const keys = issue?.params?.['keys'];
  if (Array.isArray(keys) && typeof keys[0] === 'string') segments.push(keys[0]);
  const missing = issue?.params?.['missingProperty'];
  if (typeof missing === 'string') segments.push(missing);
  const path = segments.join('.');
  if (prefix === '') return path === '' ? 'body' : path;
  return path === '' ? prefix : `${prefix}.${path}`;
}
