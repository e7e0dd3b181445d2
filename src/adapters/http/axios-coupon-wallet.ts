import type { AxiosInstance } from 'axios';
import * as z from 'zod/mini';
import type {
  CouponRegistrationResult,
  CouponRemovalResult,
  CouponWallet,
  MembershipCouponIssueResult,
  WalletCouponKind,
} from '../../application/ports/coupon-wallet';
import {
  couponEndpoints,
  ecouponSchema,
  membershipCouponSchema,
  priceCouponSchema,
  registeredSchema,
  voucherSchema,
} from '../../contract/coupon';
import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';
import { HttpError, isHttpStatus } from './http-error';
import { callEndpoint, sendEndpoint } from './wire';

const ROWS = {
  ecoupon: { add: couponEndpoints.ecouponAdd, remove: couponEndpoints.ecouponRemove },
  'price-coupon': { add: couponEndpoints.priceCouponAdd, remove: couponEndpoints.priceCouponRemove },
  voucher: { add: couponEndpoints.voucherAdd, remove: couponEndpoints.voucherRemove },
} as const;

function refused(error: unknown): { kind: 'rejected'; code: string; message: string } | null {
  if (!(error instanceof HttpError) || error.kind !== 'response') return null;
  if (error.status === null || ![400, 403, 404, 409].includes(error.status)) return null;
  return { kind: 'rejected', code: error.code ?? 'REJECTED', message: error.message };
}

/**
 * CouponWallet over spec §7 Coupons. A refused registration or issue is `rejected` with the server's message (a
 * guest's contains 비회원, which the storefront maps to the members-only notice); removing a coupon that is not
 * the caller's (404) is `not-found`, one an order used or partly spent (409 COUPON_IN_USE) is `in-use`.
 */
export class AxiosCouponWallet implements CouponWallet {
  constructor(private readonly http: AxiosInstance) {}

  async membershipCoupons(): Promise<readonly MembershipCoupon[]> {
    return callEndpoint(this.http, couponEndpoints.membershipList, z.array(membershipCouponSchema));
  }

  async issueMembershipCoupon(templateId: number): Promise<MembershipCouponIssueResult> {
    try {
      const coupon = await callEndpoint(this.http, couponEndpoints.issue, membershipCouponSchema, {
        body: { templateId },
      });
      return { kind: 'issued', coupon };
    } catch (error) {
      const rejection = refused(error);
      if (rejection !== null) return rejection;
      throw error;
    }
  }

  async register(kind: WalletCouponKind, couponNo: string): Promise<CouponRegistrationResult> {
    try {
      await callEndpoint(this.http, ROWS[kind].add, registeredSchema, { body: { couponNo } });
      return { kind: 'registered' };
    } catch (error) {
      const rejection = refused(error);
      if (rejection !== null) return rejection;
      throw error;
    }
  }

  async ecoupons(): Promise<readonly Ecoupon[]> {
    return callEndpoint(this.http, couponEndpoints.ecouponList, z.array(ecouponSchema));
  }

  async priceCoupons(): Promise<readonly PriceCoupon[]> {
    return callEndpoint(this.http, couponEndpoints.priceCouponList, z.array(priceCouponSchema));
  }

  async vouchers(): Promise<readonly Voucher[]> {
    return callEndpoint(this.http, couponEndpoints.voucherList, z.array(voucherSchema));
  }

  async remove(kind: WalletCouponKind, id: number): Promise<CouponRemovalResult> {
    try {
      await sendEndpoint(this.http, ROWS[kind].remove, { path: { id } });
      return { kind: 'removed' };
    } catch (error) {
      if (isHttpStatus(error, 409)) return { kind: 'in-use', message: error.message };
      if (isHttpStatus(error, 404)) return { kind: 'not-found' };
      throw error;
    }
  }
}
