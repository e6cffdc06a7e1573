import { defineConfig } from 'drizzle-kit'

// The pgvector-backed documents table, in a set of its own so a server without pgvector still gets the core set.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/vector/*.ts',
  out: './migrations/vector',
})
