import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OpenDatabase } from '../db/database';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});

/** GET /api/health: 200 while the database answers, 503 (within 2 s) while it does not; for load balancers. */
export async function registerHealthRoute(app: FastifyInstance, database: OpenDatabase): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
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
}
