import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the server received it. */
export interface ReceivedRequest {
  readonly method: string;
  /** Path and query string, as sent. */
  readonly url: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

/** What the server answers: JSON `body`, or `text` as text/plain, after `delayMs`. */
export interface Reply {
  readonly status: number;
  readonly body?: unknown;
  readonly text?: string;
  readonly delayMs?: number;
}

export type Handler = (request: ReceivedRequest) => Reply | Promise<Reply>;

export interface FakeApi {
  readonly baseURL: string;
  readonly requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** The parsed JSON body of a received request. */
export function jsonOf(request: ReceivedRequest): unknown {
  return JSON.parse(request.body.toString('utf8'));
}

/**
 * A real HTTP server on 127.0.0.1 and a free port, answering every request with `handler` and recording it
 * (the client under test talks to it over TCP: no axios mocks).
 */
export async function startFakeApi(handler: Handler): Promise<FakeApi> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = incoming.url ?? '/';
      const parsed = new URL(url, 'http://127.0.0.1');
      const request: ReceivedRequest = {
        method: incoming.method ?? 'GET',
        url,
        path: parsed.pathname,
        query: parsed.searchParams,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const reply = await handler(request);
      if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (outgoing.destroyed) return;
      if (reply.text !== undefined) {
        outgoing.writeHead(reply.status, { 'content-type': 'text/plain; charset=utf-8' }).end(reply.text);
      } else if (reply.body === undefined) {
        outgoing.writeHead(reply.status).end();
      } else {
        outgoing.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Routes keyed 'METHOD /path' (URL-decoded, no query); anything else answers 404 ELEMENT_NOT_FOUND. */
export function routes(table: Readonly<Record<string, Handler | Reply>>): Handler {
  return (request) => {
    const route = table[`${request.method} ${decodeURIComponent(request.path)}`];
    if (route === undefined) {
      return { status: 404, body: { code: 'ELEMENT_NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' } };
    }
    return typeof route === 'function' ? route(request) : route;
  };
}

/** A port nothing listens on (a server is started, its port noted, and closed). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
