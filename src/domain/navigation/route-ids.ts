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
