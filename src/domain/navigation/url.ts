/**
 * A tiny, pure URL toolkit for the storefront's relative links (spec §2 routes and query parameters).
 * URLSearchParams is not part of the ES library the core is compiled against, so query strings are built
 * and read here with encodeURIComponent / decodeURIComponent only.
 */

/** Query parameters as read from or written to a link; an absent or null value is left out. */
export type QueryInput = Readonly<Record<string, string | null | undefined>>;

/** Builds `a=1&b=2` from the given parameters, in insertion order, skipping null and undefined values. */
export function encodeQuery(params: QueryInput): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value == null) continue;
    parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  }
  return parts.join('&');
}

/**
 * Appends the parameters to a relative URL (after its existing query, before its fragment); a URL given no
 * parameters is returned unchanged.
 */
export function withQuery(url: string, params: QueryInput): string {
  const query = encodeQuery(params);
  if (query === '') return url;
  const hashAt = url.indexOf('#');
  const head = hashAt < 0 ? url : url.slice(0, hashAt);
  const tail = hashAt < 0 ? '' : url.slice(hashAt);
  return `${head}${head.includes('?') ? '&' : '?'}${query}${tail}`;
}

function decodeComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A malformed escape (a lone '%') is kept as typed rather than failing the whole link.
    return spaced;
  }
}

/** Reads `a=1&b=2` (a leading '?' allowed) into a record; the first occurrence of a repeated key wins. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = search.startsWith('?') ? search.slice(1) : search;
  for (const part of body.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq < 0 ? part : part.slice(0, eq));
    const value = eq < 0 ? '' : decodeComponent(part.slice(eq + 1));
    if (!Object.hasOwn(out, key)) out[key] = value;
  }
  return out;
}

/** A relative URL split into its path, its raw query (without '?') and its raw fragment (without '#'). */
export interface UrlParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** Splits a relative URL such as `/cart?ignoreEcoupons=a#top` into path, query and fragment. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt),
    search: queryAt < 0 ? '' : beforeHash.slice(queryAt + 1),
    hash,
  };
}

/** The path part of a relative URL, without query or fragment. */
export function pathnameOf(url: string): string {
  return splitUrl(url).pathname;
}

/** True when the URL's path is `prefix` itself or lies below it (`/ars`, `/ars/x`; not `/arsenal`). */
export function isUnderPath(url: string, prefix: string): boolean {
  const path = pathnameOf(url);
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The first segment of the URL's path (`/stores/map` → `stores`), or '' for the home page. */
export function firstSegment(url: string): string {
  return (
    pathnameOf(url)
      .split('/')
      .find((s) => s !== '') ?? ''
  );
}
