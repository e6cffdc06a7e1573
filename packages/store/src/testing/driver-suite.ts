import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { createStore } from '../create-store.ts'
import type { Connection } from '../database.ts'
import { openStoreWithConnection } from '../open-store.ts'
import type { Store, StoreOptions } from '../store.ts'
import { freshPgliteDataDir } from './pglite-template.ts'
import { createTestDatabase, probePostgres, TEST_DATABASE_URL } from './postgres-test-database.ts'

export type Driver = 'pglite' | 'postgres'

/** One driver's store, shared by the tests of a file; tests keep apart through ids of their own (see `uid`). */
export interface DriverFixture {
  readonly driver: Driver
  /** Whether this driver should have pgvector: PGlite with its package installed, or a server that offers it. */
  readonly vectorExpected: boolean
  readonly store: Store
  /** Notices the store gave when it opened. */
  readonly notices: string[]
  /** A plain query on the store's database, to look at what the repositories wrote. */
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>
  /**
   * A second store over the same connection, made now: it remembers nothing the fixture's store did, so it
   * reads rows written behind that store's back (which an exclusive store otherwise need not look for).
   * Closing it leaves the connection open.
   */
  storeOnSameConnection(): Store
  /** Options for stores on data that outlives them: one not-yet-created PGlite folder per file, or its database. */
  persistentOptions(): Promise<StoreOptions>
}

const postgres = await probePostgres()
const requirePostgres = Boolean(process.env.CI)
if (!postgres.reachable && !requirePostgres) {
  console.warn(
    `[store tests] PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${postgres.error}): skipping the PostgreSQL variant. ` +
      'Set MINDWIRE_TEST_DATABASE_URL to run it; with CI set this fails instead.',
  )
}

/** Registers the same suite once per driver, each with its own store opened before and closed after. */
export function describeEachDriver(title: string, suite: (fixture: DriverFixture) => void): void {
  for (const driver of ['pglite', 'postgres'] as const) {
    const name = `${title} [${driver}]`
    if (driver === 'postgres' && !postgres.reachable) {
      if (requirePostgres) describe(name, () => it('reaches PostgreSQL', failUnreachable))
      else describe.skip(name, () => suite(createFixture(driver)))
      continue
    }
    describe(name, () => {
      const fixture = createFixture(driver)
      beforeAll(fixture.open)
      afterAll(fixture.close)
      suite(fixture)
    })
  }
}

/** With CI set, a missing PostgreSQL is a failing test, never a quiet skip. */
function failUnreachable(): never {
  throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${postgres.error}); CI requires it`)
}

/** An id no other test in the file uses. */
export function uid(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`
}

function createFixture(driver: Driver): DriverFixture & { open(): Promise<void>; close(): Promise<void> } {
  let opened: { store: Store; connection: Connection } | undefined
  let databaseUrl: string | undefined
  let persistentDir: string | undefined
  const notices: string[] = []
  const cleanups: Array<() => Promise<void>> = []
  const onNotice = (message: string) => notices.push(message)

  return {
    driver,
    vectorExpected: driver === 'pglite' ? true : postgres.vector,
    notices,
    get store() {
      if (!opened) throw new Error('the store is not open yet')
      return opened.store
    },
    query: (text, params) => {
      if (!opened) throw new Error('the store is not open yet')
      return opened.connection.query(text, params)
    },
    storeOnSameConnection() {
      if (!opened) throw new Error('the store is not open yet')
      const { connection } = opened
      // Knowledge search of this store is not what such a test is for: plain HNSW scans will do.
      const vector = { enabled: opened.store.vectorEnabled, iterativeScan: false }
      const remembers = driver === 'pglite'
      return createStore({ ...connection, close: async () => {} }, vector, { remembers })
    },
    async persistentOptions() {
      if (databaseUrl) return { databaseUrl }
      if (!persistentDir) {
        const parent = await mkdtemp(join(tmpdir(), 'mindwire-store-'))
        cleanups.push(() => rm(parent, { recursive: true, force: true }))
        // Not created yet, and nested: the store makes the folder and initialises PGlite in it on first open.
        persistentDir = join(parent, 'nested', 'data')
      }
      return { dataDir: persistentDir }
    },
    async open() {
      if (driver === 'postgres') {
        const database = await createTestDatabase()
        cleanups.push(database.drop)
        databaseUrl = database.url
      }
      if (databaseUrl) {
        opened = await openStoreWithConnection({ databaseUrl, onNotice })
        return
      }
      const folder = await freshPgliteDataDir()
      cleanups.push(folder.remove)
      opened = await openStoreWithConnection({ dataDir: folder.dataDir, onNotice })
    },
    async close() {
      await opened?.store.close()
      for (const cleanup of cleanups.reverse()) await cleanup()
    },
  }
}
