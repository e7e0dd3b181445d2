import type { AxiosInstance } from 'axios';
import type {
  AccountRegistration,
  MarketingAgreements,
  MarketingResult,
  RegisterResult,
  RegistrationGrantResult,
  RegistrationMethod,
  UsernameCheckResult,
} from '../../application/ports/account-registration';
import {
  accountEndpoints,
  checkUsernameResponseSchema,
  registeredMemberSchema,
  registrationGrantSchema,
} from '../../contract/account';
import { isAccountRejection, orRejection } from './account-rejection';
import { callEndpoint, sendEndpoint } from './wire';

/**
 * AccountRegistration over spec §7 POST /member/register/check-username, /init, /init-ci, /process, /process-ci
 * and PATCH /member/register/marketing-info. Refusals keep the server's code, Korean message and field.
 */
export class AxiosAccountRegistration implements AccountRegistration {
  constructor(private readonly http: AxiosInstance) {}

  async checkUsername(username: string): Promise<UsernameCheckResult> {
    const answer = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.checkUsername, checkUsernameResponseSchema, { body: { username } }),
    );
    return isAccountRejection(answer) ? answer : { kind: 'checked', available: answer.available };
  }

  async init(input: {
    name: string;
    phoneNumber: string;
    authCode: string;
    registrationKey: string;
  }): Promise<RegistrationGrantResult> {
    const grant = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.registerInit, registrationGrantSchema, { body: { ...input } }),
    );
    return isAccountRejection(grant) ? grant : { kind: 'granted', grant };
  }

  async initWithCi(input: { ciToken: string; registrationKey: string }): Promise<RegistrationGrantResult> {
    const grant = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.registerInitCi, registrationGrantSchema, { body: { ...input } }),
    );
    return isAccountRejection(grant) ? grant : { kind: 'granted', grant };
  }

  async process(
    method: RegistrationMethod,
    input: { token: string; username: string; password: string; name: string },
  ): Promise<RegisterResult> {
    const endpoint = method === 'ci' ? accountEndpoints.registerProcessCi : accountEndpoints.registerProcess;
    const member = await orRejection(() =>
      callEndpoint(this.http, endpoint, registeredMemberSchema, {
        body: { token: input.token, username: input.username.trim(), password: input.password, name: input.name },
      }),
    );
    return isAccountRejection(member) ? member : { kind: 'registered', username: member.username, name: member.name };
  }

  async updateMarketing(token: string, agreements: MarketingAgreements): Promise<MarketingResult> {
    const answer = await orRejection(async () => {
      await sendEndpoint(this.http, accountEndpoints.marketingInfo, { body: { token, ...agreements } });
      return { kind: 'updated' } as const;
    });
    return answer;
  }
}
