/** The address pages' Korean texts (spec §8 widget failure; ours where the spec gives no wording). */
export const ADDRESS_TEXT = {
  /** Spec §8: the postal search (the spec's third-party widget) cannot be reached. */
  postcodeUnavailable: '우편번호 서비스를 현재 이용할 수 없습니다. 잠시 후 다시 시도해주세요.',
  searchRequired: '검색할 주소를 입력해주세요.',
  searchEmpty: '검색 결과가 없어요. 도로명, 건물명 또는 지번으로 다시 검색해주세요.',
  searchHint: '도로명, 건물명 또는 지번으로 검색해주세요. (예: 법원로 114, 문정동 150)',
  locateRefused: '현재 위치를 확인할 수 없어요. 위치 권한을 허용하거나 주소를 검색해주세요.',
  locateNoAddress: '현재 위치의 주소를 찾지 못했어요. 주소를 검색해주세요.',
  saveFailed: '배송지를 저장하지 못했어요. 잠시 후 다시 시도해주세요.',
  sessionRequired: '배송지를 저장하려면 로그인이 필요합니다.',
  notFound: '이미 삭제된 배송지입니다. 목록을 새로 불러왔어요.',
  loadFailed: '배송지를 불러오지 못했어요. 잠시 후 다시 시도해주세요.',
  removeConfirm: (label: string) => `'${label}' 배송지를 삭제할까요?`,
  defaultBadge: '기본 배송지',
} as const;
