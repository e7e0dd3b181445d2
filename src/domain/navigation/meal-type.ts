import { addressPagePath } from '../address/address-page';
import { DEFAULT_CATEGORY_PATH } from '../shared/constants';
import { type MealType, mealTypeParam, parseMealType } from '../shared/meal-type';
import { type DomainError, err, ok, type Result } from '../shared/result';
import { isMenuPage, keepQuery } from './query';
import { pathnameOf, withQuery } from './url';

/** Spec §5/§8: the alert when add to cart, pay or change is tried before choosing an order method. */
export const mealTypeRequiredMessage = '배달인지 포장인지 먼저 선택해주세요.';

/** Spec §5: add to cart, pay and change need an order method. */
export function requireMealType(mealType: MealType | null): Result<MealType, DomainError<'MEAL_TYPE_REQUIRED'>> {
  return mealType === null ? err({ code: 'MEAL_TYPE_REQUIRED', message: mealTypeRequiredMessage }) : ok(mealType);
}

/** Spec §2: the order-method card (배달 / 포장) highlighted for the mealType query value, if any. */
export function highlightedMealTypeCard(rawMealType: string | null | undefined): MealType | null {
  return parseMealType(rawMealType);
}

/**
 * Where a chosen order method lands (spec §2 Sidebar): the current products/categories page, or /categories/1
 * from anywhere else, with the kept parameters minus mealType and branchId (the choice replaces them; a
 * delivery branch follows from the address, so a takeout branchId must not linger).
 */
function menuPageBase(currentPath: string, query: Readonly<Record<string, string | undefined>>): string {
  const path = isMenuPage(currentPath) ? pathnameOf(currentPath) : DEFAULT_CATEGORY_PATH;
  const { mealType: _mealType, branchId: _branchId, ...kept } = keepQuery(path, query);
  return withQuery(path, kept);
}

/**
 * The URL to go to after choosing 배달 / 포장 (spec §2 Sidebar, §4 Delivery card):
 * - delivery with a default address: the products/categories page (else /categories/1) with mealType=delivery;
 * - delivery without one: /address/permission, redirect_to being that same delivery page (so the choice holds
 *   once the address is set);
 * - takeout: /stores/map?for=takeout with redirect_to the products/categories page to come back to;
 * - takeout in ARS mode with a stored ARS branch: straight to /categories/1 with that branch, at every width. The
 *   spec states it for mobile (§2 Sidebar); a desktop-width ARS tab must do the same, since /stores/map is outside
 *   the ARS flow (spec §6) and would force the caller out to /sign/out in the middle of the call.
 * `arsBranchId` is the branch kept in session storage for an ARS call; pass it only while the ARS flag is set.
 */
export function chooseMealTypeTarget(input: {
  mealType: MealType;
  currentPath: string;
  hasDefaultAddress: boolean;
  query: Readonly<Record<string, string | undefined>>;
  arsBranchId?: string | null;
}): string {
  if (input.mealType === 'TAKEOUT') {
    const arsBranch = input.arsBranchId?.trim() ?? '';
    if (arsBranch !== '') {
      return withQuery(DEFAULT_CATEGORY_PATH, { mealType: mealTypeParam('TAKEOUT'), branchId: arsBranch });
    }
    return withQuery('/stores/map', { for: 'takeout', redirect_to: menuPageBase(input.currentPath, input.query) });
  }
  const base = menuPageBase(input.currentPath, input.query);
  const deliveryPage = withQuery(base, { mealType: mealTypeParam('DELIVERY') });
  return input.hasDefaultAddress ? deliveryPage : addressPagePath(false, deliveryPage);
}
