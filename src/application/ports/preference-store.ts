import type { Coordinates } from '../../domain/shared/geo';
import type { MealType } from '../../domain/shared/meal-type';

/**
 * The customer's last choices, remembered for 7 days (604,800 s, spec §9): meal type, branch id and map position.
 * Each reads null when absent or unreadable.
 */
export interface PreferenceStore {
  mealType(): MealType | null;
  saveMealType(mealType: MealType): void;
  branchId(): number | null;
  saveBranchId(branchId: number | null): void;
  position(): Coordinates | null;
  savePosition(position: Coordinates): void;
}
