import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { COUPON_MESSAGES } from '../../../src/contract/coupon';
import { isWalletCouponHeld, membershipCouponInBook, RECENTLY_EXPIRED_DAYS } from '../../../src/domain/coupon/book';
import { isEndDateExpired, isMembershipCouponExpired } from '../../../src/domain/coupon/expiry';
import { canRemoveWalletCoupon } from '../../../src/domain/coupon/removal';
import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from '../../../src/domain/coupon/types';
import { type CouponOrderContext, membershipCouponUnusableReason } from '../../../src/domain/coupon/usability';
import { inSeoul } from '../../../src/domain/money/seoul-time';
import type { Database } from '../../db/database';
import { membershipCoupons, membershipCouponTemplates, menus, walletCoupons } from '../../db/schema';
import type { WalletKind } from '../../db/schema/coupons';

/** Why a coupon call was refused: a stable code and the Korean message (its HTTP status: server/routes/coupons.ts). */
export type CouponRefusalCode =
  | 'MEMBERS_ONLY'
  | 'COUPON_NOT_FOUND'
  | 'ALREADY_ISSUED'
  | 'COUPON_EXPIRED'
  | 'ALREADY_REGISTERED'
  | 'COUPON_IN_USE';

export interface CouponRefusal {
  readonly kind: 'refused';
  readonly code: CouponRefusalCode;
  readonly message: string;
}

const refused = (code: CouponRefusalCode, message: string): CouponRefusal => ({ kind: 'refused', code, message });

/** The order a membership coupon is judged against (checkout) for isUsable and unUsableReason. */
export type CouponContext = CouponOrderContext;

type MembershipRow = typeof membershipCoupons.$inferSelect & {
  readonly menuName: string | null;
  readonly menuImage: string | null;
};

/** Spec §3 membership coupon as the wire shows it; usability judged for `context` when given. */
export function membershipCouponOf(row: MembershipRow, context: CouponContext | null): MembershipCoupon {
  const reason = context === null ? null : membershipCouponUnusableReason(row, context);
  return {
    couponNo: row.couponNo,
    couponName: row.couponName,
    benefitType: row.benefitType,
    discountAmount: row.discountAmount,
    discountRate: row.discountRate,
    maxDiscountAmount: row.maxDiscountAmount,
    useEndsAt: row.useEndsAt.toISOString(),
    isUsable: reason === null,
    unUsableReason: reason,
    benefitMenuInfo:
      row.benefitType === 'PRODUCT' && row.menuName !== null
        ? { menuName: row.menuName, menuImage: row.menuImage ?? '' }
        : null,
  };
}

/** Issues a membership coupon of `templateId` to `ownerId` (one per template); null when the template is unknown. */
export async function issueFromTemplate(
  db: Database,
  ownerId: string,
  templateId: number,
  now: Date,
): Promise<typeof membershipCoupons.$inferSelect | 'unknown' | 'already'> {
  const [template] = await db
    .select()
    .from(membershipCouponTemplates)
    .where(eq(membershipCouponTemplates.id, templateId));
  if (template === undefined) return 'unknown';
  const couponNo = `M${templateId}-${crypto.randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
  const [row] = await db
    .insert(membershipCoupons)
    .values({
      couponNo,
      ownerId,
      templateId,
      couponName: template.couponName,
      benefitType: template.benefitType,
      discountAmount: template.discountAmount,
      discountRate: template.discountRate,
      maxDiscountAmount: template.maxDiscountAmount,
      minOrderAmount: template.minOrderAmount,
      benefitMenuId: template.benefitMenuId,
      issuedAt: now,
      useEndsAt: inSeoul(now).add(template.validDays, 'day').toDate(),
    })
    .onConflictDoNothing()
    .returning();
  return row ?? 'already';
}

/**
 * The coupon book (spec §7 Coupons). Registering and issuing need a member (a guest is refused with the message
 * containing 비회원, spec §6); a printed number goes to the first member who registers it.
 */
export class CouponService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** The member's unused, unexpired membership coupons, soonest ending first. */
  async membershipCoupons(
    ownerId: string,
    context: CouponContext | null,
    db: Database = this.db,
    options: { readonly recentlyExpired?: boolean } = {},
  ): Promise<MembershipCoupon[]> {
    const now = this.now();
    // The coupon book also shows recently ended coupons (membershipCouponInBook decides; SQL only narrows the read).
    const from = options.recentlyExpired === true ? inSeoul(now).subtract(RECENTLY_EXPIRED_DAYS, 'day').toDate() : now;
    const rows = await db
      .select({ coupon: membershipCoupons, menuName: menus.menuName, menuImage: menus.menuImageUrl })
      .from(membershipCoupons)
      .leftJoin(menus, eq(menus.id, membershipCoupons.benefitMenuId))
      .where(
        and(
          eq(membershipCoupons.ownerId, ownerId),
          isNull(membershipCoupons.usedOrderId),
          gt(membershipCoupons.useEndsAt, from),
        ),
      )
      .orderBy(asc(membershipCoupons.useEndsAt), asc(membershipCoupons.id));
    return rows.flatMap((r) => {
      const coupon = membershipCouponOf({ ...r.coupon, menuName: r.menuName, menuImage: r.menuImage }, context);
      if (options.recentlyExpired === true) return membershipCouponInBook(coupon, now.getTime()) ?? [];
      return isMembershipCouponExpired(coupon, now.getTime()) ? [] : [coupon];
    });
  }

  async issue(ownerId: string, isMember: boolean, templateId: number): Promise<MembershipCoupon | CouponRefusal> {
    if (!isMember) return refused('MEMBERS_ONLY', COUPON_MESSAGES.membersOnly);
    const issued = await issueFromTemplate(this.db, ownerId, templateId, this.now());
    if (issued === 'unknown') return refused('COUPON_NOT_FOUND', COUPON_MESSAGES.templateNotFound);
    if (issued === 'already') return refused('ALREADY_ISSUED', COUPON_MESSAGES.alreadyIssued);
    const [menu] =
      issued.benefitMenuId === null ? [] : await this.db.select().from(menus).where(eq(menus.id, issued.benefitMenuId));
    return membershipCouponOf(
      { ...issued, menuName: menu?.menuName ?? null, menuImage: menu?.menuImageUrl ?? null },
      null,
    );
  }

  /** Claims the printed number `couponNo` of `kind` for the member: once, for one member, before its end date. */
  async register(
    ownerId: string,
    isMember: boolean,
    kind: WalletKind,
    couponNo: string,
  ): Promise<{ kind: 'registered' } | CouponRefusal> {
    if (!isMember) return refused('MEMBERS_ONLY', COUPON_MESSAGES.membersOnly);
    const number = couponNo.trim().toUpperCase();
    const [row] = await this.db
      .select()
      .from(walletCoupons)
      .where(and(eq(walletCoupons.couponNo, number), eq(walletCoupons.kind, kind)));
    if (row === undefined) return refused('COUPON_NOT_FOUND', COUPON_MESSAGES.notFound);
    if (isEndDateExpired(row.endDate, this.now().getTime())) {
      return refused('COUPON_EXPIRED', COUPON_MESSAGES.expired);
    }
    const claimed = await this.db
      .update(walletCoupons)
      .set({ ownerId, registeredAt: this.now() })
      .where(and(eq(walletCoupons.id, row.id), isNull(walletCoupons.ownerId), isNull(walletCoupons.usedOrderId)))
      .returning({ id: walletCoupons.id });
    if (claimed.length === 0) return refused('ALREADY_REGISTERED', COUPON_MESSAGES.alreadyRegistered);
    return { kind: 'registered' };
  }

  /** The member's usable coupons of `kind`: unused (vouchers, e-coupons), with a balance (price coupons), not past the end. */
  async wallet(ownerId: string, kind: 'ecoupon', db?: Database): Promise<Ecoupon[]>;
  async wallet(ownerId: string, kind: 'price-coupon', db?: Database): Promise<PriceCoupon[]>;
  async wallet(ownerId: string, kind: 'voucher', db?: Database): Promise<Voucher[]>;
  async wallet(
    ownerId: string,
    kind: WalletKind,
    db: Database = this.db,
  ): Promise<(Ecoupon | PriceCoupon | Voucher)[]> {
    const nowMs = this.now().getTime();
    const rows = await db
      .select({ coupon: walletCoupons, menuName: menus.menuName })
      .from(walletCoupons)
      .leftJoin(menus, eq(menus.id, walletCoupons.menuId))
      .where(and(eq(walletCoupons.ownerId, ownerId), eq(walletCoupons.kind, kind), isNull(walletCoupons.usedOrderId)))
      .orderBy(asc(walletCoupons.endDate), asc(walletCoupons.id));
    const held = rows.map(({ coupon, menuName }): Ecoupon | PriceCoupon | Voucher => {
      if (kind === 'voucher')
        return { id: coupon.id, voucherSn: coupon.couponNo, price: coupon.faceValue, endDate: coupon.endDate };
      if (kind === 'price-coupon') {
        return {
          id: coupon.id,
          couponNo: coupon.couponNo,
          couponName: coupon.couponName,
          balance: coupon.balance,
          endDate: coupon.endDate,
        };
      }
      return {
        id: coupon.id,
        couponNo: coupon.couponNo,
        couponName: coupon.couponName,
        menuId: coupon.menuId ?? 0,
        menuName: menuName ?? '',
        endDate: coupon.endDate,
      };
    });
    return held.filter((coupon) => isWalletCouponHeld(coupon, nowMs));
  }

  /** Takes a coupon out of the member's wallet (the number can be registered again); one in use by an order: 409. */
  async remove(ownerId: string, kind: WalletKind, id: number): Promise<{ kind: 'removed' } | CouponRefusal | null> {
    const [row] = await this.db
      .select()
      .from(walletCoupons)
      .where(and(eq(walletCoupons.id, id), eq(walletCoupons.ownerId, ownerId), eq(walletCoupons.kind, kind)));
    if (row === undefined) return null;
    const stored = row.kind === 'price-coupon' ? { faceValue: row.faceValue, balance: row.balance } : null;
    if (!canRemoveWalletCoupon({ usedByOrder: row.usedOrderId !== null, stored })) {
      return refused('COUPON_IN_USE', COUPON_MESSAGES.inUse);
    }
    const freed = await this.db
      .update(walletCoupons)
      .set({ ownerId: null, registeredAt: null })
      .where(and(eq(walletCoupons.id, id), eq(walletCoupons.ownerId, ownerId), isNull(walletCoupons.usedOrderId)))
      .returning({ id: walletCoupons.id });
    return freed.length === 0 ? refused('COUPON_IN_USE', COUPON_MESSAGES.inUse) : { kind: 'removed' };
  }

  /** Header counts (spec §3 membershipCouponCount, ecouponCount). */
  async counts(ownerId: string): Promise<{ membershipCouponCount: number; ecouponCount: number }> {
    const [membership, ecoupons] = await Promise.all([
      this.membershipCoupons(ownerId, null),
      this.wallet(ownerId, 'ecoupon'),
    ]);
    return { membershipCouponCount: membership.length, ecouponCount: ecoupons.length };
  }
}
