import type { SeedBanner } from '../types';

/**
 * Home carousel banners (1200×400 artwork) and the two popup banners (480×600 artwork). webUrl is an in-app
 * path; titles are short because the generated artwork carries them as its headline.
 */
export const eventBanners: readonly SeedBanner[] = [
  { id: 1, imageUrl: '/images/banners/event-1.svg', webUrl: '/categories/2', title: '꿀버터 치킨 출시' },
  { id: 2, imageUrl: '/images/banners/event-2.svg', webUrl: '/events', title: '첫 주문 3,000원 할인' },
  { id: 3, imageUrl: '/images/banners/event-3.svg', webUrl: '/categories/7', title: '여름밤 치맥 세트' },
  { id: 4, imageUrl: '/images/banners/event-4.svg', webUrl: '/mypage/membership', title: '등급별 최대 5% 적립' },
];

export const popupBanners: readonly SeedBanner[] = [
  { id: 1, imageUrl: '/images/banners/popup-1.svg', webUrl: '/products/10', title: '신메뉴 꿀버터 치킨' },
  { id: 2, imageUrl: '/images/banners/popup-2.svg', webUrl: '/events', title: '포토 리뷰 500P' },
];
