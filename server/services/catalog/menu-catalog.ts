import { and, asc, eq, inArray } from 'drizzle-orm';
import type {
  BranchMenuCardWire,
  CategoryWire,
  MenuDetailWire,
  OptionGroupWire,
  RecommendGroupWire,
} from '../../../src/contract/catalog';
import type { RecommendType } from '../../../src/domain/menu/types';
import type { Database } from '../../db/database';
import { type BranchMenuStatus, branchMenuStatus, categories, menus } from '../../db/schema';
import { branchExists } from '../stores/branch-exists';
import { optionGroupsOf } from './option-groups';

/** A branch's status of menus: SOLD_OUT or HIDDEN; a menu on sale there has no entry. */
type BranchMenuStatusMap = ReadonlyMap<number, BranchMenuStatus>;

const categoryColumns = {
  id: categories.id,
  categoryName: categories.categoryName,
  categoryImageUrl: categories.categoryImageUrl,
  priority: categories.priority,
};

const cardColumns = {
  id: menus.id,
  menuName: menus.menuName,
  menuPrice: menus.menuPrice,
  description: menus.description,
  menuImageUrl: menus.menuImageUrl,
  adultOnly: menus.adultOnly,
};

/**
 * The delivery menu of spec §7 (Menu) read from the database. "Not found" is null: an unknown category, menu or
 * branch, or a menu the asked branch hides (spec §4: a hidden menu is not offered there at all).
 */
export class MenuCatalogService {
  constructor(private readonly db: Database) {}

  /** Spec §2: the category tabs in ascending priority (ties by id, so the order is stable). */
  async categories(): Promise<CategoryWire[]> {
    return this.db.select(categoryColumns).from(categories).orderBy(asc(categories.priority), asc(categories.id));
  }

  async category(categoryId: number): Promise<CategoryWire | null> {
    const [row] = await this.db.select(categoryColumns).from(categories).where(eq(categories.id, categoryId));
    return row ?? null;
  }

  /**
   * The cards of a category in the franchise's order. With a branch: its hidden menus are left out and its
   * sold-out menus carry soldOut (spec §4); without one, the franchise-wide menu (nothing sold out).
   */
  async menusOf(categoryId: number, branchId: number | undefined): Promise<BranchMenuCardWire[] | null> {
    if ((await this.category(categoryId)) === null) return null;
    if (branchId !== undefined && !(await branchExists(this.db, branchId))) return null;
    const rows = await this.db
      .select(cardColumns)
      .from(menus)
      .where(eq(menus.categoryId, categoryId))
      .orderBy(asc(menus.sortOrder), asc(menus.id));
    const status: BranchMenuStatusMap =
      branchId === undefined
        ? new Map()
        : await this.statusAt(
            branchId,
            rows.map((row) => row.id),
          );
    return rows
      .filter((row) => status.get(row.id) !== 'HIDDEN')
      .map((row) => ({ ...row, soldOut: status.get(row.id) === 'SOLD_OUT' }));
  }

  /** Spec §3 menu detail: the card, its category, origin, nutrition per 100 g, allergy text and option groups. */
  async menuDetail(menuId: number): Promise<MenuDetailWire | null> {
    const [row] = await this.db
      .select({
        ...cardColumns,
        categoryId: menus.categoryId,
        origin: menus.origin,
        nutrient: menus.nutrient,
        allergy: menus.allergy,
      })
      .from(menus)
      .where(eq(menus.id, menuId));
    if (row === undefined) return null;
    return { ...row, origin: [...row.origin], options: await optionGroupsOf(this.db, menuId) };
  }

  /** A menu's option groups; null for an unknown menu or branch, or when that branch hides the menu. */
  async subOptions(menuId: number, branchId: number | undefined): Promise<OptionGroupWire[] | null> {
    const [menu] = await this.db.select({ id: menus.id }).from(menus).where(eq(menus.id, menuId));
    if (menu === undefined) return null;
    if (branchId !== undefined) {
      if (!(await branchExists(this.db, branchId))) return null;
      if ((await this.statusAt(branchId, [menuId])).get(menuId) === 'HIDDEN') return null;
    }
    return optionGroupsOf(this.db, menuId);
  }

  /**
   * Spec §3 recommend groups: one per category (ascending priority) holding its menus flagged `type`, in the
   * franchise's order; categories without such menus are left out. `categoryIds` limits the categories.
   */
  async recommend(type: RecommendType, categoryIds: readonly number[] | undefined): Promise<RecommendGroupWire[]> {
    const flagged = type === 'recommended' ? eq(menus.recommended, true) : eq(menus.isNew, true);
    const inCategories = categoryIds === undefined ? undefined : inArray(menus.categoryId, [...categoryIds]);
    const rows = await this.db
      .select({
        categoryId: categories.id,
        categoryName: categories.categoryName,
        menuId: menus.id,
        menuName: menus.menuName,
        menuImageUrl: menus.menuImageUrl,
        menuPrice: menus.menuPrice,
      })
      .from(menus)
      .innerJoin(categories, eq(categories.id, menus.categoryId))
      .where(and(flagged, inCategories))
      .orderBy(asc(categories.priority), asc(categories.id), asc(menus.sortOrder), asc(menus.id));
    const groups = new Map<number, RecommendGroupWire>();
    for (const { categoryId, categoryName, ...menu } of rows) {
      const group = groups.get(categoryId) ?? { categoryName, menuItemList: [] };
      group.menuItemList.push(menu);
      groups.set(categoryId, group);
    }
    return [...groups.values()];
  }

  /** The branch's sold-out/hidden status of the given menus; a menu on sale there is absent from the map. */
  private async statusAt(branchId: number, menuIds: readonly number[]): Promise<BranchMenuStatusMap> {
    if (menuIds.length === 0) return new Map();
    const rows = await this.db
      .select({ menuId: branchMenuStatus.menuId, status: branchMenuStatus.status })
      .from(branchMenuStatus)
      .where(and(eq(branchMenuStatus.branchId, branchId), inArray(branchMenuStatus.menuId, [...menuIds])));
    return new Map(rows.map((row) => [row.menuId, row.status]));
  }
}
