import { describe, expect, it } from 'vitest';
import { arsGuardDecision, routeGuardDecision } from '../../../../src/domain/session/guards';
import type { DefaultAddress, Loadable, Member } from '../../../../src/domain/session/types';
import { aMember, aSession } from './builders';

const loaded = <T>(value: T | null): Loadable<T> => ({ status: 'loaded', value });
const loading = { status: 'loading' } as const;
const home: DefaultAddress = { fullAddress: '서울 송파구 중대로 64', detailAddress: '101호' };

const base = {
  ready: true,
  path: '/categories/1?mealType=delivery',
  session: aSession('member'),
  member: loaded<Member>(aMember()),
  defaultAddress: loaded<DefaultAddress>(home),
};

describe('the route guard', () => {
  it('stays when the member has a default address', () => {
    expect(routeGuardDecision(base)).toEqual({ kind: 'stay' });
  });

  it('signs out to /reset when the refresh token expired', () => {
    expect(routeGuardDecision({ ...base, session: aSession('member', { refreshTokenExpired: true }) })).toEqual({
      kind: 'sign-out',
      to: '/reset',
    });
  });

  it('sends a loaded member without a default address to address permission, returning to the current path and query', () => {
    expect(routeGuardDecision({ ...base, defaultAddress: loaded<DefaultAddress>(null) })).toEqual({
      kind: 'redirect',
      to: '/address/permission?redirect_to=%2Fcategories%2F1%3FmealType%3Ddelivery',
    });
  });

  it('treats a default address with a blank full address as none', () => {
    const blank = loaded<DefaultAddress>({ fullAddress: ' ', detailAddress: '' });
    expect(routeGuardDecision({ ...base, defaultAddress: blank }).kind).toBe('redirect');
  });

  it('signing out wins over the missing address', () => {
    const decision = routeGuardDecision({
      ...base,
      session: aSession('guest', { refreshTokenExpired: true }),
      defaultAddress: loaded<DefaultAddress>(null),
    });
    expect(decision.kind).toBe('sign-out');
  });

  it('never acts before the route is ready', () => {
    expect(
      routeGuardDecision({
        ...base,
        ready: false,
        session: aSession('member', { refreshTokenExpired: true }),
        defaultAddress: loaded<DefaultAddress>(null),
      }),
    ).toEqual({ kind: 'stay' });
  });

  it('never acts on /address pages', () => {
    for (const path of ['/address', '/address/permission?redirect_to=%2F', '/address/search']) {
      expect(
        routeGuardDecision({
          ...base,
          path,
          session: aSession('member', { refreshTokenExpired: true }),
          defaultAddress: loaded<DefaultAddress>(null),
        }),
      ).toEqual({ kind: 'stay' });
    }
  });

  it('waits while the member or the default address is loading', () => {
    expect(routeGuardDecision({ ...base, member: loading, defaultAddress: loaded<DefaultAddress>(null) })).toEqual({
      kind: 'stay',
    });
    expect(routeGuardDecision({ ...base, defaultAddress: loading })).toEqual({ kind: 'stay' });
  });

  it('leaves a guest without a default address alone (only a member session is sent to address permission)', () => {
    for (const type of ['guest', 'ars'] as const) {
      expect(
        routeGuardDecision({
          ...base,
          session: aSession(type),
          member: loaded<Member>(aMember({ name: '비회원', grade: null, defaultAddress: null })),
          defaultAddress: loaded<DefaultAddress>(null),
        }),
      ).toEqual({ kind: 'stay' });
    }
  });

  it('leaves a visitor without member data alone', () => {
    expect(
      routeGuardDecision({
        ...base,
        session: null,
        member: loaded<Member>(null),
        defaultAddress: loaded<DefaultAddress>(null),
      }),
    ).toEqual({ kind: 'stay' });
  });
});

describe('the ARS guard', () => {
  it('expires a non-ARS session while the ARS flag is set: clear the flag, alert, go to /sign/out', () => {
    expect(arsGuardDecision({ path: '/categories/1', session: aSession('member'), arsFlag: true })).toEqual({
      kind: 'expired',
      clearFlag: true,
      message: '보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.',
      to: '/sign/out',
    });
  });

  it('treats a signed-out visitor with the ARS flag as an expired ARS session', () => {
    expect(arsGuardDecision({ path: '/ars', session: null, arsFlag: true }).kind).toBe('expired');
  });

  it('sends a non-ARS session on /ars without the flag to /sign/out', () => {
    expect(arsGuardDecision({ path: '/ars?step=1', session: aSession('guest'), arsFlag: false })).toEqual({
      kind: 'redirect',
      to: '/sign/out',
    });
  });

  it('lets a non-ARS session without the flag use the storefront', () => {
    expect(arsGuardDecision({ path: '/mypage', session: aSession('member'), arsFlag: false })).toEqual({
      kind: 'stay',
    });
    expect(arsGuardDecision({ path: '/', session: null, arsFlag: false })).toEqual({ kind: 'stay' });
  });

  it('lets an ARS session use the ARS flow', () => {
    for (const path of ['/ars', '/categories/1?mealType=takeout&branchId=3', '/cart', '/checkout?mc=1-1-']) {
      expect(arsGuardDecision({ path, session: aSession('ars'), arsFlag: true })).toEqual({ kind: 'stay' });
    }
  });

  it('forces an ARS session out of pages outside the ARS flow', () => {
    for (const path of ['/', '/mypage', '/member/login', '/events']) {
      expect(arsGuardDecision({ path, session: aSession('ars'), arsFlag: true })).toEqual({
        kind: 'redirect',
        to: '/sign/out',
      });
    }
  });

  it('never acts on the /sign/out landing itself', () => {
    expect(arsGuardDecision({ path: '/sign/out', session: aSession('member'), arsFlag: true })).toEqual({
      kind: 'stay',
    });
  });
});
