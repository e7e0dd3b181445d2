import { afterEach, describe, expect, it } from 'vitest';
import { AxiosAccountRegistration } from '../../../../src/adapters/http/axios-account-registration';
import { testClient } from './support/client';
import { type FakeApi, jsonOf, routes, startFakeApi } from './support/fake-api';

let api: FakeApi;

afterEach(async () => {
  await api.close();
});

async function registrationFor(table: Parameters<typeof routes>[0]): Promise<AxiosAccountRegistration> {
  api = await startFakeApi(routes(table));
  return new AxiosAccountRegistration(testClient(api.baseURL));
}

const R = '/api/account/member/register';
const GRANT = {
  token: 'g'.repeat(43),
  expiresAt: '2026-11-20T03:30:00.000Z',
  name: '박닭강',
  phoneNumber: '01055556666',
};

describe('AxiosAccountRegistration', () => {
  it('checks an id', async () => {
    const registration = await registrationFor({
      [`POST ${R}/check-username`]: { status: 200, body: { available: false } },
    });
    expect(await registration.checkUsername('chicken')).toEqual({ kind: 'checked', available: false });
    expect(jsonOf(api.requests[0]!)).toEqual({ username: 'chicken' });
  });

  it('init sends name, phone, code and registrationKey; init-ci the ciToken', async () => {
    const registration = await registrationFor({
      [`POST ${R}/init`]: { status: 200, body: GRANT },
      [`POST ${R}/init-ci`]: { status: 200, body: GRANT },
    });
    const phone = { name: '박닭강', phoneNumber: '01055556666', authCode: '0042', registrationKey: 'key-00000001' };
    expect(await registration.init(phone)).toEqual({ kind: 'granted', grant: GRANT });
    expect(jsonOf(api.requests[0]!)).toEqual(phone);
    expect(await registration.initWithCi({ ciToken: 'ci.jws', registrationKey: 'key-00000002' })).toEqual({
      kind: 'granted',
      grant: GRANT,
    });
    expect(jsonOf(api.requests[1]!)).toEqual({ ciToken: 'ci.jws', registrationKey: 'key-00000002' });
  });

  it('process goes to /process or /process-ci by method and answers the member', async () => {
    const member = { status: 201, body: { username: 'newchick', name: '박닭강' } };
    const registration = await registrationFor({ [`POST ${R}/process`]: member, [`POST ${R}/process-ci`]: member });
    const input = { token: GRANT.token, username: ' newchick ', password: 'crispy!chick1', name: '박닭강' };
    expect(await registration.process('phone', input)).toEqual({
      kind: 'registered',
      username: 'newchick',
      name: '박닭강',
    });
    await registration.process('ci', input);
    expect(api.requests.map((r) => r.path)).toEqual([`${R}/process`, `${R}/process-ci`]);
    expect(jsonOf(api.requests[0]!)).toEqual({ ...input, username: 'newchick' });
  });

  it('a refusal keeps the code, the Korean message and the field', async () => {
    const registration = await registrationFor({
      [`POST ${R}/process`]: {
        status: 409,
        body: { code: 'USERNAME_TAKEN', message: '이미 사용 중인 아이디예요.', field: 'username' },
      },
    });
    const input = { token: GRANT.token, username: 'chicken', password: 'crispy!chick1', name: '박닭강' };
    expect(await registration.process('phone', input)).toEqual({
      kind: 'rejected',
      code: 'USERNAME_TAKEN',
      message: '이미 사용 중인 아이디예요.',
      field: 'username',
    });
  });

  it('marketing-info is a PATCH with the token and the three flags', async () => {
    const registration = await registrationFor({ [`PATCH ${R}/marketing-info`]: { status: 204 } });
    const flags = { smsMarketingAgreed: true, emailMarketingAgreed: false, pushMarketingAgreed: true };
    expect(await registration.updateMarketing(GRANT.token, flags)).toEqual({ kind: 'updated' });
    expect(jsonOf(api.requests[0]!)).toEqual({ token: GRANT.token, ...flags });
  });

  it('a server error (500) is thrown, not shown as a refusal', async () => {
    const registration = await registrationFor({
      [`POST ${R}/check-username`]: { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    await expect(registration.checkUsername('chicken')).rejects.toThrow();
  });
});
