import { randomUUID } from 'node:crypto'
import type { Checkpoint, Message } from '@mindwire/agent'
import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'
import type { TurnWrite } from '../turn-types.ts'

const usage = { inputTokens: 10, outputTokens: 5, totalTokens: 15 }
const say = (n: number): Message =>
  n % 2 === 0 ? { role: 'user', content: `m${n}` } : { role: 'assistant', content: `m${n}` }

describeEachDriver('turn writer', (fixture) => {
  const newSession = async () => {
    const tenantId = uid('tenant')
    const { id } = await fixture.store.sessions.create({ tenantId, app: 'cockpit' })
    return { tenantId, sessionId: id }
  }
  const checkpoint = (sessionId: string, messages: Message[], runId: string): Checkpoint => ({
    sessionId,
    runId,
    step: 1,
    savedAt: 1_700_000_000_000,
    snapshot: { id: sessionId, messages, pending: [], usage },
  })
  // Everything a cockpit turn writes: history, a command, its events, usage and audit.
  const turn = (tenantId: string, sessionId: string, messages: Message[], firstSeq = 1): TurnWrite => {
    const runId = uid('run')
    return {
      checkpoint: checkpoint(sessionId, messages, runId),
      commands: [
        {
          create: {
            tenantId,
            sessionId,
            target: 'car-1',
            callId: uid('call'),
            name: 'window_open',
            params: { position: 'all' },
            decision: 'allow',
            status: 'executed',
            result: { ok: true },
            idempotencyKey: null,
            expiresAt: null,
          },
        },
      ],
      events: [
        { sessionId, seq: firstSeq, runId, type: 'delta', data: { text: 'ok' } },
        { sessionId, seq: firstSeq + 1, runId, type: 'done', data: {} },
      ],
      usage: [{ tenantId, sessionId, model: 'm', inputTokens: 3, outputTokens: 4, cost: 0 }],
      audit: [{ tenantId, userId: null, action: 'model_call', model: 'm', tokens: 7, detail: { sessionId } }],
    }
  }
  // The transaction that wrote each row of the session, per table: xmin is PostgreSQL's own record of it.
  const writers = async (sessionId: string) => {
    const rows = await fixture.query<{ t: string; x: string }>(
      `select 'messages' as t, xmin::text as x from messages where session_id = $1
       union all select 'commands', xmin::text from commands where session_id = $1
       union all select 'events', xmin::text from session_event_batches where session_id = $1
       union all select 'usage', xmin::text from usage_records where session_id = $1
       union all select 'audit', xmin::text from audit_log where detail->>'sessionId' = $1
       union all select 'checkpoint', xmin::text from run_checkpoints where session_id = $1`,
      [sessionId],
    )
    return { tables: new Set(rows.map((r) => r.t)), transactions: new Set(rows.map((r) => r.x)) }
  }

  it('writes everything of one turn in one transaction', async () => {
    const { tenantId, sessionId } = await newSession()
    const written = await fixture.store.turns.write(turn(tenantId, sessionId, [say(0), say(1)]))
    expect(written.commands[0]).toMatchObject({ sessionId, status: 'executed', name: 'window_open' })
    const { tables, transactions } = await writers(sessionId)
    expect([...tables].sort()).toEqual(['audit', 'checkpoint', 'commands', 'events', 'messages', 'usage'])
    expect(transactions.size).toBe(1)
  })

  it('appends only the new messages and keeps the whole history loadable', async () => {
    const { tenantId, sessionId } = await newSession()
    await fixture.store.turns.write(turn(tenantId, sessionId, [say(0), say(1)]))
    await fixture.store.turns.write(turn(tenantId, sessionId, [say(0), say(1), say(2), say(3)], 3))
    const loaded = await fixture.store.checkpointer.load(sessionId)
    expect(loaded?.snapshot.messages).toEqual([say(0), say(1), say(2), say(3)])
    const rows = await fixture.query<{ seq: number; x: string }>(
      'select seq, xmin::text as x from messages where session_id = $1 order by seq',
      [sessionId],
    )
    // The first two rows were not written again by the second turn.
    expect(rows.map((r) => r.seq)).toEqual([0, 1, 2, 3])
    expect(rows[0]!.x).toBe(rows[1]!.x)
    expect(rows[2]!.x).not.toBe(rows[0]!.x)
  })

  it('lets concurrent turns share commits, each turn still whole', async () => {
    const sessions = await Promise.all(Array.from({ length: 24 }, newSession))
    const before = fixture.store.turns.stats()
    await Promise.all(
      sessions.map(({ tenantId, sessionId }) =>
        fixture.store.turns.write(turn(tenantId, sessionId, [say(0)])),
      ),
    )
    const after = fixture.store.turns.stats()
    expect(after.turns - before.turns).toBe(24)
    const perSession = await Promise.all(sessions.map(({ sessionId }) => writers(sessionId)))
    for (const { transactions } of perSession) expect(transactions.size).toBe(1)
    const shared = new Set(perSession.flatMap(({ transactions }) => [...transactions]))
    expect(shared.size).toBeLessThan(24)
    expect(after.transactions - before.transactions).toBe(shared.size)
  })

  it('writes nothing of a turn that fails midway, and commits the turns grouped with it', async () => {
    const good = await newSession()
    const bad = await newSession()
    await fixture.store.turns.write(turn(bad.tenantId, bad.sessionId, [say(0)]))
    const before = await writers(bad.sessionId)
    // The bad turn's events reuse seq 1: its checkpoint and command are applied before the conflict.
    const results = await Promise.allSettled([
      fixture.store.turns.write(turn(bad.tenantId, bad.sessionId, [say(0), say(1), say(2)], 1)),
      fixture.store.turns.write(turn(good.tenantId, good.sessionId, [say(0)])),
    ])
    expect(results[0]).toMatchObject({ status: 'rejected', reason: { code: 'conflict' } })
    expect(results[1].status).toBe('fulfilled')
    expect(await writers(bad.sessionId)).toEqual(before)
    const loaded = await fixture.store.checkpointer.load(bad.sessionId)
    expect(loaded?.snapshot.messages).toEqual([say(0)])
    expect((await writers(good.sessionId)).tables.size).toBe(6)
    // The failed turn did not leave the writer believing its messages are stored.
    await fixture.store.turns.write(turn(bad.tenantId, bad.sessionId, [say(0), say(1), say(2)], 3))
    expect((await fixture.store.checkpointer.load(bad.sessionId))?.snapshot.messages).toHaveLength(3)
  })

  it("creates a new session in the turn's own transaction", async () => {
    const tenantId = uid('tenant')
    const sessionId = randomUUID()
    const session = { id: sessionId, tenantId, app: 'cockpit', state: { vehicleId: 'car-1' } }
    await fixture.store.turns.write({ ...turn(tenantId, sessionId, [say(0), say(1)]), session })
    const [created] = await fixture.query<{ x: string }>(
      'select xmin::text as x from sessions where id = $1',
      [sessionId],
    )
    const { transactions } = await writers(sessionId)
    expect([...transactions]).toEqual([created!.x])
    expect(await fixture.store.sessions.get(tenantId, sessionId)).toMatchObject({
      app: 'cockpit',
      state: { vehicleId: 'car-1' },
    })
  })

  it('continues a session created meanwhile only when it is the one the turn asked for', async () => {
    const tenantId = uid('tenant')
    const sessionId = randomUUID()
    const session = { id: sessionId, tenantId, app: 'cockpit', state: { vehicleId: 'car-1' } }
    await fixture.store.sessions.create(session)
    await fixture.store.turns.write({ ...turn(tenantId, sessionId, [say(0)]), session })
    const before = await writers(sessionId)
    const other = { ...session, state: { vehicleId: 'car-2' } }
    await expect(
      fixture.store.turns.write({ ...turn(tenantId, sessionId, [say(0), say(1)], 3), session: other }),
    ).rejects.toMatchObject({ code: 'conflict' })
    expect(await writers(sessionId)).toEqual(before)
  })

  it('refuses a turn of a missing session with a typed error', async () => {
    const sessionId = uid('missing')
    await expect(
      fixture.store.turns.write({ checkpoint: checkpoint(sessionId, [say(0)], 'run') }),
    ).rejects.toMatchObject({ code: 'session_not_found' })
  })

  it('writes a plain batch as one script, and a batch with a keyed command the long way', async () => {
    const { tenantId, sessionId } = await newSession()
    const before = fixture.store.turns.stats()
    const fresh = { id: randomUUID(), tenantId, app: 'cockpit', state: { vehicleId: 'car-1' } }
    await fixture.store.turns.write({ ...turn(tenantId, fresh.id, [say(0)]), session: fresh })
    const keyed = turn(tenantId, sessionId, [say(0), say(1)])
    const [command] = keyed.commands!
    if (!command || !('create' in command)) throw new Error('the turn has a new command')
    await fixture.store.turns.write({
      ...keyed,
      commands: [{ create: { ...command.create, idempotencyKey: uid('key') } }],
    })
    const after = fixture.store.turns.stats()
    expect(after.transactions - before.transactions).toBe(2)
    expect(after.scripts - before.scripts).toBe(1)
    expect(await fixture.store.sessions.get(tenantId, fresh.id)).toMatchObject({ state: fresh.state })
  })

  it('moves a waiting command in the script, as the repository moves it; one that moved already the long way', async () => {
    const { tenantId, sessionId } = await newSession()
    const waiting = async () => {
      const { command } = await fixture.store.commands.create({
        tenantId,
        sessionId,
        target: 'car-1',
        callId: uid('call'),
        name: 'window_open',
        params: { position: 'all' },
        decision: 'confirm',
        status: 'pending',
        idempotencyKey: null,
        expiresAt: new Date(Date.now() + 60_000),
      })
      return command
    }
    const [a, b, c] = [await waiting(), await waiting(), await waiting()]
    const move = (id: string, to: 'executed' | 'failed', result?: unknown, decision?: 'warn') => ({
      transition: { tenantId, id, from: ['pending', 'confirmed'] as const, to, result, decision } as never,
    })
    const plain = turn(tenantId, sessionId, [say(0), say(1)])
    const before = fixture.store.turns.stats()
    const written = await fixture.store.turns.write({
      ...plain,
      commands: [move(a.id, 'executed', { reply: 'ok' }, 'warn'), move(b.id, 'failed', null)],
    })
    const after = fixture.store.turns.stats()
    expect(after.scripts - before.scripts).toBe(1)
    const [movedA, movedB] = written.commands
    expect(movedA).toEqual(await fixture.store.commands.get(tenantId, a.id))
    expect(movedA).toMatchObject({ status: 'executed', decision: 'warn', result: { reply: 'ok' } })
    expect(movedB).toEqual(await fixture.store.commands.get(tenantId, b.id))
    expect(movedB).toMatchObject({ status: 'failed', decision: 'confirm', result: null })
    // The repository's own move of the third row, for the same columns.
    const byRepository = await fixture.store.commands.transition(tenantId, c.id, ['pending'], 'failed', null)
    expect({ ...movedB, id: c.id, callId: c.callId, createdAt: 0, updatedAt: 0, expiresAt: 0 }).toEqual({
      ...byRepository,
      createdAt: 0,
      updatedAt: 0,
      expiresAt: 0,
    })
    // A row that is no longer waiting does not move; the rest of the turn is written all the same.
    const again = await fixture.store.turns.write({
      ...turn(tenantId, sessionId, [say(0), say(1), say(2), say(3)], 3),
      commands: [move(a.id, 'failed')],
    })
    expect(again.commands).toEqual([undefined])
    expect(fixture.store.turns.stats().scripts).toBe(after.scripts)
    expect(await fixture.store.commands.get(tenantId, a.id)).toMatchObject({ status: 'executed' })
    expect((await fixture.store.checkpointer.load(sessionId))?.snapshot.messages).toHaveLength(4)
  })

  it('writes the whole history again when the stored one ends before the new messages start', async () => {
    const { tenantId, sessionId } = await newSession()
    await fixture.store.turns.write(turn(tenantId, sessionId, [say(0), say(1)]))
    // Another writer shortened the stored history behind this store's back.
    await fixture.query('delete from messages where session_id = $1 and seq >= 1', [sessionId])
    await fixture.query('update sessions set message_end = 1 where id = $1', [sessionId])
    await fixture.store.turns.write(turn(tenantId, sessionId, [say(0), say(1), say(2), say(3)], 3))
    const loaded = await fixture.store.checkpointer.load(sessionId)
    expect(loaded?.snapshot.messages).toEqual([say(0), say(1), say(2), say(3)])
  })
})
