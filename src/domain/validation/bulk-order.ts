import { inSeoul, seoulWallTime } from '../money/seoul-time';
import { collectFieldErrors, type FieldErrors, hasNoErrors } from './field-errors';
import { isNonBlankName, isPhoneNumber } from './phone-verification';

/**
 * 대량 구매 (단체 주문) requests, ours (the spec names the page, not its rules). A branch cooks a bulk order on top of
 * its normal trade, so it needs two days' notice to order stock and staff (the earliest date is the Seoul calendar
 * day two days after today) and takes requests up to 60 days ahead. Below 20 items an ordinary order serves;
 * above 1,000 no single branch can cook in one slot, so the franchise head office arranges it by phone.
 */
export const BULK_ORDER_RULES = {
  minQuantity: 20,
  maxQuantity: 1000,
  leadDays: 2,
  maxDaysAhead: 60,
  nameMaxLength: 20,
  organisationMaxLength: 50,
  messageMaxLength: 1000,
} as const;

export const BULK_ORDER_MESSAGES = {
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: `이름은 ${BULK_ORDER_RULES.nameMaxLength}자 이내로 입력해주세요.`,
  phoneInvalid: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
  organisationRequired: '단체명을 입력해주세요.',
  organisationTooLong: `단체명은 ${BULK_ORDER_RULES.organisationMaxLength}자 이내로 입력해주세요.`,
  dateRequired: '희망 날짜를 선택해주세요.',
  dateInvalid: '희망 날짜를 YYYY-MM-DD 형식의 올바른 날짜로 입력해주세요.',
  dateTooSoon: `희망 날짜는 오늘로부터 ${BULK_ORDER_RULES.leadDays}일 뒤부터 선택할 수 있습니다.`,
  dateTooFar: `희망 날짜는 오늘로부터 ${BULK_ORDER_RULES.maxDaysAhead}일 이내로 선택해주세요.`,
  quantityInvalid: '수량은 20~1,000개 사이의 숫자로 입력해주세요.',
  messageTooLong: '요청 사항은 1,000자 이내로 입력해주세요.',
} as const;

/** Spec-style success text of the request form (ours, in the tone of §8 "문의가 접수됐습니다."). */
export const BULK_ORDER_SUBMITTED_MESSAGE = '단체 주문 문의가 접수됐습니다.';

/** Where a request stands: new requests are RECEIVED; the head office moves them on (not through this API). */
export const BULK_PURCHASE_STATUSES = ['RECEIVED', 'IN_REVIEW', 'CONFIRMED', 'DECLINED'] as const;
export type BulkPurchaseStatus = (typeof BULK_PURCHASE_STATUSES)[number];

export type BulkOrderField = 'name' | 'phoneNumber' | 'organisation' | 'desiredDate' | 'quantity' | 'message';

/** What the customer typed: the quantity as typed text, the date as 'YYYY-MM-DD' (an <input type="date">). */
export interface BulkOrderForm {
  readonly name: string;
  readonly phoneNumber: string;
  readonly organisation: string;
  readonly desiredDate: string;
  readonly quantity: string;
  readonly branchId: number | null;
  readonly message: string;
}

/** A checked request as sent to the server (name, organisation trimmed; quantity a whole number). */
export interface BulkOrderSubmission {
  readonly name: string;
  readonly phoneNumber: string;
  readonly organisation: string;
  readonly desiredDate: string;
  readonly quantity: number;
  readonly branchId: number | null;
  readonly message: string;
}

export interface BulkOrderValidation {
  readonly errors: FieldErrors<BulkOrderField>;
  /** The message counter: characters typed so far (UTF-16 units, as the textarea's maxlength counts). */
  readonly messageLength: number;
  readonly canSubmit: boolean;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Seoul calendar day `days` after the one `now` falls in, as 'YYYY-MM-DD'. */
function seoulDayAfter(now: Date | number, days: number): string {
  return inSeoul(now).startOf('day').add(days, 'day').format('YYYY-MM-DD');
}

/** The earliest date a bulk order can be asked for: two Seoul calendar days after today. */
export function earliestBulkOrderDate(now: Date | number): string {
  return seoulDayAfter(now, BULK_ORDER_RULES.leadDays);
}

/** The latest date a bulk order can be asked for: 60 Seoul calendar days after today. */
export function latestBulkOrderDate(now: Date | number): string {
  return seoulDayAfter(now, BULK_ORDER_RULES.maxDaysAhead);
}

/** 'YYYY-MM-DD' naming a day that exists (2026-02-30 does not). */
export function isCalendarDate(text: string): boolean {
  return CALENDAR_DATE.test(text) && seoulWallTime(text).format('YYYY-MM-DD') === text;
}

/** The quantity typed as digits only, or null when it is not a whole number. */
export function parseBulkQuantity(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,7}$/.test(trimmed) ? Number(trimmed) : null;
}

function isBulkQuantity(quantity: number | null): boolean {
  return (
    quantity !== null &&
    Number.isInteger(quantity) &&
    quantity >= BULK_ORDER_RULES.minQuantity &&
    quantity <= BULK_ORDER_RULES.maxQuantity
  );
}

function textError(text: string, maxLength: number, required: string, tooLong: string): string | undefined {
  if (!isNonBlankName(text)) return required;
  return text.trim().length > maxLength ? tooLong : undefined;
}

/** The date rule: a real calendar day from earliestBulkOrderDate to latestBulkOrderDate, both included. */
export function bulkOrderDateError(date: string, now: Date | number): string | undefined {
  if (date.trim() === '') return BULK_ORDER_MESSAGES.dateRequired;
  if (!isCalendarDate(date)) return BULK_ORDER_MESSAGES.dateInvalid;
  if (date < earliestBulkOrderDate(now)) return BULK_ORDER_MESSAGES.dateTooSoon;
  if (date > latestBulkOrderDate(now)) return BULK_ORDER_MESSAGES.dateTooFar;
  return undefined;
}

function fieldChecks(
  fields: Omit<BulkOrderForm, 'quantity' | 'branchId'> & { readonly quantity: number | null },
  now: Date | number,
): Record<BulkOrderField, string | undefined> {
  const { nameMaxLength, organisationMaxLength, messageMaxLength } = BULK_ORDER_RULES;
  const m = BULK_ORDER_MESSAGES;
  return {
    name: textError(fields.name, nameMaxLength, m.nameRequired, m.nameTooLong),
    phoneNumber: isPhoneNumber(fields.phoneNumber) ? undefined : m.phoneInvalid,
    organisation: textError(fields.organisation, organisationMaxLength, m.organisationRequired, m.organisationTooLong),
    desiredDate: bulkOrderDateError(fields.desiredDate, now),
    quantity: isBulkQuantity(fields.quantity) ? undefined : m.quantityInvalid,
    message: fields.message.length > messageMaxLength ? m.messageTooLong : undefined,
  };
}

/**
 * The request form: name and organisation non-blank (at most 20 and 50 characters), an 11-digit phone, the date
 * rule of bulkOrderDateError, quantity 20..1,000, message optional up to 1,000 characters; the branch optional.
 */
export function validateBulkOrder(form: BulkOrderForm, now: Date | number): BulkOrderValidation {
  const errors = collectFieldErrors(fieldChecks({ ...form, quantity: parseBulkQuantity(form.quantity) }, now));
  return { errors, messageLength: form.message.length, canSubmit: hasNoErrors(errors) };
}

/** The first field in error of a submission (in form order), as the server and the memory backend refuse it. */
export function bulkOrderSubmissionProblem(
  submission: BulkOrderSubmission,
  now: Date | number,
): { readonly field: BulkOrderField; readonly message: string } | null {
  const found = collectFieldErrors(fieldChecks(submission, now));
  const first = (Object.entries(found) as [BulkOrderField, string][])[0];
  return first === undefined ? null : { field: first[0], message: first[1] };
}

/** The submission of a valid form (texts trimmed), or null while any field is in error. */
export function toBulkOrderSubmission(form: BulkOrderForm, now: Date | number): BulkOrderSubmission | null {
  const quantity = parseBulkQuantity(form.quantity);
  if (!validateBulkOrder(form, now).canSubmit || quantity === null) return null;
  return {
    name: form.name.trim(),
    phoneNumber: form.phoneNumber,
    organisation: form.organisation.trim(),
    desiredDate: form.desiredDate,
    quantity,
    branchId: form.branchId,
    message: form.message.trim(),
  };
}
