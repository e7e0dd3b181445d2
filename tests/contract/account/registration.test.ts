import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { grades, members } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { AuthClient } from '../auth/support/auth-harness';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import {
  ACCOUNT,
  accountServer,
  call,
  createMember,
  freshPhone,
  freshUsername,
  otherCode,
  requestCode,
  TestClock,
  testIdentity,
} from './support/account-harness';

const REGISTER = `${ACCOUNT}/member/register`;
const PASSWORD = 'chicken!pass1';

describeOnDatabases('sign-up', (database) => {
  let app: FastifyInstance;
  const clock = new TestClock();
  const identity = testIdentity(clock);
  const db = () => database.current.db;
  beforeAll(async () => {
    await seedDatabase(database.current.db, seedFixture);
    app = await accountServer(database.current, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  async function init(phoneNumber = freshPhone(), name = '홍길동') {
    const authCode = await requestCode(app, db(), phoneNumber, name);
    const response = await call(app, 'POST', `${REGISTER}/init`, {
      name,
      phoneNumber,
      authCode,
      registrationKey: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { phoneNumber, name, ...(response.json() as { token: string; expiresAt: string }) };
  }

  it('check-username answers whether the id is free, ignoring case', async () => {
    const member = await createMember(db(), { username: freshUsername('Taken') });
    const taken = await call(app, 'POST', `${REGISTER}/check-username`, { username: member.username.toLowerCase() });
    expect(taken.json()).toEqual({ available: false });
    const free = await call(app, 'POST', `${REGISTER}/check-username`, { username: freshUsername() });
    expect(free.json()).toEqual({ available: true });
    const bad = await call(app, 'POST', `${REGISTER}/check-username`, { username: '1abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'username' });
  });

  it('init with the phone code, then process, creates a member in the lowest grade with an argon2id hash', async () => {
    const grant = await init();
    expect(grant).toMatchObject({ token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), name: '홍길동' });
    const username = freshUsername('New');
    const response = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username,
      password: PASSWORD,
      smsMarketingAgreed: true,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ username, name: '홍길동' });
    const [row] = await db().select().from(members).where(eq(members.username, username));
    const [lowest] = await db().select().from(grades).orderBy(grades.pointRatePercent, grades.id).limit(1);
    expect(row).toMatchObject({
      name: '홍길동',
      phoneNumber: grant.phoneNumber,
      gradeId: lowest?.id,
      smsMarketingAgreed: true,
      emailMarketingAgreed: false,
      resignedAt: null,
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row!.passwordHash, PASSWORD)).toBe(true);
    expect(row?.ownerId).toBe(`member:${row?.id}`);
  });

  it('the new member can sign in with the member provider', async () => {
    const grant = await init();
    const username = freshUsername();
    await call(app, 'POST', `${REGISTER}/process`, { token: grant.token, username, password: PASSWORD });
    const client = new AuthClient(app);
    expect((await client.signIn('member', { username, password: PASSWORD })).error).toBeNull();
    expect(await client.session()).toMatchObject({ type: 'member' });
  });

  it('a grant creates one member only', async () => {
    const grant = await init();
    const first = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: freshUsername(),
      password: PASSWORD,
    });
    expect(first.statusCode).toBe(201);
    const second = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: freshUsername(),
      password: PASSWORD,
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('init refuses a wrong code with the spec message and a phone that already has a member with 409', async () => {
    const phoneNumber = freshPhone();
    const code = await requestCode(app, db(), phoneNumber);
    const wrong = await call(app, 'POST', `${REGISTER}/init`, {
      name: '홍길동',
      phoneNumber,
      authCode: otherCode(code),
      registrationKey: randomUUID(),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_AUTH_CODE', message: '잘못된 인증번호를 입력하셨어요.' });

    const member = await createMember(db());
    const memberCode = await requestCode(app, db(), member.phoneNumber);
    const taken = await call(app, 'POST', `${REGISTER}/init`, {
      name: '홍길동',
      phoneNumber: member.phoneNumber,
      authCode: memberCode,
      registrationKey: randomUUID(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ALREADY_MEMBER' });
  });

  it('a confirmed code is accepted by init (confirm first, then init with the same code)', async () => {
    const phoneNumber = freshPhone();
    const authCode = await requestCode(app, db(), phoneNumber);
    const confirmed = await call(app, 'POST', `${ACCOUNT}/phone-verification/confirm`, {
      name: '홍길동',
      phoneNumber,
      authCode,
    });
    expect(confirmed.statusCode).toBe(200);
    const response = await call(app, 'POST', `${REGISTER}/init`, {
      name: '홍길동',
      phoneNumber,
      authCode,
      registrationKey: randomUUID(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('a registration key names one sign-up', async () => {
    const registrationKey = randomUUID();
    const phoneNumber = freshPhone();
    const authCode = await requestCode(app, db(), phoneNumber);
    const body = { name: '홍길동', phoneNumber, authCode, registrationKey };
    expect((await call(app, 'POST', `${REGISTER}/init`, body)).statusCode).toBe(200);
    const again = await call(app, 'POST', `${REGISTER}/init`, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REGISTRATION_KEY_USED' });
  });

  it('process refuses a taken username (409), a weak password (400 with the spec message) and another name', async () => {
    const member = await createMember(db());
    const grant = await init();
    const taken = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: member.username.toUpperCase(),
      password: PASSWORD,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'USERNAME_TAKEN', field: 'username' });
    const weak = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: freshUsername(),
      password: 'chicken123',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({
      code: 'BAD_REQUEST',
      message: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
      field: 'password',
      requestId: expect.any(String),
    });
    const otherName = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: freshUsername(),
      password: PASSWORD,
      name: '임꺽정',
    });
    expect(otherName.statusCode).toBe(400);
    // The grant survived the refusals.
    const ok = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: freshUsername(),
      password: PASSWORD,
      name: grant.name,
      phoneNumber: grant.phoneNumber,
    });
    expect(ok.statusCode).toBe(201);
  });

  it('a grant expires after 30 minutes', async () => {
    const grant = await init();
    clock.advance(30 * 60 * 1000 + 1000);
    const response = await call(app, 'POST', `${REGISTER}/process`, {
      token: grant.token,
      username: freshUsername(),
      password: PASSWORD,
    });
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('marketing-info before process is applied by process; after process it updates the member', async () => {
    const grant = await init();
    const flags = { smsMarketingAgreed: true, emailMarketingAgreed: true, pushMarketingAgreed: false };
    const before = await call(app, 'PATCH', `${REGISTER}/marketing-info`, { token: grant.token, ...flags });
    expect(before.statusCode).toBe(204);
    const username = freshUsername();
    await call(app, 'POST', `${REGISTER}/process`, { token: grant.token, username, password: PASSWORD });
    const [created] = await db().select().from(members).where(eq(members.username, username));
    expect(created).toMatchObject(flags);

    const after = await call(app, 'PATCH', `${REGISTER}/marketing-info`, {
      token: grant.token,
      smsMarketingAgreed: false,
      emailMarketingAgreed: false,
      pushMarketingAgreed: true,
    });
    expect(after.statusCode).toBe(204);
    const [updated] = await db().select().from(members).where(eq(members.username, username));
    expect(updated).toMatchObject({
      smsMarketingAgreed: false,
      emailMarketingAgreed: false,
      pushMarketingAgreed: true,
    });

    const unknown = await call(app, 'PATCH', `${REGISTER}/marketing-info`, {
      token: 'x'.repeat(43),
      ...flags,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('init-ci with a simulator ciToken, then process-ci, creates a member with the CI on file', async () => {
    const phoneNumber = freshPhone();
    const ciToken = await identity.issue({ name: '성춘향', birthDate: '19950505', phoneNumber }, 'REGISTER_CI_VERIFY');
    const grant = await call(app, 'POST', `${REGISTER}/init-ci`, { ciToken, registrationKey: randomUUID() });
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({ name: '성춘향', phoneNumber });
    const username = freshUsername();
    const { token } = grant.json() as { token: string };
    // A CI grant is for process-ci only.
    const wrongStep = await call(app, 'POST', `${REGISTER}/process`, { token, username, password: PASSWORD });
    expect(wrongStep.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    const created = await call(app, 'POST', `${REGISTER}/process-ci`, { token, username, password: PASSWORD });
    expect(created.statusCode).toBe(201);
    const [row] = await db().select().from(members).where(eq(members.username, username));
    expect(row?.ci).toBe(identity.ciOf({ name: '성춘향', birthDate: '19950505' }));

    const samePerson = await identity.issue(
      { name: '성춘향', birthDate: '19950505', phoneNumber: freshPhone() },
      'REGISTER_CI_VERIFY',
    );
    const twice = await call(app, 'POST', `${REGISTER}/init-ci`, {
      ciToken: samePerson,
      registrationKey: randomUUID(),
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_MEMBER' });
  });

  it('init-ci refuses a forged or expired ciToken', async () => {
    const forged = await call(app, 'POST', `${REGISTER}/init-ci`, {
      ciToken: 'eyJhbGciOiJIUzI1NiJ9.e30.invalid',
      registrationKey: randomUUID(),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'CI_TOKEN_INVALID' });
    const old = await identity.issue(
      { name: '이몽룡', birthDate: '19900101', phoneNumber: freshPhone() },
      'REGISTER_CI_VERIFY',
    );
    clock.advance(11 * 60 * 1000);
    const expired = await call(app, 'POST', `${REGISTER}/init-ci`, { ciToken: old, registrationKey: randomUUID() });
    expect(expired.json()).toMatchObject({ code: 'CI_TOKEN_INVALID' });
  });

  it('connect-oauth and connect-oauth-ci answer 501 OAUTH_NOT_SUPPORTED in Korean', async () => {
    for (const path of ['connect-oauth', 'connect-oauth-ci']) {
      const response = await call(app, 'POST', `${REGISTER}/${path}`, { provider: 'kakao' });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        code: 'OAUTH_NOT_SUPPORTED',
        message: '소셜 계정 연결은 지원하지 않아요. 아이디와 비밀번호로 가입해주세요.',
        requestId: expect.any(String),
      });
    }
  });
});

describeOnDatabases('sign-up without an identity service', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await accountServer(database.current, { identitySimulator: false });
  });
  afterAll(async () => {
    await app.close();
  });

  it('the CI calls answer 501 and the simulator page is not served', async () => {
    const ciToken = await testIdentity().issue(
      { name: '홍길동', birthDate: '19900101', phoneNumber: freshPhone() },
      'REGISTER_CI_VERIFY',
    );
    const response = await call(app, 'POST', `${REGISTER}/init-ci`, { ciToken, registrationKey: randomUUID() });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toMatchObject({ code: 'IDENTITY_VERIFICATION_UNAVAILABLE' });
    const page = await call(app, 'GET', '/auth-sim/verify-ready?phoneNumber=&verifyType=REGISTER_CI_VERIFY');
    expect(page.statusCode).toBe(404);
  });
});
