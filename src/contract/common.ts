import * as z from 'zod/mini';

/**
 * Building blocks of the wire format (spec §7). Request schemas carry the Korean message a customer sees when a
 * value is refused; response schemas are plain (no coercion, no transforms) so the server can encode them and the
 * storefront can validate them with the same schema.
 */

/** Customer-facing messages shared by several areas (ours: the spec states the rules, not their wording). */
export const COMMON_MESSAGES = {
  invalidId: '올바른 번호가 아닙니다.',
  invalidPage: '페이지는 1 이상의 정수로 입력해주세요.',
  invalidLatitude: '위도는 -90~90 사이의 숫자로 입력해주세요.',
  invalidLongitude: '경도는 -180~180 사이의 숫자로 입력해주세요.',
} as const;

/** The message for a page size outside 1..max. */
export function pageSizeMessage(max: number): string {
  return `페이지 크기는 1~${max} 사이로 입력해주세요.`;
}

/** Path methods of the endpoints table (Fastify's names). */
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint: `public` needs nothing; `session` needs a valid access token (`Authorization: Bearer`
 * or the `accessToken` header) and answers 401 UNAUTHORIZED without one (spec §6/§7); `arsLine` is a signed
 * service-to-service call of the phone-order line (src/contract/ars.ts), 401 without valid credentials.
 */
export type EndpointAuth = 'public' | 'session' | 'arsLine';

/**
 * One row of an area's endpoints table: enough for the server to register the route with its schemas and for the
 * OpenAPI document to describe it. `path` is absolute and Fastify-style (`/api/delivery/cart/:id`); `response`
 * maps each documented status to its body schema (error statuses to errorBodySchema; 204 to noContentSchema).
 * `consumes` is set for non-JSON bodies (multipart), whose fields are described by `body` when given.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: string;
  /**
   * The OpenAPI operationId: a readable camelCase verb phrase (`getMenuCategories`), unique across the API and never
   * renamed, since generated clients name their functions after it.
   */
  readonly operationId: string;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly auth: EndpointAuth;
  readonly params?: z.ZodMiniType;
  readonly querystring?: z.ZodMiniType;
  /** Request headers the call reads (lower-case names; a loose object, other headers pass through). */
  readonly headers?: z.ZodMiniType;
  readonly body?: z.ZodMiniType;
  readonly consumes?: readonly string[];
  /**
   * The media type of the 2xx answer when it is not JSON (`text/event-stream`: its schema then describes the data of
   * one event); error answers stay JSON.
   */
  readonly produces?: string;
  readonly response: Readonly<Record<number, z.ZodMiniType>>;
}

/** Keeps each row's exact schema types (for Fastify's type provider) while checking the row shape. */
export function defineEndpoints<const T extends Record<string, Endpoint>>(table: T): T {
  return table;
}

/** Spec §7 prefixes. */
export const ACCOUNT_PREFIX = '/api/account';
export const DELIVERY_PREFIX = '/api/delivery';
export const CONTENT_PREFIX = '/api/delivery/content';

/**
 * The largest id: ids are PostgreSQL `integer` columns (32-bit), so a larger number names nothing and must be
 * refused as bad input before it reaches a query (where it would be an out-of-range error, not a miss).
 */
export const MAX_ID = 2_147_483_647;

/** A database id in a body or response: a positive integer up to MAX_ID. */
export const idSchema = z
  .number({ error: COMMON_MESSAGES.invalidId })
  .check(
    z.int(COMMON_MESSAGES.invalidId),
    z.positive(COMMON_MESSAGES.invalidId),
    z.maximum(MAX_ID, COMMON_MESSAGES.invalidId),
  );

/** A database id in a path or query string (text on the wire, coerced): a positive integer up to MAX_ID. */
export const idParamSchema = z.coerce
  .number({ error: COMMON_MESSAGES.invalidId })
  .check(
    z.int(COMMON_MESSAGES.invalidId),
    z.positive(COMMON_MESSAGES.invalidId),
    z.maximum(MAX_ID, COMMON_MESSAGES.invalidId),
  );

/** Path `:id`. */
export const idParamsSchema = z.object({ id: idParamSchema });

/** Money on the wire: integer won, never negative (ARCHITECTURE "Money"). */
export const wonSchema = z.number().check(z.int(), z.minimum(0));

/** A count (cart lines, list totals): a non-negative integer. */
export const countSchema = z.number().check(z.int(), z.minimum(0));

/**
 * An instant as ISO-8601 text: with `Z` or an offset, or without one meaning Asia/Seoul wall-clock time
 * (domain content types).
 */
export const instantSchema = z.iso.datetime({ offset: true, local: true });

/** Latitude in WGS-84 degrees, −90..90. */
export const latitudeSchema = z
  .number({ error: COMMON_MESSAGES.invalidLatitude })
  .check(z.minimum(-90, COMMON_MESSAGES.invalidLatitude), z.maximum(90, COMMON_MESSAGES.invalidLatitude));

/** Longitude in WGS-84 degrees, −180..180. */
export const longitudeSchema = z
  .number({ error: COMMON_MESSAGES.invalidLongitude })
  .check(z.minimum(-180, COMMON_MESSAGES.invalidLongitude), z.maximum(180, COMMON_MESSAGES.invalidLongitude));

/** A position in a JSON body (district searches), named as in spec §3 Address. */
export const coordinatesBodySchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});

/**
 * `page` (1-based) and `size` (1..maxSize) query parameters, defaulting to page 1 and `defaultSize`
 * (spec §7 "page 1, size 30 used").
 */
export function pageQuerySchema(defaultSize: number, maxSize: number) {
  const sizeMessage = pageSizeMessage(maxSize);
  return z.object({
    page: z._default(
      z.coerce
        .number({ error: COMMON_MESSAGES.invalidPage })
        .check(z.int(COMMON_MESSAGES.invalidPage), z.minimum(1, COMMON_MESSAGES.invalidPage)),
      1,
    ),
    size: z._default(
      z.coerce
        .number({ error: sizeMessage })
        .check(z.int(sizeMessage), z.minimum(1, sizeMessage), z.maximum(maxSize, sizeMessage)),
      defaultSize,
    ),
  });
}

/** One page of a longer list: `list` holds the rows of `page` (1-based) at `size` rows per page. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().check(z.int(), z.minimum(1)),
    size: z.number().check(z.int(), z.minimum(1)),
    totalCount: countSchema,
  });
}

/** The body of a 204 answer: nothing. */
export const noContentSchema = z.null().check(z.describe('No content'));

/** Text with no control characters (NUL and friends cannot be stored by PostgreSQL and are never typed). */
export const PRINTABLE_TEXT = /^\P{Cc}*$/u;
export const CONTROL_CHARACTERS_MESSAGE = '입력할 수 없는 문자가 포함되어 있습니다.';
