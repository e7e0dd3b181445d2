import { describe, expect, it } from 'vitest';
import { happyPointRowText } from '../../../../src/domain/points/happy-point-row';

describe('Happy Point row (spec §4)', () => {
  it('shows the points used as a negative amount when linked and points are used', () => {
    expect(happyPointRowText({ status: 'SUCCESS', usePoints: 1500 })).toBe('-1,500P');
  });

  it('shows 등록완료 when linked without points used', () => {
    expect(happyPointRowText({ status: 'SUCCESS' })).toBe('등록완료');
    expect(happyPointRowText({ status: 'SUCCESS', usePoints: null })).toBe('등록완료');
    expect(happyPointRowText({ status: 'SUCCESS', usePoints: 0 })).toBe('등록완료');
  });

  it('shows 등록완료 rather than a wrong amount for a fractional value', () => {
    expect(happyPointRowText({ status: 'SUCCESS', usePoints: 10.5 })).toBe('등록완료');
  });

  it('shows 미등록 when identity verification is required', () => {
    expect(happyPointRowText({ status: 'CI_REQUIRED', usePoints: 500 })).toBe('미등록');
  });

  it('shows 해피포인트 회원이 아님 for a non-member', () => {
    expect(happyPointRowText({ status: 'NOT_HPC_MEMBER' })).toBe('해피포인트 회원이 아님');
  });

  it('shows any other status as it is', () => {
    expect(happyPointRowText({ status: 'SYSTEM_CHECK' })).toBe('SYSTEM_CHECK');
  });
});
