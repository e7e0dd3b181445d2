import { describe, expect, it } from 'vitest';
import {
  BULK_ORDER_MESSAGES,
  type BulkOrderForm,
  bulkOrderSubmissionProblem,
  earliestBulkOrderDate,
  isCalendarDate,
  latestBulkOrderDate,
  parseBulkQuantity,
  toBulkOrderSubmission,
  validateBulkOrder,
} from '../../../../src/domain/validation/bulk-order';

/** 2026-11-20 12:00 in Seoul. */
const NOON = Date.parse('2026-11-20T03:00:00Z');

const FORM: BulkOrderForm = {
  name: ' 김단체 ',
  phoneNumber: '01012345678',
  organisation: ' 치킨초등학교 ',
  desiredDate: '2026-11-22',
  quantity: '120',
  branchId: null,
  message: '',
};

describe('bulk order dates (Seoul calendar days)', () => {
  it('the earliest date is two Seoul days after today and the latest sixty', () => {
    expect(earliestBulkOrderDate(NOON)).toBe('2026-11-22');
    expect(latestBulkOrderDate(NOON)).toBe('2027-01-19');
  });

  it('today turns at Seoul midnight, not UTC midnight', () => {
    expect(earliestBulkOrderDate(Date.parse('2026-11-20T14:59:59Z'))).toBe('2026-11-22');
    expect(earliestBulkOrderDate(Date.parse('2026-11-20T15:00:00Z'))).toBe('2026-11-23');
  });

  it('a date must exist on the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
  });

  it('tomorrow is too soon, the day after is fine, day 61 is too far', () => {
    const at = (desiredDate: string) => validateBulkOrder({ ...FORM, desiredDate }, NOON).errors.desiredDate;
    expect(at('2026-11-21')).toBe(BULK_ORDER_MESSAGES.dateTooSoon);
    expect(at('2026-11-22')).toBeUndefined();
    expect(at('2027-01-19')).toBeUndefined();
    expect(at('2027-01-20')).toBe(BULK_ORDER_MESSAGES.dateTooFar);
    expect(at('')).toBe(BULK_ORDER_MESSAGES.dateRequired);
    expect(at('2026-11-31')).toBe(BULK_ORDER_MESSAGES.dateInvalid);
  });
});

describe('bulk order quantity', () => {
  it('reads whole numbers typed as digits only', () => {
    expect(parseBulkQuantity(' 120 ')).toBe(120);
    expect(parseBulkQuantity('12.5')).toBeNull();
    expect(parseBulkQuantity('-20')).toBeNull();
    expect(parseBulkQuantity('1e3')).toBeNull();
    expect(parseBulkQuantity('')).toBeNull();
  });

  it('takes 20 to 1,000 items', () => {
    const at = (quantity: string) => validateBulkOrder({ ...FORM, quantity }, NOON).errors.quantity;
    expect(at('19')).toBe(BULK_ORDER_MESSAGES.quantityInvalid);
    expect(at('20')).toBeUndefined();
    expect(at('1000')).toBeUndefined();
    expect(at('1001')).toBe(BULK_ORDER_MESSAGES.quantityInvalid);
    expect(at('스무 개')).toBe(BULK_ORDER_MESSAGES.quantityInvalid);
  });
});

describe('the bulk order form', () => {
  it('a complete form can be sent, trimmed, with the quantity as a number', () => {
    expect(validateBulkOrder(FORM, NOON)).toEqual({ errors: {}, messageLength: 0, canSubmit: true });
    expect(toBulkOrderSubmission(FORM, NOON)).toEqual({
      name: '김단체',
      phoneNumber: '01012345678',
      organisation: '치킨초등학교',
      desiredDate: '2026-11-22',
      quantity: 120,
      branchId: null,
      message: '',
    });
  });

  it('an empty form names every required field in Korean and cannot be sent', () => {
    const empty: BulkOrderForm = {
      name: ' ',
      phoneNumber: '',
      organisation: '',
      desiredDate: '',
      quantity: '',
      branchId: null,
      message: '',
    };
    const { errors, canSubmit } = validateBulkOrder(empty, NOON);
    expect(errors).toEqual({
      name: BULK_ORDER_MESSAGES.nameRequired,
      phoneNumber: BULK_ORDER_MESSAGES.phoneInvalid,
      organisation: BULK_ORDER_MESSAGES.organisationRequired,
      desiredDate: BULK_ORDER_MESSAGES.dateRequired,
      quantity: BULK_ORDER_MESSAGES.quantityInvalid,
    });
    expect(canSubmit).toBe(false);
    expect(toBulkOrderSubmission(empty, NOON)).toBeNull();
  });

  it('limits name to 20, organisation to 50 and the message to 1,000 characters, and counts the message', () => {
    const long = validateBulkOrder(
      { ...FORM, name: '가'.repeat(21), organisation: '나'.repeat(51), message: '다'.repeat(1001) },
      NOON,
    );
    expect(long.errors).toEqual({
      name: BULK_ORDER_MESSAGES.nameTooLong,
      organisation: BULK_ORDER_MESSAGES.organisationTooLong,
      message: BULK_ORDER_MESSAGES.messageTooLong,
    });
    expect(long.messageLength).toBe(1001);
    expect(validateBulkOrder({ ...FORM, message: '다'.repeat(1000) }, NOON).canSubmit).toBe(true);
  });

  it('a phone number is 11 digits without hyphens', () => {
    expect(validateBulkOrder({ ...FORM, phoneNumber: '010-1234-5678' }, NOON).errors.phoneNumber).toBe(
      BULK_ORDER_MESSAGES.phoneInvalid,
    );
  });

  it('a submission is refused at its first field in form order, as the server refuses it', () => {
    const submission = toBulkOrderSubmission(FORM, NOON);
    if (submission === null) throw new Error('expected a submission');
    expect(bulkOrderSubmissionProblem(submission, NOON)).toBeNull();
    expect(bulkOrderSubmissionProblem({ ...submission, quantity: 5, desiredDate: '2026-11-20' }, NOON)).toEqual({
      field: 'desiredDate',
      message: BULK_ORDER_MESSAGES.dateTooSoon,
    });
    // Valid when the form was filled, too soon a day later: the date is judged on the day it arrives.
    expect(bulkOrderSubmissionProblem(submission, NOON + 86_400_000)?.field).toBe('desiredDate');
  });
});
