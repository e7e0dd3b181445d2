import { hasDefaultAddress } from '../../domain/address/default-address';
import { chooseMealTypeTarget } from '../../domain/navigation/meal-type';
import type { MealType } from '../../domain/shared/meal-type';
import type { AddressBook } from '../ports/address-book';
import type { ArsFlag } from '../ports/ars-flag';
import type { PreferenceStore } from '../ports/preference-store';
import type { SessionGateway } from '../ports/session-gateway';
import type { Query } from './query';

export interface ChooseMealTypeInput {
  readonly mealType: MealType;
  readonly currentPath: string;
  readonly query: Query;
}

export type ChooseMealTypeResult = { readonly kind: 'navigate'; readonly to: string };

/**
 * Spec §2 Sidebar / §4 Delivery card: remembers the chosen order method (cookie, 7 days) and says where to go.
 * Delivery needs to know whether a default address exists; a visitor without a session has none.
 */
export class ChooseMealType {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly addresses: AddressBook,
    private readonly preferences: PreferenceStore,
    private readonly arsFlag: ArsFlag,
  ) {}

  async execute(input: ChooseMealTypeInput): Promise<ChooseMealTypeResult> {
    this.preferences.saveMealType(input.mealType);
    const to = chooseMealTypeTarget({
      mealType: input.mealType,
      currentPath: input.currentPath,
      query: input.query,
      hasDefaultAddress: input.mealType === 'DELIVERY' ? await this.hasDefaultAddress() : false,
      arsBranchId: this.arsFlag.isOn() ? this.arsFlag.branchId() : null,
    });
    return { kind: 'navigate', to };
  }

  private async hasDefaultAddress(): Promise<boolean> {
    if ((await this.sessions.session()) === null) return false;
    return hasDefaultAddress(await this.addresses.defaultAddress());
  }
}
