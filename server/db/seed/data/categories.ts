import type { SeedCategory } from '../types';

/**
 * Menu categories. Tabs sort by ascending priority (1 first); id 1 is the default category (spec §9,
 * DEFAULT_CATEGORY_ID), so the plain fried chicken opens first.
 */
export const categories: readonly SeedCategory[] = [
  { id: 1, categoryName: '후라이드', categoryImageUrl: '/images/categories/1.svg', priority: 1 },
  { id: 2, categoryName: '양념', categoryImageUrl: '/images/categories/2.svg', priority: 2 },
  { id: 3, categoryName: '구이/오븐', categoryImageUrl: '/images/categories/3.svg', priority: 3 },
  { id: 4, categoryName: '순살', categoryImageUrl: '/images/categories/4.svg', priority: 4 },
  { id: 5, categoryName: '사이드', categoryImageUrl: '/images/categories/5.svg', priority: 6 },
  { id: 6, categoryName: '음료/주류', categoryImageUrl: '/images/categories/6.svg', priority: 7 },
  { id: 7, categoryName: '세트', categoryImageUrl: '/images/categories/7.svg', priority: 5 },
];
