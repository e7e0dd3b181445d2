import { SANDBOX_CARDS } from '../../../../contract/payment';
import { formatPoints, formatWon } from '../../../../domain/money/format';
import { mealTypeRequiredMessage } from '../../../../domain/navigation/meal-type';
import type { MealType } from '../../../../domain/shared/meal-type';

/** The sandbox card numbers written in groups of four, as a customer reads a card. */
const grouped = (card: string): string => card.replace(/(\d{4})(?=\d)/g, '$1 ');

/**
 * The checkout screen's Korean text. Section headings, the banner, the coupon-row, Happy Point and summary words
 * are the spec's (§2 Checkout page body, §4); everything else (hints, failures, buttons) is ours.
 */
export const CHECKOUT_TEXT = {
  title: '주문하기',
  banner: { DELIVERY: '배달로 받을게요', TAKEOUT: '포장할게요' } satisfies Record<MealType, string>,
  mealTypeRequired: mealTypeRequiredMessage,
  toMenu: '메뉴 보러 가기',
  toCart: '장바구니로 가기',
  retry: '다시 시도',
  loadFailedTitle: '주문 정보를 불러오지 못했습니다',
  loadFailedDescription: '잠시 후 다시 시도해주세요.',
  rejectedTitle: '주문할 수 없어요',
  signedOutTitle: '로그인 후 주문할 수 있어요',
  signedOutDescription: '회원 또는 비회원으로 로그인하면 주문을 이어갈 수 있어요.',
  login: '로그인',

  address: '배송지 설정',
  departure: '출발',
  arrival: '도착',
  pickup: '픽업 매장',

  request: '주문 요청 사항',
  orderMessage: '가게 요청 사항',
  orderMessagePlaceholder: '예) 덜 맵게 해주세요',
  exclusions: '구성품 요청',
  deliveryMessage: '배달 요청 사항',
  deliveryMessageText: '배달 요청 사항 직접 입력',
  deliveryMessagePlaceholder: '배달 기사님께 전할 말을 적어주세요',

  products: '주문 상품',
  changesTitle: '주문 내용이 바뀌었어요',
  quantity: (quantity: number) => `${quantity}개`,
  benefitLine: '쿠폰 혜택',

  coupons: '할인쿠폰',
  membershipCoupon: '멤버십 쿠폰',
  voucher: '상품권',
  priceCoupon: '금액권',
  chooserTitle: { membership: '멤버십 쿠폰 선택', voucher: '상품권 선택', priceCoupon: '금액권 선택' },
  noMembershipCoupon: '선택 안함',
  chooserDone: '확인',
  until: (date: string) => `${date}까지`,
  balance: (won: number) => `잔액 ${formatWon(won)}`,
  forfeited: (won: number) => `상품권은 거스름돈이 없어 ${formatWon(won)}은(는) 사용되지 않습니다.`,

  points: '포인트',
  pointBalance: (points: number) => `보유 ${formatPoints(points)}`,
  pointInput: '사용할 포인트',
  pointHint: '100P 단위로 사용할 수 있어요.',
  pointDisabled: '100P 이상 모이면 사용할 수 있어요.',
  useAll: '전액 사용',
  happyPoint: '해피포인트',
  happyPointInput: '사용할 해피포인트',
  happyPointBalance: (points: number) => `보유 ${formatPoints(points)}`,

  payment: '결제수단',
  cardNumber: '카드번호',
  cardNumberPlaceholder: '16자리 숫자',
  cardHint:
    `로컬 결제 샌드박스(실제 결제창 대신): ${grouped(SANDBOX_CARDS.approve)} 승인, ` +
    `${grouped(SANDBOX_CARDS.decline)} 거절, ${grouped(SANDBOX_CARDS.timeout)} 응답 지연`,

  summary: '결제 금액',
  subtotal: '주문금액',
  deliveryFee: '배달팁',
  discount: '할인',
  pointsUsed: '포인트',
  happyPointsUsed: '해피포인트',
  total: '최종 결제금액',
  pay: (total: number) => `${formatWon(total)} 결제하기`,
  orderFree: '주문하기',
  pricing: '결제 금액을 확인하고 있어요',

  adultTitle: '성인 인증',
  paymentFailedTitle: '결제 실패',
  networkFailed: '주문 요청을 완료하지 못했습니다. 네트워크 상태를 확인하고 다시 시도해주세요.',
  sessionExpired: '로그인이 필요합니다. 다시 로그인한 뒤 주문해주세요.',
  reinitTitle: '주문 정보 다시 불러오기',
  reinit: '다시 불러오기',
  close: '닫기',
} as const;
