import { InMemoryAccountRecovery } from '../../../../src/adapters/memory/in-memory-account-recovery';
import { InMemoryAccountRegistration } from '../../../../src/adapters/memory/in-memory-account-registration';
import { InMemoryMemberAccount } from '../../../../src/adapters/memory/in-memory-member-account';
import { InMemoryPhoneVerification } from '../../../../src/adapters/memory/in-memory-phone-verification';
import { InMemoryPointLedger } from '../../../../src/adapters/memory/in-memory-point-ledger';
import { InMemorySessionGateway } from '../../../../src/adapters/memory/in-memory-session-gateway';
import type { ManualClock } from '../../../../src/adapters/memory/local/manual-clock';
import { createMember, membersOf, memoryCiToken } from '../../../../src/adapters/memory/memory-account-proofs';
import type { MemoryBackend } from '../../../../src/adapters/memory/memory-backend';
import {
  type AccountPorts,
  type AccountWorld,
  newPassword,
  newPersonName,
  newPhoneNumber,
  newUsername,
} from './account-world';

type SignIn = MemoryBackend['current'];

/**
 * Wraps an adapter so every call runs with the browser's own sign-in as the backend's current one and keeps what
 * the call left there (a sign-in, a refresh, a sign-out): browsers share one backend as they share one server.
 * The memory adapters run synchronously up to their answer, so sequential calls of two browsers never mix.
 */
function inBrowser<T extends object>(adapter: T, backend: MemoryBackend, state: { signIn: SignIn }): T {
  return new Proxy(adapter, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        backend.current = state.signIn;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          state.signIn = backend.current;
        }
      };
    },
  });
}

/**
 * The account side of the memory world: its SMS is the backend's code record, its ciTokens memory ones; `clock` is
 * the backend's.
 */
export function memoryAccountWorld(backend: MemoryBackend, clock: ManualClock): AccountWorld {
  // One backend holds one registration and one recovery desk, as the server holds its tables.
  const registration = new InMemoryAccountRegistration(backend);
  const recovery = new InMemoryAccountRecovery(backend);
  return {
    browser(): AccountPorts {
      const state: { signIn: SignIn } = { signIn: null };
      const wrap = <T extends object>(adapter: T): T => inBrowser(adapter, backend, state);
      return {
        sessions: wrap(new InMemorySessionGateway(backend)),
        members: wrap(new InMemoryMemberAccount(backend)),
        points: wrap(new InMemoryPointLedger(backend)),
        phone: wrap(new InMemoryPhoneVerification(backend)),
        registration: wrap(registration),
        recovery: wrap(recovery),
      };
    },
    async newMember() {
      const member = { username: newUsername(), password: newPassword(), name: newPersonName() };
      const phoneNumber = newPhoneNumber();
      createMember(backend, { ...member, phoneNumber, withCi: false });
      return { ...member, phoneNumber };
    },
    now: () => new Date(backend.clock.now()),
    advanceClock: (ms) => clock.advance(ms),
    async awardPoints(username, awards) {
      const owner = membersOf(backend).find((m) => m.username === username);
      if (owner === undefined) throw new Error(`no member ${username}`);
      for (const award of awards) {
        owner.points += award.amount;
        owner.pointHistory.push({
          id: backend.nextId(),
          kind: award.amount > 0 ? 'earned' : 'spent',
          description: award.description,
          amount: award.amount,
          occurredAt: award.occurredAt,
          expiresAt: award.expiresAt ?? null,
          orderId: null,
          orderNo: null,
        });
      }
    },
    async sentCode(phoneNumber) {
      const record = backend.verifications.get(phoneNumber);
      if (record === undefined) throw new Error(`no code was sent to ${phoneNumber}`);
      return record.code;
    },
    async ciToken(person) {
      return memoryCiToken(person);
    },
  };
}
