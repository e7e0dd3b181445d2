import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutPath, formatCartCode, parseCartCode } from '../../../../src/domain/cart/cart-code';
import type { CartItem } from '../../../../src/domain/cart/types';

const cart: readonly CartItem[] = [
  { menuId: 12, quantity: 2, subOptionIds: [5, 7] },
  { menuId: 30, quantity: 1, subOptionIds: [] },
  { menuId: 4, quantity: 99, subOptionIds: [8] },
];

describe('cart code format (spec §3)', () => {
  it('joins items with -- and option ids with _', () => {
    expect(formatCartCode(cart)).toBe('12-2-5_7--30-1--4-99-8');
  });

  it('writes an item without options as id-quantity, without a trailing dash', () => {
    expect(formatCartCode([{ menuId: 30, quantity: 1, subOptionIds: [] }])).toBe('30-1');
  });

  it('writes the empty cart as the empty string and reads it back', () => {
    expect(formatCartCode([])).toBe('');
    expect(parseCartCode('')).toEqual({ ok: true, value: [] });
  });

  it('reads back what it wrote, option order kept', () => {
    expect(parseCartCode('12-2-5_7--30-1--4-99-8')).toEqual({ ok: true, value: cart });
    expect(parseCartCode('1-1-9_3')).toEqual({ ok: true, value: [{ menuId: 1, quantity: 1, subOptionIds: [9, 3] }] });
  });

  it('builds the checkout path with the mc parameter', () => {
    expect(checkoutPath(cart)).toBe('/checkout?mc=12-2-5_7--30-1--4-99-8');
    expect(checkoutPath([])).toBe('/checkout?mc=');
  });
});

describe('malformed cart codes are errors, never a wrong cart', () => {
  const malformed = [
    ['empty item', '1-1----2-1'],
    ['leading separator', '--1-1'],
    ['trailing separator', '1-1--'],
    ['trailing dash (empty options)', '1-1-'],
    ['three dashes', '1-1---2-1'],
    ['empty option', '1-1-5__6'],
    ['empty trailing option', '1-1-5_'],
    ['missing quantity', '1'],
    ['empty id', '-1-5'],
    ['non-digit id', 'a-1'],
    ['non-digit quantity', '1-x'],
    ['negative id', '-3-1'],
    ['zero id', '0-1'],
    ['zero quantity', '1-0'],
    ['quantity above 99', '1-100'],
    ['too many dashes', '1-1-2-3'],
    ['leading zero id', '01-1'],
    ['leading zero quantity', '1-01'],
    ['leading zero option', '1-1-07'],
    ['whitespace inside', '1- 1'],
    ['surrounding whitespace', ' 1-1'],
    ['trailing newline', '1-1\n'],
    ['beyond safe integers', '9007199254740993-1'],
    ['huge option id', '1-1-99999999999999999999'],
    ['repeated option id', '1-1-5_5'],
    ['decimal', '1.5-1'],
    ['plus sign', '+1-1'],
    ['exponent', '1e3-1'],
    ['full-width digit', '１-1'],
    ['url-encoded text', '1-1%2D2'],
  ] as const;

  it.each(malformed)('%s: %j', (_name, text) => {
    const result = parseCartCode(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('MALFORMED_CART_CODE');
      expect(result.error.field).toBe('mc');
    }
  });

  it('accepts the largest safe integer id', () => {
    expect(parseCartCode('9007199254740991-99')).toEqual({
      ok: true,
      value: [{ menuId: 9007199254740991, quantity: 99, subOptionIds: [] }],
    });
  });

  it('is an error for a value that is not text (a JS caller)', () => {
    expect(parseCartCode(undefined as unknown as string).ok).toBe(false);
  });
});

const codeLike = fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '-', '_', ' '), maxLength: 30 });

const validItem = fc.record({
  menuId: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  quantity: fc.integer({ min: 1, max: 99 }),
  subOptionIds: fc.uniqueArray(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { maxLength: 6 }),
});

describe('cart code properties (1000 runs each)', () => {
  it('parse(format(items)) equals items for any valid cart', () => {
    fc.assert(
      fc.property(fc.array(validItem, { maxLength: 8 }), (items) => {
        expect(parseCartCode(formatCartCode(items))).toEqual({ ok: true, value: items });
      }),
      { numRuns: 1000 },
    );
  });

  it('parse never throws on any string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 60 }),
          fc.string({ unit: 'binary-ascii', maxLength: 60 }),
          codeLike,
        ),
        (text) => {
          // fast-check fails the property if this throws.
          parseCartCode(text);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('accepted text is exactly the format of what was read (no silent re-interpretation)', () => {
    fc.assert(
      fc.property(codeLike, (text) => {
        const parsed = parseCartCode(text);
        if (parsed.ok) expect(formatCartCode(parsed.value)).toBe(text);
      }),
      { numRuns: 1000 },
    );
  });
});
