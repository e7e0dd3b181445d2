import type { PostDetail } from '../../application/ports/content-feed';
import type { OptionGroup } from '../../domain/menu/types';
import { eventFixtures, storyVideoFixtures } from './content-fixtures';
import { contentPageFixtures } from './content-page-fixtures';
import type { FixtureBranch, FixtureMenu, FranchiseFixtures } from './fixture-types';

export type * from './fixture-types';

/**
 * A small, fixed franchise for the in-memory backend: 3 categories, 9 menus (one with a required option group),
 * 4 branches around the default map centre, a member and a guest. Ids are fixed so tests can name them; prices
 * integer won; instants ISO-8601; the memory clock starts at MEMORY_START_MS.
 */
export const MEMORY_START_MS = Date.UTC(2026, 10, 20, 3, 0, 0); // 2026-11-20 12:00 Asia/Seoul

const NUTRIENT = { calorie: 250, sugars: 1, protein: 18, saturatedFat: 4, natrium: 480 } as const;
const CHICKEN_ORIGIN = [{ name: '닭고기', region: '국내산' }] as const;
const ALLERGY = '밀, 대두, 닭고기 함유';

function menu(
  fields: Pick<FixtureMenu, 'id' | 'categoryId' | 'menuName' | 'menuPrice' | 'description'> & Partial<FixtureMenu>,
): FixtureMenu {
  return {
    menuImageUrl: `/images/menus/${fields.id}.png`,
    origin: CHICKEN_ORIGIN,
    nutrient: NUTRIENT,
    allergy: ALLERGY,
    options: [],
    recommended: false,
    isNew: false,
    onlyWithEcoupon: false,
    adultOnly: false,
    ...fields,
  };
}

const PART_CHOICE = (id: number): OptionGroup => ({
  id,
  subOptionTitle: '부위 선택',
  minSelect: 1,
  maxSelect: 1,
  subOptionItemDetailResponseList: [
    { id: id * 10 + 1, itemTitle: '한마리', addPrice: 0 },
    { id: id * 10 + 2, itemTitle: '순살', addPrice: 2000 },
  ],
});

const DRINK: OptionGroup = {
  id: 1002,
  subOptionTitle: '음료 추가',
  maxSelect: 2,
  subOptionItemDetailResponseList: [
    { id: 10021, itemTitle: '콜라 1.25L', addPrice: 2500 },
    { id: 10022, itemTitle: '사이다 1.25L', addPrice: 2500 },
  ],
};

function branch(
  fields: Pick<FixtureBranch, 'branchId' | 'familyName' | 'latitude' | 'longitude'> & Partial<FixtureBranch>,
) {
  return {
    familyImageUrl: `/images/stores/${fields.branchId}.png`,
    address: `서울특별시 송파구 ${fields.familyName}`,
    tel: `02-400-000${fields.branchId}`,
    availableType: 'AVAILABLE',
    certifiedList: [],
    unavailableProductName: null,
    deliveryFee: 3000,
    minimumOrderAmount: 16000,
    opensAt: '11:00',
    closesAt: '23:00',
    deliveryRadiusMetres: 3000,
    soldOutMenuIds: [],
    hiddenMenuIds: [],
    ...fields,
  } satisfies FixtureBranch;
}

const post = (id: number, title: string, publishedAt: string, fixed = false): PostDetail => ({
  id,
  title,
  href: `/faq/notices/${id}`,
  publisher: '관리자',
  publishedAt,
  fixed,
  new: false,
  body: `${title} 안내입니다.`,
});

export const franchiseFixtures: FranchiseFixtures = {
  categories: [
    { id: 2, categoryName: '양념치킨', categoryImageUrl: '/images/categories/2.png', priority: 2 },
    { id: 1, categoryName: '후라이드', categoryImageUrl: '/images/categories/1.png', priority: 1 },
    { id: 3, categoryName: '사이드', categoryImageUrl: '/images/categories/3.png', priority: 3 },
  ],
  menus: [
    menu({
      id: 101,
      categoryId: 1,
      menuName: '황금올리브치킨',
      menuPrice: 20000,
      description: '올리브유로 튀긴 대표 메뉴',
      options: [PART_CHOICE(1001), DRINK],
      recommended: true,
    }),
    menu({
      id: 102,
      categoryId: 1,
      menuName: '크리스피치킨',
      menuPrice: 19000,
      description: '바삭한 크리스피 치킨',
      options: [PART_CHOICE(1003)],
    }),
    menu({
      id: 103,
      categoryId: 1,
      menuName: '반반치킨',
      menuPrice: 21000,
      description: '후라이드 반 양념 반',
      options: [DRINK],
      isNew: true,
    }),
    menu({
      id: 201,
      categoryId: 2,
      menuName: '양념치킨',
      menuPrice: 21000,
      description: '달콤한 양념',
      recommended: true,
    }),
    menu({ id: 202, categoryId: 2, menuName: '간장치킨', menuPrice: 21000, description: '짭조름한 간장', isNew: true }),
    menu({
      id: 203,
      categoryId: 2,
      menuName: '쿠폰전용 순살양념',
      menuPrice: 23000,
      description: 'E-쿠폰 교환 전용',
      onlyWithEcoupon: true,
    }),
    menu({ id: 301, categoryId: 3, menuName: '치즈볼', menuPrice: 5000, description: '쫀득한 치즈볼', origin: [] }),
    menu({ id: 302, categoryId: 3, menuName: '감자튀김', menuPrice: 4000, description: '바삭한 감자튀김', origin: [] }),
    menu({
      id: 303,
      categoryId: 3,
      menuName: '생맥주 500cc',
      menuPrice: 4500,
      description: '시원한 생맥주',
      origin: [],
      adultOnly: true,
    }),
  ],
  branches: [
    branch({
      branchId: 1,
      familyName: '문정법조타운점',
      latitude: 37.4858,
      longitude: 127.1222,
      certifiedList: ['FOOD_GRADE'],
    }),
    branch({
      branchId: 2,
      familyName: '가락시장점',
      latitude: 37.4926,
      longitude: 127.1182,
      availableType: 'SOLD_OUT',
      unavailableProductName: '크리스피치킨',
      soldOutMenuIds: [102],
      hiddenMenuIds: [303],
    }),
    branch({
      branchId: 3,
      familyName: '잠실새내점',
      latitude: 37.5116,
      longitude: 127.0863,
      availableType: 'FAMILY_CLOSED',
      deliveryRadiusMetres: 2000,
    }),
    branch({
      branchId: 4,
      familyName: '강남역점',
      latitude: 37.4979,
      longitude: 127.0276,
      address: '서울특별시 강남구 강남대로 396',
      deliveryFee: 4000,
      minimumOrderAmount: 18000,
      deliveryRadiusMetres: 2500,
    }),
  ],
  grades: [
    {
      id: 1,
      name: '웰컴',
      iconUrl: '/images/grades/1.png',
      description: '가입 즉시',
      pointRatePercent: 1,
      minOrderCount: 0,
      monthlyCoupon: '',
    },
    {
      id: 2,
      name: '골드',
      iconUrl: '/images/grades/2.png',
      description: '최근 6개월 5회 주문',
      pointRatePercent: 3,
      minOrderCount: 5,
      monthlyCoupon: '치즈볼 교환 쿠폰',
    },
    {
      id: 3,
      name: 'VIP',
      iconUrl: '/images/grades/3.png',
      description: '최근 6개월 10회 주문',
      pointRatePercent: 5,
      minOrderCount: 10,
      monthlyCoupon: '5,000원 할인 쿠폰',
    },
  ],
  accounts: [
    {
      ownerId: 'member-1',
      type: 'member',
      username: 'chicken',
      password: 'golden!olive1',
      name: '김치킨',
      phoneNumber: '01012345678',
      gradeId: 2,
      points: 12_300,
      pointHistory: [
        {
          id: 1,
          kind: 'earned',
          description: '주문 적립',
          amount: 12_800,
          occurredAt: '2026-10-02T19:10:00+09:00',
          expiresAt: '2028-10-31T15:00:00.000Z',
          orderId: null,
          orderNo: null,
        },
        {
          id: 2,
          kind: 'spent',
          description: '주문 사용',
          amount: -500,
          occurredAt: '2026-10-20T18:30:00+09:00',
          expiresAt: null,
          orderId: null,
          orderNo: null,
        },
      ],
      happyPoint: { status: 'SUCCESS', balance: 3000 },
      addresses: [
        {
          id: 1,
          deliveryName: '집',
          fullAddress: '서울특별시 송파구 문정로 11',
          detailAddress: '101동 1001호',
          latitude: 37.4862,
          longitude: 127.1215,
          isDefault: true,
        },
      ],
      membershipCoupons: [
        {
          couponNo: 'M-3000',
          couponName: '3,000원 할인',
          benefitType: 'FLAT_DISCOUNT',
          discountAmount: 3000,
          discountRate: 0,
          maxDiscountAmount: 3000,
          useEndsAt: '2026-12-31T23:59:59+09:00',
          isUsable: true,
          unUsableReason: null,
        },
        {
          couponNo: 'M-RATE10',
          couponName: '10% 할인',
          benefitType: 'RATE_DISCOUNT',
          discountAmount: 0,
          discountRate: 10,
          maxDiscountAmount: 5000,
          useEndsAt: '2026-12-31T23:59:59+09:00',
          isUsable: false,
          unUsableReason: '2만원 이상 주문 시 사용 가능',
        },
      ],
    },
    {
      ownerId: 'guest-01098765432',
      type: 'guest',
      username: null,
      password: null,
      name: '비회원',
      phoneNumber: '01098765432',
      gradeId: null,
      points: 0,
      pointHistory: [],
      happyPoint: { status: 'NOT_HPC_MEMBER' },
      addresses: [],
      membershipCoupons: [],
    },
  ],
  arsTokens: ['ars-call-1'],
  registrableCoupons: {
    ecoupon: [{ couponNo: 'EC100000001', couponName: '황금올리브치킨 교환권', menuId: 101, endDate: '2027-06-30' }],
    'price-coupon': [
      { couponNo: 'PC200000001', couponName: '1만원 금액권', balance: 10_000, endDate: '2027-06-30' },
      { couponNo: 'PC200000009', couponName: '지난 금액권', balance: 5_000, endDate: '2026-01-31' },
    ],
    voucher: [{ couponNo: 'VC300000001', price: 20_000, endDate: '2027-06-30' }],
  },
  membershipCouponTemplates: [
    {
      id: 1,
      couponName: '배달비 무료',
      benefitType: 'DELIVERY_FEE',
      discountAmount: 0,
      discountRate: 0,
      maxDiscountAmount: 4000,
      validDays: 30,
    },
  ],
  geocoder: [
    {
      roadAddress: '서울특별시 송파구 문정로 11',
      jibunAddress: '서울특별시 송파구 문정동 150',
      latitude: 37.4862,
      longitude: 127.1215,
    },
    {
      roadAddress: '서울특별시 송파구 중대로 24',
      jibunAddress: '서울특별시 송파구 가락동 600',
      latitude: 37.4931,
      longitude: 127.1178,
    },
    {
      roadAddress: '서울특별시 강남구 강남대로 396',
      jibunAddress: '서울특별시 강남구 역삼동 825',
      latitude: 37.4979,
      longitude: 127.0276,
    },
  ],
  paymentMethods: [
    { paymentMethod: 'CARD', paymentMethodName: '신용카드' },
    { paymentMethod: 'MEET_CARD', paymentMethodName: '만나서 카드결제' },
    { paymentMethod: 'MEET_CASH', paymentMethodName: '만나서 현금결제' },
  ],
  popupBanners: [{ id: 1, imageUrl: '/images/banners/popup-1.png', webUrl: '/events' }],
  eventBanners: [{ id: 1, imageUrl: '/images/banners/event-1.png', webUrl: '/events', title: '겨울 이벤트' }],
  events: eventFixtures,
  storyVideos: storyVideoFixtures,
  notices: [
    post(1, '개인정보 처리방침 개정 안내', '2026-09-01T09:00:00+09:00', true),
    post(2, '추석 연휴 영업 안내', '2026-09-20T09:00:00+09:00'),
    post(3, '신메뉴 출시 안내', '2026-11-17T09:00:00+09:00'),
  ],
  faqs: [
    { id: 1, category: '주문', question: '주문 취소는 어떻게 하나요?', answer: '주문 내역에서 취소할 수 있습니다.' },
    { id: 2, category: '쿠폰', question: 'E-쿠폰은 어디서 등록하나요?', answer: '쿠폰북에서 쿠폰번호를 입력해주세요.' },
  ],
  contentPages: contentPageFixtures,
  verificationCode: '4321',
  refreshTokenLifetimeMs: 14 * 24 * 60 * 60 * 1000,
};
