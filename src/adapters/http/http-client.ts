import axios, { type AxiosAdapter, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { SessionRequiredError } from '../../application/ports/session-required-error';
import { toHttpError } from './http-error';
import { SIGNED_OUT_PATH, type TokenRefresh } from './token-refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the one replay after a 401 (spec §7): a 401 of the replay is not refreshed again. */
    replayed?: boolean;
    /**
     * A public call (the contract row's auth is 'public'): it goes out at once with whatever token the session
     * already holds, never waiting for the session's first read or a guest sign-in (issue 13: the menu loads beside
     * the sign-in, not after it).
     */
    sessionOptional?: boolean;
  }
}

export interface HttpClientOptions {
  /** The API server's origin ('' in the browser for same-origin); paths are absolute (/api/...). */
  readonly baseURL: string;
  /**
   * The session's current access token, or null without a session. `wait: false` (a public call) asks for the token
   * held now: no waiting for the session's first read or a sign-in in progress.
   */
  readonly getAccessToken: (options: { readonly wait: boolean }) => string | null | Promise<string | null>;
  /**
   * Refreshes the session after a 401. Shared among concurrent callers and cached 10 s by the RefreshSession use
   * case (see refreshThrough); the client calls it once per failed request.
   */
  readonly refresh: () => Promise<TokenRefresh>;
  /** Called with '/reset' when the refresh signs the customer out (spec §8). */
  readonly onSignedOut: (to: typeof SIGNED_OUT_PATH) => void;
  /** The storefront's origin (the browser's location.origin): sign-in helper answers elsewhere are not followed. */
  readonly origin?: string;
  /** How requests travel; axios' own (XHR, fetch or Node's http) when absent. The server's renderer answers in process. */
  readonly transport?: AxiosAdapter;
}

/** Spec §7: statuses outside 200–299 are failures (axios' default also counts them so; stated, not assumed). */
function isSuccessStatus(status: number): boolean {
  return status >= 200 && status < 300;
}

/** Spec §7: the token travels as `Authorization: Bearer` and, as the spec's replay does, in `accessToken`. */
function withAccessToken(config: InternalAxiosRequestConfig, accessToken: string): InternalAxiosRequestConfig {
  config.headers.set('Authorization', `Bearer ${accessToken}`);
  config.headers.set('accessToken', accessToken);
  return config;
}

/** A refresh that throws is a failed refresh: spec §8 signs out. */
async function refreshOrSignOut(refresh: () => Promise<TokenRefresh>): Promise<TokenRefresh> {
  try {
    const outcome = await refresh();
    return outcome.kind === 'refreshed' && outcome.accessToken !== '' ? outcome : { kind: 'signed-out' };
  } catch {
    return { kind: 'signed-out' };
  }
}

/**
 * The one axios instance of the storefront (spec §7 "HTTP client", §8 401 policy): no credentials cookie, no
 * default timeout, non-2xx is a failure; every failure rejects with an HttpError. A 401 is refreshed and the
 * request replayed ONCE with the new token; a refresh that signs out calls onSignedOut('/reset') and rejects
 * with SessionRequiredError; a 401 of the replay rejects as an HttpError.
 */
export function createHttpClient(options: HttpClientOptions): AxiosInstance {
  const client = axios.create({
    baseURL: options.baseURL,
    withCredentials: false,
    timeout: 0,
    validateStatus: isSuccessStatus,
    transitional: { clarifyTimeoutError: true },
    ...(options.transport === undefined ? {} : { adapter: options.transport }),
  });

  client.interceptors.request.use(async (config) => {
    if (config.replayed === true) return config;
    const accessToken = await options.getAccessToken({ wait: config.sessionOptional !== true });
    return accessToken === null || accessToken === '' ? config : withAccessToken(config, accessToken);
  });

  client.interceptors.response.use(undefined, async (error: unknown) => {
    // Not a transport failure (e.g. getAccessToken threw): the caller gets it unchanged.
    if (!axios.isAxiosError(error)) throw error;
    const config = error.config;
    if (error.response?.status !== 401 || config === undefined || config.replayed === true) throw toHttpError(error);
    const outcome = await refreshOrSignOut(options.refresh);
    if (outcome.kind === 'signed-out') {
      options.onSignedOut(SIGNED_OUT_PATH);
      throw new SessionRequiredError();
    }
    const replay = withAccessToken(config, outcome.accessToken);
    replay.replayed = true;
    return client.request(replay);
  });

  return client;
}
