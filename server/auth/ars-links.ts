import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { ArsPlacedBy } from '../../src/domain/session/types';
import type { Database } from '../db/database';
import { arsLinks, owners } from '../db/schema';
import type { AccessTokenKey } from './access-token';
import { deriveKey } from './derived-keys';

/** What the phone-order line asks for: the caller's number (11 digits, spec §9), their branch, and a lifetime. */
export interface ArsLinkRequest {
  readonly phoneNumber: string;
  readonly branchId: number;
  readonly ttlSeconds: number;
  /** Who will place the order through the link (default the caller). */
  readonly placedBy?: ArsPlacedBy;
}

export interface ArsLink {
  /** `${publicUrl}/ars?token=…` (root-relative without a public URL): what the SMS carries. */
  readonly url: string;
  readonly token: string;
  readonly expiresAt: Date;
}

/** A redeemed link: the new ARS owner and what the link was bound to. */
export interface ArsRedemption {
  readonly ownerId: string;
  readonly phoneNumber: string;
  readonly branchId: number;
  readonly placedBy: ArsPlacedBy;
}

/** The `typ` claim of a link token, so no other token signed from AUTH_SECRET passes as one. */
const LINK_TOKEN_TYPE = 'ars-link';

const PHONE_NUMBER = /^[0-9]{11}$/;

/** The links of the visible-ARS flow (spec §2 /ars, §6 ARS session): signed, expiring, single-use. */
export class ArsLinks {
  private readonly signingKey: Uint8Array;

  constructor(
    private readonly db: Database,
    authKey: AccessTokenKey,
    private readonly options: { readonly publicUrl?: string; readonly now?: () => Date } = {},
  ) {
    this.signingKey = deriveKey(authKey, 'ars-link');
  }

  /**
   * Records a link for `phoneNumber` at `branchId` and returns its URL: an HS256 token (its own derived key) naming
   * the link, the number and the branch, expiring after `ttlSeconds`. Throws on a malformed number or lifetime;
   * an unknown branch fails on the foreign key.
   */
  async createArsLink(request: ArsLinkRequest): Promise<ArsLink> {
    if (!PHONE_NUMBER.test(request.phoneNumber)) throw new Error('ARS link: phoneNumber must be 11 digits');
    if (!Number.isInteger(request.ttlSeconds) || request.ttlSeconds <= 0) {
      throw new Error('ARS link: ttlSeconds must be a positive integer');
    }
    const now = this.now();
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = new Date((issuedAt + request.ttlSeconds) * 1000);
    const id = randomUUID();
    await this.db.insert(arsLinks).values({
      id,
      phoneNumber: request.phoneNumber,
      branchId: request.branchId,
      createdAt: now,
      expiresAt,
      placedBy: request.placedBy ?? 'caller',
    });
    const token = await new SignJWT({ typ: LINK_TOKEN_TYPE, phone: request.phoneNumber, branch: request.branchId })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(id)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + request.ttlSeconds)
      .sign(this.signingKey);
    const url = `${this.options.publicUrl ?? ''}/ars?token=${encodeURIComponent(token)}`;
    return { url, token, expiresAt };
  }

  /**
   * Redeems `token` once: creates the `ars:<uuid>` owner and marks the link used in one transaction. Null for a
   * forged, malformed, expired or already used token (the conditional UPDATE lets one of two racing redemptions win).
   */
  async redeem(token: string): Promise<ArsRedemption | null> {
    const now = this.now();
    const claims = await this.verify(token, now);
    if (claims === null) return null;
    return this.db.transaction(async (tx) => {
      const [link] = await tx
        .update(arsLinks)
        .set({ redeemedAt: now })
        .where(
          and(
            eq(arsLinks.id, claims.id),
            eq(arsLinks.phoneNumber, claims.phoneNumber),
            eq(arsLinks.branchId, claims.branchId),
            isNull(arsLinks.redeemedAt),
            gt(arsLinks.expiresAt, now),
          ),
        )
        .returning({ phoneNumber: arsLinks.phoneNumber, branchId: arsLinks.branchId, placedBy: arsLinks.placedBy });
      if (link === undefined) return null;
      const ownerId = `ars:${randomUUID()}`;
      await tx.insert(owners).values({ id: ownerId, kind: 'ars' });
      await tx.update(arsLinks).set({ ownerId }).where(eq(arsLinks.id, claims.id));
      return { ownerId, phoneNumber: link.phoneNumber, branchId: link.branchId, placedBy: link.placedBy };
    });
  }

  private async verify(
    token: string,
    now: Date,
  ): Promise<{ id: string; phoneNumber: string; branchId: number } | null> {
    try {
      const { payload } = await jwtVerify(token, this.signingKey, {
        algorithms: ['HS256'],
        requiredClaims: ['jti', 'exp'],
        currentDate: now,
      });
      const { jti, phone, branch, typ } = payload;
      if (typ !== LINK_TOKEN_TYPE || typeof jti !== 'string' || !/^[0-9a-f-]{36}$/.test(jti)) return null;
      if (typeof phone !== 'string' || !PHONE_NUMBER.test(phone) || !Number.isInteger(branch)) return null;
      return { id: jti, phoneNumber: phone, branchId: branch as number };
    } catch {
      return null;
    }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }
}
