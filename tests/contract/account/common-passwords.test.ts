// Issue 15: beyond the spec §5 rule, every path that sets a password (sign-up, password change, password reset)
// refuses the 10,000 most common passwords, ignoring case, with a Korean message naming the field.
import { randomUUID } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../../../server/auth/passwords';
import { members } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed/seed';
import { isPasswordRuleMet } from '../../../src/domain/validation/password';
import { describeOnDatabases } from '../support/databases';
import { seedFixture } from '../support/seed-fixture';
import {
  ACCOUNT,
  accountServer,
  bearer,
  call,
  createMember,
  freshPhone,
  freshUsername,
  requestCode,
  TestClock,
} from './support/account-harness';

const COMMON_MESSAGE = '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.';
const STRONG = 'Yangnyeom!Chicken7';

/** The top-10,000 entries that meet the spec §5 rule (8+, a letter, a special character): only these reach the check. */
const TOP = dictionary['passwords-common'].slice(0, 10_000);
const COMMON_BUT_RULE_MET = ['p@ssw0rd', 'P@SSW0RD', 'sasha_007', 'Fuck_Inside'];

it('the chosen passwords are in the top 10,000 (ignoring case) and meet the spec rule, so only the list refuses them', () => {
  for (const password of COMMON_BUT_RULE_MET) {
    expect(isPasswordRuleMet(password), password).toBe(true);
    expect(TOP.indexOf(password.toLowerCase()), password).toBeGreaterThanOrEqual(0);
  }
  expect(TOP).not.toContain(STRONG.toLowerCase());
});

describeOnDatabases('common passwords are refused wherever a password is set', (database) => {
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

  async function registrationGrant(): Promise<string> {
    const phoneNumber = freshPhone();
    const authCode = await requestCode(app, db(), phoneNumber);
    const response = await call(app, 'POST', `${ACCOUNT}/member/register/init`, {
      name: '홍길동',
      phoneNumber,
      authCode,
      registrationKey: randomUUID(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { token: string }).token;
  }

  it('sign-up: 400 naming the password, the grant survives, then a strong password registers', async () => {
    const token = await registrationGrant();
    for (const password of COMMON_BUT_RULE_MET) {
      const username = freshUsername();
      const refused = await call(app, 'POST', `${ACCOUNT}/member/register/process`, { token, username, password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: COMMON_MESSAGE, field: 'password' });
      expect(await db().select().from(members).where(eq(members.username, username))).toEqual([]);
    }
    const username = freshUsername();
    const ok = await call(app, 'POST', `${ACCOUNT}/member/register/process`, { token, username, password: STRONG });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('password change: 400 naming newPassword, the old password still works, then a strong one is taken', async () => {
    const member = await createMember(db());
    const headers = await bearer(member.ownerId, 'member', clock.now());
    const url = `${ACCOUNT}/member/info/password`;
    for (const newPassword of COMMON_BUT_RULE_MET) {
      const refused = await call(app, 'PUT', url, { oldPassword: member.password, newPassword }, headers);
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: COMMON_MESSAGE, field: 'newPassword' });
    }
    const [before] = await db().select().from(members).where(eq(members.id, member.id));
    expect(await verifyPassword(before!.passwordHash, member.password)).toBe(true);
    const changed = await call(app, 'PUT', url, { oldPassword: member.password, newPassword: STRONG }, headers);
    expect(changed.statusCode, changed.body).toBe(204);
  });

  it('password reset: 400 naming the password, the grant stays usable, then a strong one is set', async () => {
    const member = await createMember(db());
    const authCode = await requestCode(app, db(), member.phoneNumber);
    const init = await call(app, 'POST', `${ACCOUNT}/member/find/password/init`, {
      username: member.username,
      phoneNumber: member.phoneNumber,
      authCode,
    });
    expect(init.statusCode, init.body).toBe(200);
    const { token } = init.json() as { token: string };
    const url = `${ACCOUNT}/member/find/password/process`;
    for (const password of COMMON_BUT_RULE_MET) {
      const refused = await call(app, 'POST', url, { token, password, confirmation: password });
      expect(refused.statusCode, password).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'BAD_REQUEST', message: COMMON_MESSAGE, field: 'password' });
    }
    const reset = await call(app, 'POST', url, { token, password: STRONG });
    expect(reset.statusCode, reset.body).toBe(204);
    const [row] = await db().select().from(members).where(eq(members.id, member.id));
    expect(await verifyPassword(row!.passwordHash, STRONG)).toBe(true);
  });
});
