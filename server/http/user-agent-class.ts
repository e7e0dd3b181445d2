import type { FastifyReply, FastifyRequest } from 'fastify';
import { isMobileUserAgent } from '../../src/domain/shared/user-agent';
import { varyOn } from './cache';
import { withoutLinksMarked } from './marked-links';

/** The user agent classes a document can differ by (the app banner and mobile layout, spec §2/§9; the web font). */
export type UserAgentClass = 'mobile' | 'other';

/** The class of the browser that sent `request`. */
export function userAgentClass(request: FastifyRequest): UserAgentClass {
  return isMobileUserAgent(request.headers['user-agent'] ?? '') ? 'mobile' : 'other';
}

/** Caches in front (browsers, CDNs) keep the mobile and the desktop document apart, as the server's caches do. */
export async function varyByUserAgent(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  varyOn(reply, 'User-Agent');
}

/**
 * The attribute of index.html's links that only screens 768 px and wider use (the Pretendard stylesheet). A phone is
 * that wide only in landscape, if at all, and then shows its own Korean font as in portrait.
 */
export const WIDE_SCREEN_ONLY_ATTRIBUTE = 'data-wide-screen-only';

/**
 * Issue 13: a document as the class of browser gets it. A phone's has no wide-screen-only links: Chromium downloads a
 * stylesheet whose media does not match all the same, at the lowest priority, and on a phone's network its 9 KB go
 * before the page's own scripts on the one HTTP/2 connection. Lighthouse (mobile, through the TLS front), /cart as
 * the demo member, 4 runs each alternately: largest contentful paint 2,373 -> 2,237 ms (median).
 */
export function documentForClass(html: string, agent: UserAgentClass): string {
  return agent === 'mobile' ? withoutLinksMarked(html, WIDE_SCREEN_ONLY_ATTRIBUTE) : html;
}
