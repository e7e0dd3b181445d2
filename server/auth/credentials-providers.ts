import { randomUUID } from 'node:crypto';
import type { Provider } from '@auth/core/providers';
import Credentials from '@auth/core/providers/credentials';
import type { User } from '@auth/core/types';
import type { Database } from '../db/database';
import { owners } from '../db/schema';
import type { AccessTokenKey } from './access-token';
import type { ArsLinks } from './ars-links';
import type { SessionLifetimes } from './auth-settings';
import type { GuestConfirmationVerifier } from './guest-confirmation';
import { activeMemberName, findMemberByUsername } from './member-accounts';
import { verifyAgainstDummy, verifyPassword } from './passwords';
import type { RefreshFamilyRevocations } from './refresh-family-revocations';
import { refreshSuccessorKey } from './refresh-successor';
import { type RefreshFamilyOwner, rotateRefreshToken, startRefreshFamily } from './refresh-tokens';
import { buildGrant, type GrantInput, type SessionGrant } from './session-grant';
import { SignInRefused } from './sign-in-refused';

/** What the sign-in providers work with. */
export interface SignInServices {
  readonly db: Database;
  readonly authKey: AccessTokenKey;
  readonly lifetimes: SessionLifetimes;
  readonly arsLinks: ArsLinks;
  readonly guestConfirmation: GuestConfirmationVerifier;
  /** Revokes refresh families so that this instance refuses their access tokens at once (sign-out, resignation). */
  readonly revocations: RefreshFamilyRevocations;
  readonly now: () => Date;
}

/** The Auth.js user of a successful authorize: the grant rides along to the jwt callback. */
export interface GrantUser extends User {
  readonly grant: SessionGrant;
}

/** The credentials provider ids (spec §6/§7). */
export const PROVIDER_IDS = ['member', 'guest', 'ars', 'refresh_member', 'refresh_guest'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/**
 * The five credentials providers and their form fields (spec §7, POST /api/auth/callback/{id}, form-encoded with
 * csrfToken, callbackUrl and json=true):
 * - member: username, password.
 * - guest: no field for a first-visit guest (a new `guest:<uuid>` owner); guestToken for a phone-confirmed guest.
 * - ars: token (the `token` query value of the SMS link).
 * - refresh_member / refresh_guest: refreshToken; answers the rotated session (read it from /session).
 */
export function credentialsProviders(services: SignInServices): Provider[] {
  return [
    Credentials({
      id: 'member',
      name: '회원 로그인',
      credentials: { username: { label: '아이디' }, password: { label: '비밀번호', type: 'password' } },
      authorize: (fields) => signInMember(services, text(fields.username).trim(), text(fields.password)),
    }),
    Credentials({
      id: 'guest',
      name: '비회원',
      credentials: { guestToken: { label: '비회원 확인 토큰' } },
      authorize: (fields) => signInGuest(services, text(fields.guestToken)),
    }),
    Credentials({
      id: 'ars',
      name: '보이는 ARS',
      credentials: { token: { label: 'ARS 링크 토큰' } },
      authorize: (fields) => signInArs(services, text(fields.token)),
    }),
    Credentials({
      id: 'refresh_member',
      name: '회원 세션 연장',
      credentials: { refreshToken: { label: 'refreshToken' } },
      authorize: (fields) => refresh(services, 'member', text(fields.refreshToken)),
    }),
    Credentials({
      id: 'refresh_guest',
      name: '비회원 세션 연장',
      credentials: { refreshToken: { label: 'refreshToken' } },
      authorize: (fields) => refresh(services, 'guest', text(fields.refreshToken)),
    }),
  ];
}

async function signInMember(services: SignInServices, username: string, password: string): Promise<GrantUser> {
  if (username === '' || password === '') throw new SignInRefused('credentials');
  const member = await findMemberByUsername(services.db, username);
  const matches =
    member === null ? await verifyAgainstDummy(password) : await verifyPassword(member.passwordHash, password);
  if (member === null || !matches) throw new SignInRefused('credentials');
  const owner = { ownerId: member.ownerId, kind: 'member', memberId: member.id } as const;
  return startSession(services, owner, member.name);
}

async function signInGuest(services: SignInServices, guestToken: string): Promise<GrantUser> {
  if (guestToken === '') {
    const ownerId = `guest:${randomUUID()}`;
    await services.db.insert(owners).values({ id: ownerId, kind: 'guest' });
    return startSession(services, { ownerId, kind: 'guest', memberId: null }, null);
  }
  const confirmed = await services.guestConfirmation.verify(guestToken);
  if (confirmed === null || !confirmed.ownerId.startsWith('guest:'))
    throw new SignInRefused('guest_confirmation_invalid');
  await services.db
    .insert(owners)
    .values({ id: confirmed.ownerId, kind: 'guest' })
    .onConflictDoNothing({ target: owners.id });
  return startSession(services, { ownerId: confirmed.ownerId, kind: 'guest', memberId: null }, null);
}

async function signInArs(services: SignInServices, token: string): Promise<GrantUser> {
  const redeemed = token === '' ? null : await services.arsLinks.redeem(token);
  if (redeemed === null) throw new SignInRefused('ars_link_invalid');
  const input: GrantInput = {
    type: 'ars',
    ownerId: redeemed.ownerId,
    name: null,
    refresh: null,
    ars: { branchId: redeemed.branchId, phoneNumber: redeemed.phoneNumber, placedBy: redeemed.placedBy },
  };
  return grantUser(services, input, services.lifetimes.arsSessionSeconds);
}

async function refresh(services: SignInServices, kind: 'member' | 'guest', refreshToken: string): Promise<GrantUser> {
  const now = services.now();
  const ttl = kind === 'member' ? services.lifetimes.memberRefreshSeconds : services.lifetimes.guestRefreshSeconds;
  const successorKey = refreshSuccessorKey(services.authKey);
  const result = await rotateRefreshToken(services.db, refreshToken, kind, ttl, now, successorKey);
  if (result.kind === 'expired') throw new SignInRefused('refresh_token_expired');
  if (result.kind === 'reused') throw new SignInRefused('refresh_token_reused');
  if (result.kind !== 'rotated') throw new SignInRefused('refresh_token_invalid');
  const { owner, token } = result;
  let name: string | null = null;
  if (owner.memberId !== null) {
    name = await activeMemberName(services.db, owner.memberId);
    // A member who resigned since signing in keeps no session.
    if (name === null) {
      await services.revocations.revoke(token.familyId, 'member-sessions-ended', now);
      throw new SignInRefused('refresh_token_invalid');
    }
  }
  return grantUser(services, { type: owner.kind, ownerId: owner.ownerId, name, refresh: token, ars: null });
}

async function startSession(services: SignInServices, owner: RefreshFamilyOwner, name: string | null) {
  const ttl =
    owner.kind === 'member' ? services.lifetimes.memberRefreshSeconds : services.lifetimes.guestRefreshSeconds;
  const refreshToken = await startRefreshFamily(services.db, owner, ttl, services.now());
  return grantUser(services, { type: owner.kind, ownerId: owner.ownerId, name, refresh: refreshToken, ars: null });
}

async function grantUser(
  services: SignInServices,
  input: GrantInput,
  accessTtlSeconds = services.lifetimes.accessTokenSeconds,
): Promise<GrantUser> {
  const grant = await buildGrant(input, services.authKey, accessTtlSeconds, services.now());
  return { id: input.ownerId, name: input.name, grant };
}

/** A form field as text: absent or not a string reads as empty. */
function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
