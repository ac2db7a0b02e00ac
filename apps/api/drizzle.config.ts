// drizzle-kit: generates the SQL migrations under ./drizzle from the schema (npm run db:generate -w @tremplin/api).
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
