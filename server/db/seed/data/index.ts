import type { SeedData } from '../types';
import { addresses } from './addresses';
import { eventBanners, popupBanners } from './banners';
import { branches } from './branches';
import { categories } from './categories';
import { contentPages } from './content-pages';
import { membershipCouponTemplates } from './coupon-templates';
import { events } from './events';
import { faqs } from './faqs';
import { grades } from './grades';
import { menus } from './menus';
import { notices } from './notices';
import { storyVideos } from './story-videos';
import { walletCouponStock } from './wallet-coupons';

/** The demo franchise the seed loader writes into the database; ids are fixed so links and tests are stable. */
export const seedData: SeedData = {
  categories,
  menus,
  branches,
  addresses,
  notices,
  faqs,
  events,
  eventBanners,
  popupBanners,
  grades,
  membershipCouponTemplates,
  walletCoupons: walletCouponStock,
  contentPages,
  storyVideos,
};
