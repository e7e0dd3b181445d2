import { describe, expect, it } from 'vitest';
import { districtPositionBodySchema, searchFamilyBodySchema } from '../../../src/contract/district';
import {
  deliveryInfoSchema,
  familyNameParamsSchema,
  familySearchQuerySchema,
  familySearchResponseSchema,
  storeSchema,
} from '../../../src/contract/family';

const store = {
  branchId: 5,
  familyImageUrl: '/images/branches/5.png',
  familyName: '송파점',
  address: '서울 송파구 중대로 64',
  tel: '02-123-4567',
  availableType: 'SOLD_OUT',
  certifiedList: ['FOOD_GRADE'],
  unavailableProductName: '황금올리브치킨',
  latitude: 37.49,
  longitude: 127.11,
};

describe('family answers (spec §3 Store / district)', () => {
  it('a store card has the spec fields plus branchId and position', () => {
    expect(storeSchema.parse(store)).toEqual(store);
  });

  it('availableType is one of the spec §4 values', () => {
    expect(storeSchema.safeParse({ ...store, availableType: 'OPEN' }).success).toBe(false);
  });

  it('the name search answers a page: list, page, size, totalCount', () => {
    const page = { list: [store], page: 1, size: 30, totalCount: 1 };
    expect(familySearchResponseSchema.parse(page)).toEqual(page);
  });

  it('delivery info: fee and minimum in integer won, hours as HH:mm, isOpen', () => {
    const info = {
      branchId: 5,
      deliveryFee: 3000,
      minimumOrderAmount: 15000,
      opensAt: '11:00',
      closesAt: '01:00',
      isOpen: true,
    };
    expect(deliveryInfoSchema.parse(info)).toEqual(info);
    expect(deliveryInfoSchema.safeParse({ ...info, opensAt: '24:00' }).success).toBe(false);
    expect(deliveryInfoSchema.safeParse({ ...info, deliveryFee: 2500.5 }).success).toBe(false);
  });
});

describe('family search input (spec §7/§9: page 1, size 30)', () => {
  it('page and size default to 1 and 30', () => {
    expect(familySearchQuerySchema.parse({})).toEqual({ page: 1, size: 30 });
  });

  it('page below 1 and size outside 1..30 are refused with Korean messages', () => {
    expect(familySearchQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(
      '페이지는 1 이상의 정수로 입력해주세요.',
    );
    for (const size of ['0', '31', '2.5']) {
      expect(familySearchQuerySchema.safeParse({ size }).error?.issues[0]?.message).toBe(
        '페이지 크기는 1~30 사이로 입력해주세요.',
      );
    }
  });

  it('the name is trimmed and must not be blank', () => {
    expect(familyNameParamsSchema.parse({ name: ' 송파 ' })).toEqual({ name: '송파' });
    expect(familyNameParamsSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('매장명을 입력해주세요.');
  });
});

describe('district bodies', () => {
  it('delivery and takeout take latitude and longitude', () => {
    expect(districtPositionBodySchema.parse({ latitude: 37.491493, longitude: 127.116024 })).toEqual({
      latitude: 37.491493,
      longitude: 127.116024,
    });
    expect(districtPositionBodySchema.safeParse({ latitude: 37.49 }).error?.issues[0]?.path).toEqual(['longitude']);
  });

  it('search-family takes a text query, a position, or both', () => {
    expect(searchFamilyBodySchema.parse({ query: ' 송파 ' })).toEqual({ query: '송파' });
    expect(searchFamilyBodySchema.parse({ latitude: 37.49, longitude: 127.11 })).toEqual({
      latitude: 37.49,
      longitude: 127.11,
    });
  });

  it('search-family with neither (or a blank query) asks for one', () => {
    for (const body of [{}, { query: '   ' }]) {
      expect(searchFamilyBodySchema.safeParse(body).error?.issues[0]).toMatchObject({
        path: ['query'],
        message: '검색어 또는 위치를 입력해주세요.',
      });
    }
  });

  it('search-family with half a position names the missing coordinate', () => {
    expect(searchFamilyBodySchema.safeParse({ query: '송파', latitude: 37.49 }).error?.issues[0]).toMatchObject({
      path: ['longitude'],
      message: '위도와 경도를 함께 입력해주세요.',
    });
  });
});
