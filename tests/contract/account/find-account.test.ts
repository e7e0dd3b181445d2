import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { members } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { maskUsername } from '../../../server/services/account/find-account-service';
import { AuthClient } from '../auth/support/auth-harness';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import {
  ACCOUNT,
  accountServer,
  call,
  createMember,
  freshPhone,
  otherCode,
  requestCode,
  TestClock,
  testIdentity,
} from './support/account-harness';

const FIND = `${ACCOUNT}/member/find`;
const NEW_PASSWORD = 'fresh!chicken2';

describe('maskUsername', () => {
  it('keeps the first half (2 to 4 characters) and stars the rest', () => {
    expect(maskUsername('chickenlover')).toBe('chic********');
    expect(maskUsername('abcd')).toBe('ab**');
    expect(maskUsername('abcde')).toBe('ab***');
    expect(maskUsername('abcdefgh')).toBe('abcd****');
  });
});

describeOnDatabases('find id and password', (database) => {
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

  it('find/username with name, phone and code answers the masked id and when the account was made', async () => {
    const member = await createMember(db(), { username: 'chickenlover7', name: '김철수' });
    const authCode = await requestCode(app, db(), member.phoneNumber, '김철수');
    const response = await call(app, 'POST', `${FIND}/username`, {
      name: '김철수',
      phoneNumber: member.phoneNumber,
      authCode,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: 'chic*********', joinedAt: expect.any(String) });
  });

  it('find/username refuses a wrong code and answers 404 MEMBER_NOT_FOUND for another name', async () => {
    const member = await createMember(db(), { name: '김철수' });
    const authCode = await requestCode(app, db(), member.phoneNumber, '김영희');
    const wrong = await call(app, 'POST', `${FIND}/username`, {
      name: '김영희',
      phoneNumber: member.phoneNumber,
      authCode: otherCode(authCode),
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_AUTH_CODE' });
    const notTheName = await call(app, 'POST', `${FIND}/username`, {
      name: '김영희',
      phoneNumber: member.phoneNumber,
      authCode,
    });
    expect(notTheName.statusCode).toBe(404);
    expect(notTheName.json()).toMatchObject({
      code: 'MEMBER_NOT_FOUND',
      message: '입력하신 정보와 일치하는 회원이 없어요.',
    });
  });

  it('find/username-ci finds a member by CI, or a member without CI by the verified name and phone', async () => {
    const person = { name: '박민수', birthDate: '19880808', phoneNumber: freshPhone() };
    const withCi = await createMember(db(), { username: 'ciholder1', ci: identity.ciOf(person) });
    const byCi = await call(app, 'POST', `${FIND}/username-ci`, {
      ciToken: await identity.issue({ ...person, phoneNumber: freshPhone() }, 'FIND_USERNAME_CI_VERIFY'),
    });
    expect(byCi.json()).toMatchObject({ username: maskUsername(withCi.username) });

    const smsMember = await createMember(db(), { username: 'smsonly22', name: '최지우' });
    const byPhone = await call(app, 'POST', `${FIND}/username-ci`, {
      ciToken: await identity.issue(
        { name: '최지우', birthDate: '19920202', phoneNumber: smsMember.phoneNumber },
        'FIND_USERNAME_CI_VERIFY',
      ),
    });
    expect(byPhone.json()).toMatchObject({ username: maskUsername(smsMember.username) });

    const nobody = await call(app, 'POST', `${FIND}/username-ci`, {
      ciToken: await identity.issue(
        { name: '없는사람', birthDate: '19700101', phoneNumber: freshPhone() },
        'FIND_USERNAME_CI_VERIFY',
      ),
    });
    expect(nobody.statusCode).toBe(404);
  });

  it('password init with id, phone and code, then process: the new password works and every session ends', async () => {
    const member = await createMember(db());
    const client = new AuthClient(app);
    await client.signIn('member', { username: member.username, password: member.password });
    const before = await client.session();
    expect(before?.type).toBe('member');

    const authCode = await requestCode(app, db(), member.phoneNumber);
    const init = await call(app, 'POST', `${FIND}/password/init`, {
      username: member.username,
      phoneNumber: member.phoneNumber,
      authCode,
    });
    expect(init.statusCode).toBe(200);
    const { token } = init.json() as { token: string };
    const processed = await call(app, 'POST', `${FIND}/password/process`, { token, password: NEW_PASSWORD });
    expect(processed.statusCode).toBe(204);

    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(await verifyPassword(row!.passwordHash, NEW_PASSWORD)).toBe(true);
    const refreshed = await new AuthClient(app).signIn('refresh_member', {
      refreshToken: before!.refreshTokenInfo!.token,
    });
    expect(refreshed.error).not.toBeNull();
    const again = await call(app, 'POST', `${FIND}/password/process`, { token, password: 'another!pass3' });
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('password init answers 404 when the id and phone do not belong together', async () => {
    const member = await createMember(db());
    const stranger = freshPhone();
    const authCode = await requestCode(app, db(), stranger);
    const response = await call(app, 'POST', `${FIND}/password/init`, {
      username: member.username,
      phoneNumber: stranger,
      authCode,
    });
    expect(response.statusCode).toBe(404);
  });

  it('password process refuses a weak password, a mismatched confirmation and an expired grant', async () => {
    const member = await createMember(db());
    const authCode = await requestCode(app, db(), member.phoneNumber);
    const { token } = (
      await call(app, 'POST', `${FIND}/password/init`, {
        username: member.username,
        phoneNumber: member.phoneNumber,
        authCode,
      })
    ).json() as { token: string };
    const weak = await call(app, 'POST', `${FIND}/password/process`, { token, password: 'short!' });
    expect(weak.json()).toMatchObject({
      field: 'password',
      message: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
    });
    const mismatch = await call(app, 'POST', `${FIND}/password/process`, {
      token,
      password: NEW_PASSWORD,
      confirmation: 'different!1',
    });
    expect(mismatch.json()).toMatchObject({
      field: 'confirmation',
      message: '입력하신 비밀번호와 일치 하지 않습니다.',
    });
    clock.advance(15 * 60 * 1000 + 1000);
    const late = await call(app, 'POST', `${FIND}/password/process`, { token, password: NEW_PASSWORD });
    expect(late.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('password init-ci resets the password of the member the CI belongs to', async () => {
    const person = { name: '정다운', birthDate: '19990909', phoneNumber: freshPhone() };
    const member = await createMember(db(), { ci: identity.ciOf(person) });
    const ciToken = await identity.issue(person, 'FIND_PASSWORD_CI_VERIFY');
    const init = await call(app, 'POST', `${FIND}/password/init-ci`, { username: member.username, ciToken });
    expect(init.statusCode).toBe(200);
    const { token } = init.json() as { token: string };
    expect((await call(app, 'POST', `${FIND}/password/process`, { token, password: NEW_PASSWORD })).statusCode).toBe(
      204,
    );

    const other = await createMember(db());
    const notTheirs = await call(app, 'POST', `${FIND}/password/init-ci`, { username: other.username, ciToken });
    expect(notTheirs.statusCode).toBe(404);
  });
});
