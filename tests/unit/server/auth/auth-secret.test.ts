import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveAuthSecret } from '../../../../server/auth/auth-secret';

const folders: string[] = [];

function freshDataDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'auth-secret-'));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const strong = () => randomBytes(48).toString('base64');

describe('the auth secret in production', () => {
  it('refuses to start without AUTH_SECRET, saying what to set', () => {
    const dataDir = freshDataDir();
    expect(() => resolveAuthSecret({ configured: undefined, production: true, dataDir })).toThrow(
      /AUTH_SECRET is not set.*openssl rand -base64 48/,
    );
    // Nothing was generated in its place.
    expect(() => statSync(join(dataDir, 'auth-secret'))).toThrow();
  });

  it('refuses a secret shorter than 32 characters', () => {
    const dataDir = freshDataDir();
    const short = randomBytes(23).toString('base64url'); // 31 characters
    expect(() => resolveAuthSecret({ configured: short, production: true, dataDir })).toThrow(
      /31 characters long.*at least 32.*openssl rand -base64 48/,
    );
  });

  it.each([
    ['one repeated character', 'a'.repeat(64)],
    ['a short repeated pattern', 'ab12'.repeat(16)],
    ['the old built-in development secret', 'dev-only-secret-change-me-for-any-deployment-0123456789'],
    ['the former contract-test secret', 'contract-test-secret-0123456789abcdef'],
    ['the README demo line secret', 'demo-ivr-secret-for-development-only-0000'],
    ['a placeholder', 'please-change-me-before-going-live-0123456789'],
  ])('refuses %s', (_name, secret) => {
    expect(() => resolveAuthSecret({ configured: secret, production: true, dataDir: freshDataDir() })).toThrow(
      /^AUTH_SECRET .*openssl rand -base64 48/,
    );
  });

  it('accepts random material and uses it as is', () => {
    const secret = strong();
    expect(resolveAuthSecret({ configured: secret, production: true, dataDir: freshDataDir() })).toEqual({
      secret,
      source: 'environment',
    });
    const hex = randomBytes(16).toString('hex');
    expect(resolveAuthSecret({ configured: hex, production: true, dataDir: freshDataDir() }).secret).toBe(hex);
  });
});

describe('the auth secret in development', () => {
  it('is generated once into DATA_DIR/auth-secret, owner-only, and reused on the next start', () => {
    const dataDir = freshDataDir();
    const first = resolveAuthSecret({ configured: undefined, production: false, dataDir });
    const file = join(dataDir, 'auth-secret');
    expect(first).toMatchObject({ source: 'generated-file', file });
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = resolveAuthSecret({ configured: undefined, production: false, dataDir });
    expect(second).toEqual({ secret: first.secret, source: 'reused-file', file });
  });

  it('is random for every new data folder', () => {
    const secrets = new Set(
      Array.from(
        { length: 5 },
        () => resolveAuthSecret({ configured: undefined, production: false, dataDir: freshDataDir() }).secret,
      ),
    );
    expect(secrets.size).toBe(5);
  });

  it('creates a missing data folder', () => {
    const dataDir = join(freshDataDir(), 'nested', 'pglite');
    expect(resolveAuthSecret({ configured: undefined, production: false, dataDir }).source).toBe('generated-file');
  });

  it('narrows a widened file back to owner-only when reusing it', () => {
    const dataDir = freshDataDir();
    const { secret } = resolveAuthSecret({ configured: undefined, production: false, dataDir });
    chmodSync(join(dataDir, 'auth-secret'), 0o644);
    expect(resolveAuthSecret({ configured: undefined, production: false, dataDir }).secret).toBe(secret);
    expect(statSync(join(dataDir, 'auth-secret')).mode & 0o777).toBe(0o600);
  });

  it('refuses a damaged file instead of signing with it', () => {
    const dataDir = freshDataDir();
    writeFileSync(join(dataDir, 'auth-secret'), 'short\n', { mode: 0o600 });
    expect(() => resolveAuthSecret({ configured: undefined, production: false, dataDir })).toThrow(/delete it/);
  });

  it('keeps an in-memory database secret in memory only', () => {
    const a = resolveAuthSecret({ configured: undefined, production: false, dataDir: 'memory://' });
    const b = resolveAuthSecret({ configured: undefined, production: false, dataDir: 'memory://' });
    expect(a.source).toBe('ephemeral');
    expect(a.secret).not.toBe(b.secret);
  });

  it('takes a configured AUTH_SECRET, warning when production would refuse it', () => {
    const dataDir = freshDataDir();
    const weak = 'x'.repeat(40);
    expect(resolveAuthSecret({ configured: weak, production: false, dataDir })).toMatchObject({
      secret: weak,
      source: 'environment',
      weakness: expect.stringContaining('distinct characters'),
    });
    expect(() => resolveAuthSecret({ configured: 'too-short', production: false, dataDir })).toThrow(/at least 32/);
  });
});
