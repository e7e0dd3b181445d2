/** Spec §4: the order method. The wire and checkoutData use the upper-case form. */
export type MealType = 'DELIVERY' | 'TAKEOUT';

export const MEAL_TYPES: readonly MealType[] = ['DELIVERY', 'TAKEOUT'];

/** Spec §2: the mealType query parameter is `delivery` or `takeout`, compared case-insensitively. */
export function parseMealType(raw: string | null | undefined): MealType | null {
  if (raw == null) return null;
  const v = raw.trim().toUpperCase();
  return v === 'DELIVERY' || v === 'TAKEOUT' ? v : null;
}

/** The query-string form (lower case) used in links the storefront builds. */
export function mealTypeParam(mealType: MealType): 'delivery' | 'takeout' {
  return mealType === 'DELIVERY' ? 'delivery' : 'takeout';
}
