import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type {
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
  onSendHookHandler,
} from 'fastify';

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
 * The encodings a cached answer is also kept in, the server's preference first (as server/app.ts's compression). Each
 * is made once per answer, on the thread pool, the first time a client asks for it; every later hit sends those bytes.
 * Before, a browser's hit (every browser sends Accept-Encoding) was compressed again per request: 9.6 KB of branch
 * search took ~0.2 ms of brotli each time (3,500 req/s where the same hit without compression served 16,000).
 */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Smaller answers are sent as they are (server/app.ts's compression threshold). */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/** Once per answer and encoding, so better than the per-request quality 4 of server/app.ts (~2 ms for 50 KB of HTML). */
const BROTLI_QUALITY = 6;
const GZIP_LEVEL = 6;

const compressors: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: GZIP_LEVEL }),
};

/** The strong ETag of an answer's `encoding` representation: a representation of its own (RFC 9110 §8.8.3). */
function etagIn(etag: string, encoding: Encoding | undefined): string {
  return encoding === undefined ? etag : `${etag.slice(0, -1)}-${encoding}"`;
}

/** Adds `field` to the reply's Vary list (a page's User-Agent stays). */
export function varyOn(reply: FastifyReply, field: string): void {
  const current = reply.getHeader('vary');
  if (current === undefined || current === '') {
    reply.header('vary', field);
  } else if (
    !String(current)
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(field.toLowerCase())
  ) {
    reply.header('vary', `${String(current)}, ${field}`);
  }
}

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
  /** True once ready() resolves at once: a cached answer may then be sent without waiting. */
  readonly watching: boolean;
}

/**
 * The CacheFreshness rule, for ResponseCache and ReadCache (server/services/read-cache.ts) alike: an answer built under
 * `version`, from a request that started at `since` (epoch ms), is still good at `now` while the version is unchanged
 * and it is younger than the TTL.
 */
export function stillCurrent(freshness: CacheFreshness, version: number, since: number, now: number): boolean {
  return version === freshness.version && now - since < freshness.ttlMs;
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
  readonly answer: EncodedBody;
  readonly version: number;
  /** When the request that built it started (its data was read after that), epoch ms. */
  readonly builtAt: number;
}

/** The bytes of an answer as sent (its text, or an encoding of it), or null for a 304. */
type Representation = string | Buffer | null;

/**
 * A text answer kept with its compressed copies (ENCODINGS): each made once, on the thread pool, the first time a client
 * asks for it (the requests meanwhile wait for the same one), then sent as it is. Used by ResponseCache and for the
 * SPA's index.html (server/http/spa.ts).
 */
export class EncodedBody {
  /** The answer as built. Sent as a string: Node writes a string with the headers in one buffer, a Buffer after them. */
  readonly text: string;
  /** The strong ETag of the body (an encoding's own is etagIn(etag, encoding)). */
  readonly etag: string;
  private readonly bytes: number;
  /** The encodings being made or made (undefined: compressing failed), and those made. */
  private readonly encoded = new Map<Encoding, Promise<Buffer | undefined>>();
  private readonly made = new Map<Encoding, Buffer>();
  private held: number;

  /** `onGrown` hears of each encoding made (its bytes), for a cache's bounds. */
  constructor(
    text: string,
    private readonly onGrown: (answer: EncodedBody, bytes: number) => void = () => undefined,
  ) {
    this.text = text;
    this.etag = strongEtag(text);
    this.bytes = Buffer.byteLength(text);
    this.held = this.bytes;
  }

  /** Bytes held: the body and the encodings made so far. */
  get size(): number {
    return this.held;
  }

  /**
   * What `request` gets, with its ETag, Vary and Content-Encoding set on `reply`: the encoding the client prefers
   * (Accept-Encoding) when the answer is worth compressing, else the text; null for a 304 (a matching If-None-Match,
   * the status set). A Content-Encoding set here keeps the per-request compression (server/app.ts) off this answer.
   * A promise only while the encoding asked for is being made: a cache hit creates none (every promise costs a request
   * time with the process's async hooks, and hits are what a busy catalog serves).
   */
  representation(request: FastifyRequest, reply: FastifyReply): Representation | Promise<Representation> {
    if (this.bytes < COMPRESSION_THRESHOLD_BYTES) return this.finish(request, reply, undefined);
    varyOn(reply, 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted === undefined ? undefined : (negotiate(accepted, [...ENCODINGS]) ?? undefined);
    if (encoding === undefined) return this.finish(request, reply, undefined);
    const made = this.made.get(encoding);
    if (made !== undefined) return this.finish(request, reply, { encoding, bytes: made });
    // A compression that failed leaves the answer as it is.
    return this.encodedIn(encoding).then((bytes) =>
      this.finish(request, reply, bytes === undefined ? undefined : { encoding, bytes }),
    );
  }

  private finish(
    request: FastifyRequest,
    reply: FastifyReply,
    sent: { readonly encoding: Encoding; readonly bytes: Buffer } | undefined,
  ): Representation {
    const etag = etagIn(this.etag, sent?.encoding);
    reply.header('etag', etag);
    if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
      reply.code(304).removeHeader('content-type');
      return null;
    }
    if (sent === undefined) return this.text;
    reply.header('content-encoding', sent.encoding);
    return sent.bytes;
  }

  private encodedIn(encoding: Encoding): Promise<Buffer | undefined> {
    let making = this.encoded.get(encoding);
    if (making === undefined) {
      making = compressors[encoding](Buffer.from(this.text)).then(
        (bytes) => {
          this.made.set(encoding, bytes);
          this.held += bytes.length;
          this.onGrown(this, bytes.length);
          return bytes;
        },
        () => undefined,
      );
      this.encoded.set(encoding, making);
    }
    return making;
  }
}

/** The data version and time a request started under: a body built while the data changed is not stored. */
interface Start {
  readonly version: number;
  readonly at: number;
}

/** The onRequest/onSend hooks that make a public GET route answer from the cache. */
export interface CachedRouteHooks {
  readonly onRequest: onRequestHookHandler;
  readonly onSend: onSendHookHandler<unknown>;
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

  /**
   * Callback hooks, not async ones: a held answer is sent in the same tick. An async onRequest hook that answers
   * returns the reply, and Fastify then waits on it as a thenable (listeners on the response per request); with the
   * extra promises that cost ~a tenth of a cached GET's server time (issue 14, GET /menu/{id}?branchId profile).
   */
  readonly hooks: CachedRouteHooks = {
    onRequest: (request, reply, done) => {
      if (request.method !== 'GET') {
        done();
      } else if (this.freshness.watching) {
        this.answerFromCache(request, reply, done);
      } else {
        this.freshness.ready().then(
          () => this.answerFromCache(request, reply, done),
          (error: unknown) => done(error as Error),
        );
      }
    },
    onSend: (request, reply, payload, done) => {
      const answer = this.remember(request, reply, payload);
      if (answer instanceof Promise) answer.then((sent) => done(null, sent), done);
      else done(null, answer);
    },
  };

  /** Number of answers held (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  /** Sends the answer held for `request` if it is still current (the hook's `done` is then not called), else goes on. */
  private answerFromCache(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
    const now = this.clock();
    const { version } = this.freshness;
    const key = this.keyOf(request);
    const entry = this.entries.get(key);
    if (entry === undefined || !stillCurrent(this.freshness, entry.version, entry.builtAt, now)) {
      if (entry !== undefined) this.evict(key);
      this.startedUnder.set(request, { version, at: now });
      done();
      return;
    }
    // Least recently used goes first: re-inserting moves the key to the end of the Map's order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    reply.header('cache-control', this.cacheControl);
    const answer = entry.answer.representation(request, reply);
    if (answer instanceof Promise) answer.then((payload) => this.sendHeld(reply, payload), done);
    else this.sendHeld(reply, answer);
  }

  private sendHeld(reply: FastifyReply, payload: Representation): void {
    if (payload === null) reply.send();
    else reply.code(200).type(this.contentType).send(payload);
  }

  /** onSend: keeps a new 200 answer of a GET begun in answerFromCache, and sends it in the encoding asked for. */
  private remember(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
    const start = this.startedUnder.get(request);
    if (start === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const key = this.keyOf(request);
    const answer = new EncodedBody(payload, (grown, bytes) => this.grown(key, grown, bytes));
    if (start.version === this.freshness.version) {
      this.store(key, { answer, version: start.version, builtAt: start.at });
    }
    reply.header('cache-control', this.cacheControl);
    return answer.representation(request, reply);
  }

  /** An encoding of `answer` was made: counted while `answer` is the one held under `key`. */
  private grown(key: string, answer: EncodedBody, bytes: number): void {
    if (this.entries.get(key)?.answer !== answer) return;
    this.bytes += bytes;
    this.trim();
  }

  private store(key: string, entry: Entry): void {
    if (entry.answer.size > MAX_BYTES) return;
    this.evict(key);
    this.entries.set(key, entry);
    this.bytes += entry.answer.size;
    this.trim();
  }

  /** Drops the least recently used answers until the bounds hold. */
  private trim(): void {
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.evict(oldest);
    }
  }

  private evict(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.bytes -= entry.answer.size;
  }
}
