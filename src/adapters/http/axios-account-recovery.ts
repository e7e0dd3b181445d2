import type { AxiosInstance } from 'axios';
import type {
  AccountRecovery,
  FindUsernameResult,
  PasswordResetGrantResult,
  PasswordResetResult,
} from '../../application/ports/account-recovery';
import { accountEndpoints, foundUsernameSchema, passwordResetGrantSchema } from '../../contract/account';
import { isAccountRejection, orRejection } from './account-rejection';
import { callEndpoint, sendEndpoint } from './wire';

/**
 * AccountRecovery over spec §7 POST /member/find/username, /username-ci, /password/init, /password/init-ci and
 * /password/process. Refusals (no such member 404, a wrong or spent code 400, 429) keep the server's message.
 */
export class AxiosAccountRecovery implements AccountRecovery {
  constructor(private readonly http: AxiosInstance) {}

  async findUsername(input: { name: string; phoneNumber: string; authCode: string }): Promise<FindUsernameResult> {
    const found = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.findUsername, foundUsernameSchema, { body: { ...input } }),
    );
    return isAccountRejection(found) ? found : { kind: 'found', found };
  }

  async findUsernameByCi(ciToken: string): Promise<FindUsernameResult> {
    const found = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.findUsernameCi, foundUsernameSchema, { body: { ciToken } }),
    );
    return isAccountRejection(found) ? found : { kind: 'found', found };
  }

  async initPasswordReset(input: {
    username: string;
    phoneNumber: string;
    authCode: string;
  }): Promise<PasswordResetGrantResult> {
    const grant = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.passwordInit, passwordResetGrantSchema, {
        body: { ...input, username: input.username.trim() },
      }),
    );
    return isAccountRejection(grant) ? grant : { kind: 'granted', token: grant.token };
  }

  async initPasswordResetByCi(input: { username: string; ciToken: string }): Promise<PasswordResetGrantResult> {
    const grant = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.passwordInitCi, passwordResetGrantSchema, {
        body: { username: input.username.trim(), ciToken: input.ciToken },
      }),
    );
    return isAccountRejection(grant) ? grant : { kind: 'granted', token: grant.token };
  }

  async resetPassword(input: { token: string; password: string; confirmation: string }): Promise<PasswordResetResult> {
    return orRejection(async () => {
      await sendEndpoint(this.http, accountEndpoints.passwordProcess, { body: { ...input } });
      return { kind: 'reset' } as const;
    });
  }
}
