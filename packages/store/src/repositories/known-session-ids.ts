import { asc, gt } from 'drizzle-orm'
import type { Database } from '../database.ts'
import { sessions } from '../schema/core/sessions.ts'
import { IdFilter } from './id-filter.ts'

// Ids read a page at a time, so PGlite (one connection) answers requests between pages while a large store loads.
const PAGE = 5_000

/**
 * Every session id a store that belongs to this process holds, as a filter: "certainly absent" lets a new
 * thread's first request skip its look-up (a miss on PGlite costs a round trip to its worker, as much as
 * the rest of the request). Until the stored ids are loaded, nothing is called absent.
 */
export interface KnownSessionIds {
  /** A session with this id is about to be stored: told before its insert is sent, so no reader misses it. */
  add(id: string): void
  /** False only when no session with this id is stored. */
  mayExist(id: string): boolean
  /** Resolves once loading ended: true when every stored id is in (a stopped or failed load is false). */
  readonly loaded: Promise<boolean>
  /** Stops loading (the store is closing); resolves once no read of it is in flight. */
  stop(): Promise<void>
}

/**
 * Starts loading the stored ids (keyset pages by primary key). An insert during the load is told to `add`
 * either way, so an id the pages pass over is not lost; a failed load leaves every id "maybe".
 */
export function knownSessionIds(db: Database): KnownSessionIds {
  const filter = new IdFilter()
  let loaded = false
  let stopped = false
  const loading = (async () => {
    let after: string | undefined
    while (!stopped) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(after === undefined ? undefined : gt(sessions.id, after))
        .orderBy(asc(sessions.id))
        .limit(PAGE)
      for (const row of rows) filter.add(row.id)
      if (rows.length < PAGE) {
        loaded = !stopped
        return
      }
      after = rows.at(-1)!.id
    }
  })().then(
    () => loaded,
    // Left unloaded: every session is looked up, as without the filter.
    () => false,
  )
  return {
    loaded: loading,
    add: (id) => filter.add(id),
    mayExist: (id) => !loaded || filter.mayHold(id),
    stop() {
      stopped = true
      return loading.then(() => {})
    },
  }
}
