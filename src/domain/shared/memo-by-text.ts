/**
 * A pure function of a text, remembering up to `size` answers (then starting over, so memory stays bounded). For
 * conversions that are costly but see few distinct texts on a hot path: coupon end dates are read on every checkout
 * calculation (bench/domain), and reading a Seoul wall time asks Intl for the zone offset (~15 µs). Only for
 * functions whose answer depends on the text alone; answers are shared, so they must be treated as immutable.
 */
export function memoByText<T>(size: number, compute: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as T;
    const answer = compute(text);
    if (known.size >= size) known.clear();
    known.set(text, answer);
    return answer;
  };
}
