import { type Bind, Container, ContainerModule } from 'inversify';
import type { UseCaseGroup } from '../tokens';
import { bindAccountUseCases } from './account-use-cases';
import { bindArsUseCases } from './ars-use-cases';
import { bindCartAndCheckoutUseCases } from './cart-checkout-use-cases';
import { bindContentUseCases } from './content-use-cases';
import { bindInquiryUseCases } from './inquiry-use-cases';
import { bindMyInfoUseCases } from './my-info-use-cases';
import { bindMyPointsUseCases } from './my-points-use-cases';
import { bindOrderHistoryUseCases } from './order-history-use-cases';
import { bindRefreshUseCases } from './refresh-use-cases';
import { bindStoreAndAddressUseCases } from './stores-use-cases';
import { bindCommonUseCases } from './use-case-module';

/**
 * What binds each group's use cases. The browser imports each binder on its own when a page that calls the group loads
 * (browser-container.ts USE_CASE_GROUP_LOADERS, held to this table by a unit test); everything else binds them all.
 */
export const USE_CASE_GROUP_BINDERS: Readonly<Record<UseCaseGroup, (bind: Bind) => void>> = {
  checkout: bindCartAndCheckoutUseCases,
  orders: bindOrderHistoryUseCases,
  'my-info': bindMyInfoUseCases,
  points: bindMyPointsUseCases,
  inquiry: bindInquiryUseCases,
  account: bindAccountUseCases,
  content: bindContentUseCases,
  stores: bindStoreAndAddressUseCases,
  ars: bindArsUseCases,
  refresh: bindRefreshUseCases,
};

/**
 * Every use case, built by factories from the ports bound by the families: the common ones and every group (headless
 * use, the server's renderer, the tests).
 */
export const useCaseModule = new ContainerModule(({ bind }) => {
  bindCommonUseCases(bind);
  for (const bindGroup of Object.values(USE_CASE_GROUP_BINDERS)) bindGroup(bind);
});

/** A container with every use case and the given adapter families (a backend family and a device family). */
export function containerWith(modules: readonly ContainerModule[]): Container {
  const container = new Container();
  container.load(useCaseModule, ...modules);
  return container;
}
