import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a request's X-Ars-Timestamp may be from the server's clock, either way (README "Phone-order line"). */
export const SIGNATURE_WINDOW_MS = 5 * 60 * 1000;

/** The headers of a signed line request, as read (lower case); absent ones are undefined. */
export interface SignedRequestHeaders {
  readonly keyId: string | undefined;
  readonly timestamp: string | undefined;
  readonly signature: string | undefined;
}

/**
 * The signature of a line request: hex HMAC-SHA256 with the line's secret over `timestamp + "\n" + body`, the body
 * being the exact bytes sent. The timestamp (Unix seconds) is signed so a captured request cannot be re-dated.
 */
export function signArsRequest(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}\n${body}`, 'utf8').digest('hex');
}

/** True when `signature` is the request's signature under `secret` (compared in constant time). */
export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = Buffer.from(signArsRequest(secret, timestamp, body), 'hex');
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The instant of an X-Ars-Timestamp (whole Unix seconds), or null when it is not one. */
export function timestampInstant(timestamp: string): Date | null {
  if (!/^[0-9]{1,12}$/.test(timestamp)) return null;
  return new Date(Number(timestamp) * 1000);
}

/** True when `at` is within the ±5 minute window around `now`: a stale or future request is refused. */
export function withinWindow(at: Date, now: Date): boolean {
  return Math.abs(now.getTime() - at.getTime()) <= SIGNATURE_WINDOW_MS;
}
