import { describe, expect, it } from 'vitest';
import {
  ARS_SESSION_EXPIRED_MESSAGE,
  acceptedOrderAgent,
  isArsAgent,
  isArsMode,
  isInArsFlow,
  orderAgentOf,
} from '../../../../src/domain/session/ars';
import { aSession } from './builders';

describe('the ARS flow', () => {
  it('covers the /ars entry and the ordering pages an ARS takeout leads to', () => {
    for (const path of [
      '/ars',
      '/ars/call?x=1',
      '/categories/1?mealType=takeout',
      '/products/3',
      '/cart',
      '/checkout',
    ]) {
      expect(isInArsFlow(path)).toBe(true);
    }
  });

  it('covers the address pages and the sign-out landings', () => {
    for (const path of ['/address/permission', '/sign/out', '/reset']) expect(isInArsFlow(path)).toBe(true);
  });

  it('does not cover the rest of the storefront', () => {
    for (const path of ['/', '/mypage', '/member/login', '/stores/map', '/quickorder', '/arsenal']) {
      expect(isInArsFlow(path)).toBe(false);
    }
  });

  it('is in ARS mode with an ARS session or with the ARS flag set', () => {
    expect(isArsMode(aSession('ars'), false)).toBe(true);
    expect(isArsMode(null, true)).toBe(true);
    expect(isArsMode(aSession('member'), false)).toBe(false);
  });

  it('tells the caller the ARS session expired and to close other tabs', () => {
    expect(ARS_SESSION_EXPIRED_MESSAGE).toBe('보이는 ARS 세션이 만료되었습니다. 다른 탭을 닫고 다시 시도해주세요.');
  });
});

describe('the agent of an order call (spec §9)', () => {
  const ars = (placedBy?: 'caller' | 'agent') =>
    aSession('ars', { refreshTokenInfo: null, ars: { branchId: 2, phoneNumber: '01012345678', placedBy } });

  it('an ARS session orders as VISUALARS for the caller and AGENTCALL for an agent, at any width', () => {
    for (const mobile of [true, false]) {
      expect(orderAgentOf(ars('caller'), mobile)).toBe('VISUALARS');
      expect(orderAgentOf(ars('agent'), mobile)).toBe('AGENTCALL');
      // A session from before the line API says nothing: the caller.
      expect(orderAgentOf(ars(), mobile)).toBe('VISUALARS');
    }
  });

  it('any other session orders as MOBILEWEB on mobile and DESKTOPWEB otherwise', () => {
    expect(orderAgentOf(aSession('member'), true)).toBe('MOBILEWEB');
    expect(orderAgentOf(aSession('guest'), false)).toBe('DESKTOPWEB');
    expect(orderAgentOf(null, false)).toBe('DESKTOPWEB');
  });

  it('only VISUALARS and AGENTCALL are ARS agents', () => {
    expect(['MOBILEWEB', 'DESKTOPWEB', 'VISUALARS', 'AGENTCALL'].map((a) => isArsAgent(a as never))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });
});

describe('the agent an order is recorded with (spec §9)', () => {
  it('a web session keeps MOBILEWEB or DESKTOPWEB and may not claim an ARS agent', () => {
    expect(acceptedOrderAgent({ type: 'member', placedBy: null }, 'MOBILEWEB')).toBe('MOBILEWEB');
    expect(acceptedOrderAgent({ type: 'guest', placedBy: null }, 'DESKTOPWEB')).toBe('DESKTOPWEB');
    expect(acceptedOrderAgent({ type: 'member', placedBy: null }, 'VISUALARS')).toBeNull();
    expect(acceptedOrderAgent({ type: 'guest', placedBy: null }, 'AGENTCALL')).toBeNull();
  });

  it("an ARS session's orders carry its link's agent, and nothing else", () => {
    expect(acceptedOrderAgent({ type: 'ars', placedBy: 'caller' }, 'VISUALARS')).toBe('VISUALARS');
    expect(acceptedOrderAgent({ type: 'ars', placedBy: null }, 'VISUALARS')).toBe('VISUALARS');
    expect(acceptedOrderAgent({ type: 'ars', placedBy: 'agent' }, 'AGENTCALL')).toBe('AGENTCALL');
    expect(acceptedOrderAgent({ type: 'ars', placedBy: 'agent' }, 'VISUALARS')).toBeNull();
    expect(acceptedOrderAgent({ type: 'ars', placedBy: 'caller' }, 'MOBILEWEB')).toBeNull();
  });
});
