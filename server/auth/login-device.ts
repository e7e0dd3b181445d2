import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccessTokenKey } from './access-token';
import { AUTH_BASE_PATH } from './auth-config';
import { deriveKey } from './derived-keys';

/** The device cookie: sent back only to the sign-in helper (Path=/api/auth), never to scripts (HttpOnly). */
const COOKIE_NAME = 'login-device';

/** How long a browser stays a known device of its member after its last successful sign-in (ours: 180 days). */
const LIFETIME_SECONDS = 180 * 24 * 60 * 60;

/** The cookie format's version; another prefix (a future format, a forgery) reads as no device. */
const VERSION = 'v1';

/** A device cookie this server signed: the member who signed in with it, and the device's own random id. */
export interface LoginDevice {
  readonly memberId: string;
  /** 128 random bits, base64url: the key of the device's own failure budget (server/rate-limit/login-rate-limit.ts). */
  readonly deviceId: string;
}

/**
 * Issue 15 finding 3: the "device cookie" of member sign-in (OWASP, slowing online guessing without locking the owner
 * out). Each successful member sign-in sets one, `v1.<memberId>.<deviceId>.<HMAC-SHA-256>`, signed with a key derived
 * from AUTH_SECRET for this purpose only; a sign-in that presents one of the same member is not held back by failures
 * from elsewhere. One cookie per browser: a second member signing in on it replaces the first's.
 */
export class LoginDevices {
  private readonly key: Uint8Array;

  constructor(authKey: AccessTokenKey) {
    this.key = deriveKey(authKey, 'login-device');
  }

  /** The Set-Cookie value of a new device cookie for `memberId` (Secure when the sign-in came over https). */
  setCookie(memberId: string, secure: boolean): string {
    const payload = `${VERSION}.${memberId}.${randomBytes(16).toString('base64url')}`;
    const attributes = [`Path=${AUTH_BASE_PATH}`, `Max-Age=${LIFETIME_SECONDS}`, 'HttpOnly', 'SameSite=Lax'];
    if (secure) attributes.push('Secure');
    return [`${COOKIE_NAME}=${payload}.${this.sign(payload)}`, ...attributes].join('; ');
  }

  /** The device of a Cookie header whose device cookie carries our signature; null without one. */
  read(cookieHeader: string | undefined): LoginDevice | null {
    for (const value of cookieValues(cookieHeader, COOKIE_NAME)) {
      const parts = value.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) continue;
      const [, memberId = '', deviceId = '', signature = ''] = parts;
      const expected = Buffer.from(this.sign(parts.slice(0, 3).join('.')));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return { memberId, deviceId };
    }
    return null;
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

/** Every value of cookie `name` in a Cookie header (a browser may send one per path). */
function cookieValues(header: string | undefined, name: string): string[] {
  if (header === undefined) return [];
  return header
    .split(';')
    .map((pair) => pair.trim())
    .filter((pair) => pair.startsWith(`${name}=`))
    .map((pair) => pair.slice(name.length + 1));
}
