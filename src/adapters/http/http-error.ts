import axios from 'axios';

/**
 * Spec §8: how a call failed. `response`: the server answered outside 200–299; `network`: no answer (refused,
 * reset, offline); `timeout`: a per-call time limit ran out (there is none by default, spec §7); `cancel`: the
 * caller aborted it.
 */
export type HttpErrorKind = 'response' | 'network' | 'timeout' | 'cancel';

export interface HttpErrorInit {
  readonly kind: HttpErrorKind;
  readonly message: string;
  readonly status?: number | null;
  readonly code?: string | null;
  readonly field?: string | null;
  readonly cause?: unknown;
}

/**
 * A failed call, normalised. For `response`, `message` is the body's `message` when the server sent one (the
 * Korean text of the contract error body, spec §8 "read from the response data"), else the client's own message;
 * `code` and `field` are the body's, when present.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly kind: HttpErrorKind;
  readonly status: number | null;
  readonly code: string | null;
  readonly field: string | null;

  constructor(init: HttpErrorInit) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.field = init.field ?? null;
  }
}

/** True for an HttpError answered by the server with `status`. */
export function isHttpStatus(error: unknown, status: number): error is HttpError {
  return error instanceof HttpError && error.kind === 'response' && error.status === status;
}

/** Axios codes meaning the time limit ran out (ETIMEDOUT with clarifyTimeoutError, ECONNABORTED without). */
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'ECONNABORTED']);

/** The body's string property `key`, when the body is an object that has one. */
function textOf(data: unknown, key: string): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Normalises anything a call can throw into an HttpError; an HttpError passes through unchanged. */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (axios.isCancel(error)) {
    return new HttpError({ kind: 'cancel', message: error.message || 'canceled', cause: error });
  }
  if (!axios.isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new HttpError({ kind: 'network', message, cause: error });
  }
  const response = error.response;
  if (response !== undefined) {
    return new HttpError({
      kind: 'response',
      status: response.status,
      code: textOf(response.data, 'code'),
      field: textOf(response.data, 'field'),
      message: textOf(response.data, 'message') ?? error.message,
      cause: error,
    });
  }
  if (error.code === 'ERR_CANCELED') return new HttpError({ kind: 'cancel', message: error.message, cause: error });
  if (error.code !== undefined && TIMEOUT_CODES.has(error.code)) {
    return new HttpError({ kind: 'timeout', message: error.message, cause: error });
  }
  return new HttpError({ kind: 'network', message: error.message, cause: error });
}
