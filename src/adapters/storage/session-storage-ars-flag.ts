import type { ArsFlag } from '../../application/ports/ars-flag';
import type { KeyValueStore } from '../../application/ports/key-value-store';

/** Session-storage keys of the visible-ARS call (spec §2: "stored ars and branch values in session storage"). */
export const ARS_KEYS = { flag: 'ars', branch: 'branch' } as const;

/** The ARS flag in session storage (one tab's call): 'true' is on, anything else (or nothing) is off. */
export class SessionStorageArsFlag implements ArsFlag {
  constructor(private readonly store: KeyValueStore) {}

  isOn(): boolean {
    return this.store.get(ARS_KEYS.flag) === 'true';
  }

  branchId(): string | null {
    const branch = this.store.get(ARS_KEYS.branch)?.trim() ?? '';
    return branch === '' ? null : branch;
  }

  turnOn(branchId: string | null): void {
    this.store.set(ARS_KEYS.flag, 'true');
    if (branchId === null) this.store.remove(ARS_KEYS.branch);
    else this.store.set(ARS_KEYS.branch, branchId);
  }

  turnOff(): void {
    this.store.set(ARS_KEYS.flag, 'false');
  }
}
