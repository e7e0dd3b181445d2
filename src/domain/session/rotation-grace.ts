import { TOKEN_REFRESH_CACHE_MS } from '../shared/constants';

/**
 * Issue 15: how long after its rotation a refresh token presented again answers that rotation's pair instead of
 * revoking its family, ms. Two tabs (or two server instances) refreshing with one token at once are one legitimate
 * customer; each tab shares its refresh for TOKEN_REFRESH_CACHE_MS (spec §7/§9), so a window as long covers them. A
 * thief replaying a stolen token inside it gets the pair the customer got and no more; after it, a replay revokes.
 */
const ROTATION_GRACE_MS = TOKEN_REFRESH_CACHE_MS;

/**
 * Whether a refresh token rotated at `rotatedAtMs` and presented again at `nowMs` (epoch ms) is a concurrent refresh
 * (answer the same rotated pair) rather than a replay (revoke the family). A rotation stamped later than now (another
 * instance's clock running ahead) counts as concurrent.
 */
export function isConcurrentRefresh(rotatedAtMs: number, nowMs: number): boolean {
  return nowMs - rotatedAtMs <= ROTATION_GRACE_MS;
}
