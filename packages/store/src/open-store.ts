import { createStore } from './create-store.ts'
import type { Connection } from './database.ts'
import { claimDatabase } from './drivers/claim-database.ts'
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
  const { databaseUrl, access } = options
  const claim = databaseUrl && access ? await claimDatabase(databaseUrl, access, options.onNotice) : undefined
  let connection: Connection
  try {
    connection = databaseUrl ? await openPostgres(databaseUrl, options.onNotice) : await openPglite(options)
  } catch (error) {
    await claim?.release()
    throw error
  }
  const claimed: Connection = claim
    ? { ...connection, close: () => connection.close().finally(() => claim.release()) }
    : connection
  try {
    const vector = await applyMigrations(claimed)
    if (vector.notice) options.onNotice?.(vector.notice)
    // PGlite is this process's alone; PostgreSQL is when this instance claimed it so.
    const remembers = claimed.driver === 'pglite' || access === 'exclusive'
    return { store: createStore(claimed, vector, { remembers }), connection: claimed }
  } catch (error) {
    await claimed.close()
    throw error
  }
}
