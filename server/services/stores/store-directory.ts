import { asc, count, eq, ilike, or } from 'drizzle-orm';
import { DISTRICT_RESULT_LIMIT, type SearchFamilyBody } from '../../../src/contract/district';
import type { DeliveryInfoWire, StoreWire, StoreWithDistanceWire } from '../../../src/contract/family';
import type { Coordinates } from '../../../src/domain/shared/geo';
import { availabilityLabel } from '../../../src/domain/store/availability';
import { distanceMetres } from '../../../src/domain/store/distance';
import { isOpenAt } from '../../../src/domain/store/opening-hours';
import type { Database } from '../../db/database';
import { branches } from '../../db/schema';
import { type BranchCardRow, branchCardColumns, storeCardsOf } from './store-cards';

/** A takeout search looks this far, metres (ours: spec §7 says "near"; 10 km is far beyond walking or a short drive). */
export const TAKEOUT_RADIUS_METRES = 10_000;

/** One page of store cards (spec §7 family search). */
export interface StorePage {
  readonly list: StoreWire[];
  readonly page: number;
  readonly size: number;
  readonly totalCount: number;
}

/** A search-family hit: distanceMetres is null when the search had no position. */
export type SearchFamilyHit = StoreWire & { readonly distanceMetres: number | null };

interface Measured {
  readonly row: BranchCardRow;
  readonly metres: number;
}

/**
 * Branches and the districts they serve (spec §7 Family and district). "Not found" is null. Distances are the
 * domain's great-circle metres; lists found from a position are nearest first (ties by branch id) and hold at most
 * DISTRICT_RESULT_LIMIT (30) branches.
 */
export class StoreDirectory {
  constructor(private readonly db: Database) {}

  async family(branchId: number): Promise<StoreWire | null> {
    const rows = await this.db.select(branchCardColumns).from(branches).where(eq(branches.id, branchId));
    const [card] = await storeCardsOf(this.db, rows);
    return card ?? null;
  }

  /** Branches whose name contains `name` (case-insensitive), by name then id; page is 1-based. */
  async searchByName(name: string, page: number, size: number): Promise<StorePage> {
    const matches = ilike(branches.familyName, containsPattern(name));
    const [total] = await this.db.select({ value: count() }).from(branches).where(matches);
    const rows = await this.db
      .select(branchCardColumns)
      .from(branches)
      .where(matches)
      .orderBy(asc(branches.familyName), asc(branches.id))
      .limit(size)
      .offset((page - 1) * size);
    return { list: await storeCardsOf(this.db, rows), page, size, totalCount: total?.value ?? 0 };
  }

  /** Delivery terms and hours; isOpen judged from the hours alone at `now` (Asia/Seoul). */
  async deliveryInfo(branchId: number, now: Date): Promise<DeliveryInfoWire | null> {
    const [row] = await this.db
      .select({
        branchId: branches.id,
        deliveryFee: branches.deliveryFee,
        minimumOrderAmount: branches.minimumOrderAmount,
        opensAt: branches.opensAt,
        closesAt: branches.closesAt,
      })
      .from(branches)
      .where(eq(branches.id, branchId));
    return row === undefined ? null : { ...row, isOpen: isOpenAt(row, now.getTime()) };
  }

  /**
   * The store finder: branches whose name or address contains `query` (case-insensitive), or all of them; with a
   * position nearest first with their distance, without one by name. At most 30.
   */
  async searchFamily(search: SearchFamilyBody): Promise<SearchFamilyHit[]> {
    const text = search.query;
    const where =
      text === undefined
        ? undefined
        : or(ilike(branches.familyName, containsPattern(text)), ilike(branches.address, containsPattern(text)));
    if (search.latitude === undefined || search.longitude === undefined) {
      const rows = await this.db
        .select(branchCardColumns)
        .from(branches)
        .where(where)
        .orderBy(asc(branches.familyName), asc(branches.id))
        .limit(DISTRICT_RESULT_LIMIT);
      return (await storeCardsOf(this.db, rows)).map((card) => ({ ...card, distanceMetres: null }));
    }
    const rows = await this.db.select(branchCardColumns).from(branches).where(where);
    return this.withDistances(nearestFirst(rows, { lat: search.latitude, lng: search.longitude }));
  }

  /**
   * Branches that deliver to `position`: it lies within their delivery radius and they take orders now, i.e. their
   * availability reads 영업중 (spec §4: AVAILABLE, and HIDDEN/SOLD_OUT, which only miss a menu). Nearest first.
   */
  async delivery(position: Coordinates): Promise<StoreWithDistanceWire[]> {
    const rows = await this.db.select(branchCardColumns).from(branches);
    const reaching = nearestFirst(rows, position).filter(
      ({ row, metres }) => metres <= row.deliveryRadiusMetres && availabilityLabel(row.availableType) === '영업중',
    );
    return this.withDistances(reaching);
  }

  /** Branches within TAKEOUT_RADIUS_METRES of `position`, whatever their availability (the card shows it). */
  async takeout(position: Coordinates): Promise<StoreWithDistanceWire[]> {
    const rows = await this.db.select(branchCardColumns).from(branches);
    return this.withDistances(nearestFirst(rows, position).filter(({ metres }) => metres <= TAKEOUT_RADIUS_METRES));
  }

  private async withDistances(measured: readonly Measured[]): Promise<StoreWithDistanceWire[]> {
    const kept = measured.slice(0, DISTRICT_RESULT_LIMIT);
    const cards = await storeCardsOf(
      this.db,
      kept.map(({ row }) => row),
    );
    return cards.map((card, index) => ({ ...card, distanceMetres: kept[index]?.metres ?? 0 }));
  }
}

/** Rows with their distance from `from`, nearest first; equal distances by branch id. */
function nearestFirst(rows: readonly BranchCardRow[], from: Coordinates): Measured[] {
  return rows
    .map((row) => ({ row, metres: distanceMetres(from, { lat: row.latitude, lng: row.longitude }) }))
    .sort((a, b) => a.metres - b.metres || a.row.branchId - b.row.branchId);
}

/** An ILIKE pattern matching text that contains `text` literally (%, _ and \ in it match themselves). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
