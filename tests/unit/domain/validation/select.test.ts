import { describe, expect, it } from 'vitest';
import { SELECT_PLACEHOLDER, selectDisplayLabel } from '../../../../src/domain/validation/select';

const options = [
  { value: 'door', label: '문 앞에 놓아주세요' },
  { value: 'etc', label: '직접 입력' },
];

describe('select display (spec §5)', () => {
  it('shows the label of the matching option', () => {
    expect(selectDisplayLabel(options, 'etc')).toBe('직접 입력');
  });

  it('shows 선택해주세요 when no option matches', () => {
    expect(SELECT_PLACEHOLDER).toBe('선택해주세요');
    expect(selectDisplayLabel(options, 'nope')).toBe('선택해주세요');
    expect(selectDisplayLabel(options, null)).toBe('선택해주세요');
    expect(selectDisplayLabel(options, undefined)).toBe('선택해주세요');
    expect(selectDisplayLabel([], 'door')).toBe('선택해주세요');
  });

  it('matches values strictly: the number 1 is not the text "1"', () => {
    const numeric = [{ value: 1, label: '1월' }];
    expect(selectDisplayLabel(numeric, 1)).toBe('1월');
    expect(selectDisplayLabel<string | number>(numeric, '1')).toBe('선택해주세요');
  });
});
