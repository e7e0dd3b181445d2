import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** argon2id (the binding's enum is a const enum, unreadable under isolatedModules: its value is 2). */
const ARGON2ID = 2 as Algorithm;

/**
 * ARCHITECTURE "Sessions and auth": argon2id with 19 MiB (19,456 KiB) of memory and 2 passes, one lane: OWASP's
 * baseline, about 30–60 ms on this machine kind.
 */
export const PASSWORD_HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A PHC-format argon2id hash of `password` (random 16-byte salt). */
export async function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS);
}

/** True when `password` matches `passwordHash`; false for a wrong password or an unreadable hash (never throws). */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same argon2 work as a real check and answers false: a sign-in for an unknown username must take as
 * long as a wrong password, or response times would reveal which usernames exist.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy password that no account has');
  await verifyPassword(await dummyHash, password);
  return false;
}
