import { randomInt, randomUUID } from 'node:crypto';
import type { AccountRecovery } from '../../../../src/application/ports/account-recovery';
import type { AccountRegistration } from '../../../../src/application/ports/account-registration';
import type { MemberAccount } from '../../../../src/application/ports/member-account';
import type { PhoneVerification } from '../../../../src/application/ports/phone-verification';
import type { PointLedger } from '../../../../src/application/ports/point-ledger';
import type { SessionGateway } from '../../../../src/application/ports/session-gateway';

/**
 * The account ports of ONE browser: what its sign-in helper signs in as is who its account calls speak for (the
 * storefront sends the session's access token on every API call).
 */
export interface AccountPorts {
  readonly sessions: SessionGateway;
  readonly members: MemberAccount;
  readonly points: PointLedger;
  readonly phone: PhoneVerification;
  readonly registration: AccountRegistration;
  readonly recovery: AccountRecovery;
}

/** A member's sign-in and who they are. */
export interface MemberCredentials {
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly phoneNumber: string;
}

/** A person the identity service can verify (the contracts use no birth date: the backend picks one). */
export interface Person {
  readonly name: string;
  readonly phoneNumber: string;
}

/** One movement of points a backend records for a member (integer P, ISO-8601 instant). */
export interface PointAward {
  readonly amount: number;
  readonly description: string;
  readonly occurredAt: string;
  /** When an earning lapses (absent: never); the ledger's kind follows the sign (earned / spent). */
  readonly expiresAt?: string;
}

/**
 * What the account contracts need of a backend beyond its ports: the partners' side (the SMS a phone received,
 * the identity service's ciToken) and members made directly, as a franchise's existing customers are. Every
 * member, phone and name it hands out is new, so suites need no cleanup and no ordering.
 */
export interface AccountWorld {
  /** A new browser, signed out. */
  browser(): AccountPorts;
  /** A new member (the entry grade, no CI on file, no points) nobody is signed in as. */
  newMember(): Promise<MemberCredentials>;
  /** Records point movements of the member `username`. */
  awardPoints(username: string, awards: readonly PointAward[]): Promise<void>;
  /** The backend's clock now (point expiry is judged on it). */
  now(): Date;
  /** Moves the backend's clock on by `ms` (a refresh token's grace window after its rotation is judged on it). */
  advanceClock(ms: number): void;
  /** The code in the newest text the backend sent to `phoneNumber` (the dev SMS outbox / the memory code). */
  sentCode(phoneNumber: string): Promise<string>;
  /** A ciToken the identity service issued for `person` just now. */
  ciToken(person: Person): Promise<string>;
}

/** An 11-digit mobile number no account is likely to hold (010 and 8 random digits). */
export function newPhoneNumber(): string {
  return `010${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** A valid, unused-looking id: a letter, then 11 letters or digits. */
export function newUsername(): string {
  return `m${randomUUID().replaceAll('-', '').slice(0, 11)}`;
}

/** A name no other member of the run has (Korean, at most 20 characters). */
export function newPersonName(): string {
  return `계약${randomUUID().replaceAll('-', '').slice(0, 8)}`;
}

/** A password that meets the spec §5 rule. */
export function newPassword(): string {
  return `pw!${randomUUID().slice(0, 8)}`;
}

/** A client-made registration key (the contract's 8..128 of [A-Za-z0-9_-]). */
export function newRegistrationKey(): string {
  return randomUUID();
}
