import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signAccessToken } from '../../../server/auth/access-token';
import { ArsLinks } from '../../../server/auth/ars-links';
import { AGENT_MISMATCH_MESSAGE } from '../../../src/contract/ars';
import { orderEndpoints as o } from '../../../src/contract/order';
import type { ArsPlacedBy } from '../../../src/domain/session/types';
import { itemOf, ORDER_NOW, processBody, startOrderServer } from '../orders/order-harness';
import { call, expectWire, sessionOf } from '../routes/cart-address-harness';
import { describeOnDatabases } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

/** 문정법조단지점, open around the clock. */
const BRANCH = 2;

describeOnDatabases('the agent recorded on an order (spec §9 agent values)', (database) => {
  let app: FastifyInstance;
  let links: ArsLinks;
  beforeAll(async () => {
    app = await startOrderServer(database.current);
    links = new ArsLinks(database.current.db, TEST_AUTH_KEY, { now: () => ORDER_NOW });
  });
  afterAll(async () => {
    await app.close();
  });

  /** The headers of an ARS session opened from a link the phone-order line made with `placedBy`. */
  async function arsSession(placedBy: ArsPlacedBy, phone: string): Promise<Record<string, string>> {
    const link = await links.createArsLink({ phoneNumber: phone, branchId: BRANCH, ttlSeconds: 600, placedBy });
    const redeemed = (await links.redeem(link.token))!;
    const token = await signAccessToken({ sub: redeemed.ownerId, type: 'ars' }, TEST_AUTH_KEY, 600);
    return { authorization: `Bearer ${token}` };
  }

  async function order(session: Record<string, string>, agent: string, key: string) {
    const init = await call(app, o.init, {
      headers: session,
      body: { mealType: 'TAKEOUT', branchId: BRANCH, items: [itemOf(1)] },
    });
    const checkout = expectWire(init, o.init, 201);
    return call(app, o.process, {
      headers: { ...session, 'x-agent': agent, 'idempotency-key': key },
      body: processBody(checkout.checkoutId),
    });
  }

  it('the caller of an ARS link orders as VISUALARS, and the order views say so', async () => {
    const session = await arsSession('caller', '01070000001');
    const placed = expectWire(await order(session, 'VISUALARS', 'ars-agent-0001'), o.process, 201);
    expect(placed.agent).toBe('VISUALARS');
    const detail = expectWire(
      await call(app, o.historyDetail, { headers: session, id: placed.id }),
      o.historyDetail,
      200,
    );
    expect(detail.agent).toBe('VISUALARS');
  });

  it('an agent’s ARS link orders as AGENTCALL', async () => {
    const session = await arsSession('agent', '01070000002');
    const placed = expectWire(await order(session, 'AGENTCALL', 'ars-agent-0002'), o.process, 201);
    expect(placed.agent).toBe('AGENTCALL');
  });

  it('an ARS session claiming another agent, or a web session claiming an ARS one, is refused (422)', async () => {
    const caller = await arsSession('caller', '01070000003');
    for (const agent of ['DESKTOPWEB', 'AGENTCALL']) {
      const refused = expectWire(await order(caller, agent, `ars-agent-x-${agent}`), o.process, 422);
      expect(refused).toEqual({
        code: 'AGENT_MISMATCH',
        message: AGENT_MISMATCH_MESSAGE,
        requestId: expect.any(String),
      });
    }
    const guest = await sessionOf('guest:agent-test-visitor', 'guest');
    const claimed = expectWire(await order(guest, 'VISUALARS', 'web-agent-0001'), o.process, 422);
    expect(claimed.code).toBe('AGENT_MISMATCH');
    const web = expectWire(await order(guest, 'MOBILEWEB', 'web-agent-0002'), o.process, 201);
    expect(web.agent).toBe('MOBILEWEB');
  });
});
