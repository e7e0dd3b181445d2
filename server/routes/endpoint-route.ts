import type { onRequestHookHandler, onSendHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Endpoint } from '../../src/contract/common';
import type { RouteDeps } from '../app';
import type { ResponseCache } from '../http/cache';
import { elementNotFound } from '../http/domain-http-error';
import { operationSecurity, type SecurityRequirements } from '../http/openapi-document';

/** The Fastify schema of an endpoints-table row, with each zod schema's exact type kept for the type provider. */
export interface EndpointSchema<E extends Endpoint> {
  readonly operationId: string;
  readonly summary: string;
  readonly tags: string[];
  readonly params: E['params'];
  readonly querystring: E['querystring'];
  readonly headers: E['headers'];
  readonly body: E['body'];
  readonly response: E['response'];
  readonly consumes?: string[];
  readonly security: SecurityRequirements;
}

/** Everything of a route but its handler, read from one endpoints-table row of src/contract. */
export interface EndpointRoute<E extends Endpoint> {
  readonly method: E['method'];
  readonly url: string;
  readonly schema: EndpointSchema<E>;
  /** The session check (async) or the cache's lookup (a callback hook: server/http/cache.ts ResponseCache.hooks). */
  readonly onRequest: (preHandlerAsyncHookHandler | onRequestHookHandler)[];
  readonly onSend: onSendHookHandler<unknown>[];
}

/**
 * The method, URL, schemas and authentication of `endpoint`, to spread into `app.route({ ..., handler })`. A
 * `session` endpoint authenticates in onRequest: a caller without a valid token gets 401 before its input is even
 * read (so an anonymous upload is never parsed) and never learns which of its fields were wrong. With `cache`, a
 * public GET answers from that in-process cache (server/http/cache.ts); a session answer is never cached.
 */
export function endpointRoute<const E extends Endpoint>(
  endpoint: E,
  deps: RouteDeps,
  cache?: ResponseCache,
): EndpointRoute<E> {
  if (cache !== undefined && (endpoint.auth !== 'public' || endpoint.method !== 'GET')) {
    throw new Error(`only public GETs are cached: ${endpoint.method} ${endpoint.path}`);
  }
  // Only the parts the row declares: Fastify warns about (and OpenAPI would show) a part set to undefined.
  const schema = {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    response: endpoint.produces === undefined ? endpoint.response : producing(endpoint.response, endpoint.produces),
    ...(endpoint.params === undefined ? {} : { params: endpoint.params }),
    ...(endpoint.querystring === undefined ? {} : { querystring: endpoint.querystring }),
    ...(endpoint.headers === undefined ? {} : { headers: endpoint.headers }),
    ...(endpoint.body === undefined ? {} : { body: endpoint.body }),
    ...(endpoint.consumes === undefined ? {} : { consumes: [...endpoint.consumes] }),
    security: operationSecurity(endpoint.auth),
  } as EndpointSchema<E>;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema,
    onRequest: endpoint.auth === 'session' ? [deps.requireSession] : cache === undefined ? [] : [cache.hooks.onRequest],
    onSend: cache === undefined ? [] : [cache.hooks.onSend],
  };
}

/** The response table with each 2xx schema documented under `mediaType` (Fastify's per-content-type form). */
function producing(response: Endpoint['response'], mediaType: string): Record<number, unknown> {
  return Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      status.startsWith('2') ? { content: { [mediaType]: { schema } } } : schema,
    ]),
  );
}

/**
 * The one mapping from a service's "not found" (null: no such id, or not the caller's) to the HTTP answer:
 * 404 ELEMENT_NOT_FOUND. Another owner's row is answered exactly like a missing one, so ids never leak.
 */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw elementNotFound();
  return value;
}
