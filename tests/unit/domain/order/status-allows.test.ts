import { describe, expect, it } from 'vitest';
import { judgeReorderLine } from '../../../../src/domain/order/reorder';
import {
  cancelRefusal,
  isOrderEnded,
  ORDER_CANCEL_REFUSALS,
  ORDER_STATUSES,
  orderStatusAllows,
} from '../../../../src/domain/order/status';

describe('what an order status allows', () => {
  it('a customer may cancel before cooking starts; an order ends when completed or cancelled', () => {
    expect(ORDER_STATUSES.map((s) => [s, orderStatusAllows(s)])).toEqual([
      ['PAID', { cancellable: true, ended: false }],
      ['ACCEPTED', { cancellable: true, ended: false }],
      ['COOKING', { cancellable: false, ended: false }],
      ['DELIVERING', { cancellable: false, ended: false }],
      ['READY_FOR_PICKUP', { cancellable: false, ended: false }],
      ['COMPLETED', { cancellable: false, ended: true }],
      ['CANCELLED', { cancellable: false, ended: true }],
    ]);
    expect(isOrderEnded('DELIVERING')).toBe(false);
  });

  it('a cancel is refused as already cancelled, or as started for any other status past ACCEPTED', () => {
    expect(cancelRefusal('PAID')).toBeNull();
    expect(cancelRefusal('ACCEPTED')).toBeNull();
    expect(cancelRefusal('CANCELLED')).toEqual({
      code: 'ALREADY_CANCELLED',
      message: ORDER_CANCEL_REFUSALS.ALREADY_CANCELLED,
    });
    for (const status of ['COOKING', 'DELIVERING', 'READY_FOR_PICKUP', 'COMPLETED'] as const) {
      expect(cancelRefusal(status)?.code).toBe('NOT_CANCELLABLE');
    }
  });
});

describe('reordering a saved quick-order line', () => {
  const line = { menuName: '치즈볼', savedPrice: 10_000 };

  it('a line that cannot be ordered now is left out and flagged sold out', () => {
    expect(judgeReorderLine(line, null)).toEqual({
      add: false,
      flag: {
        menuName: '치즈볼',
        reason: 'SOLD_OUT',
        savedPrice: 10_000,
        currentPrice: null,
        message: '치즈볼은(는) 지금 주문할 수 없어 장바구니에 담지 않았습니다.',
      },
    });
  });

  it('a line at another price is added and flagged repriced; one at the saved price is added silently', () => {
    expect(judgeReorderLine(line, 9_000)).toEqual({
      add: true,
      flag: {
        menuName: '치즈볼',
        reason: 'REPRICED',
        savedPrice: 10_000,
        currentPrice: 9_000,
        message: '치즈볼의 가격이 10,000원에서 9,000원(으)로 바뀌었습니다.',
      },
    });
    expect(judgeReorderLine(line, 10_000)).toEqual({ add: true, flag: null });
  });
});
