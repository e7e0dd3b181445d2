import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildServer, type RouteModule } from '../../../../server/app';
import { signAccessToken } from '../../../../server/auth/access-token';
import { hashPassword } from '../../../../server/auth/passwords';
import type { Database, OpenDatabase } from '../../../../server/db/database';
import { members, owners } from '../../../../server/db/schema';
import { LocalIdentitySimulator } from '../../../../server/partners/identity/local-identity-simulator';
import { LocalSmsSender } from '../../../../server/partners/sms/local-sms-sender';
import { readSmsOutbox } from '../../../../server/partners/sms/sms-outbox';
import { MemoryRateLimiter } from '../../../../server/rate-limit/memory-rate-limiter';
import { type AccountRoutesOptions, createAccountRoutes } from '../../../../server/routes/account';
import { createAuthRoutes } from '../../../../server/routes/auth';
import { PhoneGuestConfirmation } from '../../../../server/services/account/guest-phone-service';
import { TestClock, testSettings } from '../../auth/support/auth-harness';
import { TEST_AUTH_KEY } from '../../support/test-server';

export { TestClock };

export interface AccountServerOptions extends Omit<AccountRoutesOptions, 'env'> {
  readonly clock?: TestClock;
  readonly env?: Readonly<Record<string, string | undefined>>;
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
  return buildServer({
    database,
    authKey: TEST_AUTH_KEY,
    logger: false,
    now: clock.now,
    routes: [
      createAuthRoutes({
        settings: testSettings(),
        guestConfirmation: new PhoneGuestConfirmation(database.db, clock.now),
      }),
      createAccountRoutes({
        env: options.env ?? {},
        limiter: options.limiter ?? new MemoryRateLimiter(() => clock.now().getTime()),
        sms:
          options.sms ??
          ((db, now) =>
            new LocalSmsSender(db, {
              delayMs: options.smsDelayMs ?? 0,
              failureRate: options.smsFailureRate ?? 0,
              now,
            })),
        // With an explicit env the routes read their switches from it (the production suite); else both are on.
        ...(options.env === undefined
          ? { identitySimulator: options.identitySimulator ?? true, devPages: options.devPages ?? true }
          : {}),
        ...(options.happyPoint === undefined ? {} : { happyPoint: options.happyPoint }),
      }),
      ...(options.extraRoutes ?? []),
    ],
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

/** Authorization headers of a minted access token for `sub` (no refresh family behind it). */
export async function bearer(
  sub: string,
  type: 'member' | 'guest' | 'ars' = 'member',
): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await signAccessToken({ sub, type }, TEST_AUTH_KEY, 600)}` };
}

/** Authorization headers of a new guest owner. */
export async function guestBearer(): Promise<{ ownerId: string; headers: Record<string, string> }> {
  const ownerId = `guest:${randomUUID()}`;
  return { ownerId, headers: await bearer(ownerId, 'guest') };
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
