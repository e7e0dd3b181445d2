import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../src/contract/errors';
import type { ErrorBody } from './domain-http-error';
import { DATABASE_UNAVAILABLE_MESSAGE } from './error-handler';
import { withRequestId } from './request-id';

/** serving → draining (readiness fails, requests are still answered) → closing (app.close() under way). */
type DrainPhase = 'serving' | 'draining' | 'closing';

/**
 * The 503 body of a server shutting down: SERVICE_UNAVAILABLE with the words of a database outage (to a customer
 * both mean "try again in a moment"; a retry reaches another instance).
 */
export function shuttingDownBody(request: FastifyRequest): ErrorBody {
  return withRequestId(request, { code: ERROR_CODES.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE });
}

/**
 * How one server stops without a customer seeing an error (issue 14: a rolling restart under load showed 503s on
 * the load balancer's kept-open connections). server/main.ts calls drain() on SIGTERM/SIGINT; README "Operations".
 */
export class ServerDrain {
  private phase: DrainPhase = 'serving';
  private stopping: Promise<void> | undefined;

  /** True from the start of a drain: GET /api/health/ready answers 503 so the load balancer stops routing here. */
  get draining(): boolean {
    return this.phase !== 'serving';
  }

  /**
   * Installs the hooks on `app` (before any route): once draining, every answer says `Connection: close`, so a kept-
   * alive connection ends after its current answer instead of carrying a request into the close; once closing, a
   * request that still arrives (on a connection opened before) gets our 503 body instead of Fastify's (buildServer
   * sets `return503OnClosing: false`). `app.close()` by anyone else counts as closing too.
   */
  install(app: FastifyInstance): void {
    app.addHook('onRequest', (request, reply, done) => {
      if (this.phase !== 'closing') {
        done();
        return;
      }
      reply.code(503).header('retry-after', '5').send(shuttingDownBody(request));
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (this.phase !== 'serving') reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('preClose', (done) => {
      this.phase = 'closing';
      done();
    });
  }

  /**
   * Drains and closes `app` (idempotent: a second signal waits for the first drain). Readiness fails at once while
   * requests are still answered for `readinessDelayMs`, the time the load balancer needs to see it and route
   * elsewhere (SHUTDOWN_READINESS_DELAY_MS). Then `app.close()`: no new connections, idle kept-alive connections are
   * closed (Fastify `forceCloseConnections: 'idle'`), the requests in flight are answered, and the close hooks run.
   */
  drain(app: FastifyInstance, readinessDelayMs: number): Promise<void> {
    this.stopping ??= this.close(app, readinessDelayMs);
    return this.stopping;
  }

  private async close(app: FastifyInstance, readinessDelayMs: number): Promise<void> {
    this.phase = 'draining';
    app.log.info({ readinessDelayMs }, 'draining: readiness fails, requests are still answered');
    if (readinessDelayMs > 0) await sleep(readinessDelayMs);
    this.phase = 'closing';
    app.log.info('closing: no new connections, finishing the requests in flight');
    await app.close();
  }
}
