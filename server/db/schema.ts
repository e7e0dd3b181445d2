// The whole Drizzle schema, one module per area; drizzle-kit reads this file to generate the SQL migrations.
export * from './schema/account';
export * from './schema/branches';
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/coupons';
export * from './schema/identity';
export * from './schema/inquiries';
export * from './schema/orders';
export * from './schema/owners';
export * from './schema/seed-state';
