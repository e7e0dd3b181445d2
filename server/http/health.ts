import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, errorBodySchema } from '../../src/contract/errors';
import type { OpenDatabase } from '../db/database';
import { type ServerDrain, shuttingDownBody } from './drain';
import { DATABASE_UNAVAILABLE_MESSAGE } from './error-handler';
import { withRequestId } from './request-id';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

const readySchema = z.object({ status: z.literal('ready') });

/**
 * GET /api/health: the process answers; 200 while the database answers, 503 (within 2 s) while it does not.
 * GET /api/health/ready (README "Operations"): whether a load balancer should route here: 200, or 503 with the error
 * body while the database is unreachable (its ping: `select 1` within 1.5 s) or from the start of a drain.
 */
export async function registerHealthRoutes(
  app: FastifyInstance,
  database: OpenDatabase,
  drain: ServerDrain,
): Promise<void> {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        tags: ['health'],
        summary: 'Liveness and database reachability',
        security: [],
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      reply.header('cache-control', 'no-store');
      return up
        ? reply.code(200).send({ status: 'ok', database: 'up' })
        : reply.code(503).send({ status: 'degraded', database: 'down' });
    },
  );
  typed.get(
    '/api/health/ready',
    {
      schema: {
        operationId: 'getReadiness',
        tags: ['health'],
        summary: 'Readiness: route traffic here',
        description:
          '503 SERVICE_UNAVAILABLE from the start of a graceful shutdown (the server still answers for ' +
          'SHUTDOWN_READINESS_DELAY_MS), 503 DATABASE_UNAVAILABLE while the database does not answer.',
        security: [],
        response: { 200: readySchema, 503: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (drain.draining) return reply.code(503).send(shuttingDownBody(request));
      if (!(await database.ping())) {
        const body = { code: ERROR_CODES.DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE };
        return reply.code(503).header('retry-after', '5').send(withRequestId(request, body));
      }
      return reply.code(200).send({ status: 'ready' });
    },
  );
}
