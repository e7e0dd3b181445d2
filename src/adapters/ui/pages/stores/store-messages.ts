import type { FinderPositionSource } from '../../../../domain/store/store-choice';

/** The store finder's Korean texts (ours where spec §2/§4 give none; labels and notes come from the domain). */
export const STORE_MESSAGES = {
  finderTitle: '매장 찾기',
  takeoutTitle: '포장할 매장을 선택해주세요',
  nearbyHeading: '가까운 매장',
  searchHeading: (name: string) => `'${name}' 검색 결과`,
  searchResult: (name: string, total: number) => `'${name}' 검색 결과 ${total}개`,
  searchLabel: '매장명으로 검색',
  searchPlaceholder: '매장명을 입력해주세요 (예: 문정)',
  locating: '현재 위치를 확인하는 중이에요…',
  positionSource: {
    located: '현재 위치 기준으로 가까운 순서예요.',
    remembered: '최근에 선택한 위치 기준으로 가까운 순서예요.',
    default: '기본 위치 기준이에요. 현재 위치로 찾으려면 위치 권한을 허용해주세요.',
  } satisfies Record<FinderPositionSource, string>,
  myPosition: '내 위치',
  nearbyEmpty: '주변에 매장이 없어요. 매장명으로 검색해보세요.',
  searchEmpty: '검색 결과가 없어요. 매장명을 다시 확인해주세요.',
  loadFailed: '매장 정보를 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
  unavailableGroup: '일부 메뉴를 주문할 수 없는 매장',
  certified: '위생등급 인증',
  choose: '선택',
  showOnMap: '지도에서 보기',
  schematicNotice: '지도를 불러올 수 없어 간략 지도로 보여드려요.',
  mapLabel: '매장 위치 지도',
} as const;
