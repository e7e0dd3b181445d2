/**
 * Issue 15: beyond the spec §5 rule (8+ characters, a letter and a special character) a new password must not be one
 * of the most common ones. The list is zxcvbn-ts's ranked `passwords-common` (most used first); its first 10,000
 * entries are refused. Server only: the list never reaches the storefront bundle (src/ must not import it).
 * Issue 14: loaded on the first check, not at start (its dictionaries are ~420 KB of JavaScript, ~60 ms of a start).
 */
const REFUSED_COUNT = 10_000;

let refused: Promise<ReadonlySet<string>> | undefined;

async function refusedPasswords(): Promise<ReadonlySet<string>> {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common'].slice(0, REFUSED_COUNT).map((entry) => entry.toLowerCase()));
}

/** True when `password`, compared without regard to case, is one of the 10,000 most common passwords. */
export async function isCommonPassword(password: string): Promise<boolean> {
  refused ??= refusedPasswords().catch((error: unknown) => {
    refused = undefined;
    throw error;
  });
  return (await refused).has(password.toLowerCase());
}
