import { createHash } from 'node:crypto';

/** A caller line of the phone-order system (IVR): its key id and the secret it signs requests with. */
export interface CallerLineSecret {
  readonly keyId: string;
  readonly secret: string;
}

/**
 * The development line (README "Phone-order line"): seeded when ARS_LINES is unset outside production, so the IVR
 * API can be tried locally and the e2e suite can sign with it. A production server refuses to start with it.
 */
export const DEMO_ARS_LINE: CallerLineSecret = {
  keyId: 'demo-ivr-line',
  secret: 'demo-ivr-secret-for-development-only-0000',
};

const KEY_ID = /^[A-Za-z0-9._-]{3,64}$/;

/** A secret shorter than this is guessable offline from one signed request. */
const MIN_SECRET_LENGTH = 32;

/** The hex SHA-256 of a line secret: what the database keeps (ars_caller_lines.secret_sha256). */
export function secretSha256(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * Reads ARS_LINES, `keyId:secret` pairs separated by commas (key ids of 3–64 letters, digits, `.`, `_`, `-`;
 * secrets of 32+ characters without commas). Unset: the demo line outside production, none in production. Throws
 * on a malformed entry, a repeated key id, or the demo secret in production (a public secret must never open a
 * real line).
 */
export function parseArsLines(raw: string | undefined, production: boolean): readonly CallerLineSecret[] {
  const text = raw?.trim() ?? '';
  if (text === '') return production ? [] : [DEMO_ARS_LINE];
  const lines: CallerLineSecret[] = [];
  for (const entry of text.split(',')) {
    const separator = entry.indexOf(':');
    const keyId = entry.slice(0, separator).trim();
    const secret = entry.slice(separator + 1).trim();
    if (separator < 0 || !KEY_ID.test(keyId))
      throw new Error(`ARS_LINES: "${keyId}" is not a key id (3-64 of A-Z a-z 0-9 . _ -)`);
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`ARS_LINES: the secret of ${keyId} must be at least ${MIN_SECRET_LENGTH} characters`);
    }
    if (lines.some((line) => line.keyId === keyId)) throw new Error(`ARS_LINES: ${keyId} is listed twice`);
    if (production && secret === DEMO_ARS_LINE.secret) {
      throw new Error(`ARS_LINES: ${keyId} uses the public demo secret; provision a secret of its own`);
    }
    lines.push({ keyId, secret });
  }
  return lines;
}
