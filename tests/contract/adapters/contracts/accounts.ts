import { expect } from 'vitest';
import type { Session } from '../../../../src/domain/session/types';
import type { AccountPorts, AccountWorld, MemberCredentials } from '../support/account-world';

/**
 * Helpers of the account contracts. A backend may cap how many codes one client address asks for (the server: 20
 * in 10 minutes per IP), so the suites together ask for few codes: each test that needs one asks once.
 */

/** A 4-digit code that is not `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, '0');
}

/** Signs `ports`' browser in as `member`, failing the test otherwise; the new session. */
export async function signInAs(ports: AccountPorts, member: MemberCredentials): Promise<Session> {
  const result = await ports.sessions.signIn({
    provider: 'member',
    username: member.username,
    password: member.password,
  });
  if (result.kind !== 'signed-in') throw new Error(`expected ${member.username} to sign in: ${JSON.stringify(result)}`);
  return result.session;
}

/** A new browser signed in as a new member. */
export async function signedInMember(
  world: AccountWorld,
): Promise<{ ports: AccountPorts; member: MemberCredentials; session: Session }> {
  const member = await world.newMember();
  const ports = world.browser();
  return { ports, member, session: await signInAs(ports, member) };
}

/** Asks for a code for `phoneNumber` in `name`, failing the test unless it was sent; the code the phone got. */
export async function codeSentTo(
  world: AccountWorld,
  ports: AccountPorts,
  person: { name: string; phoneNumber: string },
): Promise<string> {
  expect(await ports.phone.create(person)).toEqual({ kind: 'sent' });
  return world.sentCode(person.phoneNumber);
}

/** The refresh token of a session (members and guests have one). */
export function refreshTokenOf(session: Session): string {
  const token = session.refreshTokenInfo?.token;
  if (token === undefined || token === '') throw new Error('expected the session to carry a refresh token');
  return token;
}

/** An ISO-8601 instant. */
export function expectInstant(text: string): void {
  expect(Number.isNaN(Date.parse(text))).toBe(false);
}
