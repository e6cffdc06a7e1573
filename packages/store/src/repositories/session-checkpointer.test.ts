import type { Checkpoint, Message, SessionSnapshot } from '@mindwire/agent'
import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

const usage = { inputTokens: 10, outputTokens: 5, totalTokens: 15 }
const say = (n: number): Message =>
  n % 2 === 0 ? { role: 'user', content: `m${n}` } : { role: 'assistant', content: `m${n}` }
const history = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => say(from + i))

describeEachDriver('checkpointer', (fixture) => {
  const newSession = async () =>
    (await fixture.store.sessions.create({ tenantId: uid('tenant'), app: 'a' })).id
  const checkpoint = (
    sessionId: string,
    snapshot: Partial<SessionSnapshot>,
    step = 1,
    runId = 'run-1',
  ): Checkpoint => ({
    sessionId,
    runId,
    step,
    savedAt: 1_700_000_000_000 + step,
    snapshot: { id: sessionId, messages: [], pending: [], usage, ...snapshot },
  })
  const storedSeqs = async (sessionId: string) =>
    fixture.query<{ seq: number; compacted: boolean }>(
      'select seq, compacted from messages where session_id = $1 order by seq',
      [sessionId],
    )

  it('loads what was saved: messages, pending calls, summary, usage and the run position', async () => {
    const sessionId = await newSession()
    const messages: Message[] = [
      { role: 'user', content: [{ type: 'text', text: '打开车窗' }] },
      {
        role: 'assistant',
        content: '',
        toolCalls: [{ id: 'c1', name: 'window', args: { position: 'all' } }],
        usage,
      },
      { role: 'tool', toolCallId: 'c1', toolName: 'window', output: { ok: true, values: [1, 'two', null] } },
    ]
    const pending = [
      {
        callId: 'c2',
        name: 'window',
        args: { position: 'all' },
        step: 2,
        reason: 'confirm' as const,
        ruleIds: ['all-windows'],
        message: '确认？',
        confirmedRuleIds: [],
        createdAt: 1,
      },
    ]
    const saved = checkpoint(sessionId, { messages, pending, summary: 'so far', usage }, 2, 'run-7')
    await fixture.store.checkpointer.save(saved)
    expect(await fixture.store.checkpointer.load(sessionId)).toEqual({
      ...saved,
      snapshot: { ...saved.snapshot, offset: 0 },
    })
  })

  it('answers undefined for an unknown session and for one never checkpointed', async () => {
    expect(await fixture.store.checkpointer.load(uid('missing'))).toBeUndefined()
    expect(await fixture.store.checkpointer.load(await newSession())).toBeUndefined()
  })

  it('refuses a checkpoint for a session that was never created', async () => {
    const save = fixture.store.checkpointer.save(checkpoint(uid('missing'), { messages: history(0, 1) }))
    await expect(save).rejects.toMatchObject({ name: 'StoreError', code: 'session_not_found' })
  })

  it('writes each message once however often the history is saved', async () => {
    const sessionId = await newSession()
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 2) }, 1))
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 2) }, 1))
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 4) }, 2))
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 4) }, 2))
    expect((await storedSeqs(sessionId)).map((row) => row.seq)).toEqual([0, 1, 2, 3])
    expect((await fixture.store.checkpointer.load(sessionId))!.snapshot.messages).toEqual(history(0, 4))
  })

  it('keeps compacted messages but loads only those after the offset', async () => {
    const sessionId = await newSession()
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 6) }, 1))
    // Compaction drops messages 0–3 from the live history and sums them up.
    await fixture.store.checkpointer.save(
      checkpoint(sessionId, { offset: 4, messages: history(4, 8), summary: 'earlier: m0–m3' }, 2),
    )
    const loaded = await fixture.store.checkpointer.load(sessionId)
    expect(loaded!.snapshot).toMatchObject({ offset: 4, summary: 'earlier: m0–m3', messages: history(4, 8) })
    expect(await storedSeqs(sessionId)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((seq) => ({ seq, compacted: seq < 4 })),
    )
    // A later save with the same offset changes nothing already stored.
    await fixture.store.checkpointer.save(
      checkpoint(sessionId, { offset: 4, messages: history(4, 9), summary: 'earlier: m0–m3' }, 3),
    )
    expect((await fixture.store.checkpointer.load(sessionId))!.snapshot.messages).toEqual(history(4, 9))
  })

  it('reports the latest saved run and step', async () => {
    const sessionId = await newSession()
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 1) }, 0, 'run-1'))
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 3) }, 1, 'run-1'))
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 4) }, 0, 'run-2'))
    const loaded = await fixture.store.checkpointer.load(sessionId)
    expect(loaded).toMatchObject({ runId: 'run-2', step: 0, savedAt: 1_700_000_000_000 })
    expect(
      await fixture.query('select 1 from run_checkpoints where session_id = $1', [sessionId]),
    ).toHaveLength(3)
  })

  it('a history put back to an earlier point does not load its old tail', async () => {
    const sessionId = await newSession()
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 5) }, 1))
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 2) }, 2))
    expect((await fixture.store.checkpointer.load(sessionId))!.snapshot.messages).toEqual(history(0, 2))
  })

  it('updates the session row: summary cleared, pending and usage replaced', async () => {
    const sessionId = await newSession()
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 1), summary: 's' }, 1))
    const later = { inputTokens: 20, outputTokens: 8, totalTokens: 28 }
    await fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, 2), usage: later }, 2))
    const { snapshot } = (await fixture.store.checkpointer.load(sessionId))!
    expect(snapshot.summary).toBeUndefined()
    expect(snapshot.usage).toEqual(later)
    expect(snapshot.pending).toEqual([])
  })

  it('concurrent saves of one session all land, one after the other', async () => {
    const sessionId = await newSession()
    await Promise.all(
      [1, 2, 3, 4].map((n) =>
        fixture.store.checkpointer.save(checkpoint(sessionId, { messages: history(0, n * 2) }, n)),
      ),
    )
    expect(
      await fixture.query('select 1 from run_checkpoints where session_id = $1', [sessionId]),
    ).toHaveLength(4)
    const loaded = await fixture.store.checkpointer.load(sessionId)
    expect(loaded!.snapshot.messages).toEqual(history(0, loaded!.step * 2))
  })
})
