import { expect, it } from 'vitest'
import { describeEachDriver, uid } from '../testing/driver-suite.ts'

describeEachDriver('events', (fixture) => {
  const newSession = async () =>
    (await fixture.store.sessions.create({ tenantId: uid('tenant'), app: 'a' })).id
  const events = (sessionId: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => ({
      sessionId,
      seq: from + i,
      runId: 'run-1',
      type: 'text_delta',
      data: { text: `part ${from + i}` },
    }))

  it('replays the events after a sequence number, oldest first', async () => {
    const sessionId = await newSession()
    await fixture.store.events.append(events(sessionId, 1, 5))
    const after = await fixture.store.events.listAfter(sessionId, 2)
    expect(after.map((e) => e.seq)).toEqual([3, 4, 5])
    expect(after[0]).toMatchObject({
      sessionId,
      runId: 'run-1',
      type: 'text_delta',
      data: { text: 'part 3' },
    })
    expect(after[0]!.createdAt).toBeInstanceOf(Date)
    expect((await fixture.store.events.listAfter(sessionId, 0, 2)).map((e) => e.seq)).toEqual([1, 2])
    expect(await fixture.store.events.listAfter(sessionId, 5)).toEqual([])
  })

  it('knows the last sequence number, 0 for none', async () => {
    const sessionId = await newSession()
    expect(await fixture.store.events.lastSeq(sessionId)).toBe(0)
    await fixture.store.events.append(events(sessionId, 1, 3))
    await fixture.store.events.append([])
    await fixture.store.events.append(events(sessionId, 4, 4))
    expect(await fixture.store.events.lastSeq(sessionId)).toBe(4)
    expect(await fixture.store.events.lastSeq(uid('missing'))).toBe(0)
  })

  it('keeps sessions apart', async () => {
    const a = await newSession()
    const b = await newSession()
    await fixture.store.events.append([...events(a, 1, 2), ...events(b, 1, 3)])
    expect((await fixture.store.events.listAfter(a, 0)).map((e) => e.sessionId)).toEqual([a, a])
    expect(await fixture.store.events.lastSeq(b)).toBe(3)
  })

  it('refuses a sequence number used twice, writing none of the batch', async () => {
    const sessionId = await newSession()
    await fixture.store.events.append(events(sessionId, 1, 2))
    await expect(fixture.store.events.append(events(sessionId, 2, 3))).rejects.toMatchObject({
      code: 'conflict',
    })
    expect(await fixture.store.events.lastSeq(sessionId)).toBe(2)
  })

  it('refuses events of a session that does not exist', async () => {
    await expect(fixture.store.events.append(events(uid('missing'), 1, 1))).rejects.toMatchObject({
      code: 'session_not_found',
    })
  })
})
