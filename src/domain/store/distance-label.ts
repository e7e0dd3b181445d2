/**
 * A distance as the store card reads it (ours: the spec lists no unit): under a kilometre in whole metres ('350m'),
 * from a kilometre up in kilometres to one decimal, i.e. to the nearest 100 m ('1.2km'). Negative or non-finite input
 * reads as '0m'.
 */
export function distanceLabel(metres: number): string {
  const safe = Number.isFinite(metres) && metres > 0 ? Math.round(metres) : 0;
  if (safe < 1000) return `${safe}m`;
  const tenths = Math.round(safe / 100);
  return `${Math.floor(tenths / 10)}.${tenths % 10}km`;
}

/** Spec §2 store card: the tel: link of a phone number (digits and a leading + only; '' when none remain). */
export function telHref(tel: string): string {
  const digits = tel.replace(/[^\d+]/g, '');
  return digits === '' ? '' : `tel:${digits}`;
}
