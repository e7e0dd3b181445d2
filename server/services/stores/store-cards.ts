import { asc, eq, inArray } from 'drizzle-orm';
import type { StoreWire } from '../../../src/contract/family';
import { isInUnavailableGroup } from '../../../src/domain/store/availability';
import type { Database } from '../../db/database';
import { branches, branchMenuStatus, menus } from '../../db/schema';

/** The branch columns a store card (spec §3 Store / district) is made of, plus the delivery radius. */
export const branchCardColumns = {
  branchId: branches.id,
  familyImageUrl: branches.familyImageUrl,
  familyName: branches.familyName,
  address: branches.address,
  tel: branches.tel,
  availableType: branches.availableType,
  certifiedList: branches.certifiedList,
  latitude: branches.latitude,
  longitude: branches.longitude,
  deliveryRadiusMetres: branches.deliveryRadiusMetres,
};

/** A branch row as selected with branchCardColumns. */
export interface BranchCardRow extends Omit<StoreWire, 'unavailableProductName'> {
  readonly deliveryRadiusMetres: number;
}

/**
 * The store cards of `rows`, in the same order. Spec §4: a SOLD_OUT branch's card names its sold-out menu and a
 * HIDDEN branch's card its hidden (sales-stopped) menu, as unavailableProductName; every other card has null. When
 * a branch has several such menus, the card names the one with the lowest menu id (the card has room for one).
 */
export async function storeCardsOf(db: Database, rows: readonly BranchCardRow[]): Promise<StoreWire[]> {
  const names = await unavailableProductNames(db, rows);
  return rows.map(({ deliveryRadiusMetres: _radius, ...card }) => ({
    ...card,
    certifiedList: [...card.certifiedList],
    unavailableProductName: names.get(card.branchId) ?? null,
  }));
}

async function unavailableProductNames(db: Database, rows: readonly BranchCardRow[]): Promise<Map<number, string>> {
  const grouped = rows.filter((row) => isInUnavailableGroup(row.availableType));
  const names = new Map<number, string>();
  if (grouped.length === 0) return names;
  const statuses = await db
    .select({ branchId: branchMenuStatus.branchId, status: branchMenuStatus.status, menuName: menus.menuName })
    .from(branchMenuStatus)
    .innerJoin(menus, eq(menus.id, branchMenuStatus.menuId))
    .where(
      inArray(
        branchMenuStatus.branchId,
        grouped.map((row) => row.branchId),
      ),
    )
    .orderBy(asc(branchMenuStatus.menuId));
  const typeOf = new Map(grouped.map((row) => [row.branchId, row.availableType]));
  for (const { branchId, status, menuName } of statuses) {
    if (!names.has(branchId) && typeOf.get(branchId) === status) names.set(branchId, menuName);
  }
  return names;
}
