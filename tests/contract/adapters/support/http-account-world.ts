import { randomUUID } from 'node:crypto';
import type { AxiosInstance } from 'axios';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../../../server/auth/passwords';
import type { Database } from '../../../../server/db/database';
import { members, owners } from '../../../../server/db/schema';
import { readSmsOutbox } from '../../../../server/partners/sms/sms-outbox';
import { entryGradeId } from '../../../../server/services/account/account-members';
import { PointLedgerService } from '../../../../server/services/account/point-ledger';
import { AxiosSessionGateway, createAuthClient } from '../../../../src/adapters/http/axios-session-gateway';
import type { SessionGateway } from '../../../../src/application/ports/session-gateway';
import {
  createContainer,
  createHttpBackendModule,
  HTTP_BACKEND,
  memoryLocalModule,
  resolverOf,
  TOKENS,
} from '../../../../src/composition-root';
import type { Session } from '../../../../src/domain/session/types';
import {
  type AccountPorts,
  type AccountWorld,
  newPassword,
  newPersonName,
  newPhoneNumber,
  newUsername,
} from './account-world';
import { guardWire, type WireLog } from './wire-guard';

/** A browser's cookie jar for Node's axios (it keeps none): Set-Cookie is kept, Cookie sent back. */
function withCookieJar(http: AxiosInstance): AxiosInstance {
  const jar = new Map<string, string>();
  http.interceptors.request.use((config) => {
    if (jar.size > 0) config.headers.set('Cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    return config;
  });
  http.interceptors.response.use((response) => {
    for (const line of response.headers['set-cookie'] ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '' || attributes.some((a) => /^\s*max-age=0$/i.test(a))) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  });
  return http;
}

/**
 * The sign-in helper as the storefront's session store uses it: whatever session a call answers with is the one
 * whose access token the API calls carry from then on.
 */
function tracked(gateway: SessionGateway, keep: (session: Session | null) => void): SessionGateway {
  return {
    csrfToken: () => gateway.csrfToken(),
    async session() {
      const session = await gateway.session();
      keep(session);
      return session;
    },
    async signIn(request) {
      const result = await gateway.signIn(request);
      if (result.kind === 'signed-in') keep(result.session);
      return result;
    },
    async refresh(provider, refreshToken) {
      const result = await gateway.refresh(provider, refreshToken);
      if (result.kind === 'refreshed') keep(result.session);
      return result;
    },
    async signOut(callbackUrl) {
      const answer = await gateway.signOut(callbackUrl);
      keep(null);
      return answer;
    },
  };
}

export interface ServerHandle {
  readonly baseURL: () => string;
  readonly db: () => Database;
  readonly now: () => Date;
  /** Moves the server's clock on by `ms`. */
  readonly advanceClock: (ms: number) => void;
  readonly log: WireLog;
}

/** A birth date for the identity simulator's form (the contracts never look at it). */
const BIRTH_DATE = '19900101';

/**
 * The account side of the real server: each browser keeps its own Auth.js cookies and sends its session's access
 * token; the SMS a phone received is read from the local simulator's outbox, ciTokens come from the identity
 * simulator's page (POST /auth-sim/verify), members are made in the database as a sign-up makes them.
 */
export function httpAccountWorld(server: ServerHandle): AccountWorld {
  return {
    browser(): AccountPorts {
      let token: string | null = null;
      const module = createHttpBackendModule({
        baseURL: server.baseURL(),
        getAccessToken: () => token,
        refresh: async () => ({ kind: 'signed-out' }),
        onSignedOut: () => undefined,
      });
      const get = resolverOf(createContainer([module, memoryLocalModule]));
      guardWire(get(HTTP_BACKEND).client, server.log);
      const gateway = new AxiosSessionGateway(withCookieJar(createAuthClient(server.baseURL())), server.baseURL());
      return {
        sessions: tracked(gateway, (session) => {
          token = session?.accessToken ?? null;
        }),
        members: get(TOKENS.MemberAccount),
        points: get(TOKENS.PointLedger),
        phone: get(TOKENS.PhoneVerification),
        registration: get(TOKENS.AccountRegistration),
        recovery: get(TOKENS.AccountRecovery),
      };
    },
    async newMember() {
      const db = server.db();
      const member = { username: newUsername(), password: newPassword(), name: newPersonName() };
      const phoneNumber = newPhoneNumber();
      const memberId = randomUUID();
      const ownerId = `member:${memberId}`;
      await db.insert(owners).values({ id: ownerId, kind: 'member' });
      await db.insert(members).values({
        id: memberId,
        ownerId,
        username: member.username,
        passwordHash: await hashPassword(member.password),
        name: member.name,
        phoneNumber,
        gradeId: await entryGradeId(db),
        createdAt: server.now(),
      });
      return { ...member, phoneNumber };
    },
    now: () => server.now(),
    advanceClock: (ms) => server.advanceClock(ms),
    async awardPoints(username, awards) {
      const db = server.db();
      const [member] = await db.select({ id: members.id }).from(members).where(eq(members.username, username));
      if (member === undefined) throw new Error(`no member ${username}`);
      const ledger = new PointLedgerService(db);
      for (const award of awards) {
        await ledger.record({
          memberId: member.id,
          kind: award.amount > 0 ? 'earned' : 'spent',
          amount: award.amount,
          description: award.description,
          occurredAt: new Date(award.occurredAt),
          expiresAt: award.expiresAt === undefined ? null : new Date(award.expiresAt),
        });
      }
    },
    async sentCode(phoneNumber) {
      const [message] = await readSmsOutbox(server.db(), { to: phoneNumber, limit: 1 });
      const code = message === undefined ? undefined : /\[(\d{4})\]/.exec(message.text)?.[1];
      if (code === undefined) throw new Error(`no code was sent to ${phoneNumber}`);
      return code;
    },
    async ciToken(person) {
      const response = await fetch(`${server.baseURL()}/auth-sim/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...person, birthDate: BIRTH_DATE, verifyType: 'REGISTER_CI_VERIFY' }),
      });
      if (response.status !== 200) throw new Error(`identity simulator answered ${response.status}`);
      return ((await response.json()) as { token: string }).token;
    },
  };
}
