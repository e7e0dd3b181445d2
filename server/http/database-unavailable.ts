/** Node socket error codes meaning "the database server cannot be reached". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATEs meaning the server is going away or refusing sessions: class 08 (connection exception),
 * 57P01..57P03 (admin/crash shutdown, cannot connect now), 53300 (too many connections).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Messages node-postgres and PGlite use for a lost, closed or timed-out connection (they carry no code). */
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'connection terminated',
  'connection timeout',
  'query read timeout',
  'cannot use a pool after calling end',
  'client has encountered a connection error',
  'client was closed and is not queryable',
  'pglite is closed',
];

/**
 * True when `error` (or anything in its cause chain, e.g. Drizzle's DrizzleQueryError wrapper, or an
 * AggregateError of several addresses) says the database is unreachable rather than that a query was wrong.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 8 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
  if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
  if (typeof message === 'string') {
    const lower = message.toLowerCase();
    if (UNAVAILABLE_MESSAGES.some((text) => lower.includes(text))) return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
