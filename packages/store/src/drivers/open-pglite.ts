import { mkdir } from 'node:fs/promises'
import { resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import type { Connection } from '../database.ts'
import { StoreError } from '../store-error.ts'
import { openPgliteThread } from './pglite-thread/pglite-thread-client.ts'
import { prepareMissing } from './prepare-missing.ts'
import { standardStrings } from './standard-strings.ts'

/** Where PGlite keeps its files when the caller names no folder. */
export const DEFAULT_DATA_DIR = '.data/pglite'

/** Opens embedded PGlite, pgvector included, in a folder (created if missing) or in memory. */
export async function openPglite(options: {
  dataDir?: string
  memory?: boolean
  sharedBuffers?: string
}): Promise<Connection> {
  const postgresqlconf = [
    // PGlite's pages live in this process, in memory or in a data folder the OS caches: a random read
    // costs about what a sequential one does. With the disk default (4) the planner scanned all 10,000
    // chunks of a collection rather than use the full-text index: 22 ms instead of 6.
    'random_page_cost=1.1',
    ...(options.sharedBuffers ? [`shared_buffers=${checkedMemorySize(options.sharedBuffers)}`] : []),
  ]
  const dataDir = options.memory ? undefined : resolve(options.dataDir ?? DEFAULT_DATA_DIR)
  if (dataDir) await mkdir(dataDir, { recursive: true })
  // On a thread of its own (pgvector loaded there): its WebAssembly runs beside the event loop, not on it.
  const client = await openPgliteThread({ dataDir, postgresqlconf })
  const db = drizzle({ client: client as unknown as PGlite })
  const conforming = await standardStrings(client)
  // PGlite is one connection: what it has prepared for scripts (the store's own EXECUTEs prepare eagerly).
  const held = new Set<string>()
  return {
    driver: 'pglite',
    db,
    vectorMissing: undefined,
    migrate: (migrationsFolder, migrationsTable) => migrate(db, { migrationsFolder, migrationsTable }),
    query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
    script: conforming
      ? async (text, prepared) => {
          await prepareMissing((statements) => client.exec(statements), held, prepared)
          return (await client.exec(text)).map(({ rows }) => ({ rows: rows as Record<string, unknown>[] }))
        }
      : undefined,
    close: () => client.close(),
  }
}

/** A PostgreSQL memory size such as 512MB or 1GB; anything else would reach the server's configuration. */
function checkedMemorySize(value: string): string {
  const size = value.trim()
  if (!/^[1-9][0-9]*(kB|MB|GB)$/.test(size)) {
    throw new StoreError('invalid_input', `sharedBuffers must look like 512MB or 1GB, not "${value}"`)
  }
  return size
}
