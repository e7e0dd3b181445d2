import type { BulkPurchaseRequest } from '../../application/ports/bulk-purchase-desk';
import type { Clock } from '../../application/ports/clock';
import type { QnaEntry, RelayPost } from '../../application/ports/content-feed';
import type { CheckoutData, OrderPlaceResult, PlacedOrder } from '../../application/ports/order-gateway';
import type { HappyPointInfo, PointHistoryEntry } from '../../application/ports/point-ledger';
import type { QuickOrder } from '../../application/ports/quick-order-book';
import { SessionRequiredError } from '../../application/ports/session-required-error';
import type { Address } from '../../domain/address/types';
import type { CartLine } from '../../domain/cart/types';
import type { Ecoupon, MembershipCoupon, PriceCoupon, Voucher } from '../../domain/coupon/types';
import type { SessionType } from '../../domain/session/types';
import type { FixtureAccount, FixtureBranch, FixtureMenu, FranchiseFixtures } from './fixture-types';

/** A server cart line: what was chosen; names and totals are derived from the menu on every read. */
export interface CartEntry {
  readonly cartId: number;
  readonly menuId: number;
  readonly subOptionIds: readonly number[];
  quantity: number;
}

export interface OrderRecord {
  order: PlacedOrder;
  readonly pointsUsed: number;
  /** What the order redeemed, given back on cancel (price coupons as they were before the order). */
  readonly usedMembership: readonly MembershipCoupon[];
  /** The membership coupons held before the order took its own (in issue order): cancel puts it back in place. */
  readonly membershipBefore: readonly MembershipCoupon[];
  readonly usedVouchers: readonly Voucher[];
  readonly spentPriceCoupons: readonly PriceCoupon[];
  /** The ordered lines with their menu and option ids (the quick-order source). */
  readonly lines: readonly CartLine[];
}

/** Everything the server keeps for one customer (member, guest or ARS caller). */
export interface OwnerState {
  readonly ownerId: string;
  readonly type: SessionType;
  readonly username: string | null;
  password: string | null;
  name: string;
  phoneNumber: string;
  readonly gradeId: number | null;
  points: number;
  pointHistory: PointHistoryEntry[];
  readonly happyPoint: HappyPointInfo;
  cart: CartEntry[];
  addresses: Address[];
  membershipCoupons: MembershipCoupon[];
  readonly issuedTemplateIds: Set<number>;
  ecoupons: Ecoupon[];
  priceCoupons: PriceCoupon[];
  vouchers: Voucher[];
  readonly checkouts: Map<string, { data: CheckoutData; used: boolean }>;
  orders: OrderRecord[];
  /** The first answer to each idempotency key, with the submission it answered (JSON). */
  readonly idempotency: Map<string, { readonly submission: string; readonly result: OrderPlaceResult }>;
  /** Proved adult (POST /pay/adult/ready) in this session. */
  adultVerified: boolean;
  quickOrders: QuickOrder[];
  qna: QnaEntry[];
  relays: RelayPost[];
  /** 대량 구매 requests, oldest first. */
  bulkPurchases: BulkPurchaseRequest[];
}

export interface TokenRecord {
  readonly ownerId: string;
  readonly type: SessionType;
  /** Refresh tokens of one sign-in share a family: reusing a rotated one revokes the whole family. */
  readonly family: number;
  readonly expiresAtMs: number;
  rotated: boolean;
  /** A rotated refresh token's rotation: when (epoch ms) and the token it issued, answered again to a concurrent refresh. */
  rotation?: { readonly atMs: number; readonly successor: string };
}

export interface VerificationRecord {
  readonly name: string;
  readonly code: string;
  readonly sentAtMs: number;
  wrongTries: number;
  confirmed: boolean;
}

/**
 * The in-memory "server": the franchise data, every customer's state, the issued tokens and the browser's
 * current sign-in (what the Auth.js session cookie would hold). Shared by all InMemory adapters of one
 * container, the way the real adapters share one server. Ids and tokens come from a counter (deterministic).
 */
export class MemoryBackend {
  readonly owners = new Map<string, OwnerState>();
  readonly accessTokens = new Map<string, TokenRecord>();
  readonly refreshTokens = new Map<string, TokenRecord>();
  readonly registeredCouponNos = new Set<string>();
  readonly verifications = new Map<string, VerificationRecord>();
  /** The browser's current sign-in: its access and refresh tokens, or null when signed out. */
  current: { accessToken: string; refreshToken: string | null } | null = null;
  private sequence = 1000;

  constructor(
    readonly fixtures: FranchiseFixtures,
    readonly clock: Clock,
  ) {
    for (const account of fixtures.accounts) this.owners.set(account.ownerId, ownerFromFixture(account));
  }

  nextId(): number {
    this.sequence += 1;
    return this.sequence;
  }

  nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }

  /** The customer the current access token names, or null when signed out. */
  currentOwner(): OwnerState | null {
    const record = this.current === null ? undefined : this.accessTokens.get(this.current.accessToken);
    return record === undefined ? null : (this.owners.get(record.ownerId) ?? null);
  }

  /** The current customer; a call without a session is a 401 on the real server. */
  requireOwner(): OwnerState {
    const owner = this.currentOwner();
    if (owner === null) throw new SessionRequiredError();
    return owner;
  }

  /** The state of an owner, created empty on first sign-in (a new guest phone, an ARS call). */
  ownerFor(ownerId: string, type: SessionType, phoneNumber: string): OwnerState {
    const existing = this.owners.get(ownerId);
    if (existing !== undefined) return existing;
    const created = ownerFromFixture({
      ...EMPTY_ACCOUNT,
      ownerId,
      type: type === 'member' ? 'member' : 'guest',
      phoneNumber,
    });
    const state = { ...created, type };
    this.owners.set(ownerId, state);
    return state;
  }

  menu(menuId: number): FixtureMenu | undefined {
    return this.fixtures.menus.find((m) => m.id === menuId);
  }

  branch(branchId: number): FixtureBranch | undefined {
    return this.fixtures.branches.find((b) => b.branchId === branchId);
  }
}

const EMPTY_ACCOUNT: FixtureAccount = {
  ownerId: '',
  type: 'guest',
  username: null,
  password: null,
  name: '비회원',
  phoneNumber: '',
  gradeId: null,
  points: 0,
  pointHistory: [],
  happyPoint: { status: 'NOT_HPC_MEMBER' },
  addresses: [],
  membershipCoupons: [],
};

function ownerFromFixture(account: FixtureAccount): OwnerState {
  return {
    ownerId: account.ownerId,
    type: account.type,
    username: account.username,
    password: account.password,
    name: account.name,
    phoneNumber: account.phoneNumber,
    gradeId: account.gradeId,
    points: account.points,
    pointHistory: [...account.pointHistory],
    happyPoint: account.happyPoint,
    cart: [],
    addresses: [...account.addresses],
    membershipCoupons: [...account.membershipCoupons],
    issuedTemplateIds: new Set(),
    ecoupons: [],
    priceCoupons: [],
    vouchers: [],
    checkouts: new Map(),
    orders: [],
    idempotency: new Map(),
    adultVerified: false,
    quickOrders: [],
    qna: [],
    relays: [],
    bulkPurchases: [],
  };
}
