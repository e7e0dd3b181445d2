import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { EVENT_STREAM_MEDIA_TYPE } from '../../src/contract/order-events';

/**
 * A comment line goes out this often, ms, when nothing else did: it keeps load balancers and proxies from closing a
 * quiet stream as idle (nginx's proxy_read_timeout is 60 s) and lets a client notice a dead connection.
 */
export const HEARTBEAT_MS = 15_000;

/** How long an EventSource waits before it reconnects, ms (the `retry:` field; our fetch client has its own). */
const RETRY_MS = 1000;

/** One event: `id` is what a reconnect sends back as Last-Event-ID; `data` is one line (JSON has no raw newline). */
export interface ServerSentEvent {
  readonly id: string;
  readonly event: string;
  readonly data: string;
}

export interface EventStreamOptions {
  readonly heartbeatMs?: number;
  /** The stream ends by itself after this long, ms (the client reconnects); undefined: never. */
  readonly lifetimeMs?: number;
}

/**
 * One text/event-stream answer. Events written before `answer` wait in the body; after it each goes out at once:
 * the route must not be compressed (`compress: false`: a compressor buffers), and `X-Accel-Buffering: no` asks nginx
 * not to buffer either. The stream ends with `end()` (the order ended, the server closes, its lifetime is over) or
 * when the client goes away; either way the close listeners run once.
 */
export class EventStream {
  private readonly body = new PassThrough();
  private readonly closeListeners: (() => void)[] = [];
  private readonly timers: NodeJS.Timeout[] = [];
  private lastWriteMs = Date.now();
  private closed = false;
  private finished: Promise<void> = Promise.resolve();

  constructor(private readonly options: EventStreamOptions = {}) {
    this.body.write(`retry: ${RETRY_MS}\n\n`);
  }

  /** Runs `listener` once when the stream is over, whoever ended it. */
  onClose(listener: () => void): void {
    if (this.closed) listener();
    else this.closeListeners.push(listener);
  }

  send(event: ServerSentEvent): void {
    this.write(`id: ${event.id}\nevent: ${event.event}\ndata: ${event.data}\n\n`);
  }

  /** Ends the answer (idempotent): what was written is delivered first. */
  end(): void {
    if (this.closed) return;
    this.close();
    this.body.end();
  }

  /** Resolves once the answer is over on the wire (the connection is then idle or closed). */
  whenFinished(): Promise<void> {
    return this.finished;
  }

  /** Sends the stream as the reply to `reply` (status 200) and starts its heartbeat and lifetime. */
  answer(reply: FastifyReply): FastifyReply {
    if (!this.closed) this.startTimers();
    // The client went away (or the answer finished): stop whatever feeds the stream.
    this.finished = new Promise((resolve) => {
      const over = () => {
        this.close();
        this.body.destroy();
        resolve();
      };
      // A client gone while the first statuses were read never sees this answer: nothing is left running for it.
      if (reply.raw.destroyed) over();
      else reply.raw.once('close', over);
    });
    return (
      reply
        .code(200)
        .header('content-type', `${EVENT_STREAM_MEDIA_TYPE}; charset=utf-8`)
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        // A stream's connection is not kept alive after it: an ended stream (the order ended, the server drains)
        // leaves no idle socket behind that a closing server would wait for.
        .header('connection', 'close')
        .send(this.body)
    );
  }

  /** The heartbeat (only when nothing else went out for heartbeatMs) and the lifetime. */
  private startTimers(): void {
    const heartbeatMs = this.options.heartbeatMs ?? HEARTBEAT_MS;
    const heartbeat = setInterval(() => {
      if (Date.now() - this.lastWriteMs >= heartbeatMs - 1) this.write(': heartbeat\n\n');
    }, heartbeatMs);
    heartbeat.unref();
    this.timers.push(heartbeat);
    if (this.options.lifetimeMs !== undefined) {
      const lifetime = setTimeout(() => this.end(), Math.max(0, this.options.lifetimeMs));
      lifetime.unref();
      this.timers.push(lifetime);
    }
  }

  private write(text: string): void {
    if (this.closed) return;
    this.lastWriteMs = Date.now();
    this.body.write(text);
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    for (const listener of this.closeListeners.splice(0)) listener();
  }
}
