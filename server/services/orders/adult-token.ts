import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an adult-verification token may be used, ms (the identity window takes a minute or two). */
export const ADULT_TOKEN_TTL_MS = 10 * 60 * 1000;

/**
 * Spec §7 GET /pay/adult/token: a short-lived token naming the session that opened the adult-verification window,
 * `<expiry ms>.<HMAC(owner ‖ expiry)>`. POST /delivery/pay/adult/ready with it is accepted only from that session
 * and before the expiry, so a verification cannot be replayed into another customer's session.
 */
export class AdultTokens {
  constructor(
    private readonly key: Uint8Array,
    private readonly now: () => Date,
  ) {}

  issue(ownerId: string): string {
    const expires = this.now().getTime() + ADULT_TOKEN_TTL_MS;
    return `${expires}.${this.sign(ownerId, expires)}`;
  }

  isValid(ownerId: string, token: string): boolean {
    const [expiresText, signature] = token.split('.');
    const expires = Number(expiresText);
    if (!Number.isSafeInteger(expires) || signature === undefined || expires < this.now().getTime()) return false;
    const expected = Buffer.from(this.sign(ownerId, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(ownerId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${ownerId}|${expires}`).digest('base64url');
  }
}
