import type { CookieJar } from '../../application/ports/cookie-jar';
import type { PreferenceStore } from '../../application/ports/preference-store';
import { SELECTION_COOKIE_SECONDS } from '../../domain/shared/constants';
import type { Coordinates } from '../../domain/shared/geo';
import { type MealType, mealTypeParam, parseMealType } from '../../domain/shared/meal-type';

/** Cookie names of the remembered choices. */
export const PREFERENCE_COOKIES = { mealType: 'mealType', branchId: 'branchId', position: 'position' } as const;

/**
 * The last meal type, branch id and map position in cookies of 7 days (604,800 s, spec §9). The meal type is
 * written in its query form (delivery / takeout), the position as "lat,lng"; unreadable values read null.
 */
export class CookiePreferenceStore implements PreferenceStore {
  constructor(private readonly cookies: CookieJar) {}

  mealType(): MealType | null {
    return parseMealType(this.cookies.get(PREFERENCE_COOKIES.mealType));
  }

  saveMealType(mealType: MealType): void {
    this.cookies.set(PREFERENCE_COOKIES.mealType, mealTypeParam(mealType), SELECTION_COOKIE_SECONDS);
  }

  branchId(): number | null {
    const raw = this.cookies.get(PREFERENCE_COOKIES.branchId);
    const id = raw !== null && /^[0-9]+$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  }

  saveBranchId(branchId: number | null): void {
    if (branchId === null) this.cookies.remove(PREFERENCE_COOKIES.branchId);
    else this.cookies.set(PREFERENCE_COOKIES.branchId, String(branchId), SELECTION_COOKIE_SECONDS);
  }

  position(): Coordinates | null {
    const parts = (this.cookies.get(PREFERENCE_COOKIES.position) ?? '').split(',');
    if (parts.length !== 2) return null;
    const [lat, lng] = parts.map((p) => (p.trim() === '' ? Number.NaN : Number(p)));
    if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
  }

  savePosition(position: Coordinates): void {
    this.cookies.set(PREFERENCE_COOKIES.position, `${position.lat},${position.lng}`, SELECTION_COOKIE_SECONDS);
  }
}
