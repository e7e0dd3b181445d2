import type { AvailableType, Store } from '../../../../src/domain/store/types';

/** A store at the given position (default: the default map centre) with the given availability. */
export function aStore(overrides: Partial<Store> & { availableType?: AvailableType } = {}): Store {
  return {
    branchId: 1,
    familyImageUrl: '/img/store.png',
    familyName: '가락점',
    address: '서울 송파구 중대로 64',
    tel: '02-000-0000',
    availableType: 'AVAILABLE',
    certifiedList: [],
    unavailableProductName: null,
    latitude: 37.491493,
    longitude: 127.116024,
    ...overrides,
  };
}
