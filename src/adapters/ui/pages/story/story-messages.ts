/** The 비비큐 스토리 screen's Korean texts (the unavailable message from issue 12's brief; the rest ours). */
export const STORY_TEXT = {
  title: '비비큐 스토리',
  lead: '치킨 한 마리에 담긴 이야기를 영상으로 만나보세요.',
  galleryLabel: '스토리 영상 목록',
  play: (title: string) => `${title} 영상 보기`,
  more: '더보기',
  count: (shown: number, total: number) => `${total}개 중 ${shown}개`,
  empty: '등록된 영상이 없습니다.',
  failed: '영상 목록을 불러오지 못했습니다',
  retryLater: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  close: '닫기',
  loadingPlayer: '영상을 불러오는 중입니다.',
  unavailable: '지금은 영상을 불러올 수 없습니다. 잠시 후 다시 시도해주세요.',
} as const;
