import { and, between, type Column, ilike, or, type SQL } from 'drizzle-orm';
import type { Coordinates } from '../../../src/domain/shared/geo';
import { distanceMetres } from '../../../src/domain/store/distance';
import type { Database } from '../../db/database';
import { geoAddresses } from '../../db/schema';

/** A dataset address in both forms with its position (spec §3 picker fields; the account calls say lng/lat). */
export interface GeocodedAddress {
  readonly roadAddress: string;
  readonly jibunAddress: string;
  readonly lat: number;
  readonly lng: number;
}

/**
 * How far a point may be from a dataset address and still be "at" it, in metres (ours, spec silent): about a
 * city block, so a pin dropped on a street resolves, one in a park or on a river does not.
 */
export const COORD_TO_ADDRESS_RADIUS_METRES = 500;

/** Metres per degree of latitude (mean), for the bounding box that narrows the nearest-address scan. */
const METRES_PER_DEGREE = 111_320;

/** At most this many text candidates are ranked (a query as short as "서울" matches most of the dataset). */
const TEXT_CANDIDATES_MAX = 500;

/** A house number ("345", "99-3"): it must match a whole token, so "34" never lands on "345". */
const HOUSE_NUMBER = /^\d+(-\d+)?$/;

interface GeoRow {
  readonly id: number;
  readonly roadAddress: string;
  readonly jibunAddress: string;
  readonly latitude: number;
  readonly longitude: number;
}

/**
 * The dataset address best matching `text` in its road or jibun form; null when none does. Every word of the
 * query must occur in one form (a house number as a whole word, other words anywhere, so "서울" matches
 * "서울특별시"); an exact match wins, then the form with the fewest extra characters, then the lower id.
 */
export async function addressToCoord(db: Database, text: string): Promise<GeocodedAddress | null> {
  const tokens = tokensOf(text);
  if (tokens.length === 0) return null;
  const allIn = (column: Column): SQL | undefined =>
    and(...tokens.map((token) => ilike(column, `%${escapeLike(token)}%`)));
  const rows: GeoRow[] = await db
    .select(geoColumns)
    .from(geoAddresses)
    .where(or(allIn(geoAddresses.roadAddress), allIn(geoAddresses.jibunAddress)))
    .orderBy(geoAddresses.id)
    .limit(TEXT_CANDIDATES_MAX);
  const query = tokens.join(' ');
  let best: { row: GeoRow; rank: number } | null = null;
  for (const row of rows) {
    for (const form of [row.roadAddress, row.jibunAddress]) {
      const rank = rankOf(form, tokens, query);
      if (rank === null) continue;
      if (best === null || rank < best.rank || (rank === best.rank && row.id < best.row.id)) best = { row, rank };
    }
  }
  return best === null ? null : geocoded(best.row);
}

/** The dataset address nearest to `point` within COORD_TO_ADDRESS_RADIUS_METRES; null beyond (ties: lower id). */
export async function coordToAddress(db: Database, point: Coordinates): Promise<GeocodedAddress | null> {
  const dLat = COORD_TO_ADDRESS_RADIUS_METRES / METRES_PER_DEGREE;
  // A degree of longitude shrinks with cos(latitude); the floor keeps the box finite near the poles.
  const dLng = dLat / Math.max(Math.cos((point.lat * Math.PI) / 180), 0.01);
  const rows: GeoRow[] = await db
    .select(geoColumns)
    .from(geoAddresses)
    .where(
      and(
        between(geoAddresses.latitude, point.lat - dLat, point.lat + dLat),
        between(geoAddresses.longitude, point.lng - dLng, point.lng + dLng),
      ),
    );
  let best: { row: GeoRow; metres: number } | null = null;
  for (const row of rows) {
    const metres = distanceMetres(point, { lat: row.latitude, lng: row.longitude });
    if (metres > COORD_TO_ADDRESS_RADIUS_METRES) continue;
    if (best === null || metres < best.metres || (metres === best.metres && row.id < best.row.id)) {
      best = { row, metres };
    }
  }
  return best === null ? null : geocoded(best.row);
}

const geoColumns = {
  id: geoAddresses.id,
  roadAddress: geoAddresses.roadAddress,
  jibunAddress: geoAddresses.jibunAddress,
  latitude: geoAddresses.latitude,
  longitude: geoAddresses.longitude,
};

function geocoded(row: GeoRow): GeocodedAddress {
  return { roadAddress: row.roadAddress, jibunAddress: row.jibunAddress, lat: row.latitude, lng: row.longitude };
}

/** The query's words: NFC (a macOS keyboard may send decomposed Hangul), lower case, split on blanks. */
function tokensOf(text: string): readonly string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .filter((token) => token !== '');
}

/** The words of a dataset form, without the brackets and commas of "(가락동, 헬리오시티)". */
function wordsOf(form: string): ReadonlySet<string> {
  return new Set(
    form
      .toLowerCase()
      .split(/[\s(),]+/)
      .filter((word) => word !== ''),
  );
}

/** How well `form` matches (lower is better): 0 exact, else its extra characters; null when a word is missing. */
function rankOf(form: string, tokens: readonly string[], query: string): number | null {
  const lower = form.toLowerCase();
  const words = wordsOf(form);
  const matches = tokens.every((token) => (HOUSE_NUMBER.test(token) ? words.has(token) : lower.includes(token)));
  if (!matches) return null;
  const normalised = lower.split(/\s+/).join(' ');
  return normalised === query ? 0 : 1 + Math.abs(normalised.length - query.length);
}

/** Escapes LIKE's wildcards so a typed "%" or "_" matches itself (PostgreSQL's default escape is backslash). */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
