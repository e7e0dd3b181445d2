import { get, type IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { EventStream } from '../../../../server/http/event-stream';

const servers: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server answering GET / with `stream`; the body text as it arrives and when it ends. */
async function serve(stream: EventStream) {
  const app = Fastify();
  app.get('/', async (_request, reply) => stream.answer(reply));
  servers.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const response = await fetch(url);
  let text = '';
  const ended = (async () => {
    const decoder = new TextDecoder();
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (chunk === undefined || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
  })();
  return { response, text: () => text, ended };
}

async function until(check: () => boolean): Promise<void> {
  const deadline = Date.now() + 2000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('an event stream answer', () => {
  it('sends events as written, a comment line when it has been quiet for the heartbeat, and nothing after end', async () => {
    const stream = new EventStream({ heartbeatMs: 60 });
    const { response, text, ended } = await serve(stream);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    stream.send({ id: '1', event: 'status', data: '{"status":"PAID"}' });
    await until(() => text().includes('id: 1\nevent: status\ndata: {"status":"PAID"}\n\n'));
    await until(() => text().includes(': heartbeat\n\n'));
    stream.end();
    await ended;
    stream.send({ id: '2', event: 'status', data: '{}' });
    expect(text().startsWith('retry: 1000\n\n')).toBe(true);
    expect(text()).not.toContain('id: 2');
  });

  it('ends by itself when its lifetime is over, and runs its close listeners once', async () => {
    const stream = new EventStream({ lifetimeMs: 50 });
    let closed = 0;
    stream.onClose(() => {
      closed += 1;
    });
    const { ended } = await serve(stream);
    await ended;
    await stream.whenFinished();
    stream.end();
    expect(closed).toBe(1);
  });

  it('a client that goes away closes the stream', async () => {
    const stream = new EventStream();
    let closed = false;
    stream.onClose(() => {
      closed = true;
    });
    const app = Fastify();
    app.get('/', async (_request, reply) => stream.answer(reply));
    servers.push(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const request = get(url);
    const response = await new Promise<IncomingMessage>((resolve) => request.once('response', resolve));
    expect(response.statusCode).toBe(200);
    request.destroy();
    await until(() => closed);
  });
});
