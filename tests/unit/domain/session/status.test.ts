import { describe, expect, it } from 'vitest';
import { isMemberSession, sessionStatus } from '../../../../src/domain/session/status';
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

  it('counts only a member session as a member', () => {
    expect(isMemberSession(aSession('member'))).toBe(true);
    expect(isMemberSession(aSession('guest'))).toBe(false);
    expect(isMemberSession(undefined)).toBe(false);
  });
});
