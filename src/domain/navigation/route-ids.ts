/** A 1-based list page from a query (`?page=` of the notice board and the events list): a whole number from 1, else 1. */
export function parsePageParam(raw: string | null | undefined): number {
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

const CANONICAL_ID = /^[1-9][0-9]*$/;

/**
 * A route or query id (/categories/{id}, /products/{id}, branchId, spec §2): a positive safe integer written in
 * plain decimal, else null (so "1e3", "01", "-2" or "abc" never reach the server as some other id).
 */
export function parseRouteId(raw: string | null | undefined): number | null {
  const text = raw?.trim() ?? '';
  if (!CANONICAL_ID.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
