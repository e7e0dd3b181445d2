import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorBody } from './domain-http-error';

/** The header a load balancer (nginx `$request_id`) or a client names a request with, and we answer it in. */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's id is kept only when it is a short token of letters, digits and `._:-` (a UUID, nginx's 32 hex digits,
 * a trace id): anything else could forge log lines or grow them without bound, so it is replaced.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id of the caller (the load balancer in front) when it is a sane token, else a
 * random UUID. Fastify logs it as `reqId` on every line of the request (README "Operations").
 */
export function requestIdFor(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Answers every request (errors, 404s, static files) with its id in X-Request-Id. Install before any route. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

/** `body` with the id of `request`: every error body carries it (src/contract/errors.ts errorBodySchema). */
export function withRequestId(request: FastifyRequest, body: ErrorBody): ErrorBody {
  return { ...body, requestId: request.id };
}
