import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, onSendAsyncHookHandler } from 'fastify';

/**
 * How long a cached public answer (menu bar, a category's menus, branch search, banners) may be served, ms
 * (CATALOG_CACHE_TTL_SECONDS, server/config.ts). It bounds staleness when a change notification is missed (the
 * listener reconnecting); normally a change reaches every instance within milliseconds (CatalogChanges).
 */
export const DEFAULT_CATALOG_CACHE_TTL_MS = 10_000;

/**
 * Browsers and CDNs may reuse a public catalog answer as long as the server may ("public, max-age=<ttl s>"); after
 * that the ETag makes the revalidation a bodiless 304. So a customer sees a menu a branch has just marked sold out
 * after at most max-age (the server's copy is already fresh) and at worst twice that when a notification was lost.
 * The order is re-priced and re-checked by the server anyway.
 */
function catalogCacheControl(ttlMs: number): string {
  return `public, max-age=${Math.floor(ttlMs / 1000)}`;
}

/** Bounds on the in-process cache: entries and bytes of serialized JSON (a query string is a new key). */
const MAX_ENTRIES = 1000;
const MAX_BYTES = 16 * 1024 * 1024;

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * When a cached answer is still good. Every answer records the data version it was built under and is served only
 * while the version is unchanged and it is younger than ttlMs. Implemented by CatalogChanges (server/services/
 * catalog/catalog-changes.ts), which moves the version on every change notification of the database.
 */
export interface CacheFreshness {
  /** Moves whenever the data behind cached answers may have changed. */
  readonly version: number;
  readonly ttlMs: number;
  /** Resolves once changes are being watched (or the first attempt failed and retries run in the background). */
  ready(): Promise<void>;
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
  /** When the request that built it started (its data was read after that), epoch ms. */
  readonly builtAt: number;
}

/** The data version and time a request started under: a body built while the data changed is not stored. */
interface Start {
  readonly version: number;
  readonly at: number;
}

/** The onRequest/onSend hooks that make a public GET route answer from the cache. */
export interface CachedRouteHooks {
  readonly onRequest: onRequestAsyncHookHandler;
  readonly onSend: onSendAsyncHookHandler<unknown>;
}

export interface ResponseCacheOptions {
  /** Epoch milliseconds (tests pass their own); default Date.now. */
  readonly clock?: () => number;
  /** What an answer depends on; default the URL as sent (path and query string). */
  readonly keyOf?: (request: FastifyRequest) => string;
  /** Of an answer served from the cache; default JSON. */
  readonly contentType?: string;
  /** The Cache-Control of the answers, given the TTL in seconds; default catalogCacheControl. */
  readonly cacheControl?: (ttlSeconds: number) => string;
}

/**
 * An in-process cache of serialized 200 answers keyed by the request URL (path and query string as sent). A hit is
 * answered in onRequest, before validation and the handler; a miss stores the body the route's response schema
 * produced in onSend, so a cached answer is byte for byte what the schema serialized. Every 200 (hit or miss)
 * carries a strong ETag and catalogCacheControl(ttl); a matching If-None-Match gets 304 with no body. One
 * `freshness` per server: each instance drops its answers on the database's change notifications.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly startedUnder = new WeakMap<FastifyRequest, Start>();
  private readonly cacheControl: string;
  private readonly clock: () => number;
  private readonly keyOf: (request: FastifyRequest) => string;
  private readonly contentType: string;

  constructor(
    private readonly freshness: CacheFreshness,
    options: ResponseCacheOptions = {},
  ) {
    this.clock = options.clock ?? Date.now;
    this.keyOf = options.keyOf ?? ((request) => request.url);
    this.contentType = options.contentType ?? JSON_CONTENT_TYPE;
    const ttlSeconds = Math.floor(freshness.ttlMs / 1000);
    this.cacheControl = options.cacheControl?.(ttlSeconds) ?? catalogCacheControl(freshness.ttlMs);
  }

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
    await this.freshness.ready();
    const now = this.clock();
    const { version } = this.freshness;
    const key = this.keyOf(request);
    const entry = this.entries.get(key);
    if (entry === undefined || entry.version !== version || now - entry.builtAt >= this.freshness.ttlMs) {
      if (entry !== undefined) this.evict(key);
      this.startedUnder.set(request, { version, at: now });
      return undefined;
    }
    // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    reply.header('etag', entry.etag).header('cache-control', this.cacheControl);
    if (ifNoneMatchHits(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.code(200).type(this.contentType).send(entry.body);
  }

  private async remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const start = this.startedUnder.get(request);
    if (start === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = strongEtag(payload);
    if (start.version === this.freshness.version) {
      this.store(this.keyOf(request), { body: payload, etag, version: start.version, builtAt: start.at });
    }
    reply.header('etag', etag).header('cache-control', this.cacheControl);
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
