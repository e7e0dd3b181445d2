import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ARS_LINE_CODES, ARS_LINE_MESSAGES } from '../../../src/contract/ars';
import { branchClosedMessage, branchTakesOrders } from '../../../src/domain/checkout/order-acceptance';
import type { ArsPlacedBy } from '../../../src/domain/session/types';
import { isOpenAt } from '../../../src/domain/store/opening-hours';
import type { ArsLinks } from '../../auth/ars-links';
import type { Database } from '../../db/database';
import { branches } from '../../db/schema';
import { SmsDeliveryError, type SmsSender } from '../../partners/sms/sms-sender';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/rate-limiter';

/** How long a line's link opens (seconds): the length of one phone order, like the ARS session itself. */
export const ARS_LINK_TTL_SECONDS = 30 * 60;

/** Links per phone number: 3 per 10 minutes, so a leaked line key cannot flood one person with texts. */
export const ARS_LINK_PHONE_RULE: RateLimitRule = { limit: 3, windowMs: 10 * 60 * 1000 };

export interface ArsLinkOrder {
  readonly phoneNumber: string;
  readonly branchId: number;
  readonly placedBy: ArsPlacedBy;
  /** `scheme://host` put before a root-relative link (PUBLIC_URL unset): the SMS needs an absolute URL. */
  readonly origin: string;
}

export interface CreatedArsLink {
  readonly phoneNumber: string;
  readonly branchId: number;
  readonly placedBy: ArsPlacedBy;
  readonly expiresAt: Date;
  readonly smsSent: boolean;
  /** The agent's link (placedBy agent); null when the link went to the caller by SMS. */
  readonly url: string | null;
}

export type ArsLinkRefusalCode = (typeof ARS_LINE_CODES)[keyof typeof ARS_LINE_CODES] | 'RATE_LIMITED';

export type ArsLinkOutcome =
  | { readonly kind: 'created'; readonly link: CreatedArsLink }
  | {
      readonly kind: 'refused';
      readonly code: Exclude<ArsLinkRefusalCode, 'ARS_REQUEST_REPLAYED'>;
      readonly message: string;
      readonly retryAfterMs?: number;
    };

/**
 * Makes the visible-ARS link an authenticated phone-order line asks for (spec §2 /ars, §6 ARS session): counts the
 * phone number against its limit, checks the branch exists and takes orders now (spec §4 영업종료 / 주문불가 and its
 * hours), records the signed single-use link (server/auth/ars-links.ts) and texts it to the caller through the
 * SmsSender port; a link for an agent is handed back instead of texted.
 */
export class ArsLinkDesk {
  constructor(
    private readonly deps: {
      readonly db: Database;
      readonly links: ArsLinks;
      readonly sms: SmsSender;
      readonly limiter: RateLimiter;
      readonly now: () => Date;
    },
  ) {}

  async create(order: ArsLinkOrder): Promise<ArsLinkOutcome> {
    const phoneKey = createHash('sha256').update(order.phoneNumber).digest('hex').slice(0, 32);
    const allowed = await this.deps.limiter.hit(`ars-link:phone:${phoneKey}`, ARS_LINK_PHONE_RULE);
    if (!allowed.allowed) {
      const minutes = Math.max(1, Math.ceil(allowed.retryAfterMs / 60_000));
      return {
        kind: 'refused',
        code: 'RATE_LIMITED',
        message: ARS_LINE_MESSAGES.rateLimited(minutes),
        retryAfterMs: allowed.retryAfterMs,
      };
    }
    const [branch] = await this.deps.db.select().from(branches).where(eq(branches.id, order.branchId));
    if (branch === undefined) {
      return { kind: 'refused', code: ARS_LINE_CODES.BRANCH_NOT_FOUND, message: ARS_LINE_MESSAGES.branchNotFound };
    }
    if (!branchTakesOrders(branch.availableType) || !isOpenAt(branch, this.deps.now().getTime())) {
      const message = branchClosedMessage(branch.opensAt, branch.closesAt);
      return { kind: 'refused', code: ARS_LINE_CODES.BRANCH_CLOSED, message };
    }
    const link = await this.deps.links.createArsLink({
      phoneNumber: order.phoneNumber,
      branchId: order.branchId,
      ttlSeconds: ARS_LINK_TTL_SECONDS,
      placedBy: order.placedBy,
    });
    const url = link.url.startsWith('/') ? `${order.origin}${link.url}` : link.url;
    const created = { phoneNumber: order.phoneNumber, branchId: branch.id, placedBy: order.placedBy };
    if (order.placedBy === 'agent') {
      return { kind: 'created', link: { ...created, expiresAt: link.expiresAt, smsSent: false, url } };
    }
    try {
      await this.deps.sms.send({ to: order.phoneNumber, text: arsLinkText(branch.familyName, url) });
    } catch (error) {
      if (!(error instanceof SmsDeliveryError)) throw error;
      return { kind: 'refused', code: ARS_LINE_CODES.SMS_FAILED, message: ARS_LINE_MESSAGES.smsFailed };
    }
    return { kind: 'created', link: { ...created, expiresAt: link.expiresAt, smsSent: true, url: null } };
  }
}

/** The caller's text: the branch, the link, and that it opens once within 30 minutes. */
function arsLinkText(branchName: string, url: string): string {
  const minutes = ARS_LINK_TTL_SECONDS / 60;
  return `[보이는 ARS] ${branchName} 주문을 화면으로 이어가세요. ${minutes}분 안에 한 번만 열 수 있어요: ${url}`;
}
