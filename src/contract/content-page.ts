import * as z from 'zod/mini';
import { CONTENT_PAGE_SLUG_PATTERN } from '../domain/content/content-page';
import { CONTENT_PREFIX, defineEndpoints, instantSchema } from './common';
import { publicReadErrors } from './errors';

/**
 * Franchise content pages (ours, beside spec §7 Content): 이용 안내, 대량 구매 안내 and the legal texts, read by slug
 * from the content store so the franchise edits them without a deploy. Public; an unknown slug is 404.
 */

export const CONTENT_PAGE_MESSAGES = {
  invalidSlug: '페이지 주소가 올바르지 않습니다.',
} as const;

export const contentSectionSchema = z.object({
  heading: z.string(),
  paragraphs: z.array(z.string()),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  sections: z.array(contentSectionSchema),
  updatedAt: instantSchema,
});

/** Path `:slug`: lower-case letters, digits and inner hyphens, at most 40 characters. */
export const contentPageParamsSchema = z.object({
  slug: z.string().check(z.regex(CONTENT_PAGE_SLUG_PATTERN, CONTENT_PAGE_MESSAGES.invalidSlug)),
});

export type ContentPageWire = z.infer<typeof contentPageSchema>;

export const contentPageEndpoints = defineEndpoints({
  page: {
    method: 'GET',
    path: `${CONTENT_PREFIX}/page/:slug`,
    operationId: 'getContentPage',
    summary: '안내·약관 페이지 (guide, bulk-purchase, terms, privacy, location-terms)',
    tags: ['content'],
    auth: 'public',
    params: contentPageParamsSchema,
    response: { 200: contentPageSchema, ...publicReadErrors },
  },
});
