import { eq } from 'drizzle-orm';
import { acceptedOrderAgent } from '../../../src/domain/session/ars';
import type { SessionType } from '../../../src/domain/session/types';
import type { Agent } from '../../../src/domain/shared/constants';
import type { Database } from '../../db/database';
import { arsLinks } from '../../db/schema';

/**
 * Which agent an order is recorded with (spec §9 agent values): an ARS session's orders carry its link's agent
 * (VISUALARS for the caller, AGENTCALL for an agent; README "Phone-order line"), a web session's MOBILEWEB or
 * DESKTOPWEB. The claimed x-agent must be that one: null refuses the order (422 AGENT_MISMATCH).
 */
export class OrderAgentCheck {
  constructor(private readonly db: Database) {}

  async recordedAgent(
    owner: { readonly sub: string; readonly type: SessionType },
    claimed: Agent,
  ): Promise<Agent | null> {
    if (owner.type !== 'ars') return acceptedOrderAgent({ type: owner.type, placedBy: null }, claimed);
    const [link] = await this.db
      .select({ placedBy: arsLinks.placedBy })
      .from(arsLinks)
      .where(eq(arsLinks.ownerId, owner.sub));
    return acceptedOrderAgent({ type: 'ars', placedBy: link?.placedBy ?? null }, claimed);
  }
}
