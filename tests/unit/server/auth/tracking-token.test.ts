import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accessTokenKey } from '../../../../server/auth/access-token';
import { deriveKey } from '../../../../server/auth/derived-keys';
import { TrackingTokens } from '../../../../server/auth/tracking-token';

const KEY = accessTokenKey('tracking-token-unit-key-4f9b2c7e1d0a8356ef');
const tokens = new TrackingTokens(KEY);

describe('tracking tokens', () => {
  it('name their order and verify with the key that made them: `<id>.<22 characters>`', () => {
    const token = tokens.sign(1234);
    expect(token).toMatch(/^1234\.[A-Za-z0-9_-]{22}$/);
    expect(tokens.verify(token)).toBe(1234);
    expect(tokens.sign(1234)).toBe(token);
    expect(new TrackingTokens(KEY).verify(token)).toBe(1234);
  });

  it('any changed character, another order id or another key is refused', () => {
    const token = tokens.sign(77);
    const [, mac = ''] = token.split('.');
    for (let index = 0; index < mac.length; index += 1) {
      for (const replacement of ['A', 'B', 'Q', 'w', '-', '_']) {
        if (mac[index] === replacement) continue;
        const altered = `77.${mac.slice(0, index)}${replacement}${mac.slice(index + 1)}`;
        expect(tokens.verify(altered), altered).toBeNull();
      }
    }
    expect(tokens.verify(`78.${mac}`)).toBeNull();
    expect(tokens.verify(`077.${mac}`)).toBeNull();
    expect(new TrackingTokens(accessTokenKey('another-deployment-secret-0123456789abcdef')).verify(token)).toBeNull();
  });

  it('a MAC made with the key of another purpose (the ARS links) never verifies as a tracking token', () => {
    const arsKey = deriveKey(KEY, 'ars-link');
    const forged = `77.${createHmac('sha256', arsKey).update('order-track/v1:77').digest().subarray(0, 16).toString('base64url')}`;
    expect(tokens.verify(forged)).toBeNull();
  });

  it('malformed tokens are refused without throwing; only database ids are signed', () => {
    for (const token of [
      '',
      '.',
      '77',
      '77.',
      'abc.def',
      `${'9'.repeat(11)}.${'A'.repeat(22)}`,
      `77.${'A'.repeat(23)}`,
    ]) {
      expect(tokens.verify(token), token).toBeNull();
    }
    expect(tokens.verify(`2147483648.${'A'.repeat(22)}`)).toBeNull();
    for (const id of [0, -1, 1.5, 2_147_483_648]) expect(() => tokens.sign(id)).toThrow();
  });
});
