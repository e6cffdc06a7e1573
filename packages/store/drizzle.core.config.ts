import { defineConfig } from 'drizzle-kit'

// Everything but the knowledge documents: applies on any PostgreSQL, with or without pgvector.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/core/*.ts',
  out: './migrations/core',
})
