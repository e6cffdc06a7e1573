import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'
import type { AssistantDelta } from './types.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('sendStreaming', () => {
  it('streams text, the tool call and its result, then finishReason and usage; state goes with the message', async () => {
    const board = { items: ['milk'] }
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board', context: () => board })
    t.llm.enqueue(
      { text: 'Pinning it.', toolCalls: [{ id: 'c1', name: 'pin_item', args: { text: 'eggs' } }] },
      { text: 'Done: eggs is pinned.', usage: { input: 30, output: 8 } },
    )
    const deltas: AssistantDelta[] = []
    for await (const delta of session.sendStreaming('pin eggs')) deltas.push(delta)

    const text = deltas.map((d) => d.content ?? '').join('')
    expect(text).toBe('Pinning it.Done: eggs is pinned.')
    expect(deltas.filter((d) => d.content).length).toBeGreaterThan(2)
    expect(deltas.some((d) => d.toolCallDelta?.name === 'pin_item')).toBe(true)
    expect(deltas.find((d) => d.toolCall)?.toolCall).toEqual({
      id: 'c1',
      name: 'pin_item',
      arguments: { text: 'eggs' },
      kind: 'server',
    })
    // The tool ran against the state this client sent as context.
    expect(deltas.find((d) => d.toolResult)?.toolResult).toMatchObject({
      id: 'c1',
      status: 'ok',
      output: { items: ['milk', 'eggs'] },
    })
    const last = deltas.at(-1)!
    expect(last).toMatchObject({ finishReason: 'stop', text: 'Done: eggs is pinned.', pending: [] })
    expect(last.usage!.completionTokens).toBeGreaterThanOrEqual(8)
    const ids = deltas.map((d) => d.eventId!)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(new Set(ids).size).toBe(ids.length)

    const history = session.getHistory()
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant'])
    expect(history[1]).toMatchObject({ content: text, finishReason: 'stop' })
    const sent = JSON.stringify(t.llm.requests.at(-1)!.body)
    expect(sent).toContain('milk')
  })

  it('collects a streamed reply with message(), and the next turn continues the same session', async () => {
    const client = createClient({ endpoint: t.url, getToken: async () => key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'First answer.' })
    const first = await session.sendStreaming('hello').message()
    expect(first).toMatchObject({ role: 'assistant', content: 'First answer.', finishReason: 'stop' })
    t.llm.enqueue({ text: 'Second answer.' })
    const second = await session.sendStreaming('again').message()
    expect(second.content).toBe('Second answer.')
    expect(JSON.stringify(t.llm.requests.at(-1)!.body.messages)).toContain('First answer.')
  })
})
