import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createClient } from './client.ts'
import { type BoardServer, startBoardServer } from './testing/board-server.ts'

let t: BoardServer
let key: string

beforeAll(async () => {
  t = await startBoardServer()
  key = await t.tenant('acme')
})
afterAll(() => t.close())

describe('send (JSON)', () => {
  it('returns the whole reply with tool calls, results and usage; history and server state follow', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board', context: () => ({ items: ['a'] }) })
    t.llm.enqueue(
      { toolCalls: [{ id: 'c1', name: 'pin_item', args: { text: 'b' } }], usage: { input: 20, output: 5 } },
      { text: 'Pinned b.', usage: { input: 30, output: 4 } },
    )
    const reply = await session.send('pin b')
    expect(reply).toMatchObject({
      role: 'assistant',
      content: 'Pinned b.',
      finishReason: 'stop',
      toolCalls: [{ id: 'c1', name: 'pin_item', arguments: { text: 'b' }, kind: 'server' }],
      toolResults: [{ id: 'c1', status: 'ok', output: { items: ['a', 'b'] } }],
      usage: { promptTokens: 50, completionTokens: 9 },
    })
    expect(session.getHistory().map((m) => m.role)).toEqual(['user', 'assistant'])
    const stored = await fetch(`${t.url}/api/ai/sessions/${session.id}`, {
      headers: { authorization: `Bearer ${key}` },
    }).then((r) => r.json())
    expect(stored.state).toEqual({ items: ['a', 'b'] })
  })

  it('a streamed turn after JSON turns resumes from the right event id', async () => {
    const client = createClient({ endpoint: t.url, apiKey: key })
    const session = await client.createSession({ app: 'board' })
    t.llm.enqueue({ text: 'json one' })
    await session.send('one')
    t.llm.enqueue({ text: 'streamed two' })
    const deltas = []
    for await (const delta of session.sendStreaming('two')) deltas.push(delta)
    expect(deltas.map((d) => d.content ?? '').join('')).toBe('streamed two')
  })

  it('lists models and apps, reports usage, estimates tokens locally', async () => {
    const client = createClient({ endpoint: `${t.url}/`, apiKey: key })
    const models = await client.listModels()
    expect(models.apps.map((a) => a.app).sort()).toEqual(['board', 'board-review'])
    expect(JSON.stringify(models)).not.toContain('sk-test')
    const usage = await client.getUsage()
    expect(usage).toMatchObject({ tenant: 'acme', quota: null })
    expect(usage.used).toBeGreaterThan(0)
    expect(client.estimateTokens([{ role: 'user', content: '添加一个振荡器' }])).toBe(4 + 7)
    expect(client.estimateTokens([{ role: 'user', content: 'abcdefgh' }])).toBe(4 + 2)
  })
})
