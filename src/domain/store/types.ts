/** Spec §4 store availability. */
export type AvailableType = 'AVAILABLE' | 'FAMILY_CLOSED' | 'NOT_AVAILABLE' | 'HIDDEN' | 'SOLD_OUT';

/** Spec §3 Store / district card, plus the branch id and position the finder needs. */
export interface Store {
  readonly branchId: number;
  readonly familyImageUrl: string;
  readonly familyName: string;
  readonly address: string;
  readonly tel: string;
  readonly availableType: AvailableType;
  readonly certifiedList: readonly string[];
  readonly unavailableProductName: string | null;
  readonly latitude: number;
  readonly longitude: number;
}
