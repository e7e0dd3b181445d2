import { describe, expect, it } from 'vitest';
import {
  availabilityColour,
  availabilityLabel,
  isFoodGradeCertified,
  isInUnavailableGroup,
  storeCardBadges,
  unavailableNote,
} from '../../../../src/domain/store/availability';
import type { AvailableType } from '../../../../src/domain/store/types';
import { aStore } from './builders';

describe('store availability labels and colours', () => {
  it.each<[AvailableType, string, string]>([
    ['AVAILABLE', '영업중', 'green'],
    ['FAMILY_CLOSED', '영업종료', 'grey'],
    ['NOT_AVAILABLE', '주문불가', 'red'],
    ['HIDDEN', '영업중', 'green'],
    ['SOLD_OUT', '영업중', 'green'],
  ])('%s reads %s in %s', (type, label, colour) => {
    expect(availabilityLabel(type)).toBe(label);
    expect(availabilityColour(type)).toBe(colour);
  });

  it('lists HIDDEN and SOLD_OUT stores apart in the unavailable group', () => {
    const grouped = (['AVAILABLE', 'FAMILY_CLOSED', 'NOT_AVAILABLE', 'HIDDEN', 'SOLD_OUT'] as const).filter(
      isInUnavailableGroup,
    );
    expect(grouped).toEqual(['HIDDEN', 'SOLD_OUT']);
  });
});

describe('the red note on unavailable-group cards', () => {
  it('says the named menu is sold out', () => {
    expect(unavailableNote({ availableType: 'SOLD_OUT', unavailableProductName: '황금올리브치킨' })).toBe(
      '황금올리브치킨 품절',
    );
  });

  it('says the named menu is sales-stopped when hidden', () => {
    expect(unavailableNote({ availableType: 'HIDDEN', unavailableProductName: '황금올리브치킨' })).toBe(
      '황금올리브치킨 판매 중지',
    );
  });

  it('uses the bare word when no menu is named', () => {
    expect(unavailableNote({ availableType: 'SOLD_OUT', unavailableProductName: null })).toBe('품절');
    expect(unavailableNote({ availableType: 'HIDDEN', unavailableProductName: ' ' })).toBe('판매 중지');
  });

  it('is absent on other cards', () => {
    expect(unavailableNote({ availableType: 'NOT_AVAILABLE', unavailableProductName: '황금올리브치킨' })).toBeNull();
  });
});

describe('the certified badge', () => {
  it('shows when the first certifiedList entry is FOOD_GRADE', () => {
    expect(isFoodGradeCertified(['FOOD_GRADE', 'OTHER'])).toBe(true);
  });

  it('does not show when FOOD_GRADE is not first, or the list is empty', () => {
    expect(isFoodGradeCertified(['OTHER', 'FOOD_GRADE'])).toBe(false);
    expect(isFoodGradeCertified([])).toBe(false);
  });
});

describe('the store card', () => {
  it('combines label, colour, note and badge', () => {
    expect(
      storeCardBadges(
        aStore({ availableType: 'SOLD_OUT', unavailableProductName: '뿌링클', certifiedList: ['FOOD_GRADE'] }),
      ),
    ).toEqual({ label: '영업중', colour: 'green', note: '뿌링클 품절', certified: true });
  });
});
