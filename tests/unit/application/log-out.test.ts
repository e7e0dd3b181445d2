import { describe, expect, it } from 'vitest';
import type { SessionGateway } from '../../../src/application/ports/session-gateway';
import { LogOut } from '../../../src/application/use-cases/log-out';
import { memoryWorld, orderFormItem } from './memory-world';

describe('LogOut', () => {
  it('signs out to /reset and clears the local order form and coupon-change ids', async () => {
    const world = memoryWorld();
    await world.signInMember();
    world.orderForms.save([orderFormItem(301, [])]);
    world.orderForms.saveRemovableCartId(5);
    const result = await new LogOut(world.sessions, world.orderForms).execute();
    expect(result).toEqual({ kind: 'signed-out', to: '/reset' });
    expect(await world.sessions.session()).toBeNull();
    expect(world.orderForms.load()).toEqual([]);
    expect(world.orderForms.removableCartId()).toBeNull();
  });

  it('a failed sign-out still clears the form and goes to /reset with the message to alert', async () => {
    const world = memoryWorld();
    world.orderForms.save([orderFormItem(301, [])]);
    const failing: SessionGateway = Object.assign(Object.create(world.sessions) as SessionGateway, {
      signOut: () => Promise.reject(new Error('로그아웃 서버 오류')),
    });
    const result = await new LogOut(failing, world.orderForms).execute();
    expect(result).toEqual({ kind: 'sign-out-failed', message: '로그아웃 서버 오류', to: '/reset' });
    expect(world.orderForms.load()).toEqual([]);
  });
});
