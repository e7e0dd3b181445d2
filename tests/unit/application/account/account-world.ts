import { InMemoryAccountRecovery } from '../../../../src/adapters/memory/in-memory-account-recovery';
import { InMemoryAccountRegistration } from '../../../../src/adapters/memory/in-memory-account-registration';
import { memoryWorld } from '../memory-world';

/** The memory world plus the sign-up and find-account adapters over the same backend. */
export function accountWorld() {
  const world = memoryWorld();
  return {
    ...world,
    registration: new InMemoryAccountRegistration(world.backend),
    recovery: new InMemoryAccountRecovery(world.backend),
    /** Asks for and confirms a code of `phoneNumber` under `name` (the memory code is the fixtures'). */
    async provePhone(name: string, phoneNumber: string) {
      await world.phone.create({ name, phoneNumber });
      const authCode = world.fixtures.verificationCode;
      const confirmed = await world.phone.confirm({ name, phoneNumber, authCode });
      if (confirmed.kind !== 'confirmed') throw new Error(`phone could not be proved: ${confirmed.message}`);
      return { kind: 'phone' as const, name, phoneNumber, authCode, confirmationToken: confirmed.confirmationToken };
    },
  };
}

export const NEW_PERSON = { name: '박닭강', phoneNumber: '01055556666' } as const;
export const NO_MARKETING = { smsMarketingAgreed: false, emailMarketingAgreed: false, pushMarketingAgreed: false };
