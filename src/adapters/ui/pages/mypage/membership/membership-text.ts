import { GRADE_WINDOW_MONTHS } from '../../../../../domain/membership/progress';

/** Ours (spec §2 names the page, not its texts). */
export const MEMBERSHIP_TEXT = {
  lead: `등급은 최근 ${GRADE_WINDOW_MONTHS}개월 동안 완료된 주문 횟수로 매월 정해져요.`,
  myGrade: '나의 등급',
  noGrade: '아직 등급이 없어요.',
  grades: '등급별 혜택',
  current: '현재 등급',
  progressLabel: (next: string) => `${next} 등급까지 진행률`,
  ordersLeft: (next: string, left: number) => `${next} 등급까지 주문 ${left}회 남았어요.`,
  reached: (next: string) => `${next} 등급 조건을 채웠어요. 다음 달 등급 산정 때 올라가요.`,
  top: '최고 등급이에요. 지금의 혜택을 계속 누리세요!',
  counted: (count: number, max: number) => `최근 ${GRADE_WINDOW_MONTHS}개월 완료 주문 ${count}회 / ${max}회`,
  condition: (min: number) =>
    min === 0 ? '회원 가입 시 바로 적용' : `최근 ${GRADE_WINDOW_MONTHS}개월 주문 ${min}회 이상`,
  pointRate: (rate: number) => `결제 금액의 ${rate}% 포인트 적립`,
  coupon: (name: string) => `매월 ${name} 지급`,
  conditionLabel: '조건',
  benefitsLabel: '혜택',
  loadFailedTitle: '멤버십 정보를 불러오지 못했어요.',
  loadFailedDescription: '잠시 후 다시 시도해주세요.',
  retry: '다시 시도',
  empty: '안내할 멤버십 등급이 없어요.',
  membersOnlyTitle: '회원 전용 서비스예요.',
  membersOnlyDescription: '멤버십 등급과 혜택은 회원만 확인할 수 있어요. 로그인 후 이용해주세요.',
  login: '로그인',
} as const;
