import type { AccountRejection } from '../../application/ports/account-registration';
import { SessionRequiredError } from '../../application/ports/session-required-error';
import { HttpError } from './http-error';

/**
 * The statuses the account calls answer an expected refusal with (src/contract/account.ts): bad input or a wrong
 * code (400), not the caller's (403), no such member (404), a conflict (409), too many tries (429), not supported
 * (501), and the SMS service down (503 SMS_UNAVAILABLE only: any other 503 is an outage).
 */
const REFUSAL_STATUSES = new Set([400, 403, 404, 409, 429, 501]);

/** The refusal an account call failed with, or null when the failure is an outage or a bug (then rethrow it). */
export function accountRejectionOf(error: unknown): AccountRejection | null {
  if (!(error instanceof HttpError) || error.kind !== 'response' || error.status === null) return null;
  const refused = REFUSAL_STATUSES.has(error.status) || (error.status === 503 && error.code === 'SMS_UNAVAILABLE');
  if (!refused) return null;
  return { kind: 'rejected', code: error.code ?? `HTTP_${error.status}`, message: error.message, field: error.field };
}

/** Whether an account call's outcome is a refusal. */
export function isAccountRejection(value: unknown): value is AccountRejection {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'rejected';
}

/** Runs an account call, turning its expected refusals into `rejected` values; a 401 means no session. */
export async function orRejection<T>(call: () => Promise<T>): Promise<T | AccountRejection> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError && error.kind === 'response' && error.status === 401) {
      throw new SessionRequiredError(error.message);
    }
    const rejection = accountRejectionOf(error);
    if (rejection === null) throw error;
    return rejection;
  }
}
