import { createStore } from './create-store.ts'
import type { Connection } from './database.ts'
import { openPglite } from './drivers/open-pglite.ts'
import { openPostgres } from './drivers/open-postgres.ts'
import { applyMigrations } from './migrate/apply-migrations.ts'
import type { Store, StoreOptions } from './store.ts'

/**
 * Opens the store and brings its schema up to date: PostgreSQL when `databaseUrl` is given, else PGlite
 * in `dataDir` (default `.data/pglite`) or in memory. Without pgvector the store still opens, with
 * `vectorEnabled` false and a notice saying how to enable knowledge search.
 */
export async function openStore(options: StoreOptions = {}): Promise<Store> {
  return (await openStoreWithConnection(options)).store
}

/** Opens the store and hands back the connection under it too, for tests that look at the tables. */
export async function openStoreWithConnection(
  options: StoreOptions,
): Promise<{ store: Store; connection: Connection }> {
  const connection = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.onNotice)
    : await openPglite(options)
  try {
    const vector = await applyMigrations(connection)
    if (vector.notice) options.onNotice?.(vector.notice)
    return { store: createStore(connection, vector), connection }
  } catch (error) {
    await connection.close()
    throw error
  }
}
