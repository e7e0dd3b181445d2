import type { FastifyRequest } from 'fastify';

/** The origin a request came through, as Fastify sees it (its protocol and host: trustProxy applies). */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
