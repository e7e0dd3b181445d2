import { timingSafeEqual } from 'node:crypto';
import { eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { arsCallerLines, arsRequestSignatures } from '../../db/schema';
import { type CallerLineSecret, secretSha256 } from './caller-lines';
import {
  SIGNATURE_WINDOW_MS,
  type SignedRequestHeaders,
  signatureMatches,
  timestampInstant,
  withinWindow,
} from './request-signature';

export type LineAuthentication =
  | { readonly kind: 'authenticated'; readonly keyId: string }
  /** No, unknown, revoked or wrong credentials, or a timestamp outside the window: 401. */
  | { readonly kind: 'unauthorized' }
  /** A signature already accepted within its window: the same request sent again (409). */
  | { readonly kind: 'replayed' };

/**
 * Service-to-service authentication of the phone-order line (README "Phone-order line"): the key id names a line of
 * ARS_LINES, the timestamp is within ±5 minutes, the HMAC-SHA256 signature over `timestamp\nbody` matches the line's
 * secret, the line's row (the SHA-256 of that secret) is registered and not revoked, and the signature was never
 * accepted before. Every failure but a replay answers the same, so a caller learns nothing about which check failed.
 */
export class CallerLineAuthenticator {
  private registered: Promise<void> | null = null;

  constructor(
    private readonly deps: {
      readonly db: Database;
      readonly lines: readonly CallerLineSecret[];
      readonly now: () => Date;
    },
  ) {}

  async authenticate(headers: SignedRequestHeaders, rawBody: string): Promise<LineAuthentication> {
    const unauthorized = { kind: 'unauthorized' } as const;
    const { keyId, timestamp, signature } = headers;
    if (keyId === undefined || timestamp === undefined || signature === undefined) return unauthorized;
    const line = this.deps.lines.find((candidate) => candidate.keyId === keyId);
    const at = timestampInstant(timestamp);
    const now = this.deps.now();
    if (line === undefined || at === null || !withinWindow(at, now)) return unauthorized;
    if (!signatureMatches(line.secret, timestamp, rawBody, signature)) return unauthorized;
    await this.registerLines();
    const { db } = this.deps;
    const [row] = await db.select().from(arsCallerLines).where(eq(arsCallerLines.keyId, keyId));
    if (row === undefined || row.revokedAt !== null || !sameHex(row.secretSha256, secretSha256(line.secret))) {
      return unauthorized;
    }
    // A signature is remembered until its timestamp leaves the window; after that the window refuses it anyway.
    await db.delete(arsRequestSignatures).where(lt(arsRequestSignatures.expiresAt, now));
    const remembered = await db
      .insert(arsRequestSignatures)
      .values({
        signature: signature.toLowerCase(),
        keyId,
        expiresAt: new Date(at.getTime() + SIGNATURE_WINDOW_MS),
      })
      .onConflictDoNothing({ target: arsRequestSignatures.signature })
      .returning({ signature: arsRequestSignatures.signature });
    if (remembered.length === 0) return { kind: 'replayed' };
    await db.update(arsCallerLines).set({ lastUsedAt: now }).where(eq(arsCallerLines.keyId, keyId));
    return { kind: 'authenticated', keyId };
  }

  /**
   * Registers the configured lines once per process: a new key id gets its row; a secret changed in ARS_LINES
   * replaces the stored hash unless an operator revoked the line (revoked_at stays, whatever the environment says).
   */
  private registerLines(): Promise<void> {
    if (this.registered === null) {
      this.registered = this.writeLines().catch((error: unknown) => {
        this.registered = null;
        throw error;
      });
    }
    return this.registered;
  }

  private async writeLines(): Promise<void> {
    if (this.deps.lines.length === 0) return;
    const now = this.deps.now();
    await this.deps.db
      .insert(arsCallerLines)
      .values(
        this.deps.lines.map((line) => ({ keyId: line.keyId, secretSha256: secretSha256(line.secret), createdAt: now })),
      )
      .onConflictDoUpdate({
        target: arsCallerLines.keyId,
        set: { secretSha256: sql`excluded.secret_sha256` },
        setWhere: isNull(arsCallerLines.revokedAt),
      });
  }
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}
