import type * as z from 'zod/mini';
import { ERROR_CODES, type ErrorBody } from '../../src/contract/errors';

// The one error body shape lives in the wire contract; the server re-exports it so handlers import one module.
export { type ErrorBody, errorBodySchema } from '../../src/contract/errors';

export const NOT_FOUND_MESSAGE = '요청하신 정보를 찾을 수 없습니다.';

/**
 * An expected failure a route answers with: thrown by handlers, turned into `{ code, message, field? }` with
 * `status` by the one error handler. `message` is shown to the customer, so it is Korean.
 */
export class DomainHttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;

  constructor(init: { status: number; code: string; message: string; field?: string }) {
    super(init.message);
    this.name = 'DomainHttpError';
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
  }

  /** The body the client receives. */
  toBody(): ErrorBody {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}

/** 404 ELEMENT_NOT_FOUND (spec §8: the storefront reads this code as "no such thing", e.g. no default address). */
export function elementNotFound(): DomainHttpError {
  return new DomainHttpError({ status: 404, code: ERROR_CODES.ELEMENT_NOT_FOUND, message: NOT_FOUND_MESSAGE });
}

/** 400 BAD_REQUEST naming the offending field (a rule the schema cannot express, e.g. an unknown option id). */
export function badRequest(field: string, message = '입력값이 올바르지 않습니다.'): DomainHttpError {
  return new DomainHttpError({ status: 400, code: ERROR_CODES.BAD_REQUEST, message, field });
}

/**
 * `value` read by `schema` (a contract schema), or the 400 of its first issue: the issue's field ('body' when it has
 * none) and its message, which the contract writes in Korean.
 */
export function parsedOrBadRequest<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.map(String).join('.') ?? '';
  throw badRequest(field === '' ? 'body' : field, issue?.message);
}

/** True for a DomainHttpError, also one from another copy of this module (vitest may load it twice). */
export function isDomainHttpError(error: unknown): error is DomainHttpError {
  return error instanceof DomainHttpError || (error instanceof Error && error.name === 'DomainHttpError');
}
