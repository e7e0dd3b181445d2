import { storeChoiceReturnUrl } from '../../domain/navigation/redirect';
import type { Coordinates } from '../../domain/shared/geo';
import { canChooseStore } from '../../domain/store/store-choice';
import type { Store } from '../../domain/store/types';
import type { PreferenceStore } from '../ports/preference-store';

export interface ChooseStoreInput {
  readonly store: Pick<Store, 'branchId' | 'availableType'>;
  /** The position the finder measured from: remembered for the next visit. */
  readonly position: Coordinates;
  /** The finder's redirect_to (guarded here: same-site paths only). */
  readonly redirectTo: string | null;
}

export type ChooseStoreResult =
  | { readonly kind: 'navigate'; readonly to: string }
  /** Spec §4: 영업종료 and 주문불가 stores cannot be chosen; nothing was remembered. */
  | { readonly kind: 'not-available' };

/**
 * Spec §2/§4/§9 선택 on /stores/map: a store that takes orders is chosen for takeout. Takeout, the branch and the
 * position are remembered (cookies, 7 days) and the customer returns to redirect_to (same-site paths only, else
 * /categories/1) with branchId and mealType=takeout.
 */
export class ChooseStore {
  constructor(private readonly preferences: Pick<PreferenceStore, 'saveMealType' | 'saveBranchId' | 'savePosition'>) {}

  async execute(input: ChooseStoreInput): Promise<ChooseStoreResult> {
    if (!canChooseStore(input.store.availableType)) return { kind: 'not-available' };
    const { branchId } = input.store;
    this.preferences.saveMealType('TAKEOUT');
    this.preferences.saveBranchId(branchId);
    this.preferences.savePosition(input.position);
    return {
      kind: 'navigate',
      to: storeChoiceReturnUrl({ redirectTo: input.redirectTo, branchId, mealType: 'TAKEOUT' }),
    };
  }
}
