import type { AccountRejection } from '../../application/ports/account-registration';
import type { HappyPointInfo } from '../../application/ports/point-ledger';
import { ACCOUNT_ERROR_CODES } from '../../contract/account';
import { WRONG_AUTH_CODE_MESSAGE } from '../../domain/validation/phone-verification';
import { CODE_LIFETIME_MS, MAX_WRONG_TRIES, VERIFICATION_REFUSALS } from './in-memory-phone-verification';
import type { MemoryBackend, OwnerState } from './memory-backend';

/** How long a confirmed code may still be spent by the call it was sent for, ms (as the server: 10 minutes). */
export const CONFIRMED_SPEND_MS = 10 * 60_000;

/** When the fixture accounts were made (the fixtures carry no date; ours). */
export const FIXTURE_JOINED_AT = '2024-03-15T10:00:00+09:00';

/** A rejection value of the account ports. */
export function rejection(code: string, message: string, field: string | null = null): AccountRejection {
  return { kind: 'rejected', code, message, field };
}

/**
 * Spends the newest code of a phone for the call it was sent for (sign-up, find): the code must match (and the
 * name, when given); a confirmed code stays good for 10 minutes, an unconfirmed one for 3. Single use.
 */
export function spendPhoneCode(
  backend: MemoryBackend,
  input: { phoneNumber: string; authCode: string; name?: string },
): AccountRejection | null {
  const record = backend.verifications.get(input.phoneNumber);
  const C = ACCOUNT_ERROR_CODES;
  if (record === undefined) return rejection(C.AUTH_CODE_NOT_REQUESTED, VERIFICATION_REFUSALS.notRequested, 'authCode');
  if (record.wrongTries >= MAX_WRONG_TRIES)
    return rejection(C.AUTH_CODE_LOCKED, VERIFICATION_REFUSALS.locked, 'authCode');
  const lifetime = record.confirmed ? CONFIRMED_SPEND_MS : CODE_LIFETIME_MS;
  if (backend.clock.now() - record.sentAtMs > lifetime) {
    return rejection(C.AUTH_CODE_EXPIRED, VERIFICATION_REFUSALS.expired, 'authCode');
  }
  if (record.code !== input.authCode || (input.name !== undefined && input.name.trim() !== record.name)) {
    record.wrongTries += 1;
    return rejection(C.WRONG_AUTH_CODE, WRONG_AUTH_CODE_MESSAGE, 'authCode');
  }
  backend.verifications.delete(input.phoneNumber);
  return null;
}

/** The person a memory identity check proved. */
export interface MemoryIdentity {
  readonly name: string;
  readonly phoneNumber: string;
}

const CI_PREFIX = 'memory-ci:';

/**
 * The ciToken the memory backend accepts for a person (it has no identity service: the token names them). Headless
 * tests play the identity provider with it, as the server's tests use its identity simulator.
 * @internal
 */
export function memoryCiToken(person: MemoryIdentity): string {
  return `${CI_PREFIX}${person.name}:${person.phoneNumber}`;
}

/** The person of a memory ciToken, or null when it is not one. */
export function identityOfCiToken(ciToken: string): MemoryIdentity | null {
  if (!ciToken.startsWith(CI_PREFIX)) return null;
  const [name, phoneNumber] = ciToken.slice(CI_PREFIX.length).split(':');
  if (name === undefined || name === '' || phoneNumber === undefined || !/^\d{11}$/.test(phoneNumber)) return null;
  return { name, phoneNumber };
}

/**
 * The Happy Point link as the server's local partner answers it: without a CI on file it cannot look the person
 * up (CI_REQUIRED); a phone ending in 0 is no Happy Point member; anyone else holds 1,000..9,900 P (ours: fixed
 * by the phone, as the server's is fixed by the CI).
 */
function happyPointOf(phoneNumber: string, withCi: boolean): HappyPointInfo {
  if (!withCi) return { status: 'CI_REQUIRED' };
  if (phoneNumber.endsWith('0')) return { status: 'NOT_HPC_MEMBER' };
  return { status: 'SUCCESS', balance: 1000 + (Number(phoneNumber.slice(-4)) % 90) * 100 };
}

/**
 * Makes a member as the server's sign-up does: the entry grade (the lowest the guide lists), no points, and the
 * Happy Point link of a member with or without a CI on file (`withCi`: proved through the identity service).
 */
export function createMember(
  backend: MemoryBackend,
  person: { username: string; password: string; name: string; phoneNumber: string; withCi: boolean },
): OwnerState {
  const ownerId = `member-${backend.nextId()}`;
  const base = backend.ownerFor(ownerId, 'member', person.phoneNumber);
  const member: OwnerState = {
    ...base,
    username: person.username,
    password: person.password,
    name: person.name,
    gradeId: backend.fixtures.grades[0]?.id ?? null,
    happyPoint: happyPointOf(person.phoneNumber, person.withCi),
  };
  backend.owners.set(ownerId, member);
  recordJoinedAt(backend, ownerId, backend.nowIso());
  return member;
}

/**
 * Ends the member's sign-ins (their refresh and access tokens), all of them or all but the family `keepFamily`
 * (the server's endMemberSessions: a password or phone change keeps the session that made it, a reset or a
 * resignation keeps none).
 */
export function endMemberSessions(backend: MemoryBackend, ownerId: string, keepFamily: number | null = null): void {
  for (const tokens of [backend.accessTokens, backend.refreshTokens]) {
    for (const [token, record] of tokens) {
      if (record.ownerId === ownerId && record.family !== keepFamily) tokens.delete(token);
    }
  }
}

const resignedUsernames = new WeakMap<MemoryBackend, Set<string>>();

/** Records that `username` resigned: the id stays taken (as on the server), the account is gone. */
export function recordResigned(backend: MemoryBackend, username: string): void {
  const taken = resignedUsernames.get(backend) ?? new Set<string>();
  taken.add(username.toLowerCase());
  resignedUsernames.set(backend, taken);
}

/** Whether an id is taken, regardless of case: by an account of any kind, or by a member who resigned. */
export function isUsernameTaken(backend: MemoryBackend, username: string): boolean {
  const wanted = username.trim().toLowerCase();
  if (resignedUsernames.get(backend)?.has(wanted) === true) return true;
  return [...backend.owners.values()].some((owner) => owner.username?.toLowerCase() === wanted);
}

/** The active members of the memory backend. */
export function membersOf(backend: MemoryBackend): OwnerState[] {
  return [...backend.owners.values()].filter((owner) => owner.type === 'member' && owner.username !== null);
}

const joinDates = new WeakMap<MemoryBackend, Map<string, string>>();

/** Records when a member joined (ISO-8601), per backend. */
export function recordJoinedAt(backend: MemoryBackend, ownerId: string, at: string): void {
  const dates = joinDates.get(backend) ?? new Map<string, string>();
  dates.set(ownerId, at);
  joinDates.set(backend, dates);
}

/** When a member joined; fixture members joined at FIXTURE_JOINED_AT. */
export function joinedAtOf(backend: MemoryBackend, ownerId: string): string {
  return joinDates.get(backend)?.get(ownerId) ?? FIXTURE_JOINED_AT;
}
