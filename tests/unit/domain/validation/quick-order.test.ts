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

  it('a name longer than 30 characters is refused; 30 Korean syllables or emoji are fine', () => {
    expect(validateQuickOrderTitle('가'.repeat(30))).toEqual({ ok: true, value: '가'.repeat(30) });
    expect(validateQuickOrderTitle('🍗'.repeat(30)).ok).toBe(true);
    expect(validateQuickOrderTitle(` ${'가'.repeat(31)} `)).toEqual({
      ok: false,
      error: {
        code: 'QUICK_ORDER_TITLE_TOO_LONG',
        message: '퀵오더 이름은 30자까지 입력할 수 있습니다.',
        field: 'quickOrderTitle',
      },
    });
  });

  it('the warning says the saved order uses list price without points or discounts', () => {
    expect(QUICK_ORDER_PRICE_WARNING).toBe('퀵오더는 포인트와 할인이 적용되지 않은 정상가로 저장됩니다.');
  });
});
