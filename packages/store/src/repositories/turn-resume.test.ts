import type { Checkpoint, Message } from '@mindwire/agent'
import { expect, it } from 'vitest'
import { openStore } from '../open-store.ts'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'
import { queriesSent } from '../testing/statements-sent.ts'

const countQueries = async (work: () => Promise<void>) => (await queriesSent(work)).length

const usage = { inputTokens: 1, outputTokens: 1, totalTokens: 2 }
const say = (n: number): Message => ({ role: n % 2 ? 'assistant' : 'user', content: `m${n}` }) as Message
const history = (length: number) => Array.from({ length }, (_, i) => say(i))

describeEachDriver('where a session resumes', (fixture) => {
  const newSession = async () =>
    (await fixture.store.sessions.create({ tenantId: uid('tenant'), app: 'cockpit' })).id
  const checkpoint = (sessionId: string, messages: Message[], runId = uid('run')): Checkpoint => ({
    sessionId,
    runId,
    step: 1,
    savedAt: 1_700_000_000_000,
    snapshot: { id: sessionId, messages, pending: [], usage },
  })
  const turn = (sessionId: string, messages: Message[], firstSeq: number) => {
    const cp = checkpoint(sessionId, messages)
    const events = [{ sessionId, seq: firstSeq, runId: cp.runId, type: 'done', data: {} }]
    return { checkpoint: cp, events }
  }
  // What the store holds, read the long way.
  const stored = async (sessionId: string) => ({
    checkpoint: await fixture.store.checkpointer.load(sessionId),
    lastSeq: await fixture.store.events.lastSeq(sessionId),
  })

  it('starts the next turn where the last committed one ended', async () => {
    const sessionId = await newSession()
    expect(await fixture.store.turns.resume(sessionId)).toEqual({ checkpoint: undefined, lastSeq: 0 })
    await fixture.store.turns.write(turn(sessionId, history(2), 1))
    await fixture.store.turns.write(turn(sessionId, history(4), 2))
    const point = await fixture.store.turns.resume(sessionId)
    expect(point.lastSeq).toBe(2)
    expect(point.checkpoint?.snapshot.messages).toEqual(history(4))
    const read = await stored(sessionId)
    expect(point.lastSeq).toBe(read.lastSeq)
    expect(point.checkpoint?.runId).toBe(read.checkpoint?.runId)
    expect(point.checkpoint?.snapshot.messages).toEqual(read.checkpoint?.snapshot.messages)
  })

  it('hands out copies: a caller growing the history does not change what is remembered', async () => {
    const sessionId = await newSession()
    await fixture.store.turns.write(turn(sessionId, history(2), 1))
    const first = await fixture.store.turns.resume(sessionId)
    first.checkpoint!.snapshot.messages.push(say(9))
    expect((await fixture.store.turns.resume(sessionId)).checkpoint?.snapshot.messages).toEqual(history(2))
  })

  it('sees a checkpoint saved outside a turn, and events appended outside one', async () => {
    const sessionId = await newSession()
    await fixture.store.turns.write(turn(sessionId, history(2), 1))
    await fixture.store.turns.resume(sessionId)
    await fixture.store.checkpointer.save(checkpoint(sessionId, history(1)))
    expect((await fixture.store.turns.resume(sessionId)).checkpoint?.snapshot.messages).toEqual(history(1))
    await fixture.store.events.append([{ sessionId, seq: 2, runId: 'r', type: 'delta', data: {} }])
    expect((await fixture.store.turns.resume(sessionId)).lastSeq).toBe(2)
  })

  it('sees a session deleted after its turn', async () => {
    const tenantId = uid('tenant')
    const { id } = await fixture.store.sessions.create({ tenantId, app: 'cockpit' })
    await fixture.store.turns.write(turn(id, history(2), 1))
    await fixture.store.turns.resume(id)
    await fixture.store.sessions.delete(tenantId, id)
    expect(await fixture.store.turns.resume(id)).toEqual({ checkpoint: undefined, lastSeq: 0 })
  })

  if (fixture.driver === 'postgres') {
    it('sees a turn another instance committed on the same database', async () => {
      const sessionId = await newSession()
      await fixture.store.turns.write(turn(sessionId, history(2), 1))
      await fixture.store.turns.resume(sessionId)
      const other = await openStore(await fixture.persistentOptions())
      try {
        await other.turns.write(turn(sessionId, history(4), 2))
      } finally {
        await other.close()
      }
      const point = await fixture.store.turns.resume(sessionId)
      expect(point.lastSeq).toBe(2)
      expect(point.checkpoint?.snapshot.messages).toEqual(history(4))
    })

    it('confirms its remembered point with the session read of the run, not a read of its own', async () => {
      const tenantId = uid('tenant')
      const { id } = await fixture.store.sessions.create({ tenantId, app: 'cockpit' })
      await fixture.store.turns.write(turn(id, history(2), 1))
      await fixture.store.turns.resume(id)
      const sent = await countQueries(async () => {
        await fixture.store.sessions.get(tenantId, id)
        expect((await fixture.store.turns.resume(id)).checkpoint?.snapshot.messages).toEqual(history(2))
      })
      expect(sent).toBe(1)
      // A turn another instance commits after that read is still seen by the next run's read.
      await fixture.store.sessions.get(tenantId, id)
      const other = await openStore(await fixture.persistentOptions())
      try {
        await other.turns.write(turn(id, history(4), 2))
      } finally {
        await other.close()
      }
      await fixture.store.sessions.get(tenantId, id)
      expect((await fixture.store.turns.resume(id)).checkpoint?.snapshot.messages).toEqual(history(4))
    })

    it('reads nothing for a warm turn when it claimed the database for itself', async () => {
      const lone = await openStore({ ...(await fixture.persistentOptions()), access: 'exclusive' })
      try {
        const tenantId = uid('tenant')
        const { id } = await lone.sessions.create({ tenantId, app: 'cockpit' })
        const cp = checkpoint(id, history(2))
        await lone.turns.write({
          checkpoint: cp,
          events: [{ sessionId: id, seq: 1, runId: cp.runId, type: 'done', data: {} }],
        })
        await lone.turns.resume(id)
        const sent = await countQueries(async () => {
          expect((await lone.sessions.get(tenantId, id))?.id).toBe(id)
          expect((await lone.turns.resume(id)).checkpoint?.snapshot.messages).toEqual(history(2))
        })
        expect(sent).toBe(0)
      } finally {
        await lone.close()
      }
    })
  }
})
