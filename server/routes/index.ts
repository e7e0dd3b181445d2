import type { RouteModule } from '../app';

/** Every feature's routes, in registration order: add a module here (see server/app.ts RouteModule). */
export const routeModules: readonly RouteModule[] = [];
