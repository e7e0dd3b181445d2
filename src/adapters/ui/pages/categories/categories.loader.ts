import type { LoaderFunctionArgs } from 'react-router';
import type { ListCategoryMenusResult } from '../../../../application/use-cases/list-category-menus';
import type { Category } from '../../../../domain/menu/types';
import { parseRouteId } from '../../../../domain/navigation/route-ids';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull } from '../../routes/loader-part';

/**
 * What the /categories/{id} loader read before the page renders (issue 13): on the server into the first HTML, in the
 * browser before a navigation shows the page. A part that could not be read is null: the page shows its error state
 * with 다시 시도, which runs this loader again.
 */
export interface CategoriesPreload {
  readonly categoryId: number | null;
  readonly branchId: number | null;
  readonly categories: readonly Category[] | null;
  readonly menus: ListCategoryMenusResult | null;
}

/** The route loader of /categories/{id}: the category list and the category's menus (at the query's branch) at once. */
export function categoriesLoader(resolve: Resolve) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<CategoriesPreload> => {
    const categoryId = parseRouteId(params['id']);
    const branchId = parseRouteId(new URL(request.url).searchParams.get('branchId'));
    const [categories, menus] = await Promise.all([
      readOrNull(async () => (await resolve(TOKENS.ListCategories).execute()).categories, 'categories'),
      categoryId === null
        ? Promise.resolve(null)
        : readOrNull(() => resolve(TOKENS.ListCategoryMenus).execute({ categoryId, branchId }), 'menus'),
    ]);
    return { categoryId, branchId, categories, menus };
  };
}
