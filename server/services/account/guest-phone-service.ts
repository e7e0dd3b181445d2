import { randomUUID } from 'node:crypto';
import type { AccessTokenClaims } from '../../auth/access-token';
import type { GuestConfirmation, GuestConfirmationVerifier } from '../../auth/guest-confirmation';
import type { Database } from '../../db/database';
import { guestPhones, owners } from '../../db/schema';
import { type AccountFailure, failure } from './account-failures';
import { type PhoneVerificationService, spendConfirmationToken } from './phone-verification-service';

/** Records `phoneNumber` as the confirmed phone of guest owner `ownerId` (the owner row is made if missing). */
export async function keepGuestPhone(db: Database, ownerId: string, phoneNumber: string, at: Date): Promise<void> {
  await db.insert(owners).values({ id: ownerId, kind: 'guest' }).onConflictDoNothing({ target: owners.id });
  await db
    .insert(guestPhones)
    .values({ ownerId, phoneNumber, confirmedAt: at })
    .onConflictDoUpdate({ target: guestPhones.ownerId, set: { phoneNumber, confirmedAt: at } });
}

/**
 * Spec §7 PUT /guest/info/phone: a guest session (name 비회원 on the code request, spec §5) keeps its confirmed
 * phone. Guests only: a member has a phone of record already.
 */
export async function recordGuestPhone(
  db: Database,
  phone: PhoneVerificationService,
  principal: AccessTokenClaims,
  input: { phoneNumber: string; authCode: string },
  now: () => Date,
): Promise<{ readonly kind: 'done' } | AccountFailure> {
  if (principal.type !== 'guest') return failure('guests-only');
  const spent = await phone.spend(input);
  if (spent.kind === 'failure') return spent;
  await keepGuestPhone(db, principal.sub, input.phoneNumber, now());
  return { kind: 'done' };
}

/**
 * The auth routes' GuestConfirmationVerifier (server/auth/guest-confirmation.ts): `guestToken` is the confirmation
 * token of POST /phone-verification/confirm, spent once. The guest is the guest session that confirmed the code
 * (its cart stays), or a new `guest:<uuid>` owner when the code was confirmed without a guest session.
 */
export class PhoneGuestConfirmation implements GuestConfirmationVerifier {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async verify(guestToken: string): Promise<GuestConfirmation | null> {
    const now = this.now();
    const proof = await spendConfirmationToken(this.db, guestToken, now);
    if (proof === null) return null;
    const ownerId = proof.guestOwnerId ?? `guest:${randomUUID()}`;
    await keepGuestPhone(this.db, ownerId, proof.phoneNumber, now);
    return { ownerId, phoneNumber: proof.phoneNumber };
  }
}
