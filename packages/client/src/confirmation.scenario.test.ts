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

describe('confirmation', () => {
  it('a destructive call waits; confirm(true) runs it and the reply streams on', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board', context: () => ({ items: ['a', 'b'] }) })
    t.llm.enqueue({ toolCalls: [{ id: 'd1', name: 'unpin_item', args: { index: 0 } }] })
    const deltas: AssistantDelta[] = []
    for await (const delta of session.sendStreaming('remove the first item')) deltas.push(delta)
    const asked = deltas.find((d) => d.confirmation)?.confirmation
    expect(asked).toMatchObject({ id: 'd1', name: 'unpin_item', arguments: { index: 0 } })
    expect(deltas.at(-1)).toMatchObject({ finishReason: 'tool_calls' })
    expect(session.pending.map((call) => call.callId)).toEqual(['d1'])

    t.llm.enqueue({ text: 'Removed a.' })
    const after: AssistantDelta[] = []
    for await (const delta of session.confirm('d1', true)) after.push(delta)
    expect(after.find((d) => d.toolResult)?.toolResult).toMatchObject({
      id: 'd1',
      status: 'ok',
      output: { removed: 'a', items: ['b'] },
    })
    expect(after.map((d) => d.content ?? '').join('')).toBe('Removed a.')
    expect(session.pending).toEqual([])
  })

  it('confirm(false) declines: the call does not run and the model is told', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board', context: () => ({ items: ['a'] }) })
    t.llm.enqueue({ toolCalls: [{ id: 'd2', name: 'unpin_item', args: { index: 0 } }] })
    await session.sendStreaming('remove it').message()
    t.llm.enqueue({ text: 'Kept it.' })
    const reply = await session.confirm('d2', false).message()
    expect(reply.toolResults).toEqual([expect.objectContaining({ id: 'd2', status: 'rejected' })])
    expect(reply.content).toBe('Kept it.')
  })

  it('answering a call that does not wait is a typed no_pending_call error', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    await expect(session.confirm('nope', true).message()).rejects.toMatchObject({
      name: 'MindwireError',
      code: 'no_pending_call',
      status: 409,
    })
  })
})
