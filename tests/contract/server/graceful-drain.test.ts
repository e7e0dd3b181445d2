import { once } from 'node:events';
import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer, type RouteModule } from '../../../server/app';
import { ServerDrain } from '../../../server/http/drain';
import { TEST_AUTH_KEY, unusedDatabase } from '../support/test-server';

/** What one client saw: an answer, or how the request failed (ECONNRESET, socket hang up…). */
type Seen =
  | { readonly status: number; readonly headers: IncomingHttpHeaders; readonly body: string }
  | { readonly error: string };

interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** GET `path` through `agent`; never rejects: a failed request is reported as `{ error }`. */
function get(port: number, path: string, agent: Agent): Promise<Seen> {
  return new Promise((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message });
    const request = httpRequest({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', failed);
    });
    request.on('error', failed);
    request.end();
  });
}

/** Waits until `condition` holds, checking every 5 ms (fails the test after 5 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached within 5 s');
    await sleep(5);
  }
}

/** The raw answer of a hand-written HTTP/1.1 exchange, read until the server closes the connection. */
interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

function rawAnswerOf(socket: Socket): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
  });
}

/** A request the test holds open (GET /api/test/slow answers when released) and a fast one. */
function drainProbe(slowStarted: Deferred, releaseSlow: Deferred): RouteModule {
  return async (app) => {
    app.get('/api/test/slow', async () => {
      slowStarted.resolve();
      await releaseSlow.promise;
      return { slow: true };
    });
    app.get('/api/test/fast', async () => ({ fast: true }));
  };
}

describe('graceful drain on SIGTERM (server/http/drain.ts)', () => {
  let app: FastifyInstance | undefined;
  const agents: Agent[] = [];
  afterEach(async () => {
    for (const agent of agents.splice(0)) agent.destroy();
    await app?.close();
  });

  async function listening(drain: ServerDrain, slowStarted: Deferred, releaseSlow: Deferred): Promise<number> {
    app = await buildServer({
      database: unusedDatabase(),
      authKey: TEST_AUTH_KEY,
      logger: false,
      drain,
      routes: [drainProbe(slowStarted, releaseSlow)],
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }

  function keepAliveAgent(): Agent {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    agents.push(agent);
    return agent;
  }

  it('fails readiness first, keeps answering, finishes the request in flight, then closes: no client sees an error', async () => {
    const drain = new ServerDrain();
    const slowStarted = deferred();
    const releaseSlow = deferred();
    const port = await listening(drain, slowStarted, releaseSlow);
    const customers = keepAliveAgent();
    const balancer = keepAliveAgent();

    // The load balancer: probes readiness every 20 ms and routes customers here until a probe fails.
    let routing = true;
    const probes: { readonly seen: Seen; readonly at: number }[] = [];
    const prober = (async () => {
      while (routing) {
        const seen = await get(port, '/api/health/ready', balancer);
        probes.push({ seen, at: performance.now() });
        if (!('status' in seen) || seen.status !== 200) routing = false;
        else await sleep(20);
      }
    })();
    // Three customers send requests back to back over kept-alive connections while they are routed here.
    const answers: { readonly seen: Seen; readonly at: number }[] = [];
    const customer = async () => {
      while (routing) answers.push({ seen: await get(port, '/api/test/fast', customers), at: performance.now() });
    };
    const traffic = Promise.all([customer(), customer(), customer()]);
    const slow = get(port, '/api/test/slow', customers);
    // A kept-alive connection that sits idle through the drain (a load balancer's pooled upstream connection).
    const idle = connect(port, '127.0.0.1');
    await once(idle, 'connect');
    idle.write('GET /api/test/fast HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await once(idle, 'data');
    const idleClosed = once(idle, 'close');
    await slowStarted.promise;
    await until(() => answers.length >= 30);

    const answeredBeforeDrain = answers.length;
    const drainStartedAt = performance.now();
    const drained = drain.drain(app as FastifyInstance, 300);
    await prober;
    await traffic;

    const refusal = probes.at(-1);
    expect(refusal?.seen).toMatchObject({ status: 503 });
    if (refusal === undefined || !('status' in refusal.seen)) throw new Error('no readiness answer');
    expect(refusal.seen.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(refusal.seen.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringMatching(/[가-힣]/),
      requestId: refusal.seen.headers['x-request-id'],
    });
    // Readiness failed within one probe of the drain's start, long before the close (300 ms later).
    expect(refusal.at - drainStartedAt).toBeLessThan(200);
    expect(probes.slice(0, -1).every((probe) => 'status' in probe.seen && probe.seen.status === 200)).toBe(true);

    // Every customer got a 200 JSON answer: no reset, no 503, before or during the drain.
    const failures = answers.filter(({ seen }) => !('status' in seen) || seen.status !== 200);
    expect(failures).toEqual([]);
    const headersOf = (seen: Seen) => ('headers' in seen ? seen.headers : {});
    expect(answers.every(({ seen }) => /^application\/json/.test(String(headersOf(seen)['content-type'])))).toBe(true);
    // Before the drain the connections were kept alive; answers sent while draining end their connection.
    expect(answers.slice(0, answeredBeforeDrain).every(({ seen }) => headersOf(seen).connection === 'keep-alive')).toBe(
      true,
    );
    expect(answers.slice(answeredBeforeDrain).some(({ seen }) => headersOf(seen).connection === 'close')).toBe(true);

    // The close: no new connections, the idle one is closed, the request in flight is still answered.
    await until(() => !app?.server.listening);
    await idleClosed;
    releaseSlow.resolve();
    const slowAnswer = await slow;
    expect(slowAnswer).toMatchObject({ status: 200, body: '{"slow":true}' });
    expect(headersOf(slowAnswer).connection).toBe('close');
    await drained;
    expect(await get(port, '/api/health/ready', keepAliveAgent())).toEqual({ error: 'ECONNREFUSED' });
  });

  it('a request still arriving on an open connection while the server closes gets our 503 body, not Fastify’s', async () => {
    const drain = new ServerDrain();
    const slowStarted = deferred();
    const releaseSlow = deferred();
    const port = await listening(drain, slowStarted, releaseSlow);
    // The server has parsed the first bytes of a connection's request (so it is not idle) once it emits them.
    const parsed = new Map<number, Deferred>();
    app?.server.on('connection', (socket: Socket) => {
      const started = deferred();
      parsed.set(socket.remotePort ?? 0, started);
      socket.once('data', () => started.resolve());
    });

    const slow = get(port, '/api/test/slow', keepAliveAgent());
    await slowStarted.promise;
    const late = connect(port, '127.0.0.1');
    await once(late, 'connect');
    const answer = rawAnswerOf(late);
    late.write('GET /api/test/fast HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Request-Id: late-request-0001\r\n');
    await until(() => parsed.has(late.localPort ?? -1));
    await parsed.get(late.localPort ?? -1)?.promise;

    const drained = drain.drain(app as FastifyInstance, 0);
    await until(() => !app?.server.listening);
    late.write('\r\n');
    const refused = await answer;
    expect(refused.status).toBe(503);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.headers['connection']).toBe('close');
    expect(refused.headers['retry-after']).toBe('5');
    expect(JSON.parse(refused.body)).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
      requestId: 'late-request-0001',
    });

    releaseSlow.resolve();
    expect(await slow).toMatchObject({ status: 200 });
    await drained;
    expect(app?.server.listening).toBe(false);
  });
});
