import { resolve } from 'node:path'
import { openStore, type Store, type StoreOptions } from '@mindwire/store'

export interface StoreFlags {
  dataDir?: string
  databaseUrl?: string
}

/** PostgreSQL when a URL is given (flag or DATABASE_URL), else embedded PGlite in the data folder. */
export function storeOptionsFrom(
  flags: StoreFlags,
  env: NodeJS.ProcessEnv,
): StoreOptions & { description: string } {
  const databaseUrl = flags.databaseUrl ?? env.DATABASE_URL
  if (databaseUrl) return { databaseUrl, description: `PostgreSQL at ${new URL(databaseUrl).host}` }
  const dataDir = resolve(flags.dataDir ?? env.MINDWIRE_DATA_DIR ?? '.data/mindwire')
  const sharedBuffers = env.MINDWIRE_PGLITE_SHARED_BUFFERS || undefined
  return { dataDir, sharedBuffers, description: `embedded PGlite in ${dataDir}` }
}

/** Opens the store the flags name, runs `work` on it and closes it, whatever happens. */
export async function withStore<T>(flags: StoreFlags, work: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(storeOptionsFrom(flags, process.env))
  try {
    return await work(store)
  } finally {
    await store.close()
  }
}
