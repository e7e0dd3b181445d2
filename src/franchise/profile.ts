import type { FranchiseProfile } from './profile-schema';

/**
 * THE DEMO FRANCHISE PROFILE. A franchise replaces the values below (README "For a franchise: swap the profile");
 * nothing else in the UI or the server names the brand, its phones, colour, company or links.
 *
 * The spec (storefront.md) gives the brand word, the phone-order number 1588-9282, the primary colour, the
 * copyright year and the kinds of external links, and omits the rest: every company detail, the customer-center
 * number and every address on example.com (RFC 2606, reserved for examples) is an invented placeholder marked 예시.
 */
const DEMO_PROFILE: FranchiseProfile = {
  demo: true,
  brand: {
    name: '비비큐',
    siteTitle: '치킨 주문하기',
    description: '치킨 배달·포장 온라인 주문 (데모)',
    logo: { src: '/images/logo.svg', width: 180, height: 48 },
    appIcon: '/images/app-icon.svg',
    copyright: { year: 2019, holder: 'Chicken Storefront (demo)' },
  },
  theme: {
    primary: '#E52143',
    primaryHover: '#C9183A',
    primaryPressed: '#B01431',
    primarySoft: '#FDECEF',
    primarySofter: '#FFF5F7',
  },
  phoneOrder: { number: '1588-9282', hours: '매일 11:00 ~ 23:00 (예시)' },
  customerCenter: { phone: '080-000-0000', hours: '평일 09:00 ~ 18:00 (주말·공휴일 휴무, 예시)' },
  company: {
    name: '(주)치킨스토어 (예시 법인)',
    ceo: '홍길동 (예시)',
    registrationNumber: '000-00-00000',
    mailOrderNumber: '제0000-서울송파-0000호 (예시)',
    address: '서울특별시 송파구 문정로 00 (예시 주소)',
    privacyOfficer: '김예시 (예시)',
  },
  links: {
    terms: '/terms',
    privacy: '/privacy',
    locationTerms: '/location-terms',
    franchiseInquiry: {
      url: 'https://franchise.example.com/',
      campaign: { utm_source: 'storefront', utm_medium: 'web', utm_campaign: 'franchise_inquiry' },
    },
    mall: 'https://mall.example.com/',
    appOpen: 'https://app.example.com/open?from=mobile_web_banner',
    social: [
      { label: '인스타그램', href: 'https://instagram.example.com/chicken-storefront' },
      { label: '유튜브', href: 'https://youtube.example.com/chicken-storefront' },
      { label: '페이스북', href: 'https://facebook.example.com/chicken-storefront' },
    ],
  },
};

/**
 * The profile every module reads. Its schema is checked when the server starts and when the storefront is built
 * (checkedFranchiseProfile): a malformed swap fails there, not in a customer's tab.
 */
export const FRANCHISE_PROFILE: FranchiseProfile = DEMO_PROFILE;
