import type pg from 'pg';

/**
 * The fault bench's checks on a cluster's database after a load: each checkout has at most one order; an order a
 * customer was told about is that checkout's one order and whole (its PAID status recorded, its idempotency key
 * settled to it); a checkout whose customer got no order has none. Returns one line per problem (none: []).
 */
export async function orderProblems(
  sql: pg.Client,
  attempts: readonly { readonly checkoutId: string; readonly orderId: number | null }[],
): Promise<string[]> {
  const { rows } = await sql.query<{ checkout_id: string; n: number; id: number; paid: boolean; settled: boolean }>(
    `SELECT o.checkout_id, count(*)::int AS n, min(o.id) AS id,
            bool_and(EXISTS (SELECT 1 FROM order_status_history h WHERE h.order_id = o.id AND h.status = 'PAID')) AS paid,
            bool_and(EXISTS (SELECT 1 FROM order_requests r WHERE r.order_id = o.id AND r.state = 'DONE')) AS settled
       FROM orders o WHERE o.checkout_id = ANY($1::uuid[]) GROUP BY o.checkout_id`,
    [attempts.map((a) => a.checkoutId)],
  );
  const byCheckout = new Map(rows.map((row) => [row.checkout_id, row]));
  const problems: string[] = [];
  for (const { checkoutId, orderId } of attempts) {
    const row = byCheckout.get(checkoutId);
    if (orderId === null) {
      if (row !== undefined) problems.push(`checkout ${checkoutId}: the customer got no order, but ${row.n} exist`);
    } else if (row === undefined) problems.push(`checkout ${checkoutId}: order ${orderId} was answered but is lost`);
    else if (row.n !== 1) problems.push(`checkout ${checkoutId}: ${row.n} orders (placed twice)`);
    else if (row.id !== orderId) problems.push(`checkout ${checkoutId}: answered order ${orderId}, stored ${row.id}`);
    else if (!row.paid || !row.settled)
      problems.push(`order ${orderId}: incomplete (paid ${row.paid}, settled ${row.settled})`);
  }
  return problems;
}
