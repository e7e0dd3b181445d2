import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app';
import { ArsLinks } from '../../../server/auth/ars-links';
import { arsCallerLines, arsRequestSignatures } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data';
import { seedDatabase } from '../../../server/db/seed/seed';
import { readSmsOutbox } from '../../../server/partners/sms/sms-outbox';
import { FlexibleRateLimiter } from '../../../server/rate-limit/flexible-rate-limiter';
import { arsRoutes } from '../../../server/routes/ars';
import { DEMO_ARS_LINE, parseArsLines } from '../../../server/services/ars/caller-lines';
import { signArsRequest } from '../../../server/services/ars/request-signature';
import { ARS_LINE_MESSAGES, arsEndpoints } from '../../../src/contract/ars';
import { expectWire } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

/** 19:00 in Seoul: the demo branches keep their hours, 문정법조단지점 (2) is open around the clock. */
const NOW = new Date('2026-11-21T10:00:00Z');
const OPEN_BRANCH = 2;
/** 마천점: 영업종료 (FAMILY_CLOSED). */
const CLOSED_BRANCH = 7;
const LINE = { keyId: 'ivr-test-line', secret: 'contract-test-line-secret-0123456789abcdef' };
const REVOKED = { keyId: 'ivr-revoked-line', secret: 'contract-test-revoked-secret-0123456789ab' };
const create = arsEndpoints.createLink;

let phoneSerial = 0;
/** A phone number of its own per test: the per-number limit never leaks between tests. */
function nextPhone(): string {
  phoneSerial += 1;
  return `0105${String(process.pid % 1000).padStart(3, '0')}${String(phoneSerial).padStart(4, '0')}`;
}

interface Signed {
  readonly body: string;
  readonly headers: Record<string, string>;
}

/** A line request as the IVR sends it: the exact body text, and its key id, timestamp and signature. */
function signed(payload: unknown, options: { line?: typeof LINE; at?: Date; secret?: string } = {}): Signed {
  const line = options.line ?? LINE;
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor((options.at ?? NOW).getTime() / 1000));
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-ars-key-id': line.keyId,
      'x-ars-timestamp': timestamp,
      'x-ars-signature': signArsRequest(options.secret ?? line.secret, timestamp, body),
    },
  };
}

describeOnDatabases('POST /api/ars/links (the phone-order line)', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedData, { now: () => NOW });
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      logger: false,
      now: () => NOW,
      rateLimiter: new FlexibleRateLimiter({ prefix: `ars-test-${Math.random()}` }),
      settings: { arsLines: [LINE, REVOKED], sms: { delayMs: 0, failureRate: 0 }, branchSimulator: null },
      routes: [arsRoutes],
    });
    // An operator revoked this line: the environment still lists it, the row says no.
    await send(signed({ phoneNumber: nextPhone(), branchId: OPEN_BRANCH }, { line: REVOKED }));
    await database.current.db
      .update(arsCallerLines)
      .set({ revokedAt: NOW })
      .where(eq(arsCallerLines.keyId, REVOKED.keyId));
  });
  afterAll(async () => {
    await app.close();
  });

  function send(request: Signed) {
    return app.inject({ method: 'POST', url: create.path, headers: request.headers, payload: request.body });
  }

  it('a signed request makes a single-use link for the caller and texts it through the SMS outbox', async () => {
    const phoneNumber = nextPhone();
    const answer = expectWire(await send(signed({ phoneNumber, branchId: OPEN_BRANCH })), create, 201);
    expect(answer).toEqual({
      phoneNumber,
      branchId: OPEN_BRANCH,
      placedBy: 'caller',
      expiresAt: new Date(NOW.getTime() + 30 * 60 * 1000).toISOString(),
      smsSent: true,
      url: null,
    });
    const [sms] = await readSmsOutbox(database.current.db, { to: phoneNumber });
    expect(sms?.text).toContain('문정법조단지점');
    const url = /(https?:\/\/\S+\/ars\?token=\S+)/.exec(sms?.text ?? '')?.[1];
    expect(url).toBeDefined();
    const token = decodeURIComponent(new URL(url!).searchParams.get('token')!);
    const links = new ArsLinks(database.current.db, TEST_AUTH_KEY, { now: () => NOW });
    const redeemed = await links.redeem(token);
    expect(redeemed).toMatchObject({ phoneNumber, branchId: OPEN_BRANCH, placedBy: 'caller' });
    expect(await links.redeem(token)).toBeNull();
  });

  it('a link for an agent comes back in the answer and is not texted', async () => {
    const phoneNumber = nextPhone();
    const answer = expectWire(
      await send(signed({ phoneNumber, branchId: OPEN_BRANCH, placedBy: 'agent' })),
      create,
      201,
    );
    expect(answer).toMatchObject({ placedBy: 'agent', smsSent: false, url: expect.stringMatching(/\/ars\?token=/) });
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toEqual([]);
  });

  it('without credentials, with a wrong secret, an unknown key id or a changed body: 401 and nothing sent', async () => {
    const phoneNumber = nextPhone();
    const payload = { phoneNumber, branchId: OPEN_BRANCH };
    const body = JSON.stringify(payload);
    const unsigned = await app.inject({
      method: 'POST',
      url: create.path,
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    const wrongSecret = await send(signed(payload, { secret: 'not-the-secret-of-this-line-0123456789' }));
    const unknownLine = await send(signed(payload, { line: { ...LINE, keyId: 'ivr-unknown-line' } }));
    const good = signed(payload);
    const tampered = await send({ ...good, body: JSON.stringify({ ...payload, branchId: CLOSED_BRANCH }) });
    const revoked = await send(signed(payload, { line: REVOKED }));
    const garbage = await send({ ...good, headers: { ...good.headers, 'x-ars-signature': 'zz' } });
    for (const response of [unsigned, wrongSecret, unknownLine, tampered, revoked, garbage]) {
      expect(expectWire(response, create, 401)).toEqual({
        code: 'UNAUTHORIZED',
        message: ARS_LINE_MESSAGES.unauthorized,
        requestId: expect.any(String),
      });
    }
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toEqual([]);
  });

  it('the same signed request sent again is refused as a replay (409), and only one text goes out', async () => {
    const phoneNumber = nextPhone();
    const request = signed({ phoneNumber, branchId: OPEN_BRANCH });
    expectWire(await send(request), create, 201);
    const replay = expectWire(await send(request), create, 409);
    expect(replay).toEqual({
      code: 'ARS_REQUEST_REPLAYED',
      message: ARS_LINE_MESSAGES.replayed,
      requestId: expect.any(String),
    });
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toHaveLength(1);
  });

  it('a timestamp more than 5 minutes old or ahead is refused (401); within the window it passes', async () => {
    const payload = { phoneNumber: nextPhone(), branchId: OPEN_BRANCH };
    const minutes = (n: number) => new Date(NOW.getTime() + n * 60 * 1000);
    expectWire(await send(signed(payload, { at: minutes(-5.5) })), create, 401);
    expectWire(await send(signed(payload, { at: minutes(5.5) })), create, 401);
    expectWire(await send(signed(payload, { at: minutes(-4.5) })), create, 201);
  });

  it('remembers a signature only while its timestamp is in the window', async () => {
    const rows = await database.current.db.select().from(arsRequestSignatures);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
  });

  it('an unknown branch or one that takes no order now is 422, with nothing texted', async () => {
    const phoneNumber = nextPhone();
    const unknown = expectWire(await send(signed({ phoneNumber, branchId: 99_999 })), create, 422);
    expect(unknown).toEqual({
      code: 'BRANCH_NOT_FOUND',
      message: ARS_LINE_MESSAGES.branchNotFound,
      requestId: expect.any(String),
    });
    const closed = expectWire(await send(signed({ phoneNumber, branchId: CLOSED_BRANCH })), create, 422);
    expect(closed).toEqual({
      code: 'BRANCH_CLOSED',
      message: '지금은 주문할 수 없는 매장입니다. (영업시간 16:00~02:00)',
      requestId: expect.any(String),
    });
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toEqual([]);
  });

  it('a malformed body from an authenticated line is 400 naming the field', async () => {
    const answer = expectWire(await send(signed({ phoneNumber: '0101234', branchId: OPEN_BRANCH })), create, 400);
    expect(answer).toMatchObject({ code: 'BAD_REQUEST', field: 'phoneNumber' });
  });

  it('a phone number gets at most 3 links per 10 minutes: the 4th is 429 in Korean with Retry-After', async () => {
    const phoneNumber = nextPhone();
    for (let i = 0; i < 3; i += 1) {
      const at = new Date(NOW.getTime() - i * 1000);
      expectWire(await send(signed({ phoneNumber, branchId: OPEN_BRANCH }, { at })), create, 201);
    }
    const limited = await send(signed({ phoneNumber, branchId: OPEN_BRANCH }, { at: new Date(NOW.getTime() - 3000) }));
    const body = expectWire(limited, create, 429);
    expect(body.code).toBe('RATE_LIMITED');
    expect(body.message).toMatch(
      /^이 전화번호로 보이는 ARS 링크를 너무 많이 보냈습니다\. \d+분 후에 다시 시도해주세요\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toHaveLength(3);
    // Another number is not affected.
    expectWire(await send(signed({ phoneNumber: nextPhone(), branchId: OPEN_BRANCH })), create, 201);
  });
});

describe('ARS_LINES', () => {
  it('unset: the demo line outside production, no line in production', () => {
    expect(parseArsLines(undefined, false)).toEqual([DEMO_ARS_LINE]);
    expect(parseArsLines('', true)).toEqual([]);
  });

  it('reads keyId:secret pairs and refuses short secrets, repeated ids and the demo secret in production', () => {
    const secret = 'a-provisioned-secret-of-enough-length-01';
    expect(parseArsLines(`line-1:${secret}, line-2:${secret}x`, true)).toEqual([
      { keyId: 'line-1', secret },
      { keyId: 'line-2', secret: `${secret}x` },
    ]);
    expect(() => parseArsLines('line-1:short', false)).toThrow(/at least 32/);
    expect(() => parseArsLines(`line-1:${secret},line-1:${secret}`, false)).toThrow(/twice/);
    expect(() => parseArsLines(`ivr:${DEMO_ARS_LINE.secret}`, true)).toThrow(/demo secret/);
    expect(parseArsLines(`ivr:${DEMO_ARS_LINE.secret}`, false)).toHaveLength(1);
  });
});
