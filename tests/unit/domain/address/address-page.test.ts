import { describe, expect, it } from 'vitest';
import { addressPageFor, addressPagePath } from '../../../../src/domain/address/address-page';

describe('which address page applies', () => {
  it('is address search with a default address', () => {
    expect(addressPageFor(true)).toBe('search');
    expect(addressPagePath(true, '/cart')).toBe('/address/search?redirect_to=%2Fcart');
  });

  it('is address permission without one', () => {
    expect(addressPageFor(false)).toBe('permission');
    expect(addressPagePath(false, '/products/2?mealType=delivery')).toBe(
      '/address/permission?redirect_to=%2Fproducts%2F2%3FmealType%3Ddelivery',
    );
  });
});
