import type { BulkPurchaseStatus } from '../../../../../domain/validation/bulk-order';

/** The bulk-purchase page's own words (the terms above the form come from the content store). */
export const BULK_PURCHASE_TEXT = {
  formTitle: '단체 주문 문의하기',
  submit: '문의 접수',
  listTitle: '나의 단체 주문 문의',
  listEmpty: '아직 접수한 단체 주문 문의가 없어요.',
  listFailed: '문의 내역을 불러오지 못했어요.',
  submitFailed: '문의를 접수하지 못했어요. 잠시 후 다시 시도해주세요.',
  sessionFailed: '문의를 접수하려면 잠시 후 다시 시도해주세요.',
  branchLabel: '매장 (선택)',
  branchSearchLabel: '매장 이름',
  branchSearch: '검색',
  branchNone: '검색 결과가 없어요.',
  branchFailed: '매장을 검색하지 못했어요.',
  branchChange: '선택 취소',
  branchHint: '매장을 고르지 않으면 담당자가 가까운 매장을 배정해요.',
  retry: '다시 시도',
} as const;

export const BULK_PURCHASE_STATUS_LABELS: Readonly<Record<BulkPurchaseStatus, string>> = {
  RECEIVED: '접수 완료',
  IN_REVIEW: '검토 중',
  CONFIRMED: '주문 확정',
  DECLINED: '진행 불가',
};

/** 'YYYY-MM-DD' → 'YYYY.MM.DD' (spec §9 date display). */
export function dottedDate(date: string): string {
  return date.replaceAll('-', '.');
}
