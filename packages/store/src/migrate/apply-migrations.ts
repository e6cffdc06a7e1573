import type { Connection } from '../database.ts'
import { databaseMessage, sqlState } from '../sql-state.ts'
import { CORE_MIGRATIONS, VECTOR_MIGRATIONS } from './migration-sets.ts'
import { vectorMissingNotice } from './vector-notice.ts'

/** What the documents repository can count on after migrations. */
export interface VectorStatus {
  enabled: boolean
  /** pgvector 0.8+: an HNSW scan keeps going until the filtered query has its rows. */
  iterativeScan: boolean
  /** Why knowledge search is off and how to enable it. */
  notice?: string
}

/** Applies the core set, then the documents set when the database can load pgvector. */
export async function applyMigrations(connection: Connection): Promise<VectorStatus> {
  await connection.migrate(CORE_MIGRATIONS.folder, CORE_MIGRATIONS.table)
  // Checked first: a PGlite folder made with pgvector has the extension in its catalog even when it cannot load.
  if (connection.vectorMissing) {
    return {
      enabled: false,
      iterativeScan: false,
      notice: await vectorMissingNotice(connection, connection.vectorMissing),
    }
  }
  try {
    await connection.migrate(VECTOR_MIGRATIONS.folder, VECTOR_MIGRATIONS.table)
  } catch (error) {
    // With pgvector present the failure is a real one; without it the whole set rolled back and the store runs on.
    if (await vectorVersion(connection)) throw error
    return {
      enabled: false,
      iterativeScan: false,
      notice: await vectorMissingNotice(connection, databaseMessage(error), sqlState(error)),
    }
  }
  const version = await vectorVersion(connection)
  return { enabled: true, iterativeScan: atLeast(version, [0, 8]) }
}

async function vectorVersion(connection: Connection): Promise<string | undefined> {
  const rows = await connection.query<{ extversion: string }>(
    "select extversion from pg_extension where extname = 'vector'",
  )
  return rows[0]?.extversion
}

function atLeast(version: string | undefined, wanted: number[]): boolean {
  const parts = (version ?? '').split('.').map(Number)
  for (const [i, want] of wanted.entries()) {
    const have = parts[i] ?? 0
    if (have !== want) return have > want
  }
  return true
}
