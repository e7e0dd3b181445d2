import type {
  RefreshProvider,
  RefreshResult,
  SessionGateway,
  SignInRequest,
  SignInResult,
} from '../../application/ports/session-gateway';
import { isConcurrentRefresh } from '../../domain/session/rotation-grace';
import type { Session, SessionType } from '../../domain/session/types';
import type { MemoryBackend, OwnerState, TokenRecord } from './memory-backend';

/**
 * The Auth.js error every refused credentials sign-in and refresh answers with (spec §8), as the server's helper
 * does; `code` says why (server/auth/sign-in-refused.ts), never telling a wrong password from an unknown id.
 */
const CREDENTIALS_SIGNIN = 'CredentialsSignin';
type SignInRefusal = 'credentials' | 'guest_confirmation_invalid' | 'ars_link_invalid';
const REFUSAL_CODES: Readonly<Record<SignInRequest['provider'], SignInRefusal>> = {
  member: 'credentials',
  guest: 'guest_confirmation_invalid',
  ars: 'ars_link_invalid',
};

/** The prefix of a memory guest-confirmation token (memoryGuestToken). */
const GUEST_TOKEN_PREFIX = 'guest-confirmed:';

/**
 * The memory stand-in for the confirmation token the server's phone-verification confirm answers with (the real
 * guestToken is opaque): it names the phone whose code was confirmed. Valid once, and only after that confirmation.
 */
export function memoryGuestToken(phoneNumber: string): string {
  return `${GUEST_TOKEN_PREFIX}${phoneNumber}`;
}

/**
 * The sign-in helper over the memory backend: member (username, password), guest (anonymous: a new guest each
 * time; or a memoryGuestToken after a phone code confirmed through PhoneVerification, the guest of that phone)
 * and ARS (a call token, no refresh token). Tokens rotate on refresh; a rotated refresh token used again within the
 * grace window (isConcurrentRefresh: two tabs) answers the same refresh token, later it revokes its whole family and
 * ends the session; refresh tokens expire by the backend's clock.
 */
export class InMemorySessionGateway implements SessionGateway {
  private csrf: string | null = null;

  constructor(private readonly backend: MemoryBackend) {}

  async session(): Promise<Session | null> {
    const current = this.backend.current;
    const record = current === null ? undefined : this.backend.accessTokens.get(current.accessToken);
    if (current === null || record === undefined) return null;
    const refresh = current.refreshToken === null ? undefined : this.backend.refreshTokens.get(current.refreshToken);
    return {
      type: record.type,
      accessToken: current.accessToken,
      csrfToken: await this.csrfToken(),
      refreshTokenInfo:
        refresh === undefined || current.refreshToken === null
          ? null
          : { token: current.refreshToken, expiresAt: new Date(refresh.expiresAtMs).toISOString() },
      refreshTokenExpired: refresh !== undefined && refresh.expiresAtMs <= this.backend.clock.now(),
    };
  }

  async csrfToken(): Promise<string> {
    this.csrf ??= `csrf-${this.backend.nextId()}`;
    return this.csrf;
  }

  async signIn(request: SignInRequest): Promise<SignInResult> {
    const owner = this.authenticate(request);
    if (owner === null) return { kind: 'rejected', error: CREDENTIALS_SIGNIN, code: REFUSAL_CODES[request.provider] };
    this.issue(owner.ownerId, owner.type, this.backend.nextId());
    return { kind: 'signed-in', session: (await this.session()) as Session };
  }

  async signOut(callbackUrl: string): Promise<{ readonly url: string }> {
    const refreshToken = this.backend.current?.refreshToken;
    const record = refreshToken == null ? undefined : this.backend.refreshTokens.get(refreshToken);
    if (record !== undefined) this.revokeFamily(record.family);
    if (this.backend.current !== null) this.backend.accessTokens.delete(this.backend.current.accessToken);
    this.backend.current = null;
    return { url: callbackUrl };
  }

  async refresh(provider: RefreshProvider, refreshToken: string): Promise<RefreshResult> {
    const record = this.backend.refreshTokens.get(refreshToken);
    if (record === undefined) return { kind: 'rejected', error: CREDENTIALS_SIGNIN };
    const expectedType: SessionType = provider === 'refresh_member' ? 'member' : 'guest';
    const now = this.backend.clock.now();
    if (record.rotated) {
      const rotation = record.rotation;
      const concurrent = rotation !== undefined && isConcurrentRefresh(rotation.atMs, now);
      if (concurrent && record.type === expectedType && this.backend.refreshTokens.has(rotation.successor)) {
        this.issue(record.ownerId, record.type, record.family, rotation.successor);
        return { kind: 'refreshed', session: (await this.session()) as Session };
      }
      this.revokeFamily(record.family);
      return { kind: 'rejected', error: CREDENTIALS_SIGNIN };
    }
    if (record.expiresAtMs <= now || record.type !== expectedType) {
      return { kind: 'rejected', error: CREDENTIALS_SIGNIN };
    }
    record.rotated = true;
    const successor = this.issue(record.ownerId, record.type, record.family);
    if (successor !== null) record.rotation = { atMs: now, successor };
    return { kind: 'refreshed', session: (await this.session()) as Session };
  }

  private authenticate(request: SignInRequest): OwnerState | null {
    const owners = [...this.backend.owners.values()];
    if (request.provider === 'member') {
      // Ids are unique regardless of case, and sign-in ignores it (as the server's lower(username) lookup).
      const wanted = request.username.trim().toLowerCase();
      const found = owners.find((o) => o.type === 'member' && o.username?.toLowerCase() === wanted);
      return found !== undefined && found.password !== null && found.password === request.password ? found : null;
    }
    if (request.provider === 'guest') return this.guest(request.guestToken ?? '');
    if (!this.backend.fixtures.arsTokens.includes(request.token)) return null;
    return this.backend.ownerFor(`ars-${request.token}`, 'ars', '');
  }

  /** Anonymous: a new guest. With a token: the confirmed phone's guest, the confirmation spent. */
  private guest(guestToken: string): OwnerState | null {
    if (guestToken === '') return this.backend.ownerFor(`guest-${this.backend.nextId()}`, 'guest', '');
    if (!guestToken.startsWith(GUEST_TOKEN_PREFIX)) return null;
    const phoneNumber = guestToken.slice(GUEST_TOKEN_PREFIX.length);
    const check = this.backend.verifications.get(phoneNumber);
    if (check === undefined || !check.confirmed) return null;
    check.confirmed = false;
    return this.backend.ownerFor(`guest-${phoneNumber}`, 'guest', phoneNumber);
  }

  /**
   * A new access token, and for members and guests a refresh token of the sign-in's family: a new one, or `reissued`
   * (the successor a rotation already issued, answered again to a concurrent refresh). Returns the refresh token.
   */
  private issue(ownerId: string, type: SessionType, family: number, reissued?: string): string | null {
    const now = this.backend.clock.now();
    const base = { ownerId, type, family, rotated: false };
    const accessToken = `access-${this.backend.nextId()}`;
    this.backend.accessTokens.set(accessToken, { ...base, expiresAtMs: Number.POSITIVE_INFINITY });
    let refreshToken: string | null = reissued ?? null;
    if (type !== 'ars' && refreshToken === null) {
      refreshToken = `refresh-${this.backend.nextId()}`;
      const record: TokenRecord = { ...base, expiresAtMs: now + this.backend.fixtures.refreshTokenLifetimeMs };
      this.backend.refreshTokens.set(refreshToken, record);
    }
    this.backend.current = { accessToken, refreshToken };
    return refreshToken;
  }

  private revokeFamily(family: number): void {
    for (const [token, record] of this.backend.refreshTokens) {
      if (record.family === family) this.backend.refreshTokens.delete(token);
    }
    for (const [token, record] of this.backend.accessTokens) {
      if (record.family === family) this.backend.accessTokens.delete(token);
    }
  }
}
