/** The customer center's Korean copy (tab labels, headings, empty and failure lines); ours unless noted. */
export const CENTER_TEXT = {
  title: '고객센터',
  tabsLabel: '고객센터 메뉴',
  faq: '자주 묻는 질문',
  notices: '공지사항',
  inquiry: '1:1 문의',
  voice: '고객의 소리',
  phoneOrder: '전화주문',
  customerCenter: '고객센터',
  faqSearchLabel: '자주 묻는 질문 검색',
  faqSearchPlaceholder: '궁금한 내용을 입력해 주세요',
  faqCategoriesLabel: '질문 분류',
  faqEmpty: '검색 결과가 없습니다.',
  faqEmptyHint: '다른 단어로 검색하거나 1:1 문의를 남겨 주세요.',
  noticesEmpty: '등록된 공지사항이 없습니다.',
  noticePinned: '고정 공지',
  noticeNotFound: '공지사항을 찾을 수 없습니다.',
  noticeNotFoundHint: '삭제되었거나 아직 게시되지 않은 글입니다.',
  previous: '이전 글',
  next: '다음 글',
  noPrevious: '이전 글이 없습니다.',
  noNext: '다음 글이 없습니다.',
  backToList: '목록',
  loadFailed: '정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  inquiryTitle: '1:1 문의',
  inquiryLead: '주문, 매장, 쿠폰 등 궁금한 점이나 불편한 점을 남겨 주시면 확인 후 답변드립니다.',
  inquiryAction: '1:1 문의하기',
  inquiryMine: '나의 문의 내역은 마이 페이지의 나의 문의에서 확인할 수 있습니다.',
} as const;

/** 건 count of FAQ search results, read by screen readers as the list changes. */
export function faqResultLine(count: number): string {
  return `${count}건의 질문이 있습니다.`;
}
