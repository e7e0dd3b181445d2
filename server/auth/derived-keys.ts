import { createHmac } from 'node:crypto';
import type { AccessTokenKey } from './access-token';

/** What a key derived from AUTH_SECRET is for: one key per purpose, so a token of one kind never verifies as another. */
export type KeyPurpose = 'authjs-session' | 'ars-link' | 'refresh-successor' | 'login-device' | 'order-tracking';

/** HMAC-SHA-256(secret key, purpose): 32 independent bytes per purpose from the one configured secret. */
export function deriveKey(key: AccessTokenKey, purpose: KeyPurpose): Uint8Array {
  return new Uint8Array(createHmac('sha256', key).update(`chicken-storefront/${purpose}`).digest());
}

/** The Auth.js `secret` (it encrypts the session cookie): a derived key as base64url, 43 characters (≥ 32). */
export function authJsSecret(key: AccessTokenKey): string {
  return Buffer.from(deriveKey(key, 'authjs-session')).toString('base64url');
}
