import type { Session } from '../../domain/session/types';
import type { Store } from '../../domain/store/types';
import type { ArsFlag } from '../ports/ars-flag';
import type { StoreLocator } from '../ports/store-locator';

export type ReadArsBranchResult =
  /** No ARS session: the ARS guard sends the tab to /sign/out. */
  | { readonly kind: 'not-ars' }
  /** The call chose no branch (neither the session nor the tab's flag names one). */
  | { readonly kind: 'no-branch' }
  /** The branch of the call; `store` null when the branch is unknown. */
  | { readonly kind: 'branch'; readonly branchId: number; readonly store: Store | null }
  /** The branch could not be read: its takeout order can still go on (spec §2 Sidebar ARS takeout). */
  | { readonly kind: 'branch-unreadable'; readonly branchId: number; readonly error: unknown };

/**
 * Spec §2 /ars after the link: the branch of the ARS call, from the session (the call's claim) or else the branch
 * this tab's ARS flag stored with it, and that branch's details for the takeout card.
 */
export class ReadArsBranch {
  constructor(
    private readonly arsFlag: Pick<ArsFlag, 'branchId'>,
    private readonly stores: Pick<StoreLocator, 'family'>,
  ) {}

  async execute(input: { readonly session: Session | null }): Promise<ReadArsBranchResult> {
    const { session } = input;
    if (session?.type !== 'ars') return { kind: 'not-ars' };
    const branchId = session.ars?.branchId ?? this.storedBranchId();
    if (branchId === null) return { kind: 'no-branch' };
    try {
      return { kind: 'branch', branchId, store: await this.stores.family(branchId) };
    } catch (error) {
      return { kind: 'branch-unreadable', branchId, error };
    }
  }

  private storedBranchId(): number | null {
    const stored = Number(this.arsFlag.branchId() ?? Number.NaN);
    return Number.isInteger(stored) ? stored : null;
  }
}
