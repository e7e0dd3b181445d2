/**
 * When a post (notice or event) shows the red NEW marker (spec §2 post table; the rule is ours, the spec shows only
 * the marker): for 7 × 24 hours from its publication, judged at the request's "now". A post published in the
 * future is not published yet: the lists and details leave it out.
 */
export const NEW_POST_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** True while `now` is within NEW_POST_WINDOW_MS after `publishedAt` (from the instant itself, inclusive). */
export function isNewPost(publishedAt: Date, now: Date): boolean {
  const age = now.getTime() - publishedAt.getTime();
  return age >= 0 && age < NEW_POST_WINDOW_MS;
}

/** The storefront page a notice row links to (the customer center's notice detail, under spec §2 route /faq). */
export function noticeHref(id: number): string {
  return `/faq/notices/${id}`;
}

/** The storefront page an event row links to (spec §2 route /events). */
export function eventHref(id: number): string {
  return `/events/${id}`;
}
