// The whole Drizzle schema, one module per area; drizzle-kit reads this file to generate the SQL migrations.
export * from './schema/account';
export * from './schema/ars-lines';
export * from './schema/branches';
export * from './schema/bulk-purchase';
export * from './schema/catalog';
export * from './schema/content';
export * from './schema/content-pages';
export * from './schema/coupons';
export * from './schema/identity';
export * from './schema/inquiries';
export * from './schema/orders';
export * from './schema/owners';
export * from './schema/seed-state';
export * from './schema/story-videos';
