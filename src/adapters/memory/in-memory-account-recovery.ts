import type {
  AccountRecovery,
  FindUsernameResult,
  PasswordResetGrantResult,
  PasswordResetResult,
} from '../../application/ports/account-recovery';
import { ACCOUNT_ERROR_CODES, newPasswordSchema } from '../../contract/account';
import { PASSWORD_MESSAGES } from '../../domain/validation/password';
import { REGISTRATION_REFUSALS } from './in-memory-account-registration';
import {
  endMemberSessions,
  identityOfCiToken,
  joinedAtOf,
  membersOf,
  rejection,
  spendPhoneCode,
} from './memory-account-proofs';
import type { MemoryBackend, OwnerState } from './memory-backend';

export const RECOVERY_REFUSALS = {
  notFound: '입력하신 정보와 일치하는 회원이 없어요.',
} as const;

/** How long a password-reset grant lasts, ms (as the server: 15 minutes). */
export const PASSWORD_RESET_MS = 15 * 60_000;

/**
 * A found id as the server shows it (server/services/account/find-account-service.ts): the first half, 2 to 4
 * characters, stays; the rest becomes `*`.
 */
export function maskUsername(username: string): string {
  const shown = Math.min(4, Math.max(2, Math.floor(username.length / 2)));
  return username.slice(0, shown) + '*'.repeat(Math.max(0, username.length - shown));
}

const C = ACCOUNT_ERROR_CODES;

/** Ids match regardless of case (as the server's lower(username) lookups). */
function sameUsername(member: OwnerState, username: string): boolean {
  return member.username?.toLowerCase() === username.trim().toLowerCase();
}
const notFound = () => rejection(C.MEMBER_NOT_FOUND, RECOVERY_REFUSALS.notFound);
const ciInvalid = () => rejection(C.CI_TOKEN_INVALID, REGISTRATION_REFUSALS.ciInvalid, 'ciToken');

/** Finding an account over the memory backend: codes spent from the memory PhoneVerification, memory ciTokens. */
export class InMemoryAccountRecovery implements AccountRecovery {
  private readonly resets = new Map<string, { ownerId: string; expiresAtMs: number; used: boolean }>();

  constructor(private readonly backend: MemoryBackend) {}

  async findUsername(input: { name: string; phoneNumber: string; authCode: string }): Promise<FindUsernameResult> {
    const refused = spendPhoneCode(this.backend, { phoneNumber: input.phoneNumber, authCode: input.authCode });
    if (refused !== null) return refused;
    const member = this.member((m) => m.phoneNumber === input.phoneNumber && m.name === input.name.trim());
    return member === undefined ? notFound() : this.found(member);
  }

  async findUsernameByCi(ciToken: string): Promise<FindUsernameResult> {
    const person = identityOfCiToken(ciToken);
    if (person === null) return ciInvalid();
    const member = this.member((m) => m.phoneNumber === person.phoneNumber && m.name === person.name);
    return member === undefined ? notFound() : this.found(member);
  }

  async initPasswordReset(input: {
    username: string;
    phoneNumber: string;
    authCode: string;
  }): Promise<PasswordResetGrantResult> {
    const refused = spendPhoneCode(this.backend, { phoneNumber: input.phoneNumber, authCode: input.authCode });
    if (refused !== null) return refused;
    const member = this.member((m) => sameUsername(m, input.username) && m.phoneNumber === input.phoneNumber);
    return member === undefined ? notFound() : this.grant(member);
  }

  async initPasswordResetByCi(input: { username: string; ciToken: string }): Promise<PasswordResetGrantResult> {
    const person = identityOfCiToken(input.ciToken);
    if (person === null) return ciInvalid();
    const member = this.member(
      (m) => sameUsername(m, input.username) && m.phoneNumber === person.phoneNumber && m.name === person.name,
    );
    return member === undefined ? notFound() : this.grant(member);
  }

  /**
   * The server's order: the password rule (its schema), the confirmation, then the grant. The new password ends
   * every sign-in of the member, and the member's other grants die with this one.
   */
  async resetPassword(input: { token: string; password: string; confirmation: string }): Promise<PasswordResetResult> {
    const rule = newPasswordSchema.safeParse(input.password);
    if (!rule.success) return rejection('BAD_REQUEST', rule.error.issues[0]?.message ?? '', 'password');
    if (input.confirmation !== input.password)
      return rejection('BAD_REQUEST', PASSWORD_MESSAGES.mismatch, 'confirmation');
    const reset = this.resets.get(input.token);
    const owner = reset === undefined ? undefined : this.backend.owners.get(reset.ownerId);
    if (reset === undefined || owner === undefined || reset.used || reset.expiresAtMs <= this.backend.clock.now()) {
      return rejection(C.TOKEN_INVALID, REGISTRATION_REFUSALS.tokenInvalid, 'token');
    }
    for (const grant of this.resets.values()) if (grant.ownerId === owner.ownerId) grant.used = true;
    owner.password = input.password;
    endMemberSessions(this.backend, owner.ownerId);
    return { kind: 'reset' };
  }

  private member(matches: (member: OwnerState) => boolean): OwnerState | undefined {
    return membersOf(this.backend).find(matches);
  }

  private found(member: OwnerState): FindUsernameResult {
    const username = maskUsername(member.username ?? '');
    return { kind: 'found', found: { username, joinedAt: joinedAtOf(this.backend, member.ownerId) } };
  }

  private grant(member: OwnerState): PasswordResetGrantResult {
    const token = `reset-${this.backend.nextId()}`;
    this.resets.set(token, {
      ownerId: member.ownerId,
      expiresAtMs: this.backend.clock.now() + PASSWORD_RESET_MS,
      used: false,
    });
    return { kind: 'granted', token };
  }
}
