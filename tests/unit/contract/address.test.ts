import { describe, expect, it } from 'vitest';
import {
  addressSchema,
  addressToCoordQuerySchema,
  coordToAddressQuerySchema,
  createAddressBodySchema,
  updateAddressBodySchema,
} from '../../../src/contract/address';

const draft = {
  deliveryName: '집',
  fullAddress: '서울 송파구 중대로 64',
  detailAddress: '101호',
  latitude: 37.4915,
  longitude: 127.116,
};

function firstIssue(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  const issue = result.error?.issues[0];
  return issue === undefined ? null : [issue.path.join('.'), issue.message];
}

describe('address bodies (spec §7 add and modify, §5 label rules)', () => {
  it('the add body defaults isDefault to false', () => {
    expect(createAddressBodySchema.parse(draft)).toEqual({ ...draft, isDefault: false });
  });

  it('a label of 10 characters is accepted; 11 is refused with the Korean message', () => {
    expect(createAddressBodySchema.safeParse({ ...draft, deliveryName: '가'.repeat(10) }).success).toBe(true);
    expect(firstIssue(createAddressBodySchema.safeParse({ ...draft, deliveryName: '가'.repeat(11) }))).toEqual([
      'deliveryName',
      '배송지명은 10자 이내로 입력해주세요.',
    ]);
  });

  it('the label length is counted after trimming, and the label is saved trimmed', () => {
    expect(createAddressBodySchema.parse({ ...draft, deliveryName: `  ${'가'.repeat(10)}  ` }).deliveryName).toBe(
      '가'.repeat(10),
    );
  });

  it.each([
    ['deliveryName', '배송지명을 입력해주세요.'],
    ['fullAddress', '주소를 검색해주세요.'],
    ['detailAddress', '상세 주소를 입력해주세요.'],
  ])('a blank %s is refused with "%s"', (field, message) => {
    expect(firstIssue(createAddressBodySchema.safeParse({ ...draft, [field]: '   ' }))).toEqual([field, message]);
  });

  it('coordinates outside WGS-84 ranges are refused', () => {
    expect(firstIssue(createAddressBodySchema.safeParse({ ...draft, latitude: 91 }))?.[0]).toBe('latitude');
    expect(firstIssue(createAddressBodySchema.safeParse({ ...draft, longitude: -181 }))?.[0]).toBe('longitude');
  });

  it('the modify body has no id and no fullAddress: one sent anyway is dropped', () => {
    const changes = { deliveryName: '회사', detailAddress: '3층', latitude: 37.5, longitude: 127.1, isDefault: true };
    expect(updateAddressBodySchema.parse({ ...changes, id: 9, fullAddress: '다른 주소' })).toEqual(changes);
  });

  it('the modify body needs isDefault as a boolean', () => {
    const changes = { deliveryName: '회사', detailAddress: '3층', latitude: 37.5, longitude: 127.1 };
    expect(firstIssue(updateAddressBodySchema.safeParse({ ...changes, isDefault: 'yes' }))).toEqual([
      'isDefault',
      '기본 배송지 여부가 올바르지 않습니다.',
    ]);
  });

  it('an address answer has the spec §3 fields', () => {
    expect(Object.keys(addressSchema.shape).sort()).toEqual(
      ['id', 'deliveryName', 'fullAddress', 'detailAddress', 'latitude', 'longitude', 'isDefault'].sort(),
    );
  });
});

describe('geocoder queries (spec §3: lng and lat)', () => {
  it('coord-to-address reads lng and lat from the query text', () => {
    expect(coordToAddressQuerySchema.parse({ lng: '127.116024', lat: '37.491493' })).toEqual({
      lng: 127.116024,
      lat: 37.491493,
    });
  });

  it('a missing or non-numeric coordinate is refused', () => {
    expect(coordToAddressQuerySchema.safeParse({ lng: '127' }).success).toBe(false);
    expect(coordToAddressQuerySchema.safeParse({ lng: 'east', lat: '37' }).success).toBe(false);
  });

  it('address-to-coord needs a non-blank address', () => {
    expect(firstIssue(addressToCoordQuerySchema.safeParse({ address: ' ' }))).toEqual([
      'address',
      '주소를 입력해주세요.',
    ]);
  });
});
