import { describe, expect, it } from 'vitest';
import { isMemberSession, sessionStatus, sessionTypeOf } from '../../../../src/domain/session/status';
import { aSession } from './builders';

describe('the session status', () => {
  it('is loading while the session is fetched', () => {
    expect(sessionStatus({ status: 'loading' })).toBe('loading');
  });

  it('is authenticated with a session', () => {
    expect(sessionStatus({ status: 'loaded', value: aSession('guest') })).toBe('authenticated');
  });

  it('is unauthenticated once loaded without a session', () => {
    expect(sessionStatus({ status: 'loaded', value: null })).toBe('unauthenticated');
  });

  it('gives the session type, or null when signed out', () => {
    expect(sessionTypeOf(aSession('ars'))).toBe('ars');
    expect(sessionTypeOf(null)).toBeNull();
  });

  it('counts only a member session as a member', () => {
    expect(isMemberSession(aSession('member'))).toBe(true);
    expect(isMemberSession(aSession('guest'))).toBe(false);
    expect(isMemberSession(undefined)).toBe(false);
  });
});
