import type { ArsFlag } from '../../../application/ports/ars-flag';
import type { SessionGateway, SignInRequest, SignInResult } from '../../../application/ports/session-gateway';
import type { ReadCartCount } from '../../../application/use-cases/read-cart-count';
import type { ReadShellDetails } from '../../../application/use-cases/read-shell-details';
import type { Session } from '../../../domain/session/types';
import type { ShellData, ShellDetails } from './shell-data';

/**
 * ShellData over the sign-in helper and the shell's use cases. The member details and the cart badge come from
 * ReadShellDetails and ReadCartCount, which log a failed read through the Logger port and show it as empty (spec §8),
 * so neither ever throws here.
 */
export class PortShellData implements ShellData {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly readDetails: Pick<ReadShellDetails, 'execute'>,
    private readonly readCartCount: Pick<ReadCartCount, 'execute'>,
    private readonly ars: ArsFlag,
  ) {}

  session(): Promise<Session | null> {
    return this.sessions.session();
  }

  signIn(request: SignInRequest): Promise<SignInResult> {
    return this.sessions.signIn(request);
  }

  async details(session: Session): Promise<ShellDetails> {
    const { member, defaultAddress } = await this.readDetails.execute({ session });
    return { member, defaultAddress };
  }

  arsFlag(): boolean {
    return this.ars.isOn();
  }

  async cartCount(): Promise<number | null> {
    return (await this.readCartCount.execute()).count;
  }
}
