import { describe, expect, it } from 'vitest';
import { defaultAddressLine, hasDefaultAddress } from '../../../../src/domain/address/default-address';

describe('the default-address line', () => {
  it('is the full address followed by the detail address', () => {
    expect(defaultAddressLine({ fullAddress: '서울 송파구 중대로 64', detailAddress: '101호' })).toBe(
      '서울 송파구 중대로 64 101호',
    );
  });

  it('is the full address alone when there is no detail', () => {
    expect(defaultAddressLine({ fullAddress: '서울 송파구 중대로 64 ', detailAddress: ' ' })).toBe(
      '서울 송파구 중대로 64',
    );
  });

  it('reads "(기본 주소 없음)" without a default address', () => {
    expect(defaultAddressLine(null)).toBe('(기본 주소 없음)');
    expect(defaultAddressLine(undefined)).toBe('(기본 주소 없음)');
    expect(defaultAddressLine({ fullAddress: '', detailAddress: '101호' })).toBe('(기본 주소 없음)');
  });

  it('counts only an address with a full address as a default address', () => {
    expect(hasDefaultAddress({ fullAddress: '서울', detailAddress: '' })).toBe(true);
    expect(hasDefaultAddress({ fullAddress: ' ', detailAddress: '1' })).toBe(false);
    expect(hasDefaultAddress(null)).toBe(false);
  });
});
