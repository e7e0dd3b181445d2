import type { BenefitType } from '../../../src/domain/coupon/types';
import type { Nutrient, Origin } from '../../../src/domain/menu/types';
import type { AvailableType } from '../../../src/domain/store/types';
import type { SeedWalletCoupon } from './data/wallet-coupons';

/**
 * The demo franchise, as plain data (ids fixed so links and tests are stable). The seed loader writes it into
 * the database idempotently. Prices are integer won; coordinates WGS-84 degrees; times of day 'HH:mm' Seoul.
 */
export interface SeedCategory {
  readonly id: number;
  readonly categoryName: string;
  readonly categoryImageUrl: string;
  readonly priority: number;
}

export interface SeedOptionItem {
  readonly id: number;
  readonly itemTitle: string;
  readonly addPrice: number;
}

export interface SeedOptionGroup {
  readonly id: number;
  readonly subOptionTitle: string;
  readonly minSelect: number;
  readonly maxSelect: number;
  readonly items: readonly SeedOptionItem[];
}

export interface SeedMenu {
  readonly id: number;
  readonly categoryId: number;
  readonly menuName: string;
  readonly menuPrice: number;
  readonly description: string;
  readonly menuImageUrl: string;
  readonly adultOnly: boolean;
  readonly origin: readonly Origin[];
  readonly nutrient: Nutrient;
  readonly allergy: string;
  readonly optionGroups: readonly SeedOptionGroup[];
  /** Appears in the recommend lists (types recommended and new). */
  readonly recommended: boolean;
  readonly isNew: boolean;
  /** Only orderable with an e-coupon (cart lines isOnlyOrderWithEcoupon). */
  readonly onlyWithEcoupon: boolean;
}

export interface SeedBranch {
  readonly branchId: number;
  readonly familyName: string;
  readonly address: string;
  readonly tel: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly familyImageUrl: string;
  readonly availableType: AvailableType;
  readonly certifiedList: readonly string[];
  readonly opensAt: string;
  readonly closesAt: string;
  readonly deliveryRadiusMetres: number;
  readonly deliveryFee: number;
  readonly minimumOrderAmount: number;
  /** Menus sold out or hidden at this branch. */
  readonly soldOutMenuIds: readonly number[];
  readonly hiddenMenuIds: readonly number[];
}

/** A small road/jibun address dataset for search and geocoding (no external postcode service offline). */
export interface SeedAddress {
  readonly roadAddress: string;
  readonly jibunAddress: string;
  readonly zipCode: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface SeedPost {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly publisher: string;
  /** ISO-8601 instant. */
  readonly publishedAt: string;
  readonly fixed: boolean;
}

export interface SeedFaq {
  readonly id: number;
  readonly category: string;
  readonly question: string;
  readonly answer: string;
}

export interface SeedEvent {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly imageUrl: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

/** Spec §3 Video entry with our poster (code: the YouTube video id). */
export interface SeedStoryVideo {
  readonly id: number;
  readonly code: string;
  readonly title: string;
  readonly posterUrl: string;
}

export interface SeedBanner {
  readonly id: number;
  readonly imageUrl: string;
  readonly webUrl: string;
  readonly title: string;
}

export interface SeedGrade {
  readonly id: number;
  readonly name: string;
  readonly iconUrl: string;
  /** Points earned per completed order, whole percent of the paid amount. */
  readonly pointRatePercent: number;
  readonly description: string;
  /** Completed orders in the last six months that qualify (0 when absent: every member). */
  readonly minOrderCount?: number;
  /** The coupon given every month in the grade (none when absent). */
  readonly monthlyCoupon?: string;
}

export interface SeedMembershipCouponTemplate {
  readonly id: number;
  readonly couponName: string;
  readonly benefitType: BenefitType;
  readonly discountAmount: number;
  readonly discountRate: number;
  readonly maxDiscountAmount: number;
  readonly minOrderAmount: number;
  readonly benefitMenuId: number | null;
  readonly validDays: number;
}

/** A content page by slug (이용 안내, 대량 구매 안내, 약관); updatedAt is an ISO-8601 instant (the text's revision). */
export interface SeedContentPage {
  readonly slug: string;
  readonly title: string;
  readonly updatedAt: string;
  readonly sections: readonly { readonly heading: string; readonly paragraphs: readonly string[] }[];
}

export interface SeedData {
  readonly categories: readonly SeedCategory[];
  readonly menus: readonly SeedMenu[];
  readonly branches: readonly SeedBranch[];
  readonly addresses: readonly SeedAddress[];
  readonly notices: readonly SeedPost[];
  readonly faqs: readonly SeedFaq[];
  readonly events: readonly SeedEvent[];
  readonly eventBanners: readonly SeedBanner[];
  readonly popupBanners: readonly SeedBanner[];
  readonly grades: readonly SeedGrade[];
  readonly membershipCouponTemplates: readonly SeedMembershipCouponTemplate[];
  /** Printed coupon numbers to register (issue 6); absent in the small test fixtures. */
  readonly walletCoupons?: readonly SeedWalletCoupon[];
  /** 이용 안내, 대량 구매 안내 and the legal pages (issue 11); absent in the small test fixtures. */
  readonly contentPages?: readonly SeedContentPage[];
  /** The 비비큐 스토리 gallery (issue 12); absent in the small test fixtures. */
  readonly storyVideos?: readonly SeedStoryVideo[];
}
