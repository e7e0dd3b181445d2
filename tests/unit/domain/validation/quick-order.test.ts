import { describe, expect, it } from 'vitest';
import {
  canSaveQuickOrder,
  QUICK_ORDER_PRICE_WARNING,
  validateQuickOrderTitle,
} from '../../../../src/domain/validation/quick-order';

describe('quick-order name (spec §5)', () => {
  it('a name is saved trimmed', () => {
    expect(validateQuickOrderTitle('  금요일 치킨 ')).toEqual({ ok: true, value: '금요일 치킨' });
    expect(canSaveQuickOrder('금요일 치킨')).toBe(true);
  });

  it('an empty or blank name is refused', () => {
    expect(validateQuickOrderTitle('   ')).toEqual({
      ok: false,
      error: { code: 'QUICK_ORDER_TITLE_REQUIRED', message: '퀵오더 이름을 입력해주세요.', field: 'quickOrderTitle' },
    });
    expect(canSaveQuickOrder('')).toBe(false);
  });

  it('the warning says the saved order uses list price without points or discounts', () => {
    expect(QUICK_ORDER_PRICE_WARNING).toBe('퀵오더는 포인트와 할인이 적용되지 않은 정상가로 저장됩니다.');
  });
});
