/**
 * The visible-ARS flag of this tab (session storage, spec §2/§4) and the branch the ARS call stored with it:
 * off and null when absent.
 */
export interface ArsFlag {
  isOn(): boolean;
  branchId(): string | null;
  /** Marks an ARS call in progress for `branchId` (null: no branch chosen by the call). */
  turnOn(branchId: string | null): void;
  /** Spec §4: an expired ARS session marks the flag false; the stored branch stays but is no longer used. */
  turnOff(): void;
}
