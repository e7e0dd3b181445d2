import { isIP } from 'node:net';

/**
 * Fastify's `trustProxy` as this server allows it: false (no proxy: the TCP peer is the client), or the proxies'
 * addresses, CIDR ranges and proxy-addr's named ranges. With a list, a request's client IP is the first address
 * from the right of `<X-Forwarded-For…>, <peer>` that is not a trusted proxy (proxy-addr), so a client cannot
 * choose its own IP by writing the header: what it writes sits left of the first untrusted hop and is ignored.
 */
export type TrustedProxies = false | readonly string[];

/** proxy-addr's named ranges: 127/8 and ::1; 169.254/16 and fe80::/10; 10/8, 172.16/12, 192.168/16 and fc00::/7. */
const NAMED_RANGES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * The widest range a proxy entry may name (IPv4 /8, IPv6 /7 for fc00::/7): wider ones are the internet, not a
 * proxy fleet, and `0.0.0.0/0` would trust every client's header again (issue 15 finding 2).
 */
const MIN_PREFIX = { 4: 8, 6: 7 } as const;

/** What every refusal ends with: what to set instead. */
const WHAT_TO_SET = "list the proxies' addresses instead, e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=loopback,10.0.0.0/8";

/**
 * Reads TRUST_PROXY: unset, empty, `false` or `0` is no proxy; else a comma-separated list of the proxies'
 * addresses (`10.0.0.5`, `::1`), CIDR ranges (`10.0.0.0/8`) or named ranges (`loopback`, `linklocal`,
 * `uniquelocal`). Throws, naming what to set, on anything that would trust every client (`true`, `*`,
 * `0.0.0.0/0`, a range wider than /8), on a hop count (it cannot tell the proxy from a client that reaches the
 * server directly; Fastify 5 ignores one) and on a malformed entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustedProxies {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (/^(true|yes|on|all|\*)$/i.test(value)) {
    throw new Error(`TRUST_PROXY=${value} would let any client choose its IP with X-Forwarded-For: ${WHAT_TO_SET}`);
  }
  if (/^\d+$/.test(value)) {
    const reason = 'a hop count cannot tell the proxy from a client that reaches the server directly';
    throw new Error(`TRUST_PROXY=${value}: ${reason}; ${WHAT_TO_SET}`);
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  for (const entry of entries) checkEntry(entry);
  return entries;
}

function checkEntry(entry: string): void {
  if (NAMED_RANGES.has(entry)) return;
  const [address = '', prefixText, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0 || (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText))) {
    throw new Error(`TRUST_PROXY: "${entry}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal`);
  }
  if (prefixText === undefined) return;
  const bits = family === 4 ? 32 : 128;
  const prefix = Number(prefixText);
  if (prefix > bits) throw new Error(`TRUST_PROXY: "${entry}" has a prefix longer than ${bits} bits`);
  // An IPv4-mapped IPv6 range (::ffff:0:0/96) is an IPv4 range of prefix − 96 to proxy-addr.
  const mapped = family === 6 && /^::ffff:/i.test(address);
  const widest = mapped ? 96 + MIN_PREFIX[4] : MIN_PREFIX[family === 4 ? 4 : 6];
  if (prefix < widest) {
    throw new Error(`TRUST_PROXY: "${entry}" would trust a large part of the internet; ${WHAT_TO_SET}`);
  }
}
