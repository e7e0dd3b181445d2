import type { ComponentType } from 'react';

/** A page module: what a route's lazy import resolves to (each page file exports `Component`). */
export interface PageModule {
  readonly Component: ComponentType;
}

/** One route of spec §2: its path, its Korean title (tab title, not-ready heading) and its code-split page. */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly load: () => Promise<PageModule>;
}

/** The honest stand-in for a screen a later step builds (see NOT_READY_MESSAGE). */
const notReady = () => import('../pages/not-ready-page');
const home = () => import('../pages/home/home-page');

/**
 * Every route of spec §2, in the spec's order. A page not built yet loads the not-ready page: replace its `load`
 * with the page's own module when it lands (keep one lazy import per page so each stays its own chunk).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', title: '홈', load: home },
  { path: '/member/login', title: '로그인', load: notReady },
  { path: '/member/find', title: '아이디/비밀번호 찾기', load: notReady },
  { path: '/member/join', title: '회원가입', load: notReady },
  { path: '/member/join/verify', title: '회원가입 본인 인증', load: notReady },
  { path: '/mypage', title: '내 정보', load: notReady },
  { path: '/mypage/orders', title: '주문 이력', load: notReady },
  { path: '/mypage/coupons', title: '쿠폰북', load: notReady },
  { path: '/mypage/coupons/:kind', title: '쿠폰북', load: notReady },
  { path: '/mypage/points', title: '나의 포인트', load: notReady },
  { path: '/mypage/address', title: '배송지 관리', load: notReady },
  { path: '/mypage/inquiry', title: '나의 문의', load: notReady },
  { path: '/mypage/guide', title: '이용 안내', load: notReady },
  { path: '/mypage/membership', title: '멤버십 안내', load: notReady },
  { path: '/mypage/bulk-purchase', title: '대량 구매 안내', load: notReady },
  { path: '/categories/:id', title: '메뉴', load: notReady },
  { path: '/products/:id', title: '메뉴 상세', load: notReady },
  { path: '/stores/map', title: '매장 찾기', load: notReady },
  { path: '/address/search', title: '주소 검색', load: notReady },
  { path: '/address/permission', title: '배달 주소 설정', load: notReady },
  { path: '/quickorder', title: '퀵오더', load: notReady },
  { path: '/cart', title: '장바구니', load: notReady },
  { path: '/checkout', title: '주문하기', load: notReady },
  { path: '/events', title: '이벤트', load: notReady },
  { path: '/story/videos', title: '비비큐 스토리', load: notReady },
  { path: '/faq', title: '고객센터', load: notReady },
  { path: '/ars', title: '보이는 ARS', load: notReady },
  { path: '/sign/out', title: '보이는 ARS 종료', load: notReady },
  { path: '/reset', title: '로그아웃', load: notReady },
];
