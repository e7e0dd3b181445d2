import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type RouteModule } from '../../../../server/app';
import { signAccessToken } from '../../../../server/auth/access-token';
import { hashPassword } from '../../../../server/auth/passwords';
import { readServerConfig } from '../../../../server/config';
import type { Database, OpenDatabase } from '../../../../server/db/database';
import { members, owners } from '../../../../server/db/schema';
import { LocalIdentitySimulator } from '../../../../server/partners/identity/local-identity-simulator';
import { LocalSmsSender } from '../../../../server/partners/sms/local-sms-sender';
import { readSmsOutbox } from '../../../../server/partners/sms/sms-outbox';
import { FlexibleRateLimiter } from '../../../../server/rate-limit/flexible-rate-limiter';
import type { RateLimiter } from '../../../../server/rate-limit/rate-limiter';
import { accountRoutes } from '../../../../server/routes/account';
import { authRoutes } from '../../../../server/routes/auth';
import type { HappyPointPartner } from '../../../../server/services/account/happy-point';
import { TestClock, testSettings } from '../../auth/support/auth-harness';
import { TEST_AUTH_KEY } from '../../support/test-server';

export { TestClock };

export interface AccountServerOptions {
  readonly clock?: TestClock;
  /** The environment the service switches are read from (server/config.ts); absent: dev pages and simulator on. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly identitySimulator?: boolean;
  readonly devPages?: boolean;
  readonly limiter?: RateLimiter;
  readonly happyPoint?: HappyPointPartner;
  /** The simulated carrier's failure rate (default 0) and delay (default 0 ms). */
  readonly smsFailureRate?: number;
  readonly smsDelayMs?: number;
  /** Other feature routes to serve beside (the IDOR suite adds the address routes). */
  readonly extraRoutes?: readonly RouteModule[];
}

/** A server with the account routes (and the auth routes, so real sign-ins and refreshes work). */
export async function accountServer(
  database: OpenDatabase,
  options: AccountServerOptions = {},
): Promise<FastifyInstance> {
  const clock = options.clock ?? new TestClock();
  // With an explicit env the switches are read from it (the production suite); else both are on.
  const switches =
    options.env === undefined
      ? { identitySimulator: options.identitySimulator ?? true, devPages: options.devPages ?? true }
      : readServerConfig(options.env).services;
  return buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: false,
    now: clock.now,
    rateLimiter: options.limiter ?? new FlexibleRateLimiter(),
    settings: { ...switches, auth: testSettings() },
    partners: {
      sms: new LocalSmsSender(database.db, {
        delayMs: options.smsDelayMs ?? 0,
        failureRate: options.smsFailureRate ?? 0,
        now: clock.now,
      }),
      ...(options.happyPoint === undefined ? {} : { happyPoint: options.happyPoint }),
    },
    routes: [authRoutes, accountRoutes, ...(options.extraRoutes ?? [])],
  });
}

/** The simulator the account routes trust under TEST_AUTH_KEY (same key derivation, same tokens). */
export function testIdentity(clock: TestClock = new TestClock()): LocalIdentitySimulator {
  return new LocalIdentitySimulator(TEST_AUTH_KEY, clock.now);
}

/** Phone numbers of this file start from a random block, so suites sharing nothing still never collide. */
let phoneSequence = Math.floor(Math.random() * 8_000_000);

/** A fresh 11-digit phone number ending in 1..9 (a trailing 0 means "not a Happy Point member" to the simulator). */
export function freshPhone(): string {
  phoneSequence += 1;
  return `010${String(phoneSequence).padStart(7, '0')}${(phoneSequence % 9) + 1}`;
}

/** A fresh username (letters and digits, starts with a letter). */
export function freshUsername(prefix = 'user'): string {
  return `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;
}

export interface TestMember {
  readonly id: string;
  readonly ownerId: string;
  readonly username: string;
  readonly password: string;
  readonly name: string;
  readonly phoneNumber: string;
}

/** Creates an active member row directly (argon2id hash), with the given fields or fresh ones. */
export async function createMember(
  db: Database,
  fields: Partial<Omit<TestMember, 'id' | 'ownerId'>> & { gradeId?: number | null; ci?: string | null } = {},
): Promise<TestMember> {
  const id = randomUUID();
  const member: TestMember = {
    id,
    ownerId: `member:${id}`,
    username: fields.username ?? freshUsername(),
    password: fields.password ?? 'chicken!pass1',
    name: fields.name ?? '홍길동',
    phoneNumber: fields.phoneNumber ?? freshPhone(),
  };
  await db.insert(owners).values({ id: member.ownerId, kind: 'member' });
  await db.insert(members).values({
    id,
    ownerId: member.ownerId,
    username: member.username,
    passwordHash: await hashPassword(member.password),
    name: member.name,
    phoneNumber: member.phoneNumber,
    gradeId: fields.gradeId ?? null,
    ci: fields.ci ?? null,
  });
  return member;
}

/**
 * Authorization headers of a minted access token for `sub` (no refresh family behind it), issued at `now`: pass the
 * server's clock when a test moves it, since the server checks a token's expiry against its own clock.
 */
export async function bearer(
  sub: string,
  type: 'member' | 'guest' | 'ars' = 'member',
  now: Date = new Date(),
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signAccessToken({ sub, type }, TEST_AUTH_KEY, 600, now)}` };
}

/** Authorization headers of a new guest owner, issued at `now` (see bearer). */
export async function guestBearer(
  now: Date = new Date(),
): Promise<{ ownerId: string; headers: Record<string, string> }> {
  const ownerId = `guest:${randomUUID()}`;
  return { ownerId, headers: await bearer(ownerId, 'guest', now) };
}

/** A JSON request through light-my-request. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
  remoteAddress?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });
}

export const ACCOUNT = '/api/account';

/** The code of the newest message the simulator "sent" to `phoneNumber` (read from the outbox). */
export async function lastCode(db: Database, phoneNumber: string): Promise<string> {
  const [message] = await readSmsOutbox(db, { to: phoneNumber, limit: 1 });
  const code = message === undefined ? null : /\[(\d{4})\]/.exec(message.text)?.[1];
  if (code === undefined || code === null) throw new Error(`no code was sent to ${phoneNumber}`);
  return code;
}

/** Requests a code for `phoneNumber` (from a fresh client address, so per-IP caps stay out of the way). */
export async function requestCode(
  app: FastifyInstance,
  db: Database,
  phoneNumber: string,
  name = '홍길동',
): Promise<string> {
  const response = await call(
    app,
    'POST',
    `${ACCOUNT}/phone-verification/create`,
    { name, phoneNumber },
    {},
    freshIp(),
  );
  if (response.statusCode !== 200) throw new Error(`code request failed: ${response.statusCode} ${response.body}`);
  return lastCode(db, phoneNumber);
}

let ipSequence = 0;

/** A client address no other request of this run used. */
export function freshIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

/** A code other than `code` (for wrong tries). */
export function otherCode(code: string): string {
  return code === '0000' ? '1111' : '0000';
}
