import { afterEach, describe, expect, it } from 'vitest';
import { AxiosAccountRecovery } from '../../../../src/adapters/http/axios-account-recovery';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, routes, startFakeApi } from './support/fake-api';

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function recoveryFor(table: Parameters<typeof routes>[0]): Promise<AxiosAccountRecovery> {
  api = await startFakeApi(routes(table));
  return new AxiosAccountRecovery(testClient(api.baseURL));
}

const F = '/api/account/member/find';
const FOUND = { username: 'chi****', joinedAt: '2024-03-15T01:00:00.000Z' };
const RESET = { token: 'r'.repeat(43), expiresAt: '2026-11-20T03:15:00.000Z' };

describe('AxiosAccountRecovery', () => {
  it('finds an id by name and phone code, or by ciToken', async () => {
    const recovery = await recoveryFor({
      [`POST ${F}/username`]: { status: 200, body: FOUND },
      [`POST ${F}/username-ci`]: { status: 200, body: FOUND },
    });
    const input = { name: '김치킨', phoneNumber: '01012345678', authCode: '0042' };
    expect(await recovery.findUsername(input)).toEqual({ kind: 'found', found: FOUND });
    expect(jsonOf(api.requests[0]!)).toEqual(input);
    expect(await recovery.findUsernameByCi('ci.jws')).toEqual({ kind: 'found', found: FOUND });
    expect(jsonOf(api.requests[1]!)).toEqual({ ciToken: 'ci.jws' });
  });

  it('no such member (404) is a refusal with its message', async () => {
    const recovery = await recoveryFor({
      [`POST ${F}/username`]: {
        status: 404,
        body: { code: 'MEMBER_NOT_FOUND', message: '입력하신 정보와 일치하는 회원이 없어요.' },
      },
    });
    expect(await recovery.findUsername({ name: '이', phoneNumber: '01012345678', authCode: '0042' })).toEqual({
      kind: 'rejected',
      code: 'MEMBER_NOT_FOUND',
      message: '입력하신 정보와 일치하는 회원이 없어요.',
      field: null,
    });
  });

  it('password init (phone or ci) grants a token; process sends the new password twice', async () => {
    const recovery = await recoveryFor({
      [`POST ${F}/password/init`]: { status: 200, body: RESET },
      [`POST ${F}/password/init-ci`]: { status: 200, body: RESET },
      [`POST ${F}/password/process`]: { status: 204 },
    });
    expect(
      await recovery.initPasswordReset({ username: ' chicken', phoneNumber: '01012345678', authCode: '0042' }),
    ).toEqual({
      kind: 'granted',
      token: RESET.token,
    });
    expect(jsonOf(api.requests[0]!)).toEqual({ username: 'chicken', phoneNumber: '01012345678', authCode: '0042' });
    expect(await recovery.initPasswordResetByCi({ username: 'chicken', ciToken: 'ci.jws' })).toMatchObject({
      kind: 'granted',
    });
    const change = { token: RESET.token, password: 'new!pass99', confirmation: 'new!pass99' };
    expect(await recovery.resetPassword(change)).toEqual({ kind: 'reset' });
    expect(jsonOf(api.requests[2]!)).toEqual(change);
  });
});
