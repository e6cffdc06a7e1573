import { readFile, stat } from 'node:fs/promises'
import { expect, it } from 'vitest'
import { openStore, StoreError } from './index.ts'
import { openStoreWithConnection } from './open-store.ts'
import { describeEachDriver, uid } from './testing/driver-suite.ts'

describeEachDriver('opening the store', (fixture) => {
  it('says which driver it runs on', () => {
    expect(fixture.store.driver).toBe(fixture.driver)
  })

  it('creates its folder and keeps committed sessions and history across a restart', async () => {
    const options = await fixture.persistentOptions()
    const tenantId = uid('tenant')
    const first = await openStore(options)
    const session = await first.sessions.create({ tenantId, app: 'cockpit', state: { speed: 80 } })
    const snapshot = {
      id: session.id,
      offset: 1,
      messages: [
        { role: 'user' as const, content: 'open the windows' },
        { role: 'assistant' as const, content: 'Done.' },
      ],
      pending: [],
      summary: 'greeted',
      usage: { inputTokens: 3, outputTokens: 2, totalTokens: 5 },
    }
    await first.checkpointer.save({
      sessionId: session.id,
      runId: 'r1',
      step: 1,
      snapshot,
      savedAt: 1_700_000_000_000,
    })
    await first.close()
    if (options.dataDir) expect((await stat(options.dataDir)).isDirectory()).toBe(true)

    const second = await openStore(options)
    try {
      expect(await second.sessions.get(tenantId, session.id)).toMatchObject({
        ...session,
        lastActiveAt: expect.any(Date),
      })
      const loaded = await second.checkpointer.load(session.id)
      expect(loaded).toEqual({
        sessionId: session.id,
        runId: 'r1',
        step: 1,
        savedAt: 1_700_000_000_000,
        snapshot,
      })
    } finally {
      await second.close()
    }
  })

  it('applies each migration set once, recorded in a table of its own', async () => {
    const options = await fixture.persistentOptions()
    await (await openStore(options)).close()
    const { store, connection } = await openStoreWithConnection(options)
    try {
      const applied = async (table: string) => {
        const [found] = await connection.query<{ name: string | null }>(
          'select to_regclass($1)::text as name',
          [table],
        )
        return found?.name ? (await connection.query(`select hash from ${table}`)).length : 0
      }
      expect(await applied('drizzle.__mindwire_core_migrations')).toBe(await migrationCount('core'))
      // Without pgvector the documents set never applies, and the core set does not wait for it.
      expect(await applied('drizzle.__mindwire_vector_migrations')).toBe(
        fixture.vectorExpected ? await migrationCount('vector') : 0,
      )
    } finally {
      await store.close()
    }
  })

  it('opens (PGlite in memory) and closing twice is harmless', async () => {
    const store = await openStore(
      fixture.driver === 'pglite' ? { memory: true } : await fixture.persistentOptions(),
    )
    expect(await store.tenants.create({ id: uid('tenant') })).toBeDefined()
    await store.close()
    await expect(store.close()).resolves.toBeUndefined()
  })

  if (fixture.driver === 'postgres') {
    it('lets one instance claim PostgreSQL for itself, and refuses a second until it closes', async () => {
      const options = await fixture.persistentOptions()
      const lone = await openStore({ ...options, access: 'exclusive' })
      try {
        for (const access of ['exclusive', 'shared'] as const)
          await expect(openStore({ ...options, access })).rejects.toMatchObject({
            name: 'StoreError',
            code: 'conflict',
          })
        // A store without a claim (a tool, a test looking at the tables) is not refused.
        await (await openStore(options)).close()
      } finally {
        await lone.close()
      }
      await (await openStore({ ...options, access: 'exclusive' })).close()
    })

    it('lets instances on a bus share PostgreSQL, and refuses a lone one among them', async () => {
      const options = await fixture.persistentOptions()
      const first = await openStore({ ...options, access: 'shared' })
      const second = await openStore({ ...options, access: 'shared' })
      try {
        await expect(openStore({ ...options, access: 'exclusive' })).rejects.toMatchObject({
          code: 'conflict',
        })
      } finally {
        await first.close()
      }
      await expect(openStore({ ...options, access: 'exclusive' })).rejects.toMatchObject({ code: 'conflict' })
      await second.close()
      await (await openStore({ ...options, access: 'exclusive' })).close()
    })
  }
})

it('gives PGlite the buffer cache it is asked for, and refuses a size that is not one', async () => {
  const { store, connection } = await openStoreWithConnection({ memory: true, sharedBuffers: '256MB' })
  try {
    expect(await connection.query('show shared_buffers')).toEqual([{ shared_buffers: '256MB' }])
    // Its pages are in memory: random reads are priced near sequential ones, so indexes get used.
    expect(await connection.query('show random_page_cost')).toEqual([{ random_page_cost: '1.1' }])
  } finally {
    await store.close()
  }
  for (const sharedBuffers of ['lots', '1GB\nfsync=off', '0MB']) {
    await expect(openStore({ memory: true, sharedBuffers })).rejects.toMatchObject({
      name: 'StoreError',
      code: 'invalid_input',
    })
  }
})

it('fails to open on a PostgreSQL server that does not answer', async () => {
  await expect(openStore({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none' })).rejects.toThrow()
})

it('StoreError carries a code and a message', () => {
  const error = new StoreError('vector_unavailable', 'no pgvector')
  expect(error).toBeInstanceOf(Error)
  expect(error).toMatchObject({ name: 'StoreError', code: 'vector_unavailable', message: 'no pgvector' })
})

/** The number of generated migrations of a set, from drizzle-kit's journal. */
async function migrationCount(set: 'core' | 'vector'): Promise<number> {
  const journal = new URL(`../migrations/${set}/meta/_journal.json`, import.meta.url)
  const { entries } = JSON.parse(await readFile(journal, 'utf8')) as { entries: unknown[] }
  return entries.length
}
