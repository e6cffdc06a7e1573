import { expect, it } from 'vitest'
import { openStore } from '../open-store.ts'
import type { Store } from '../store.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'
import { queriesSent } from '../testing/statements-sent.ts'

describeEachDriver('session and vehicle reads of one event-loop turn', (fixture) => {
  /** A store that reads by key through the batched script: PGlite's, or one that claims PostgreSQL. */
  async function readingStore(): Promise<{ store: Store; close(): Promise<void> }> {
    if (fixture.driver === 'pglite') {
      const store = fixture.storeOnSameConnection()
      return { store, close: () => store.close() }
    }
    const store = await openStore({ ...(await fixture.persistentOptions()), access: 'exclusive' })
    return { store, close: () => store.close() }
  }

  it('answers each read with its own tenant’s row, in one round trip', async () => {
    const [a, b] = [uid('tenant-a'), uid('tenant-b')]
    const [live, other, expired, vehicle] = [uid('s'), uid('s'), uid('s'), uid('v')]
    // Written behind the store's back, so no cache of the reading store knows them.
    await fixture.query(
      `insert into sessions (id, tenant_id, app, state, expires_at) values
        ($1, $4, 'cockpit', '{"vehicleId":"x"}', null), ($2, $5, 'cockpit', null, null),
        ($3, $4, 'cockpit', null, now() - interval '1 hour')`,
      [live, other, expired, a, b],
    )
    await fixture.query(
      `insert into vehicles (tenant_id, id, state) values ($1, $3, '{"speed":1}'), ($2, $3, '{"speed":2}')`,
      [a, b, vehicle],
    )
    const { store, close } = await readingStore()
    try {
      const readAll = () =>
        Promise.all([
          store.sessions.get(a, live),
          store.sessions.get(b, live),
          store.sessions.get(b, other),
          store.sessions.get(a, expired),
          store.sessions.get(a, uid('missing')),
          store.vehicles.get(a, vehicle),
          store.vehicles.get(b, vehicle),
          store.vehicles.get(a, vehicle),
          store.vehicles.get(b, uid('missing')),
        ])
      let reads: Awaited<ReturnType<typeof readAll>> | undefined
      // The new store's load of its known session ids (known-session-ids.ts) may go out meanwhile: not a read here.
      const sent = (
        await queriesSent(async () => {
          reads = await readAll()
        })
      ).filter((text) => !text.startsWith('select "id" from "sessions"'))
      const [mine, notMine, theirs, gone, missing, carA, carB, carAgain, noCar] = reads!
      expect(mine).toMatchObject({ id: live, tenantId: a, app: 'cockpit', state: { vehicleId: 'x' } })
      expect(mine?.createdAt).toBeInstanceOf(Date)
      expect(notMine).toBeUndefined()
      expect(theirs).toMatchObject({ id: other, tenantId: b, state: null })
      expect(gone).toBeUndefined()
      expect(missing).toBeUndefined()
      expect(carA).toMatchObject({ tenantId: a, id: vehicle, state: { speed: 1 } })
      expect(carB).toMatchObject({ tenantId: b, id: vehicle, state: { speed: 2 } })
      expect(carAgain).toEqual(carA)
      expect(noCar).toBeUndefined()
      if (fixture.driver === 'postgres') {
        // Nine reads, one simple query (after the connection prepared its two statements, once).
        expect(sent).toHaveLength(1)
        expect(sent[0]!.match(/^execute /gm)).toHaveLength(2)
      }
    } finally {
      await close()
    }
  })

  it('on a database instances share, reads sessions with their positions in the same round trip', async () => {
    if (fixture.driver === 'pglite') return // PGlite is one process's: it has no shared mode
    const tenantId = uid('tenant')
    const [session, vehicle] = [uid('s'), uid('v')]
    await fixture.query(
      `insert into sessions (id, tenant_id, app, state, message_end) values ($1, $2, 'cockpit', null, 6)`,
      [session, tenantId],
    )
    await fixture.query(`insert into vehicles (tenant_id, id, state) values ($1, $2, '{}')`, [
      tenantId,
      vehicle,
    ])
    // The fixture's store makes no claim: it reads as one of several instances.
    const store = fixture.store
    await Promise.all([store.sessions.get(tenantId, session), store.vehicles.get(tenantId, vehicle)])
    let reads: unknown[] = []
    const sent = await queriesSent(async () => {
      reads = await Promise.all([
        store.sessions.get(tenantId, session),
        store.sessions.get(uid('tenant'), session),
        store.vehicles.get(tenantId, vehicle),
      ])
    })
    expect(reads[0]).toMatchObject({ id: session, tenantId, app: 'cockpit' })
    expect(reads[1]).toBeUndefined()
    expect(reads[2]).toMatchObject({ tenantId, id: vehicle })
    expect(sent).toHaveLength(1)
    expect(sent[0]!.match(/^execute /gm)).toHaveLength(2)
  })

  it('reads a lone key without waiting for company', async () => {
    const tenantId = uid('tenant')
    const vehicle = uid('v')
    await fixture.query(`insert into vehicles (tenant_id, id, state) values ($1, $2, '{"on":true}')`, [
      tenantId,
      vehicle,
    ])
    const { store, close } = await readingStore()
    try {
      expect(await store.vehicles.get(tenantId, vehicle)).toMatchObject({ state: { on: true } })
    } finally {
      await close()
    }
  })
})
