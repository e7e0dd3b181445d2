import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { describe, it } from 'vitest';
import { freePort } from '../../../../scripts/free-port';

/** The redis-server binary the outage suites start and stop (CI installs it: .ci/run). */
const REDIS_SERVER_BIN = process.env['REDIS_SERVER_BIN'] ?? '/usr/bin/redis-server';

/**
 * Declares `body` when redis-server is installed; otherwise fails under CI (CI=true) and is skipped with a printed
 * reason elsewhere.
 */
export function describeIfRedisServer(title: string, body: () => void): void {
  const name = `${title} [redis-server]`;
  if (existsSync(REDIS_SERVER_BIN)) {
    describe(name, () => body());
  } else if (process.env['CI'] === 'true') {
    describe(name, () => {
      it('needs redis-server', () => {
        throw new Error(`${REDIS_SERVER_BIN} is missing under CI`);
      });
    });
  } else {
    console.warn(`[contract] skipping "${name}": ${REDIS_SERVER_BIN} is not installed`);
    describe.skip(name, () => body());
  }
}

/** A throwaway redis-server of the test's own (no persistence) that it can stop and start on the same port. */
export class RedisServerProcess {
  private child: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<RedisServerProcess> {
    const server = new RedisServerProcess(await freePort());
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts redis-server and resolves once it answers PING. */
  async start(): Promise<void> {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
    const child = spawn(REDIS_SERVER_BIN, args, { stdio: 'ignore' });
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before answering`))),
    );
    await Promise.race([this.answering(), exited]);
    exited.catch(() => undefined);
  }

  /** Stops redis-server (SIGTERM) and resolves once the process has exited. */
  async stop(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (child === undefined || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  /** A client of its own (the caller quits it). */
  client(): Redis {
    const redis = new Redis(this.url, { maxRetriesPerRequest: 1, lazyConnect: true });
    redis.on('error', () => undefined);
    return redis;
  }

  private async answering(): Promise<void> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const redis = new Redis(this.url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      redis.on('error', () => undefined);
      try {
        await redis.connect();
        if ((await redis.ping()) === 'PONG') return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      } finally {
        redis.disconnect();
      }
      // redis-server needs a few milliseconds to bind: poll its port until it answers.
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
