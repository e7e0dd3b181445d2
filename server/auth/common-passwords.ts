import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Issue 15: beyond the spec §5 rule (8+ characters, a letter and a special character) a new password must not be one
 * of the most common ones. The list is zxcvbn-ts's ranked `passwords-common` (most used first); its first 10,000
 * entries are refused. Server only: the list never reaches the storefront bundle (src/ must not import it).
 */
const REFUSED_COUNT = 10_000;

let refused: ReadonlySet<string> | undefined;

/** True when `password`, compared without regard to case, is one of the 10,000 most common passwords. */
export function isCommonPassword(password: string): boolean {
  refused ??= new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT).map((entry) => entry.toLowerCase()));
  return refused.has(password.toLowerCase());
}
