import type { SeedEvent } from '../types';

/** 2026 events; each runs from the start of its first day to the end of its last day, Seoul time. */
export const events: readonly SeedEvent[] = [
  {
    id: 1,
    title: '첫 주문 3,000원 할인',
    body: '회원 가입 후 첫 온라인 주문에 사용할 수 있는 3,000원 할인 쿠폰을 드립니다.\n쿠폰은 가입 즉시 쿠폰북에 발급되며, 18,000원 이상 주문 시 사용할 수 있습니다.',
    imageUrl: '/images/events/1.svg',
    startsAt: '2026-01-01T00:00:00+09:00',
    endsAt: '2026-12-31T23:59:59+09:00',
  },
  {
    id: 2,
    title: '꿀버터 치킨 출시 기념 할인',
    body: '신메뉴 꿀버터 치킨 출시를 기념해 이벤트 기간 동안 온라인 주문 시 2,000원을 할인해 드립니다.\n다른 할인 쿠폰과 중복으로 사용할 수 없습니다.',
    imageUrl: '/images/events/2.svg',
    startsAt: '2026-03-02T00:00:00+09:00',
    endsAt: '2026-03-31T23:59:59+09:00',
  },
  {
    id: 3,
    title: '포토 리뷰 작성하고 500P 받기',
    body: '배달 또는 포장 주문 후 사진과 함께 리뷰를 남겨 주시면 500P를 적립해 드립니다.\n주문 한 건당 한 번 적립되며, 리뷰 작성 후 3일 이내에 지급됩니다.',
    imageUrl: '/images/events/3.svg',
    startsAt: '2026-04-01T00:00:00+09:00',
    endsAt: '2026-06-30T23:59:59+09:00',
  },
  {
    id: 4,
    title: '가정의 달 패밀리 세트 특가',
    body: '5월 한 달 동안 패밀리 반반 세트 E-쿠폰을 구매하시면 콜라 1.25L를 하나 더 드립니다.\n가족과 함께 푸짐한 치킨 파티를 즐겨 보세요.',
    imageUrl: '/images/events/4.svg',
    startsAt: '2026-05-01T00:00:00+09:00',
    endsAt: '2026-05-31T23:59:59+09:00',
  },
  {
    id: 5,
    title: '여름밤 치맥 세트 할인',
    body: '무더운 여름밤, 치맥 세트를 3,000원 할인된 가격으로 즐겨 보세요.\n주류가 포함된 메뉴는 만 19세 이상 성인 인증 후 주문할 수 있습니다.',
    imageUrl: '/images/events/5.svg',
    startsAt: '2026-06-15T00:00:00+09:00',
    endsAt: '2026-08-31T23:59:59+09:00',
  },
  {
    id: 6,
    title: '멤버십 골드 등급 더블 적립',
    body: '이벤트 기간 동안 골드와 VIP 등급 회원은 포인트를 두 배로 적립해 드립니다.\n적립된 포인트는 다음 주문부터 100P 단위로 사용할 수 있습니다.',
    imageUrl: '/images/events/6.svg',
    startsAt: '2026-09-01T00:00:00+09:00',
    endsAt: '2026-10-31T23:59:59+09:00',
  },
];
