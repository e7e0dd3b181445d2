import type { MarketingConsent } from '../../application/ports/member-account';
import type { MemoryBackend, OwnerState } from './memory-backend';

/** What the memory backend keeps of a member beyond OwnerState: the 내 정보 fields the server's members row holds. */
interface ProfileExtras {
  marketing: MarketingConsent;
  /** The CI on file; undefined = as the account was made (a member made without identity check has none). */
  ci: string | null | undefined;
}

const NO_MARKETING: MarketingConsent = { sms: false, email: false, push: false };
const extrasByBackend = new WeakMap<MemoryBackend, Map<string, ProfileExtras>>();

function extrasOf(backend: MemoryBackend, ownerId: string): ProfileExtras {
  const all = extrasByBackend.get(backend) ?? new Map<string, ProfileExtras>();
  extrasByBackend.set(backend, all);
  const found = all.get(ownerId);
  if (found !== undefined) return found;
  const made: ProfileExtras = { marketing: NO_MARKETING, ci: undefined };
  all.set(ownerId, made);
  return made;
}

/** The member's marketing agreements (as on the server: none until agreed). */
export function marketingOf(backend: MemoryBackend, ownerId: string): MarketingConsent {
  return extrasOf(backend, ownerId).marketing;
}

export function recordMarketing(backend: MemoryBackend, ownerId: string, marketing: MarketingConsent): void {
  extrasOf(backend, ownerId).marketing = { ...marketing };
}

/**
 * Whether a CI is on file: one connected since, or else how the account was made (the Happy Point link of a member
 * made without an identity check asks for a CI, spec §3 CI_REQUIRED).
 */
export function hasCi(backend: MemoryBackend, owner: OwnerState): boolean {
  const ci = extrasOf(backend, owner.ownerId).ci;
  return ci === undefined ? owner.happyPoint.status !== 'CI_REQUIRED' : ci !== null;
}

/** The member (other than `ownerId`) whose connected CI is `ci`, if any. */
export function isCiConnectedToAnother(backend: MemoryBackend, ci: string, ownerId: string): boolean {
  const all = extrasByBackend.get(backend);
  if (all === undefined) return false;
  return [...all.entries()].some(([id, extras]) => id !== ownerId && extras.ci === ci && backend.owners.has(id));
}

export function recordCi(backend: MemoryBackend, ownerId: string, ci: string): void {
  extrasOf(backend, ownerId).ci = ci;
}
