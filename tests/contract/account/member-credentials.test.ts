import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { members } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { AuthClient } from '../auth/support/auth-harness';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import {
  ACCOUNT,
  accountServer,
  bearer,
  call,
  createMember,
  freshPhone,
  otherCode,
  requestCode,
  TestClock,
  testIdentity,
} from './support/account-harness';

const INFO = `${ACCOUNT}/member/info`;

describeOnDatabases('the signed-in member’s credentials', (database) => {
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

  async function signedIn(member: { username: string; password: string }) {
    const client = new AuthClient(app);
    const answer = await client.signIn('member', { username: member.username, password: member.password });
    expect(answer.error).toBeNull();
    const session = (await client.session())!;
    return {
      client,
      headers: { authorization: `Bearer ${session.accessToken}` },
      refreshToken: session.refreshTokenInfo!.token,
    };
  }

  const refreshWorks = async (refreshToken: string) =>
    (await new AuthClient(app).signIn('refresh_member', { refreshToken })).error === null;

  it('PUT /member/info/password applies the popup rules, checks the old password and ends the other sessions', async () => {
    const member = await createMember(db());
    const here = await signedIn(member);
    const elsewhere = await signedIn(member);
    const url = `${INFO}/password`;
    const mismatch = await call(
      app,
      'PUT',
      url,
      { oldPassword: member.password, newPassword: 'brand!new1', confirmation: 'brand!new2' },
      here.headers,
    );
    expect(mismatch.json()).toMatchObject({
      field: 'confirmation',
      message: '입력하신 비밀번호와 일치 하지 않습니다.',
    });
    const same = await call(
      app,
      'PUT',
      url,
      { oldPassword: member.password, newPassword: member.password },
      here.headers,
    );
    expect(same.json()).toMatchObject({
      code: 'SAME_PASSWORD',
      message: '이전 비밀번호와 같은 비밀번호를 사용할 수 없습니다.',
    });
    const rule = await call(app, 'PUT', url, { oldPassword: member.password, newPassword: 'nospecial1' }, here.headers);
    expect(rule.json()).toMatchObject({
      field: 'newPassword',
      message: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
    });
    const wrongOld = await call(
      app,
      'PUT',
      url,
      { oldPassword: 'not!mine11', newPassword: 'brand!new1' },
      here.headers,
    );
    expect(wrongOld.json()).toMatchObject({ code: 'WRONG_PASSWORD', message: '현재 비밀번호가 일치하지 않습니다.' });

    const changed = await call(
      app,
      'PUT',
      url,
      { oldPassword: member.password, newPassword: 'brand!new1', confirmation: 'brand!new1' },
      here.headers,
    );
    expect(changed.statusCode).toBe(204);
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(await verifyPassword(row!.passwordHash, 'brand!new1')).toBe(true);
    // The other device's next session read tells it to sign out (refreshTokenExpired), before any refresh fails.
    expect((await elsewhere.client.session())?.refreshTokenExpired).toBe(true);
    expect((await here.client.session())?.refreshTokenExpired).toBe(false);
    expect(await refreshWorks(elsewhere.refreshToken)).toBe(false);
    expect(await refreshWorks(here.refreshToken)).toBe(true);
  });

  it('wrong current passwords are limited to 10 in 10 minutes per member', async () => {
    const member = await createMember(db());
    const headers = await bearer(member.ownerId);
    const answers = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      answers.push(
        await call(
          app,
          'PUT',
          `${INFO}/password`,
          { oldPassword: `guess!${attempt}xx`, newPassword: 'brand!new1' },
          headers,
        ),
      );
    }
    expect(answers.slice(0, 10).every((answer) => answer.json().code === 'WRONG_PASSWORD')).toBe(true);
    expect(answers[10]?.statusCode).toBe(429);
  });

  it('PUT /member/info/phone moves the member to the proved phone and ends the other sessions', async () => {
    const member = await createMember(db());
    const here = await signedIn(member);
    const elsewhere = await signedIn(member);
    const phoneNumber = freshPhone();
    const authCode = await requestCode(app, db(), phoneNumber);
    const wrong = await call(app, 'PUT', `${INFO}/phone`, { phoneNumber, authCode: otherCode(authCode) }, here.headers);
    expect(wrong.json()).toMatchObject({ code: 'WRONG_AUTH_CODE' });
    const changed = await call(app, 'PUT', `${INFO}/phone`, { phoneNumber, authCode }, here.headers);
    expect(changed.statusCode).toBe(204);
    expect((await call(app, 'GET', INFO, undefined, here.headers)).json()).toMatchObject({ phoneNumber });
    expect(await refreshWorks(elsewhere.refreshToken)).toBe(false);
    expect(await refreshWorks(here.refreshToken)).toBe(true);
  });

  it('PUT /member/info/phone refuses a phone another member holds (409)', async () => {
    const member = await createMember(db());
    const other = await createMember(db());
    const authCode = await requestCode(app, db(), other.phoneNumber);
    const response = await call(
      app,
      'PUT',
      `${INFO}/phone`,
      { phoneNumber: other.phoneNumber, authCode },
      await bearer(member.ownerId),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ALREADY_MEMBER', field: 'phoneNumber' });
  });

  it('PATCH /member/info/ci records the CI; a CI of another member is 409', async () => {
    const member = await createMember(db());
    const person = { name: '한가람', birthDate: '19870707', phoneNumber: member.phoneNumber };
    const ciToken = await identity.issue(person, 'MEMBER_CI_VERIFY');
    const response = await call(app, 'PATCH', `${INFO}/ci`, { ciToken }, await bearer(member.ownerId));
    expect(response.statusCode).toBe(204);
    expect((await call(app, 'GET', INFO, undefined, await bearer(member.ownerId))).json()).toMatchObject({
      ciVerified: true,
    });
    const other = await createMember(db());
    const taken = await call(app, 'PATCH', `${INFO}/ci`, { ciToken }, await bearer(other.ownerId));
    expect(taken.statusCode).toBe(409);
    const forged = await call(app, 'PATCH', `${INFO}/ci`, { ciToken: 'a.b.c' }, await bearer(other.ownerId));
    expect(forged.json()).toMatchObject({ code: 'CI_TOKEN_INVALID' });
  });

  it('DELETE /member/info resigns: sessions end, the token stops working, the id stays taken, the phone is free', async () => {
    const member = await createMember(db());
    const here = await signedIn(member);
    const resigned = await call(app, 'DELETE', INFO, undefined, here.headers);
    expect(resigned.statusCode).toBe(204);
    expect((await call(app, 'GET', INFO, undefined, here.headers)).statusCode).toBe(401);
    expect(await refreshWorks(here.refreshToken)).toBe(false);
    const signIn = await new AuthClient(app).signIn('member', { username: member.username, password: member.password });
    expect(signIn.error).not.toBeNull();
    const check = await call(app, 'POST', `${ACCOUNT}/member/register/check-username`, { username: member.username });
    expect(check.json()).toEqual({ available: false });
    const again = await createMember(db(), { phoneNumber: member.phoneNumber });
    expect(again.phoneNumber).toBe(member.phoneNumber);
  });
});
