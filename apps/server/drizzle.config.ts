import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the Drizzle schema: `npm run db:generate -w @sym/server`.
// No database connection is needed; `npm run db:check -w @sym/server` verifies the committed files match.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './src/db/migrations',
  strict: true,
  verbose: false,
});
