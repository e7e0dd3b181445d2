import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';

/**
 * Browsers and CDNs may reuse a public catalog answer for 60 s without asking (issue §6: the menu bar, a category's
 * menus and the branch search are read on every page). 60 s is the longest a customer may see a menu that a
 * branch has just marked sold out; the order is re-priced and re-checked by the server anyway, and after 60 s the
 * ETag makes the revalidation a bodiless 304.
 */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60';

/** Bounds on the in-process cache: entries and bytes of serialized JSON (a query string is a new key). */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 16 * 1024 * 1024;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * The catalog data version: every cached answer records the version it was built from and is served only while
 * the version is unchanged. The seed runs before the server listens and admin writes call
 * invalidateCatalogCache(), so a counter in the process is the whole invalidation protocol. Several server
 * processes each keep their own cache; CATALOG_CACHE_CONTROL's 60 s bounds how long another one can lag.
 */
let catalogVersion = 0;

/** Drops every cached catalog answer, in every server of this process: call after writing catalog or branch rows. */
export function invalidateCatalogCache(): void {
  catalogVersion += 1;
}

/** The strong ETag of a serialized body: a quoted base64url SHA-1 of its bytes (same body, same tag). */
export function strongEtag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match compares weakly (W/ ignored) against each listed tag; `*` matches any. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    return tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag;
  });
}

interface Entry {
  readonly body: string;
  readonly etag: string;
  readonly version: number;
}

/** The onRequest/onSend hooks that make a public GET route answer from the cache. */
export interface CachedRouteHooks {
  readonly onRequest: onRequestAsyncHookHandler;
  readonly onSend: onSendAsyncHookHandler<unknown>;
}

/**
 * An in-process cache of serialized 200 answers keyed by the request URL (path and query string as sent). A hit is
 * answered in onRequest, before validation and the handler; a miss stores the body the route's response schema
 * produced in onSend, so a cached answer is byte for byte what the schema serialized. Every 200 (hit or miss)
 * carries a strong ETag and CATALOG_CACHE_CONTROL; a matching If-None-Match gets 304 with no body.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** The data version a request started under: a body built while the data changed is not stored. */
  private readonly startedUnder = new WeakMap<FastifyRequest, number>();

  readonly hooks: CachedRouteHooks = {
    onRequest: async (request, reply) => this.answerFromCache(request, reply),
    onSend: async (request, reply, payload) => this.remember(request, reply, payload),
  };

  /** Number of answers held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private async answerFromCache(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    if (request.method !== 'GET') return undefined;
    const entry = this.entries.get(request.url);
    if (entry === undefined || entry.version !== catalogVersion) {
      this.startedUnder.set(request, catalogVersion);
      return undefined;
    }
    // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
    this.entries.delete(request.url);
    this.entries.set(request.url, entry);
    reply.header('etag', entry.etag).header('cache-control', CATALOG_CACHE_CONTROL);
    if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.code(200).type(JSON_CONTENT_TYPE).send(entry.body);
  }

  private async remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const version = this.startedUnder.get(request);
    if (version === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = strongEtag(payload);
    if (version === catalogVersion) this.store(request.url, { body: payload, etag, version });
    reply.header('etag', etag).header('cache-control', CATALOG_CACHE_CONTROL);
    if (!ifNoneMatchHits(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type');
    return null;
  }

  private store(key: string, entry: Entry): void {
    const size = Buffer.byteLength(entry.body);
    if (size > MAX_BYTES) return;
    this.evict(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.evict(oldest);
    }
  }

  private evict(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= Buffer.byteLength(entry.body);
  }
}
