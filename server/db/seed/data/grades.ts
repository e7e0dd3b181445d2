import type { SeedGrade } from '../types';

/** Membership grades, lowest first; reassessed monthly on the last six months of completed orders. */
export const grades: readonly SeedGrade[] = [
  {
    id: 1,
    name: '웰컴',
    minOrderCount: 0,
    iconUrl: '/images/grades/1.svg',
    pointRatePercent: 1,
    description: '회원 가입 시 바로 적용되는 등급으로, 결제 금액의 1%를 포인트로 적립해 드립니다.',
  },
  {
    id: 2,
    name: '실버',
    minOrderCount: 3,
    monthlyCoupon: '배달비 할인 쿠폰',
    iconUrl: '/images/grades/2.svg',
    pointRatePercent: 2,
    description: '최근 6개월간 3회 이상 주문한 회원 등급으로, 2% 적립과 매월 배달비 할인 쿠폰을 드립니다.',
  },
  {
    id: 3,
    name: '골드',
    minOrderCount: 6,
    monthlyCoupon: '치즈볼 교환 쿠폰',
    iconUrl: '/images/grades/3.svg',
    pointRatePercent: 3,
    description: '최근 6개월간 6회 이상 주문한 회원 등급으로, 3% 적립과 매월 치즈볼 교환 쿠폰을 드립니다.',
  },
  {
    id: 4,
    name: 'VIP',
    minOrderCount: 12,
    monthlyCoupon: '5,000원 할인 쿠폰',
    iconUrl: '/images/grades/4.svg',
    pointRatePercent: 5,
    description: '최근 6개월간 12회 이상 주문한 회원 등급으로, 5% 적립과 매월 5,000원 할인 쿠폰을 드립니다.',
  },
];
