import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Connection } from '../database.ts'
import { openStoreWithConnection } from '../open-store.ts'
import type { Store } from '../store.ts'
import { knownSessionIds } from './known-session-ids.ts'

// PGlite only: the filter is for a store no other process writes.
describe('known session ids', () => {
  let store: Store
  let connection: Connection
  const tenantId = 'tenant-known'
  beforeAll(async () => {
    ;({ store, connection } = await openStoreWithConnection({ memory: true }))
  })
  afterAll(() => store.close())

  const insertBehind = (ids: string[]) =>
    connection.query(`insert into sessions (id, tenant_id, app) select unnest($1::text[]), $2, 'cockpit'`, [
      ids,
      tenantId,
    ])

  it('holds every stored id once loaded, over several pages, and calls others absent', async () => {
    const stored = Array.from({ length: 12_000 }, () => randomUUID())
    await insertBehind(stored)
    const known = knownSessionIds(connection.db)
    expect(known.mayExist(randomUUID())).toBe(true) // not loaded yet: nothing is absent
    expect(await known.loaded).toBe(true)
    expect(stored.every((id) => known.mayExist(id))).toBe(true)
    const strangers = Array.from({ length: 1_000 }, () => randomUUID())
    expect(strangers.filter((id) => known.mayExist(id)).length).toBeLessThan(10)
  })

  it('keeps an id told to it while the pages were read', async () => {
    const known = knownSessionIds(connection.db)
    const late = `zzzz-${randomUUID()}` // sorts after every page already read
    const early = `0000-${randomUUID()}` // sorts before
    known.add(late)
    known.add(early)
    await known.loaded
    expect(known.mayExist(late) && known.mayExist(early)).toBe(true)
  })

  it('calls nothing absent when stopped before it loaded', async () => {
    const known = knownSessionIds(connection.db)
    await known.stop()
    expect(await known.loaded).toBe(false)
    expect(known.mayExist(randomUUID())).toBe(true)
  })

  it('finds the sessions the store itself creates, alone or with a first turn', async () => {
    const created = await store.sessions.create({ tenantId, app: 'cockpit' })
    const id = randomUUID()
    const checkpoint = {
      sessionId: id,
      runId: 'r',
      step: 1,
      savedAt: Date.now(),
      snapshot: { id, messages: [], pending: [], usage: { inputTokens: 0, outputTokens: 0, totalTokens: 0 } },
    }
    await store.turns.write({ session: { id, tenantId, app: 'cockpit' }, checkpoint })
    expect(await store.sessions.get(tenantId, created.id)).toMatchObject({ id: created.id })
    expect(await store.sessions.get(tenantId, id)).toMatchObject({ id })
    expect(await store.sessions.get(tenantId, randomUUID())).toBeUndefined()
  })

  it('reads a missing session without asking the database once loaded', async () => {
    // A row written behind the store's back (which an exclusive store never has) is what shows it did not look.
    const known = knownSessionIds(connection.db)
    await known.loaded
    const hidden = randomUUID()
    await insertBehind([hidden])
    expect(known.mayExist(hidden)).toBe(false)
  })
})
