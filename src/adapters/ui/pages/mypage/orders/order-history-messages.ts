import { ORDER_CANCELLED_MESSAGE } from '../../../../../application/use-cases/cancel-order';
import type { MealType } from '../../../../../domain/shared/meal-type';
import { QUICK_ORDER_ADDED_MESSAGE } from '../../../../../domain/validation/quick-order';

/** The order-history Korean text (ours: the spec names the page and the quick-order popup, not their texts). */
export const ORDER_HISTORY_TEXT = {
  listLabel: '주문 내역',
  pagination: '주문 내역 페이지',
  orderNumber: '주문번호',
  moreItems: (count: number) => ` 외 ${count}건`,
  showDetail: '상세 보기',
  hideDetail: '상세 접기',
  detailTitle: '주문 상세',
  progress: '주문 진행 상황',
  cancelledAt: (time: string) => `${time}에 주문이 취소되었어요.`,
  items: '주문 메뉴',
  quantity: (quantity: number) => `${quantity}개`,
  amounts: '결제 정보',
  subtotal: '상품 금액',
  deliveryFee: '배달비',
  discount: '할인 금액',
  points: '포인트 사용',
  happyPoints: '해피포인트 사용',
  total: '결제 금액',
  paymentMethod: '결제 수단',
  place: '받는 곳',
  deliveryAddress: '배달 주소',
  deliveryBranch: '배달 매장',
  pickupBranch: '포장 매장',
  requests: '요청 사항',
  orderMessage: '매장 요청',
  deliveryMessage: '배달 요청',
  exclusions: '제외 요청',
  noRequest: '요청 사항이 없어요.',
  cancel: '주문 취소',
  cancelTitle: '주문 취소',
  cancelQuestion: (orderId: string) => `주문(${orderId})을 취소할까요? 사용한 쿠폰과 포인트는 돌려드려요.`,
  cancelConfirm: '주문 취소하기',
  cancelKeep: '닫기',
  cancelled: ORDER_CANCELLED_MESSAGE,
  cancelFailed: '주문을 취소하지 못했습니다. 잠시 후 다시 시도해주세요.',
  notFound: '주문 정보를 찾을 수 없습니다.',
  loadFailedTitle: '주문 내역을 불러오지 못했습니다',
  loadFailedDescription: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  registerQuickOrder: '퀵오더 등록',
  saveQuickOrder: '저장',
  /** Spec §8 success text. */
  quickOrderAdded: QUICK_ORDER_ADDED_MESSAGE,
} as const;

/** Spec §2 order-method cards: 배달 / 포장. */
export const MEAL_TYPE_TEXT: Readonly<Record<MealType, string>> = { DELIVERY: '배달', TAKEOUT: '포장' };
