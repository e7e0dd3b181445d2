import { CATEGORIES_ROUTE, HOME_ROUTE, PRODUCT_ROUTE } from './landing-routes';
import type { PageRoute } from './page-route';

const storesMap = () => import('../pages/stores/stores-map-page');
const addressSearch = () => import('../pages/address/address-search-page');
const addressPermission = () => import('../pages/address/address-permission-page');
const mypageInfo = () => import('../pages/mypage/info/my-info-page');
const mypageAddress = () => import('../pages/mypage/address/mypage-address-page');
const mypageOrders = () => import('../pages/mypage/orders/mypage-orders-page');
const mypageCoupons = () => import('../pages/mypage/coupons/coupon-book-page');
const mypagePoints = () => import('../pages/mypage/points/mypage-points-page');
const mypageMembership = () => import('../pages/mypage/membership/mypage-membership-page');
const mypageGuide = () => import('../pages/mypage/guide/guide-page');
const mypageBulkPurchase = () => import('../pages/mypage/bulk-purchase/bulk-purchase-page');
const mypageInquiry = () => import('../pages/mypage/inquiry/mypage-inquiry-page');
const cart = () => import('../pages/cart/cart-page');
const checkout = () => import('../pages/checkout/checkout-page');
const orderComplete = () => import('../pages/checkout/complete/order-complete-page');
const quickOrder = () => import('../pages/quickorder/quick-order-page');
const login = () => import('../pages/member/login/login-page');
const find = () => import('../pages/member/find/find-page');
const join = () => import('../pages/member/join/join-page');
const joinVerify = () => import('../pages/member/join/join-verify-page');
const ars = () => import('../pages/ars/ars-page');
const signOut = () => import('../pages/landing/sign-out-page');
const reset = () => import('../pages/landing/reset-page');
const events = () => import('../pages/events/events-page');
const eventDetail = () => import('../pages/events/event-detail-page');
const storyVideos = () => import('../pages/story/story-videos-page');
/** Our legal pages (footer, sign-up 보기): one module, the text by path from the content store. */
const legal = () => import('../pages/terms/legal-page');
const customerCenter = () => import('../pages/faq/customer-center-page');
const noticeDetail = () => import('../pages/faq/notice-detail-page');
const voice = () => import('../pages/faq/voice-page');
/** Issue 14: the order a tracking link (SMS) names, without signing in. */
const track = () => import('../pages/track/track-order-page');

/**
 * Every route of spec §2 in the spec's order, then ours (event detail, notice detail, 고객의 소리, legal pages, the
 * tracking link). One lazy import per page, so each stays its own chunk. The landing pages' routes are in
 * landing-routes.ts, in every page's first load; this table is a chunk of its own in the browser (issue 13).
 */
export const PAGE_ROUTES: readonly PageRoute[] = [
  HOME_ROUTE,
  { path: '/member/login', title: '로그인', load: login, uses: ['account'] },
  { path: '/member/find', title: '아이디/비밀번호 찾기', load: find, uses: ['account'] },
  { path: '/member/join', title: '회원가입', load: join, uses: ['account'] },
  { path: '/member/join/verify', title: '회원가입 본인 인증', load: joinVerify, uses: ['account'] },
  { path: '/mypage', title: '내 정보', load: mypageInfo, uses: ['my-info', 'account'] },
  { path: '/mypage/orders', title: '주문 이력', load: mypageOrders, uses: ['orders', 'account'] },
  { path: '/mypage/coupons', title: '쿠폰북', load: mypageCoupons, uses: ['orders'] },
  { path: '/mypage/coupons/:kind', title: '쿠폰북', load: mypageCoupons, uses: ['orders'] },
  { path: '/mypage/points', title: '나의 포인트', load: mypagePoints, uses: ['points'] },
  { path: '/mypage/address', title: '배송지 관리', load: mypageAddress, uses: ['stores'] },
  { path: '/mypage/inquiry', title: '나의 문의', load: mypageInquiry, uses: ['inquiry', 'account', 'stores'] },
  { path: '/mypage/guide', title: '이용 안내', load: mypageGuide, uses: ['content'] },
  { path: '/mypage/membership', title: '멤버십 안내', load: mypageMembership, uses: ['points'] },
  { path: '/mypage/bulk-purchase', title: '대량 구매 안내', load: mypageBulkPurchase, uses: ['content', 'stores'] },
  CATEGORIES_ROUTE,
  PRODUCT_ROUTE,
  { path: '/stores/map', title: '매장 찾기', load: storesMap, uses: ['stores'] },
  { path: '/address/search', title: '주소 검색', load: addressSearch, uses: ['stores'] },
  { path: '/address/permission', title: '배달 주소 설정', load: addressPermission, uses: ['stores'] },
  { path: '/quickorder', title: '퀵오더', load: quickOrder, uses: ['orders'] },
  { path: '/cart', title: '장바구니', load: cart, uses: ['checkout'] },
  { path: '/checkout', title: '주문하기', load: checkout, uses: ['checkout'] },
  { path: '/checkout/complete', title: '주문 완료', load: orderComplete, uses: ['orders'] },
  { path: '/events', title: '이벤트', load: events, uses: ['content'] },
  { path: '/events/:id', title: '이벤트 상세', load: eventDetail, uses: ['content'] },
  { path: '/story/videos', title: '비비큐 스토리', load: storyVideos, uses: ['content'] },
  { path: '/faq', title: '고객센터', load: customerCenter, uses: ['content'] },
  { path: '/faq/notices/:id', title: '공지사항', load: noticeDetail, uses: ['content'] },
  { path: '/faq/voice', title: '고객의 소리', load: voice, uses: ['content'] },
  { path: '/ars', title: '보이는 ARS', load: ars, uses: ['ars'] },
  { path: '/sign/out', title: '보이는 ARS 종료', load: signOut, uses: ['ars'] },
  { path: '/reset', title: '로그아웃', load: reset },
  { path: '/terms', title: '이용약관', load: legal, uses: ['content'] },
  { path: '/privacy', title: '개인정보처리방침', load: legal, uses: ['content'] },
  { path: '/location-terms', title: '위치기반서비스 이용약관', load: legal, uses: ['content'] },
  { path: '/track/:token', title: '주문 조회', load: track, uses: ['orders'] },
];
