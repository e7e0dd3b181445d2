import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` turns server/db/schema.ts into SQL migrations; both drivers apply the same files.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
});
