import { expect, it } from 'vitest'
import { openStore } from '../open-store.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

const HOUR = 3_600_000

describeEachDriver('sessions', (fixture) => {
  it('creates a session with defaults and reads it back', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'cockpit' })
    expect(session).toMatchObject({
      tenantId,
      app: 'cockpit',
      title: null,
      userId: null,
      state: {},
      expiresAt: null,
    })
    expect(session.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(await fixture.store.sessions.get(tenantId, session.id)).toEqual(session)
  })

  it('keeps a caller-chosen id and JSON state exactly, strings included', async () => {
    const tenantId = uid('tenant')
    const id = uid('session')
    for (const state of [{ speed: 80, windows: ['open', null] }, '123', 'true', null, 42, [1, { a: 'b' }]]) {
      const sessionId = `${id}-${JSON.stringify(state)}`
      await fixture.store.sessions.create({
        tenantId,
        app: 'a',
        id: sessionId,
        state,
        title: 'T',
        userId: 'u1',
      })
      expect(await fixture.store.sessions.get(tenantId, sessionId)).toMatchObject({
        id: sessionId,
        state,
        title: 'T',
        userId: 'u1',
      })
    }
  })

  it('refuses a second session with the same id', async () => {
    const id = uid('session')
    await fixture.store.sessions.create({ tenantId: uid('tenant'), app: 'a', id })
    await expect(
      fixture.store.sessions.create({ tenantId: uid('tenant'), app: 'a', id }),
    ).rejects.toMatchObject({ code: 'conflict' })
  })

  it('hides a session from every other tenant', async () => {
    const tenantId = uid('tenant')
    const other = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'a' })
    expect(await fixture.store.sessions.get(other, session.id)).toBeUndefined()
    expect(await fixture.store.sessions.update(other, session.id, { title: 'stolen' })).toBeUndefined()
    expect(await fixture.store.sessions.delete(other, session.id)).toBe(false)
    expect(await fixture.store.sessions.list(other)).toEqual([])
    expect(await fixture.store.sessions.get(tenantId, session.id)).toMatchObject({ title: null })
  })

  it('reads a session this store did not create (a restart, another process) as it was created', async () => {
    const options = await fixture.persistentOptions()
    const tenantId = uid('tenant')
    const writer = await openStore(options)
    const [made, expired] = await Promise.all([
      writer.sessions.create({ tenantId, app: 'a', title: 't', userId: 'u', state: { a: [1] } }),
      writer.sessions.create({ tenantId, app: 'a', expiresAt: new Date(Date.now() - 1000) }),
    ]).finally(() => writer.close())
    const reader = await openStore(options)
    try {
      expect(await reader.sessions.get(tenantId, made.id)).toEqual(made)
      expect(await reader.sessions.get(uid('tenant'), made.id)).toBeUndefined()
      expect(await reader.sessions.get(tenantId, expired.id)).toBeUndefined()
    } finally {
      await reader.close()
    }
  })

  it('treats an expired session as gone', async () => {
    const tenantId = uid('tenant')
    const expired = await fixture.store.sessions.create({
      tenantId,
      app: 'a',
      expiresAt: new Date(Date.now() - 1000),
    })
    const live = await fixture.store.sessions.create({
      tenantId,
      app: 'a',
      expiresAt: new Date(Date.now() + HOUR),
    })
    expect(await fixture.store.sessions.get(tenantId, expired.id)).toBeUndefined()
    expect(await fixture.store.sessions.update(tenantId, expired.id, { title: 'x' })).toBeUndefined()
    expect(await fixture.store.sessions.get(tenantId, live.id)).toEqual(live)
    expect((await fixture.store.sessions.list(tenantId)).map((s) => s.id)).toEqual([live.id])
  })

  it('updates the given fields and marks the session active', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'a', title: 'Old', state: { n: 1 } })
    const expiresAt = new Date(Date.now() + HOUR)
    const updated = await fixture.store.sessions.update(tenantId, session.id, {
      app: 'b',
      state: { n: 2 },
      expiresAt,
    })
    expect(updated).toMatchObject({ app: 'b', title: 'Old', state: { n: 2 }, expiresAt })
    expect(updated!.lastActiveAt.getTime()).toBeGreaterThanOrEqual(session.lastActiveAt.getTime())
    expect(await fixture.store.sessions.update(tenantId, session.id, { title: null })).toMatchObject({
      title: null,
    })
  })

  it('lists the most recently active first, filtered by app and user, up to the limit', async () => {
    const tenantId = uid('tenant')
    const first = await fixture.store.sessions.create({ tenantId, app: 'synth', userId: 'ann' })
    const second = await fixture.store.sessions.create({ tenantId, app: 'synth', userId: 'bob' })
    const third = await fixture.store.sessions.create({ tenantId, app: 'studio', userId: 'ann' })
    await fixture.store.sessions.update(tenantId, first.id, { title: 'touched' })
    const ids = async (options?: Parameters<typeof fixture.store.sessions.list>[1]) =>
      (await fixture.store.sessions.list(tenantId, options)).map((s) => s.id)
    expect(await ids()).toEqual([first.id, third.id, second.id])
    expect(await ids({ app: 'synth' })).toEqual([first.id, second.id])
    expect(await ids({ userId: 'ann' })).toEqual([first.id, third.id])
    expect(await ids({ app: 'synth', userId: 'bob' })).toEqual([second.id])
    expect(await ids({ limit: 2 })).toEqual([first.id, third.id])
  })

  it('orders by activity even when the clock cannot tell the touches apart', async () => {
    // Thirty sessions created and touched back to back: a millisecond clock gives several the same time.
    const tenantId = uid('tenant')
    const created: string[] = []
    for (let i = 0; i < 30; i++)
      created.push((await fixture.store.sessions.create({ tenantId, app: 'a' })).id)
    const touchOrder = [3, 17, 0, 29, 5, 11, 12, 13, 24, 8].map((i) => created[i]!)
    for (const id of touchOrder) await fixture.store.sessions.update(tenantId, id, { title: 't' })
    const untouched = created.filter((id) => !touchOrder.includes(id))
    const listed = (await fixture.store.sessions.list(tenantId)).map((s) => s.id)
    expect(listed).toEqual([...touchOrder].reverse().concat(untouched.reverse()))
  })

  it('deleting a session erases its history, events, commands and checkpoints', async () => {
    const tenantId = uid('tenant')
    const session = await fixture.store.sessions.create({ tenantId, app: 'a' })
    const snapshot = {
      id: session.id,
      messages: [{ role: 'user' as const, content: 'hi' }],
      pending: [],
      usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
    }
    await fixture.store.checkpointer.save({
      sessionId: session.id,
      runId: 'r1',
      step: 0,
      snapshot,
      savedAt: Date.now(),
    })
    await fixture.store.events.append([
      { sessionId: session.id, seq: 1, runId: 'r1', type: 'done', data: {} },
    ])
    await fixture.store.commands.create({
      tenantId,
      sessionId: session.id,
      target: null,
      callId: 'c1',
      name: 'n',
      params: {},
      decision: 'allow',
      status: 'executed',
      idempotencyKey: null,
      expiresAt: null,
    })
    const saved = await fixture.store.savedCheckpoints.create({
      tenantId,
      userId: 'u',
      sessionId: session.id,
      title: 'kept',
      snapshot: {},
    })

    expect(await fixture.store.sessions.delete(tenantId, session.id)).toBe(true)
    expect(await fixture.store.sessions.get(tenantId, session.id)).toBeUndefined()
    expect(await fixture.store.checkpointer.load(session.id)).toBeUndefined()
    for (const table of ['messages', 'session_event_batches', 'commands', 'run_checkpoints']) {
      const rows = await fixture.query(`select 1 from ${table} where session_id = $1`, [session.id])
      expect(rows, table).toHaveLength(0)
    }
    // A checkpoint a person saved by name is theirs: it outlives the session, detached from it.
    expect(await fixture.store.savedCheckpoints.get(tenantId, 'u', saved.id)).toMatchObject({
      sessionId: null,
      title: 'kept',
    })
    expect(await fixture.store.sessions.delete(tenantId, session.id)).toBe(false)
  })
})
