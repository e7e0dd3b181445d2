import type { AccessTokenKey } from '../../auth/access-token';
import type { Database } from '../../db/database';
import { LocalIdentitySimulator } from '../../partners/identity/local-identity-simulator';
import { LocalSmsSender, readSmsSimulatorOptions } from '../../partners/sms/local-sms-sender';
import type { SmsSender } from '../../partners/sms/sms-sender';
import type { RateLimiter } from '../../rate-limit/rate-limiter';
import { FindAccountService } from './find-account-service';
import { type HappyPointPartner, LocalHappyPointSimulator } from './happy-point';
import { MemberAccountService } from './member-account-service';
import { PhoneVerificationService } from './phone-verification-service';
import { PointLedgerService } from './point-ledger';
import { RegistrationService } from './registration-service';
import { deriveAccountKey } from './secrets';

export type Env = Readonly<Record<string, string | undefined>>;

/** The partners and switches of the account calls; every one has a default read from the environment. */
export interface AccountPartnerOptions {
  readonly env?: Env;
  /** Default: the local simulator (SMS_SIMULATOR_DELAY_MS, SMS_SIMULATOR_FAILURE_RATE) writing to sms_outbox. */
  readonly sms?: (db: Database, now: () => Date) => SmsSender;
  /** Serve and trust the local identity simulator. Default: on unless NODE_ENV=production; IDENTITY_SIMULATOR=1 forces it. */
  readonly identitySimulator?: boolean;
  readonly happyPoint?: HappyPointPartner;
}

/** What the services are built on: the route deps the account calls use, and the deployment's counters. */
export interface AccountServiceDeps {
  readonly db: Database;
  readonly authKey: AccessTokenKey;
  readonly now: () => Date;
  readonly limiter: RateLimiter;
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

/** Whether NODE_ENV says production (dev pages off, no identity simulator unless forced). */
export function isProduction(env: Env): boolean {
  return env['NODE_ENV'] === 'production';
}

/** Builds the account services and their partners (local simulators by default, see AccountPartnerOptions). */
export function createAccountServices(deps: AccountServiceDeps, options: AccountPartnerOptions = {}): AccountServices {
  const env = options.env ?? process.env;
  const { db, authKey, now, limiter } = deps;
  const sms = options.sms?.(db, now) ?? new LocalSmsSender(db, { ...readSmsSimulatorOptions(env), now });
  const useSimulator =
    options.identitySimulator ?? (!isProduction(env) || /^(1|true)$/i.test(env['IDENTITY_SIMULATOR'] ?? ''));
  const identitySimulator = useSimulator ? new LocalIdentitySimulator(authKey, now) : null;
  const identity = identitySimulator;
  const phone = new PhoneVerificationService({
    db,
    sms,
    codeKey: deriveAccountKey(authKey, 'phone-code'),
    limiter,
    now,
  });
  const points = new PointLedgerService(db);
  const happyPoint = options.happyPoint ?? new LocalHappyPointSimulator(deriveAccountKey(authKey, 'happy-point'));
  return {
    phone,
    registration: new RegistrationService({ db, phone, identity, now }),
    find: new FindAccountService({ db, phone, identity, now }),
    points,
    account: new MemberAccountService({ db, phone, identity, points, happyPoint, limiter, now }),
    identitySimulator,
  };
}
