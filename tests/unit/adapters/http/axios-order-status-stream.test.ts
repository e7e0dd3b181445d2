import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AxiosOrderStatusStream } from '../../../../src/adapters/http/axios-order-status-stream';
import { createHttpClient } from '../../../../src/adapters/http/http-client';
import { ServerSentEventParser } from '../../../../src/adapters/http/server-sent-events';
import { ContractViolationError } from '../../../../src/adapters/http/wire';
import type { OrderStatusEvent } from '../../../../src/application/ports/order-status-stream';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { closedPort } from './support/fake-api';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A real HTTP server answering with `handler` (it writes the stream itself); its base URL and what it received. */
async function serve(handler: Handler) {
  const received: IncomingMessage[] = [];
  const server = createServer((request, response) => {
    received.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

function eventStream(response: ServerResponse): ServerResponse {
  return response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
}

const at = '2026-11-21T10:00:00.000Z';
const status = (id: number, value: string) => `id: ${id}\nevent: status\ndata: {"status":"${value}","at":"${at}"}\n\n`;

/**
 * The stream under test. Its silence timeout is long (2 s) unless a test is about silence: a loaded machine can pause
 * the byte-by-byte server below for more than 200 ms, which is not the silence those tests are about.
 */
function streamOf(
  baseURL: string,
  options: { token?: () => string; refresh?: () => Promise<string | null>; silenceMs?: number } = {},
) {
  const client = createHttpClient({
    baseURL,
    getAccessToken: options.token ?? (() => 'token-1'),
    refresh: async () => {
      const token = (await options.refresh?.()) ?? null;
      return token === null ? { kind: 'signed-out' } : { kind: 'refreshed', accessToken: token };
    },
    onSignedOut: () => undefined,
  });
  return new AxiosOrderStatusStream(client, options.silenceMs ?? 2000);
}

describe('AxiosOrderStatusStream', () => {
  it('sends the bearer token and Last-Event-ID, reads events split anywhere, and ends after an ended status', async () => {
    const { baseURL, received } = await serve((_request, response) => {
      const text = `: hello\n\n${status(3, 'COOKING')}${status(4, 'DELIVERING')}${status(5, 'COMPLETED')}`;
      eventStream(response);
      // Byte by byte for the first event, then the rest: the parser must not care where chunks end.
      const cut = text.indexOf('id: 4');
      let index = 0;
      const timer = setInterval(() => {
        if (index < cut) response.write(text[index++]);
        else {
          clearInterval(timer);
          response.end(text.slice(cut));
        }
      }, 1);
    });
    const events: OrderStatusEvent[] = [];
    const result = await streamOf(baseURL).follow({ id: 7, afterSequence: 2, onChange: (e) => events.push(e) });
    expect(result).toEqual({ kind: 'ended' });
    expect(events).toEqual([
      { sequence: 3, status: 'COOKING', at },
      { sequence: 4, status: 'DELIVERING', at },
      { sequence: 5, status: 'COMPLETED', at },
    ]);
    expect(received[0]?.url).toBe('/api/delivery/order/history/7/events');
    expect(received[0]?.headers.authorization).toBe('Bearer token-1');
    expect(received[0]?.headers['last-event-id']).toBe('2');
    expect(received[0]?.headers.accept).toBe('text/event-stream');
  });

  it('without a sequence known, no Last-Event-ID is sent; a stream the server closes early is closed', async () => {
    const { baseURL, received } = await serve((_request, response) => {
      eventStream(response).end(status(1, 'PAID'));
    });
    const events: OrderStatusEvent[] = [];
    expect(await streamOf(baseURL).follow({ id: 7, afterSequence: null, onChange: (e) => events.push(e) })).toEqual({
      kind: 'closed',
    });
    expect(events.map((e) => e.status)).toEqual(['PAID']);
    expect(received[0]?.headers['last-event-id']).toBeUndefined();
  });

  it('a stream that goes silent (no heartbeat) counts as closed; aborting stops it', async () => {
    const { baseURL } = await serve((_request, response) => {
      eventStream(response).write(': open\n\n');
    });
    const onChange = () => undefined;
    expect(await streamOf(baseURL, { silenceMs: 200 }).follow({ id: 7, afterSequence: 1, onChange })).toEqual({
      kind: 'closed',
    });
    const controller = new AbortController();
    const following = streamOf(baseURL, { silenceMs: 200 }).follow({
      id: 7,
      afterSequence: 1,
      onChange,
      signal: controller.signal,
    });
    controller.abort();
    expect(await following).toEqual({ kind: 'stopped' });
  });

  it('404 is not found; a server error or no server at all is thrown (the caller polls instead)', async () => {
    const { baseURL } = await serve((request, response) => {
      const code = request.url?.includes('/404/') ? 404 : 503;
      response.writeHead(code, { 'content-type': 'application/json' }).end('{"code":"X","message":"x"}');
    });
    const onChange = () => undefined;
    expect(await streamOf(baseURL).follow({ id: 404, afterSequence: 1, onChange })).toEqual({ kind: 'not-found' });
    await expect(streamOf(baseURL).follow({ id: 503, afterSequence: 1, onChange })).rejects.toMatchObject({
      status: 503,
    });
    const nowhere = `http://127.0.0.1:${await closedPort()}`;
    await expect(streamOf(nowhere).follow({ id: 1, afterSequence: 1, onChange })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it('an answer that is not an event stream, or an event that breaks the contract, is a contract violation', async () => {
    const { baseURL } = await serve((request, response) => {
      if (request.url?.includes('/1/')) response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else eventStream(response).end('id: 2\nevent: status\ndata: {"status":"FRYING","at":"x"}\n\n');
    });
    const onChange = () => undefined;
    await expect(streamOf(baseURL).follow({ id: 1, afterSequence: 1, onChange })).rejects.toBeInstanceOf(
      ContractViolationError,
    );
    await expect(streamOf(baseURL).follow({ id: 2, afterSequence: 1, onChange })).rejects.toBeInstanceOf(
      ContractViolationError,
    );
  });

  it('a 401 is refreshed and replayed once with the new token, like every call; a failed refresh signs out', async () => {
    const { baseURL, received } = await serve((request, response) => {
      if (request.headers.authorization !== 'Bearer token-2') {
        response.writeHead(401, { 'content-type': 'application/json' }).end('{"code":"UNAUTHORIZED","message":"x"}');
      } else eventStream(response).end(status(2, 'CANCELLED'));
    });
    const events: OrderStatusEvent[] = [];
    const refreshed = streamOf(baseURL, { refresh: async () => 'token-2' });
    expect(await refreshed.follow({ id: 9, afterSequence: 1, onChange: (e) => events.push(e) })).toEqual({
      kind: 'ended',
    });
    expect(received.map((r) => r.headers.authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
    expect(received[1]?.headers['last-event-id']).toBe('1');
    const signedOut = streamOf(baseURL, { refresh: async () => null });
    await expect(signedOut.follow({ id: 9, afterSequence: 1, onChange: () => undefined })).rejects.toBeInstanceOf(
      SessionRequiredError,
    );
  });
});

describe('the text/event-stream parser', () => {
  it('accepts LF, CRLF and CR line ends split across chunks, joins data lines and skips comments', () => {
    const parser = new ServerSentEventParser();
    const events = [
      ...parser.push(': heartbeat\r'),
      ...parser.push('\nid: 1\r\nevent: status\rdata: a\ndata:b\n'),
      ...parser.push('\n'),
      ...parser.push('data: no id given\n\nevent: empty\n\n'),
    ];
    expect(events).toEqual([
      { event: 'status', id: '1', data: 'a\nb' },
      // The last id stays until another is given (a reconnect sends it).
      { event: 'message', id: '1', data: 'no id given' },
    ]);
  });
});
