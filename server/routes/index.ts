import type { RouteModule } from '../app';
import { accountRoutes } from './account';
import { addressRoutes } from './address';
import { arsRoutes } from './ars';
import { authRoutes } from './auth';
import { cartRoutes } from './cart';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';
import { couponRoutes } from './coupons';
import { districtRoutes } from './district';
import { familyRoutes } from './family';
import { inquiryRoutes } from './inquiry';
import { myPageContentRoutes } from './mypage-content';
import { orderEventRoutes } from './order-events';
import { orderRoutes } from './orders';
import { relayRoutes } from './relay';

/** Every feature's routes, in registration order: add a module here (see server/app.ts RouteModule). */
export const routeModules: readonly RouteModule[] = [
  authRoutes,
  accountRoutes,
  cartRoutes,
  addressRoutes,
  catalogRoutes,
  familyRoutes,
  districtRoutes,
  contentRoutes,
  inquiryRoutes,
  myPageContentRoutes,
  relayRoutes,
  couponRoutes,
  orderRoutes,
  orderEventRoutes,
  arsRoutes,
];
