import { describe, expect, it } from 'vitest';
import {
  type AddressDraft,
  addressFormState,
  canCompleteAddressPick,
  isAddressChanged,
  pickedJibunAddress,
} from '../../../../src/domain/validation/address';

const saved: AddressDraft = {
  deliveryName: '우리집',
  fullAddress: '서울 송파구 중대로 64',
  detailAddress: '101동 1001호',
  isDefault: true,
};

describe('address registration (spec §5/§9)', () => {
  it('a new address with label, address and detail can be saved, and search is available', () => {
    expect(addressFormState(saved, null)).toEqual({ errors: {}, changed: true, canSave: true, canSearchAddress: true });
  });

  it('label, address and detail must not be blank', () => {
    const state = addressFormState({ ...saved, deliveryName: ' ', fullAddress: '', detailAddress: '\t' }, null);
    expect(state.errors).toEqual({
      deliveryName: '배송지명을 입력해주세요.',
      fullAddress: '주소를 검색해주세요.',
      detailAddress: '상세 주소를 입력해주세요.',
    });
    expect(state.canSave).toBe(false);
  });

  it('a label of 10 characters is fine, 11 is too long; surrounding spaces do not count', () => {
    expect(addressFormState({ ...saved, deliveryName: '가나다라마바사아자차' }, null).canSave).toBe(true);
    expect(addressFormState({ ...saved, deliveryName: ' 가나다라마바사아자차 ' }, null).canSave).toBe(true);
    const long = addressFormState({ ...saved, deliveryName: '가나다라마바사아자차카' }, null);
    expect(long.errors.deliveryName).toBe('배송지명은 10자 이내로 입력해주세요.');
    expect(long.canSave).toBe(false);
  });

  it('when editing, save is disabled until something changes, and address search is disabled', () => {
    expect(addressFormState(saved, saved)).toEqual({
      errors: {},
      changed: false,
      canSave: false,
      canSearchAddress: false,
    });
    expect(addressFormState({ ...saved, detailAddress: '102동' }, saved).canSave).toBe(true);
  });

  it('an edit that only adds surrounding spaces is not a change', () => {
    expect(isAddressChanged({ ...saved, deliveryName: ' 우리집 ' }, saved)).toBe(false);
  });

  it('each field counts as a change', () => {
    expect(isAddressChanged({ ...saved, deliveryName: '회사' }, saved)).toBe(true);
    expect(isAddressChanged({ ...saved, fullAddress: '서울 중구' }, saved)).toBe(true);
    expect(isAddressChanged({ ...saved, detailAddress: '2층' }, saved)).toBe(true);
    expect(isAddressChanged({ ...saved, isDefault: false }, saved)).toBe(true);
  });

  it('a changed but invalid edit still cannot be saved', () => {
    expect(addressFormState({ ...saved, detailAddress: '' }, saved).canSave).toBe(false);
  });
});

describe('address picker completion (spec §5)', () => {
  const picked = { jibunAddress: '서울 송파구 문정동 1', roadAddress: '서울 송파구 중대로 64' };

  it('completes with a jibun address, a road address and a detail', () => {
    expect(canCompleteAddressPick(picked, '101호')).toBe(true);
  });

  it('does not complete without a detail, a road address or any jibun address', () => {
    expect(canCompleteAddressPick(picked, '  ')).toBe(false);
    expect(canCompleteAddressPick({ ...picked, roadAddress: '' }, '101호')).toBe(false);
    expect(canCompleteAddressPick({ ...picked, jibunAddress: '' }, '101호')).toBe(false);
  });

  it('falls back to the automatic jibun address when the widget left jibunAddress empty', () => {
    const auto = { ...picked, jibunAddress: '', autoJibunAddress: '서울 송파구 문정동 2' };
    expect(pickedJibunAddress(auto)).toBe('서울 송파구 문정동 2');
    expect(canCompleteAddressPick(auto, '101호')).toBe(true);
    expect(pickedJibunAddress({ ...picked, autoJibunAddress: '다른 주소' })).toBe('서울 송파구 문정동 1');
  });
});
