import * as z from 'zod/mini';

/**
 * The error body of every failing API call (ARCHITECTURE "Errors"): a stable machine `code`, a Korean `message`
 * the storefront may show as is (spec §8: "response errors are read from the response data"), for 400 the
 * offending `field` ('quantity', 'query.page', 'params.id'), and the `requestId` the server's log lines of that
 * request carry (README "Operations"; also in the X-Request-Id header): what a customer reads out to support.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.optional(z.string()),
  requestId: z.optional(z.string()),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The codes every endpoint may answer with, each with its HTTP status. Areas add their own 400 codes. */
export const ERROR_CODES = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  ELEMENT_NOT_FOUND: 'ELEMENT_NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  /** 503 while the server shuts down (README "Operations"): another instance answers a retry. */
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL_ERROR: 'INTERNAL_ERROR',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Documented error answers of a public read: bad input, no such thing. */
export const publicReadErrors = { 400: errorBodySchema, 404: errorBodySchema } as const;

/** Documented error answers of a session call: bad input, no valid token, not found or not the caller's. */
export const sessionErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema } as const;
