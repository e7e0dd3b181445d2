import { describe, expect, it } from 'vitest';
import { isAdultByBirthDate } from '../../../../src/domain/order/adult';
import { reorderFlagMessage } from '../../../../src/domain/order/reorder';
import {
  isCancellable,
  nextOrderStatus,
  ORDER_STATUSES,
  orderProgressSteps,
  orderStatusLabel,
} from '../../../../src/domain/order/status';

describe('order status', () => {
  it('moves a delivery through 배달중 and a takeout through 픽업대기 to COMPLETED, then stops', () => {
    const walk = (mealType: 'DELIVERY' | 'TAKEOUT') => {
      const seen = ['PAID' as const];
      let status = nextOrderStatus('PAID', mealType);
      while (status !== null) {
        seen.push(status as never);
        status = nextOrderStatus(status, mealType);
      }
      return seen;
    };
    expect(walk('DELIVERY')).toEqual(orderProgressSteps('DELIVERY'));
    expect(walk('TAKEOUT')).toEqual(orderProgressSteps('TAKEOUT'));
    expect(nextOrderStatus('CANCELLED', 'DELIVERY')).toBeNull();
  });

  it('is cancellable only before cooking starts', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['PAID', 'ACCEPTED']);
  });

  it('has a Korean label for every status; COMPLETED reads by meal type', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status, 'DELIVERY')).toMatch(/[가-힣]/);
    expect(orderStatusLabel('COMPLETED', 'DELIVERY')).toBe('배달완료');
    expect(orderStatusLabel('COMPLETED', 'TAKEOUT')).toBe('픽업완료');
  });
});

describe('adult verification by birth date (Asia/Seoul year, 19 by year)', () => {
  const nowMs = Date.parse('2026-01-01T00:30:00+09:00');
  it('counts the Seoul calendar year', () => {
    expect(isAdultByBirthDate('20071231', nowMs)).toBe(true);
    expect(isAdultByBirthDate('20080101', nowMs)).toBe(false);
    // 2025-12-31 15:30 UTC is already 2026 in Seoul.
    expect(isAdultByBirthDate('20070615', Date.parse('2025-12-31T15:30:00Z'))).toBe(true);
  });
  it('refuses a malformed birth date', () => {
    expect(isAdultByBirthDate('2007-01-01', nowMs)).toBe(false);
    expect(isAdultByBirthDate('', nowMs)).toBe(false);
  });
});

describe('reorder flags', () => {
  it('says a sold-out line was left out, and a repriced line with both prices', () => {
    expect(reorderFlagMessage('치즈볼', 'SOLD_OUT', 5000, null)).toBe(
      '치즈볼은(는) 지금 주문할 수 없어 장바구니에 담지 않았습니다.',
    );
    expect(reorderFlagMessage('치즈볼', 'REPRICED', 5000, 5500)).toBe(
      '치즈볼의 가격이 5,000원에서 5,500원(으)로 바뀌었습니다.',
    );
  });
});
