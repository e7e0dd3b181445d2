/**
 * Spec §5 email pattern: a local part of letters, digits, dot, underscore and hyphen, then @, a domain (letters,
 * digits, dot, hyphen), then a dot and a top-level part of 2 to 4 letters. Letters are ASCII, either case.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,4}$/;

/** Whether a text matches the spec §5 email pattern (surrounding spaces are not trimmed: they fail). */
export function isValidEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text);
}
