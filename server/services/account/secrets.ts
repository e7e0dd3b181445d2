import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccessTokenKey } from '../../auth/access-token';

/** What an account key is for: one key per purpose, derived from AUTH_SECRET. */
export type AccountKeyPurpose = 'phone-code' | 'happy-point' | 'adult-token';

/** HMAC-SHA-256(secret key, purpose): 32 independent bytes per purpose from the one configured secret. */
export function deriveAccountKey(key: AccessTokenKey, purpose: AccountKeyPurpose): Uint8Array {
  return new Uint8Array(createHmac('sha256', key).update(`chicken-storefront/account/${purpose}`).digest());
}

/** A fresh opaque grant (registration, password reset, phone confirmation): 32 random bytes, base64url. */
export function newGrantToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a grant: hex SHA-256 (a 256-bit random value needs no salt or slow hash). */
export function hashGrantToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A per-row salt for a verification code, hex. */
export function newCodeSalt(): string {
  return randomBytes(16).toString('hex');
}

/**
 * The stored form of a 4-digit code: HMAC-SHA-256(key, salt ‖ code), hex. Keyed, because 10,000 codes are found by
 * brute force in no time from a salted plain hash; salted, so equal codes look different.
 */
export function hashCode(key: Uint8Array, salt: string, code: string): string {
  return createHmac('sha256', key).update(`${salt}:${code}`).digest('hex');
}

/** Constant-time comparison of two hex digests (a timing difference must not reveal how much of a code matched). */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
