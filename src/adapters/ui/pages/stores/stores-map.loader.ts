import type { LoaderFunctionArgs } from 'react-router';
import type { FindNearbyStoresResult } from '../../../../application/use-cases/find-nearby-stores';
import { isTakeoutFinder } from '../../../../domain/store/store-choice';
import { type Resolve, TOKENS } from '../../../../tokens';
import { readOrNull } from '../../routes/loader-part';

/**
 * What the /stores/map loader read before the page renders (issue 13): the stores around the remembered position
 * (none on the server, which reads no cookie: the default centre), for the finder the query names. null: could not
 * be read (the page reads it itself and shows its own error with 다시 시도).
 */
export interface StoresMapPreload {
  readonly forTakeout: boolean;
  readonly nearby: FindNearbyStoresResult | null;
}

/** The route loader of /stores/map (query for=takeout). */
export function storesMapLoader(resolve: Resolve) {
  return async ({ request }: LoaderFunctionArgs): Promise<StoresMapPreload> => {
    const forTakeout = isTakeoutFinder(new URL(request.url).searchParams.get('for'));
    const nearby = await readOrNull(
      () => resolve(TOKENS.FindNearbyStores).execute({ forTakeout, located: null }),
      'nearby stores',
    );
    return { forTakeout, nearby };
  };
}
