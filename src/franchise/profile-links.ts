import type { FranchiseProfile } from './profile-schema';

/** The franchise inquiry address with its campaign parameters (utm_source, …) in the profile's order. */
export function franchiseInquiryHref(profile: FranchiseProfile): string {
  const { url, campaign } = profile.links.franchiseInquiry;
  const query = Object.entries(campaign)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  if (query === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** A link target the storefront routes itself (a path of ours) rather than opening another site. */
export function isOwnPage(href: string): boolean {
  return href.startsWith('/');
}
