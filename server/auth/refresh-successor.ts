import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AccessTokenKey } from './access-token';
import { deriveKey } from './derived-keys';

/** The AES-256-GCM key that seals a rotated refresh token's successor (key purpose 'refresh-successor'). */
export type SuccessorKey = Uint8Array;

/** GCM's recommended nonce length and its full tag, bytes. */
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The successor key of the configured secret: 32 bytes derived for this purpose only. */
export function refreshSuccessorKey(authKey: AccessTokenKey): SuccessorKey {
  return deriveKey(authKey, 'refresh-successor');
}

/**
 * Seals `successor` (the plain refresh token a rotation issued) for storage beside its predecessor's row: random IV,
 * ciphertext, tag. The predecessor's hash is the associated data, so a sealed value moved to another row never opens.
 */
export function sealSuccessor(key: SuccessorKey, predecessorHash: string, successor: string): Uint8Array {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(predecessorHash));
  const sealed = Buffer.concat([iv, cipher.update(successor, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return new Uint8Array(sealed);
}

/** The successor sealed by sealSuccessor for `predecessorHash`; null when it does not open (another key, tampering). */
export function openSuccessor(key: SuccessorKey, predecessorHash: string, sealed: Uint8Array): string | null {
  if (sealed.length <= IV_BYTES + TAG_BYTES) return null;
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(predecessorHash));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}
