/**
 * A new registration key (the client's name for one sign-up attempt, 8–128 of A–Z a–z 0–9 _ -): a random UUID from
 * the browser's crypto (every browser the storefront supports has it in a secure context).
 */
export function newRegistrationKey(): string {
  const random = globalThis.crypto;
  if (typeof random?.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
