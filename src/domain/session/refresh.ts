import dayjs from 'dayjs';
import { TOKEN_REFRESH_CACHE_MS } from '../shared/constants';
import type { Session, SessionType } from './types';

/** Spec §6/§7: the sign-in provider that refreshes each session type; an ARS session cannot be refreshed. */
export function refreshProvider(type: SessionType): 'refresh_member' | 'refresh_guest' | null {
  if (type === 'member') return 'refresh_member';
  if (type === 'guest') return 'refresh_guest';
  return null;
}

/** How a token refresh ended: a new access token, or a failure. */
export type RefreshOutcome = { readonly kind: 'refreshed'; readonly accessToken: string } | { readonly kind: 'failed' };

/** A refresh result remembered with the instant (epoch ms) it settled. */
export interface CachedRefresh {
  readonly settledAt: number;
  readonly outcome: RefreshOutcome;
}

/**
 * Spec §7/§9: a refresh result is reused for 10,000 ms (TOKEN_REFRESH_CACHE_MS) so a burst of 401s triggers one
 * refresh. A result from the future (clock moved back) is not trusted.
 */
export function isRefreshCacheFresh(cache: CachedRefresh | null, nowMs: number): boolean {
  if (cache === null) return false;
  const age = nowMs - cache.settledAt;
  return age >= 0 && age < TOKEN_REFRESH_CACHE_MS;
}

/** Why a 401 ends in signing out (spec §8). */
export type SignOutReason = 'missing-refresh-session' | 'refresh-token-expired' | 'refresh-failed';

/** What to do about a refresh before calling the provider. */
export type RefreshPlan =
  | { readonly kind: 'refresh'; readonly provider: 'refresh_member' | 'refresh_guest'; readonly refreshToken: string }
  | { readonly kind: 'sign-out'; readonly to: '/reset'; readonly reason: SignOutReason };

/**
 * Spec §8: a refresh needs a session with a refresh token and a provider for its type (else the refresh session
 * is missing), and a refresh token that has not expired (flag set, or expiresAt at or before now).
 */
export function planRefresh(session: Session | null, nowMs: number): RefreshPlan {
  const provider = session === null ? null : refreshProvider(session.type);
  const info = session?.refreshTokenInfo ?? null;
  if (session === null || provider === null || info === null || info.token === '') {
    return { kind: 'sign-out', to: '/reset', reason: 'missing-refresh-session' };
  }
  const expiresAt = dayjs(info.expiresAt);
  if (session.refreshTokenExpired || (expiresAt.isValid() && !expiresAt.isAfter(nowMs))) {
    return { kind: 'sign-out', to: '/reset', reason: 'refresh-token-expired' };
  }
  return { kind: 'refresh', provider, refreshToken: info.token };
}

/** What to do with a call that came back 401, once the refresh outcome is known. */
export type UnauthorizedDecision =
  | { readonly kind: 'replay'; readonly accessToken: string }
  | { readonly kind: 'sign-out'; readonly to: '/reset'; readonly reason: SignOutReason }
  | { readonly kind: 'give-up' };

/**
 * Spec §7/§8: a 401 is replayed once with the refreshed access token; a failed refresh signs out to /reset.
 * A replayed call that gets 401 again gives up (its error reaches the caller): replaying again could loop.
 */
export function afterRefresh(input: { replayed: boolean; outcome: RefreshOutcome }): UnauthorizedDecision {
  if (input.replayed) return { kind: 'give-up' };
  if (input.outcome.kind === 'refreshed' && input.outcome.accessToken !== '') {
    return { kind: 'replay', accessToken: input.outcome.accessToken };
  }
  return { kind: 'sign-out', to: '/reset', reason: 'refresh-failed' };
}
