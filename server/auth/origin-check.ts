import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ERROR_CODES } from '../../src/contract/errors';
import { DomainHttpError } from '../http/domain-http-error';
import { requestOrigin } from '../http/request-origin';

export const FORBIDDEN_ORIGIN_MESSAGE = '접근 권한이 없습니다.';

const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A preHandler against cross-site writes (issue 4 "Origin checks on the API's own state-changing routes"): a POST,
 * PUT, PATCH or DELETE whose Origin header is present and is neither the server's own origin (protocol and host as
 * Fastify sees them; behind a proxy set trustProxy) nor one of `allowedOrigins` answers 403 FORBIDDEN. Requests
 * without Origin (same-origin GET forms, server-to-server calls, tests) pass: browsers send Origin on every
 * cross-origin write, and `Origin: null` (sandboxed or opaque origins) is refused.
 *
 * A route module opts in per route, `{ preHandler: [originCheck, deps.requireSession] }`, or for its whole scope,
 * `app.addHook('preHandler', originCheck)`, with the allowed origins of the server's settings (server/config.ts).
 */
export function createOriginCheck(allowedOrigins: readonly string[] = []): preHandlerAsyncHookHandler {
  const allowed = new Set(allowedOrigins);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!STATE_CHANGING_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const claimed = normalisedOrigin(origin);
    if (claimed !== null && (claimed === ownOrigin(request) || allowed.has(claimed))) return;
    throw new DomainHttpError({ status: 403, code: ERROR_CODES.FORBIDDEN, message: FORBIDDEN_ORIGIN_MESSAGE });
  };
}

function ownOrigin(request: FastifyRequest): string | null {
  return normalisedOrigin(requestOrigin(request));
}

/** `scheme://host[:port]` as URL spells it (lower case, default port dropped); null for 'null' or garbage. */
function normalisedOrigin(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const origin = new URL(value).origin;
  return origin === 'null' ? null : origin;
}
