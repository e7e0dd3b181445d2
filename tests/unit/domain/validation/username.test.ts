import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUsername, USERNAME_MESSAGES, usernameError } from '../../../../src/domain/validation/username';

describe('the sign-up id', () => {
  it('starts with a letter and has 4 to 20 letters or digits', () => {
    expect(isUsername('abcd')).toBe(true);
    expect(isUsername('chicken1234')).toBe(true);
    expect(isUsername(`a${'1'.repeat(19)}`)).toBe(true);
    expect(isUsername('abc')).toBe(false);
    expect(isUsername(`a${'1'.repeat(20)}`)).toBe(false);
    expect(isUsername('1abcd')).toBe(false);
    expect(isUsername('ab_cd')).toBe(false);
    expect(isUsername('치킨치킨')).toBe(false);
  });

  it('ignores surrounding spaces, as the server trims them', () => {
    expect(isUsername('  chicken ')).toBe(true);
  });

  it('any id made of a letter then 3..19 letters or digits is accepted', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
    fc.assert(
      fc.property(letter, fc.array(alnum, { minLength: 3, maxLength: 19 }), (first, rest) =>
        isUsername(first + rest.join('')),
      ),
      { numRuns: 1000 },
    );
  });

  it('is in error until it was checked available, and the messages name the reason', () => {
    expect(usernameError('', 'unchecked')).toBe(USERNAME_MESSAGES.required);
    expect(usernameError('ab', 'available')).toBe(USERNAME_MESSAGES.invalid);
    expect(usernameError('chicken', 'unchecked')).toBe('아이디 중복 확인을 해주세요.');
    expect(usernameError('chicken', 'taken')).toBe('이미 사용 중인 아이디예요.');
    expect(usernameError('chicken', 'available')).toBeUndefined();
  });
});
