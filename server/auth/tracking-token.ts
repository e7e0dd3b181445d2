import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '../../src/contract/common';
import type { AccessTokenKey } from './access-token';
import { deriveKey } from './derived-keys';

/**
 * The purpose tag inside every MAC: with the key of its own purpose ('order-tracking', derived-keys.ts) it keeps a
 * tracking token from ever verifying as, or being made from, a token of another kind.
 */
const PURPOSE_TAG = 'order-track/v1';

/** 128 bits of HMAC-SHA-256: out of reach of guessing, and the link stays short enough for a text message. */
const MAC_BYTES = 16;

/** `<order id>.<MAC, base64url>`: 1–10 digits without a leading zero, a dot, 22 characters. */
const TOKEN_FORMAT = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/;

/**
 * Issue 14 tracking links: the token of `/track/{token}` names one order and proves the server made it. It carries no
 * expiry: the link works until 24 hours after the order ended, which the order's row tells at each request
 * (domain isTrackingLinkExpired), so a token needs no end known in advance and nothing is stored per link.
 */
export class TrackingTokens {
  private readonly key: Uint8Array;

  constructor(authKey: AccessTokenKey) {
    this.key = deriveKey(authKey, 'order-tracking');
  }

  /** The token for order `orderId` (a positive database id); the same order always gets the same token. */
  sign(orderId: number): string {
    if (!Number.isInteger(orderId) || orderId < 1 || orderId > MAX_ID) {
      throw new Error(`tracking token: ${orderId} is not an order id`);
    }
    return `${orderId}.${this.mac(orderId).toString('base64url')}`;
  }

  /** The order id `token` was made for; null for anything this server did not sign (malformed, forged, altered). */
  verify(token: string): number | null {
    const match = TOKEN_FORMAT.exec(token);
    if (match === null) return null;
    const orderId = Number(match[1]);
    if (orderId > MAX_ID) return null;
    // The text is compared, not the decoded bytes: the last character's unused bits would let several spellings of
    // one MAC pass.
    const given = Buffer.from(match[2] ?? '', 'latin1');
    const expected = Buffer.from(this.mac(orderId).toString('base64url'), 'latin1');
    return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
  }

  private mac(orderId: number): Buffer {
    return createHmac('sha256', this.key).update(`${PURPOSE_TAG}:${orderId}`).digest().subarray(0, MAC_BYTES);
  }
}
