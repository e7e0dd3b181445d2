import type {
  banners,
  branches,
  branchMenuStatus,
  categories,
  contentPages,
  events,
  faqs,
  geoAddresses,
  grades,
  membershipCouponTemplates,
  menus,
  notices,
  optionGroups,
  optionItems,
  storyVideos,
} from '../schema';
import type { SeedBanner, SeedData } from './types';

/** The seed data as insert rows, table by table, in foreign-key order. */
export interface SeedRows {
  readonly categories: (typeof categories.$inferInsert)[];
  readonly menus: (typeof menus.$inferInsert)[];
  readonly optionGroups: (typeof optionGroups.$inferInsert)[];
  readonly optionItems: (typeof optionItems.$inferInsert)[];
  readonly branches: (typeof branches.$inferInsert)[];
  readonly branchMenuStatus: (typeof branchMenuStatus.$inferInsert)[];
  readonly geoAddresses: (typeof geoAddresses.$inferInsert)[];
  readonly notices: (typeof notices.$inferInsert)[];
  readonly faqs: (typeof faqs.$inferInsert)[];
  readonly events: (typeof events.$inferInsert)[];
  readonly banners: (typeof banners.$inferInsert)[];
  readonly grades: (typeof grades.$inferInsert)[];
  readonly membershipCouponTemplates: (typeof membershipCouponTemplates.$inferInsert)[];
  readonly storyVideos: (typeof storyVideos.$inferInsert)[];
  readonly contentPages: (typeof contentPages.$inferInsert)[];
}

/**
 * Maps the seed data to rows. Throws on data that would silently merge rows under upsert: an id used twice in one
 * table (e.g. one option group id under two menus) or a menu both sold out and hidden at a branch.
 */
export function seedRows(data: SeedData): SeedRows {
  const menuOrder = new Map<number, number>();
  const menuRows = data.menus.map((menu) => {
    const sortOrder = menuOrder.get(menu.categoryId) ?? 0;
    menuOrder.set(menu.categoryId, sortOrder + 1);
    return {
      id: menu.id,
      categoryId: menu.categoryId,
      menuName: menu.menuName,
      menuPrice: menu.menuPrice,
      description: menu.description,
      menuImageUrl: menu.menuImageUrl,
      adultOnly: menu.adultOnly,
      origin: menu.origin,
      nutrient: menu.nutrient,
      allergy: menu.allergy,
      recommended: menu.recommended,
      isNew: menu.isNew,
      onlyWithEcoupon: menu.onlyWithEcoupon,
      sortOrder,
    };
  });
  const groupRows = data.menus.flatMap((menu) =>
    menu.optionGroups.map((group, sortOrder) => ({
      id: group.id,
      menuId: menu.id,
      subOptionTitle: group.subOptionTitle,
      minSelect: group.minSelect,
      maxSelect: group.maxSelect,
      sortOrder,
    })),
  );
  const itemRows = data.menus.flatMap((menu) =>
    menu.optionGroups.flatMap((group) =>
      group.items.map((item, sortOrder) => ({
        id: item.id,
        optionGroupId: group.id,
        itemTitle: item.itemTitle,
        addPrice: item.addPrice,
        sortOrder,
      })),
    ),
  );
  const statusRows = data.branches.flatMap((branch) => [
    ...branch.soldOutMenuIds.map((menuId) => ({ branchId: branch.branchId, menuId, status: 'SOLD_OUT' as const })),
    ...branch.hiddenMenuIds.map((menuId) => ({ branchId: branch.branchId, menuId, status: 'HIDDEN' as const })),
  ]);
  const rows: SeedRows = {
    categories: data.categories.map((category) => ({ ...category })),
    menus: menuRows,
    optionGroups: groupRows,
    optionItems: itemRows,
    branches: data.branches.map((branch) => ({
      id: branch.branchId,
      familyName: branch.familyName,
      address: branch.address,
      tel: branch.tel,
      latitude: branch.latitude,
      longitude: branch.longitude,
      familyImageUrl: branch.familyImageUrl,
      availableType: branch.availableType,
      certifiedList: [...branch.certifiedList],
      opensAt: branch.opensAt,
      closesAt: branch.closesAt,
      deliveryRadiusMetres: branch.deliveryRadiusMetres,
      deliveryFee: branch.deliveryFee,
      minimumOrderAmount: branch.minimumOrderAmount,
    })),
    branchMenuStatus: statusRows,
    geoAddresses: uniqueBy(data.addresses, (address) => `${address.roadAddress}\n${address.jibunAddress}`).map(
      (address) => ({ ...address }),
    ),
    notices: data.notices.map((post) => ({
      id: post.id,
      title: post.title,
      body: post.body,
      publisher: post.publisher,
      publishedAt: new Date(post.publishedAt),
      fixed: post.fixed,
    })),
    faqs: data.faqs.map((faq, sortOrder) => ({ ...faq, sortOrder })),
    events: data.events.map((event) => ({
      ...event,
      startsAt: new Date(event.startsAt),
      endsAt: new Date(event.endsAt),
    })),
    banners: [...bannerRows('event', data.eventBanners), ...bannerRows('popup', data.popupBanners)],
    grades: data.grades.map((grade) => ({ ...grade })),
    membershipCouponTemplates: data.membershipCouponTemplates.map((template) => ({ ...template })),
    storyVideos: (data.storyVideos ?? []).map((video, sortOrder) => ({ ...video, sortOrder })),
    contentPages: (data.contentPages ?? []).map((page) => ({
      slug: page.slug,
      title: page.title,
      sections: page.sections,
      updatedAt: new Date(page.updatedAt),
    })),
  };
  assertUnique('categories', rows.categories, (row) => String(row.id));
  assertUnique('menus', rows.menus, (row) => String(row.id));
  assertUnique('option_groups', rows.optionGroups, (row) => String(row.id));
  assertUnique('option_items', rows.optionItems, (row) => String(row.id));
  assertUnique('branches', rows.branches, (row) => String(row.id));
  assertUnique('branch_menu_status', rows.branchMenuStatus, (row) => `${row.branchId}/${row.menuId}`);
  assertUnique('notices', rows.notices, (row) => String(row.id));
  assertUnique('faqs', rows.faqs, (row) => String(row.id));
  assertUnique('events', rows.events, (row) => String(row.id));
  assertUnique('banners', rows.banners, (row) => `${row.kind}/${row.id}`);
  assertUnique('grades', rows.grades, (row) => String(row.id));
  assertUnique('membership_coupon_templates', rows.membershipCouponTemplates, (row) => String(row.id));
  assertUnique('story_videos', rows.storyVideos, (row) => String(row.id));
  assertUnique('story_videos code', rows.storyVideos, (row) => row.code);
  assertUnique('content_pages', rows.contentPages, (row) => row.slug);
  return rows;
}

function bannerRows(kind: 'event' | 'popup', list: readonly SeedBanner[]) {
  return list.map((banner, sortOrder) => ({ kind, ...banner, sortOrder }));
}

function uniqueBy<T>(list: readonly T[], keyOf: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of list) if (!seen.has(keyOf(item))) seen.set(keyOf(item), item);
  return [...seen.values()];
}

function assertUnique<T>(table: string, rows: readonly T[], keyOf: (row: T) => string): void {
  const seen = new Set<string>();
  for (const row of rows) {
    const key = keyOf(row);
    if (seen.has(key)) throw new Error(`seed data: ${table} key ${key} appears twice`);
    seen.add(key);
  }
}
