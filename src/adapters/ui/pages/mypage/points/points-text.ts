import type { PointEntryKind } from '../../../../../domain/points/types';

/** Ours (spec §2 names the page, not its texts); the expiry policy text comes from src/domain/points/expiry.ts. */
export const POINTS_TEXT = {
  balance: '보유 포인트',
  expiring: '소멸 예정 포인트',
  expiringHint: '30일 이내에 소멸될 포인트예요.',
  policyTitle: '포인트 유효기간 안내',
  policyUnit: '포인트는 100P 단위로 사용할 수 있어요.',
  history: '포인트 내역',
  empty: '포인트 내역이 없어요.',
  emptyDescription: '주문을 완료하면 회원 등급의 적립률만큼 포인트가 쌓여요.',
  loadFailedTitle: '포인트 정보를 불러오지 못했어요.',
  loadFailedDescription: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  membersOnlyTitle: '회원 전용 서비스예요.',
  membersOnlyDescription: '포인트는 회원만 적립하고 사용할 수 있어요. 로그인 후 이용해주세요.',
  login: '로그인',
  pagination: '포인트 내역 페이지',
  usableUntil: (day: string) => `${day}까지 사용 가능`,
  orderLink: (orderNo: string) => `주문 ${orderNo}`,
  orderLinkLabel: (orderNo: string) => `주문번호 ${orderNo} 주문 내역 보기`,
} as const;

/** Why points moved, as the history row names it (the 적립/사용/취소 환불/소멸). */
export const POINT_REASON_TEXT: Readonly<Record<PointEntryKind, string>> = {
  earned: '적립',
  spent: '사용',
  refunded: '취소 환불',
  expired: '소멸',
};
