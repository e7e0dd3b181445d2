import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../../server/config';

const trustProxy = (value: string | undefined) => readServerConfig({ TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('unset, empty, false or 0 trusts no proxy', () => {
    for (const value of [undefined, '', ' ', 'false', 'FALSE', '0']) expect(trustProxy(value)).toBe(false);
  });

  it("takes the proxies' addresses, CIDR ranges and proxy-addr's named ranges", () => {
    expect(trustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trustProxy(' 10.0.0.1 , 10.0.0.0/8,::1, fd00::/8 ,loopback,linklocal,uniquelocal')).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
      'linklocal',
      'uniquelocal',
    ]);
    expect(trustProxy('::ffff:10.0.0.0/104')).toEqual(['::ffff:10.0.0.0/104']);
  });

  it('refuses to start on a value that trusts every client, naming what to set', () => {
    for (const value of ['true', 'TRUE', 'yes', '*', 'all']) {
      expect(() => trustProxy(value)).toThrow(
        /would let any client choose its IP.*list the proxies.*TRUST_PROXY=10\.0\.0\.5/,
      );
    }
    for (const value of ['0.0.0.0/0', '::/0', '0.0.0.0/1,10.0.0.1', '::ffff:0:0/96', '10.0.0.0/7', '2000::/3']) {
      expect(() => trustProxy(value)).toThrow(/would trust a large part of the internet.*TRUST_PROXY=10\.0\.0\.5/);
    }
  });

  it('refuses a hop count: it cannot tell the proxy from a client that reaches the server directly', () => {
    for (const value of ['1', '2', '10']) expect(() => trustProxy(value)).toThrow(/hop count.*list the proxies/);
  });

  it('refuses a malformed entry', () => {
    for (const value of [
      'proxy.internal',
      '10.0.0.300',
      '10.0.0.0/33',
      '10.0.0.0/255.0.0.0',
      '10.0.0.0/8/1',
      '::1/129',
    ]) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});
