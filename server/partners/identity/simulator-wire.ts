import { z } from 'zod';
import { IDENTITY_VERIFY_TYPES, personNameSchema, phoneNumberSchema } from '../../../src/contract/account';
import { daysInMonth } from '../../../src/domain/money/calendar';
import { MIN_BIRTH_YEAR } from '../../../src/domain/shared/constants';

const BIRTH_DATE_MESSAGE = '생년월일 8자리를 정확히 입력해주세요. (예: 19900101)';

/** Whether YYYYMMDD names a real calendar day from 1930 (spec §5 birth picker) up to `currentYear`. */
export function isBirthDate(text: string, currentYear: number): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < MIN_BIRTH_YEAR || year > currentYear || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

/** GET /auth-sim/verify-ready?phoneNumber=&verifyType= (spec §7 Other: phoneNumber empty, REGISTER_CI_VERIFY). */
export const verifyReadyQuerySchema = z.object({
  phoneNumber: z.union([z.literal(''), phoneNumberSchema]).default(''),
  verifyType: z.enum(IDENTITY_VERIFY_TYPES).default('REGISTER_CI_VERIFY'),
});

/** POST /auth-sim/verify: what the simulator's page typed (the birth date's range is checked against today). */
export const simulatedVerifyBodySchema = z.object({
  name: personNameSchema,
  birthDate: z.string({ error: BIRTH_DATE_MESSAGE }).regex(/^\d{8}$/, BIRTH_DATE_MESSAGE),
  phoneNumber: phoneNumberSchema,
  verifyType: z.enum(IDENTITY_VERIFY_TYPES),
});

export const simulatedVerifyResponseSchema = z.object({
  token: z.string(),
  verifyType: z.enum(IDENTITY_VERIFY_TYPES),
});

export { BIRTH_DATE_MESSAGE };
