/**
 * Spec §2/§9: a mobile user agent (Mobi or Android in the string) gets the mobile behaviour and the app banner. The
 * browser reads it for its layout and banner, the server for the documents it sends (the rendered pages' banner, and
 * no wide-screen-only links).
 */
export function isMobileUserAgent(userAgent: string): boolean {
  return /Mobi|Android/i.test(userAgent);
}

/**
 * Spec §9: a mobile viewer is a viewport of 800 px or narrower (`narrowViewport`, the UI's MOBILE_MEDIA_QUERY) or a
 * mobile user agent. It picks the order agent (MOBILEWEB or DESKTOPWEB) the checkout sends.
 */
export function isMobileViewer(narrowViewport: boolean, userAgent: string): boolean {
  return narrowViewport || isMobileUserAgent(userAgent);
}
