import { fileURLToPath } from 'node:url'

/** A folder of generated migrations and the table that records which of them ran. */
export interface MigrationSet {
  folder: string
  table: string
}

const root = (name: string) => fileURLToPath(new URL(`../../migrations/${name}`, import.meta.url))

/** Every table but the documents: applies on any PostgreSQL. */
export const CORE_MIGRATIONS: MigrationSet = { folder: root('core'), table: '__mindwire_core_migrations' }

/** pgvector and the documents table: applies only where pgvector can be loaded. */
export const VECTOR_MIGRATIONS: MigrationSet = {
  folder: root('vector'),
  table: '__mindwire_vector_migrations',
}
