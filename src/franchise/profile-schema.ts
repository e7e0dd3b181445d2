import { z } from 'zod';

/**
 * The shape of a franchise profile: everything that names, colours, phones and links one franchise's storefront.
 * Plain data checked when the server starts and when the storefront is built, so a franchise that swaps the profile
 * learns of a typo (a colour without `#`, a phone number with letters, a link that is neither one of our paths nor an
 * https address) then and in the unit tests, not from a customer. No React and no DOM here: the UI and the server both
 * import it.
 */

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a #RRGGBB colour');
/** Korean phone numbers as printed: digits and hyphens (1588-9282, 080-000-0000). */
const phoneNumber = z.string().regex(/^\d{2,4}-\d{3,4}(-\d{4})?$/, 'digits and hyphens, e.g. 1588-9282');
const httpsUrl = z.url({ protocol: /^https$/ });
/** A page of ours (`/terms`) or an https address elsewhere: the footer opens the first in place, the second in a tab. */
const linkTarget = z.union([z.string().regex(/^\/[a-z0-9\-/]*$/, 'a path of ours such as /terms'), httpsUrl]);
const text = z.string().trim().min(1);

export const franchiseProfileSchema = z.object({
  /** True for the demo profile this repository ships: its company details are invented and say so. */
  demo: z.boolean(),
  brand: z.object({
    /** The brand as customers say it: SMS prefix `[name]`, the logo's label, "… 회원". */
    name: text,
    /** The browser-tab suffix and index.html title (`메뉴 | siteTitle`). */
    siteTitle: text,
    /** index.html meta description. */
    description: text,
    /** Path under public/ of the logo artwork and its intrinsic size (the header keeps the aspect ratio). */
    logo: z.object({
      src: z.string().startsWith('/'),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
    /**
     * Issue 13: the square icon of the installed web app (web app manifest, home screen), an SVG under public/ that
     * scales to every size; full-bleed artwork, so launchers may mask it (purpose "any maskable").
     */
    appIcon: z.string().startsWith('/').endsWith('.svg'),
    /** Spec §2: "© {year} {holder}. All rights reserved." in the footer and the drawer. */
    copyright: z.object({ year: z.number().int().min(1900).max(2100), holder: text }),
  }),
  /**
   * Spec §9 primary colour and its shades (CSS variables --color-primary…). Only `primary` is required; a missing
   * shade is mixed from it (theme.ts).
   */
  theme: z.object({
    primary: hexColour,
    primaryHover: hexColour.optional(),
    primaryPressed: hexColour.optional(),
    primarySoft: hexColour.optional(),
    primarySofter: hexColour.optional(),
  }),
  /** Spec §1 phone-order line: the drawer, the footer, the ARS and sign-out pages. */
  phoneOrder: z.object({ number: phoneNumber, hours: text }),
  customerCenter: z.object({ phone: phoneNumber, hours: text }),
  /** Spec §1 footer company registration details (전자상거래법 표시 사항). */
  company: z.object({
    name: text,
    ceo: text,
    registrationNumber: z.string().regex(/^\d{3}-\d{2}-\d{5}$/, '사업자등록번호 000-00-00000'),
    mailOrderNumber: text,
    address: text,
    privacyOfficer: text,
  }),
  /** Every external link of spec §2. Terms, privacy and location terms are pages of ours by default. */
  links: z.object({
    terms: linkTarget,
    privacy: linkTarget,
    locationTerms: linkTarget,
    /** 창업 문의 / 창업정보: the franchise inquiry site and the campaign parameters appended to it. */
    franchiseInquiry: z.object({ url: httpsUrl, campaign: z.record(z.string(), z.string()) }),
    /** The header's order / mall toggle. */
    mall: httpsUrl,
    /** Spec §2 app-download banner: 앱 이동하기. */
    appOpen: httpsUrl,
    social: z.array(z.object({ label: text, href: httpsUrl })),
  }),
});

export type FranchiseProfile = z.infer<typeof franchiseProfileSchema>;

/**
 * Checks a profile against the schema and answers it (its typo named in the error): the server checks it when it
 * starts and the storefront's build when it is configured (vite.config.ts), so a malformed swap stops both before a
 * customer sees it; the browser then uses the profile as built, without zod in its first load (issue 13).
 */
export function checkedFranchiseProfile(profile: FranchiseProfile): FranchiseProfile {
  return franchiseProfileSchema.parse(profile);
}
