import { defineConfig } from 'drizzle-kit';

// Only used to generate SQL migrations from the schema (`npm run db:generate`). Migrations are
// named by the time they were generated, so two branches never claim the same number; a branch
// regenerates its own migration after merging main (ARCHITECTURE.md, "Migrations").
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  migrations: { prefix: 'timestamp' },
});
