import type { EventState } from '../../../../domain/content/event-state';

/** The events screens' Korean texts (tab names and badges from issue 12; the rest ours). */
export const EVENT_TEXT = {
  title: '이벤트',
  lead: '진행 중인 이벤트와 지난 이벤트를 확인해 보세요.',
  tabsLabel: '이벤트 구분',
  tabs: { ongoing: '진행중인 이벤트', ended: '종료된 이벤트' } satisfies Record<EventState, string>,
  badges: { ongoing: '진행중', ended: '종료' } satisfies Record<EventState, string>,
  bannersLabel: '이벤트 배너',
  pagesLabel: '이벤트 목록 페이지',
  periodLabel: '기간',
  empty: { ongoing: '진행 중인 이벤트가 없습니다.', ended: '종료된 이벤트가 없습니다.' } satisfies Record<
    EventState,
    string
  >,
  emptyDescription: '새로운 이벤트로 곧 찾아올게요.',
  failed: '이벤트를 불러오지 못했습니다',
  retryLater: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  backToList: '목록으로',
  notFound: '이벤트를 찾을 수 없습니다',
  notFoundDescription: '주소를 다시 확인하거나 이벤트 목록에서 찾아보세요.',
  endedNotice: '종료된 이벤트입니다. 이벤트 내용은 계속 확인하실 수 있어요.',
} as const;
