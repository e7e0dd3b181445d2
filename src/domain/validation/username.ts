/**
 * The sign-up id rule (ours: spec §5 shows none; the same rule as the server's contract, src/contract/account.ts):
 * an ASCII letter, then 3 to 19 ASCII letters or digits, 4–20 characters in all, surrounding spaces ignored.
 */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,19}$/;

/** The id field's messages (ours: the spec is silent; `invalid` is the contract's text, so both sides agree). */
export const USERNAME_MESSAGES = {
  required: '아이디를 입력해주세요.',
  invalid: '아이디는 영문으로 시작하는 4~20자의 영문, 숫자로 입력해주세요.',
  unchecked: '아이디 중복 확인을 해주세요.',
  taken: '이미 사용 중인 아이디예요.',
  available: '사용할 수 있는 아이디예요.',
} as const;

/** Whether `text` (trimmed) is a valid id. */
export function isUsername(text: string): boolean {
  return USERNAME_PATTERN.test(text.trim());
}

/** What the id duplicate check (중복 확인) said about the id now typed. */
export type UsernameCheck = 'unchecked' | 'available' | 'taken';

/**
 * The id field's message: blank, malformed, not yet checked, or taken; undefined when the id is valid and was
 * checked available. A check is valid only for the exact id it was made for (the caller resets it on typing).
 */
export function usernameError(username: string, check: UsernameCheck): string | undefined {
  if (username.trim() === '') return USERNAME_MESSAGES.required;
  if (!isUsername(username)) return USERNAME_MESSAGES.invalid;
  if (check === 'taken') return USERNAME_MESSAGES.taken;
  if (check === 'unchecked') return USERNAME_MESSAGES.unchecked;
  return undefined;
}
