import { describe, expect, it } from 'vitest';
import { isPasswordRuleMet, validateNewPassword } from '../../../../src/domain/validation/password';

const RULE = '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)';
const MISMATCH = '입력하신 비밀번호와 일치 하지 않습니다.';
const SAME = '이전 비밀번호와 같은 비밀번호를 사용할 수 없습니다.';

describe('password rule (spec §5: 8+ characters, a letter and a special character)', () => {
  it('accepts 8 characters with a letter and a special character', () => {
    expect(isPasswordRuleMet('abcdef1!')).toBe(true);
    expect(isPasswordRuleMet('a!!!!!!!')).toBe(true);
    expect(isPasswordRuleMet('Z1234567~')).toBe(true);
  });

  it('refuses 7 characters', () => {
    expect(isPasswordRuleMet('abcde1!')).toBe(false);
  });

  it('refuses a password without an (ASCII) letter', () => {
    expect(isPasswordRuleMet('12345678!')).toBe(false);
    expect(isPasswordRuleMet('비밀번호입니다!!')).toBe(false);
  });

  it('refuses a password without a special character; Hangul, digits and spaces are not special', () => {
    expect(isPasswordRuleMet('abcdefgh1')).toBe(false);
    expect(isPasswordRuleMet('abcd 1234')).toBe(false);
    expect(isPasswordRuleMet('abcd비밀번호')).toBe(false);
  });

  it('every ASCII punctuation mark counts as special', () => {
    for (const mark of '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~') {
      expect(isPasswordRuleMet(`abcdefg${mark}`), mark).toBe(true);
    }
  });
});

describe('new-password popup (spec §5)', () => {
  const valid = { oldPassword: 'oldpass1!', newPassword: 'newpass1!', confirmation: 'newpass1!' };

  it('a valid change has no errors and can be confirmed', () => {
    expect(validateNewPassword(valid)).toEqual({ errors: {}, canConfirm: true });
  });

  it('all three fields are required', () => {
    const result = validateNewPassword({ oldPassword: '', newPassword: '', confirmation: '' });
    expect(result.errors).toEqual({
      oldPassword: '현재 비밀번호를 입력해주세요.',
      newPassword: '새 비밀번호를 입력해주세요.',
      confirmation: '새 비밀번호를 한 번 더 입력해주세요.',
    });
    expect(result.canConfirm).toBe(false);
  });

  it('a confirmation different from the new password shows the mismatch message', () => {
    const result = validateNewPassword({ ...valid, confirmation: 'newpass1?' });
    expect(result.errors).toEqual({ confirmation: MISMATCH });
    expect(result.canConfirm).toBe(false);
  });

  it('a new password breaking the rule shows the rule message', () => {
    const result = validateNewPassword({ ...valid, newPassword: 'short1!', confirmation: 'short1!' });
    expect(result.errors).toEqual({ newPassword: RULE });
    expect(result.canConfirm).toBe(false);
  });

  it('a new password equal to the old one is refused', () => {
    const result = validateNewPassword({
      oldPassword: 'same1234!',
      newPassword: 'same1234!',
      confirmation: 'same1234!',
    });
    expect(result.errors).toEqual({ newPassword: SAME });
    expect(result.canConfirm).toBe(false);
  });

  it('the rule message comes before the same-as-old message', () => {
    const result = validateNewPassword({ oldPassword: 'abc', newPassword: 'abc', confirmation: 'abc' });
    expect(result.errors.newPassword).toBe(RULE);
  });

  it('passwords are compared exactly: a trailing space makes them differ', () => {
    expect(validateNewPassword({ ...valid, confirmation: 'newpass1! ' }).errors.confirmation).toBe(MISMATCH);
    expect(validateNewPassword({ ...valid, oldPassword: 'newpass1! ' }).canConfirm).toBe(true);
  });
});
