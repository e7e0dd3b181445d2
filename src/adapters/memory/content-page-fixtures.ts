import type { ContentPage } from '../../domain/content/content-page';

const REVISED_AT = '2026-11-01T09:00:00+09:00';

/** Short versions of the server's content pages (server/db/seed/data/content-pages.ts), one per slug. */
export const contentPageFixtures: readonly ContentPage[] = [
  {
    slug: 'guide',
    title: '이용 안내',
    updatedAt: REVISED_AT,
    sections: [
      { heading: '주문 방법', paragraphs: ['배달 또는 포장을 고른 뒤 메뉴를 담고 장바구니에서 주문하기를 누르세요.'] },
      { heading: '쿠폰 사용', paragraphs: ['주문서의 쿠폰 선택에서 사용할 쿠폰을 고르세요.'] },
      { heading: '포인트 적립과 사용', paragraphs: ['보유 포인트가 100P 이상이면 100P 단위로 사용할 수 있습니다.'] },
    ],
  },
  {
    slug: 'bulk-purchase',
    title: '대량 구매 안내',
    updatedAt: REVISED_AT,
    sections: [
      { heading: '주문 수량', paragraphs: ['단체 주문은 메뉴 20개부터 1,000개까지 접수합니다.'] },
      { heading: '준비 기간', paragraphs: ['희망 날짜는 오늘로부터 2일 뒤부터 60일 이내에서 선택할 수 있습니다.'] },
    ],
  },
  {
    slug: 'terms',
    title: '이용약관',
    updatedAt: REVISED_AT,
    sections: [{ heading: '안내', paragraphs: ['본 약관은 데모용 예시 문안입니다.'] }],
  },
  {
    slug: 'privacy',
    title: '개인정보처리방침',
    updatedAt: REVISED_AT,
    sections: [{ heading: '안내', paragraphs: ['본 방침은 데모용 예시 문안입니다.'] }],
  },
  {
    slug: 'location-terms',
    title: '위치기반서비스 이용약관',
    updatedAt: REVISED_AT,
    sections: [{ heading: '안내', paragraphs: ['본 약관은 데모용 예시 문안입니다.'] }],
  },
];
