import type { Message } from '@mindwire/agent'
import { openStore, type Store } from '@mindwire/store'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, sse } from '../testing/http-client.ts'
import { startTestServer, type TestServer } from '../testing/test-server.ts'

// One timeline for the store's committed writes and the events a client received: server and client
// share this process, so the order in which they happen here is the order in which they happened.
type Moment = { kind: 'stored'; messages: Message[] } | { kind: 'shown'; type: string; id?: string }
const timeline: Moment[] = []
let t: TestServer
let key: string

beforeAll(async () => {
  const store: Store = await openStore({ memory: true })
  const write = store.turns.write.bind(store.turns)
  // The real store; the timeline only notes when each of its turn writes committed, and what it held.
  store.turns.write = async (turn) => {
    const written = await write(turn)
    timeline.push({ kind: 'stored', messages: turn.checkpoint?.snapshot.messages ?? [] })
    return written
  }
  t = await startTestServer({ store })
  ;({ key } = await t.tenant('acme'))
})
afterAll(() => t.close())

/** The messages stored before the `index`th moment of the timeline. */
function storedBefore(index: number): Message[] {
  return timeline.slice(0, index).flatMap((moment) => (moment.kind === 'stored' ? moment.messages : []))
}

describe('a streamed run', () => {
  it('shows a decision only after the user message is stored, a tool result after its step, words at once', async () => {
    timeline.length = 0
    t.llm.enqueue(
      { toolCalls: [{ id: 'n1', name: 'add_note', args: { text: 'pack the charger' } }] },
      { text: 'Noted, the charger.', chunkDelayMs: 5 },
    )
    const { events } = await sse(`${t.url}/api/ai/chat`, key, {
      body: { app: 'notes', message: 'remember the charger' },
      stopAfter: (event) => {
        timeline.push({ kind: 'shown', type: event.data.type, id: event.data.id })
        return false
      },
    })
    expect(events.at(-1)!.data).toMatchObject({ type: 'done', text: 'Noted, the charger.' })
    const decision = timeline.findIndex((moment) => moment.kind === 'shown' && moment.type === 'tool_call')
    expect(storedBefore(decision)).toContainEqual({ role: 'user', content: 'remember the charger' })
    const result = timeline.findIndex((moment) => moment.kind === 'shown' && moment.type === 'tool_result')
    expect(storedBefore(result)).toContainEqual(expect.objectContaining({ role: 'tool', toolCallId: 'n1' }))
  })

  it('holds nothing back for a JSON answer, which is given only once its turn is stored', async () => {
    timeline.length = 0
    t.llm.enqueue(
      { toolCalls: [{ id: 'n2', name: 'add_note', args: { text: 'buy milk' } }] },
      { text: 'Noted, the milk.' },
    )
    const { json } = await api(`${t.url}/api/ai/chat`, key, { body: { app: 'notes', message: 'milk' } })
    expect(json.text).toBe('Noted, the milk.')
    // One write for the turn; a held-back run would write its input and its tool step first (three).
    // A second write only when a step took over a second (a loaded machine): the ledger saves slow steps.
    expect(timeline.length).toBeLessThan(3)
  })
})
