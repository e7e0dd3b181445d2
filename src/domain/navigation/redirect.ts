import { DEFAULT_CATEGORY_PATH } from '../shared/constants';
import { type MealType, mealTypeParam } from '../shared/meal-type';
import { parseQuery, splitUrl, withQuery } from './url';

/**
 * Open-redirect guard for redirect_to (spec §2): only a same-site relative path is followed. It must start
 * with exactly one '/', hold no backslash (browsers read '\' as '/', so '/\evil' is '//evil') and no control
 * character (the URL parser drops tabs and newlines, so '/\t/evil' is '//evil'). Anything else falls back.
 */
export function safeRedirectPath(raw: string | null | undefined, fallback: string = DEFAULT_CATEGORY_PATH): string {
  if (raw == null || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  if (raw.includes('\\') || CONTROL_CHARACTER.test(raw)) return fallback;
  return raw;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Spec §4: after a store is chosen on /stores/map, go back to redirect_to (guarded; /categories/1 otherwise)
 * with the chosen branchId and mealType, replacing any previous ones.
 */
export function storeChoiceReturnUrl(input: {
  redirectTo: string | null | undefined;
  branchId: string | number;
  mealType: MealType;
}): string {
  const { pathname, search, hash } = splitUrl(safeRedirectPath(input.redirectTo));
  const { branchId: _branch, mealType: _mealType, ...rest } = parseQuery(search);
  const url = withQuery(pathname, {
    ...rest,
    branchId: String(input.branchId),
    mealType: mealTypeParam(input.mealType),
  });
  return hash === '' ? url : `${url}#${hash}`;
}
