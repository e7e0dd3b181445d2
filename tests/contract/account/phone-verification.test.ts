import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { guestPhones, phoneVerifications } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { readSmsOutbox } from '../../../server/partners/sms/sms-outbox';
import { AuthClient } from '../auth/support/auth-harness';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import {
  ACCOUNT,
  accountServer,
  bearer,
  call,
  createMember,
  freshIp,
  freshPhone,
  guestBearer,
  lastCode,
  otherCode,
  requestCode,
  TestClock,
} from './support/account-harness';

const CREATE = `${ACCOUNT}/phone-verification/create`;
const CONFIRM = `${ACCOUNT}/phone-verification/confirm`;
const WRONG_CODE = {
  code: 'WRONG_AUTH_CODE',
  message: '잘못된 인증번호를 입력하셨어요.',
  field: 'authCode',
  requestId: expect.any(String),
};
const PHONE_LOCKED = {
  code: 'RATE_LIMITED',
  message: '인증번호 입력 오류가 너무 많아 24시간 동안 인증할 수 없어요. 고객센터로 문의해주세요.',
};

describeOnDatabases('phone verification', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const db = () => database.current.db;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const confirm = (phoneNumber: string, authCode: string, name = '홍길동', headers: Record<string, string> = {}) =>
    call(app, 'POST', CONFIRM, { name, phoneNumber, authCode }, headers, freshIp());

  it('create sends a 4-digit code by SMS in Korean and answers when it expires and when a resend is allowed', async () => {
    const phoneNumber = freshPhone();
    const before = clock.now().getTime();
    const response = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp());
    expect(response.statusCode).toBe(200);
    const body = response.json() as { expiresAt: string; resendAvailableAt: string };
    expect(Date.parse(body.expiresAt) - before).toBeGreaterThanOrEqual(3 * 60 * 1000 - 1000);
    expect(Date.parse(body.expiresAt) - before).toBeLessThanOrEqual(3 * 60 * 1000 + 1000);
    expect(Date.parse(body.resendAvailableAt) - before).toBeLessThanOrEqual(60 * 1000 + 1000);
    const [message] = await readSmsOutbox(db(), { to: phoneNumber });
    expect(message?.text).toMatch(/^\[비비큐\] 인증번호는 \[\d{4}\]입니다\. 3분 안에 입력해주세요\.$/);
  });

  it('the code is stored only as a salted keyed hash', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    const [row] = await db().select().from(phoneVerifications).where(eq(phoneVerifications.phoneNumber, phoneNumber));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeSalt).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(`"${code}"`);
  });

  it('the right code confirms and answers a single-use confirmation token', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    const response = await confirm(phoneNumber, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      confirmationToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    });
  });

  it('a wrong code answers 400 WRONG_AUTH_CODE with the spec message', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    const response = await confirm(phoneNumber, otherCode(code));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(WRONG_CODE);
  });

  it('the name the code was requested with must match', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber, '홍길동');
    expect((await confirm(phoneNumber, code, '임꺽정')).json()).toEqual(WRONG_CODE);
    expect((await confirm(phoneNumber, code, '홍길동')).statusCode).toBe(200);
  });

  it('after 5 wrong codes the 6th try is refused even with the right code', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    for (let attempt = 1; attempt <= 5; attempt++) {
      const wrong = await confirm(phoneNumber, otherCode(code));
      expect(wrong.json(), `attempt ${attempt}`).toEqual(WRONG_CODE);
    }
    const right = await confirm(phoneNumber, code);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toMatchObject({ code: 'AUTH_CODE_LOCKED', message: expect.stringContaining('5회') });
  });

  it('parallel wrong guesses cannot try more than 5 codes', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    const guesses = Array.from({ length: 20 }, (_, i) => String(i).padStart(4, '0')).filter((guess) => guess !== code);
    const answers = await Promise.all(guesses.map((guess) => confirm(phoneNumber, guess)));
    const wrong = answers.filter((answer) => answer.json().code === 'WRONG_AUTH_CODE');
    expect(wrong).toHaveLength(5);
    expect((await confirm(phoneNumber, code)).json().code).toBe('AUTH_CODE_LOCKED');
  });

  it('a code expires 3 minutes after it was sent', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    clock.advance(3 * 60 * 1000 + 1000);
    const response = await confirm(phoneNumber, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AUTH_CODE_EXPIRED' });
  });

  it('confirming a phone that was never sent a code answers AUTH_CODE_NOT_REQUESTED', async () => {
    const response = await confirm(freshPhone(), '1234');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AUTH_CODE_NOT_REQUESTED' });
  });

  it('a newer code replaces the older one', async () => {
    const phoneNumber = freshPhone();
    const first = await requestCode(app, db(), phoneNumber);
    clock.advance(61 * 1000);
    const second = await requestCode(app, db(), phoneNumber);
    if (first !== second) expect((await confirm(phoneNumber, first)).json()).toEqual(WRONG_CODE);
    expect((await confirm(phoneNumber, second)).statusCode).toBe(200);
  });

  it('a second send within 60 s answers 429 RATE_LIMITED in Korean with Retry-After, and only one SMS went out', async () => {
    const phoneNumber = freshPhone();
    await requestCode(app, db(), phoneNumber);
    clock.advance(30 * 1000);
    const again = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp());
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      code: 'RATE_LIMITED',
      message: '인증번호는 1분에 한 번만 요청할 수 있어요. 잠시 후 다시 시도해주세요.',
      requestId: expect.any(String),
    });
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(25);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(await readSmsOutbox(db(), { to: phoneNumber })).toHaveLength(1);
    clock.advance(31 * 1000);
    expect((await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp())).statusCode).toBe(200);
  });

  it('at most 5 codes per phone in 10 minutes', async () => {
    const phoneNumber = freshPhone();
    for (let send = 1; send <= 5; send++) {
      await requestCode(app, db(), phoneNumber);
      clock.advance(61 * 1000);
    }
    const sixth = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp());
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('10분') });
    clock.advance(5 * 60 * 1000);
    expect((await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp())).statusCode).toBe(200);
  });

  it('one client address may ask for at most 20 codes in 10 minutes, whatever the phones', async () => {
    const ip = freshIp();
    const answers = [];
    for (let send = 0; send < 21; send++) {
      answers.push(await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber: freshPhone() }, {}, ip));
    }
    expect(answers.slice(0, 20).every((answer) => answer.statusCode === 200)).toBe(true);
    expect(answers[20]?.statusCode).toBe(429);
    expect(answers[20]?.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('malformed input answers 400 with the field and a Korean message', async () => {
    const shortPhone = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber: '0101234' }, {}, freshIp());
    expect(shortPhone.statusCode).toBe(400);
    expect(shortPhone.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
      field: 'phoneNumber',
      requestId: expect.any(String),
    });
    const blankName = await call(app, 'POST', CREATE, { name: '  ', phoneNumber: freshPhone() }, {}, freshIp());
    expect(blankName.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'name', message: '이름을 입력해주세요.' });
    const longCode = await confirm(freshPhone(), '12345');
    expect(longCode.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'authCode' });
  });

  it('a cross-site origin cannot ask for codes', async () => {
    const response = await call(
      app,
      'POST',
      CREATE,
      { name: '홍길동', phoneNumber: freshPhone() },
      { origin: 'https://evil.example.com' },
      freshIp(),
    );
    expect(response.statusCode).toBe(403);
  });

  it('PUT /guest/info/phone keeps the proved phone on the guest; the code is spent', async () => {
    const guest = await guestBearer(clock.now());
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber, '비회원');
    const response = await call(
      app,
      'PUT',
      `${ACCOUNT}/guest/info/phone`,
      { phoneNumber, authCode: code },
      guest.headers,
    );
    expect(response.statusCode).toBe(204);
    const [kept] = await db().select().from(guestPhones).where(eq(guestPhones.ownerId, guest.ownerId));
    expect(kept?.phoneNumber).toBe(phoneNumber);
    const again = await call(app, 'PUT', `${ACCOUNT}/guest/info/phone`, { phoneNumber, authCode: code }, guest.headers);
    expect(again.json()).toMatchObject({ code: 'AUTH_CODE_NOT_REQUESTED' });
  });

  it('PUT /guest/info/phone refuses a member session (403) and no session (401)', async () => {
    const member = await createMember(db());
    const asMember = await call(
      app,
      'PUT',
      `${ACCOUNT}/guest/info/phone`,
      { phoneNumber: freshPhone(), authCode: '1234' },
      await bearer(member.ownerId, 'member', clock.now()),
    );
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await call(app, 'PUT', `${ACCOUNT}/guest/info/phone`, {
      phoneNumber: freshPhone(),
      authCode: '1234',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a guest signs in with the confirmation token once; the guest who confirmed stays the same owner', async () => {
    const guest = await guestBearer(clock.now());
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber, '비회원');
    const confirmed = await confirm(phoneNumber, code, '비회원', guest.headers);
    const { confirmationToken } = confirmed.json() as { confirmationToken: string };

    const client = new AuthClient(app);
    const signedIn = await client.signIn('guest', { guestToken: confirmationToken });
    expect(signedIn.error).toBeNull();
    const session = await client.session();
    expect(session).toMatchObject({ type: 'guest' });
    const [kept] = await db().select().from(guestPhones).where(eq(guestPhones.ownerId, guest.ownerId));
    expect(kept?.phoneNumber).toBe(phoneNumber);

    const replay = await new AuthClient(app).signIn('guest', { guestToken: confirmationToken });
    expect(replay.error).not.toBeNull();
  });

  it('a confirmation without a guest session signs in as a new guest', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber, '비회원');
    const { confirmationToken } = (await confirm(phoneNumber, code, '비회원')).json() as { confirmationToken: string };
    const client = new AuthClient(app);
    expect((await client.signIn('guest', { guestToken: confirmationToken })).error).toBeNull();
    const kept = await db().select().from(guestPhones).where(eq(guestPhones.phoneNumber, phoneNumber));
    expect(kept).toHaveLength(1);
    expect(kept[0]?.ownerId).toMatch(/^guest:/);
  });

  it('the outbox code of the newest message is the one that confirms', async () => {
    const phoneNumber = freshPhone();
    await requestCode(app, db(), phoneNumber);
    const code = await lastCode(db(), phoneNumber);
    expect((await confirm(phoneNumber, code)).statusCode).toBe(200);
  });

  it('10 wrong tries a day over any codes and client addresses lock the phone for 24 hours, even the right code', async () => {
    const phoneNumber = freshPhone();
    const bystander = freshPhone();
    const guest = await guestBearer(clock.now());
    const guestPhone = (authCode: string) =>
      call(app, 'PUT', `${ACCOUNT}/guest/info/phone`, { phoneNumber, authCode }, guest.headers, freshIp());
    // 4 + 3 + 3 wrong tries on three codes, through confirm and through a call that spends the code.
    const first = await requestCode(app, db(), phoneNumber);
    for (let attempt = 0; attempt < 4; attempt++)
      expect((await confirm(phoneNumber, otherCode(first))).json()).toMatchObject(WRONG_CODE);
    clock.advance(61 * 1000);
    const second = await requestCode(app, db(), phoneNumber);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await guestPhone(otherCode(second))).json()).toMatchObject(WRONG_CODE);
    clock.advance(61 * 1000);
    const third = await requestCode(app, db(), phoneNumber);
    expect((await confirm(phoneNumber, otherCode(third))).json()).toMatchObject(WRONG_CODE);
    expect((await confirm(phoneNumber, third, '임꺽정')).json()).toMatchObject(WRONG_CODE);
    expect((await guestPhone(otherCode(third))).json()).toMatchObject(WRONG_CODE);

    const locked = await confirm(phoneNumber, third);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject(PHONE_LOCKED);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(24 * 60 * 60 - 200);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect((await guestPhone(third)).json()).toMatchObject(PHONE_LOCKED);
    // Another instance on the same database (its own in-memory rate limiter) refuses too.
    const otherInstance = await accountServer(database.current, { clock });
    try {
      const elsewhere = await call(otherInstance, 'POST', CONFIRM, { name: '홍길동', phoneNumber, authCode: third });
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json()).toMatchObject(PHONE_LOCKED);
    } finally {
      await otherInstance.close();
    }
    clock.advance(61 * 1000);
    const resend = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp());
    expect(resend.statusCode).toBe(429);
    expect(resend.json()).toMatchObject(PHONE_LOCKED);

    expect((await confirm(bystander, await requestCode(app, db(), bystander))).statusCode).toBe(200);

    // The lock lifts 24 hours after the first counted code was sent, when its 4 tries leave the window.
    const [oldest] = await db()
      .select({ createdAt: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, phoneNumber))
      .orderBy(asc(phoneVerifications.createdAt))
      .limit(1);
    clock.advance((oldest?.createdAt.getTime() ?? 0) + 24 * 60 * 60 * 1000 - clock.now().getTime() - 5000);
    expect((await confirm(phoneNumber, third)).json()).toMatchObject(PHONE_LOCKED);
    clock.advance(6000);
    const fresh = await requestCode(app, db(), phoneNumber);
    expect((await confirm(phoneNumber, fresh)).statusCode).toBe(200);
  });
});

describeOnDatabases('phone verification when the SMS carrier fails', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await accountServer(database.current, { smsFailureRate: 1 });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 SMS_UNAVAILABLE, records nothing, and does not hold the 60 s slot', async () => {
    const phoneNumber = freshPhone();
    const first = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp());
    expect(first.statusCode).toBe(503);
    expect(first.json()).toMatchObject({
      code: 'SMS_UNAVAILABLE',
      message: expect.stringContaining('보내지 못했어요'),
    });
    expect(await readSmsOutbox(database.current.db, { to: phoneNumber })).toHaveLength(0);
    const rows = await database.current.db
      .select()
      .from(phoneVerifications)
      .where(eq(phoneVerifications.phoneNumber, phoneNumber));
    expect(rows).toHaveLength(0);
    const second = await call(app, 'POST', CREATE, { name: '홍길동', phoneNumber }, {}, freshIp());
    expect(second.statusCode).toBe(503);
  });
});
