import { describe, expect, it } from 'vitest';
import {
  afterRefresh,
  type CachedRefresh,
  isRefreshCacheFresh,
  planRefresh,
  refreshProvider,
} from '../../../../src/domain/session/refresh';
import { TOKEN_REFRESH_CACHE_MS } from '../../../../src/domain/shared/constants';
import { aSession } from './builders';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const refreshed = (settledAt: number): CachedRefresh => ({
  settledAt,
  outcome: { kind: 'refreshed', accessToken: 'new' },
});

describe('the refresh provider', () => {
  it('is refresh_member for members, refresh_guest for guests and none for ARS', () => {
    expect(refreshProvider('member')).toBe('refresh_member');
    expect(refreshProvider('guest')).toBe('refresh_guest');
    expect(refreshProvider('ars')).toBeNull();
  });
});

describe('a refresh result is reused for 10 seconds', () => {
  it('the cache lasts 10,000 ms', () => {
    expect(TOKEN_REFRESH_CACHE_MS).toBe(10_000);
  });

  it('reuses a result younger than 10 s', () => {
    expect(isRefreshCacheFresh(refreshed(NOW - 9_999), NOW)).toBe(true);
    expect(!isRefreshCacheFresh(refreshed(NOW), NOW)).toBe(false);
  });

  it('refreshes again once the result is 10 s old', () => {
    expect(!isRefreshCacheFresh(refreshed(NOW - 10_000), NOW)).toBe(true);
  });

  it('refreshes when nothing is cached or the cached time lies in the future', () => {
    expect(!isRefreshCacheFresh(null, NOW)).toBe(true);
    expect(!isRefreshCacheFresh(refreshed(NOW + 1), NOW)).toBe(true);
  });
});

describe('planning a refresh', () => {
  it('refreshes a member with refresh_member and the refresh token', () => {
    expect(planRefresh(aSession('member'), NOW)).toEqual({
      kind: 'refresh',
      provider: 'refresh_member',
      refreshToken: 'refresh-member',
    });
  });

  it('refreshes a guest with refresh_guest', () => {
    expect(planRefresh(aSession('guest'), NOW)).toMatchObject({ kind: 'refresh', provider: 'refresh_guest' });
  });

  it('signs out to /reset when the refresh session is missing', () => {
    const missing = { kind: 'sign-out', to: '/reset', reason: 'missing-refresh-session' };
    expect(planRefresh(null, NOW)).toEqual(missing);
    expect(planRefresh(aSession('member', { refreshTokenInfo: null }), NOW)).toEqual(missing);
    expect(
      planRefresh(aSession('member', { refreshTokenInfo: { token: '', expiresAt: '2030-01-01T00:00:00Z' } }), NOW),
    ).toEqual(missing);
    expect(planRefresh(aSession('ars'), NOW)).toEqual(missing);
  });

  it('signs out to /reset when the refresh token expired', () => {
    const expired = { kind: 'sign-out', to: '/reset', reason: 'refresh-token-expired' };
    expect(planRefresh(aSession('member', { refreshTokenExpired: true }), NOW)).toEqual(expired);
    const lapsed = { token: 't', expiresAt: '2026-03-01T12:00:00Z' };
    expect(planRefresh(aSession('guest', { refreshTokenInfo: lapsed }), NOW)).toEqual(expired);
  });

  it('leaves an unreadable expiry to the server', () => {
    const odd = { token: 't', expiresAt: 'soon' };
    expect(planRefresh(aSession('guest', { refreshTokenInfo: odd }), NOW).kind).toBe('refresh');
  });
});

describe('after a 401', () => {
  it('replays once with the new access token', () => {
    expect(afterRefresh({ replayed: false, outcome: { kind: 'refreshed', accessToken: 'new' } })).toEqual({
      kind: 'replay',
      accessToken: 'new',
    });
  });

  it('signs out to /reset when the refresh failed or gave no token', () => {
    const out = { kind: 'sign-out', to: '/reset', reason: 'refresh-failed' };
    expect(afterRefresh({ replayed: false, outcome: { kind: 'failed' } })).toEqual(out);
    expect(afterRefresh({ replayed: false, outcome: { kind: 'refreshed', accessToken: '' } })).toEqual(out);
  });
});
