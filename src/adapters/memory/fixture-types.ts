import type { EventBanner, FaqEntry, PostDetail, StoryVideo } from '../../application/ports/content-feed';
import type { MembershipGrade } from '../../application/ports/member-account';
import type { PaymentMethodOption } from '../../application/ports/order-gateway';
import type { HappyPointInfo, PointHistoryEntry } from '../../application/ports/point-ledger';
import type { Address } from '../../domain/address/types';
import type { ContentPage } from '../../domain/content/content-page';
import type { PopupBanner } from '../../domain/content/types';
import type { BenefitType, MembershipCoupon } from '../../domain/coupon/types';
import type { Category, MenuDetail, OptionGroup } from '../../domain/menu/types';
import type { Store } from '../../domain/store/types';

/** An event as the franchise stores it: instants ISO-8601; listed once started, 진행중 or 종료 by Seoul date. */
export interface FixtureEvent {
  readonly id: number;
  readonly title: string;
  readonly body: string;
  readonly imageUrl: string;
  readonly startsAt: string;
  readonly endsAt: string;
}

/** The shape of the memory backend's seed: the franchise data and the accounts it starts with. */
export interface FixtureMenu extends MenuDetail {
  readonly options: readonly OptionGroup[];
  readonly recommended: boolean;
  readonly isNew: boolean;
  /** Cart lines of this menu are isOnlyOrderWithEcoupon. */
  readonly onlyWithEcoupon: boolean;
  /** Needs adult verification to order (spec §4). */
  readonly adultOnly?: boolean;
}

export interface FixtureBranch extends Store {
  readonly deliveryFee: number;
  readonly minimumOrderAmount: number;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly deliveryRadiusMetres: number;
  readonly soldOutMenuIds: readonly number[];
  readonly hiddenMenuIds: readonly number[];
}

export interface FixtureAccount {
  readonly ownerId: string;
  readonly type: 'member' | 'guest';
  /** Members sign in with username and password; guests with a confirmed phone code. */
  readonly username: string | null;
  readonly password: string | null;
  readonly name: string;
  readonly phoneNumber: string;
  readonly gradeId: number | null;
  readonly points: number;
  readonly pointHistory: readonly PointHistoryEntry[];
  readonly happyPoint: HappyPointInfo;
  readonly addresses: readonly Address[];
  readonly membershipCoupons: readonly MembershipCoupon[];
}

export interface RegistrableCoupons {
  readonly ecoupon: readonly { couponNo: string; couponName: string; menuId: number; endDate: string }[];
  readonly 'price-coupon': readonly { couponNo: string; couponName: string; balance: number; endDate: string }[];
  readonly voucher: readonly { couponNo: string; price: number; endDate: string }[];
}

export interface MembershipCouponTemplate {
  readonly id: number;
  readonly couponName: string;
  readonly benefitType: BenefitType;
  readonly discountAmount: number;
  readonly discountRate: number;
  readonly maxDiscountAmount: number;
  readonly validDays: number;
}

export interface GeocodedAddress {
  readonly roadAddress: string;
  readonly jibunAddress: string;
  readonly latitude: number;
  readonly longitude: number;
}

export interface FranchiseFixtures {
  readonly categories: readonly Category[];
  readonly menus: readonly FixtureMenu[];
  readonly branches: readonly FixtureBranch[];
  readonly grades: readonly MembershipGrade[];
  readonly accounts: readonly FixtureAccount[];
  readonly arsTokens: readonly string[];
  readonly registrableCoupons: RegistrableCoupons;
  readonly membershipCouponTemplates: readonly MembershipCouponTemplate[];
  readonly geocoder: readonly GeocodedAddress[];
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly popupBanners: readonly PopupBanner[];
  readonly eventBanners: readonly EventBanner[];
  readonly events: readonly FixtureEvent[];
  readonly storyVideos: readonly StoryVideo[];
  readonly notices: readonly PostDetail[];
  readonly faqs: readonly FaqEntry[];
  /** 이용 안내, 대량 구매 안내 and the legal pages, by slug (short versions of the server's seed). */
  readonly contentPages: readonly ContentPage[];
  /** The code every memory SMS carries (a real server draws it at random). */
  readonly verificationCode: string;
  readonly refreshTokenLifetimeMs: number;
}
