/**
 * Spec §2/§9: a mobile user agent (Mobi or Android in the string) gets the mobile behaviour and the app banner. The
 * browser reads it for its layout and banner, the server for the documents it sends (the rendered pages' banner, and
 * no wide-screen-only links).
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android/i.test(userAgent);
}
