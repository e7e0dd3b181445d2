import type { AccessTokenKey } from '../../auth/access-token';
import type { Database } from '../../db/database';
import type { LocalIdentitySimulator } from '../../partners/identity/local-identity-simulator';
import type { SmsSender } from '../../partners/sms/sms-sender';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { FindAccountService } from './find-account-service';
import type { HappyPointPartner } from './happy-point';
import { MemberAccountService } from './member-account-service';
import { PhoneVerificationService } from './phone-verification-service';
import { PointLedgerService } from './point-ledger';
import { RegistrationService } from './registration-service';
import { deriveAccountKey } from './secrets';

/** What the account services are built on: the database, the key, the clock and the process's counters. */
export interface AccountServiceDeps {
  readonly db: Database;
  readonly authKey: AccessTokenKey;
  readonly now: () => Date;
  readonly limiter: RateLimiter;
}

/** The partners of the account calls (server/composition.ts chooses them). */
export interface AccountPartners {
  readonly sms: SmsSender;
  /** The identity simulator when it is the configured identity service (its pages are served), else null. */
  readonly identitySimulator: LocalIdentitySimulator | null;
  readonly happyPoint: HappyPointPartner;
}

/** The account services of one server, wired to their partners. */
export interface AccountServices {
  readonly phone: PhoneVerificationService;
  readonly registration: RegistrationService;
  readonly find: FindAccountService;
  readonly points: PointLedgerService;
  readonly account: MemberAccountService;
  /** The identity simulator when it is the configured identity service (its pages are served), else null. */
  readonly identitySimulator: LocalIdentitySimulator | null;
}

/** Builds the account services on their partners. */
export function createAccountServices(deps: AccountServiceDeps, partners: AccountPartners): AccountServices {
  const { db, authKey, now, limiter } = deps;
  const { sms, identitySimulator, happyPoint } = partners;
  const identity = identitySimulator;
  const phone = new PhoneVerificationService({
    db,
    sms,
    codeKey: deriveAccountKey(authKey, 'phone-code'),
    limiter,
    now,
  });
  const points = new PointLedgerService(db, now);
  return {
    phone,
    registration: new RegistrationService({ db, phone, identity, now }),
    find: new FindAccountService({ db, phone, identity, now }),
    points,
    account: new MemberAccountService({ db, phone, identity, points, happyPoint, limiter, now }),
    identitySimulator,
  };
}
