import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenKey } from '../../../../server/auth/access-token';
import { deriveKey } from '../../../../server/auth/derived-keys';
import { openSuccessor, refreshSuccessorKey, sealSuccessor } from '../../../../server/auth/refresh-successor';
import { hashRefreshToken } from '../../../../server/auth/refresh-tokens';

const authKey = accessTokenKey(randomBytes(48).toString('base64url'));
const key = refreshSuccessorKey(authKey);
const predecessor = hashRefreshToken(randomBytes(32).toString('base64url'));
const successor = randomBytes(32).toString('base64url');

describe('the sealed successor of a rotated refresh token', () => {
  it('opens to the successor for the row it was sealed for, and is never the plain token', () => {
    const sealed = sealSuccessor(key, predecessor, successor);
    expect(openSuccessor(key, predecessor, sealed)).toBe(successor);
    expect(Buffer.from(sealed).toString('latin1').includes(successor)).toBe(false);
    expect(sealSuccessor(key, predecessor, successor)).not.toEqual(sealed);
  });

  it('does not open under another row, another purpose’s key, another secret, or when altered', () => {
    const sealed = sealSuccessor(key, predecessor, successor);
    const otherRow = hashRefreshToken(randomBytes(32).toString('base64url'));
    expect(openSuccessor(key, otherRow, sealed)).toBeNull();
    expect(openSuccessor(deriveKey(authKey, 'ars-link'), predecessor, sealed)).toBeNull();
    const otherSecret = refreshSuccessorKey(accessTokenKey(randomBytes(48).toString('base64url')));
    expect(openSuccessor(otherSecret, predecessor, sealed)).toBeNull();
    for (const at of [0, 20, sealed.length - 1]) {
      const altered = Uint8Array.from(sealed);
      altered[at] = (altered[at] ?? 0) ^ 1;
      expect(openSuccessor(key, predecessor, altered)).toBeNull();
    }
    expect(openSuccessor(key, predecessor, sealed.subarray(0, 28))).toBeNull();
  });
});
