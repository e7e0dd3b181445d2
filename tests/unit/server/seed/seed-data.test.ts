import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { seedData } from '../../../../server/db/seed/data';
import type { BenefitType } from '../../../../src/domain/coupon/types';
import { DEFAULT_CATEGORY_ID } from '../../../../src/domain/shared/constants';
import { type Coordinates, DEFAULT_MAP_CENTRE } from '../../../../src/domain/shared/geo';
import type { AvailableType } from '../../../../src/domain/store/types';

const PUBLIC_DIR = fileURLToPath(new URL('../../../../public', import.meta.url));
const AVAILABLE_TYPES: readonly AvailableType[] = ['AVAILABLE', 'FAMILY_CLOSED', 'NOT_AVAILABLE', 'HIDDEN', 'SOLD_OUT'];
const BENEFIT_TYPES: readonly BenefitType[] = ['FLAT_DISCOUNT', 'RATE_DISCOUNT', 'PRODUCT', 'DELIVERY_FEE'];
const SEOUL_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/;
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

const { menus, branches, categories } = seedData;
const groups = menus.flatMap((menu) => menu.optionGroups);
const items = groups.flatMap((group) => group.items);
const menuIds = new Set(menus.map((menu) => menu.id));

/** Great-circle distance in metres (mean Earth radius 6,371 km). */
function haversineMetres(from: Coordinates, to: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

const isPositiveWon = (value: number) => Number.isInteger(value) && value > 0;

describe('seed data: identities', () => {
  it('ids are unique within each kind', () => {
    const kinds = {
      categories: categories.map((row) => row.id),
      menus: menus.map((row) => row.id),
      branches: branches.map((row) => row.branchId),
      notices: seedData.notices.map((row) => row.id),
      faqs: seedData.faqs.map((row) => row.id),
      events: seedData.events.map((row) => row.id),
      eventBanners: seedData.eventBanners.map((row) => row.id),
      popupBanners: seedData.popupBanners.map((row) => row.id),
      grades: seedData.grades.map((row) => row.id),
      coupons: seedData.membershipCouponTemplates.map((row) => row.id),
      addresses: seedData.addresses.map((row) => `${row.roadAddress}|${row.jibunAddress}`),
    };
    for (const [kind, ids] of Object.entries(kinds)) expect(duplicates<number | string>(ids), kind).toEqual([]);
  });

  it('option group ids and option item ids are each unique across all menus', () => {
    expect(duplicates(groups.map((group) => group.id))).toEqual([]);
    expect(duplicates(items.map((item) => item.id))).toEqual([]);
  });
});

describe('seed data: catalogue', () => {
  it('the default category (id 1) exists and sorts first', () => {
    const first = [...categories].sort((a, b) => a.priority - b.priority)[0];
    expect(first?.id).toBe(DEFAULT_CATEGORY_ID);
  });

  it('every menu belongs to an existing category and every category has menus', () => {
    const categoryIds = new Set(categories.map((category) => category.id));
    expect(menus.filter((menu) => !categoryIds.has(menu.categoryId))).toEqual([]);
    for (const category of categories) expect(menus.some((menu) => menu.categoryId === category.id)).toBe(true);
  });

  it('has about forty menus', () => {
    expect(menus.length).toBeGreaterThanOrEqual(36);
    expect(menus.length).toBeLessThanOrEqual(44);
  });

  it('prices are positive integer won and option add prices non-negative integers', () => {
    expect(menus.filter((menu) => !isPositiveWon(menu.menuPrice))).toEqual([]);
    expect(items.filter((item) => !Number.isInteger(item.addPrice) || item.addPrice < 0)).toEqual([]);
  });

  it('option groups select between min and max, never more than they offer', () => {
    for (const group of groups) {
      expect(group.minSelect, group.subOptionTitle).toBeGreaterThanOrEqual(0);
      expect(group.minSelect).toBeLessThanOrEqual(group.maxSelect);
      expect(group.maxSelect).toBeLessThanOrEqual(group.items.length);
    }
  });

  it('offers both a required single choice and an optional multi-choice option group', () => {
    expect(groups.some((group) => group.minSelect === 1 && group.maxSelect === 1)).toBe(true);
    expect(groups.some((group) => group.minSelect === 0 && group.maxSelect > 1)).toBe(true);
  });

  it('beers exist and need adult verification, soft drinks do not', () => {
    const drinks = menus.filter((menu) => menu.categoryId === 6);
    const beers = drinks.filter((menu) => /맥주|에일/.test(menu.menuName));
    expect(beers.length).toBeGreaterThan(0);
    expect(beers.every((menu) => menu.adultOnly)).toBe(true);
    expect(drinks.filter((menu) => /콜라|사이다/.test(menu.menuName)).some((menu) => menu.adultOnly)).toBe(false);
  });

  it('fills the recommend lists and marks one or two menus e-coupon only', () => {
    expect(menus.filter((menu) => menu.recommended).length).toBeGreaterThanOrEqual(6);
    expect(menus.filter((menu) => menu.isNew).length).toBeGreaterThanOrEqual(6);
    const ecouponOnly = menus.filter((menu) => menu.onlyWithEcoupon).length;
    expect(ecouponOnly).toBeGreaterThanOrEqual(1);
    expect(ecouponOnly).toBeLessThanOrEqual(2);
  });

  it('nutrition per 100 g is non-negative and every menu states its allergens', () => {
    for (const menu of menus) {
      expect(
        Object.values(menu.nutrient).every((value) => value >= 0),
        menu.menuName,
      ).toBe(true);
      expect(menu.allergy.trim()).not.toBe('');
    }
  });
});

describe('seed data: branches and addresses', () => {
  it('has about thirty branches, all within 7 km of the default map centre', () => {
    expect(branches.length).toBeGreaterThanOrEqual(25);
    expect(branches.length).toBeLessThanOrEqual(35);
    const far = branches.filter(
      (branch) => haversineMetres(DEFAULT_MAP_CENTRE, { lat: branch.latitude, lng: branch.longitude }) > 7000,
    );
    expect(far.map((branch) => branch.familyName)).toEqual([]);
  });

  it('has at least one branch of every availability type', () => {
    for (const type of AVAILABLE_TYPES)
      expect(
        branches.some((branch) => branch.availableType === type),
        type,
      ).toBe(true);
  });

  it('sold-out and hidden menus exist, never overlap, and back the SOLD_OUT and HIDDEN branches', () => {
    for (const branch of branches) {
      const listed = [...branch.soldOutMenuIds, ...branch.hiddenMenuIds];
      expect(
        listed.filter((id) => !menuIds.has(id)),
        branch.familyName,
      ).toEqual([]);
      expect(duplicates(listed), branch.familyName).toEqual([]);
      if (branch.availableType === 'SOLD_OUT') expect(branch.soldOutMenuIds.length).toBeGreaterThan(0);
      if (branch.availableType === 'HIDDEN') expect(branch.hiddenMenuIds.length).toBeGreaterThan(0);
    }
  });

  it('opening hours are HH:mm and delivery terms are positive integers', () => {
    for (const branch of branches) {
      expect(branch.opensAt, branch.familyName).toMatch(TIME_OF_DAY);
      expect(branch.closesAt, branch.familyName).toMatch(TIME_OF_DAY);
      expect(isPositiveWon(branch.deliveryFee) && isPositiveWon(branch.minimumOrderAmount)).toBe(true);
      expect(isPositiveWon(branch.deliveryRadiusMetres)).toBe(true);
      expect(branch.tel).toMatch(/^02-\d{3,4}-\d{4}$/);
    }
  });

  it('has about sixty addresses with 5-digit zip codes, all within 7 km of the default map centre', () => {
    expect(seedData.addresses.length).toBeGreaterThanOrEqual(50);
    for (const address of seedData.addresses) {
      expect(address.zipCode, address.roadAddress).toMatch(/^\d{5}$/);
      const metres = haversineMetres(DEFAULT_MAP_CENTRE, { lat: address.latitude, lng: address.longitude });
      expect(metres, address.roadAddress).toBeLessThanOrEqual(7000);
    }
  });
});

describe('seed data: content and membership', () => {
  it('has at least 15 notices with exactly two fixed, 12 FAQs, 5 events, 4 event banners and 2 popups', () => {
    expect(seedData.notices.length).toBeGreaterThanOrEqual(15);
    expect(seedData.notices.filter((notice) => notice.fixed)).toHaveLength(2);
    expect(seedData.faqs.length).toBeGreaterThanOrEqual(12);
    expect(seedData.events.length).toBeGreaterThanOrEqual(5);
    expect(seedData.eventBanners.length).toBeGreaterThanOrEqual(4);
    expect(seedData.popupBanners).toHaveLength(2);
  });

  it('dates are ISO-8601 Seoul instants and events start in 2026 and run forward, ending by 2027', () => {
    for (const notice of seedData.notices) expect(notice.publishedAt).toMatch(SEOUL_INSTANT);
    for (const event of seedData.events) {
      expect(event.startsAt).toMatch(SEOUL_INSTANT);
      expect(event.endsAt).toMatch(SEOUL_INSTANT);
      expect(Date.parse(event.endsAt)).toBeGreaterThan(Date.parse(event.startsAt));
      expect(event.startsAt.startsWith('2026-') && /^202[67]-/.test(event.endsAt), event.title).toBe(true);
    }
  });

  it('grades earn 1–5 % points, rising with the grade', () => {
    const rates = seedData.grades.map((grade) => grade.pointRatePercent);
    expect(rates.every((rate) => Number.isInteger(rate) && rate >= 1 && rate <= 5)).toBe(true);
    expect([...rates].sort((a, b) => a - b)).toEqual(rates);
  });

  it('every benefit type has a coupon template, each with a positive minimum order', () => {
    const templates = seedData.membershipCouponTemplates;
    for (const type of BENEFIT_TYPES)
      expect(
        templates.some((template) => template.benefitType === type),
        type,
      ).toBe(true);
    expect(templates.every((template) => isPositiveWon(template.minOrderAmount) && template.validDays > 0)).toBe(true);
  });

  it('rate coupons are capped, product coupons name an existing menu, amount coupons carry an amount', () => {
    for (const template of seedData.membershipCouponTemplates) {
      const { benefitType, benefitMenuId } = template;
      if (benefitType === 'RATE_DISCOUNT') {
        expect(template.discountRate).toBeGreaterThan(0);
        expect(isPositiveWon(template.maxDiscountAmount)).toBe(true);
      }
      if (benefitType === 'PRODUCT') expect(benefitMenuId !== null && menuIds.has(benefitMenuId)).toBe(true);
      else expect(benefitMenuId).toBeNull();
      if (benefitType === 'FLAT_DISCOUNT' || benefitType === 'DELIVERY_FEE') {
        expect(isPositiveWon(template.discountAmount)).toBe(true);
      }
    }
  });
});

describe('seed data: images', () => {
  const urls = [
    ...categories.map((row) => row.categoryImageUrl),
    ...menus.map((row) => row.menuImageUrl),
    ...branches.map((row) => row.familyImageUrl),
    ...seedData.events.map((row) => row.imageUrl),
    ...seedData.eventBanners.map((row) => row.imageUrl),
    ...seedData.popupBanners.map((row) => row.imageUrl),
    ...seedData.grades.map((row) => row.iconUrl),
    ...(seedData.storyVideos ?? []).map((row) => row.posterUrl),
    '/images/logo.svg',
  ];

  it('every referenced image is a local /images path that exists in public/images', () => {
    expect(urls.filter((url) => !url.startsWith('/images/'))).toEqual([]);
    expect(urls.filter((url) => !existsSync(join(PUBLIC_DIR, url)))).toEqual([]);
  });

  it('every image is an SVG under 6 KB with fixed width, height and viewBox', () => {
    for (const url of urls) {
      const path = join(PUBLIC_DIR, url);
      expect(statSync(path).size, url).toBeLessThan(6 * 1024);
      expect(readFileSync(path, 'utf8'), url).toMatch(/^<svg [^>]*width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    }
  });
});
