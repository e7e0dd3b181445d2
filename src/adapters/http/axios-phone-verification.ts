import type { AxiosInstance } from 'axios';
import type { AccountRejection } from '../../application/ports/account-registration';
import type {
  GuestPhoneResult,
  PhoneCodeConfirmResult,
  PhoneCodeRefusal,
  PhoneCodeRequestResult,
  PhoneVerification,
} from '../../application/ports/phone-verification';
import {
  ACCOUNT_ERROR_CODES,
  accountEndpoints,
  phoneVerificationConfirmResponseSchema,
  phoneVerificationCreateResponseSchema,
} from '../../contract/account';
import { isAccountRejection, orRejection } from './account-rejection';
import { callEndpoint, sendEndpoint } from './wire';

/** The contract's code refusals, by the port's names. */
const CODE_REFUSALS: Readonly<Record<string, PhoneCodeRefusal>> = {
  [ACCOUNT_ERROR_CODES.WRONG_AUTH_CODE]: 'WRONG_CODE',
  [ACCOUNT_ERROR_CODES.AUTH_CODE_EXPIRED]: 'EXPIRED',
  [ACCOUNT_ERROR_CODES.AUTH_CODE_LOCKED]: 'LOCKED',
  [ACCOUNT_ERROR_CODES.AUTH_CODE_NOT_REQUESTED]: 'NOT_REQUESTED',
};

function requestRefusal(rejection: AccountRejection): PhoneCodeRequestResult {
  let code: 'INVALID_PHONE' | 'INVALID_NAME' | 'RATE_LIMITED' | 'SMS_UNAVAILABLE' = 'INVALID_PHONE';
  if (rejection.code === ACCOUNT_ERROR_CODES.SMS_UNAVAILABLE) code = 'SMS_UNAVAILABLE';
  else if (rejection.code === 'RATE_LIMITED') code = 'RATE_LIMITED';
  else if (rejection.field === 'name') code = 'INVALID_NAME';
  return { kind: 'rejected', code, message: rejection.message };
}

/** A code refusal by its contract code; another 400 is bad input, a 429 the per-client cap. */
function codeRefusal(rejection: AccountRejection): PhoneCodeRefusal | 'INVALID_INPUT' | 'RATE_LIMITED' {
  if (rejection.code === 'RATE_LIMITED') return 'RATE_LIMITED';
  return CODE_REFUSALS[rejection.code] ?? 'INVALID_INPUT';
}

/**
 * PhoneVerification over spec §7 POST /phone-verification/create and /confirm and PUT /guest/info/phone. The
 * server's Korean message travels with every refusal (spec §8: read from the response data), 429 included.
 */
export class AxiosPhoneVerification implements PhoneVerification {
  constructor(private readonly http: AxiosInstance) {}

  async create(input: { name: string; phoneNumber: string }): Promise<PhoneCodeRequestResult> {
    const sent = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.phoneVerificationCreate, phoneVerificationCreateResponseSchema, {
        body: { name: input.name, phoneNumber: input.phoneNumber },
      }),
    );
    return isAccountRejection(sent) ? requestRefusal(sent) : { kind: 'sent' };
  }

  async confirm(input: { name: string; phoneNumber: string; authCode: string }): Promise<PhoneCodeConfirmResult> {
    const confirmed = await orRejection(() =>
      callEndpoint(this.http, accountEndpoints.phoneVerificationConfirm, phoneVerificationConfirmResponseSchema, {
        body: { name: input.name, phoneNumber: input.phoneNumber, authCode: input.authCode },
      }),
    );
    if (isAccountRejection(confirmed))
      return { kind: 'rejected', code: codeRefusal(confirmed), message: confirmed.message };
    return { kind: 'confirmed', confirmationToken: confirmed.confirmationToken };
  }

  async recordGuestPhone(input: { phoneNumber: string; authCode: string }): Promise<GuestPhoneResult> {
    const recorded = await orRejection(async () => {
      await sendEndpoint(this.http, accountEndpoints.guestPhone, {
        body: { phoneNumber: input.phoneNumber, authCode: input.authCode },
      });
      return 'recorded' as const;
    });
    if (!isAccountRejection(recorded)) return { kind: 'recorded' };
    const refusal = codeRefusal(recorded);
    const code = recorded.code === 'FORBIDDEN' ? 'GUESTS_ONLY' : refusal === 'RATE_LIMITED' ? 'INVALID_INPUT' : refusal;
    return { kind: 'rejected', code, message: recorded.message };
  }
}
