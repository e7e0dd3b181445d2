/**
 * Spec §1 footer company registration info and customer-service phone. The spec omits the details, so every value
 * here is an invented placeholder (zeros, "예시"): replace them with the franchise's before launch.
 */
export const COMPANY_INFO = {
  name: '(주)치킨스토어 (예시 법인)',
  ceo: '홍길동',
  registrationNumber: '000-00-00000',
  mailOrderNumber: '제0000-서울송파-0000호',
  address: '서울특별시 송파구 문정로 00 (예시 주소)',
  customerServicePhone: '080-000-0000',
  customerServiceHours: '평일 09:00 ~ 18:00 (주말·공휴일 휴무)',
} as const;
