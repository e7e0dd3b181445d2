import type { FastifyRequest } from 'fastify';
import { ARS_LINE_CODES, ARS_LINE_MESSAGES, arsEndpoints } from '../../src/contract/ars';
import { ERROR_CODES } from '../../src/contract/errors';
import type { RouteModule } from '../app';
import { DomainHttpError } from '../http/domain-http-error';
import { requestOrigin } from '../http/request-origin';
import type { ArsLinkOutcome } from '../services/ars/ars-link-desk';
import { endpointRoute } from './endpoint-route';

/** The longest body a line request may carry: {phoneNumber, branchId, placedBy} is well under 200 bytes. */
const BODY_LIMIT_BYTES = 4096;

/** The status of each refusal of the link desk (README "Phone-order line"). */
const REFUSAL_STATUS: Record<Extract<ArsLinkOutcome, { kind: 'refused' }>['code'], number> = {
  BRANCH_NOT_FOUND: 422,
  BRANCH_CLOSED: 422,
  RATE_LIMITED: 429,
  SMS_DELIVERY_FAILED: 503,
};

/**
 * POST /api/ars/links, the phone-order line API (src/contract/ars.ts). The signature covers the exact bytes sent,
 * so this scope reads JSON bodies as text first and keeps that text; the line is authenticated before the body is
 * validated, so a caller without credentials learns nothing about the body's rules (401 before 400).
 */
export const arsRoutes: RouteModule = async (app, deps) => {
  const { authenticator, desk } = deps.services.ars;
  const rawBodies = new WeakMap<FastifyRequest, string>();
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = body as string;
      rawBodies.set(request, text);
      try {
        done(null, text === '' ? undefined : JSON.parse(text));
      } catch {
        // Not JSON: the schema refuses the body (400) once the line is authenticated.
        done(null, undefined);
      }
    },
  );

  app.route({
    ...endpointRoute(arsEndpoints.createLink, deps),
    preValidation: async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const result = await authenticator.authenticate(
        {
          keyId: header('x-ars-key-id'),
          timestamp: header('x-ars-timestamp'),
          signature: header('x-ars-signature'),
        },
        rawBodies.get(request) ?? '',
      );
      if (result.kind === 'unauthorized') {
        throw new DomainHttpError({
          status: 401,
          code: ERROR_CODES.UNAUTHORIZED,
          message: ARS_LINE_MESSAGES.unauthorized,
        });
      }
      if (result.kind === 'replayed') {
        throw new DomainHttpError({ status: 409, code: ARS_LINE_CODES.REPLAYED, message: ARS_LINE_MESSAGES.replayed });
      }
    },
    handler: async (request, reply) => {
      const outcome = await desk.create({ ...request.body, origin: requestOrigin(request) });
      if (outcome.kind === 'refused') {
        if (outcome.retryAfterMs !== undefined) {
          reply.header('retry-after', String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))));
        }
        throw new DomainHttpError({
          status: REFUSAL_STATUS[outcome.code],
          code: outcome.code,
          message: outcome.message,
        });
      }
      const { link } = outcome;
      return reply
        .code(201)
        .header('cache-control', 'no-store')
        .send({ ...link, expiresAt: link.expiresAt.toISOString() });
    },
  });
};
