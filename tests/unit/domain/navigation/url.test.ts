import { describe, expect, it } from 'vitest';
import {
  encodeQuery,
  firstSegment,
  isUnderPath,
  parseQuery,
  pathnameOf,
  splitUrl,
  withQuery,
} from '../../../../src/domain/navigation/url';

describe('query strings are built without URLSearchParams', () => {
  it('encodes keys and values and keeps the given order', () => {
    expect(encodeQuery({ redirect_to: '/cart?a=1&b=2', mealType: 'delivery' })).toBe(
      'redirect_to=%2Fcart%3Fa%3D1%26b%3D2&mealType=delivery',
    );
  });

  it('leaves out absent values but keeps empty strings', () => {
    expect(encodeQuery({ a: undefined, b: null, c: '' })).toBe('c=');
  });

  it('encodes Korean text as UTF-8 escapes', () => {
    expect(encodeQuery({ q: '치킨' })).toBe('q=%EC%B9%98%ED%82%A8');
  });

  it('appends to a path with "?" or, after an existing query, with "&"', () => {
    expect(withQuery('/cart', { a: '1' })).toBe('/cart?a=1');
    expect(withQuery('/cart?x=1', { a: '1' })).toBe('/cart?x=1&a=1');
  });

  it('puts the query before a fragment', () => {
    expect(withQuery('/faq#top', { a: '1' })).toBe('/faq?a=1#top');
  });

  it('leaves the path unchanged when there is nothing to add', () => {
    expect(withQuery('/cart', { a: undefined })).toBe('/cart');
  });
});

describe('query strings are read back', () => {
  it('decodes what encodeQuery wrote', () => {
    const params = { redirect_to: '/cart?a=1&b=2', name: '치킨 세트', plus: 'a+b' };
    expect(parseQuery(encodeQuery(params))).toEqual(params);
  });

  it('accepts a leading "?", reads "+" as a space and a key without "=" as empty', () => {
    expect(parseQuery('?a=x+y&flag&&b=')).toEqual({ a: 'x y', flag: '', b: '' });
  });

  it('keeps the first of repeated keys', () => {
    expect(parseQuery('a=1&a=2')).toEqual({ a: '1' });
  });

  it('keeps a malformed escape as typed', () => {
    expect(parseQuery('a=100%')).toEqual({ a: '100%' });
  });
});

describe('relative URLs are split into path, query and fragment', () => {
  it('splits all three parts', () => {
    expect(splitUrl('/cart?a=1#top')).toEqual({ pathname: '/cart', search: 'a=1', hash: 'top' });
  });

  it('splits a URL with only a path', () => {
    expect(splitUrl('/cart')).toEqual({ pathname: '/cart', search: '', hash: '' });
  });

  it('does not read a "?" inside the fragment as a query', () => {
    expect(splitUrl('/faq#a?b')).toEqual({ pathname: '/faq', search: '', hash: 'a?b' });
  });

  it('gives the path without query', () => {
    expect(pathnameOf('/products/3?mealType=delivery')).toBe('/products/3');
  });

  it('matches a path prefix by whole segments', () => {
    expect(isUnderPath('/ars', '/ars')).toBe(true);
    expect(isUnderPath('/ars/step?x=1', '/ars')).toBe(true);
    expect(isUnderPath('/arsenal', '/ars')).toBe(false);
  });

  it('gives the first path segment, or empty on the home page', () => {
    expect(firstSegment('/stores/map?for=takeout')).toBe('stores');
    expect(firstSegment('/')).toBe('');
  });
});
