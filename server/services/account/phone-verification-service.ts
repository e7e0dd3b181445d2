import { randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { phoneVerifications } from '../../db/schema';
import { SmsDeliveryError, type SmsSender } from '../../partners/sms/sms-sender';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';
import { type AccountFailure, failure } from './account-failures';
import { hashCode, hashGrantToken, newCodeSalt, newGrantToken, sameDigest } from './secrets';
import {
  CODE_TTL_MS,
  CONFIRMED_SPEND_MS,
  type CodeState,
  type CodeTries,
  codeMessage,
  codeRefusal,
  formatCode,
  MAX_WRONG_ATTEMPTS,
  PHONE_DAY_WINDOW_MS,
  phoneDayLock,
  RESEND_INTERVAL_MS,
  sendDecision,
} from './verification-rules';

/** Issue 4 per-IP caps (ours: an office behind one address stays well inside them, a sprayer does not). */
export const CLIENT_SEND_RULE: RateLimitRule = { limit: 20, windowMs: 10 * 60 * 1000 };
export const CLIENT_TRY_RULE: RateLimitRule = { limit: 60, windowMs: 10 * 60 * 1000 };

/** A phone proved by its code (or confirmation token), and the name it was requested with. */
export interface PhoneProof {
  readonly phoneNumber: string;
  readonly name: string;
  /** The guest session that confirmed the code, if any. */
  readonly guestOwnerId: string | null;
}

export type SendOutcome =
  | { readonly kind: 'sent'; readonly expiresAt: Date; readonly resendAvailableAt: Date }
  | AccountFailure;
export type ConfirmOutcome =
  | { readonly kind: 'confirmed'; readonly confirmationToken: string; readonly expiresAt: Date }
  | AccountFailure;
export type SpendOutcome = { readonly kind: 'proved'; readonly proof: PhoneProof } | AccountFailure;

export interface PhoneVerificationDeps {
  readonly db: Database;
  readonly sms: SmsSender;
  /** The HMAC key of stored codes (deriveAccountKey(…, 'phone-code')). */
  readonly codeKey: Uint8Array;
  /** Per-IP counters: the process's rate limiter (shared through Redis when REDIS_URL is set). */
  readonly limiter: RateLimiter;
  readonly now: () => Date;
  /** A uniform draw in 0..9999 (default crypto.randomInt). */
  readonly drawCode?: () => number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface CodeRow extends CodeState {
  readonly id: number;
  readonly name: string;
  readonly codeSalt: string;
  readonly codeHash: string;
  readonly guestOwnerId: string | null;
}

/**
 * Spec §7 /phone-verification and the code checks of every call that takes phoneNumber + authCode (issue 4 and 15
 * rules in verification-rules.ts). Per-phone limits (sends, and the daily cap on wrong tries over all codes) are
 * decided in the database, where the codes and their tries are, under a per-phone advisory lock: concurrent requests
 * on any number of instances send at most one code and never count past the cap; per-IP caps use the RateLimiter.
 */
export class PhoneVerificationService {
  private readonly drawCode: () => number;

  constructor(private readonly deps: PhoneVerificationDeps) {
    this.drawCode = deps.drawCode ?? (() => randomInt(0, 10_000));
  }

  /** Sends a new code to `phoneNumber` (superseding any earlier one) unless a limit refuses. */
  async send(input: { name: string; phoneNumber: string; clientIp: string }): Promise<SendOutcome> {
    const client = await this.deps.limiter.hit(`phone-code:send:${input.clientIp}`, CLIENT_SEND_RULE);
    if (!client.allowed) return failure('client-quota', Math.ceil(client.retryAfterMs / 1000));
    const now = this.deps.now();
    const code = formatCode(this.drawCode());
    const codeSalt = newCodeSalt();
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const reserved = await this.deps.db.transaction(async (tx) => {
      const recent = await lockPhone(tx, input.phoneNumber, now);
      // A phone locked for the day would be sent a code it cannot use.
      const locked = phoneDayLock(recent, now);
      if (locked !== null) return { allowed: false as const, reason: 'phone-locked' as const, ...locked };
      const decision = sendDecision(
        recent.map((row) => row.createdAt),
        now,
      );
      if (!decision.allowed) return decision;
      const [row] = await tx
        .insert(phoneVerifications)
        .values({
          phoneNumber: input.phoneNumber,
          name: input.name,
          codeSalt,
          codeHash: hashCode(this.deps.codeKey, codeSalt, code),
          createdAt: now,
          expiresAt,
        })
        .returning({ id: phoneVerifications.id });
      if (row === undefined) throw new Error('phone verification insert returned no row');
      return { allowed: true as const, id: row.id };
    });
    if (!reserved.allowed) return failure(reserved.reason, reserved.retryAfterSeconds);
    try {
      await this.deps.sms.send({ to: input.phoneNumber, text: codeMessage(code) });
    } catch (error) {
      // Nothing reached the phone: the send does not count against the customer's limits.
      await this.deps.db.delete(phoneVerifications).where(eq(phoneVerifications.id, reserved.id));
      if (error instanceof SmsDeliveryError) return failure('sms-unavailable');
      throw error;
    }
    return { kind: 'sent', expiresAt, resendAvailableAt: new Date(now.getTime() + RESEND_INTERVAL_MS) };
  }

  /**
   * Spec §7 confirm: checks the newest code of the phone with the name it was requested with, unless the phone is
   * locked for the day (issue 15). A wrong code counts a try; the answer is a single-use confirmation token
   * (guestOwnerId: the guest session that confirmed, if any).
   */
  async confirm(input: {
    name: string;
    phoneNumber: string;
    authCode: string;
    clientIp: string;
    guestOwnerId: string | null;
  }): Promise<ConfirmOutcome> {
    const client = await this.deps.limiter.hit(`phone-code:try:${input.clientIp}`, CLIENT_TRY_RULE);
    if (!client.allowed) return failure('client-quota', Math.ceil(client.retryAfterMs / 1000));
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      const locked = phoneDayLock(await lockPhone(tx, input.phoneNumber, now), now);
      if (locked !== null) return failure('phone-locked', locked.retryAfterSeconds);
      const code = await newestCode(tx, input.phoneNumber);
      const refusal = codeRefusal(code, now, 'confirm');
      if (code === undefined || refusal !== null) return failure(refusal ?? 'code-not-requested');
      if (!(await this.tryCode(tx, code, input.authCode, input.name))) return failure('wrong-code');
      const confirmedAt = code.confirmedAt ?? now;
      const confirmationToken = newGrantToken();
      await tx
        .update(phoneVerifications)
        .set({
          confirmedAt,
          confirmationTokenHash: hashGrantToken(confirmationToken),
          guestOwnerId: input.guestOwnerId ?? code.guestOwnerId,
        })
        .where(eq(phoneVerifications.id, code.id));
      return { kind: 'confirmed', confirmationToken, expiresAt: new Date(confirmedAt.getTime() + CONFIRMED_SPEND_MS) };
    });
  }

  /**
   * Spends the newest code of the phone for the call it was sent for (sign-up, find, phone change, guest phone):
   * confirmed or not, the code must match (and the name, when given); a wrong one counts a try. Single use. A phone
   * locked for the day (issue 15) is refused even with the right code.
   */
  async spend(input: { phoneNumber: string; authCode: string; name?: string }): Promise<SpendOutcome> {
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx): Promise<SpendOutcome> => {
      const locked = phoneDayLock(await lockPhone(tx, input.phoneNumber, now), now);
      if (locked !== null) return failure('phone-locked', locked.retryAfterSeconds);
      const code = await newestCode(tx, input.phoneNumber);
      const refusal = codeRefusal(code, now, 'spend');
      if (code === undefined || refusal !== null) return failure(refusal ?? 'code-not-requested');
      if (!(await this.tryCode(tx, code, input.authCode, input.name))) return failure('wrong-code');
      await tx.update(phoneVerifications).set({ consumedAt: now }).where(eq(phoneVerifications.id, code.id));
      return {
        kind: 'proved',
        proof: { phoneNumber: input.phoneNumber, name: code.name, guestOwnerId: code.guestOwnerId },
      };
    });
  }

  /** Compares in constant time; a mismatch (code or name) is recorded as a wrong try on the locked row. */
  private async tryCode(tx: Transaction, code: CodeRow, authCode: string, name: string | undefined): Promise<boolean> {
    const codeMatches = sameDigest(hashCode(this.deps.codeKey, code.codeSalt, authCode), code.codeHash);
    if (codeMatches && (name === undefined || name === code.name)) return true;
    await tx
      .update(phoneVerifications)
      .set({ attempts: sql`${phoneVerifications.attempts} + 1` })
      .where(eq(phoneVerifications.id, code.id));
    return false;
  }
}

/**
 * Takes the phone's advisory lock for this transaction (its sends and checks go one at a time on every instance) and
 * reads the codes sent to it in the last 24 hours with their wrong tries: what the send limits and the daily cap
 * are decided on.
 */
async function lockPhone(tx: Transaction, phoneNumber: string, now: Date): Promise<CodeTries[]> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`phone-code:${phoneNumber}`}, 0))`);
  return tx
    .select({ createdAt: phoneVerifications.createdAt, attempts: phoneVerifications.attempts })
    .from(phoneVerifications)
    .where(
      and(
        eq(phoneVerifications.phoneNumber, phoneNumber),
        gt(phoneVerifications.createdAt, new Date(now.getTime() - PHONE_DAY_WINDOW_MS)),
      ),
    );
}

/** The newest code of a phone, locked for this transaction (its tries are counted one at a time). */
async function newestCode(tx: Transaction, phoneNumber: string): Promise<CodeRow | undefined> {
  const [row] = await tx
    .select({
      id: phoneVerifications.id,
      name: phoneVerifications.name,
      codeSalt: phoneVerifications.codeSalt,
      codeHash: phoneVerifications.codeHash,
      attempts: phoneVerifications.attempts,
      expiresAt: phoneVerifications.expiresAt,
      confirmedAt: phoneVerifications.confirmedAt,
      consumedAt: phoneVerifications.consumedAt,
      guestOwnerId: phoneVerifications.guestOwnerId,
    })
    .from(phoneVerifications)
    .where(eq(phoneVerifications.phoneNumber, phoneNumber))
    .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Spends a confirmation token of confirm (once): the proof, or null when unknown, malformed, used, older than
 * 10 minutes, or its code died of wrong tries since.
 */
export async function spendConfirmationToken(db: Database, token: string, now: Date): Promise<PhoneProof | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .update(phoneVerifications)
    .set({ consumedAt: now })
    .where(
      and(
        eq(phoneVerifications.confirmationTokenHash, hashGrantToken(token)),
        isNull(phoneVerifications.consumedAt),
        lt(phoneVerifications.attempts, MAX_WRONG_ATTEMPTS),
        gt(phoneVerifications.confirmedAt, new Date(now.getTime() - CONFIRMED_SPEND_MS)),
      ),
    )
    .returning({
      phoneNumber: phoneVerifications.phoneNumber,
      name: phoneVerifications.name,
      guestOwnerId: phoneVerifications.guestOwnerId,
    });
  return row ?? null;
}
