import { expect, it } from 'vitest'
import { describeCluster } from './testing/cluster-suite.ts'
import { readSse } from './testing/sse-reader.ts'

// A slow model answer: enough deltas, far enough apart, that the run is still live while we move around.
const SLOW_ANSWER = { text: Array.from({ length: 30 }, (_, i) => `第${i}段。`), chunkDelayMs: 80 }

describeCluster('live runs across instances', 2, (t) => {
  const headers = () => ({ authorization: `Bearer ${t.cluster.apiKey}` })
  const startRun = (instance: number) => {
    t.llm.enqueue(SLOW_ANSWER)
    return readSse(`${t.cluster.instances[instance]!.url}/api/ai/chat`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ app: 'shopping', message: '介绍一下你们的耳机', stream: true }),
    })
  }
  const resume = (instance: number, sessionId: string, lastEventId: number) =>
    readSse(`${t.cluster.instances[instance]!.url}/api/ai/sessions/${sessionId}/events`, {
      headers: { ...headers(), 'last-event-id': String(lastEventId) },
    })

  it('an SSE subscriber on instance 2 follows a run on instance 1 to its end, every event once and in order', async () => {
    const origin = await startRun(0)
    const sessionId = origin.response.headers.get('x-session-id')!
    await expect.poll(() => origin.events.length).toBeGreaterThan(3)
    const cursor = origin.events[2]!.id!
    const follower = await resume(1, sessionId, cursor)
    await Promise.all([origin.ended, follower.ended])
    const expected = origin.events.filter((event) => event.id! > cursor)
    expect(follower.events).toEqual(expected)
    expect(follower.events.at(-1)!.data.type).toBe('done')
  })

  it('after instance 1 is killed (kill -9) mid-run, Last-Event-ID resume on instance 2 replays what it had sent', async () => {
    const origin = await startRun(0)
    const sessionId = origin.response.headers.get('x-session-id')!
    await expect.poll(() => origin.events.length).toBeGreaterThan(8)
    const cursor = origin.events[3]!.id!
    await t.cluster.instances[0]!.kill('SIGKILL')
    await origin.ended
    const seen = origin.events.filter((event) => event.id !== undefined && event.id > cursor)
    const resumed = await resume(1, sessionId, cursor)
    await resumed.ended
    const replayed = resumed.events.filter((event) => event.id !== undefined)
    // Everything the dead instance had sent its reader is there, in order, with nothing in between missing.
    expect(replayed.slice(0, seen.length)).toEqual(seen)
    expect(replayed.map((event) => event.id)).toEqual(replayed.map((_, i) => cursor + 1 + i))
    // The run cannot finish without its instance: the stream says so instead of hanging.
    expect(resumed.events.at(-1)!.data).toMatchObject({ type: 'interrupted' })
  }, 30_000)
})
