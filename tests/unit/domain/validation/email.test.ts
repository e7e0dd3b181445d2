import { describe, expect, it } from 'vitest';
import { isValidEmail } from '../../../../src/domain/validation/email';

describe('email pattern (spec §5)', () => {
  it('accepts letters, digits, dot, underscore and hyphen before @ and a 2-4 letter top-level part', () => {
    expect(isValidEmail('chicken.lover_01-kr@bbq.co.kr')).toBe(true);
    expect(isValidEmail('A@B.COM')).toBe(true);
    expect(isValidEmail('a@b.info')).toBe(true);
    expect(isValidEmail('a@my-shop.io')).toBe(true);
  });

  it('refuses other characters in the local part', () => {
    expect(isValidEmail('a+b@bbq.com')).toBe(false);
    expect(isValidEmail('치킨@bbq.com')).toBe(false);
  });

  it('refuses a top-level part shorter than 2 or longer than 4 letters, or with digits', () => {
    expect(isValidEmail('a@bbq.c')).toBe(false);
    expect(isValidEmail('a@bbq.museum')).toBe(false);
    expect(isValidEmail('a@bbq.c0m')).toBe(false);
  });

  it('refuses a missing @, local part or domain, and surrounding spaces', () => {
    expect(isValidEmail('bbq.com')).toBe(false);
    expect(isValidEmail('@bbq.com')).toBe(false);
    expect(isValidEmail('a@.com')).toBe(false);
    expect(isValidEmail(' a@bbq.com')).toBe(false);
    expect(isValidEmail('a@bbq.com ')).toBe(false);
  });
});
