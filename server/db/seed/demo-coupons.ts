import { and, eq, inArray, isNull } from 'drizzle-orm';
import { issueFromTemplate } from '../../services/coupons/coupon-service';
import type { Database } from '../database';
import { members, membershipCoupons, walletCoupons } from '../schema';
import { DEMO_MEMBERSHIP_TEMPLATE_IDS, DEMO_WALLET_COUPON_NOS, type SeedWalletCoupon } from './data/wallet-coupons';
import { DEMO_MEMBER_OWNER_ID } from './demo-member';

/** Inserts the printed coupon numbers that are missing (an existing number, registered or not, is left alone). */
export async function seedWalletCouponStock(db: Database, stock: readonly SeedWalletCoupon[]): Promise<void> {
  if (stock.length === 0) return;
  await db
    .insert(walletCoupons)
    .values(
      stock.map((coupon) => ({
        kind: coupon.kind,
        couponNo: coupon.couponNo,
        couponName: coupon.couponName,
        faceValue: coupon.faceValue,
        balance: coupon.kind === 'price-coupon' ? coupon.faceValue : 0,
        menuId: coupon.menuId,
        endDate: coupon.endDate,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Gives the demo member its coupons once (issue 6: "seed enough coupons of every kind for the demo member"):
 * membership coupons of five templates and two price coupons, three vouchers and an e-coupon registered. Runs only
 * when the demo member has never held a membership coupon, so coupons it spent or removed are not handed back.
 */
export async function seedDemoCoupons(db: Database, now: Date = new Date()): Promise<void> {
  const [held] = await db
    .select({ id: membershipCoupons.id })
    .from(membershipCoupons)
    .where(eq(membershipCoupons.ownerId, DEMO_MEMBER_OWNER_ID))
    .limit(1);
  if (held !== undefined) return;
  const [demo] = await db.select({ id: members.id }).from(members).where(eq(members.ownerId, DEMO_MEMBER_OWNER_ID));
  if (demo === undefined) return;
  for (const templateId of DEMO_MEMBERSHIP_TEMPLATE_IDS)
    await issueFromTemplate(db, DEMO_MEMBER_OWNER_ID, templateId, now);
  await db
    .update(walletCoupons)
    .set({ ownerId: DEMO_MEMBER_OWNER_ID, registeredAt: now })
    .where(and(inArray(walletCoupons.couponNo, [...DEMO_WALLET_COUPON_NOS]), isNull(walletCoupons.ownerId)));
}
