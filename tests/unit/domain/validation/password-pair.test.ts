import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validatePasswordPair } from '../../../../src/domain/validation/password-pair';

describe('a password typed twice (sign-up, password reset)', () => {
  it('both fields are required', () => {
    expect(validatePasswordPair({ password: '', confirmation: '' })).toEqual({
      errors: { password: '비밀번호를 입력해주세요.', confirmation: '비밀번호를 한 번 더 입력해주세요.' },
      valid: false,
    });
  });

  it('the password needs 8 characters with a letter and a special character (spec §5 message)', () => {
    const result = validatePasswordPair({ password: 'abcdefgh', confirmation: 'abcdefgh' });
    expect(result.errors.password).toBe('영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)');
    expect(result.valid).toBe(false);
  });

  it('the confirmation must equal the password exactly (spec §5 message)', () => {
    const result = validatePasswordPair({ password: 'chicken1!', confirmation: 'chicken1! ' });
    expect(result.errors).toEqual({ confirmation: '입력하신 비밀번호와 일치 하지 않습니다.' });
    expect(result.valid).toBe(false);
  });

  it('a rule-abiding password typed twice is valid', () => {
    expect(validatePasswordPair({ password: 'chicken1!', confirmation: 'chicken1!' })).toEqual({
      errors: {},
      valid: true,
    });
  });

  it('valid exactly when there is no error, for any input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (password, confirmation) => {
        const result = validatePasswordPair({ password, confirmation });
        expect(result.valid).toBe(Object.keys(result.errors).length === 0);
        if (result.valid) expect(confirmation).toBe(password);
      }),
      { numRuns: 1000 },
    );
  });
});
