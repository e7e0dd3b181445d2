import type { LoaderFunctionArgs } from 'react-router';
import type { ShowMenuResult } from '../../../../application/use-cases/show-menu';
import { parseRouteId } from '../../../../domain/navigation/route-ids';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull } from '../../routes/loader-part';

/**
 * What the /products/{id} loader read before the page renders (issue 13): the menu, its option groups and whether the
 * query's branch has it sold out. null when it could not be read: the page reads it again and shows its error state.
 */
export interface ProductPreload {
  readonly menuId: number | null;
  readonly branchId: number | null;
  readonly result: ShowMenuResult | null;
}

/** The route loader of /products/{id} (at the query's branch). */
export function productLoader(resolve: Resolve) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<ProductPreload> => {
    const menuId = parseRouteId(params['id']);
    const branchId = parseRouteId(new URL(request.url).searchParams.get('branchId'));
    if (menuId === null) return { menuId, branchId, result: { kind: 'not-found' } };
    const result = await readOrNull(() => resolve(TOKENS.ShowMenu).execute({ menuId, branchId }), 'menu');
    return { menuId, branchId, result };
  };
}
