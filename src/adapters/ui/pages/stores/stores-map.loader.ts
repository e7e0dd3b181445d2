import type { LoaderFunctionArgs } from 'react-router';
import type { Page } from '../../../../application/ports/page';
import type { FindNearbyStoresResult } from '../../../../application/use-cases/find-nearby-stores';
import { FAMILY_NAME_QUERY_MAX_LENGTH } from '../../../../contract/family';
import { FINDER_NAME_PARAM, isTakeoutFinder } from '../../../../domain/store/store-choice';
import type { Store } from '../../../../domain/store/types';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull } from '../../routes/loader-part';

/** The name search the finder's address asked for (FINDER_NAME_PARAM), and its first page (null: not read). */
export interface StoreSearchPreload {
  readonly name: string;
  readonly result: Page<Store> | null;
}

/**
 * What the /stores/map loader read before the page renders (issue 13): the stores around the remembered position
 * (none on the server, which reads no cookie: the default centre), for the finder the query names, and the name
 * search the query names (null: none). A list that could not be read is null: the page reads it itself and shows its
 * own error with 다시 시도.
 */
export interface StoresMapPreload {
  readonly forTakeout: boolean;
  readonly nearby: FindNearbyStoresResult | null;
  readonly search: StoreSearchPreload | null;
}

/** The name the query searches for: trimmed, null when blank or longer than a search may be (the form's limit). */
function searchedName(query: URLSearchParams): string | null {
  const name = query.get(FINDER_NAME_PARAM)?.trim() ?? '';
  return name === '' || name.length > FAMILY_NAME_QUERY_MAX_LENGTH ? null : name;
}

/** The route loader of /stores/map (query for=takeout). */
export function storesMapLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<StoresMapPreload> => {
    const query = new URL(request.url).searchParams;
    const forTakeout = isTakeoutFinder(query.get('for'));
    const name = searchedName(query);
    const [nearby, result] = await Promise.all([
      readOrNull(() => resolve(TOKENS.FindNearbyStores).execute({ forTakeout, located: null }), 'nearby stores'),
      name === null
        ? null
        : readOrNull(async () => {
            const found = await resolve(TOKENS.SearchStoresByName).execute({ name, page: 1 });
            return found.kind === 'found' ? found.result : null;
          }, 'the store search'),
    ]);
    return { forTakeout, nearby, search: name === null ? null : { name, result } };
  };
}
