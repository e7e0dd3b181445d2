import type { RefreshSession } from '../../application/use-cases/refresh-session';

// Kept apart from http-client.ts (axios): the browser's composition plugs the session into the client before the
// client itself, and axios with it, is loaded (src/composition/browser-http-backend.ts, issue 13).

/** Where a signed-out customer is sent (spec §8). */
export const SIGNED_OUT_PATH = '/reset';

/** What a token refresh came to: a new access token, or the customer is signed out. */
export type TokenRefresh =
  | { readonly kind: 'refreshed'; readonly accessToken: string }
  | { readonly kind: 'signed-out' };

/**
 * Plugs the RefreshSession use case (one shared refresh, cached 10 s, signs out on failure) into the client: its
 * replay callback only hands the new token back, the client replays the request itself.
 */
export function refreshThrough(useCase: Pick<RefreshSession, 'execute'>): () => Promise<TokenRefresh> {
  return async () => {
    const result = await useCase.execute({ replay: async (accessToken: string) => accessToken });
    return result.kind === 'replayed' ? { kind: 'refreshed', accessToken: result.value } : { kind: 'signed-out' };
  };
}
